/**
 * The finder map's declutter (elements/unit-finder/finder-map-logic.ts, issue 19 item 12): numbered markers
 * never cover each other, a marker alone keeps its place, wards of one meetinghouse stand side by side, and a
 * marker in view is not pushed out of it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { declutter, MARKER_BOX, MARKER_GAP_PX } from '../../../elements/unit-finder/finder-map-logic.ts';

const apart = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) >= MARKER_BOX.width + MARKER_GAP_PX || Math.abs(a.y - b.y) >= MARKER_BOX.height + MARKER_GAP_PX;

function drawnAt(points: { x: number; y: number }[], preferred: number[] = [], area?: { width: number; height: number }) {
  const offsets = declutter(points, preferred, area);
  return { offsets, drawn: points.map((point, index) => ({ x: point.x + offsets[index]!.x, y: point.y + offsets[index]!.y })) };
}

test('markers far apart keep their places', () => {
  const { offsets } = drawnAt([
    { x: 50, y: 100 },
    { x: 150, y: 100 },
    { x: 50, y: 200 },
  ]);
  assert.deepEqual(offsets, [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ]);
});

test('38 markers on a few pixels: no two drawn boxes meet, the first keeps its place, all stay in a 343 x 240 map', () => {
  const points = Array.from({ length: 38 }, (_, i) => ({ x: 170 + (i % 5) * 3, y: 140 + Math.floor(i / 5) * 2 }));
  const area = { width: 343, height: 240 };
  const { offsets, drawn } = drawnAt(points, [], area);
  assert.deepEqual(offsets[0], { x: 0, y: 0 });
  for (let i = 0; i < drawn.length; i += 1) {
    for (let j = i + 1; j < drawn.length; j += 1) assert.ok(apart(drawn[i]!, drawn[j]!), `${i + 1} and ${j + 1} apart`);
    const at = drawn[i]!;
    assert.ok(at.x - MARKER_BOX.width / 2 >= 0 && at.x + MARKER_BOX.width / 2 <= area.width, `${i + 1} within the width`);
    assert.ok(at.y - MARKER_BOX.height >= 0 && at.y <= area.height, `${i + 1} within the height`);
  }
});

test('wards of one meetinghouse stand side by side; a crowded marker moves level first', () => {
  const { offsets } = drawnAt(
    [
      { x: 100, y: 100 },
      { x: 100, y: 100 },
    ],
    [-12, 12],
  );
  assert.deepEqual(offsets[0], { x: -12, y: 0 });
  // Its first choice (12) would touch the first: it stands level beside it instead.
  assert.equal(offsets[1]!.y, 0);
  assert.ok(offsets[1]!.x - offsets[0]!.x >= MARKER_BOX.width + MARKER_GAP_PX);
  const { offsets: level } = drawnAt([
    { x: 100, y: 100 },
    { x: 105, y: 100 },
  ]);
  assert.equal(level[1]!.y, 0);
  assert.ok(Math.abs(level[1]!.x) + 5 >= MARKER_BOX.width + MARKER_GAP_PX);
});

test('nothing to place gives nothing', () => {
  assert.deepEqual(declutter([]), []);
});
