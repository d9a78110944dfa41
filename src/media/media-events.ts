/**
 * The events every player element sends (vb-media-player, vb-video, vb-audio-player, vb-emphasized-video and its
 * poster loop), declared once: the typed table below gives each element's meta.ts its event docs (`mediaEvents`)
 * and its events.ts its types (`MediaEvents<'vb-<folder>'>`), so no element writes a detail type of its own.
 * Pure data and types: Node reads it too (scripts/manifest.ts).
 */
import type { EventDoc } from '../props.ts';

/** `event.detail` of a player's events: the media analytics detail (spec section 3). */
export type MediaEventDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `event.detail` of a player's error event: the analytics detail, the message the visitor sees and the retries so far. */
export type MediaErrorDetail = MediaEventDetail & { message: string; retries: number };

/** The same two types as text, for custom-elements.json and the README tables (test/src/media/media-events.node.test.ts holds them equal). */
export const MEDIA_EVENT_DETAIL = '{ platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string }';
export const MEDIA_ERROR_DETAIL =
  '{ platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string; message: string; retries: number }';

/** What a player's media is called in its events' descriptions. */
export type MediaNoun = 'video' | 'audio';

/** Every player event, `vb-<folder>-<what>`, once: its description and whether its detail is the error detail. */
const MEDIA_EVENT_TABLE = {
  play: { error: false, describe: (noun: MediaNoun) => `The ${noun} started playing (every other player on the page pauses).` },
  pause: { error: false, describe: (noun: MediaNoun) => `The ${noun} paused.` },
  ended: { error: false, describe: (noun: MediaNoun) => `The ${noun} reached its end.` },
  buffering: { error: false, describe: (noun: MediaNoun) => `The ${noun} waits for data (the loading marker shows).` },
  loadend: { error: false, describe: (noun: MediaNoun) => `The ${noun} has data again (the loading marker goes).` },
  seek: { error: false, describe: () => 'The position jumped by more than a second.' },
  error: {
    error: true,
    describe: () =>
      "The player failed: no media, a script that did not load, a build over its timeout, or the platform's error; or a video's `download` failed " +
      "('Video download failed': the player keeps playing). `message` is what the visitor sees.",
  },
} as const;

/** `play`, `pause`, ... `error`: the last part of every player event's name. */
export type MediaEventName = keyof typeof MEDIA_EVENT_TABLE;

/** Every event a player with the prefix `P` (`vb-<folder>`) sends, by name: its `event.detail`. */
export type MediaEvents<P extends `vb-${string}`> = {
  [K in MediaEventName as `${P}-${K}`]: (typeof MEDIA_EVENT_TABLE)[K]['error'] extends true ? MediaErrorDetail : MediaEventDetail;
};

/** Where the generated events.ts finds the types (a path from the repository root). */
const TYPES_MODULE = 'src/media/media-events.ts';

/**
 * The events of a player element, named `<prefix>-<what>`, as its meta.ts declares them. `describe` rewords a
 * description (the emphasized video's poster loop says which player sent it).
 */
export function mediaEvents(
  prefix: `vb-${string}`,
  noun: MediaNoun = 'video',
  describe: (description: string) => string = (description) => description,
): Record<`vb-${string}`, EventDoc> {
  const declaredIn = { type: `MediaEvents<'${prefix}'>`, from: TYPES_MODULE, names: ['MediaEventDetail', 'MediaErrorDetail'] };
  const events: Record<`vb-${string}`, EventDoc> = {};
  for (const [what, event] of Object.entries(MEDIA_EVENT_TABLE)) {
    events[`${prefix}-${what}`] = { description: describe(event.describe(noun)), detail: event.error ? MEDIA_ERROR_DETAIL : MEDIA_EVENT_DETAIL, declaredIn };
  }
  return events;
}
