// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/counter-group/meta.ts';
import type { CounterGroupEvents } from '../elements/counter-group/events.ts';

export type * from '../elements/counter-group/events.ts';
export { default } from '../elements/counter-group/define.ts';

/** Properties of <vb-counter-group>, each with its default when unset (from meta.ts). */
export type CounterGroupProps = PropsOf<typeof meta>;

/** <vb-counter-group>: Lays out the `<vb-counter>` elements inside it side by side and shows their sum, which grows as they do. Counters with the same group and id are counted once. */
export interface VbCounterGroupElement extends HTMLElement, CounterGroupProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-counter-group': VbCounterGroupElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-counter-group-change': CustomEvent<CounterGroupEvents['vb-counter-group-change']>;
  }
}
