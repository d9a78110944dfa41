import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { headingLevel, nameText, openAfterTrigger, triggerIdOf } from '../../src/overlay-logic.ts';
import { modalName } from '../../elements/modal/modal-logic.ts';

describe('overlay rules', () => {
  it('a remote-trigger action gives the next open state; other actions leave it', () => {
    assert.equal(openAfterTrigger('open', false), true);
    assert.equal(openAfterTrigger('show', true), true);
    assert.equal(openAfterTrigger('close', true), false);
    assert.equal(openAfterTrigger('hide', false), false);
    assert.equal(openAfterTrigger('toggle', false), true);
    assert.equal(openAfterTrigger('toggle', true), false);
    assert.equal(openAfterTrigger('play', true), undefined);
  });

  it('heading levels 1-6, else 2', () => {
    assert.equal(headingLevel(3), 3);
    assert.equal(headingLevel(0), 2);
    assert.equal(headingLevel(7), 2);
    assert.equal(headingLevel(2.5), 2);
    assert.equal(headingLevel(Number.NaN), 2);
  });

  it('the trigger id is the given one, else the element id', () => {
    assert.equal(triggerIdOf(' promo ', 'modal-1'), 'promo');
    assert.equal(triggerIdOf('', 'modal-1'), 'modal-1');
    assert.equal(triggerIdOf('  ', ''), '');
  });

  it('names collapse white space', () => {
    assert.equal(nameText('  Plan\n  your   visit '), 'Plan your visit');
    assert.equal(nameText(null), '');
  });

  it("a modal's name: heading, else the content's heading, else the label", () => {
    assert.equal(modalName('Plan your visit', 'Inside', 'Dialog'), 'Plan your visit');
    assert.equal(modalName(' ', 'Ask a question', 'Dialog'), 'Ask a question');
    assert.equal(modalName('', '', 'Dialog'), 'Dialog');
  });
});
