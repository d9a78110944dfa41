// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/popup/meta.ts';
import type { PopupEvents } from '../elements/popup/events.ts';

export type * from '../elements/popup/events.ts';
export { default } from '../elements/popup/define.ts';

/** Properties of <vb-popup>, each with its default when unset (from meta.ts). */
export type PopupProps = PropsOf<typeof meta>;

/** <vb-popup>: A popup anchored to its trigger: opened by the trigger, a remote message, a delay or at load; placed below or above by the room there is, inside the screen, never over the focused control. A click outside or Escape closes it; it can open by itself only once per visitor. */
export interface VbPopupElement extends HTMLElement, PopupProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-popup': VbPopupElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-popup-open': CustomEvent<PopupEvents['vb-popup-open']>;
    'vb-popup-close': CustomEvent<PopupEvents['vb-popup-close']>;
  }
}
