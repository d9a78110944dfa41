// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/multi-buttons/meta.ts';
import type { MultiButtonsEvents } from '../elements/multi-buttons/events.ts';

export type * from '../elements/multi-buttons/events.ts';
export { default } from '../elements/multi-buttons/define.ts';

/** Properties of <vb-multi-buttons>, each with its default when unset (from meta.ts). */
export type MultiButtonsProps = PropsOf<typeof meta>;

/** <vb-multi-buttons>: A group of link and action buttons the author writes as plain `<a href>` and `<button>` children, laid out side by side while they fit and stacked full width in a narrow place (below 600 px). Each sends a click analytic with its own text (`data-analytics-text`); a `<button data-trigger="id">` sends a remote trigger to the block with that id (a drawer, a popup). */
export interface VbMultiButtonsElement extends HTMLElement, MultiButtonsProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-multi-buttons': VbMultiButtonsElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-multi-buttons-click': CustomEvent<MultiButtonsEvents['vb-multi-buttons-click']>;
  }
}
