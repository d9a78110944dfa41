import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'search-results',
  family: 'engagement',
  calls: {
    'GET /api/search':
      'On connect and on every search or page change: the page of results. Without it (or on any answer but 200) the no-results message shows with a `retry-text` button, and no page buttons.',
  },
  description:
    'The site search results page: reads the search from the `query` URL parameter, asks GET /api/search for one page (`offset`, `numResults`), and lists each ' +
    "result's link, address, image and description as text. At most 5 page buttons with previous and next; the page is kept in the URL so the back " +
    'button works, and focus moves to the results heading on a page change. An optional search box searches again in place.',
  props: {
    numResults: {
      type: 'number',
      default: 10,
      range: [1, 50],
      description:
        'Results per page, sent as `numResults` (spec section 9: the page size). A whole number from 1 to 50; anything else gives 10 with a console warning.',
    },
    facet: {
      type: 'string',
      default: '',
      description: 'Sent as `facet`: only results of this kind (the reference server knows `articles`, `events`, `help`, `media`). Empty: all.',
    },
    customBscId: { type: 'string', default: '', description: "Sent as `customBSCId`: the search service's custom configuration id. Empty: not sent." },
    market: { type: 'string', default: '', description: 'Sent as `market` (e.g. `en-US`). Empty: not sent.' },
    queryParam: {
      type: 'string',
      default: 'query',
      emptyIsDefault: true,
      description: 'The URL parameter the search is read from and written to (spec section 2: `query`).',
    },
    pageParam: {
      type: 'string',
      default: 'page',
      emptyIsDefault: true,
      description: 'The URL parameter the page number is kept in (absent on page 1), so a page can be linked to and the back button returns to it.',
    },
    searchBox: {
      type: 'boolean',
      default: false,
      description: 'Show a search box above the results, filled with the search; submitting it searches again (a new history entry) without leaving the page.',
    },
    headingLevel: {
      type: 'number',
      default: 2,
      range: [1, 6],
      description: 'Level (1-6) of the results heading; any other value gives an h2, with a console warning. Result titles are one level below.',
    },
    heading: {
      type: 'string',
      default: 'Search results',
      emptyIsDefault: true,
      description: 'The results heading; focus moves here when the visitor changes page.',
    },
    summaryText: {
      type: 'string',
      default: '{from}–{to} of {count} results for “{query}”',
      description: 'Under the heading when there are results, and announced: `{from}`, `{to}`, `{count}` (formatted for the page language) and `{query}`.',
    },
    noResultsMessage: {
      type: 'string',
      default: 'No results for “{query}”. Try different or fewer words.',
      emptyIsDefault: true,
      description:
        'Shown (and announced) when nothing matched, and when the search failed (spec section 8: non-200 gives the no-results message). `{query}` is the search.',
    },
    promptText: {
      type: 'string',
      default: 'Search the site to see results here.',
      description: 'Shown when the URL has no search.',
    },
    loadingText: { type: 'string', default: 'Searching…', description: 'Shown (and announced) while results load.' },
    retryText: {
      type: 'string',
      default: 'Try again',
      emptyIsDefault: true,
      description: 'The button under the no-results message after a failed search; it asks again.',
    },
    searchLabel: { type: 'string', default: 'Search the site', emptyIsDefault: true, description: "The search box's label (with `search-box`)." },
    searchButtonText: { type: 'string', default: 'Search', emptyIsDefault: true, description: "The search box's button (with `search-box`)." },
    emptyQueryMessage: {
      type: 'string',
      default: 'Type a word or two to search for.',
      emptyIsDefault: true,
      description: 'Shown under the search box (and announced) when it is submitted empty; the box is marked invalid until typed in.',
    },
    pagesLabel: { type: 'string', default: 'Result pages', emptyIsDefault: true, description: 'Names the page navigation for screen readers.' },
    pageText: { type: 'string', default: 'Page {page}', emptyIsDefault: true, description: "A page button's accessible name; it shows the number." },
    previousText: { type: 'string', default: 'Previous page', emptyIsDefault: true, description: "The previous arrow's accessible name." },
    nextText: { type: 'string', default: 'Next page', emptyIsDefault: true, description: "The next arrow's accessible name." },
  },
  events: {
    'vb-search-results-load': {
      description:
        'A search answered (or failed): `page` of `pages` (0 when nothing matched or the call failed), `matches` in all, the results shown, and `failed` ' +
        'when the call failed. Only the answer to the last search is reported; an older one still on its way is dropped.',
      detail:
        '{ query: string; page: number; pages: number; matches: number; results: { url: string; title: string; image: string; description: string }[]; failed: boolean }',
    },
  },
  parts: {
    form: 'The search box form (with `search-box`).',
    input: 'The search input.',
    button: 'The search button.',
    'box-message': 'The message under an empty search box.',
    heading: 'The results heading.',
    status: 'The summary, loading, prompt or no-results line (a polite live region).',
    list: 'The list of results.',
    result: 'One result.',
    image: "A result's image.",
    title: "A result's title link.",
    url: "A result's address.",
    description: "A result's description.",
    retry: 'The button that searches again after a failure.',
    pagination: 'The page navigation.',
    page: 'A page button; the current one has `aria-current="page"`.',
    previous: 'The previous arrow.',
    next: 'The next arrow.',
  },
  cssProperties: {
    '--vb-search-results-image-size': 'Width and height of a result image. Default: `4rem`.',
    '--vb-search-results-gap': 'Space between results. Default: `1.25rem`.',
    '--vb-search-results-title-color': 'Result title links. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-search-results-url-color': 'Result addresses. Default: `--vb-color-success` (`#1e6b34`).',
    '--vb-search-results-page-size': 'Width and height of a page button. Default: `2.75rem`.',
  },
});
