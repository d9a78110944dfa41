/**
 * The finder's search (visitor-blocks spec section 4 'Finder search', section 5 'Finder', section 7 the
 * finder calls): text or a position in, the units to list out, sorted by distance. No React, no DOM: the
 * element and the node tests drive it the same way.
 */
import { distance } from '../../maps/geo/circle.ts';
import { Accuracy, Confidence, LocationGroup, LocationType } from '../../maps/geo/enums.ts';
import { formatLocationKey } from '../../maps/geo/location-key.ts';
import { parsePosition, type Position } from '../../maps/geo/position.ts';
import type { MapsClient } from '../../maps/service/client.ts';
import type { Filter, GeocodeResult, Location } from '../../maps/service/types.ts';
import { fetchMissionaryNumbers, numbersOf, type NumbersByUnit } from '../../src/missionary-numbers.ts';
import { DEFAULT_SEARCH_MILES, METERS_PER_RADIUS_MILE, NEAREST_COUNT } from './finder-constants.ts';
import { addressLines, directionsLink, hasVisitorFilter, isListable, lookupFilters, matchesFilter, type FinderFilter } from './results.ts';

/** A unit as the finder lists it: a service `Location` with the fields the finder computes (spec section 3). */
export interface FinderUnit extends Location {
  /** Metres from the searched point. */
  calculatedDistance: number;
  /** Empty when the lookup failed or neither the unit nor its parent has numbers; the first is shown. */
  missionaryPhoneNumbers: string[];
  /** Google-style directions from the searched place to the unit. */
  directionsLink: string;
  /** 0-based position in the sorted list. */
  locationIndex: number;
  /** Beyond spec: the ward whose boundary holds an exact address (the visitor's own ward); listed first. */
  ownWard: boolean;
}

/** What a search was asked: typed text, or a point (device location, 'search this area'). */
export interface FinderSearchOptions {
  /** The one shared maps client (`getMapsClient()`). */
  client: MapsClient;
  /** The address the visitor typed; with `position` it is not geocoded, only named (the directions' origin). */
  text?: string;
  /** A point to search around without geocoding; always an inexact (nearest meetinghouses) search. */
  position?: Position;
  /**
   * The visitor's language and type filters, sent with the lookup with section 5's exclusions: with one set, the
   * nearest 10 units that pass them are asked for (not the nearest 10 buildings), so a Spanish ward beyond the
   * nearest buildings is found.
   */
  filter?: FinderFilter;
  /** Configured radius in miles (x 1609 m, spec section 9); DEFAULT_SEARCH_MILES when absent. */
  miles?: number;
  /** Stops every call; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Put in front of `/api/missionaryPhoneNumbers` ('' = same origin; Node tests pass the server's origin). */
  apiOrigin?: string;
}

export type FinderSearchStatus =
  /** Units found (possibly none within the radius). */
  | 'ok'
  /** Blank text: the spec's noValue error; nothing was called. */
  | 'noValue'
  /** The geocode found nothing: an invalid address, no locations (spec section 5). */
  | 'invalidAddress';

export interface FinderSearchResult {
  status: FinderSearchStatus;
  /** The trimmed text searched ('' for a position search). */
  text: string;
  /** The point distances are measured from; absent for noValue and invalidAddress. */
  origin?: Position;
  /** The geocode used (text searches). */
  geocode?: GeocodeResult;
  /** Exact address: the narrow-down panel hides and only wards were queried. */
  exact: boolean;
  /**
   * Every listable unit (care centres, retirement and correctional branches, seasonal wards and stakes left out
   * by the lookup's filters), passing the visitor's `filter`, duplicates dropped, nearest first.
   */
  units: FinderUnit[];
}

/**
 * The spec's exact rule (section 4): `match.accuracy` is not APPROXIMATE and `match.confidence` is HIGH or
 * MEDIUM. Older answers without `match` are read from the top-level `accuracy` and `confidence`.
 */
export function isExactMatch(result: Pick<GeocodeResult, 'match' | 'accuracy' | 'confidence'>): boolean {
  const accuracy = result.match?.accuracy ?? result.accuracy;
  const confidence = result.match?.confidence ?? result.confidence;
  if (accuracy === undefined || confidence === undefined) return false;
  return accuracy !== Accuracy.APPROXIMATE && (confidence === Confidence.HIGH || confidence === Confidence.MEDIUM);
}

