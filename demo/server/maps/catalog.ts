/**
 * What the service knows about its own vocabulary: layers (location types and groups), the queryable
 * fields with how to read each from a record, and the translated strings of the map controls.
 */
import { LOCATION_GROUP_TYPES, LocationGroup, LocationType, baseLocationType } from '../../../maps/geo/enums.ts';
import type { LocationRecord } from './types.ts';

const ALL_TYPES: readonly string[] = Object.values(LocationType);
const TYPE_SET: ReadonlySet<string> = new Set(ALL_TYPES);
const GROUPS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(LOCATION_GROUP_TYPES));

export function isKnownType(type: string): boolean {
  return TYPE_SET.has(type);
}

/**
 * The types a layer name stands for: a group's types; a base type with all its variants ('WARD' is every
 * ward type, 'MEETINGHOUSE' every meetinghouse); a variant only itself. undefined for unknown names.
 */
export function layerTypes(layer: string): readonly string[] | undefined {
  const name = layer.trim().toUpperCase();
  const group = GROUPS.get(name);
  if (group) return group;
  if (!TYPE_SET.has(name)) return undefined;
  if (baseLocationType(name) !== name) return [name];
  return ALL_TYPES.filter((type) => baseLocationType(type) === name);
}

export interface LayerInfo {
  id: string;
  name: string;
  types: string[];
}

