// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/progress-circle/meta.ts';
import type { ProgressCircleEvents } from '../elements/progress-circle/events.ts';

export type * from '../elements/progress-circle/events.ts';
export { default } from '../elements/progress-circle/define.ts';

/** Properties of <vb-progress-circle>, each with its default when unset (from meta.ts). */
export type ProgressCircleProps = PropsOf<typeof meta>;

/** <vb-progress-circle>: A ring that shows how much of a page the visitor has read: the page's progress `track-{path}` (local storage, 'done/total'), which tracked `<vb-drawers>` keep, on this page or another. It follows the progress live, from this page and from the visitor's other tabs. With `done` and `total` it shows those instead. A `progressbar` to assistive technology, named by its label. */
export interface VbProgressCircleElement extends HTMLElement, ProgressCircleProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-progress-circle': VbProgressCircleElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-progress-circle-change': CustomEvent<ProgressCircleEvents['vb-progress-circle-change']>;
  }
}
