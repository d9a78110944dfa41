/**
 * Bounding boxes (maps-toolkit spec sections 3 and 5). A box whose west edge is east of its east edge
 * crosses the antimeridian: { west: 170, east: -170 } is the 20 degrees around 180.
 */
import { parsePosition, wrapLongitude, type Position } from './position.ts';

export interface BoundingBox {
  southWest: Position;
  northEast: Position;
}

/**
 * Everything `parseBounds` accepts: `[west, south, east, north]`; `[[west, south], [east, north]]` (each
 * corner in any position form); `{ southWest, northEast }` or `{ sw, ne }`; `{ west, south, east, north }`;
 * an engine's bounds object with getSouthWest()/getNorthEast(); or the string 'west,south,east,north'.
 */
export type BoundsInput = BoundingBox | readonly unknown[] | string | Readonly<Record<string, unknown>>;

/** Visitor-blocks spec section 9: single-point bounds are widened by 0.01 degrees before fitting. */
export const SINGLE_POINT_WIDEN_DEGREES = 0.01;

function describe(input: unknown): string {
  try {
    return JSON.stringify(input) ?? String(input);
  } catch {
    return String(input);
  }
}

function finite(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : Number.NaN;
}

export function makeBounds(west: number, south: number, east: number, north: number, input: unknown = [west, south, east, north]): BoundingBox {
  if ([west, south, east, north].some((value) => Number.isNaN(value))) {
    throw new TypeError(`Invalid bounding box ${describe(input)}: west, south, east and north must be finite numbers.`);
  }
  if (south > north) {
    throw new TypeError(`Invalid bounding box ${describe(input)}: south ${south} is north of north ${north}.`);
  }
  if (south < -90 || north > 90) {
    throw new TypeError(`Invalid bounding box ${describe(input)}: latitudes must be within -90 to 90.`);
  }
  // A span of a full turn or more is the whole world; wrapping it would collapse it to nothing.
  if (east - west >= 360) return { southWest: { longitude: -180, latitude: south }, northEast: { longitude: 180, latitude: north } };
  return { southWest: { longitude: wrapLongitude(west), latitude: south }, northEast: { longitude: wrapLongitude(east), latitude: north } };
}