function humanize(id: string): string {
  return id
    .replace(/__/g, ' — ')
    .replace(/[._]/g, ' ')
    .toLowerCase()
    .replace(/(^|\s|—\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
}

export function listLayers(): LayerInfo[] {
  return ALL_TYPES.map((type) => ({ id: type, name: humanize(type), types: [...(layerTypes(type) ?? [type])] }));
}

export function listLayerGroups(): Array<{ id: string; name: string; layers: LayerInfo[] }> {
  return [...GROUPS.entries()].map(([id, types]) => ({
    id,
    name: humanize(id),
    layers: types.map((type) => ({ id: type, name: humanize(type), types: [type] })),
  }));
}

export const GROUP_NAMES: readonly string[] = Object.values(LocationGroup);

// ---------------------------------------------------------------- fields

export type FieldValue = string | number | null | readonly string[];
export type FieldKind = 'string' | 'number' | 'date' | 'list' | 'position' | 'geometry' | 'reference-list';

export interface FieldContext {
  lookup(id: string): LocationRecord | undefined;
  languageName(code: string): string | undefined;
}

export interface FieldInfo {
  name: string;
  type: FieldKind;
  description: string;
  /** Filters may name it (boundary, coordinates and relation lists are read through their own calls). */
  filterable: boolean;
  /** Reads the field from a record; undefined for fields the service computes elsewhere. */
  read?: (record: LocationRecord, context: FieldContext) => FieldValue;
}

const text = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

/** Every value of QueryableField (maps/geo/enums.ts), so the fields call and filters agree with the client. */
const FIELD_LIST: readonly FieldInfo[] = [
  { name: 'id', type: 'string', description: 'Location id (unit number or facility id)', filterable: true, read: (r) => r.id },
  { name: 'key', type: 'string', description: "'TYPE:id'", filterable: true, read: (r) => `${r.type}:${r.id}` },
  { name: 'type', type: 'string', description: 'Location type', filterable: true, read: (r) => r.type },
  { name: 'name', type: 'string', description: 'Name in English', filterable: true, read: (r) => r.name },
  {
    name: 'properties.LocalNames',
    type: 'list',
    description: 'Names in the local language, preferred first',
    filterable: true,
    read: (r) => r.localNames ?? null,
  },
  { name: 'identifiers', type: 'list', description: 'Unit numbers and facility ids', filterable: true, read: (r) => [r.id] },
  { name: 'address.street1', type: 'string', description: 'Street address', filterable: true, read: (r) => text(r.address?.street1) },
  { name: 'address.street2', type: 'string', description: 'Second address line', filterable: true, read: (r) => text(r.address?.street2) },
  { name: 'address.neighborhood', type: 'string', description: 'Neighbourhood', filterable: true, read: (r) => text(r.address?.neighborhood) },
  { name: 'address.city', type: 'string', description: 'City', filterable: true, read: (r) => text(r.address?.city) },
  { name: 'address.county', type: 'string', description: 'County', filterable: true, read: (r) => text(r.address?.county) },
  { name: 'address.state', type: 'string', description: 'State or province', filterable: true, read: (r) => text(r.address?.state) },
  { name: 'address.postalCode', type: 'string', description: 'Postal code', filterable: true, read: (r) => text(r.address?.postalCode) },
  { name: 'address.country', type: 'string', description: 'Country (ISO 3166-1 alpha-2)', filterable: true, read: (r) => text(r.address?.country) },
  { name: 'address.formatted', type: 'string', description: 'Address on one line', filterable: true, read: (r) => text(r.address?.formatted) },
  { name: 'phone', type: 'string', description: 'Phone number', filterable: true, read: (r) => text(r.phone) },
  { name: 'email', type: 'string', description: 'Email address', filterable: true, read: (r) => text(r.email) },
  { name: 'website', type: 'string', description: 'Website', filterable: true, read: () => null },
  { name: 'contact.name', type: 'string', description: 'Contact person', filterable: true, read: () => null },
  { name: 'contact.phone', type: 'string', description: 'Contact phone', filterable: true, read: () => null },
  { name: 'contact.email', type: 'string', description: 'Contact email', filterable: true, read: () => null },
  {
    name: 'missionaryPhoneNumbers',
    type: 'list',
    description: 'Phone numbers of the local missionaries',
    filterable: true,
    read: (r) => r.missionaryPhoneNumbers ?? null,
  },
  { name: 'hours', type: 'string', description: 'Meeting or opening hours code', filterable: true, read: (r) => text(r.hours) },
  { name: 'hours.primary.code', type: 'string', description: "Two-letter weekday and HHMM, e.g. 'SU0900'", filterable: true, read: (r) => text(r.hours) },
  { name: 'timeZone', type: 'string', description: 'Time zone', filterable: true, read: () => null },
  { name: 'size', type: 'number', description: 'Building floor area in square metres', filterable: true, read: (r) => r.facility?.buildingSize ?? null },
  {
    name: 'facility.buildingSize',
    type: 'number',
    description: 'Building floor area in square metres',
    filterable: true,
    read: (r, c) => facilityOf(r, c)?.facility?.buildingSize ?? null,
  },
  {
    name: 'facility.lotSize',
    type: 'number',
    description: 'Lot area in square metres',
    filterable: true,
    read: (r, c) => facilityOf(r, c)?.facility?.lotSize ?? null,
  },
  { name: 'facility.parking', type: 'number', description: 'Parking spaces', filterable: true, read: (r, c) => facilityOf(r, c)?.facility?.parking ?? null },
  {
    name: 'facility.id',
    type: 'string',
    description: 'The building a unit meets in',
    filterable: true,
    read: (r) => r.facilityId ?? (r.facility ? r.id : null),
  },
  { name: 'language.code', type: 'string', description: "Language (ISO 639-3, e.g. 'eng')", filterable: true, read: (r) => text(r.language) },
  {
    name: 'language.name',
    type: 'string',
    description: 'Language name in English',
    filterable: true,
    read: (r, c) => (r.language ? (c.languageName(r.language) ?? null) : null),
  },
  { name: 'notes', type: 'string', description: 'Notes', filterable: true, read: (r) => text(r.notes) },
  { name: 'coordinates', type: 'position', description: 'Position', filterable: false },
  { name: 'coordinates.latitude', type: 'number', description: 'Latitude', filterable: true, read: (r) => r.latitude },
  { name: 'coordinates.longitude', type: 'number', description: 'Longitude', filterable: true, read: (r) => r.longitude },
  { name: 'boundary', type: 'geometry', description: 'Boundary (GET /locations/{key}/boundary)', filterable: false },
  { name: 'parent.id', type: 'string', description: 'Parent unit id', filterable: true, read: (r) => r.parentId ?? null },
  {
    name: 'parent.type',
    type: 'string',
    description: 'Parent unit type',
    filterable: true,
    read: (r, c) => (r.parentId ? (c.lookup(r.parentId)?.type ?? null) : null),
  },
  { name: 'children', type: 'reference-list', description: 'Ids of child locations', filterable: true, read: (r) => r.childIds ?? null },
  { name: 'associated', type: 'reference-list', description: 'Ids of associated locations', filterable: true, read: (r) => r.associatedIds ?? null },
  { name: 'related', type: 'reference-list', description: 'Ids of related locations', filterable: true, read: (r) => r.relatedIds ?? null },
  { name: 'created', type: 'date', description: 'Created (YYYY-MM-DD)', filterable: true, read: (r) => r.created },
  { name: 'updated', type: 'date', description: 'Last updated (YYYY-MM-DD)', filterable: true, read: (r) => r.updated },
];

function facilityOf(record: LocationRecord, context: FieldContext): LocationRecord | undefined {
  if (record.facility) return record;
  return record.facilityId ? context.lookup(record.facilityId) : undefined;
}

const FIELDS_BY_NAME: ReadonlyMap<string, FieldInfo> = new Map(FIELD_LIST.map((field) => [field.name.toLowerCase(), field]));

export function listFields(): FieldInfo[] {
  return [...FIELD_LIST];
}

/** Field names are matched without regard to case ('Language.Code' is 'language.code'). */
export function findField(name: string): FieldInfo | undefined {
  return FIELDS_BY_NAME.get(name.trim().toLowerCase());
}

// ---------------------------------------------------------------- strings

export const STRING_KEYS = [
  'maptypes',
  'maptypes.map',
  'maptypes.satellite',
  'maptypes.light',
  'geolocate',
  'zoom.zoomin',
  'zoom.zoomout',
  'copyright',
  'copyright.info',
] as const;
export type StringKey = (typeof STRING_KEYS)[number];

export const DEFAULT_LANGUAGE = 'en';

const STRINGS: Readonly<Record<string, Readonly<Record<StringKey, string>>>> = {
  en: {
    maptypes: 'Map types',
    'maptypes.map': 'Map',
    'maptypes.satellite': 'Satellite',
    'maptypes.light': 'Light',
    geolocate: 'Show your location',
    'zoom.zoomin': 'Zoom in',
    'zoom.zoomout': 'Zoom out',
    copyright: 'Copyright',
    'copyright.info': 'Map data and legal information',
  },
  es: {
    maptypes: 'Tipos de mapa',
    'maptypes.map': 'Mapa',
    'maptypes.satellite': 'Satélite',
    'maptypes.light': 'Claro',
    geolocate: 'Mostrar su ubicación',
    'zoom.zoomin': 'Acercar',
    'zoom.zoomout': 'Alejar',
    copyright: 'Derechos de autor',
    'copyright.info': 'Datos del mapa e información legal',
  },
  pt: {
    maptypes: 'Tipos de mapa',
    'maptypes.map': 'Mapa',
    'maptypes.satellite': 'Satélite',
    'maptypes.light': 'Claro',
    geolocate: 'Mostrar sua localização',
    'zoom.zoomin': 'Aumentar o zoom',
    'zoom.zoomout': 'Diminuir o zoom',
    copyright: 'Direitos autorais',
    'copyright.info': 'Dados do mapa e informações legais',
  },
  fr: {
    maptypes: 'Types de carte',
    'maptypes.map': 'Plan',
    'maptypes.satellite': 'Satellite',
    'maptypes.light': 'Clair',
    geolocate: 'Afficher votre position',
    'zoom.zoomin': 'Zoom avant',
    'zoom.zoomout': 'Zoom arrière',
    copyright: 'Droits d’auteur',
    'copyright.info': 'Données cartographiques et mentions légales',
  },
  de: {
    maptypes: 'Kartentypen',
    'maptypes.map': 'Karte',
    'maptypes.satellite': 'Satellit',
    'maptypes.light': 'Hell',
    geolocate: 'Ihren Standort anzeigen',
    'zoom.zoomin': 'Vergrößern',
    'zoom.zoomout': 'Verkleinern',
    copyright: 'Urheberrecht',
    'copyright.info': 'Kartendaten und rechtliche Hinweise',
  },
};

export const STRING_LANGUAGES: readonly string[] = Object.keys(STRINGS);

/**
 * The best supported language for an Accept-Language header (q-values honoured, 'es-MX' matches 'es'),
 * or the default.
 */
export function negotiateLanguage(header: string | undefined, preferred?: string): string {
  const candidates: Array<{ tag: string; q: number; order: number }> = [];
  if (preferred) candidates.push({ tag: preferred, q: 2, order: -1 });
  (header ?? '').split(',').forEach((part, order) => {
    const [tag = '', ...params] = part.trim().split(';');
    let q = 1;
    for (const param of params) {
      const [name, value] = param.trim().split('=');
      if (name === 'q') q = Number(value);
    }
    if (tag && tag !== '*' && Number.isFinite(q) && q > 0) candidates.push({ tag, q, order });
  });
  candidates.sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of candidates) {
    const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    if (Object.hasOwn(STRINGS, primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export function stringsFor(language: string, keys?: readonly string[]): Record<string, string> {
  const table = (Object.hasOwn(STRINGS, language) ? STRINGS[language] : undefined) ?? STRINGS[DEFAULT_LANGUAGE] ?? {};
  const wanted = keys && keys.length > 0 ? keys : STRING_KEYS;
  const out: Record<string, string> = {};
  for (const key of wanted) {
    const value = Object.hasOwn(table, key) ? (table as Record<string, string>)[key] : undefined;
    if (value !== undefined) out[key] = value;
  }
  return out;
}
