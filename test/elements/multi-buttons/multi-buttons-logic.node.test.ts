import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { childProblems, clickInfo, isButton, type ChildInfo } from '../../../elements/multi-buttons/multi-buttons-logic.ts';

const child = (over: Partial<ChildInfo>): ChildInfo => ({ tag: 'a', text: 'Visit', href: '/visit', analyticsText: null, trigger: null, action: null, ...over });

describe('multi-buttons: what a click reports', () => {
  it('its own analytics text, else its text with white space collapsed', () => {
    assert.equal(clickInfo(child({ analyticsText: ' next steps: visit ' })).text, 'next steps: visit');
    assert.equal(clickInfo(child({ text: 'Meet  the\n missionaries', analyticsText: '  ' })).text, 'Meet the missionaries');
  });

  it('a link its address and no trigger; a button its trigger and action (toggle by default)', () => {
    assert.deepEqual(clickInfo(child({ trigger: 'x' })), { text: 'Visit', href: '/visit', trigger: '', action: 'toggle' });
    assert.deepEqual(clickInfo(child({ tag: 'button', href: null, trigger: ' drawer ', action: 'open' })), {
      text: 'Visit',
      href: '',
      trigger: 'drawer',
      action: 'open',
    });
  });
});

describe('multi-buttons: the children an author wrote', () => {
  it('links with an address and buttons are buttons', () => {
    assert.equal(isButton({ tag: 'a', href: '' }), true);
    assert.equal(isButton({ tag: 'a', href: null }), false);
    assert.equal(isButton({ tag: 'button', href: null }), true);
    assert.equal(isButton({ tag: 'p', href: null }), false);
  });

  it('none: one warning saying what to write', () => {
    assert.deepEqual(childProblems([]), ['no <a href> or <button> inside; write the buttons as its children, e.g. <a href="/visit">Visit us</a>.']);
    assert.equal(childProblems([child({ href: null })]).length, 1);
  });

  it('a child that is not a button, and a button without text, each named', () => {
    assert.deepEqual(childProblems([child({}), child({ tag: 'p', href: null }), child({ tag: 'button', text: ' ', href: null })]), [
      '<p> is not a button: only <a href> and <button> children are laid out as buttons.',
      'a <button> without text: give it a text (or an aria-label and data-analytics-text).',
    ]);
    assert.deepEqual(childProblems([child({ text: '', analyticsText: 'icon link' })]), []);
  });
});
