import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collapsedLinesOf, decideClamp, DEFAULT_COLLAPSED_LINES, mergeLines, nthLineBottom, parseDuration } from '../../../elements/content-block/clamp.ts';

describe('content-block clamping decisions', () => {
  it('boxes that overlap vertically make one line; touching ones stay apart', () => {
    assert.deepEqual(
      mergeLines([
        [24, 48],
        [0, 24],
        [2, 20],
      ]),
      [
        [0, 24],
        [24, 48],
      ],
    );
    assert.deepEqual(
      mergeLines([
        [0, 24],
        [24, 48],
        [48, 72],
      ]),
      [
        [0, 24],
        [24, 48],
        [48, 72],
      ],
    );
    // An icon a few px taller than the text beside it does not make a line of its own.
    assert.deepEqual(
      mergeLines([
        [0, 24],
        [-3, 27],
      ]),
      [[-3, 27]],
    );
  });

  it('the n-th line bottom, or null when there are no more lines than n', () => {
    const five = [0, 1, 2, 3, 4].map((n): [number, number] => [n * 24, n * 24 + 24]);
    assert.equal(nthLineBottom(five, 4), 96);
    assert.equal(nthLineBottom(five, 5), null);
    assert.equal(nthLineBottom([], 1), null);
  });

  it('fits within a pixel of tolerance; otherwise cuts at the line bottom in whole pixels', () => {
    assert.deepEqual(decideClamp(96.6, 96), { fits: true, cut: null });
    assert.deepEqual(decideClamp(120, null), { fits: true, cut: null });
    assert.deepEqual(decideClamp(140, 96.4), { fits: false, cut: 96 });
  });

  it('collapsed-lines falls back to the default for anything but a positive number', () => {
    assert.deepEqual(collapsedLinesOf(2), { lines: 2, invalid: false });
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) assert.deepEqual(collapsedLinesOf(bad), { lines: DEFAULT_COLLAPSED_LINES, invalid: true });
  });

  it('parses --vb-duration in ms or s', () => {
    assert.equal(parseDuration('200ms', 1), 200);
    assert.equal(parseDuration(' 0.3s ', 1), 300);
    assert.equal(parseDuration('fast', 1), 1);
    assert.equal(parseDuration('-5ms', 1), 1);
  });
});
