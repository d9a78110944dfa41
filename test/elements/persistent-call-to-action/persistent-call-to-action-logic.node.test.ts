import { test } from 'node:test';
import assert from 'node:assert/strict';
import { uncoverDistance } from '../../../elements/persistent-call-to-action/persistent-call-to-action-logic.ts';

test('a box above the bar, or touching its top edge, needs no scroll', () => {
  assert.equal(uncoverDistance({ top: 100, bottom: 200 }, 500, 8), 0);
  assert.equal(uncoverDistance({ top: 400, bottom: 500 }, 500, 8), 0);
});

test('a box under the bar scrolls its bottom above the bar, with the gap', () => {
  assert.equal(uncoverDistance({ top: 520, bottom: 560 }, 500, 8), 68);
  assert.equal(uncoverDistance({ top: 480, bottom: 510.2 }, 500, 8), 19);
});

test('a box taller than the room above the bar scrolls only until its top shows', () => {
  assert.equal(uncoverDistance({ top: 300, bottom: 1300 }, 500, 8), 292);
});

test('an empty box (nothing drawn) needs no scroll', () => {
  assert.equal(uncoverDistance({ top: 600, bottom: 600 }, 500, 8), 0);
});
