import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  callKey,
  MAX_NUM_RESULTS,
  displayUrl,
  offsetOf,
  pageCount,
  pager,
  pageToShowInstead,
  readAnswer,
  readSearchUrl,
  viewFor,
  writeSearchUrl,
} from '../../../elements/search-results/search-results-logic.ts';
import { meta } from '../../../elements/search-results/meta.ts';

const BASE = 'https://example.org/search';

describe('search-results URL', () => {
  it('reads the query parameter named query and the page, trimmed', () => {
    assert.deepEqual(readSearchUrl(`${BASE}?query=%20temple%20tours%20&page=3`, 'query', 'page'), { query: 'temple tours', page: 3 });
    assert.deepEqual(readSearchUrl(BASE, 'query', 'page'), { query: '', page: 1 });
    assert.deepEqual(readSearchUrl(`${BASE}?q=x&p=2`, 'q', 'p'), { query: 'x', page: 2 });
  });

  it('a page that is not 1 to 5 is page 1', () => {
    for (const page of ['0', '6', '-1', '2.5', 'two', '', '1e2', '99999999999999999999']) {
      assert.equal(readSearchUrl(`${BASE}?query=a&page=${page}`, 'query', 'page').page, 1, page);
    }
    assert.equal(readSearchUrl(`${BASE}?query=a&page=5`, 'query', 'page').page, 5);
  });

  it('cuts a query to the 500 characters the server takes', () => {
    assert.equal(readSearchUrl(`${BASE}?query=${'a'.repeat(600)}`, 'query', 'page').query.length, 500);
  });

  it('writes the query and page, page 1 as no parameter, and keeps the rest of the address', () => {
    assert.equal(
      writeSearchUrl(`${BASE}?lang=es#top`, 'query', 'page', { query: 'family history', page: 2 }),
      `${BASE}?lang=es&query=family+history&page=2#top`,
    );
    assert.equal(writeSearchUrl(`${BASE}?query=a&page=4`, 'query', 'page', { query: 'a', page: 1 }), `${BASE}?query=a`);
    assert.equal(writeSearchUrl(`${BASE}?query=a&page=4`, 'query', 'page', { query: '', page: 1 }), BASE);
  });
});

describe('search-results pages', () => {
  it('page count from matches and numResults, capped at 5', () => {
    assert.equal(pageCount(0, 10), 0);
    assert.equal(pageCount(1, 10), 1);
    assert.equal(pageCount(10, 10), 1);
    assert.equal(pageCount(11, 10), 2);
    assert.equal(pageCount(49, 10), 5);
    assert.equal(pageCount(1000, 10), 5);
    assert.equal(pageCount(7, 2), 4);
  });

  it('offset is (page - 1) x numResults', () => {
    assert.equal(offsetOf(1, 10), 0);
    assert.equal(offsetOf(3, 7), 14);
  });

  it('page buttons with previous and next, none past either end', () => {
    assert.deepEqual(pager(1, 5), { pages: [1, 2, 3, 4, 5], previous: null, next: 2 });
    assert.deepEqual(pager(3, 5), { pages: [1, 2, 3, 4, 5], previous: 2, next: 4 });
    assert.deepEqual(pager(2, 2), { pages: [1, 2], previous: 1, next: null });
    assert.deepEqual(pager(1, 0), { pages: [], previous: null, next: null });
  });

  it('a page past the last one gives the last page with results', () => {
    assert.equal(pageToShowInstead(5, { results: [], matches: 12 }, 10), 2);
    assert.equal(pageToShowInstead(2, { results: [{ url: '', title: '', image: '', description: '' }], matches: 12 }, 10), null);
    assert.equal(pageToShowInstead(3, { results: [], matches: 0 }, 10), null);
    assert.equal(pageToShowInstead(1, { results: [], matches: 3 }, 10), null);
  });
});

describe('search-results answer', () => {
  it('keeps the four fields as text, drops entries that are not objects', () => {
    const answer = readAnswer({
      results: [{ url: '/a', title: 'A', image: '/a.svg', description: 'About A', extra: 1 }, null, 'text', { url: 5, title: ['x'] }],
      matches: 9,
    });
    assert.deepEqual(answer, {
      results: [
        { url: '/a', title: 'A', image: '/a.svg', description: 'About A' },
        { url: '', title: '', image: '', description: '' },
      ],
      matches: 9,
    });
  });

  it('matches is never below the results shown, nor a non-number', () => {
    assert.equal(readAnswer({ results: [{}, {}], matches: 1 }).matches, 2);
    assert.equal(readAnswer({ results: [], matches: '12' }).matches, 0);
    assert.equal(readAnswer({ results: [], matches: -3 }).matches, 0);
  });

  it('an answer without a results list is no answer', () => {
    for (const body of [null, 'text', [], { matches: 3 }, { results: 'x' }]) assert.throws(() => readAnswer(body), TypeError);
  });
});

describe('search-results view', () => {
  const key = callKey({ query: 'temple', page: 2 }, { numResults: 10 }, 0);
  const answer = { results: [{ url: '/a', title: 'A', image: '', description: '' }], matches: 11 };

  it('no query: idle; an answer to another call: loading', () => {
    assert.equal(viewFor('', key, { key, answer }).phase, 'idle');
    assert.equal(viewFor('temple', key, null).phase, 'loading');
    const older = callKey({ query: 'templ', page: 2 }, { numResults: 10 }, 0);
    assert.deepEqual(viewFor('temple', key, { key: older, answer }), { phase: 'loading', answer: null });
  });

  it('another page, page size or try is another call', () => {
    assert.notEqual(callKey({ query: 'a', page: 1 }, { numResults: 10 }, 0), callKey({ query: 'a', page: 2 }, { numResults: 10 }, 0));
    assert.notEqual(callKey({ query: 'a', page: 1 }, { numResults: 10 }, 0), callKey({ query: 'a', page: 1 }, { numResults: 5 }, 0));
    assert.notEqual(callKey({ query: 'a', page: 1 }, { numResults: 10 }, 0), callKey({ query: 'a', page: 1 }, { numResults: 10 }, 1));
  });

  it('its own answer: results, empty, or error when the call failed', () => {
    assert.deepEqual(viewFor('temple', key, { key, answer }), { phase: 'results', answer });
    assert.equal(viewFor('temple', key, { key, answer: { results: [], matches: 0 } }).phase, 'empty');
    assert.deepEqual(viewFor('temple', key, { key, answer: null }), { phase: 'error', answer: null });
  });
});

describe('search-results checks', () => {
  it("num-results' range in meta.ts ends at the reference server's page limit", () => {
    assert.deepEqual(meta.props.numResults.range, [1, MAX_NUM_RESULTS]);
  });

  it('shows an address without scheme or trailing slash', () => {
    assert.equal(displayUrl(new URL('https://example.org/pages/temple-open-house/')), 'example.org/pages/temple-open-house');
    assert.equal(displayUrl(new URL('http://localhost:5173/')), 'localhost:5173');
    assert.equal(displayUrl(new URL('https://example.org/a?b=1')), 'example.org/a?b=1');
  });
});
