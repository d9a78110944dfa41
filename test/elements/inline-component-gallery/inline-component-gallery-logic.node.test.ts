import { test } from 'node:test';
import assert from 'node:assert/strict';
import { columns } from '../../../elements/inline-component-gallery/inline-component-gallery-logic.ts';

test('columns: per-view, never more than the slides; three or fewer with wrap share the row', () => {
  assert.equal(columns(3, 6, false), 3);
  assert.equal(columns(3, 2, false), 2);
  assert.equal(columns(2, 3, true), 3, 'wrap with 3 slides: they shrink to share the row');
  assert.equal(columns(2, 4, true), 2);
  assert.equal(columns(3, 0, false), 1);
});
