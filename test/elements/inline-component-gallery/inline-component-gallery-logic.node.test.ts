import { test } from 'node:test';
import assert from 'node:assert/strict';
import { columns, overflows } from '../../../elements/inline-component-gallery/inline-component-gallery-logic.ts';

test('columns: per-view, never more than the slides; three or fewer with wrap share the row', () => {
  assert.equal(columns(3, 6, false), 3);
  assert.equal(columns(3, 2, false), 2);
  assert.equal(columns(2, 3, true), 3, 'wrap with 3 slides: they shrink to share the row');
  assert.equal(columns(2, 4, true), 2);
  assert.equal(columns(3, 0, false), 1);
});

test('more slides than show: from 2 below 600 px, more than the columns from 600 px', () => {
  assert.equal(overflows(4, 4, true), false, 'four slides, four per row: all show');
  assert.equal(overflows(5, 4, true), true);
  assert.equal(overflows(4, 4, false), true, 'below 600 px one shows at a time');
  assert.equal(overflows(1, 3, false), false);
  assert.equal(overflows(0, 1, true), false);
});
