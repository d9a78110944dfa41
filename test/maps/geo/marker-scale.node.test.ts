import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BLANK_SYMBOL_BELOW_SCALE,
  DE_EMPHASIZED_SCALE_FACTOR,
  DEFAULT_MARKER_COLOR,
  MARKER_ICON_SIZE_PX,
  MARKER_PIN_HEIGHT_PX,
  markerPixelSize,
  markerScale,
  useBlankSymbol,
} from '../../../maps/geo/marker-scale.ts';

const close = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-12, `${actual} != ${expected}`);

test('the spec constants', () => {
  assert.equal(MARKER_ICON_SIZE_PX, 21);
  assert.equal(MARKER_PIN_HEIGHT_PX, 30);
  assert.equal(DEFAULT_MARKER_COLOR, '#7d003f');
  assert.equal(DE_EMPHASIZED_SCALE_FACTOR, 0.82);
  assert.equal(BLANK_SYMBOL_BELOW_SCALE, 0.4);
});

test('scale is (0.1 (z + 1))^2 + 0.01 within 0.125 and 1', () => {
  close(markerScale(0), 0.125); // 0.02 raised to the floor
  close(markerScale(2), 0.125); // 0.1 raised to the floor
  close(markerScale(3), 0.17);
  close(markerScale(5), 0.37);
  close(markerScale(6), 0.5);
  close(markerScale(8.5), 0.9125);
  close(markerScale(9), 1); // 1.01 held to the ceiling
  close(markerScale(21), 1);
});

test('de-emphasised markers are 0.82 of that', () => {
  close(markerScale(6, true), 0.5 * 0.82);
  close(markerScale(20, true), 0.82);
  close(markerScale(0, true), 0.125 * 0.82);
});

test('a blank symbol below a scale of 0.4', () => {
  assert.equal(useBlankSymbol(0.39999), true);
  assert.equal(useBlankSymbol(0.4), false);
  assert.equal(useBlankSymbol(markerScale(5)), true);
  assert.equal(useBlankSymbol(markerScale(6)), false);
  assert.equal(useBlankSymbol(markerScale(6, true)), false);
  assert.equal(useBlankSymbol(markerScale(5.5, true)), true);
});

test('pixel size follows the 21 x 30 pin', () => {
  assert.deepEqual(markerPixelSize(1), { width: 21, height: 30 });
  assert.deepEqual(markerPixelSize(0.5), { width: 11, height: 15 });
});
