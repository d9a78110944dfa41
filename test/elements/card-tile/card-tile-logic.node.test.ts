import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buttonText, headingLevelOf } from '../../../elements/card-tile/card-tile-logic.ts';

test('the button reads the more label while closed and the less label while open', () => {
  assert.equal(buttonText(false, 'Show more', 'Show less'), 'Show more');
  assert.equal(buttonText(true, 'Show more', 'Show less'), 'Show less');
});

test('heading levels 2 to 6 are kept; anything else is refused', () => {
  assert.deepEqual([2, 3, 4, 5, 6].map(headingLevelOf), [2, 3, 4, 5, 6]);
  assert.deepEqual([1, 7, 0, -3, 2.5, Number.NaN].map(headingLevelOf), [undefined, undefined, undefined, undefined, undefined, undefined]);
});
