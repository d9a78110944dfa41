/** Length, area and time units of the maps service (maps-toolkit spec section 3). */
import type { AreaUnit, LengthUnit, TimeUnit } from './enums.ts';

/** Metres in one of each length unit (international inch, foot, yard and mile). */
export const METERS_PER: Readonly<Record<LengthUnit, number>> = {
  mm: 0.001,
  cm: 0.01,
  dm: 0.1,
  m: 1,
  dam: 10,
  hm: 100,
  km: 1000,
  in: 0.0254,
  ft: 0.3048,
  yd: 0.9144,
  mi: 1609.344,
};

/** Square metres in one of each area unit: the squares of the lengths, and the acre. */
export const SQUARE_METERS_PER: Readonly<Record<AreaUnit, number>> = {
  mm2: 0.001 ** 2,
  cm2: 0.01 ** 2,
  dm2: 0.1 ** 2,
  m2: 1,
  dam2: 100,
  hm2: 10000,
  km2: 1000000,
  in2: 0.0254 ** 2,
  ft2: 0.3048 ** 2,
  yd2: 0.9144 ** 2,
  mi2: 1609.344 ** 2,
  ac: 4046.8564224,
};

export const SECONDS_PER: Readonly<Record<TimeUnit, number>> = { ms: 0.001, s: 1, min: 60, h: 3600 };

/** Visitor-blocks spec section 9: the finder shows distances in miles as metres x 0.000621371192. */
export const MILES_PER_METER = 0.000621371192;

function convert<U extends string>(table: Readonly<Record<U, number>>, kind: string, value: number, from: U, to: U): number {
  const a = table[from];
  const b = table[to];
  if (a === undefined) throw new RangeError(`Unknown ${kind} unit ${JSON.stringify(from)}.`);
  if (b === undefined) throw new RangeError(`Unknown ${kind} unit ${JSON.stringify(to)}.`);
  return from === to ? value : (value * a) / b;
}

export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  return convert(METERS_PER, 'length', value, from, to);
}

export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  return convert(SQUARE_METERS_PER, 'area', value, from, to);
}

export function convertTime(value: number, from: TimeUnit, to: TimeUnit): number {
  return convert(SECONDS_PER, 'time', value, from, to);
}

/** Metres to miles with the finder's figure, so a distance reads the same everywhere it is shown. */
export function metersToMiles(meters: number): number {
  return meters * MILES_PER_METER;
}

export function isLengthUnit(value: unknown): value is LengthUnit {
  return typeof value === 'string' && Object.hasOwn(METERS_PER, value);
}

export function isAreaUnit(value: unknown): value is AreaUnit {
  return typeof value === 'string' && Object.hasOwn(SQUARE_METERS_PER, value);
}

export function isTimeUnit(value: unknown): value is TimeUnit {
  return typeof value === 'string' && Object.hasOwn(SECONDS_PER, value);
}
