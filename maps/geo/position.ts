/** Positions (maps-toolkit spec sections 3 and 5): parsing every accepted form, and equality. */

export interface Position {
  longitude: number;
  latitude: number;
  altitude?: number;
}

/** Equality tolerances of spec section 9, in degrees: the same point, and the same point as displayed. */
export const POSITION_TOLERANCE_EXACT = 1e-9;
export const POSITION_TOLERANCE_NEAR = 1e-6;

/**
 * Everything `parsePosition` accepts: `[lng, lat, alt?]` (GeoJSON order); an object with latitude and
 * longitude or an alias (lat, y / lng, long, lon, x / alt, elevation, altitude), whose values may be numbers,
 * numeric strings or getter functions (an engine's LatLng); a GeoJSON Point; or the string 'lat,lng[,alt]'
 * (the order people type).
 */
export type PositionInput = Position | readonly (number | string)[] | string | Readonly<Record<string, unknown>>;

const LATITUDE_KEYS = ['latitude', 'lat', 'y'] as const;
const LONGITUDE_KEYS = ['longitude', 'lng', 'long', 'lon', 'x'] as const;
const ALTITUDE_KEYS = ['altitude', 'alt', 'elevation'] as const;

function describe(input: unknown): string {
  if (typeof input === 'string') return JSON.stringify(input);
  try {
    return JSON.stringify(input) ?? String(input);
  } catch {
    return String(input);
  }
}

function toNumber(value: unknown): number | undefined {
  const raw = typeof value === 'function' ? (value as () => unknown)() : value;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : Number.NaN;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const parsed = Number(raw);
    return Number.isFinite(parsed) ? parsed : Number.NaN;
  }
  if (raw === undefined || raw === null) return undefined;
  return Number.NaN;
}

function pick(record: Readonly<Record<string, unknown>>, keys: readonly string[]): number | undefined {
  for (const key of keys) {
    if (key in record && record[key] !== undefined && record[key] !== null) return toNumber(record[key]);
  }
  return undefined;
}

/** Wraps a longitude into [-180, 180]: engines report unwrapped longitudes after panning across the antimeridian. */
export function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude;
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && longitude > 0 ? 180 : wrapped;
}

function build(latitude: number | undefined, longitude: number | undefined, altitude: number | undefined, input: unknown): Position {
  if (latitude === undefined || longitude === undefined) {
    throw new TypeError(`Invalid position ${describe(input)}: a latitude and a longitude are required.`);
  }
  if (Number.isNaN(latitude) || Number.isNaN(longitude) || (altitude !== undefined && Number.isNaN(altitude))) {
    throw new TypeError(`Invalid position ${describe(input)}: coordinates must be finite numbers.`);
  }
  if (latitude < -90 || latitude > 90) {
    throw new TypeError(`Invalid position ${describe(input)}: latitude ${latitude} is outside -90 to 90.`);
  }
  const position: Position = { longitude: wrapLongitude(longitude), latitude };
  if (altitude !== undefined) position.altitude = altitude;
  return position;
}

export function parsePosition(input: unknown): Position {
  if (typeof input === 'string') {
    const parts = input.split(',').map((part) => part.trim());
    if (parts.length < 2 || parts.length > 3 || parts.some((part) => part === '')) {
      throw new TypeError(`Invalid position ${describe(input)}: expected 'latitude,longitude' or 'latitude,longitude,altitude'.`);
    }
    return build(toNumber(parts[0]), toNumber(parts[1]), parts[2] === undefined ? undefined : toNumber(parts[2]), input);
  }
  if (Array.isArray(input)) {
    if (input.length < 2 || input.length > 3) {
      throw new TypeError(`Invalid position ${describe(input)}: expected [longitude, latitude] or [longitude, latitude, altitude].`);
    }
    return build(toNumber(input[1]), toNumber(input[0]), input.length === 3 ? toNumber(input[2]) : undefined, input);
  }
  if (typeof input === 'object' && input !== null) {
    const record = input as Readonly<Record<string, unknown>>;
    if (record.type === 'Point' && Array.isArray(record.coordinates)) return parsePosition(record.coordinates);
    return build(pick(record, LATITUDE_KEYS), pick(record, LONGITUDE_KEYS), pick(record, ALTITUDE_KEYS), input);
  }
  throw new TypeError(`Invalid position ${describe(input)}: expected an array, an object or a 'latitude,longitude' string.`);
}

/** parsePosition that answers undefined instead of throwing. */
export function tryParsePosition(input: unknown): Position | undefined {
  try {
    return parsePosition(input);
  } catch {
    return undefined;
  }
}

/**
 * Same point within `tolerance` degrees (longitudes compared across the antimeridian). Altitudes are
 * compared only when both have one, with the same tolerance in their own unit.
 */
export function positionsEqual(a: Position, b: Position, tolerance: number = POSITION_TOLERANCE_EXACT): boolean {
  if (Math.abs(a.latitude - b.latitude) > tolerance) return false;
  const lngDelta = Math.abs(a.longitude - b.longitude) % 360;
  if (Math.min(lngDelta, 360 - lngDelta) > tolerance) return false;
  if (a.altitude !== undefined && b.altitude !== undefined && Math.abs(a.altitude - b.altitude) > tolerance) return false;
  return true;
}

/** 'lat,lng' as people type it and the geocoder accepts it. */
export function formatPosition(position: Position): string {
  return `${position.latitude},${position.longitude}`;
}

/** GeoJSON order. */
export function positionToArray(position: Position): [number, number] | [number, number, number] {
  return position.altitude === undefined ? [position.longitude, position.latitude] : [position.longitude, position.latitude, position.altitude];
}
