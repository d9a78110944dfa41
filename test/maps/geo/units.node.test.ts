import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AreaUnit, LengthUnit, TimeUnit } from '../../../maps/geo/enums.ts';
import { convertArea, convertLength, convertTime, isAreaUnit, isLengthUnit, isTimeUnit, metersToMiles, MILES_PER_METER } from '../../../maps/geo/units.ts';

const close = (actual: number, expected: number, relative = 1e-12) =>
  assert.ok(Math.abs(actual - expected) <= Math.abs(expected) * relative, `${actual} != ${expected}`);

test('length conversions', () => {
  assert.equal(convertLength(1, 'km', 'm'), 1000);
  assert.equal(convertLength(1500, 'mm', 'm'), 1.5);
  close(convertLength(1, 'dam', 'dm'), 100);
  close(convertLength(1, 'hm', 'cm'), 10000);
  close(convertLength(1, 'mi', 'ft'), 5280);
  close(convertLength(1, 'yd', 'in'), 36);
  close(convertLength(1, 'mi', 'km'), 1.609344);
  assert.equal(convertLength(7, 'ft', 'ft'), 7);
});

test('every length unit round-trips through every other', () => {
  const units = Object.values(LengthUnit);
  for (const from of units) for (const to of units) close(convertLength(convertLength(3.7, from, to), to, from), 3.7, 1e-12);
});

test('area conversions: squares of the lengths, and the acre', () => {
  close(convertArea(1, 'km2', 'm2'), 1e6);
  close(convertArea(1, 'mi2', 'ac'), 640);
  close(convertArea(1, 'ac', 'ft2'), 43560);
  close(convertArea(1, 'hm2', 'm2'), 10000);
  close(convertArea(1, 'yd2', 'ft2'), 9);
  for (const unit of Object.values(AreaUnit)) close(convertArea(convertArea(2, unit, 'm2'), 'm2', unit), 2);
});

test('time conversions', () => {
  assert.equal(convertTime(1, 'h', 'min'), 60);
  assert.equal(convertTime(90, 's', 'min'), 1.5);
  assert.equal(convertTime(1500, 'ms', 's'), 1.5);
  assert.equal(convertTime(2, 'h', 'ms'), 7200000);
  assert.deepEqual(Object.values(TimeUnit), ['ms', 's', 'min', 'h']);
});

test("miles use the finder's 0.000621371192 (visitor-blocks spec section 9)", () => {
  assert.equal(MILES_PER_METER, 0.000621371192);
  assert.equal(metersToMiles(16093), 16093 * 0.000621371192);
  close(convertLength(16093, 'm', 'mi'), metersToMiles(16093), 1e-9);
});

test('unknown units are refused', () => {
  assert.throws(() => convertLength(1, 'furlong' as never, 'm'), { name: 'RangeError', message: 'Unknown length unit "furlong".' });
  assert.throws(() => convertArea(1, 'm2', 'ha' as never), { name: 'RangeError', message: 'Unknown area unit "ha".' });
  assert.throws(() => convertTime(1, 'day' as never, 's'), RangeError);
  assert.equal(isLengthUnit('mi'), true);
  assert.equal(isLengthUnit('toString'), false);
  assert.equal(isAreaUnit('ac'), true);
  assert.equal(isTimeUnit('min'), true);
  assert.equal(isTimeUnit('d'), false);
});
