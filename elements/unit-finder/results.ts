/**
 * What the finder shows of a unit, and which units it shows (visitor-blocks spec sections 3, 5 'Result
 * filtering' and 9): display name, type label, distance, address lines, directions link, the filters and
 * the filter options. Pure functions; `Intl` for numbers.
 */
import { numberFormat } from '../../src/locale.ts';
import { distance } from '../../maps/geo/circle.ts';
import type { Position } from '../../maps/geo/position.ts';
import type { Location, LocationAddress } from '../../maps/service/types.ts';
import { DISTANCE_DECIMALS, MILES_PER_METRE, SEARCH_THIS_AREA_METERS } from './finder-constants.ts';
import { codeDisplayName } from '../../src/display-names.ts';
import { canonicalLanguage, languageCodes } from '../../src/language-codes.ts';
import { FilterOperator, LOCATION_GROUP_TYPES, LocationGroup } from '../../maps/geo/enums.ts';
import type { Filter } from '../../maps/service/types.ts';

/** The first local name when there is one (spec section 3: first entry preferred), else the name. */
export function displayName(unit: Pick<Location, 'name' | 'properties'>): string {
  const local = unit.properties?.LocalNames?.find((name) => typeof name === 'string' && name.trim() !== '');
  return (local ?? unit.name ?? '').trim();
}

/** The element-data string a unit's type is labelled with: general ward, YSA ward or single-adult ward (spec section 3). */
export type TypeLabelKey = 'general' | 'ysa' | 'saw';

export function typeLabelKey(type: string): TypeLabelKey {
  if (type.includes('YOUNG_SINGLE_ADULT')) return 'ysa';
  if (type.includes('SINGLE_ADULT')) return 'saw';
  return 'general';
}

export type DistanceUnit = 'mi' | 'km';

/** Metres in miles (x 0.000621371192) or kilometres, rounded to 1 decimal (spec section 9). */
export function distanceIn(metres: number, unit: DistanceUnit): number {
  const value = unit === 'mi' ? metres * MILES_PER_METRE : metres / 1000;
  const scale = 10 ** DISTANCE_DECIMALS;
  return Math.round(value * scale) / scale;
}

/** '1.2 mi' / '3,4 km': the distance with its unit, one decimal, in the page's locale. */
export function formatDistance(metres: number, unit: DistanceUnit, locale?: string | readonly string[]): string {
  if (!Number.isFinite(metres)) return '';
  const format = numberFormat(locale, {
    style: 'unit',
    unit: unit === 'mi' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    minimumFractionDigits: DISTANCE_DECIMALS,
    maximumFractionDigits: DISTANCE_DECIMALS,
  });
  return format.format(distanceIn(metres, unit));
}

/** The address as lines: street, second line, neighbourhood, then 'City, ST 12345' (empty parts left out). */
export function addressLines(address: LocationAddress | undefined): string[] {
  if (!address) return [];
  const place = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [address.street1, address.street2, address.neighborhood, place].map((line) => line?.trim() ?? '').filter((line) => line !== '');
  if (lines.length === 0 && address.formatted) return [address.formatted];
  return lines;
}

/** Google-style directions link (spec section 7), built in the browser from an origin and a destination. */
export function directionsLink(origin: string | Position, destination: string | Position): string {
  const place = (value: string | Position) => (typeof value === 'string' ? value : `${value.latitude},${value.longitude}`);
  const query = new URLSearchParams({ api: '1', origin: place(origin), destination: place(destination) });
  return `https://www.google.com/maps/dir/?${query.toString()}`;
}

/** The number the finder shows (spec section 3: the first). */
export function firstMissionaryNumber(unit: Pick<Location, 'missionaryPhoneNumbers'>): string | undefined {
  return unit.missionaryPhoneNumbers?.find((number) => number !== '');
}

/** Names the finder never lists (spec section 5). */
export const EXCLUDED_NAME_WORDS = ['CARE CENTER', 'RETIREMENT', 'CORRECTIONAL'] as const;
export const SEASONAL_WARD_TYPE = 'WARD.SEASONAL';
export const NATIVE_AMERICAN_WARD_TYPE = 'WARD.NATIVEAMERICAN';

/**
 * The rules that always hold (spec section 5): no care-centre, retirement or correctional names, no seasonal
 * wards, no stakes (nor meetinghouses once expanded: the list is of units).
 */
export function isListable(unit: Pick<Location, 'name' | 'type'>): boolean {
  const name = (unit.name ?? '').toUpperCase();
  if (EXCLUDED_NAME_WORDS.some((word) => name.includes(word))) return false;
  if (unit.type === SEASONAL_WARD_TYPE) return false;
  if (unit.type.includes('STAKE')) return false;
  return true;
}

/**
 * A language code in one comparable form: ISO 639-1 where one exists ('spa' and 'es' both give 'es'), as
 * `Intl` canonicalises locales; an unknown code is kept lowercased (src/language-codes.ts).
 */
export const languageKey = canonicalLanguage;

export interface FinderFilter {
  /** Language codes (ISO 639-1 or 639-3); empty: every language. */
  languages?: readonly string[];
  /** A unit type ('WARD__SPANISH') or a type label key ('ysa'); empty: every type. */
  type?: string;
}

