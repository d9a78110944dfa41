// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/emphasized-video/meta.ts';
import type { EmphasizedVideoEvents } from '../elements/emphasized-video/events.ts';

export type * from '../elements/emphasized-video/events.ts';
export { default } from '../elements/emphasized-video/define.ts';

/** Properties of <vb-emphasized-video>, each with its default when unset (from meta.ts). */
export type EmphasizedVideoProps = PropsOf<typeof meta>;

/** <vb-emphasized-video>: A large, emphasized video block (spec section 4: "Emphasized video autoplays a poster loop between start and end times"): a muted poster loop of `src` between `loop-start` and `loop-end` plays like a looping video (no controls, only within 500 px of the viewport, paused outside it and under reduced motion, with a visible play/pause button), under a large play button that plays the full video with sound through the media kit (the same player, player choice and privacy facade as `vb-video`). A headline and body text come from the author's children or the `headline` and `body` attributes. */
export interface VbEmphasizedVideoElement extends HTMLElement, EmphasizedVideoProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-emphasized-video': VbEmphasizedVideoElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-emphasized-video-play': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-play']>;
    'vb-emphasized-video-pause': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-pause']>;
    'vb-emphasized-video-ended': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-ended']>;
    'vb-emphasized-video-buffering': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-buffering']>;
    'vb-emphasized-video-loadend': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loadend']>;
    'vb-emphasized-video-seek': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-seek']>;
    'vb-emphasized-video-error': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-error']>;
    'vb-emphasized-video-loop-play': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-play']>;
    'vb-emphasized-video-loop-pause': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-pause']>;
    'vb-emphasized-video-loop-ended': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-ended']>;
    'vb-emphasized-video-loop-buffering': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-buffering']>;
    'vb-emphasized-video-loop-loadend': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-loadend']>;
    'vb-emphasized-video-loop-seek': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-seek']>;
    'vb-emphasized-video-loop-error': CustomEvent<EmphasizedVideoEvents['vb-emphasized-video-loop-error']>;
  }
}
