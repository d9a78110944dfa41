import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marginFor, modalName, nameText, openDelayMs, triggerIdOf, yClearOf } from '../../src/overlay-logic.ts';
import { onceCookieName, opensByItself, takesFocus } from '../../elements/popup/popup-logic.ts';

describe('overlay rules', () => {
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

  it('a floating box moves off the focused element: above when there is room, else below, else stays', () => {
    const box = { x: 0, y: 100, width: 200, height: 80 };
    assert.equal(yClearOf(box, { x: 300, y: 100, width: 50, height: 20 }, 600, 8, 8), 100, 'no overlap: unchanged');
    assert.equal(yClearOf(box, { x: 10, y: 150, width: 50, height: 20 }, 600, 8, 8), 62, 'above: 150 - 8 - 80');
    assert.equal(yClearOf({ ...box, y: 30 }, { x: 10, y: 40, width: 50, height: 20 }, 600, 8, 8), 68, 'no room above: below, 40 + 20 + 8');
    assert.equal(yClearOf({ ...box, y: 30 }, { x: 10, y: 40, width: 50, height: 20 }, 150, 8, 8), 30, 'no room either side: unchanged');
  });

  it('the margin by screen width: mobile below 600 px; bad numbers give 0', () => {
    assert.equal(marginFor(599, 12, 6), 6);
    assert.equal(marginFor(600, 12, 6), 12);
    assert.equal(marginFor(1280, -3, 6), 0);
    assert.equal(marginFor(320, 12, Number.NaN), 0);
  });

  it('the delay: seconds x 1000 when immediate, none when manual', () => {
    assert.equal(openDelayMs('immediate', 5), 5000);
    assert.equal(openDelayMs('immediate', 0.25), 250);
    assert.equal(openDelayMs('immediate', -1), 0);
    assert.equal(openDelayMs('manual', 5), undefined);
  });

  it("the popup's once cookie, what counts as opening by itself, and when it takes focus", () => {
    assert.equal(onceCookieName('', 'hours'), 'vb-popup-hours');
    assert.equal(onceCookieName(' welcome ', 'hours'), 'welcome');
    assert.equal(onceCookieName('', ''), 'vb-popup-popup');
    assert.equal(opensByItself('delay'), true);
    assert.equal(opensByItself('initial'), true);
    assert.equal(opensByItself('trigger'), false);
    assert.equal(takesFocus('trigger', false), true);
    assert.equal(takesFocus('delay', false), false);
    assert.equal(takesFocus('delay', true), true);
  });
});
