import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clampIndex, engineOptions, keyMove, leftView, moveTarget, shrinks, slideLabel, wraps } from '../../src/carousel-logic.ts';

test('wrap-around only with four slides or more; three or fewer shrink instead (spec section 9)', () => {
  assert.equal(wraps(true, 4), true);
  assert.equal(wraps(true, 3), false);
  assert.equal(wraps(false, 10), false);
  assert.equal(shrinks(true, 3), true);
  assert.equal(shrinks(true, 1), true);
  assert.equal(shrinks(true, 4), false);
  assert.equal(shrinks(false, 2), false);
  assert.equal(shrinks(true, 0), false);
});

test('slide names: "n of N", in the page\'s word', () => {
  assert.equal(slideLabel(0, 6), '1 of 6');
  assert.equal(slideLabel(5, 6), '6 of 6');
  assert.equal(slideLabel(2, 3, 'de'), '3 de 3');
});

test('keys: arrows follow the reading direction; Home and End; fields and modifiers are left alone', () => {
  assert.equal(keyMove('ArrowRight'), 'next');
  assert.equal(keyMove('ArrowLeft'), 'prev');
  assert.equal(keyMove('ArrowRight', { rtl: true }), 'prev');
  assert.equal(keyMove('ArrowLeft', { rtl: true }), 'next');
  assert.equal(keyMove('Home'), 'first');
  assert.equal(keyMove('End'), 'last');
  assert.equal(keyMove('ArrowDown'), undefined);
  assert.equal(keyMove('ArrowRight', { inField: true }), undefined);
  assert.equal(keyMove('ArrowRight', { modifier: true }), undefined);
});

test('move targets: clamp at the ends, wrap only when looping', () => {
  assert.equal(moveTarget('next', 5, 6, false), 5);
  assert.equal(moveTarget('next', 5, 6, true), 0);
  assert.equal(moveTarget('prev', 0, 6, true), 5);
  assert.equal(moveTarget('prev', 0, 6, false), 0);
  assert.equal(moveTarget('first', 4, 6, false), 0);
  assert.equal(moveTarget('last', 0, 6, false), 5);
  assert.equal(moveTarget('next', 0, 0, false), 0);
});

test('start index: whole, inside the slides', () => {
  assert.equal(clampIndex(2, 3), 2);
  assert.equal(clampIndex(7, 3), 2);
  assert.equal(clampIndex(-1, 3), 0);
  assert.equal(clampIndex(Number.NaN, 3), 0);
  assert.equal(clampIndex(1.7, 3), 1);
  assert.equal(clampIndex(1, 0), 0);
});

test('engine options: the drag thresholds, wrap, reduced motion, contain at the ends', () => {
  const slider = engineOptions({}, 6);
  assert.equal(slider.dragThreshold, 5);
  assert.equal(slider.loop, false);
  assert.equal(slider.containScroll, 'trimSnaps');
  assert.equal(slider.duration, 25);
  assert.equal(slider.active, true);
  const tiles = engineOptions({ dragThreshold: 10, wrap: true, reducedMotion: true, active: false, rtl: true }, 6);
  assert.equal(tiles.dragThreshold, 10);
  assert.equal(tiles.loop, true);
  assert.equal(tiles.containScroll, false);
  assert.equal(tiles.duration, 0, 'reduced motion: moves jump');
  assert.equal(tiles.active, false);
  assert.equal(tiles.direction, 'rtl');
  assert.equal(engineOptions({ wrap: true }, 3).loop, false, 'three slides do not wrap');
});

test('slides that left the view', () => {
  assert.deepEqual(leftView([0, 1, 2], [1, 2, 3]), [0]);
  assert.deepEqual(leftView([4], [4]), []);
  assert.deepEqual(leftView([], [0]), []);
});
