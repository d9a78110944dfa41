/**
 * vb-search-results' pure part (spec sections 2, 3 'Search result', 7 `GET /api/search`, 8, 9): what the URL
 * asks for, which page and offset that is, the answer read defensively, the page buttons,
 * and the wording with its placeholders. No DOM: a node test covers all of it.
 */

/** Spec section 9: search pages capped at 5. */
export const MAX_PAGES = 5;
/** The reference server's limits (demo/server/routes/search.ts): a longer query or a bigger page is a 400. */
export const MAX_QUERY_CHARS = 500;
/** meta.ts's range for `num-results` ends here (a node test holds them together). */
export const MAX_NUM_RESULTS = 50;

/** Spec section 3 'Search result'. */
export interface SearchResult {
  url: string;
  title: string;
  image: string;
  description: string;
}

export interface SearchAnswer {
  results: SearchResult[];
  /** Every matching page, whatever page is shown. */
  matches: number;
}

export interface SearchRequest {
  query: string;
  page: number;
}

/** The search the address asks for: `?query=` (spec section 2) and the page, 1 when absent or not 1 to 5. */
export function readSearchUrl(href: string, queryParam: string, pageParam: string): SearchRequest {
  const params = new URL(href).searchParams;
  const query = (params.get(queryParam) ?? '').trim().slice(0, MAX_QUERY_CHARS);
  const raw = params.get(pageParam) ?? '';
  const page = /^[1-9]\d*$/.test(raw) ? Number(raw) : 1;
  return { query, page: page <= MAX_PAGES ? page : 1 };
}

/** The address of a search: the query and page written, page 1 as no parameter; the rest of the URL kept. */
export function writeSearchUrl(href: string, queryParam: string, pageParam: string, request: SearchRequest): string {
  const url = new URL(href);
  if (request.query) url.searchParams.set(queryParam, request.query);
  else url.searchParams.delete(queryParam);
  if (request.page > 1) url.searchParams.set(pageParam, String(request.page));
  else url.searchParams.delete(pageParam);
  return url.href;
}

/** How many pages the matches fill, at most 5 (spec section 9); 0 when nothing matched. */
export function pageCount(matches: number, numResults: number): number {
  if (!(matches > 0) || !(numResults > 0)) return 0;
  return Math.min(MAX_PAGES, Math.ceil(matches / numResults));
}

/** The first result of a page: `offset` of the call. */
export function offsetOf(page: number, numResults: number): number {
  return (page - 1) * numResults;
}

/** The page links: 1 to the page count, with previous and next (null at either end). */
export interface Pager {
  pages: number[];
  previous: number | null;
  next: number | null;
}

export function pager(current: number, count: number): Pager {
  const pages = Array.from({ length: Math.min(count, MAX_PAGES) }, (_, index) => index + 1);
  return { pages, previous: current > 1 && count > 0 ? current - 1 : null, next: current < count ? current + 1 : null };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The answer as the element uses it: `results` entries that are objects, each field a string ('' when missing
 * or not text); `matches` a whole number not below the results shown. Anything else is not an answer (throws).
 */
export function readAnswer(body: unknown): SearchAnswer {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { results?: unknown }).results)) {
    throw new TypeError('the answer has no results list');
  }
  const record = body as { results: unknown[]; matches?: unknown };
  const results = record.results
    .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    .map((item) => ({ url: text(item.url), title: text(item.title), image: text(item.image), description: text(item.description) }));
  const matches = typeof record.matches === 'number' && Number.isInteger(record.matches) && record.matches >= 0 ? record.matches : 0;
  return { results, matches: Math.max(matches, results.length) };
}

/** An address for the address bar's eye: host and path, no scheme, no trailing slash. */
export function displayUrl(url: URL): string {
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.host}${path}${url.search}`;
}

/** What the element shows. `error`: the call failed; the no-results message shows with a retry (spec section 8). */
export type SearchPhase = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export interface SearchView {
  phase: SearchPhase;
  answer: SearchAnswer | null;
}

/** What came back for one call: the call's key (everything it asked, and the try) and its answer, null when it failed. */
export interface Settled {
  key: string;
  answer: SearchAnswer | null;
}

/** One key per call: a change of any of these is another search, and an answer to an older one is not shown. */
export function callKey(request: SearchRequest, options: Record<string, string | number>, attempt: number): string {
  return JSON.stringify([request.query, request.page, options, attempt]);
}

/**
 * What shows for the call the element wants now: an answer or failure shows only while it belongs to that call
 * (the last query's answer; one to an older query, page or try is never shown for the newer one).
 */
export function viewFor(query: string, key: string, settled: Settled | null): SearchView {
  if (!query) return { phase: 'idle', answer: null };
  if (!settled || settled.key !== key) return { phase: 'loading', answer: null };
  const { answer } = settled;
  if (!answer) return { phase: 'error', answer: null };
  return { phase: answer.results.length > 0 ? 'results' : 'empty', answer };
}

/**
 * A page past the last one (an old link, fewer matches now): the last page that has results, or null when
 * the page shown is fine.
 */
export function pageToShowInstead(page: number, answer: SearchAnswer, numResults: number): number | null {
  if (answer.results.length > 0 || answer.matches === 0 || page <= 1) return null;
  const last = pageCount(answer.matches, numResults);
  return last >= 1 && last < page ? last : null;
}
