import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loopJump, loopWindow } from '../../../elements/emphasized-video/emphasized-video-logic.ts';

describe('emphasized video: the poster loop window', () => {
  it('takes loop-start and loop-end in seconds', () => {
    assert.deepEqual(loopWindow(1, 3), { window: { start: 1, end: 3 }, problems: [] });
  });

  it('loops to the end of the video when loop-end is 0 (the default)', () => {
    assert.deepEqual(loopWindow(2, 0), { window: { start: 2, end: undefined }, problems: [] });
  });

  it('ignores a loop-end not after loop-start, naming the attribute', () => {
    assert.deepEqual(loopWindow(3, 2), {
      window: { start: 3, end: undefined },
      problems: ['<vb-emphasized-video> loop-end="2" is not a number of seconds after loop-start; the loop runs to the end of the video.'],
    });
    assert.equal(loopWindow(3, 3).window.end, undefined);
  });

  it('starts at 0 when loop-start is below 0 or not a number, naming the attribute', () => {
    assert.deepEqual(loopWindow(-1, 2), {
      window: { start: 0, end: 2 },
      problems: ['<vb-emphasized-video> loop-start="-1" is not a number of seconds of 0 or more; the loop starts at 0.'],
    });
    assert.equal(loopWindow(Number.NaN, 0).window.start, 0);
    assert.equal(loopWindow(Number.NaN, 0).problems.length, 1);
  });
});

describe('emphasized video: where the loop jumps', () => {
  const window = { start: 1, end: 3 };

  it('stays inside the window', () => {
    assert.equal(loopJump(1, window), undefined);
    assert.equal(loopJump(2.9, window), undefined);
    // Just before the start (the seek lands a frame early) is still inside.
    assert.equal(loopJump(0.8, window), undefined);
  });

  it('goes back to the start at or past the end', () => {
    assert.equal(loopJump(3, window), 1);
    assert.equal(loopJump(3.2, window), 1);
  });

  it("goes to the start when the file's own loop wrapped to its beginning", () => {
    assert.equal(loopJump(0.1, window), 1);
    assert.equal(loopJump(0.1, { start: 1, end: undefined }), 1);
    assert.equal(loopJump(5, { start: 1, end: undefined }), undefined);
  });
});
