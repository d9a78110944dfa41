// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/media-player/meta.ts.

import type { MediaEvents } from '../../src/media/media-events.ts';
export type { MediaEventDetail, MediaErrorDetail } from '../../src/media/media-events.ts';

/** Every event <vb-media-player> sends, by name: its `event.detail`. */
export type MediaPlayerEvents = MediaEvents<'vb-media-player'>;
