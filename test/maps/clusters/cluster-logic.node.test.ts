import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  baseType,
  capClusters,
  clickZooms,
  clusterCount,
  clusterKey,
  clusterLabel,
  countText,
  debounce,
  extentPixels,
  LatestCall,
  markerBox,
  markerLook,
  mergeOverlapping,
  MAX_MARKER_NODES,
  nearestIndex,
  planRefresh,
  typeName,
  type DebounceTimers,
} from '../../../maps/clusters/cluster-logic.ts';
import type { Cluster, Location } from '../../../maps/service/types.ts';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const house = (id: string, name?: string): Location => ({ id, type: 'MEETINGHOUSE', key: `MEETINGHOUSE:${id}`, ...(name ? { name } : {}) });

describe('clusterKey: the same cluster is the same marker across refreshes', () => {
  test('a cluster listing its locations is named by their keys, in any order and wherever its centre is computed', () => {
    const a: Cluster = { coordinates: at(40, -111), locations: [house('2'), house('1')], count: 2 };
    const b: Cluster = { coordinates: at(40.001, -111.002), locations: [house('1'), house('2')], count: 2 };
    assert.equal(clusterKey(a), clusterKey(b));
    assert.notEqual(clusterKey(a), clusterKey({ ...a, locations: [house('1'), house('3')] }));
  });

  test('a location without a key is named by TYPE:id', () => {
    const cluster: Cluster = { coordinates: at(1, 2), locations: [{ id: '7', type: 'temple' }] };
    assert.equal(clusterKey(cluster), 'L:TEMPLE:7');
  });

  test('a large cluster (no locations) is named by its coordinates to 1e-6 and its count', () => {
    const a: Cluster = { coordinates: at(40.123456789, -111.5), count: 500 };
    assert.equal(clusterKey(a), clusterKey({ coordinates: at(40.1234568, -111.5000000001), count: 500 }));
    assert.notEqual(clusterKey(a), clusterKey({ ...a, count: 501 }));
    assert.notEqual(clusterKey(a), clusterKey({ ...a, coordinates: at(40.12346, -111.5) }));
  });
});

describe('clusterCount', () => {
  test('count, else the sum of counts, else the listed locations, else 1', () => {
    assert.equal(clusterCount({ coordinates: at(0, 0), count: 12, counts: [{ type: 'WARD', count: 3 }] }), 12);
    assert.equal(
      clusterCount({
        coordinates: at(0, 0),
        counts: [
          { type: 'WARD', count: 3 },
          { type: 'STAKE', count: 2 },
        ],
      }),
      5,
    );
    assert.equal(clusterCount({ coordinates: at(0, 0), locations: [house('1'), house('2'), house('3')] }), 3);
    assert.equal(clusterCount({ coordinates: at(0, 0) }), 1);
  });
});