/** Radius in metres for a configured number of miles (spec section 9: miles x 1609 m). */
export function searchRadiusMeters(miles: number = DEFAULT_SEARCH_MILES): number {
  return miles * METERS_PER_RADIUS_MILE;
}

/**
 * GET /api/missionaryPhoneNumbers (spec section 7) for the units and their parents, through src/missionary-numbers.ts.
 * A unit without numbers gets its parent's (the spec's retry with the parent unit, done here in the same
 * call). Any failure gives an empty map (spec: errors give empty map); an abort still rejects.
 */
export async function fetchMissionaryPhoneNumbers(
  units: readonly Pick<Location, 'id' | 'parent'>[],
  options: { signal?: AbortSignal; apiOrigin?: string } = {},
): Promise<Map<string, string[]>> {
  const pairs = units.map((unit) => (unit.parent?.id ? { unit: unit.id, parent: unit.parent.id } : { unit: unit.id }));
  let answer: NumbersByUnit;
  try {
    answer = await fetchMissionaryNumbers(pairs, options);
  } catch {
    if (options.signal?.aborted) throw abortReason(options.signal);
    return new Map();
  }
  return new Map(pairs.map(({ unit, parent }) => [unit, [...numbersOf(answer, unit, parent)]]));
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The search was aborted', 'AbortError');
}

const isMeetinghouse = (type: string) => type === LocationType.MEETINGHOUSE || type.startsWith(`${LocationType.MEETINGHOUSE}__`);

/**
 * Runs one search (spec section 4): blank text gives noValue; geocode; exact or not; query (inexact: the
 * nearest 10 meetinghouses within miles x 1609 m; exact: wards only, plus the ward whose boundary holds the
 * address, flagged `ownWard`); expand meetinghouses to their units; missionary numbers; distances; drop
 * duplicate ids; sort by distance. Rejects with the maps client's error when the service fails, and with
 * the signal's reason when aborted.
 */
export async function runFinderSearch(options: FinderSearchOptions): Promise<FinderSearchResult> {
  const { client, signal } = options;
  const call = { signal };
  const radius = searchRadiusMeters(options.miles);
  const text = (options.text ?? '').trim();
  if (!options.position && text === '') return { status: 'noValue', text, exact: false, units: [] };

  let origin: Position;
  let geocode: GeocodeResult | undefined;
  let exact = false;
  if (options.position) {
    origin = parsePosition(options.position);
  } else {
    const [best] = await client.geocode({ address: text, limit: 1 }, call);
    if (!best) return { status: 'invalidAddress', text, exact: false, units: [] };
    geocode = best;
    origin = parsePosition(best.coordinates);
    exact = isExactMatch(best);
  }

  const filter = options.filter ?? {};
  const filters = lookupFilters(filter);
  let found: Location[];
  let phones: Map<string, string[]>;
  const ownWardIds = new Set<string>();
  const lookup = { signal, apiOrigin: options.apiOrigin };
  if (exact || hasVisitorFilter(filter)) {
    // Units asked for directly: the nearest 10 that will be listed (exact: wards; a filter: the units passing it).
    const [nearby, holding] = await Promise.all([
      client.identify({ coordinates: origin, layers: [LocationGroup.WARDS], filters, nearest: NEAREST_COUNT, radius }, call),
      exact ? client.identify({ coordinates: origin, layers: [LocationGroup.WARDS], filters }, call) : Promise.resolve([]),
    ]);
    // Language and age-group wards cover their whole meetinghouse cell; the geographic ward is the visitor's own.
    for (const ward of holding) if (ward.type === LocationType.WARD || ward.type === LocationType.WARD__BRANCH) ownWardIds.add(ward.id);
    found = uniqueListable([...holding.filter((ward) => ownWardIds.has(ward.id)), ...nearby], filter);
    phones = await fetchMissionaryPhoneNumbers(found, lookup);
  } else {
    const buildings = await client.identify({ coordinates: origin, layers: [LocationType.MEETINGHOUSE], filters, nearest: NEAREST_COUNT, radius }, call);
    // The numbers are asked for the buildings' units while their records load: one round trip less. A
    // child reference names no parent; the service retries an empty unit with its parent itself.
    const unitIds = buildings.flatMap((building) => (isMeetinghouse(building.type) ? (building.children ?? []) : [building]).map((unit) => ({ id: unit.id })));
    const [units, numbers] = await Promise.all([expandMeetinghouses(client, buildings, filters, signal), fetchMissionaryPhoneNumbers(unitIds, lookup)]);
    found = uniqueListable(units, filter);
    phones = numbers;
  }
  const originText = text !== '' ? text : `${origin.latitude},${origin.longitude}`;
  const units = found
    .map((unit): FinderUnit => {
      const at = unit.coordinates ? parsePosition(unit.coordinates) : undefined;
      return {
        ...unit,
        calculatedDistance: at ? distance(origin, at) : Number.POSITIVE_INFINITY,
        missionaryPhoneNumbers: phones.get(unit.id) ?? [],
        directionsLink: at ? directionsLink(originText, at) : '',
        locationIndex: 0,
        ownWard: ownWardIds.has(unit.id),
      };
    })
    .sort((a, b) => Number(b.ownWard) - Number(a.ownWard) || a.calculatedDistance - b.calculatedDistance)
    .map((unit, index) => ({ ...unit, locationIndex: index }));
  return { status: 'ok', text, origin, geocode, exact, units };
}

