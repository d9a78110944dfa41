// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/persistent-call-to-action/meta.ts';
import type { PersistentCallToActionEvents } from '../elements/persistent-call-to-action/events.ts';

export type * from '../elements/persistent-call-to-action/events.ts';
export { default } from '../elements/persistent-call-to-action/define.ts';

/** Properties of <vb-persistent-call-to-action>, each with its default when unset (from meta.ts). */
export type PersistentCallToActionProps = PropsOf<typeof meta>;

/** <vb-persistent-call-to-action>: A call to action that stays in view: a bar fixed to the bottom of the viewport with the author's short text and one link, shown 500 ms after the page loads. It never covers the element that has focus (the page scrolls that element above the bar) and leaves room at the end of the page, so nothing stays hidden under it. Following the link sends one analytics click. */
export interface VbPersistentCallToActionElement extends HTMLElement, PersistentCallToActionProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-persistent-call-to-action': VbPersistentCallToActionElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-persistent-call-to-action-show': CustomEvent<PersistentCallToActionEvents['vb-persistent-call-to-action-show']>;
  }
}