describe('names: a focusable marker is called like "12 meetinghouses"', () => {
  test('singular and plural from the counts, variants counted under their base type', () => {
    assert.equal(clusterLabel({ coordinates: at(0, 0), count: 12, counts: [{ type: 'MEETINGHOUSE', count: 12 }] }, { language: 'en' }), '12 meetinghouses');
    assert.equal(
      clusterLabel(
        {
          coordinates: at(0, 0),
          count: 1360,
          counts: [
            { type: 'MEETINGHOUSE', count: 1357 },
            { type: 'MEETINGHOUSE__DESIGN', count: 2 },
            { type: 'MEETINGHOUSE__CONSTRUCTION', count: 1 },
          ],
        },
        { language: 'en' },
      ),
      '1,360 meetinghouses',
    );
    assert.equal(clusterLabel({ coordinates: at(0, 0), count: 1, counts: [{ type: 'MEETINGHOUSE', count: 1 }] }, { language: 'en' }), '1 meetinghouse');
  });

  test('several types: the total in locations, then each type, largest first', () => {
    const cluster: Cluster = {
      coordinates: at(0, 0),
      count: 15,
      counts: [
        { type: 'TEMPLE', count: 3 },
        { type: 'MEETINGHOUSE', count: 12 },
      ],
    };
    assert.equal(clusterLabel(cluster, { language: 'en' }), '15 locations: 12 meetinghouses, 3 temples');
  });

  test('one named location is its name and type', () => {
    assert.equal(clusterLabel({ coordinates: at(0, 0), count: 1, locations: [house('1', 'Provo 3rd Ward')] }), 'Provo 3rd Ward, meetinghouse');
  });

  test('unknown types are named from their own words; own names (translations) win', () => {
    assert.equal(typeName('FAMILY_HISTORY_CENTER', 2), 'family history centers');
    assert.equal(typeName('WELFARE_FACILITY', 2), 'welfare facilities');
    assert.equal(typeName('STAKE_OFFICE', 1), 'stake office');
    assert.equal(typeName('BISHOPS_STOREHOUSE', 3), 'bishops storehouses');
    assert.equal(typeName('MEETINGHOUSE', 2, { MEETINGHOUSE: { one: 'centro de reuniones', other: 'centros de reuniones' } }), 'centros de reuniones');
    assert.equal(baseType('meetinghouse__under'), 'MEETINGHOUSE');
  });

  test('numbers follow the language; the drawn count is written as in the name (part of it, WCAG 2.5.3)', () => {
    assert.equal(clusterLabel({ coordinates: at(0, 0), count: 1234, counts: [{ type: 'WARD', count: 1234 }] }, { language: 'de' }), '1.234 wards');
    assert.equal(countText(12, 'en'), '12');
    assert.equal(countText(12345, 'en'), '12,345');
    const cluster: Cluster = {
      coordinates: at(0, 0),
      count: 1926,
      counts: [
        { type: 'MEETINGHOUSE', count: 1826 },
        { type: 'TEMPLE', count: 100 },
      ],
    };
    assert.ok(clusterLabel(cluster, { language: 'en' }).includes(countText(1926, 'en')));
  });
});

describe('markerLook: spec section 9 scale', () => {
  test('(0.1 (z + 1))^2 + 0.01 within 0.125..1; blank symbol below 0.4', () => {
    const cluster: Cluster = { coordinates: at(0, 0), count: 3 };
    assert.deepEqual(markerLook(cluster, 10, false), { scale: 1, blank: false, deEmphasized: false });
    const z4 = markerLook(cluster, 4, false);
    assert.ok(Math.abs(z4.scale - 0.26) < 1e-12);
    assert.equal(z4.blank, true);
    assert.equal(markerLook(cluster, 0, false).scale, 0.125);
    assert.equal(markerLook(cluster, 6, false).blank, false);
  });

  test('0.82 of it for a cluster without emphasised locations, only when the query emphasises some', () => {
    const plain: Cluster = { coordinates: at(0, 0), count: 3, emphasized: false, emphasizedCount: 0 };
    assert.equal(markerLook(plain, 10, false).deEmphasized, false);
    const look = markerLook(plain, 10, true);
    assert.equal(look.deEmphasized, true);
    assert.ok(Math.abs(look.scale - 0.82) < 1e-12);
    assert.equal(markerLook({ ...plain, emphasizedCount: 1 }, 10, true).deEmphasized, false);
    assert.equal(markerLook({ ...plain, emphasized: true }, 10, true).deEmphasized, false);
  });
});

