/**
 * The giving-machines variant's pure parts (visitor-blocks spec sections 2 'Unit finder' and 3 'Giving
 * machine'): a maps-service location of type GIVING_MACHINE read as a machine (id, name, position, address,
 * facebook and instagram links, the other detail fields), and the variant's English wording. Node tests:
 * test/elements/unit-finder-map-giving.node.test.ts.
 */
import type { Position } from '../../maps/geo/position.ts';
import type { Location } from '../../maps/service/types.ts';

/** A giving-machine site as the panel shows it. */
export interface GivingMachine {
  id: string;
  name: string;
  position: Position;
  /** One line, as written in that country. */
  address: string;
  /** https links only (anything else from the data is dropped). */
  facebook?: string;
  instagram?: string;
  /** The other detail fields in the order the panel lists them: label key and text. */
  details: GivingMachineDetail[];
}

export interface GivingMachineDetail {
  /** 'venue', 'dates', 'hours', 'charities', or another property name of the data. */
  key: string;
  text: string;
}

/** The variant's wording (messages as attributes, spec section 8): the finder passes its attributes, English by default. */
export interface GivingMachinesStrings {
  /** The list's heading. */
  heading: string;
  /** The map region's name. */
  mapLabel: string;
  /** The detail panel's back button. */
  back: string;
  loading: string;
  /** The machine list could not be loaded. */
  loadError: string;
  /** The list came back empty. */
  empty: string;
  facebook: string;
  instagram: string;
  address: string;
  /** Labels of the detail fields by key; a field without one is labelled by its key. */
  venue: string;
  dates: string;
  hours: string;
  charities: string;
}

export const GIVING_MACHINES_STRINGS: Readonly<GivingMachinesStrings> = {
  heading: 'Giving Machine locations',
  mapLabel: 'Map of Giving Machine locations',
  back: 'All locations',
  loading: 'Loading Giving Machine locations…',
  loadError: 'Giving Machine locations could not be loaded. Please try again later.',
  empty: 'There are no Giving Machine locations right now.',
  facebook: 'Facebook',
  instagram: 'Instagram',
  address: 'Address',
  venue: 'Where',
  dates: 'Dates',
  hours: 'Hours',
  charities: 'Charities',
};

/** The maps service layer of giving-machine sites (maps-toolkit spec section 3, location types). */
export const GIVING_MACHINE_LAYER = 'GIVING_MACHINE';
/** The reference service has 60 sites; a list this long stays one call. */
export const GIVING_MACHINE_LIMIT = 500;

/** Detail fields shown first, in this order; then any other text field of the data, by name. */
const DETAIL_ORDER = ['venue', 'dates', 'hours', 'charities'] as const;
/** Properties that are not detail fields (links are shown as links; language and names elsewhere). */
const NOT_DETAILS = new Set(['facebook', 'instagram', 'Language', 'LocalNames']);

/** An https (or http) link, else undefined: data never becomes a `javascript:` or relative href. */
export function safeLink(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function detailText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    const parts = value.filter((part): part is string => typeof part === 'string' && part.trim() !== '').map((part) => part.trim());
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  return undefined;
}

function addressLine(location: Location): string {
  const address = location.address;
  if (!address) return '';
  if (address.formatted) return address.formatted;
  return [address.street1, address.street2, address.city, address.state, address.postalCode].filter(Boolean).join(', ');
}

/** A GIVING_MACHINE location as a machine; undefined without an id, a name or coordinates. */
export function toGivingMachine(location: Location): GivingMachine | undefined {
  const { id, name, coordinates } = location;
  if (!id || !name || !coordinates || !Number.isFinite(coordinates.latitude) || !Number.isFinite(coordinates.longitude)) return undefined;
  const properties = location.properties ?? {};
  const details: GivingMachineDetail[] = [];
  for (const key of DETAIL_ORDER) {
    const text = detailText(properties[key]);
    if (text) details.push({ key, text });
  }
  for (const [key, value] of Object.entries(properties)) {
    if (NOT_DETAILS.has(key) || (DETAIL_ORDER as readonly string[]).includes(key)) continue;
    const text = detailText(value);
    if (text) details.push({ key, text });
  }
  const facebook = safeLink(properties.facebook);
  const instagram = safeLink(properties.instagram);
  return {
    id: String(id),
    name: String(name),
    position: { latitude: coordinates.latitude, longitude: coordinates.longitude },
    address: addressLine(location),
    ...(facebook ? { facebook } : {}),
    ...(instagram ? { instagram } : {}),
    details,
  };
}

/** The machines of a location list, sorted by name (the list a visitor scans), each id once. */
export function givingMachines(locations: readonly Location[]): GivingMachine[] {
  const seen = new Set<string>();
  const machines: GivingMachine[] = [];
  for (const location of locations) {
    const machine = toGivingMachine(location);
    if (!machine || seen.has(machine.id)) continue;
    seen.add(machine.id);
    machines.push(machine);
  }
  return machines.sort((a, b) => a.name.localeCompare(b.name));
}

/** The label of a detail field: the known ones from the wording, others by their own name. */
export function detailLabel(strings: GivingMachinesStrings, key: string): string {
  switch (key) {
    case 'venue':
    case 'dates':
    case 'hours':
    case 'charities':
      return strings[key];
    default:
      return key;
  }
}
