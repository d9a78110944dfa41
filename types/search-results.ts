// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/search-results/meta.ts';
import type { SearchResultsEvents } from '../elements/search-results/events.ts';

export type * from '../elements/search-results/events.ts';
export { default } from '../elements/search-results/define.ts';

/** Properties of <vb-search-results>, each with its default when unset (from meta.ts). */
export type SearchResultsProps = PropsOf<typeof meta>;

/** <vb-search-results>: The site search results page: reads the search from the `query` URL parameter, asks GET /api/search for one page (`offset`, `numResults`), and lists each result's link, address, image and description as text. At most 5 page buttons with previous and next; the page is kept in the URL so the back button works, and focus moves to the results heading on a page change. An optional search box searches again in place. */
export interface VbSearchResultsElement extends HTMLElement, SearchResultsProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-search-results': VbSearchResultsElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-search-results-load': CustomEvent<SearchResultsEvents['vb-search-results-load']>;
  }
}
