import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  formatPosition,
  parsePosition,
  POSITION_TOLERANCE_EXACT,
  POSITION_TOLERANCE_NEAR,
  positionsEqual,
  positionToArray,
  tryParsePosition,
  wrapLongitude,
} from '../../../maps/geo/position.ts';

describe('parsePosition', () => {
  test('an array is [longitude, latitude, altitude?]', () => {
    assert.deepEqual(parsePosition([-111.65, 40.23]), { longitude: -111.65, latitude: 40.23 });
    assert.deepEqual(parsePosition([-111.65, 40.23, 1400]), { longitude: -111.65, latitude: 40.23, altitude: 1400 });
    assert.deepEqual(parsePosition(['-111.65', '40.23']), { longitude: -111.65, latitude: 40.23 });
  });

  test('an object with latitude and longitude, or any alias', () => {
    const expected = { longitude: 2.35, latitude: 48.85 };
    assert.deepEqual(parsePosition({ latitude: 48.85, longitude: 2.35 }), expected);
    assert.deepEqual(parsePosition({ lat: 48.85, lng: 2.35 }), expected);
    assert.deepEqual(parsePosition({ lat: 48.85, long: 2.35 }), expected);
    assert.deepEqual(parsePosition({ lat: 48.85, lon: 2.35 }), expected);
    assert.deepEqual(parsePosition({ x: 2.35, y: 48.85 }), expected);
    assert.deepEqual(parsePosition({ lat: '48.85', lng: '2.35' }), expected);
    assert.deepEqual(parsePosition({ lat: 48.85, lng: 2.35, alt: 35 }), { ...expected, altitude: 35 });
    assert.deepEqual(parsePosition({ lat: 48.85, lng: 2.35, elevation: 35 }), { ...expected, altitude: 35 });
    assert.deepEqual(parsePosition({ lat: 48.85, lng: 2.35, altitude: 35 }), { ...expected, altitude: 35 });
  });

  test("an engine's LatLng with getter methods, and a GeoJSON point", () => {
    assert.deepEqual(parsePosition({ lat: () => 10, lng: () => 20 }), { longitude: 20, latitude: 10 });
    assert.deepEqual(parsePosition({ type: 'Point', coordinates: [20, 10] }), { longitude: 20, latitude: 10 });
  });

  test("a 'lat,lng' string, as typed, with optional spaces and altitude", () => {
    assert.deepEqual(parsePosition('40.2338, -111.6585'), { longitude: -111.6585, latitude: 40.2338 });
    assert.deepEqual(parsePosition('40.2338,-111.6585,1387'), { longitude: -111.6585, latitude: 40.2338, altitude: 1387 });
  });

  test('a longitude past the antimeridian is wrapped; a latitude past a pole is an error', () => {
    assert.equal(parsePosition([190, 0]).longitude, -170);
    assert.equal(parsePosition([-190, 0]).longitude, 170);
    assert.equal(parsePosition([180, 0]).longitude, 180);
    assert.equal(parsePosition([-180, 0]).longitude, -180);
    assert.throws(() => parsePosition([0, 90.5]), { name: 'TypeError', message: /latitude 90.5 is outside -90 to 90/ });
  });

  test('invalid input throws a TypeError that says what was wrong', () => {
    const cases: [unknown, RegExp][] = [
      [undefined, /expected an array, an object or a 'latitude,longitude' string/],
      [42, /expected an array/],
      [[1], /expected \[longitude, latitude\]/],
      [[1, 2, 3, 4], /expected \[longitude, latitude\]/],
      [['a', 2], /finite numbers/],
      [[Number.NaN, 2], /finite numbers/],
      [[Infinity, 2], /finite numbers/],
      [{ lat: 1 }, /a latitude and a longitude are required/],
      [{}, /a latitude and a longitude are required/],
      [{ lat: 1, lng: true }, /finite numbers/],
      ['Provo, UT', /finite numbers/],
      ['40.2', /expected 'latitude,longitude'/],
      ['1,,2', /expected 'latitude,longitude'/],
      ['', /expected 'latitude,longitude'/],
    ];
    for (const [input, message] of cases) assert.throws(() => parsePosition(input), { name: 'TypeError', message }, JSON.stringify(input));
    assert.equal(tryParsePosition('nowhere'), undefined);
  });

  test('every valid pair survives each input form', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (latitude, longitude) => {
        const expected = { latitude, longitude };
        for (const input of [[longitude, latitude], { lat: latitude, lng: longitude }, { y: latitude, x: longitude }, `${latitude},${longitude}`]) {
          const parsed = parsePosition(input);
          assert.ok(positionsEqual(parsed, expected, 0));
        }
      }),
    );
  });
});

describe('positionsEqual', () => {
  test('the two spec tolerances are named', () => {
    assert.equal(POSITION_TOLERANCE_EXACT, 1e-9);
    assert.equal(POSITION_TOLERANCE_NEAR, 1e-6);
  });

  test('defaults to 1e-9; 1e-6 treats display-level differences as equal', () => {
    const a = { latitude: 40, longitude: -111 };
    assert.equal(positionsEqual(a, { latitude: 40 + 5e-10, longitude: -111 }), true);
    assert.equal(positionsEqual(a, { latitude: 40 + 5e-8, longitude: -111 }), false);
    assert.equal(positionsEqual(a, { latitude: 40 + 5e-8, longitude: -111 }, POSITION_TOLERANCE_NEAR), true);
    assert.equal(positionsEqual(a, { latitude: 40, longitude: -111 + 2e-6 }, POSITION_TOLERANCE_NEAR), false);
  });

  test('compares longitudes across the antimeridian, altitudes only when both have one', () => {
    assert.equal(positionsEqual({ latitude: 0, longitude: 180 }, { latitude: 0, longitude: -180 }), true);
    assert.equal(positionsEqual({ latitude: 0, longitude: 0, altitude: 5 }, { latitude: 0, longitude: 0 }), true);
    assert.equal(positionsEqual({ latitude: 0, longitude: 0, altitude: 5 }, { latitude: 0, longitude: 0, altitude: 6 }), false);
  });
});

test('formatPosition, positionToArray and wrapLongitude', () => {
  assert.equal(formatPosition({ latitude: 40.5, longitude: -111.25 }), '40.5,-111.25');
  assert.deepEqual(parsePosition(formatPosition({ latitude: 40.5, longitude: -111.25 })), { latitude: 40.5, longitude: -111.25 });
  assert.deepEqual(positionToArray({ latitude: 1, longitude: 2 }), [2, 1]);
  assert.deepEqual(positionToArray({ latitude: 1, longitude: 2, altitude: 3 }), [2, 1, 3]);
  assert.equal(wrapLongitude(540), 180);
  assert.equal(wrapLongitude(-540), -180);
  assert.equal(wrapLongitude(725), 5);
});
