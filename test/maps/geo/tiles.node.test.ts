import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { boundsContain, parseBounds, widenSinglePoint } from '../../../maps/geo/bounds.ts';
import {
  clampLatitude,
  fitBounds,
  fitZoom,
  MAX_FIT_ZOOM,
  MAX_LATITUDE,
  MAX_LONGITUDE,
  MAX_SIN_LATITUDE,
  positionToTile,
  project,
  TILE_SIZE,
  tileBounds,
  unproject,
  worldSize,
} from '../../../maps/geo/tiles.ts';

const close = (actual: number, expected: number, tolerance = 1e-6, label = '') =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${label} ${actual} != ${expected}`);

describe('projection', () => {
  test('the spec constants', () => {
    assert.equal(TILE_SIZE, 256);
    assert.equal(MAX_FIT_ZOOM, 21);
    assert.equal(MAX_LATITUDE, 85.05);
    assert.equal(MAX_LONGITUDE, 180);
    assert.equal(MAX_SIN_LATITUDE, 0.9999);
  });

  test('zoom 0 is one 256 px tile; each zoom doubles it', () => {
    assert.equal(worldSize(0), 256);
    assert.equal(worldSize(3), 2048);
    assert.deepEqual(project({ latitude: 0, longitude: 0 }), { x: 128, y: 128 });
    assert.deepEqual(project({ latitude: 0, longitude: -180 }, 1), { x: 0, y: 256 });
    assert.deepEqual(project({ latitude: 0, longitude: 180 }, 1), { x: 512, y: 256 });
  });

  test('known Mercator values', () => {
    // Google's documented example: Chicago at zoom 0 is at world coordinate (65.67, 95.17).
    const chicago = project({ latitude: 41.85, longitude: -87.65 });
    close(chicago.x, 65.67111, 1e-4);
    close(chicago.y, 95.17492, 1e-4);
  });

  test('latitude is clamped at a sine of ±0.9999 in projection', () => {
    const limitY = project({ latitude: Math.asin(0.9999) * (180 / Math.PI), longitude: 0 }).y;
    assert.equal(project({ latitude: 90, longitude: 0 }).y, limitY, 'the pole does not project to infinity');
    assert.equal(project({ latitude: 89.5, longitude: 0 }).y, limitY);
    assert.notEqual(project({ latitude: 89, longitude: 0 }).y, limitY, 'sin(89°) is below the clamp');
    assert.equal(project({ latitude: -90, longitude: 0 }).y, 256 - limitY);
    // The clamp sits past the map's ±85.05 edge, which unproject then restores.
    assert.ok(limitY < project({ latitude: 85.05, longitude: 0 }).y);
    assert.equal(unproject({ x: 128, y: limitY }).latitude, 85.05);
  });

  test('unproject inverts project, and stays within ±85.05 and ±180', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -179.999, max: 179.999, noNaN: true }),
        fc.integer({ min: 0, max: 21 }),
        (latitude, longitude, zoom) => {
          const back = unproject(project({ latitude, longitude }, zoom), zoom);
          close(back.latitude, latitude, 1e-7, 'lat');
          close(back.longitude, longitude, 1e-7, 'lng');
        },
      ),
    );
    assert.equal(unproject({ x: 128, y: 0 }).latitude, 85.05);
    assert.equal(unproject({ x: 128, y: 256 }).latitude, -85.05);
    assert.equal(clampLatitude(-89), -85.05);
    assert.ok(Math.abs(unproject({ x: 256 * 1.25, y: 128 }).longitude - -90) < 1e-9, 'x past the world wraps');
  });

  test('tiles: the tile of a position, and the box of a tile', () => {
    assert.deepEqual(positionToTile({ latitude: 0.1, longitude: 0.1 }, 1), { x: 1, y: 0, zoom: 1 });
    assert.deepEqual(positionToTile({ latitude: 85, longitude: 180 }, 2), { x: 3, y: 0, zoom: 2 });
    assert.deepEqual(positionToTile({ latitude: -89, longitude: -180 }, 2), { x: 0, y: 3, zoom: 2 });
    const provo = { latitude: 40.2338, longitude: -111.6585 };
    const tile = positionToTile(provo, 12);
    assert.ok(boundsContain(tileBounds(tile), provo));
    const whole = tileBounds({ x: 0, y: 0, zoom: 0 });
    assert.deepEqual(whole, { southWest: { longitude: -180, latitude: -85.05 }, northEast: { longitude: 180, latitude: 85.05 } });
  });
});

describe('fitZoom and fitBounds', () => {
  test('the world fits a 256 px map at zoom 0 and a 512 px map at zoom 1', () => {
    const world = parseBounds([-180, -85, 180, 85]);
    assert.equal(fitZoom(world, { width: 256, height: 256 }), 0);
    assert.equal(fitZoom(world, { width: 512, height: 512 }), 1);
    assert.equal(fitZoom(world, { width: 100, height: 100 }), 0, 'never below 0');
  });

  test('a box exactly one tile wide at zoom z fits at z, not z + 1', () => {
    const tile = tileBounds({ x: 5, y: 9, zoom: 4 });
    assert.equal(fitZoom(tile, { width: 256, height: 256 }), 4);
    assert.equal(fitZoom(tile, { width: 511, height: 511 }), 4);
    assert.equal(fitZoom(tile, { width: 512, height: 512 }), 5);
  });

  test('the narrower side decides; padding takes room away', () => {
    const tile = tileBounds({ x: 5, y: 9, zoom: 4 });
    assert.equal(fitZoom(tile, { width: 1024, height: 256 }), 4);
    assert.equal(fitZoom(tile, { width: 612, height: 612 }, 50), 5);
    assert.equal(fitZoom(tile, { width: 612, height: 612 }, { top: 100, bottom: 50 }), 4);
    assert.equal(fitZoom(tile, { width: 100, height: 100 }, 60), 0, 'no room at all');
  });

  test('never above 21: a single point, and a tiny box', () => {
    const point = parseBounds([-111.6, 40.2, -111.6, 40.2]);
    assert.equal(fitZoom(point, { width: 800, height: 600 }), 21);
    assert.equal(fitZoom(parseBounds([-111.6, 40.2, -111.5999999, 40.2000001]), { width: 800, height: 600 }), 21);
    assert.ok(fitZoom(widenSinglePoint(point), { width: 800, height: 600 }) < 21, 'widened by 0.01 degrees it fits lower');
  });

  test('a box across the antimeridian is fitted by its real width', () => {
    const fiji = parseBounds([177, -19, -178, -16]);
    const zoom = fitZoom(fiji, { width: 800, height: 600 });
    assert.ok(zoom >= 6 && zoom <= 7, String(zoom));
    const { center } = fitBounds(fiji, { width: 800, height: 600 });
    close(center.longitude, 179.5, 1e-9);
  });

  test('fitBounds centres the box in the padded area', () => {
    const utah = parseBounds([-114, 37, -109, 42]);
    const plain = fitBounds(utah, { width: 800, height: 600 });
    close(plain.center.longitude, -111.5, 1e-9);
    const middleY = (project(utah.southWest, plain.zoom).y + project(utah.northEast, plain.zoom).y) / 2;
    close(project(plain.center, plain.zoom).y, middleY, 1e-6);
    const padded = fitBounds(utah, { width: 800, height: 600 }, { top: 100, right: 50, bottom: 50, left: 50 });
    // 50 px more at the top than the bottom: the map centre sits 25 px above the box's middle.
    close(project(padded.center, padded.zoom).y, (project(utah.southWest, padded.zoom).y + project(utah.northEast, padded.zoom).y) / 2 - 25, 1e-6);
  });
});
