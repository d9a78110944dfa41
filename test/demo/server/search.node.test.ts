import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_STATIC_DIR } from '../../../demo/server/config.ts';
import { openDatabase } from '../../../demo/server/db/database.ts';
import { SEARCH_DEFAULT_RESULTS, SEARCH_MAX_RESULTS } from '../../../demo/server/routes/search.ts';
import { createSearchIndex, syncSearchIndex, toMatchExpression } from '../../../demo/server/search/index.ts';
import { CONTENT_PAGES, FACETS, pageUrl, type ContentPage, type Facet } from '../../../demo/server/search/pages.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

interface Result {
  url: string;
  title: string;
  image: string;
  description: string;
}
interface Answer {
  status: number;
  body: { results: Result[]; matches: number; field?: string; error?: string };
}

const byUrl = new Map(CONTENT_PAGES.map((page) => [pageUrl(page), page]));
const facetOf = (result: Result): Facet => {
  const page = byUrl.get(result.url);
  assert.ok(page, `result ${result.url} is not a content page`);
  return page.facet;
};

describe('content pages (search/pages.ts)', () => {
  test('there are 60 to 150 pages with unique slugs and titles, each with real text', () => {
    assert.ok(CONTENT_PAGES.length >= 60 && CONTENT_PAGES.length <= 150, `${CONTENT_PAGES.length} pages`);
    assert.equal(new Set(CONTENT_PAGES.map((page) => page.slug)).size, CONTENT_PAGES.length);
    assert.equal(new Set(CONTENT_PAGES.map((page) => page.title.toLowerCase())).size, CONTENT_PAGES.length);
    for (const page of CONTENT_PAGES) {
      assert.match(page.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/, page.slug);
      assert.ok(page.description.length >= 30 && page.description.length <= 200, `${page.slug} description`);
      assert.ok(page.body.split(/\s+/).length >= 50, `${page.slug} body is too short`);
      assert.ok((FACETS as readonly string[]).includes(page.facet));
    }
  });

  test('every facet has pages, and every page image is an icon file the server serves', () => {
    for (const facet of FACETS)
      assert.ok(
        CONTENT_PAGES.some((page) => page.facet === facet),
        facet,
      );
    for (const page of CONTENT_PAGES) {
      assert.ok(existsSync(path.join(DEFAULT_STATIC_DIR, 'svgs', `${page.icon}.svg`)), `${page.slug}: ${page.icon}.svg is missing`);
    }
  });
});

describe('FTS query building', () => {
  test('each word is quoted, so FTS5 operators and punctuation are plain text', () => {
    assert.equal(toMatchExpression('temple open house', 'all'), '"temple" AND "open" AND "house"');
    assert.equal(toMatchExpression('temple OR house', 'any'), '"temple" OR "house"');
    assert.equal(toMatchExpression('title:temple', 'any'), '"title" OR "temple"');
    assert.equal(toMatchExpression('say "hi" NEAR(x)', 'all'), '"say" AND """hi""" AND "NEAR(x)"');
    assert.equal(toMatchExpression('  * ( ) - ^ : "  ', 'all'), undefined);
  });

  test('the any-word fallback drops common words while something else remains', () => {
    assert.equal(toMatchExpression('how to find a ward', 'any'), '"find" OR "ward"');
    assert.equal(toMatchExpression('how to', 'any'), '"how" OR "to"');
  });

  test('no input makes an FTS5 syntax error', () => {
    const db = openDatabase(':memory:');
    try {
      syncSearchIndex(db);
      const index = createSearchIndex(db);
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (query) => {
          const answer = index.search({ query, offset: 0, numResults: 5 });
          assert.ok(answer.matches >= answer.results.length);
        }),
        { numRuns: 500 },
      );
      const nasty = fc.constantFrom('"', '*', 'AND', 'OR', 'NOT', 'NEAR(', ')', '(', ':', '^', '-', '+', "'", 'title:', '{', '}', 'temple', 'family');
      fc.assert(
        fc.property(fc.array(nasty, { maxLength: 8 }), (parts) => {
          index.search({ query: parts.join(' '), offset: 0, numResults: 5 });
          index.search({ query: parts.join(''), offset: 0, numResults: 5 });
        }),
        { numRuns: 500 },
      );
    } finally {
      db.close();
    }
  });
});

