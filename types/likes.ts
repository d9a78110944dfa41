// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/likes/meta.ts';
import type { LikesEvents } from '../elements/likes/events.ts';

export type * from '../elements/likes/events.ts';
export { default } from '../elements/likes/define.ts';

/** Properties of <vb-likes>, each with its default when unset (from meta.ts). */
export type LikesProps = PropsOf<typeof meta>;

/** <vb-likes>: A like button with the shared count. One like per visitor and id: after the click the button stays pressed and disabled for good (remembered in local storage, `participationCounter`); a failed like re-enables it and re-reads the count. */
export interface VbLikesElement extends HTMLElement, LikesProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-likes': VbLikesElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-likes-like': CustomEvent<LikesEvents['vb-likes-like']>;
    'vb-likes-error': CustomEvent<LikesEvents['vb-likes-error']>;
  }
}
