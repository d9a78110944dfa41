// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/simple-counter/meta.ts';
import type { SimpleCounterEvents } from '../elements/simple-counter/events.ts';

export type * from '../elements/simple-counter/events.ts';
export { default } from '../elements/simple-counter/define.ts';

/** Properties of <vb-simple-counter>, each with its default when unset (from meta.ts). */
export type SimpleCounterProps = PropsOf<typeof meta>;

/** <vb-simple-counter>: A number the page gives (not read from the server), rolled up from 0 when it comes into view and on to each new value. A value must be a whole number not below the one shown (spec section 5); anything else is refused with a console message. */
export interface VbSimpleCounterElement extends HTMLElement, SimpleCounterProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-simple-counter': VbSimpleCounterElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-simple-counter-change': CustomEvent<SimpleCounterEvents['vb-simple-counter-change']>;
  }
}
