import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { boundsContain } from '../../../maps/geo/bounds.ts';
import {
  bearing,
  CIRCLE_MAX_POINTS,
  CIRCLE_METERS_PER_POINT,
  CIRCLE_MIN_POINTS,
  circleBounds,
  circlePointCount,
  circlePolygon,
  destination,
  distance,
  EARTH_RADIUS_METERS,
} from '../../../maps/geo/circle.ts';

const close = (actual: number, expected: number, tolerance: number, label = '') =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${label} ${actual} != ${expected} ± ${tolerance}`);

describe('distance, bearing, destination', () => {
  test('haversine distance on the 6371008.8 m sphere', () => {
    assert.equal(EARTH_RADIUS_METERS, 6371008.8);
    assert.equal(distance({ latitude: 10, longitude: 20 }, { latitude: 10, longitude: 20 }), 0);
    close(distance({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }), (Math.PI / 180) * 6371008.8, 1e-6, 'one degree on the equator');
    close(distance({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }), Math.PI * 6371008.8, 1e-6, 'half way round');
    // Provo temple to Salt Lake temple: about 61.5 km as the crow flies.
    close(distance({ latitude: 40.2494, longitude: -111.6487 }, { latitude: 40.7704, longitude: -111.8919 }), 61470, 100, 'Provo to Salt Lake');
    close(distance({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 }), (Math.PI / 180) * 6371008.8, 1e-6, 'across the antimeridian');
  });

  test('bearing is clockwise from north', () => {
    close(bearing({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }), 0, 1e-9);
    close(bearing({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }), 90, 1e-9);
    close(bearing({ latitude: 0, longitude: 0 }, { latitude: -1, longitude: 0 }), 180, 1e-9);
    close(bearing({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: -1 }), 270, 1e-9);
  });

  test('destination lands at the distance and bearing asked for', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 1, max: 500000, noNaN: true }),
        (latitude, longitude, heading, meters) => {
          const origin = { latitude, longitude };
          const end = destination(origin, heading, meters);
          close(distance(origin, end), meters, meters * 1e-9 + 1e-6, 'distance');
          assert.ok(end.longitude >= -180 && end.longitude <= 180);
        },
      ),
    );
  });
});

describe('circlePolygon', () => {
  test('36 to 360 points, about one per 100 m of radius', () => {
    assert.equal(CIRCLE_MIN_POINTS, 36);
    assert.equal(CIRCLE_MAX_POINTS, 360);
    assert.equal(CIRCLE_METERS_PER_POINT, 100);
    assert.equal(circlePointCount(0), 36);
    assert.equal(circlePointCount(500), 36);
    assert.equal(circlePointCount(3600), 36);
    assert.equal(circlePointCount(10000), 100);
    assert.equal(circlePointCount(16093), 161);
    assert.equal(circlePointCount(36000), 360);
    assert.equal(circlePointCount(1e7), 360);
  });

  test('a closed ring whose every point is at the radius', () => {
    const center = { latitude: 40.2338, longitude: -111.6585 };
    const ring = circlePolygon(center, 16093);
    assert.equal(ring.length, 161 + 1, 'distinct points plus the closing one');
    assert.deepEqual(ring[ring.length - 1], ring[0]);
    for (const point of ring) close(distance(center, point), 16093, 1e-6);
    close(ring[0]!.longitude, center.longitude, 1e-9, 'starts due north');
    assert.ok(ring[0]!.latitude > center.latitude);
    assert.ok(ring[1]!.longitude > center.longitude, 'goes clockwise (east after north)');
  });

  test('a circle across the antimeridian keeps longitudes in range', () => {
    const ring = circlePolygon({ latitude: -17, longitude: 179.99 }, 5000);
    assert.equal(ring.length, 50 + 1);
    assert.ok(ring.some((point) => point.longitude < 0) && ring.some((point) => point.longitude > 0));
    assert.ok(ring.every((point) => point.longitude >= -180 && point.longitude <= 180));
  });

  test('a bad radius is a RangeError', () => {
    assert.throws(() => circlePolygon({ latitude: 0, longitude: 0 }, -1), RangeError);
    assert.throws(() => circlePolygon({ latitude: 0, longitude: 0 }, Number.NaN), RangeError);
  });

  test('circleBounds holds the whole ring, and reaches round the pole when it must', () => {
    const center = { latitude: 51.5, longitude: -0.12 };
    const box = circleBounds(center, 20000);
    for (const point of circlePolygon(center, 20000))
      assert.ok(
        boundsContain(
          {
            southWest: { ...box.southWest, latitude: box.southWest.latitude - 1e-9, longitude: box.southWest.longitude - 1e-9 },
            northEast: { latitude: box.northEast.latitude + 1e-9, longitude: box.northEast.longitude + 1e-9 },
          },
          point,
        ),
      );
    const polar = circleBounds({ latitude: 89.9, longitude: 10 }, 50000);
    assert.equal(polar.northEast.latitude, 90);
    assert.equal(polar.southWest.longitude, -180);
    assert.equal(polar.northEast.longitude, 180);
  });
});
