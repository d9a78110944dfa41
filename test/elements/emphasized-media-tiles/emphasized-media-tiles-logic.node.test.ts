import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { emphasis, isPlayEvent, isStopEvent, tileOf } from '../../../elements/emphasized-media-tiles/emphasized-media-tiles-logic.ts';

describe('emphasized media tiles logic', () => {
  it('emphasizes the tile the author names, counted from 0', () => {
    assert.deepEqual(emphasis(0, 4), { index: 0 });
    assert.deepEqual(emphasis(3, 4), { index: 3 });
  });

  it('-1 emphasizes none; no tiles, nothing to emphasize and nothing to complain about', () => {
    assert.deepEqual(emphasis(-1, 4), { index: -1 });
    assert.deepEqual(emphasis(2, 0), { index: -1 });
  });

  it('a number naming no tile falls back to the first, with a message naming the element and the attribute', () => {
    assert.deepEqual(emphasis(4, 4), {
      index: 0,
      problem: '<vb-emphasized-media-tiles> emphasized="4" names no tile (there are 4, numbered from 0; -1 for none): the first tile is emphasized.',
    });
    assert.equal(emphasis(1.5, 4).index, 0);
    assert.equal(emphasis(-2, 4).index, 0);
    assert.match(emphasis(Number.NaN, 4).problem ?? '', /emphasized="a value that is not a number"/);
  });

  it("knows the players' play and stop events", () => {
    assert.equal(isPlayEvent('vb-video-play'), true);
    assert.equal(isPlayEvent('vb-media-player-play'), true);
    assert.equal(isPlayEvent('vb-audio-player-play'), false);
    for (const type of ['vb-video-pause', 'vb-video-ended', 'vb-media-player-error']) assert.equal(isStopEvent(type), true, type);
    assert.equal(isStopEvent('vb-video-buffering'), false);
  });

  it('finds the tile holding an event target', () => {
    assert.equal(
      tileOf(['a', 'b', 'c'], (tile) => tile === 'b'),
      1,
    );
    assert.equal(
      tileOf(['a'], () => false),
      -1,
    );
  });
});