describe('the DOM cap', () => {
  test('capClusters keeps the largest clusters, server order among equals', () => {
    const clusters: Cluster[] = Array.from({ length: 500 }, (_, i) => ({ coordinates: at(0, i / 10), count: (i % 7) + 1, id: i }));
    const capped = capClusters(clusters);
    assert.equal(capped.length, MAX_MARKER_NODES);
    assert.ok(capped.every((c) => clusterCount(c) >= 3));
    const sevens = capped.filter((c) => c.count === 7).map((c) => c.id as number);
    assert.deepEqual(
      sevens,
      [...sevens].sort((a, b) => a - b),
    );
    assert.equal(capClusters(clusters.slice(0, 10)).length, 10);
  });

  test('planRefresh keeps, adds and removes old markers later, within the cap', () => {
    const plan = planRefresh(['a', 'b', 'c'], ['b', 'c', 'd'], 10);
    assert.deepEqual(plan, { keep: ['b', 'c'], add: ['d'], removeLater: ['a'], removeNow: [] });
  });

  test('planRefresh removes the oldest old markers at once when old and new together would pass the cap', () => {
    const current = Array.from({ length: 300 }, (_, i) => `old${i}`);
    const next = Array.from({ length: 250 }, (_, i) => `new${i}`);
    const plan = planRefresh(current, next, 300);
    assert.equal(plan.removeNow.length + plan.removeLater.length, 300);
    assert.equal(plan.keep.length + plan.add.length + plan.removeLater.length, 300);
    assert.deepEqual(plan.removeNow, current.slice(0, 250));
    // Property: for any sizes, never more than the cap at once.
    for (let c = 0; c <= 320; c += 40) {
      for (let n = 0; n <= 300; n += 50) {
        const p = planRefresh(
          Array.from({ length: c }, (_, i) => `k${i}`),
          Array.from({ length: n }, (_, i) => `k${i + c / 2}`),
          300,
        );
        assert.ok(p.keep.length + p.add.length + p.removeLater.length <= 300, `${c} old, ${n} new`);
      }
    }
  });
});

describe('clickZooms: spec section 4', () => {
  const extent = { southWest: at(40.5, -112), northEast: at(40.7, -111.8) };
  test('a dispersed cluster below the maximum zoom zooms', () => {
    assert.equal(clickZooms({ coordinates: at(40.6, -111.9), dispersed: true, extent }, 10, 21), true);
  });
  test('not dispersed, at the maximum zoom, or no extent: a click', () => {
    assert.equal(clickZooms({ coordinates: at(40.6, -111.9), dispersed: false, extent }, 10, 21), false);
    assert.equal(clickZooms({ coordinates: at(40.6, -111.9), dispersed: true, extent }, 21, 21), false);
    assert.equal(clickZooms({ coordinates: at(40.6, -111.9), dispersed: true }, 10, 21), false);
  });
  test('locations within 2 by 2 pixels even at the maximum zoom cannot be separated: a click', () => {
    const tiny = { southWest: at(40.6, -111.9), northEast: at(40.6 + 1e-7, -111.9 + 1e-7) };
    assert.ok(extentPixels(tiny, 21).width < 2);
    assert.equal(clickZooms({ coordinates: at(40.6, -111.9), dispersed: true, extent: tiny }, 10, 21), false);
  });
  test('extentPixels across the antimeridian', () => {
    const across = { southWest: at(0, 170), northEast: at(10, -170) };
    assert.ok(Math.abs(extentPixels(across, 0).width - (20 / 360) * 256) < 1e-9);
  });
});

describe('focus and refresh order', () => {
  test('nearestIndex', () => {
    assert.equal(nearestIndex({ x: 0, y: 0 }, []), -1);
    assert.equal(
      nearestIndex({ x: 10, y: 10 }, [
        { x: 100, y: 100 },
        { x: 12, y: 9 },
        { x: -5, y: 0 },
      ]),
      1,
    );
  });

  test('LatestCall: a new call aborts the older one, whose answer is then not current', () => {
    const calls = new LatestCall();
    const first = calls.begin();
    assert.equal(calls.isCurrent(first), true);
    const second = calls.begin();
    assert.equal(first.aborted, true);
    assert.equal(calls.isCurrent(first), false);
    assert.equal(calls.isCurrent(second), true);
    calls.abort();
    assert.equal(second.aborted, true);
    assert.equal(calls.isCurrent(second), false);
  });

  test('debounce: a burst of idles asks once, with the last one', () => {
    let now = 0;
    const due = new Map<number, { at: number; fn: () => void }>();
    let id = 0;
    const timers: DebounceTimers = {
      setTimeout: (fn, ms) => {
        due.set(++id, { at: now + ms, fn });
        return id;
      },
      clearTimeout: (h) => due.delete(h as number),
    };
    const advance = (ms: number) => {
      now += ms;
      for (const [key, entry] of [...due]) {
        if (entry.at <= now) {
          due.delete(key);
          entry.fn();
        }
      }
    };
    const seen: number[] = [];
    const d = debounce<number>((v) => seen.push(v), 100, timers);
    d.call(1);
    advance(50);
    d.call(2);
    advance(99);
    assert.deepEqual(seen, []);
    advance(1);
    assert.deepEqual(seen, [2]);
    d.call(3);
    d.cancel();
    advance(200);
    assert.deepEqual(seen, [2]);
  });
});

