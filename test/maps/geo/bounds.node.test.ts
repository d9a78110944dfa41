import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  boundsCenter,
  boundsContain,
  boundsEqual,
  boundsOf,
  boundsToArray,
  boundsUnion,
  crossesAntimeridian,
  extendBounds,
  longitudeSpan,
  parseBounds,
  SINGLE_POINT_WIDEN_DEGREES,
  tryParseBounds,
  widenSinglePoint,
} from '../../../maps/geo/bounds.ts';

const UTAH = { southWest: { longitude: -114, latitude: 37 }, northEast: { longitude: -109, latitude: 42 } };
const box = (west: number, south: number, east: number, north: number) => ({
  southWest: { longitude: west, latitude: south },
  northEast: { longitude: east, latitude: north },
});

describe('parseBounds', () => {
  test('every accepted form gives the same box', () => {
    const forms: unknown[] = [
      [-114, 37, -109, 42],
      [
        [-114, 37],
        [-109, 42],
      ],
      [{ lat: 37, lng: -114 }, '42,-109'],
      { southWest: { latitude: 37, longitude: -114 }, northEast: { latitude: 42, longitude: -109 } },
      { sw: [-114, 37], ne: [-109, 42] },
      { west: -114, south: 37, east: -109, north: 42 },
      { west: '-114', south: '37', east: '-109', north: '42' },
      { getSouthWest: () => ({ lat: () => 37, lng: () => -114 }), getNorthEast: () => ({ lat: () => 42, lng: () => -109 }) },
      '-114,37,-109,42',
    ];
    for (const form of forms) assert.deepEqual(parseBounds(form), UTAH, JSON.stringify(form));
  });

  test('west east of east is a box across the antimeridian, not an error', () => {
    const fiji = parseBounds([177, -19, -178, -16]);
    assert.equal(crossesAntimeridian(fiji), true);
    assert.equal(longitudeSpan(fiji), 5);
  });

  test('invalid boxes throw a TypeError naming the problem', () => {
    const cases: [unknown, RegExp][] = [
      [[1, 2, 3], /expected \[west, south, east, north\]/],
      [[1, 'x', 3, 4], /finite numbers/],
      [[0, 10, 1, 5], /south 10 is north of north 5/],
      [[0, -95, 1, 5], /within -90 to 90/],
      [{ sw: [0, 0] }, /Invalid bounding box .*expected an array, an object/],
      [{ west: 1 }, /finite numbers/],
      ['1,2,3', /expected 'west,south,east,north'/],
      [null, /expected an array, corner objects/],
      [{ foo: 1 }, /expected an array, corner objects/],
    ];
    for (const [input, message] of cases) assert.throws(() => parseBounds(input), { name: 'TypeError', message }, JSON.stringify(input));
    assert.equal(tryParseBounds('nope'), undefined);
  });

  test('a span of a whole turn or more is the whole world', () => {
    assert.deepEqual(parseBounds([-180, -10, 180, 10]), box(-180, -10, 180, 10));
    assert.deepEqual(parseBounds([-200, -10, 200, 10]), box(-180, -10, 180, 10));
  });
});