function fromCorners(sw: unknown, ne: unknown, input: unknown): BoundingBox {
  let southWest: Position;
  let northEast: Position;
  try {
    southWest = parsePosition(sw);
    northEast = parsePosition(ne);
  } catch (error) {
    throw new TypeError(`Invalid bounding box ${describe(input)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return makeBounds(southWest.longitude, southWest.latitude, northEast.longitude, northEast.latitude, input);
}

export function parseBounds(input: unknown): BoundingBox {
  if (typeof input === 'string') {
    const parts = input.split(',');
    if (parts.length !== 4) throw new TypeError(`Invalid bounding box ${describe(input)}: expected 'west,south,east,north'.`);
    return parseBounds(parts);
  }
  if (Array.isArray(input)) {
    if (input.length === 4) return makeBounds(finite(input[0]), finite(input[1]), finite(input[2]), finite(input[3]), input);
    if (input.length === 2) return fromCorners(input[0], input[1], input);
    throw new TypeError(`Invalid bounding box ${describe(input)}: expected [west, south, east, north] or [[west, south], [east, north]].`);
  }
  if (typeof input === 'object' && input !== null) {
    const record = input as Readonly<Record<string, unknown>>;
    if (typeof record.getSouthWest === 'function' && typeof record.getNorthEast === 'function') {
      return fromCorners((record.getSouthWest as () => unknown)(), (record.getNorthEast as () => unknown)(), input);
    }
    if (record.southWest !== undefined || record.northEast !== undefined) return fromCorners(record.southWest, record.northEast, input);
    if (record.sw !== undefined || record.ne !== undefined) return fromCorners(record.sw, record.ne, input);
    if (['west', 'south', 'east', 'north'].some((key) => key in record)) {
      return makeBounds(finite(record.west), finite(record.south), finite(record.east), finite(record.north), input);
    }
  }
  throw new TypeError(`Invalid bounding box ${describe(input)}: expected an array, corner objects or west, south, east and north.`);
}

export function tryParseBounds(input: unknown): BoundingBox | undefined {
  try {
    return parseBounds(input);
  } catch {
    return undefined;
  }
}

export function crossesAntimeridian(bounds: BoundingBox): boolean {
  return bounds.southWest.longitude > bounds.northEast.longitude;
}

/** East-west extent in degrees, 0 to 360. */
export function longitudeSpan(bounds: BoundingBox): number {
  const span = bounds.northEast.longitude - bounds.southWest.longitude;
  return span < 0 ? span + 360 : span;
}

function lngInside(west: number, east: number, longitude: number): boolean {
  return west <= east ? longitude >= west && longitude <= east : longitude >= west || longitude <= east;
}

export function boundsContain(bounds: BoundingBox, position: Position): boolean {
  const { southWest, northEast } = bounds;
  if (position.latitude < southWest.latitude || position.latitude > northEast.latitude) return false;
  return lngInside(southWest.longitude, northEast.longitude, wrapLongitude(position.longitude));
}

/** The geographic middle (the middle of the longitudes the box covers, so across the antimeridian too). */
export function boundsCenter(bounds: BoundingBox): Position {
  return {
    latitude: (bounds.southWest.latitude + bounds.northEast.latitude) / 2,
    longitude: wrapLongitude(bounds.southWest.longitude + longitudeSpan(bounds) / 2),
  };
}

const turn = (degrees: number): number => {
  const t = degrees % 360;
  return t < 0 ? t + 360 : t;
};

/**
 * Joins two longitude intervals on the circle. Overlapping intervals merge; disjoint ones are bridged
 * across the smaller gap, as a person drawing the box would. Decisions use only comparisons of the
 * inputs' own edges, so the result contains both exactly, with no rounding.
 */
function unionLongitudes(w1: number, e1: number, w2: number, e2: number): [number, number] {
  const full: [number, number] = [-180, 180];
  if ((w1 === -180 && e1 === 180) || (w2 === -180 && e2 === 180)) return full;
  if (w1 === w2 && e1 === e2) return [w1, e1];
  const inFirst = (lng: number) => lngInside(w1, e1, lng);
  const inSecond = (lng: number) => lngInside(w2, e2, lng);
  const secondInFirst = inFirst(w2) && inFirst(e2);
  const firstInSecond = inSecond(w1) && inSecond(e1);
  // Each holding both of the other's edges means together they go all the way round.
  if (secondInFirst && firstInSecond) return full;
  if (secondInFirst) return [w1, e1];
  if (firstInSecond) return [w2, e2];
  if (inFirst(w2)) return [w1, e2];
  if (inSecond(w1)) return [w2, e1];
  // Disjoint: bridge the smaller of the two gaps.
  return turn(w2 - e1) <= turn(w1 - e2) ? [w1, e2] : [w2, e1];
}

export function boundsUnion(a: BoundingBox, b: BoundingBox): BoundingBox {
  const [west, east] = unionLongitudes(a.southWest.longitude, a.northEast.longitude, b.southWest.longitude, b.northEast.longitude);
  return {
    southWest: { longitude: west, latitude: Math.min(a.southWest.latitude, b.southWest.latitude) },
    northEast: { longitude: east, latitude: Math.max(a.northEast.latitude, b.northEast.latitude) },
  };
}

/** Grows a box to take in a position or another box, the shorter way around the world. */
export function extendBounds(bounds: BoundingBox, addition: Position | BoundingBox): BoundingBox {
  const box: BoundingBox = 'southWest' in addition ? addition : { southWest: addition, northEast: addition };
  return boundsUnion(bounds, box);
}

/** The box around positions; undefined for none. Longitudes are joined the shorter way around. */
export function boundsOf(positions: Iterable<Position>): BoundingBox | undefined {
  let bounds: BoundingBox | undefined;
  for (const position of positions) {
    const point = { longitude: wrapLongitude(position.longitude), latitude: position.latitude };
    bounds = bounds ? extendBounds(bounds, point) : { southWest: point, northEast: point };
  }
  return bounds;
}

export function isSinglePoint(bounds: BoundingBox): boolean {
  return bounds.southWest.latitude === bounds.northEast.latitude && bounds.southWest.longitude === bounds.northEast.longitude;
}

/**
 * Moves every edge of a single-point box out by `degrees` (latitudes held within ±90), so fitting a map to
 * one result does not zoom to the engine's maximum. Other boxes come back unchanged.
 */
export function widenSinglePoint(bounds: BoundingBox, degrees: number = SINGLE_POINT_WIDEN_DEGREES): BoundingBox {
  if (!isSinglePoint(bounds)) return bounds;
  const { latitude, longitude } = bounds.southWest;
  return {
    southWest: { longitude: wrapLongitude(longitude - degrees), latitude: Math.max(-90, latitude - degrees) },
    northEast: { longitude: wrapLongitude(longitude + degrees), latitude: Math.min(90, latitude + degrees) },
  };
}

/** [west, south, east, north]. */
export function boundsToArray(bounds: BoundingBox): [number, number, number, number] {
  return [bounds.southWest.longitude, bounds.southWest.latitude, bounds.northEast.longitude, bounds.northEast.latitude];
}

export function boundsEqual(a: BoundingBox, b: BoundingBox, tolerance = 1e-9): boolean {
  return boundsToArray(a).every((value, index) => Math.abs(value - (boundsToArray(b)[index] ?? Number.NaN)) <= tolerance);
}