describe('overlapping markers are drawn as one (WCAG 2.2 target size)', () => {
  const box = () => ({ width: 24, height: 24 });
  const px = (cluster: Cluster) => ({ x: cluster.coordinates.longitude, y: cluster.coordinates.latitude });

  test('markers closer than their boxes merge into the larger one: counts summed, extents joined, spread out', () => {
    const big: Cluster = {
      coordinates: at(0, 0),
      count: 10,
      counts: [{ type: 'MEETINGHOUSE', count: 10 }],
      extent: { southWest: at(-1, -1), northEast: at(1, 1) },
      dispersed: false,
      locations: [house('1')],
    };
    const small: Cluster = {
      coordinates: at(10, 15),
      count: 2,
      counts: [
        { type: 'MEETINGHOUSE', count: 1 },
        { type: 'TEMPLE', count: 1 },
      ],
      extent: { southWest: at(9, 14), northEast: at(11, 16) },
      locations: [house('2')],
    };
    const far: Cluster = { coordinates: at(0, 100), count: 1 };
    const merged = mergeOverlapping([small, big, far], px, box);
    assert.equal(merged.length, 2);
    const [first] = merged;
    assert.deepEqual(first?.coordinates, big.coordinates);
    assert.equal(first?.count, 12);
    assert.deepEqual(first?.counts, [
      { type: 'MEETINGHOUSE', count: 11 },
      { type: 'TEMPLE', count: 1 },
    ]);
    assert.deepEqual(first?.extent, { southWest: at(-1, -1), northEast: at(11, 16) });
    assert.equal(first?.dispersed, true);
    assert.equal(first?.locations?.length, 2);
  });

  test('markers at least their size plus the gap apart stay apart; the result never overlaps', () => {
    const a: Cluster = { coordinates: at(0, 0), count: 5 };
    const b: Cluster = { coordinates: at(0, 26), count: 4 };
    assert.equal(mergeOverlapping([a, b], px, box).length, 2);
    assert.equal(mergeOverlapping([a, { ...b, coordinates: at(0, 25) }], px, box).length, 1);
    // A dense random field: every pair of kept markers is at least a box apart on one axis.
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 400;
    const field: Cluster[] = Array.from({ length: 300 }, () => ({ coordinates: at(random(), random()), count: 1 + Math.floor(random()) }));
    const kept = mergeOverlapping(field, px, box);
    assert.equal(
      kept.reduce((sum, c) => sum + clusterCount(c), 0),
      field.reduce((sum, c) => sum + clusterCount(c), 0),
    );
    for (const [i, p] of kept.entries())
      for (const q of kept.slice(i + 1)) {
        const apart = Math.abs(px(p).x - px(q).x) >= 26 || Math.abs(px(p).y - px(q).y) >= 26;
        assert.ok(apart, `${JSON.stringify(px(p))} and ${JSON.stringify(px(q))} overlap`);
      }
  });

  test('markerBox: at least 24 px square, wider for longer counts', () => {
    assert.deepEqual(markerBox({ coordinates: at(0, 0), count: 1 }, 3, false), { width: 24, height: 24 });
    assert.ok(markerBox({ coordinates: at(0, 0), count: 12345 }, 10, false, 'en').width > 40);
    assert.equal(markerBox({ coordinates: at(0, 0), count: 3 }, 10, false).height, 25);
  });
});
