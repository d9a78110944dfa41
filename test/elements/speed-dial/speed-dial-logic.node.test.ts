import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { menuMove, openFocusFor, typeAhead } from '../../../elements/speed-dial/speed-dial-logic.ts';

describe('speed dial logic (the WAI-ARIA menu-button keys)', () => {
  test('on the button: Enter, Space and ArrowDown open at the first item, ArrowUp at the last, other keys nothing', () => {
    assert.equal(openFocusFor('Enter'), 'first');
    assert.equal(openFocusFor(' '), 'first');
    assert.equal(openFocusFor('ArrowDown'), 'first');
    assert.equal(openFocusFor('ArrowUp'), 'last');
    assert.equal(openFocusFor('a'), undefined);
    assert.equal(openFocusFor('Escape'), undefined);
  });

  test('in the menu: arrows wrap at both ends, Home and End go to the ends', () => {
    assert.equal(menuMove('ArrowDown', 0, 3), 1);
    assert.equal(menuMove('ArrowDown', 2, 3), 0);
    assert.equal(menuMove('ArrowUp', 0, 3), 2);
    assert.equal(menuMove('ArrowUp', 2, 3), 1);
    assert.equal(menuMove('Home', 2, 3), 0);
    assert.equal(menuMove('End', 0, 3), 2);
    assert.equal(menuMove('PageUp', 1, 3), 0);
    assert.equal(menuMove('PageDown', 1, 3), 2);
  });

  test('in the menu: nothing focused yet starts at the first (down) or last (up); no items or another key: no move', () => {
    assert.equal(menuMove('ArrowDown', -1, 4), 0);
    assert.equal(menuMove('ArrowUp', -1, 4), 3);
    assert.equal(menuMove('ArrowDown', 0, 0), undefined);
    assert.equal(menuMove('Enter', 0, 3), undefined);
    assert.equal(menuMove('x', 0, 3), undefined);
  });

  test('type-ahead: the next item starting with the letter, wrapping, case-insensitive; none or not a letter: undefined', () => {
    const texts = ['Call us', 'Email us', ' chat with us', 'Find a place'];
    assert.equal(typeAhead('c', 0, texts), 2);
    assert.equal(typeAhead('C', 2, texts), 0);
    assert.equal(typeAhead('f', 0, texts), 3);
    assert.equal(typeAhead('e', -1, texts), 1);
    assert.equal(typeAhead('z', 0, texts), undefined);
    assert.equal(typeAhead(' ', 0, texts), undefined);
    assert.equal(typeAhead('ArrowDown', 0, texts), undefined);
  });
});
