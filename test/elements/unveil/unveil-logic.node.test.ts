import { test } from 'node:test';
import assert from 'node:assert/strict';
import { afterAction } from '../../../elements/unveil/unveil-logic.ts';

test('toggle flips; open and show reveal; close and hide hide; other actions are ignored', () => {
  assert.equal(afterAction(false, 'toggle'), true);
  assert.equal(afterAction(true, 'toggle'), false);
  assert.equal(afterAction(false, 'open'), true);
  assert.equal(afterAction(true, 'show'), true);
  assert.equal(afterAction(true, 'close'), false);
  assert.equal(afterAction(false, 'hide'), false);
  assert.equal(afterAction(false, 'play'), undefined);
  assert.equal(afterAction(true, ''), undefined);
});
