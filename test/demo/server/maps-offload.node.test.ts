/**
 * The maps worker thread (offload.ts) and its banded point-in-polygon (polygon-index.ts): same answers
 * as turf, errors keep their field across the thread boundary.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import * as turf from '@turf/turf';
import type { Geometry } from 'geojson';
import { offload, setOffloadTimeout, stopOffload } from '../../../demo/server/maps/offload.ts';
import { pointsIntersecting } from '../../../demo/server/maps/offload-ops.ts';
import { InputError } from '../../../demo/server/validation.ts';

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function wobblyRing(count: number, radius: number, center: [number, number], clockwise = false): number[][] {
  const ring: number[][] = [];
  for (let i = 0; i < count - 1; i++) {
    const angle = ((clockwise ? -2 : 2) * Math.PI * i) / (count - 1);
    const r = radius * (1 + 0.3 * Math.sin(angle * 7));
    ring.push([center[0] + r * Math.cos(angle), center[1] + r * Math.sin(angle)]);
  }
  ring.push([...(ring[0] ?? [0, 0])]);
  return ring;
}

const GEOMETRIES: Geometry[] = [
  // A polygon with a hole, and a second part of a multipolygon beside it.
  {
    type: 'MultiPolygon',
    coordinates: [[wobblyRing(400, 5, [-105, 40]), wobblyRing(50, 1.5, [-105, 40], true)], [wobblyRing(100, 2, [-95, 35])]],
  },
  { type: 'Polygon', coordinates: [wobblyRing(2000, 3, [-110, 30])] },
];

describe('maps worker', () => {
  after(() => stopOffload());

  test('the banded point-in-polygon agrees with turf on 5,000 points, holes and parts included', () => {
    const next = random(7);
    const count = 5000;
    const points = new Float64Array(count * 2);
    for (let i = 0; i < count; i++) {
      points[i * 2] = -116 + next() * 26;
      points[i * 2 + 1] = 24 + next() * 24;
    }
    const got = pointsIntersecting(points, GEOMETRIES);
    const features = GEOMETRIES.map((geometry) => turf.feature(geometry));
    let inside = 0;
    for (let i = 0; i < count; i++) {
      const point = turf.point([points[i * 2] ?? 0, points[i * 2 + 1] ?? 0]);
      const expected = features.some((feature) => turf.booleanPointInPolygon(point, feature as Parameters<typeof turf.booleanPointInPolygon>[1]));
      assert.equal(got[i] === 1, expected, `point ${i} (${points[i * 2]}, ${points[i * 2 + 1]})`);
      if (expected) inside++;
    }
    // Both answers occur, or the comparison would prove little.
    assert.ok(inside > 500 && inside < count - 500, `${inside} inside`);
  });

  test('offload answers what the operation answers in process', async () => {
    const points = Float64Array.from([-105, 40, -105, 43.2, -95, 35, 0, 0]);
    assert.deepEqual([...(await offload('pointsIntersecting', points, GEOMETRIES))], [...pointsIntersecting(points, GEOMETRIES)]);
    assert.deepEqual([...pointsIntersecting(points, GEOMETRIES)], [0, 1, 1, 0]);
  });

  test('a job running past the timeout fails naming the operation, and the next job gets a fresh worker', async () => {
    const big: Geometry[] = [
      { type: 'Polygon', coordinates: [wobblyRing(8000, 10, [-105, 40])] },
      { type: 'Polygon', coordinates: [wobblyRing(8000, 10, [-95, 40])] },
    ];
    const previous = setOffloadTimeout(5);
    try {
      await assert.rejects(offload('union', big), /union ran longer than 5 ms/);
    } finally {
      setOffloadTimeout(previous);
    }
    const points = Float64Array.from([-105, 43.2]);
    assert.deepEqual([...(await offload('pointsIntersecting', points, GEOMETRIES))], [1]);
  });

  test('an InputError thrown in the worker arrives as an InputError naming its field', async () => {
    const line: Geometry = {
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    };
    await assert.rejects(offload('union', [line, line]), (error: unknown) => {
      assert.ok(error instanceof InputError, String(error));
      assert.equal(error.field, 'geometry');
      return true;
    });
  });
});