/** One unit against the filter (spec section 5), the always-rules included. */
export function matchesFilter(unit: Pick<Location, 'name' | 'type' | 'language'>, filter: FinderFilter = {}): boolean {
  if (!isListable(unit)) return false;
  const languages = (filter.languages ?? []).filter((code) => code.trim() !== '').map(languageKey);
  if (languages.length > 0) {
    if (unit.type === NATIVE_AMERICAN_WARD_TYPE) return false;
    if (!unit.language?.code || !languages.includes(languageKey(unit.language.code))) return false;
  }
  const type = filter.type?.trim() === 'single-adult' ? 'saw' : filter.type?.trim();
  if (type && unit.type !== type && typeLabelKey(unit.type) !== type) return false;
  return true;
}

/** The units that pass the filter, in their order. */
export function filterUnits<T extends Pick<Location, 'name' | 'type' | 'language'>>(units: readonly T[], filter: FinderFilter = {}): T[] {
  return units.filter((unit) => matchesFilter(unit, filter));
}

/** Whether the visitor narrowed the list (a language or a type): the lookup then asks for units, not buildings. */
export function hasVisitorFilter(filter: FinderFilter = {}): boolean {
  return (filter.languages ?? []).some((code) => code.trim() !== '') || (filter.type ?? '').trim() !== '';
}

const UNIT_TYPES = [LocationGroup.WARDS];
const YSA_TYPES = LOCATION_GROUP_TYPES.WARDS__YOUNG_SINGLE_ADULT;
const SINGLE_ADULT_TYPES = LOCATION_GROUP_TYPES.WARDS__SINGLE_ADULT;

/** A type filter as the maps service's filter: a label key ('ysa', 'saw' or 'single-adult', 'general') or one type. */
function typeFilter(type: string): Filter {
  if (type === 'ysa') return { field: 'type', operator: FilterOperator.EQUALS, operand: YSA_TYPES };
  if (type === 'saw' || type === 'single-adult') return { field: 'type', operator: FilterOperator.EQUALS, operand: SINGLE_ADULT_TYPES };
  if (type === 'general') return { field: 'type', operator: FilterOperator.NOT_EQUALS, operand: [...YSA_TYPES, ...SINGLE_ADULT_TYPES] };
  return { field: 'type', operator: FilterOperator.EQUALS, operand: type };
}

/**
 * Section 5's result filtering as the lookup's filters (visitor spec section 7: language code equals, name not
 * contains, type equals and not equals), so the service answers the nearest units that will be listed. The
 * exclusions test units only (`types`: a meetinghouse passes them, its units are tested when they are fetched).
 */
export function lookupFilters(filter: FinderFilter = {}): Filter[] {
  const filters: Filter[] = [
    ...EXCLUDED_NAME_WORDS.map((word): Filter => ({ field: 'name', operator: FilterOperator.NOT_CONTAINS, operand: word, types: UNIT_TYPES })),
    { field: 'type', operator: FilterOperator.NOT_EQUALS, operand: SEASONAL_WARD_TYPE, types: UNIT_TYPES },
  ];
  const languages = [...new Set((filter.languages ?? []).filter((code) => code.trim() !== '').flatMap(languageCodes))];
  if (languages.length > 0) {
    filters.push({ field: 'language.code', operator: FilterOperator.EQUALS, operand: languages, types: UNIT_TYPES });
    filters.push({ field: 'type', operator: FilterOperator.NOT_EQUALS, operand: NATIVE_AMERICAN_WARD_TYPE, types: UNIT_TYPES });
  }
  const type = filter.type?.trim();
  if (type) filters.push({ ...typeFilter(type), types: UNIT_TYPES });
  return filters;
}

export interface LanguageOption {
  /** `languageKey` of the code: the value the filter and the URL carry ('es'). */
  code: string;
  /** The name in the page's language ('Spanish'), from `Intl.DisplayNames`, else the unit's own. */
  label: string;
  count: number;
}

export interface TypeOption {
  type: string;
  labelKey: TypeLabelKey;
  count: number;
}

/** The spec's 'Filter data': the languages and unit types present among listable units, most units first. */
export interface FilterOptions {
  languages: LanguageOption[];
  unitTypes: TypeOption[];
}

export function filterOptions(units: readonly Pick<Location, 'name' | 'type' | 'language'>[], locale?: string): FilterOptions {
  const languages = new Map<string, LanguageOption>();
  const types = new Map<string, TypeOption>();
  for (const unit of units) {
    if (!isListable(unit)) continue;
    if (unit.language?.code) {
      const code = languageKey(unit.language.code);
      const option = languages.get(code) ?? { code, label: codeDisplayName('language', code, locale) ?? unit.language.name ?? code, count: 0 };
      option.count++;
      languages.set(code, option);
    }
    const option = types.get(unit.type) ?? { type: unit.type, labelKey: typeLabelKey(unit.type), count: 0 };
    option.count++;
    types.set(unit.type, option);
  }
  const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
  return { languages: [...languages.values()].sort(byCount), unitTypes: [...types.values()].sort(byCount) };
}

/** 'Search this area' shows when the map centre is at least 1000 m from the last search centre (spec section 4). */
export function offersSearchThisArea(lastSearchCentre: Position | undefined, mapCentre: Position): boolean {
  return lastSearchCentre !== undefined && distance(lastSearchCentre, mapCentre) >= SEARCH_THIS_AREA_METERS;
}
