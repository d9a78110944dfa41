import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FIT_PADDING, MARKER_BOUNCE_MS, SEARCH_THIS_AREA_METERS } from '../../../elements/unit-finder/finder-constants.ts';
import { engineLabel, fitView, markerShown, movedFrom, resultBounds, spreadOffsets, SPREAD_STEP_PX } from '../../../elements/unit-finder/finder-map-logic.ts';
import { destination } from '../../../maps/geo/circle.ts';
import type { BoundingBox } from '../../../maps/geo/bounds.ts';
import type { Position } from '../../../maps/geo/position.ts';
import { project, worldSize } from '../../../maps/geo/tiles.ts';

const provo: Position = { latitude: 40.2338, longitude: -111.6585 };

/** Where the box's corners land in a map of `size` showing `view` (CSS pixels from the top-left). */
function corners(box: BoundingBox, view: { center: Position; zoom: number }, size: { width: number; height: number }) {
  const centre = project(view.center, view.zoom);
  const at = (position: Position) => {
    const point = project(position, view.zoom);
    return { x: point.x - centre.x + size.width / 2, y: point.y - centre.y + size.height / 2 };
  };
  const southWest = at(box.southWest);
  const northEast = at(box.northEast);
  return { left: southWest.x, bottom: southWest.y, right: northEast.x, top: northEast.y };
}

describe('finder map: the spec figures', () => {
  test('constants are the spec section 9 figures', () => {
    assert.equal(SEARCH_THIS_AREA_METERS, 1000);
    assert.deepEqual({ ...FIT_PADDING }, { top: 100, right: 50, bottom: 50, left: 50 });
    assert.equal(MARKER_BOUNCE_MS, 700);
  });
});

describe("finder map: 'Search this area' distance (spec section 4)", () => {
  test('999 m from the search centre: not yet; 1000 m and more: offered, in every direction', () => {
    for (const bearing of [0, 90, 180, 270, 45]) {
      const near = movedFrom(provo, destination(provo, bearing, 999));
      assert.equal(near.searchArea, false, `999 m at ${bearing} degrees`);
      assert.ok(Math.abs(near.distance - 999) < 0.5);
      const at = movedFrom(provo, destination(provo, bearing, 1000.5));
      assert.equal(at.searchArea, true, `1000 m at ${bearing} degrees`);
      assert.equal(movedFrom(provo, destination(provo, bearing, 25000)).searchArea, true);
    }
  });

  test('not moved: distance 0, not offered; the centre is reported as given', () => {
    const moved = movedFrom(provo, provo);
    assert.equal(moved.distance, 0);
    assert.equal(moved.searchArea, false);
    assert.deepEqual(moved.center, provo);
  });
});

describe('finder map: the box the results are fitted to', () => {
  test('all results and the origin are inside it; nothing gives none', () => {
    const units = [{ position: { latitude: 40.25, longitude: -111.65 } }, { position: { latitude: 40.3, longitude: -111.7 } }];
    const box = resultBounds(units, { latitude: 40.2, longitude: -111.6 });
    assert.deepEqual(box, { southWest: { latitude: 40.2, longitude: -111.7 }, northEast: { latitude: 40.3, longitude: -111.6 } });
    assert.equal(resultBounds([]), undefined);
  });

  test('a single point (one result, no origin; or a result at the origin) is widened by 0.01 degrees on each side', () => {
    const one = resultBounds([{ position: provo }]);
    assert.ok(one);
    assert.ok(Math.abs(one.southWest.latitude - (provo.latitude - 0.01)) < 1e-12);
    assert.ok(Math.abs(one.northEast.latitude - (provo.latitude + 0.01)) < 1e-12);
    assert.ok(Math.abs(one.southWest.longitude - (provo.longitude - 0.01)) < 1e-12);
    assert.ok(Math.abs(one.northEast.longitude - (provo.longitude + 0.01)) < 1e-12);
    assert.deepEqual(resultBounds([{ position: provo }], provo), one);
  });
});

describe('finder map: fitting with padding top 100, others 50 (spec section 9)', () => {
  const box: BoundingBox = { southWest: { latitude: 40.15, longitude: -111.8 }, northEast: { latitude: 40.35, longitude: -111.55 } };

  for (const size of [
    { width: 800, height: 500 },
    { width: 375, height: 400 },
    { width: 1280, height: 600 },
  ]) {
    test(`${size.width} x ${size.height}: the box lies inside the padded area, at the highest zoom that allows it`, () => {
      const view = fitView(box, size);
      const edges = corners(box, view, size);
      assert.ok(edges.top >= 100 - 1e-6, `top edge ${edges.top} is at least 100 px down`);
      assert.ok(edges.left >= 50 - 1e-6, `left ${edges.left}`);
      assert.ok(edges.right <= size.width - 50 + 1e-6, `right ${edges.right}`);
      assert.ok(edges.bottom <= size.height - 50 + 1e-6, `bottom ${edges.bottom}`);
      // Centred in the padded area: as much room left as right, and above as below (beyond the padding).
      assert.ok(Math.abs(edges.left - 50 - (size.width - 50 - edges.right)) < 1e-6);
      assert.ok(Math.abs(edges.top - 100 - (size.height - 50 - edges.bottom)) < 1e-6);
      // One zoom more and it would not fit: the map is not zoomed out further than needed.
      const scale = worldSize(view.zoom + 1) / worldSize(view.zoom);
      const tooWide = (edges.right - edges.left) * scale > size.width - 100;
      const tooTall = (edges.bottom - edges.top) * scale > size.height - 150;
      assert.ok(tooWide || tooTall);
    });
  }

  test('a map smaller than the padding (a 320 px phone in landscape) still shows every result', () => {
    const size = { width: 320, height: 140 };
    const view = fitView(box, size);
    const edges = corners(box, view, size);
    assert.ok(edges.top >= 0 && edges.left >= 0 && edges.right <= size.width && edges.bottom <= size.height);
    assert.ok(view.zoom >= 7, `zoom ${view.zoom}: not the whole world`);
  });
});

describe('finder map: selection and names', () => {
  test('no selection shows every marker; a selection shows only its own', () => {
    assert.equal(markerShown('a', undefined), true);
    assert.equal(markerShown('a', 'a'), true);
    assert.equal(markerShown('b', 'a'), false);
  });

  test('the googleUnavailable message names the engine that failed', () => {
    assert.equal(engineLabel('google'), 'Google Maps');
    assert.equal(engineLabel('maplibre'), 'MapLibre');
  });
});

describe('finder map: wards of one meetinghouse', () => {
  test('fan out in list order, 24 px apart, centred on the spot; a unit alone stays put', () => {
    const building = { latitude: 40.2252, longitude: -111.658174 };
    const other = { latitude: 40.242192, longitude: -111.655641 };
    const offsets = spreadOffsets([
      { position: building },
      { position: other },
      { position: building },
      { position: { ...building } },
      { position: { latitude: 1, longitude: 2 } },
    ]);
    assert.deepEqual(
      offsets,
      [-SPREAD_STEP_PX, -12, 0, SPREAD_STEP_PX, 0].map((value, index) => (index === 1 ? 0 : value)),
    );
    assert.equal(SPREAD_STEP_PX, 24);
    assert.deepEqual(spreadOffsets([{ position: building }, { position: building }]), [-12, 12]);
    assert.deepEqual(spreadOffsets([]), []);
  });
});
