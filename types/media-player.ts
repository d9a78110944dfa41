// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/media-player/meta.ts';
import type { MediaPlayerEvents } from '../elements/media-player/events.ts';

export type * from '../elements/media-player/events.ts';
export { default } from '../elements/media-player/define.ts';

/** Properties of <vb-media-player>, each with its default when unset (from meta.ts). */
export type MediaPlayerProps = PropsOf<typeof meta>;

/** <vb-media-player>: A video from the hosted-video service (Brightcove) or the streaming site (YouTube), or a video file. Until the visitor presses play it is a poster and a play button: no platform script and no request to a video platform. Playing it pauses every other player on the page; a link or remote trigger to its `id` plays and pauses it. */
export interface VbMediaPlayerElement extends HTMLElement, MediaPlayerProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-media-player': VbMediaPlayerElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-media-player-play': CustomEvent<MediaPlayerEvents['vb-media-player-play']>;
    'vb-media-player-pause': CustomEvent<MediaPlayerEvents['vb-media-player-pause']>;
    'vb-media-player-ended': CustomEvent<MediaPlayerEvents['vb-media-player-ended']>;
    'vb-media-player-buffering': CustomEvent<MediaPlayerEvents['vb-media-player-buffering']>;
    'vb-media-player-loadend': CustomEvent<MediaPlayerEvents['vb-media-player-loadend']>;
    'vb-media-player-seek': CustomEvent<MediaPlayerEvents['vb-media-player-seek']>;
    'vb-media-player-error': CustomEvent<MediaPlayerEvents['vb-media-player-error']>;
  }
}
