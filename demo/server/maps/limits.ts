/**
 * Every limit of the maps service in one place. The routes, readers and answers import their numbers
 * from here, and the "Limits" table of demo/server/README.md is checked against `MAPS_LIMITS` by
 * test/demo/server/maps-limits.node.test.ts, so the documented limits are the enforced ones.
 *
 * Sizes are chosen from real use with a wide margin: a finder page asks for a few dozen ids, a map view
 * of 1920 x 1080 px holds about 500 cluster cells, a drawn or fetched boundary has a few thousand
 * vertices. Anything beyond is refused with a 4xx naming the field and the limit, before work starts.
 */

import { InputError } from '../validation.ts';

const KIB = 1024;

/** Request bodies of the location calls that carry no geometry (ids, layers, filters: GET-or-POST payloads). */
export const MAPS_BODY_LIMIT_BYTES = 256 * KIB;
/** Geocoding, navigation, contact messages and GET-only calls: a few addresses or a 5,000-character message. */
export const MAPS_SMALL_BODY_LIMIT_BYTES = 64 * KIB;
/** Routes that take a geometry (geometry/*, locations/identify and locations/count): the vertex cap's worth of JSON. */
export const MAPS_GEOMETRY_BODY_LIMIT_BYTES = 1024 * KIB;
/** Vertices in all geometries of one request together. */
export const MAX_GEOMETRY_VERTICES = 20000;
/** `ids` entries (locations by key or id), and any list without a cap of its own. */
export const MAX_IDS = 1000;
export const MAX_LIST = MAX_IDS;
/** `layers` entries. */
export const MAX_LAYERS = 50;
/** `filters` and `emphasize` entries, each. */
export const MAX_FILTERS = 20;
/** Items of one filter's list operand (`"operand": ["spa", "por", ...]`). */
export const MAX_FILTER_OPERANDS = 200;
/** `waypoints` of navigation/directions (between origin and destination). */
export const MAX_WAYPOINTS = 25;
/** `distances` (and `times`) of navigation/isochrone. */
export const MAX_ISOCHRONES = 10;
/** Short enumerations: `providers`, `modes`, `avoid`. */
export const MAX_OPTION_LIST = 10;
/** `keys` of /strings. */
export const MAX_STRING_KEYS = 100;
/** Locations in one answer of identify, list, search, clusters/identify (`limit`). */
export const MAX_LOCATIONS = 1000;
/** Locations with a boundary (or extent, centroids, labels) in one answer, and in one boundaries/union. */
export const MAX_BOUNDARIES = 500;
/** Positions of all boundaries in one boundaries or boundaries/union answer (before `offset` grows them). */
export const MAX_BOUNDARY_POSITIONS = 250000;
/** Clusters in one locations/clusters answer; more is a 400 naming `zoom` (zoom out or send a smaller extent). */
export const MAX_CLUSTERS = 2000;
/** Values in one fields/{field}/values answer. */
export const MAX_FIELD_VALUES = 10000;

export interface LimitRow {
  /** The constant's name in this module. */
  constant: string;
  value: number;
  /** What it bounds, as the README says it. */
  what: string;
  /** The answer when it is exceeded. */
  answer: string;
}

/** The README table, row by row (the test compares the two). */
export const MAPS_LIMITS: readonly LimitRow[] = [
  {
    constant: 'MAPS_SMALL_BODY_LIMIT_BYTES',
    value: MAPS_SMALL_BODY_LIMIT_BYTES,
    what: 'request body of `geocode/*`, `navigation/*`, `locations/contact/{key}` and the GET-only calls (bytes)',
    answer: '413 `body`',
  },
  {
    constant: 'MAPS_BODY_LIMIT_BYTES',
    value: MAPS_BODY_LIMIT_BYTES,
    what: 'request body of the other `locations/*` calls (bytes)',
    answer: '413 `body`',
  },
  {
    constant: 'MAPS_GEOMETRY_BODY_LIMIT_BYTES',
    value: MAPS_GEOMETRY_BODY_LIMIT_BYTES,
    what: 'request body of `geometry/*`, `locations/identify`, `locations/count` (bytes)',
    answer: '413 `body`',
  },
  {
    constant: 'MAX_GEOMETRY_VERTICES',
    value: MAX_GEOMETRY_VERTICES,
    what: 'positions in all geometries of one request',
    answer: '400 `geometry` (or `boundary`, `difference`, `target`)',
  },
  { constant: 'MAX_IDS', value: MAX_IDS, what: '`ids` entries, and any other list without a limit below', answer: '400 `ids` (or the list)' },
  { constant: 'MAX_LAYERS', value: MAX_LAYERS, what: '`layers` entries', answer: '400 `layers`' },
  { constant: 'MAX_FILTERS', value: MAX_FILTERS, what: '`filters` entries, and `emphasize` entries', answer: '400 `filters` / `emphasize`' },
  { constant: 'MAX_FILTER_OPERANDS', value: MAX_FILTER_OPERANDS, what: "items of one filter's list `operand`", answer: '400 `filters[i].operand`' },
  { constant: 'MAX_WAYPOINTS', value: MAX_WAYPOINTS, what: '`waypoints` of `navigation/directions`', answer: '400 `waypoints`' },
  { constant: 'MAX_ISOCHRONES', value: MAX_ISOCHRONES, what: '`distances` (and `times`) of `navigation/isochrone`', answer: '400 `distances`' },
  { constant: 'MAX_OPTION_LIST', value: MAX_OPTION_LIST, what: '`providers`, `modes`, `avoid` entries', answer: '400 naming the list' },
  { constant: 'MAX_STRING_KEYS', value: MAX_STRING_KEYS, what: '`keys` of `/strings`', answer: '400 `keys`' },
  {
    constant: 'MAX_LOCATIONS',
    value: MAX_LOCATIONS,
    what: '`limit`: locations in one answer (identify, list, search, clusters/identify)',
    answer: '400 `limit`',
  },
  {
    constant: 'MAX_BOUNDARIES',
    value: MAX_BOUNDARIES,
    what: '`limit` of `boundaries`, `boundaries/union`, `extents`, `centroids`, `labels`',
    answer: '400 `limit`',
  },
  {
    constant: 'MAX_BOUNDARY_POSITIONS',
    value: MAX_BOUNDARY_POSITIONS,
    what: 'positions of all boundaries in one `boundaries` or `boundaries/union` answer (ask for fewer, or `generalize`)',
    answer: '400 `limit`',
  },
  { constant: 'MAX_CLUSTERS', value: MAX_CLUSTERS, what: 'clusters in one `locations/clusters` answer', answer: '400 `zoom`' },
  { constant: 'MAX_FIELD_VALUES', value: MAX_FIELD_VALUES, what: '`limit` of `fields/{field}/values`', answer: '400 `limit`' },
];

/** A list longer than its cap: 400 naming the list and the cap. */
export function checkListLength(field: string, length: number, max: number): void {
  if (length > max) throw new InputError(field, `${field} has ${length} entries; at most ${max} are accepted`);
}

/** The README's Limits table, as markdown (demo/server/README.md holds exactly this text). */
export function limitsTable(): string {
  const rows = MAPS_LIMITS.map((row) => `| \`${row.constant}\` | ${row.value.toLocaleString('en-US')} | ${row.what} | ${row.answer} |`);
  return ['| limit | value | what it bounds | over it |', '|---|---|---|---|', ...rows].join('\n');
}
