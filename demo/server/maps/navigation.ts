/**
 * navigation/directions and navigation/isochrone in DIRECT mode: straight (great-circle) legs between
 * the places, which needs no road network. Other travel modes answer 501 (see the README).
 */
import { boundsOf, type BoundingBox } from '../../../maps/geo/bounds.ts';
import { circlePolygon } from '../../../maps/geo/circle.ts';
import { Avoid, TravelMode } from '../../../maps/geo/enums.ts';
import type { Position } from '../../../maps/geo/position.ts';
import { METERS_PER, SECONDS_PER, isLengthUnit, isTimeUnit } from '../../../maps/geo/units.ts';
import type { LengthUnit } from '../../../maps/geo/enums.ts';
import { InputError } from '../validation.ts';
import { NotImplemented } from './errors.ts';
import { greatCirclePath, haversineMetres, initialBearing } from './geo-math.ts';
import { MAX_OPTION_LIST } from './limits.ts';
import { readBoolean, readList, readString, type Params } from './params.ts';

/** Sub-steps split a long straight leg so a list of steps still reads as progress. */
const SUB_STEP_M = 50000;
/** A leg's drawn line has at most this many points. */
const MAX_PATH_POINTS_PER_LEG = 500;
const MIN_PATH_SEGMENT_M = 2000;

/** Google's encoded polyline (precision 5, latitude first), for `compressed` answers. */
export function encodePolyline(points: readonly Position[]): string {
  let out = '';
  let lastLat = 0;
  let lastLng = 0;
  const encode = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    let chunk = '';
    while (v >= 0x20) {
      chunk += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    return chunk + String.fromCharCode(v + 63);
  };
  for (const point of points) {
    const lat = Math.round(point.latitude * 1e5);
    const lng = Math.round(point.longitude * 1e5);
    out += encode(lat - lastLat) + encode(lng - lastLng);
    lastLat = lat;
    lastLng = lng;
  }
  return out;
}

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];

function compass(bearing: number): string {
  return COMPASS[Math.round(bearing / 45) % 8] ?? 'north';
}

export function readModes(params: Params, operation: string): void {
  const modes = readList(params, 'modes', MAX_OPTION_LIST);
  if (!modes || modes.length === 0) return;
  const allowed: readonly string[] = Object.values(TravelMode);
  const upper = modes.map((mode, index) => {
    const value = String(mode).toUpperCase();
    if (!allowed.includes(value)) throw new InputError(`modes[${index}]`, `modes[${index}] must be one of ${allowed.join(', ')}`);
    return value;
  });
  if (!upper.includes(TravelMode.DIRECT)) {
    throw new NotImplemented(
      `${operation} (mode ${upper.join(', ')})`,
      `${operation} answers only DIRECT travel here: this reference service has no road or transit network`,
    );
  }
}

export function readAvoid(params: Params): void {
  const avoid = readList(params, 'avoid', MAX_OPTION_LIST);
  const allowed: readonly string[] = Object.values(Avoid);
  avoid?.forEach((item, index) => {
    if (!allowed.includes(String(item).toUpperCase())) throw new InputError(`avoid[${index}]`, `avoid[${index}] must be one of ${allowed.join(', ')}`);
  });
}

function readDate(params: Params, name: string): void {
  const value = readString(params, name, { maxLength: 40 });
  if (value !== undefined && Number.isNaN(Date.parse(value))) throw new InputError(name, `${name} must be a date and time (ISO 8601)`);
}

export interface DirectionsRequest {
  places: Array<{ name: string; position: Position; label?: string }>;
  lengthUnit: LengthUnit;
  compressed: boolean;
}

