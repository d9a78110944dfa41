// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/modal/meta.ts';
import type { ModalEvents } from '../elements/modal/events.ts';

export type * from '../elements/modal/events.ts';
export { default } from '../elements/modal/define.ts';

/** Properties of <vb-modal>, each with its default when unset (from meta.ts). */
export type ModalProps = PropsOf<typeof meta>;

/** <vb-modal>: A modal dialog over the page, with a scrim: opened by a link to its id, a remote trigger or its `open` attribute; the rest of the page is inert and does not scroll while it shows. Escape, its close button or a click on the scrim closes it, focus goes back to what opened it, and every audio or video inside is paused. */
export interface VbModalElement extends HTMLElement, ModalProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-modal': VbModalElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-modal-open': CustomEvent<ModalEvents['vb-modal-open']>;
    'vb-modal-close': CustomEvent<ModalEvents['vb-modal-close']>;
  }
}