describe('search index sync', () => {
  const page = (slug: string, title: string, body: string): ContentPage => ({
    slug,
    title,
    description: `${title} description`,
    body,
    facet: 'articles',
    icon: 'info',
  });

  test('the index is built once, left alone while the content is the same, and rebuilt when it changes', () => {
    const db = openDatabase(':memory:');
    try {
      const first = [page('alpha', 'Alpha page', 'lighthouse keepers'), page('beta', 'Beta page', 'bakery')];
      assert.equal(syncSearchIndex(db, first), true);
      assert.equal(syncSearchIndex(db, first), false);
      const index = createSearchIndex(db);
      assert.deepEqual(
        index.search({ query: 'lighthouse', offset: 0, numResults: 10 }).results.map((r) => r.url),
        ['/pages/alpha'],
      );

      const second = [page('gamma', 'Gamma page', 'orchard harvest')];
      assert.equal(syncSearchIndex(db, second), true);
      assert.equal(index.search({ query: 'lighthouse', offset: 0, numResults: 10 }).matches, 0);
      assert.equal(index.search({ query: 'orchard', offset: 0, numResults: 10 }).matches, 1);
    } finally {
      db.close();
    }
  });
});

describe('GET /api/search', () => {
  let site: SiteDirs;
  let server: TestServer;

  const search = async (query: Record<string, string | number>): Promise<Answer> => {
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await fetch(`${server.base}/api/search?${params}`);
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const ok = async (query: Record<string, string | number>) => {
    const answer = await search(query);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };

  before(async () => {
    site = makeSite();
    server = await startServer(site, { apiPrefix: '/site' });
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('answers { results: [{ url, title, image, description }], matches } with the page data', async () => {
    const body = await ok({ query: 'giving machines' });
    assert.deepEqual(Object.keys(body).sort(), ['matches', 'results']);
    assert.ok(body.matches > 0);
    for (const result of body.results) {
      assert.deepEqual(Object.keys(result).sort(), ['description', 'image', 'title', 'url']);
      const page = byUrl.get(result.url);
      assert.ok(page);
      assert.equal(result.title, page.title);
      assert.equal(result.description, page.description);
      assert.equal(result.image, `/static/svgs/${page.icon}.svg`);
    }
  });

  test('a query for any page title returns that page first', async () => {
    for (const page of CONTENT_PAGES) {
      const body = await ok({ query: page.title, numResults: 3 });
      assert.equal(body.results[0]?.url, pageUrl(page), `"${page.title}" ranked ${JSON.stringify(body.results.map((r) => r.title))}`);
    }
  });

  test('title words outrank the same word in a body: "baptism" leads with the baptism page', async () => {
    const body = await ok({ query: 'baptism' });
    assert.equal(body.results[0]?.url, '/pages/baptism-and-confirmation');
    assert.ok(body.matches >= 2, 'other pages mention baptism in their text');
  });

  test('matches counts every matching page, whatever the page size', async () => {
    const all = await ok({ query: 'temple', numResults: SEARCH_MAX_RESULTS });
    const expected = CONTENT_PAGES.filter((page) => /\btemples?\b/i.test(`${page.title} ${page.description} ${page.body}`)).length;
    assert.equal(all.matches, expected);
    assert.equal(all.results.length, Math.min(expected, SEARCH_MAX_RESULTS));
    assert.equal((await ok({ query: 'temple', numResults: 1 })).matches, expected);
  });

  test(`numResults defaults to ${SEARCH_DEFAULT_RESULTS} and offset to 0`, async () => {
    const body = await ok({ query: 'church' });
    assert.ok(body.matches > SEARCH_DEFAULT_RESULTS);
    assert.equal(body.results.length, SEARCH_DEFAULT_RESULTS);
    assert.deepEqual(body.results, (await ok({ query: 'church', offset: 0, numResults: SEARCH_DEFAULT_RESULTS })).results);
  });

  test('offset and numResults page through the same ranking without gaps or repeats', async () => {
    const all = await ok({ query: 'family', numResults: SEARCH_MAX_RESULTS });
    assert.ok(all.matches > 7 && all.matches <= SEARCH_MAX_RESULTS, `${all.matches} matches`);
    const paged: Result[] = [];
    for (let offset = 0; offset < all.matches; offset += 3) {
      const page = await ok({ query: 'family', offset, numResults: 3 });
      assert.equal(page.matches, all.matches);
      assert.ok(page.results.length <= 3);
      paged.push(...page.results);
    }
    assert.deepEqual(paged, all.results);
  });

  test('an offset past the last match answers no results and the same matches', async () => {
    const all = await ok({ query: 'temple' });
    const past = await ok({ query: 'temple', offset: all.matches });
    assert.deepEqual(past, { results: [], matches: all.matches });
  });

  test('facet keeps only that kind of page; the facets partition the matches; an empty facet is no filter', async () => {
    const all = await ok({ query: 'christmas', numResults: SEARCH_MAX_RESULTS });
    let total = 0;
    for (const facet of FACETS) {
      const body = await ok({ query: 'christmas', facet, numResults: SEARCH_MAX_RESULTS });
      for (const result of body.results) assert.equal(facetOf(result), facet);
      total += body.matches;
    }
    assert.equal(total, all.matches);
    assert.ok((await ok({ query: 'christmas', facet: 'events' })).matches > 0);
    assert.deepEqual(await ok({ query: 'christmas', facet: '', numResults: SEARCH_MAX_RESULTS }), all);
  });

  test('words match in their other forms and without accents', async () => {
    const serving = await ok({ query: 'serving', numResults: SEARCH_MAX_RESULTS });
    assert.ok(
      serving.results.some((result) => result.url === '/pages/light-the-world'),
      '"serving" finds "serve"',
    );
    const resume = await ok({ query: 'resume' });
    assert.equal(resume.results[0]?.url, '/pages/employment-resources');
    assert.deepEqual(await ok({ query: 'TEMPLE' }), await ok({ query: 'temple' }));
  });

  test('every word must match when some page has them all; otherwise pages with any of them are found', async () => {
    const strict = await ok({ query: 'giving machine charities', numResults: SEARCH_MAX_RESULTS });
    for (const result of strict.results) {
      const page = byUrl.get(result.url);
      assert.ok(page);
      assert.match(`${page.title} ${page.description} ${page.body}`, /charit/i);
    }
    const loose = await ok({ query: 'temple zzyzxnotaword' });
    assert.ok(loose.matches > 0);
    assert.deepEqual(loose.results, (await ok({ query: 'temple' })).results);
    assert.deepEqual(await ok({ query: 'zzyzxnotaword qqxjvnotaword' }), { results: [], matches: 0 });
  });

  test('FTS5 syntax in the query never errors', async () => {
    const queries = [
      '"',
      '""',
      '"temple',
      'temple"',
      '*',
      'temple*',
      '(',
      ')',
      'NEAR(temple family)',
      'AND',
      'OR',
      'NOT',
      'temple AND',
      'OR temple',
      'NOT temple',
      'title:temple',
      '-temple',
      '+temple',
      '^temple',
      '{title}: temple',
      "children's",
      'temple\u0000',
      '\u202etemple',
      'ﬁnd',
      'temple; DROP TABLE search_pages; --',
      '%',
      '\\',
      "'",
    ];
    for (const query of queries) {
      const answer = await search({ query });
      assert.equal(answer.status, 200, `${JSON.stringify(query)}: ${JSON.stringify(answer.body)}`);
      assert.ok(Array.isArray(answer.body.results));
    }
    assert.ok((await ok({ query: 'title:temple' })).matches > 0);
    assert.deepEqual(await ok({ query: '*()"^' }), { results: [], matches: 0 });
    assert.ok((await ok({ query: 'temple' })).matches > 0, 'the index survived');
  });

  test('an empty or blank query is a 400 naming query', async () => {
    for (const query of [{}, { query: '' }, { query: '   ' }, { query: '\t\n' }] as Array<Record<string, string>>) {
      const answer = await search(query);
      assert.equal(answer.status, 400, JSON.stringify(query));
      assert.equal(answer.body.field, 'query');
    }
  });

  test('bad paging, facet, market, customBSCId and unknown parameters are 400s naming the field', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ numResults: 0 }, 'numResults'],
      [{ numResults: SEARCH_MAX_RESULTS + 1 }, 'numResults'],
      [{ numResults: 'ten' }, 'numResults'],
      [{ numResults: 2.5 }, 'numResults'],
      [{ offset: -1 }, 'offset'],
      [{ offset: 'x' }, 'offset'],
      [{ offset: 10001 }, 'offset'],
      [{ facet: 'videos' }, 'facet'],
      [{ market: 'english please' }, 'market'],
      [{ customBSCId: 'a b' }, 'customBSCId'],
      [{ page: 2 }, 'page'],
      [{ query: 'x'.repeat(501) }, 'query'],
    ];
    for (const [extra, field] of cases) {
      const answer = await search({ query: 'temple', ...extra });
      assert.equal(answer.status, 400, JSON.stringify(extra));
      assert.equal(answer.body.field, field, JSON.stringify(extra));
    }
  });

  test('market and customBSCId are accepted and do not change the answer', async () => {
    const plain = await ok({ query: 'hymns' });
    assert.deepEqual(await ok({ query: 'hymns', market: 'en-US', customBSCId: '8c2e6f1a-7f3b-4d3c-9a8e-1b2c3d4e5f60' }), plain);
    assert.deepEqual(await ok({ query: 'hymns', market: '', customBSCId: '' }), plain);
  });

  test('is served under the consolidation prefix, uncached', async () => {
    const response = await fetch(`${server.base}/site/api/search?query=temple`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.deepEqual(await response.json(), await ok({ query: 'temple' }));
  });

  test('arbitrary text as a query answers 200 (or 400 when blank), never 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), async (query) => {
        const answer = await search({ query });
        assert.equal(answer.status, query.trim() === '' ? 400 : 200, JSON.stringify(query));
      }),
      { numRuns: 150 },
    );
  });
});
