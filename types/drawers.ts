// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/drawers/meta.ts';
import type { DrawersEvents } from '../elements/drawers/events.ts';

export type * from '../elements/drawers/events.ts';
export { default } from '../elements/drawers/define.ts';

/** Properties of <vb-drawers>, each with its default when unset (from meta.ts). */
export type DrawersProps = PropsOf<typeof meta>;

/** <vb-drawers>: Drawers (an accordion) written in plain HTML: each child heading at the level of the first one (e.g. every h3) starts a drawer and the nodes after it, up to the next such heading, are its panel. The heading id is the trigger id: a URL fragment equal to it opens the drawer, scrolls to it and focuses its button. Optional only-one-open, only-once, tracked (remembered in local storage) and a form variant whose sections must be valid before a later one opens. Renders in light DOM by default so page CSS and fragment links reach the content; the author's nodes are kept (same ids and listeners). A link to a drawer puts its id in the address; window.visitorBlocks.reinit() reads the content again and re-applies the fragment and open markers. Host state for page CSS: data-vb-open-count (open drawers) and, when tracked, data-vb-progress (done/total); each drawer box carries data-vb-open, data-vb-visited, data-vb-validated and data-vb-locked, and light-DOM classes vb-drawers__<part>. */
export interface VbDrawersElement extends HTMLElement, DrawersProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-drawers': VbDrawersElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-drawers-toggle': CustomEvent<DrawersEvents['vb-drawers-toggle']>;
    'vb-drawers-validated': CustomEvent<DrawersEvents['vb-drawers-validated']>;
    'vb-drawers-progress': CustomEvent<DrawersEvents['vb-drawers-progress']>;
  }
}
