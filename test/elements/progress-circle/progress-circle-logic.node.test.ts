import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fillValueText, shownProgress } from '../../../elements/progress-circle/progress-circle-logic.ts';

describe('progress circle: which progress shows', () => {
  test('the stored progress, with its percentage rounded down and complete only when every item is done', () => {
    assert.deepEqual(shownProgress(null, null, { done: 2, total: 3 }).shown, { done: 2, total: 3, known: true, percent: 66, complete: false });
    assert.deepEqual(shownProgress(null, null, { done: 3, total: 3 }).shown, { done: 3, total: 3, known: true, percent: 100, complete: true });
    assert.equal(shownProgress(null, null, { done: 2, total: 3 }).problem, undefined);
  });

  test('nothing stored, or a total of 0, is no progress', () => {
    assert.deepEqual(shownProgress(null, null, undefined).shown, { done: 0, total: 0, known: false, percent: 0, complete: false });
    assert.equal(shownProgress(null, null, { done: 0, total: 0 }).shown.known, false);
    assert.equal(shownProgress(0, 0, { done: 1, total: 2 }).shown.known, false);
  });

  test("the author's done and total win over the stored progress", () => {
    assert.deepEqual(shownProgress(3, 4, { done: 1, total: 9 }), { shown: { done: 3, total: 4, known: true, percent: 75, complete: false } });
    assert.deepEqual(shownProgress(0, 4, undefined).shown, { done: 0, total: 4, known: true, percent: 0, complete: false });
  });

  test('a mistake in done or total is named, and the stored progress shows', () => {
    const stored = { done: 1, total: 2 };
    const only = shownProgress(2, null, stored);
    assert.equal(only.problem, 'set both done and total (only done is set); showing the stored progress.');
    assert.equal(only.shown.done, 1);
    assert.equal(shownProgress(null, 5, stored).problem, 'set both done and total (only total is set); showing the stored progress.');
    for (const [done, total] of [
      [6, 5],
      [2.5, 5],
      [-1, 5],
      [1, 4.5],
    ] as const) {
      const outcome = shownProgress(done, total, stored);
      assert.equal(outcome.problem, `done="${done}" total="${total}" must be whole numbers with done from 0 to total; showing the stored progress.`);
      assert.deepEqual(outcome.shown, { done: 1, total: 2, known: true, percent: 50, complete: false });
    }
  });
});

describe('progress circle: the spoken value', () => {
  test('fills {done}, {total} and {percent}, each formatted', () => {
    const shown = { done: 1200, total: 2400, known: true, percent: 50, complete: false };
    assert.equal(
      fillValueText('{done} of {total} read ({percent}%)', shown, (n) => n.toLocaleString('en')),
      '1,200 of 2,400 read (50%)',
    );
    assert.equal(fillValueText('no placeholders', shown, String), 'no placeholders');
  });
});
