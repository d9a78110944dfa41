import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clampIndex, durationOf, isDrag, keyStep, placeOf, positionText, releaseOutcome } from '../../../elements/card-stack/card-stack-logic.ts';

describe('card stack logic', () => {
  test('clampIndex keeps a whole index inside the stack', () => {
    assert.equal(clampIndex(3, 8), 3);
    assert.equal(clampIndex(-2, 8), 0);
    assert.equal(clampIndex(12, 8), 7);
    assert.equal(clampIndex(2.7, 8), 2);
    assert.equal(clampIndex(Number.NaN, 8), 0);
    assert.equal(clampIndex(4, 0), 0);
  });

  test('placeOf: removed cards are gone, the top is 0, up to 5 show, the rest wait under', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((card) => placeOf(card, 2)),
      ['gone', 'gone', 0, 1, 2, 3, 4, 'under', 'under'],
    );
  });

  test('keys: Right/Down forward, Left/Up back, Home and End, clamped; other keys ignored', () => {
    assert.equal(keyStep('ArrowRight', 2, 8), 3);
    assert.equal(keyStep('ArrowDown', 7, 8), 7);
    assert.equal(keyStep('ArrowLeft', 2, 8), 1);
    assert.equal(keyStep('ArrowUp', 0, 8), 0);
    assert.equal(keyStep('Home', 5, 8), 0);
    assert.equal(keyStep('End', 1, 8), 7);
    assert.equal(keyStep('Enter', 1, 8), undefined);
    assert.equal(keyStep('a', 1, 8), undefined);
  });

  test('a pointer under 10 px is a tap; 10 px or more is a drag', () => {
    assert.equal(releaseOutcome(6, 7, 300), 'tap'); // 9.2 px
    assert.equal(isDrag(6, 7), false);
    assert.equal(isDrag(10, 0), true);
    assert.equal(isDrag(0, -10), true);
  });

  test('a release commits at 80 px, or a quarter of a narrow card; left is forward, right is back', () => {
    assert.equal(releaseOutcome(-80, 0, 600), 'forward');
    assert.equal(releaseOutcome(-79, 0, 600), 'none');
    assert.equal(releaseOutcome(90, 10, 600), 'back');
    assert.equal(releaseOutcome(-60, 0, 240), 'forward');
    assert.equal(releaseOutcome(-59, 0, 240), 'none');
    // Mostly vertical: a scroll, not a swipe.
    assert.equal(releaseOutcome(-90, 120, 600), 'none');
  });

  test('remove 400 ms, restore 500 ms, both 0 under reduced motion', () => {
    assert.equal(durationOf('remove', false), 400);
    assert.equal(durationOf('restore', false), 500);
    assert.equal(durationOf('remove', true), 0);
    assert.equal(durationOf('restore', true), 0);
  });

  test("the position reads 'Card 3 of 8'; a cover reads its own text and is not counted", () => {
    assert.equal(positionText('Card {index} of {count}', 'Cover', 2, 8, false), 'Card 3 of 8');
    assert.equal(positionText('Card {index} of {count}', 'Cover', 0, 8, true), 'Cover');
    assert.equal(positionText('Card {index} of {count}', 'Cover', 3, 8, true), 'Card 3 of 7');
    assert.equal(positionText('Card {index} of {count}', 'Cover', 0, 0, false), '');
  });
});
