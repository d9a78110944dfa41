/** The streaming-site player's states as the players' events: one play per start, as a video element reports it. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { youTubeStateEvents, YOUTUBE_STATE } from '../../../src/media/youtube-states.ts';

describe('streaming-site states as player events', () => {
  /** The events a sequence of IFrame API states reports, from a stopped player. */
  function eventsOf(states: number[]): string[] {
    let playing = false;
    return states.flatMap((state) => {
      const next = youTubeStateEvents(state, playing);
      playing = next.playing;
      return next.events;
    });
  }
  const { UNSTARTED, ENDED, PLAYING, PAUSED, BUFFERING, CUED } = YOUTUBE_STATE;

  it('a start, a stall and a seek while playing: one play, as a video element reports it', () => {
    assert.deepEqual(eventsOf([UNSTARTED, BUFFERING, PLAYING, BUFFERING, PLAYING, BUFFERING, PLAYING]), [
      'buffering',
      'play',
      'loadend',
      'buffering',
      'loadend',
      'buffering',
      'loadend',
    ]);
  });

  it('a play after a pause or the end is a play again', () => {
    assert.deepEqual(eventsOf([PLAYING, PAUSED, PLAYING, ENDED, PLAYING]), [
      'play',
      'loadend',
      'pause',
      'loadend',
      'play',
      'loadend',
      'ended',
      'play',
      'loadend',
    ]);
    assert.deepEqual(eventsOf([PLAYING, PAUSED, BUFFERING, PLAYING]), ['play', 'loadend', 'pause', 'loadend', 'buffering', 'play', 'loadend']);
  });

  it('a cued or unstarted video is stopped', () => {
    assert.deepEqual(eventsOf([PLAYING, CUED, PLAYING]), ['play', 'loadend', 'play', 'loadend']);
    assert.deepEqual(eventsOf([CUED, UNSTARTED]), []);
  });
});