describe('box operations', () => {
  test('contains, inclusive of the edges, and across the antimeridian', () => {
    assert.equal(boundsContain(UTAH, { latitude: 40.2, longitude: -111.6 }), true);
    assert.equal(boundsContain(UTAH, { latitude: 37, longitude: -114 }), true);
    assert.equal(boundsContain(UTAH, { latitude: 43, longitude: -111.6 }), false);
    assert.equal(boundsContain(UTAH, { latitude: 40, longitude: -108 }), false);
    const fiji = box(177, -19, -178, -16);
    assert.equal(boundsContain(fiji, { latitude: -18, longitude: 179 }), true);
    assert.equal(boundsContain(fiji, { latitude: -18, longitude: -179 }), true);
    assert.equal(boundsContain(fiji, { latitude: -18, longitude: 0 }), false);
  });

  test('center is the middle of what the box covers', () => {
    assert.deepEqual(boundsCenter(UTAH), { longitude: -111.5, latitude: 39.5 });
    assert.deepEqual(boundsCenter(box(170, 0, -170, 10)), { longitude: 180, latitude: 5 });
    assert.deepEqual(boundsCenter(box(175, 0, -165, 10)), { longitude: -175, latitude: 5 });
  });

  test('union takes the shorter way round and merges overlaps', () => {
    assert.deepEqual(boundsUnion(box(0, 0, 10, 10), box(5, -5, 20, 5)), box(0, -5, 20, 10));
    assert.deepEqual(boundsUnion(box(0, 0, 10, 10), box(2, 2, 3, 3)), box(0, 0, 10, 10), 'contained');
    assert.deepEqual(boundsUnion(box(2, 2, 3, 3), box(0, 0, 10, 10)), box(0, 0, 10, 10), 'container');
    assert.deepEqual(boundsUnion(box(170, 0, 175, 1), box(-175, 0, -170, 1)), box(170, 0, -170, 1), 'bridged across 180');
    assert.deepEqual(boundsUnion(box(-175, 0, -170, 1), box(170, 0, 175, 1)), box(170, 0, -170, 1), 'either order');
    assert.deepEqual(boundsUnion(box(-10, 0, 0, 1), box(10, 0, 20, 1)), box(-10, 0, 20, 1), 'bridged across 0');
    assert.deepEqual(boundsUnion(box(-180, 0, 180, 1), box(10, 5, 20, 6)), box(-180, 0, 180, 6), 'the whole world stays whole');
    assert.deepEqual(boundsUnion(box(0, 0, 170, 1), box(160, 0, 10, 1)), box(-180, 0, 180, 1), 'overlapping both ends covers the world');
  });

  test('union always contains both boxes (property)', () => {
    const lng = fc.double({ min: -180, max: 180, noNaN: true });
    const lat = fc.double({ min: -90, max: 90, noNaN: true });
    const arbBox = fc.tuple(lng, lat, lng, lat).map(([w, a, e, b]) => box(w, Math.min(a, b), e, Math.max(a, b)));
    fc.assert(
      fc.property(arbBox, arbBox, (a, b) => {
        const union = boundsUnion(a, b);
        for (const corner of [a.southWest, a.northEast, b.southWest, b.northEast, boundsCenter(a), boundsCenter(b)]) {
          assert.ok(boundsContain(union, corner), `${JSON.stringify(union)} misses ${JSON.stringify(corner)}`);
        }
        assert.ok(union.southWest.latitude === Math.min(a.southWest.latitude, b.southWest.latitude));
        assert.ok(union.northEast.latitude === Math.max(a.northEast.latitude, b.northEast.latitude));
      }),
      { numRuns: 2000 },
    );
  });

  test('extend by a point or a box; boundsOf a list', () => {
    assert.deepEqual(extendBounds(UTAH, { latitude: 44, longitude: -111 }), box(-114, 37, -109, 44));
    assert.deepEqual(extendBounds(box(178, 0, 179, 1), { latitude: 0.5, longitude: -179 }), box(178, 0, -179, 1));
    assert.deepEqual(extendBounds(UTAH, box(-120, 30, -119, 31)), box(-120, 30, -109, 42));
    assert.equal(boundsOf([]), undefined);
    assert.deepEqual(
      boundsOf([
        { latitude: 40, longitude: -111 },
        { latitude: 41, longitude: -112 },
        { latitude: 39, longitude: -110 },
      ]),
      box(-112, 39, -110, 41),
    );
    assert.deepEqual(
      boundsOf([
        { latitude: -17, longitude: 178 },
        { latitude: -18, longitude: -179 },
      ]),
      box(178, -18, -179, -17),
    );
  });

  test('single-point bounds widen by 0.01 degrees (visitor-blocks spec section 9); other boxes are left alone', () => {
    assert.equal(SINGLE_POINT_WIDEN_DEGREES, 0.01);
    const point = { latitude: 40.25, longitude: -111.5 };
    const widened = widenSinglePoint({ southWest: point, northEast: point });
    assert.ok(boundsEqual(widened, box(-111.51, 40.24, -111.49, 40.26)), JSON.stringify(widened));
    assert.equal(widenSinglePoint(UTAH), UTAH);
    assert.ok(boundsEqual(widenSinglePoint(box(180, 90, 180, 90)), box(179.99, 89.99, -179.99, 90)), 'held at the pole, wrapped at 180');
    assert.deepEqual(
      boundsToArray(widened).map((value) => Number(value.toFixed(6))),
      [-111.51, 40.24, -111.49, 40.26],
    );
  });
});