export function readDirectionsOptions(params: Params): { lengthUnit: LengthUnit; compressed: boolean } {
  readModes(params, 'navigation/directions');
  readAvoid(params);
  readBoolean(params, 'alternatives');
  readDate(params, 'depart');
  readDate(params, 'arrive');
  const lengthUnits = readString(params, 'lengthUnits', { maxLength: 5 }) ?? 'm';
  if (!isLengthUnit(lengthUnits)) throw new InputError('lengthUnits', `lengthUnits must be one of ${Object.keys(METERS_PER).join(', ')}`);
  const timeUnits = readString(params, 'timeUnits', { maxLength: 5 });
  if (timeUnits !== undefined && !isTimeUnit(timeUnits)) throw new InputError('timeUnits', `timeUnits must be one of ${Object.keys(SECONDS_PER).join(', ')}`);
  return { lengthUnit: lengthUnits, compressed: readBoolean(params, 'compressed') ?? false };
}

function toUnits(metres: number, unit: LengthUnit): number {
  return Math.round((metres / METERS_PER[unit]) * 1000) / 1000;
}

interface StepOut {
  start: Position;
  end: Position;
  distance: number;
  bearing: number;
  instructions: string;
  steps: StepOut[];
}

function step(a: Position, b: Position, unit: LengthUnit, nested: boolean): StepOut {
  const metres = haversineMetres(a.longitude, a.latitude, b.longitude, b.latitude);
  const bearing = Math.round(initialBearing(a.longitude, a.latitude, b.longitude, b.latitude));
  const sub: StepOut[] = [];
  if (nested && metres > SUB_STEP_M) {
    const points = greatCirclePath([a.longitude, a.latitude], [b.longitude, b.latitude], SUB_STEP_M).map(([longitude, latitude]) => ({ longitude, latitude }));
    for (let i = 0; i + 1 < points.length; i++) sub.push(step(points[i] as Position, points[i + 1] as Position, unit, false));
  }
  const distance = toUnits(metres, unit);
  return { start: a, end: b, distance, bearing, instructions: `Head ${compass(bearing)} for ${distance} ${unit}`, steps: sub };
}

export function directions(request: DirectionsRequest): Array<Record<string, unknown>> {
  const { places, lengthUnit, compressed } = request;
  const legs: Array<Record<string, unknown>> = [];
  const path: Position[] = [];
  let total = 0;
  for (let i = 0; i + 1 < places.length; i++) {
    const from = places[i]?.position as Position;
    const to = places[i + 1]?.position as Position;
    const metres = haversineMetres(from.longitude, from.latitude, to.longitude, to.latitude);
    total += metres;
    const segment = Math.max(MIN_PATH_SEGMENT_M, metres / MAX_PATH_POINTS_PER_LEG);
    const line = greatCirclePath([from.longitude, from.latitude], [to.longitude, to.latitude], segment).map(([longitude, latitude]) => ({
      longitude,
      latitude,
    }));
    path.push(...(path.length > 0 ? line.slice(1) : line));
    legs.push({
      start: from,
      end: to,
      ...(places[i]?.label ? { startAddress: places[i]?.label } : {}),
      ...(places[i + 1]?.label ? { endAddress: places[i + 1]?.label } : {}),
      distance: toUnits(metres, lengthUnit),
      steps: [step(from, to, lengthUnit, true)],
    });
  }
  const extent: BoundingBox | undefined = boundsOf(path);
  return [
    {
      mode: TravelMode.DIRECT,
      legs,
      ...(extent ? { extent } : {}),
      path: compressed ? encodePolyline(path) : path,
      distance: toUnits(total, lengthUnit),
      lengthUnits: lengthUnit,
    },
  ];
}

/** DIRECT isochrones are circles: everything within each distance (metres) as the crow flies. */
export function isochrones(origin: Position, distances: readonly number[], compressed: boolean): Array<Record<string, unknown>> {
  return distances.map((distance) => {
    const ring = circlePolygon(origin, distance);
    return {
      distance,
      geometry: compressed ? encodePolyline(ring) : { type: 'Polygon', coordinates: [ring.map((p) => [p.longitude, p.latitude])] },
    };
  });
}
