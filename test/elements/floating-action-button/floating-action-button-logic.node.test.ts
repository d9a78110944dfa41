import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { followTarget, messageForTarget, visibleAfter } from '../../../elements/floating-action-button/floating-action-button-logic.ts';

describe('floating action button logic (spec section 2 "Floating action button")', () => {
  test('show and hide are about the button itself; other actions are not', () => {
    assert.equal(visibleAfter('show'), true);
    assert.equal(visibleAfter('hide'), false);
    assert.equal(visibleAfter('open'), undefined);
    assert.equal(visibleAfter('toggle'), undefined);
  });

  test('its own change is sent to the overlay it controls, as open or close', () => {
    assert.equal(messageForTarget('menu', true, 'button', false), 'open');
    assert.equal(messageForTarget('menu', false, 'button', true), 'close');
    assert.equal(messageForTarget('menu', true, 'property', undefined), 'open');
    assert.equal(messageForTarget('menu', false, 'trigger', true), 'close');
  });

  test('nothing is sent without a target, for a change that came from the overlay, or when the overlay agrees already', () => {
    assert.equal(messageForTarget('', true, 'button', undefined), undefined);
    assert.equal(messageForTarget('menu', false, 'overlay', true), undefined);
    assert.equal(messageForTarget('menu', true, 'button', true), undefined);
  });

  test('the button follows the overlay it controls when that reports another state', () => {
    assert.equal(followTarget(false, true), false);
    assert.equal(followTarget(true, false), true);
    assert.equal(followTarget(true, true), undefined);
    assert.equal(followTarget(undefined, true), undefined);
  });
});
