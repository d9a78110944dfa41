/** The one keyboard rule set over a list of options (APG combobox with a listbox popup). */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { comboboxKey, stepActive, typeAheadIndex } from '../../src/combobox-logic.ts';

const open = { open: true, count: 3, active: 0 };

describe('combobox keys: the one wrap rule', () => {
  test('Down and Up wrap at both ends', () => {
    assert.deepEqual(comboboxKey({ ...open, key: 'ArrowDown' }), { kind: 'move', index: 1 });
    assert.deepEqual(comboboxKey({ ...open, key: 'ArrowDown', active: 2 }), { kind: 'move', index: 0 });
    assert.deepEqual(comboboxKey({ ...open, key: 'ArrowUp', active: 0 }), { kind: 'move', index: 2 });
    assert.deepEqual(comboboxKey({ ...open, key: 'ArrowUp', active: 2 }), { kind: 'move', index: 1 });
  });
  test('stepActive: no active option starts at the end the step comes from; an empty list has none', () => {
    assert.equal(stepActive(-1, 3, 1), 0);
    assert.equal(stepActive(-1, 3, -1), 2);
    assert.equal(stepActive(0, 0, 1), -1);
    assert.equal(stepActive(7, 3, 1), 0);
  });
  test('a closed list opens on an arrow, on the start option (kept inside the list)', () => {
    assert.deepEqual(comboboxKey({ key: 'ArrowDown', open: false, count: 3, active: -1, startIndex: 2 }), { kind: 'open', index: 2 });
    assert.deepEqual(comboboxKey({ key: 'ArrowUp', open: false, count: 3, active: -1, startIndex: 9 }), { kind: 'open', index: 2 });
    assert.deepEqual(comboboxKey({ key: 'ArrowDown', open: false, count: 3, active: -1 }), { kind: 'open', index: 0 });
    assert.deepEqual(comboboxKey({ key: 'ArrowDown', open: false, count: 0, active: -1 }), { kind: 'open', index: -1 });
    assert.deepEqual(comboboxKey({ key: 'ArrowDown', open: true, count: 0, active: -1 }), { kind: 'stay' });
  });
  test('a list with no current option (startIndex -1) opens on the first option with Down, on the last with Up', () => {
    assert.deepEqual(comboboxKey({ key: 'ArrowDown', open: false, count: 3, active: -1, startIndex: -1 }), { kind: 'open', index: 0 });
    assert.deepEqual(comboboxKey({ key: 'ArrowUp', open: false, count: 3, active: -1, startIndex: -1 }), { kind: 'open', index: 2 });
    assert.deepEqual(comboboxKey({ key: 'ArrowUp', open: false, count: 0, active: -1, startIndex: -1 }), { kind: 'open', index: -1 });
  });
  test("free text (suggestions): with no options no key is the list's; Enter with no active option is the box's", () => {
    const free = { ...open, freeText: true };
    assert.deepEqual(comboboxKey({ ...free, key: 'ArrowDown', count: 0, active: -1 }), { kind: 'ignore' });
    assert.deepEqual(comboboxKey({ ...free, key: 'ArrowDown', open: false, count: 0, active: -1 }), { kind: 'ignore' });
    assert.deepEqual(comboboxKey({ ...free, key: 'Escape', count: 0, active: -1 }), { kind: 'ignore' });
    assert.deepEqual(comboboxKey({ ...free, key: 'Enter', active: -1 }), { kind: 'ignore' });
    assert.deepEqual(comboboxKey({ ...free, key: 'Enter', active: 1 }), { kind: 'choose', index: 1 });
    assert.deepEqual(comboboxKey({ ...free, key: 'ArrowDown', active: 2 }), { kind: 'move', index: 0 });
    assert.deepEqual(comboboxKey({ ...free, key: 'Escape' }), { kind: 'close' });
  });
  test('Home and End jump, unless the visitor is editing typed text (then they move the caret)', () => {
    assert.deepEqual(comboboxKey({ ...open, key: 'Home', active: 2 }), { kind: 'move', index: 0 });
    assert.deepEqual(comboboxKey({ ...open, key: 'End' }), { kind: 'move', index: 2 });
    assert.deepEqual(comboboxKey({ ...open, key: 'End', query: 'ger' }), { kind: 'ignore' });
    assert.deepEqual(comboboxKey({ ...open, key: 'Home', open: false }), { kind: 'ignore' });
  });
  test('Enter chooses the active option; Space only in a select-only list', () => {
    assert.deepEqual(comboboxKey({ ...open, key: 'Enter', active: 1 }), { kind: 'choose', index: 1 });
    assert.deepEqual(comboboxKey({ ...open, key: 'Enter', active: -1 }), { kind: 'stay' });
    assert.deepEqual(comboboxKey({ ...open, key: 'Enter', open: false }), { kind: 'ignore' });
    assert.deepEqual(comboboxKey({ ...open, key: ' ', active: 1 }), { kind: 'ignore' });
    assert.deepEqual(comboboxKey({ ...open, key: ' ', active: 1, selectOnly: true }), { kind: 'choose', index: 1 });
  });
  test('Escape closes an open list; Tab closes and lets focus go; other keys are not the list’s', () => {
    assert.deepEqual(comboboxKey({ ...open, key: 'Escape' }), { kind: 'close' });
    assert.deepEqual(comboboxKey({ ...open, key: 'Escape', open: false }), { kind: 'ignore' });
    assert.deepEqual(comboboxKey({ ...open, key: 'Tab' }), { kind: 'leave' });
    assert.deepEqual(comboboxKey({ ...open, key: 'a' }), { kind: 'ignore' });
    assert.deepEqual(comboboxKey({ ...open, key: 'PageDown' }), { kind: 'ignore' });
  });
});

describe('type-ahead (select-only lists)', () => {
  const labels = ['Map', 'Satellite', 'Streets', 'Écosse'];
  test('the first label starting with the typed text, from the active option on', () => {
    assert.equal(typeAheadIndex(labels, 'st', 0), 2);
    assert.equal(typeAheadIndex(labels, 'sa', 2), 1);
    assert.equal(typeAheadIndex(labels, 'e', 0), 3);
    assert.equal(typeAheadIndex(labels, 'x', 0), -1);
    assert.equal(typeAheadIndex([], 'x', 0), -1);
  });
  test('the same letter again cycles through the labels it starts', () => {
    assert.equal(typeAheadIndex(labels, 's', 0), 1);
    assert.equal(typeAheadIndex(labels, 's', 1), 2);
    assert.equal(typeAheadIndex(labels, 'ss', 2), 1);
  });
  test('comboboxKey types ahead with the buffer, and keeps the active option when nothing matches', () => {
    const base = { key: 's', open: true, count: 4, active: 0, selectOnly: true, labels };
    assert.deepEqual(comboboxKey(base), { kind: 'move', index: 1, buffer: 's' });
    assert.deepEqual(comboboxKey({ ...base, key: 't', active: 1, buffer: 's' }), { kind: 'move', index: 2, buffer: 'st' });
    assert.deepEqual(comboboxKey({ ...base, key: 'q' }), { kind: 'move', index: 0, buffer: 'q' });
    assert.deepEqual(comboboxKey({ ...base, selectOnly: false }), { kind: 'ignore' });
  });
});