/**
 * Duplicates by id dropped (the first kept), and what section 5 never lists and the visitor's filter leaves out:
 * the service was asked the same, so this only guards against a service that ignores a filter.
 */
function uniqueListable(locations: readonly Location[], filter: FinderFilter): Location[] {
  const seen = new Set<string>();
  return locations.filter((unit) => {
    if (seen.has(unit.id) || !isListable(unit) || !matchesFilter(unit, filter)) return false;
    seen.add(unit.id);
    return true;
  });
}

/** Meetinghouses become their units (one `locations` call for all of them, with the lookup's filters); other locations stay as they are. */
async function expandMeetinghouses(
  client: MapsClient,
  found: readonly Location[],
  filters: readonly Filter[],
  signal: AbortSignal | undefined,
): Promise<Location[]> {
  const keys = found.flatMap((location) =>
    isMeetinghouse(location.type) ? (location.children ?? []).map((child) => child.key ?? formatLocationKey(child.type, child.id)) : [],
  );
  const units = keys.length > 0 ? await client.locations({ ids: keys, filters, limit: keys.length }, { signal }) : [];
  const byFacility = new Map<string, Location[]>();
  for (const unit of units) {
    const facility = typeof unit.facility?.id === 'string' ? unit.facility.id : '';
    byFacility.set(facility, [...(byFacility.get(facility) ?? []), unit]);
  }
  return found.flatMap((location) => (isMeetinghouse(location.type) ? (byFacility.get(location.id) ?? []) : [location]));
}

export { LatestSearch, type LatestOutcome } from '../../src/latest-search.ts';

/** A giving-machine site (spec section 3 'Giving machine'), flat for the giving-machines variant. */
export interface GivingMachine {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** One line. */
  address: string;
  facebook?: string;
  instagram?: string;
  /** The other detail fields (venue, dates, hours, charities...), by the key the panel translates as a label. */
  details: Record<string, string | string[]>;
  /** The service record, for the map. */
  location: Location;
}

/** Giving machines are a few dozen sites (the reference data has 60): one page of the list call holds them. */
const GIVING_MACHINE_LIMIT = 1000;

/** The GIVING_MACHINE locations of the maps service, by name (for the giving-machines variant). */
export async function listGivingMachines(client: MapsClient, options: { signal?: AbortSignal } = {}): Promise<GivingMachine[]> {
  const locations = await client.locations({ layers: [LocationType.GIVING_MACHINE], limit: GIVING_MACHINE_LIMIT }, { signal: options.signal });
  return locations
    .filter((location) => location.coordinates !== undefined)
    .map((location): GivingMachine => {
      const { latitude, longitude } = parsePosition(location.coordinates);
      const { facebook, instagram, Language: _language, LocalNames: _names, ...rest } = location.properties ?? {};
      const details: Record<string, string | string[]> = {};
      for (const [key, value] of Object.entries(rest)) {
        if (typeof value === 'string' && value !== '') details[key] = value;
        else if (Array.isArray(value)) details[key] = value.filter((item): item is string => typeof item === 'string');
      }
      return {
        id: location.id,
        name: location.name ?? '',
        latitude,
        longitude,
        address: location.address?.formatted ?? addressLines(location.address).join(', '),
        facebook: typeof facebook === 'string' ? facebook : undefined,
        instagram: typeof instagram === 'string' ? instagram : undefined,
        details,
        location,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
