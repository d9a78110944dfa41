// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/search-results/meta.ts.

/** `vb-search-results-load`: A search answered (or failed): `page` of `pages` (0 when nothing matched or the call failed), `matches` in all, the results shown, and `failed` when the call failed. Only the answer to the last search is reported; an older one still on its way is dropped. */
export type SearchResultsLoadDetail = {
  query: string;
  page: number;
  pages: number;
  matches: number;
  results: { url: string; title: string; image: string; description: string }[];
  failed: boolean;
};

/** Every event <vb-search-results> sends, by name: its `event.detail`. */
export type SearchResultsEvents = {
  'vb-search-results-load': SearchResultsLoadDetail;
};
