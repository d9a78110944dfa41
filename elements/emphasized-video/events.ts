// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/emphasized-video/meta.ts.

import type { MediaEvents } from '../../src/media/media-events.ts';
export type { MediaEventDetail, MediaErrorDetail } from '../../src/media/media-events.ts';

/** Every event <vb-emphasized-video> sends, by name: its `event.detail`. */
export type EmphasizedVideoEvents = MediaEvents<'vb-emphasized-video'> & MediaEvents<'vb-emphasized-video-loop'>;
