// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/floating-action-button/meta.ts';
import type { FloatingActionButtonEvents } from '../elements/floating-action-button/events.ts';

export type * from '../elements/floating-action-button/events.ts';
export { default } from '../elements/floating-action-button/define.ts';

/** Properties of <vb-floating-action-button>, each with its default when unset (from meta.ts). */
export type FloatingActionButtonProps = PropsOf<typeof meta>;

/** <vb-floating-action-button>: A round button in the floating-action area that opens and closes an overlay (a speed dial, an overlay, a modal) by its trigger id: a click toggles it, and it closes when that overlay closes. Scripts show, hide, open and close it. The page keeps room at its end, so it hides nothing. */
export interface VbFloatingActionButtonElement extends HTMLElement, FloatingActionButtonProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-floating-action-button': VbFloatingActionButtonElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-floating-action-button-toggle': CustomEvent<FloatingActionButtonEvents['vb-floating-action-button-toggle']>;
  }
}
