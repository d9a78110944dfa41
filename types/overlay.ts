// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/overlay/meta.ts';
import type { OverlayEvents } from '../elements/overlay/events.ts';

export type * from '../elements/overlay/events.ts';
export { default } from '../elements/overlay/define.ts';

/** Properties of <vb-overlay>, each with its default when unset (from meta.ts). */
export type OverlayProps = PropsOf<typeof meta>;

/** <vb-overlay>: A full-screen overlay: a scrim over the whole page with the content on it (a search, a video, a menu), opened by a link to its id, a remote trigger or a floating action button. The page behind is inert and keeps its scroll position; Escape, the close button or a click on the scrim closes it and focus goes back to what opened it. */
export interface VbOverlayElement extends HTMLElement, OverlayProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-overlay': VbOverlayElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-overlay-open': CustomEvent<OverlayEvents['vb-overlay-open']>;
    'vb-overlay-close': CustomEvent<OverlayEvents['vb-overlay-close']>;
  }
}
