// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/counter/meta.ts';
import type { CounterEvents } from '../elements/counter/events.ts';

export type * from '../elements/counter/events.ts';
export { default } from '../elements/counter/define.ts';

/** Properties of <vb-counter>, each with its default when unset (from meta.ts). */
export type CounterProps = PropsOf<typeof meta>;

/** <vb-counter>: A social counter shared by every visitor: the count of a group and id, read from the server while it is on screen and rolled in as it grows. A giving counter (a `limit` above 0) has a button that adds the visitor once, up to the limit. */
export interface VbCounterElement extends HTMLElement, CounterProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-counter': VbCounterElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-counter-change': CustomEvent<CounterEvents['vb-counter-change']>;
    'vb-counter-increment': CustomEvent<CounterEvents['vb-counter-increment']>;
    'vb-counter-error': CustomEvent<CounterEvents['vb-counter-error']>;
  }
}
