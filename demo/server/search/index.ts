/**
 * Site search over the content pages (spec section 7: GET /api/search -> results, matches) with SQLite FTS5.
 * The index is derived data: it is rebuilt from search/pages.ts whenever that content changes, and
 * nothing else writes to it.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { CONTENT_PAGES, pageImage, pageUrl, type ContentPage, type Facet } from './pages.ts';

/** Spec section 3 'Search result'. */
export interface SearchResult {
  url: string;
  title: string;
  image: string;
  description: string;
}

export interface SearchAnswer {
  results: SearchResult[];
  /** Every page that matches, not only this page of results. */
  matches: number;
}

export interface SearchRequest {
  query: string;
  offset: number;
  numResults: number;
  facet?: Facet;
}

/** Words past this many are ignored: a pasted paragraph should not build a huge FTS expression. */
export const MAX_QUERY_TERMS = 32;

/**
 * bm25 column weights, in the table's column order (title, description, body, then the UNINDEXED
 * url, image, facet). A word in the title says far more about a page than the same word in its body.
 */
const BM25_WEIGHTS = [10, 4, 1, 0, 0, 0] as const;

/**
 * Words so common that, when a query falls back to matching any word, they would match nearly every page
 * ("how do I find a ward" would otherwise count every page containing "a"). Only dropped from the
 * fallback, and only while another word remains.
 */
const FALLBACK_STOPWORDS = new Set(
  'a about an and are as at be by can do for from how i in is it me my of on or our the this to what when where who why will with you your'.split(' '),
);

/**
 * Turns what a visitor typed into an FTS5 expression that can never be a syntax error.
 * `all`: each whitespace-separated word becomes a quoted string, all required. FTS5 then treats `AND`,
 * `NEAR(`, `*`, `:` and `-` inside it as text, and `children's` or `title:temple` as a phrase.
 * `any` (the fallback): every run of letters and digits is a quoted term, one of them required, so
 * `title:temple` still finds pages about temples.
 * Chunks with no letter or digit are dropped; undefined when nothing searchable is left.
 */
export function toMatchExpression(input: string, mode: 'all' | 'any'): string | undefined {
  // A NUL ends an SQLite string early and leaves the quote open; no control character is searchable anyway.
  const text = input.normalize('NFKC').replace(/\p{Cc}/gu, ' ');
  let words = (mode === 'all' ? text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)) : (text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])).slice(
    0,
    MAX_QUERY_TERMS,
  );
  if (words.length === 0) return undefined;
  if (mode === 'any') {
    const meaningful = words.filter((word) => !FALLBACK_STOPWORDS.has(word.toLowerCase()));
    if (meaningful.length > 0) words = meaningful;
  }
  return words.map((word) => `"${word.replace(/"/g, '""')}"`).join(mode === 'all' ? ' AND ' : ' OR ');
}

export function contentHash(pages: readonly ContentPage[]): string {
  return createHash('sha256').update(JSON.stringify(pages)).digest('hex');
}

/** Fills the FTS table from `pages` unless it already holds exactly them; answers whether it rebuilt. */
export function syncSearchIndex(db: Db, pages: readonly ContentPage[] = CONTENT_PAGES): boolean {
  const hash = contentHash(pages);
  const stateOf = db.prepare<[], { content_hash: string }>('SELECT content_hash FROM search_index_state WHERE id = 1');
  if (stateOf.get()?.content_hash === hash) return false;
  const insert = db.prepare<[number, string, string, string, string, string, Facet]>(
    'INSERT INTO search_pages (rowid, title, description, body, url, image, facet) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const rebuild = db.transaction(() => {
    // Two servers starting on one file: the second finds the work done once it has the write lock.
    if (stateOf.get()?.content_hash === hash) return false;
    db.prepare('DELETE FROM search_pages').run();
    pages.forEach((page, index) => {
      insert.run(index + 1, page.title, page.description, page.body, pageUrl(page), pageImage(page), page.facet);
    });
    db.prepare(
      `INSERT INTO search_index_state (id, content_hash) VALUES (1, ?)
       ON CONFLICT (id) DO UPDATE SET content_hash = excluded.content_hash, indexed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    ).run(hash);
    // Merges the segments the inserts wrote, so queries read one b-tree.
    db.prepare(`INSERT INTO search_pages (search_pages) VALUES ('optimize')`).run();
    return true;
  });
  return rebuild.immediate();
}

export interface SearchIndex {
  search(request: SearchRequest): SearchAnswer;
}

export function createSearchIndex(db: Db): SearchIndex {
  const weights = BM25_WEIGHTS.join(', ');
  const facetFilter = '(@facet IS NULL OR facet = @facet)';
  const page = db.prepare<{ match: string; facet: Facet | null; limit: number; offset: number }, SearchResult>(`
    SELECT url, title, image, description
    FROM search_pages
    WHERE search_pages MATCH @match AND ${facetFilter}
    ORDER BY bm25(search_pages, ${weights}), rowid
    LIMIT @limit OFFSET @offset
  `);
  const count = db.prepare<{ match: string; facet: Facet | null }, { n: number }>(`
    SELECT count(*) AS n FROM search_pages WHERE search_pages MATCH @match AND ${facetFilter}
  `);

  function run(match: string, request: SearchRequest): SearchAnswer {
    const facet = request.facet ?? null;
    const matches = count.get({ match, facet })?.n ?? 0;
    if (matches === 0 || request.offset >= matches) return { results: [], matches };
    const results = page.all({ match, facet, limit: request.numResults, offset: request.offset });
    return { results, matches };
  }

  return {
    search(request) {
      const all = toMatchExpression(request.query, 'all');
      if (all === undefined) return { results: [], matches: 0 };
      const strict = run(all, request);
      if (strict.matches > 0) return strict;
      // No page has every word: a visitor typing a sentence still gets the pages that share some of it.
      const any = toMatchExpression(request.query, 'any');
      return any === undefined || any === all ? strict : run(any, request);
    },
  };
}
