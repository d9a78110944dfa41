/**
 * The streaming-site player's states as the players' events (youtube-adapter.ts, loaded with the player, so a page of
 * players does not carry it before one plays). Pure; a node test covers it (test/src/media/youtube-states.node.test.ts).
 */
import type { PlayerEvents } from './adapter.ts';

/** What a player reports without an argument (adapter.ts's PlayerEvents but `muted` and `error`). */
export type PlayerEventName = Exclude<keyof PlayerEvents, 'muted' | 'error'>;

/** IFrame API player states (https://developers.google.com/youtube/iframe_api_reference#onStateChange). */
export const YOUTUBE_STATE = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;

/**
 * The events a streaming-site state change means, reported as an HTML media element and the hosted player report
 * them: `play` when the video leaves a stop, not when it plays on after buffering or a seek (the IFrame API passes
 * through PLAYING again then); `loadend` once it plays or pauses. `playing`: whether it was playing (or buffering
 * while playing) before; the result says whether it is after.
 */
export function youTubeStateEvents(state: number, playing: boolean): { events: PlayerEventName[]; playing: boolean } {
  switch (state) {
    case YOUTUBE_STATE.PLAYING:
      return { events: playing ? ['loadend'] : ['play', 'loadend'], playing: true };
    case YOUTUBE_STATE.PAUSED:
      return { events: ['pause', 'loadend'], playing: false };
    case YOUTUBE_STATE.ENDED:
      return { events: ['ended'], playing: false };
    case YOUTUBE_STATE.BUFFERING:
      return { events: ['buffering'], playing };
    default:
      return { events: [], playing: false };
  }
}
