// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/video/meta.ts';
import type { VideoEvents } from '../elements/video/events.ts';

export type * from '../elements/video/events.ts';
export { default } from '../elements/video/define.ts';

/** Properties of <vb-video>, each with its default when unset (from meta.ts). */
export type VideoProps = PropsOf<typeof meta>;

/** <vb-video>: The spec's video component: the media player's behaviour (hosted-video or streaming-site player, chosen per the media config; `player=yt` in the address prefers the streaming site) with the video attributes a page uses for background and inline videos: `looping` for a muted loop that plays only near view, `id` for remote triggers, `analytics-title` and `skip-analytics`. */
export interface VbVideoElement extends HTMLElement, VideoProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-video': VbVideoElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-video-play': CustomEvent<VideoEvents['vb-video-play']>;
    'vb-video-pause': CustomEvent<VideoEvents['vb-video-pause']>;
    'vb-video-ended': CustomEvent<VideoEvents['vb-video-ended']>;
    'vb-video-buffering': CustomEvent<VideoEvents['vb-video-buffering']>;
    'vb-video-loadend': CustomEvent<VideoEvents['vb-video-loadend']>;
    'vb-video-seek': CustomEvent<VideoEvents['vb-video-seek']>;
    'vb-video-error': CustomEvent<VideoEvents['vb-video-error']>;
  }
}
