// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/page/meta.ts';
import type { PageEvents } from '../elements/page/events.ts';

export type * from '../elements/page/events.ts';
export { default } from '../elements/page/define.ts';

/** Properties of <vb-page>, each with its default when unset (from meta.ts). */
export type PageProps = PropsOf<typeof meta>;

/** <vb-page>: The page's own behaviours (spec section 2 'Other page behaviours'), set up by one tag around the page's content that draws nothing of its own: a link to `#id` scrolls smoothly to its target (instantly when the visitor prefers reduced motion), lands it below the sticky header and moves focus there; a link to the id of a block that listens for remote triggers (vb-unveil, a drawer) sends it a trigger message instead of scrolling; the URL fragment at load is scrolled to once the header is there; `data-link` items are marked current again when Back or Forward changes the address. */
export interface VbPageElement extends HTMLElement, PageProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-page': VbPageElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-page-scroll': CustomEvent<PageEvents['vb-page-scroll']>;
  }
}
