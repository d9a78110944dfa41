// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/video/meta.ts.

import type { MediaEvents } from '../../src/media/media-events.ts';
export type { MediaEventDetail, MediaErrorDetail } from '../../src/media/media-events.ts';

/** Every event <vb-video> sends, by name: its `event.detail`. */
export type VideoEvents = MediaEvents<'vb-video'>;
