// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/scroll-logic/meta.ts';
import type { ScrollLogicEvents } from '../elements/scroll-logic/events.ts';

export type * from '../elements/scroll-logic/events.ts';
export { default } from '../elements/scroll-logic/define.ts';

/** Properties of <vb-scroll-logic>, each with its default when unset (from meta.ts). */
export type ScrollLogicProps = PropsOf<typeof meta>;

/** <vb-scroll-logic>: The page's in-page links, done well: a link to `#id` scrolls smoothly to its target (instantly when the visitor prefers reduced motion), lands it just below the sticky header and moves focus there; a link to the id of a block that listens for remote triggers (vb-unveil, a drawer) sends it a trigger message instead of scrolling. At load it does the same for the URL fragment, once the header is there. Its content (an "On this page" list of links, say) is shown as written. */
export interface VbScrollLogicElement extends HTMLElement, ScrollLogicProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-scroll-logic': VbScrollLogicElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-scroll-logic-scroll': CustomEvent<ScrollLogicEvents['vb-scroll-logic-scroll']>;
  }
}
