/**
 * Autocomplete's ranked prefix lists (demo/server/maps/search.ts): a one-word query with a limit is answered
 * from the prefix's ranked list instead of scoring and sorting every match; the answer must be exactly the
 * first `limit` of the full ranking, for every prefix as it is typed, with and without a filter.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getMapsData, type LocationRecord } from '../../../demo/server/maps/data.ts';
import { LocationSearch } from '../../../demo/server/maps/search.ts';

const data = getMapsData();
const search = new LocationSearch(data);
const ids = (hits: ReadonlyArray<{ record: LocationRecord; score: number }>) => hits.map((hit) => `${hit.score}:${hit.record.id}`);

/** Every prefix of these words, as typed (one-letter prefixes match tens of thousands of locations). */
const TYPED = ['Provo', 'Orem', 'Salt', 'sao', 'São', 'Mexico', 'ward', 'z', '8', 'Qx', 'nothingmatches'].flatMap((word) =>
  Array.from({ length: word.length }, (_, n) => word.slice(0, n + 1)),
);

describe('autocomplete from ranked prefix lists', () => {
  test('the first `limit` hits equal the full ranking, for each prefix as typed', async () => {
    const all = () => true;
    for (const input of TYPED) {
      const full = await search.search(input, all);
      for (const limit of [1, 10, 100]) assert.deepEqual(ids(await search.search(input, all, limit)), ids(full.slice(0, limit)), `${input} limit ${limit}`);
    }
  });

  test('the call filter (layers, extent) applies before the limit', async () => {
    const wards = (record: LocationRecord) => record.type.startsWith('WARD');
    const utah = (record: LocationRecord) => record.latitude > 37 && record.latitude < 42 && record.longitude > -114 && record.longitude < -109;
    for (const input of ['p', 'pr', 'prov', 's', 'sa', 'o']) {
      for (const accept of [wards, utah]) {
        const full = await search.search(input, accept);
        assert.ok(full.length > 10, `${input}: ${full.length}`);
        assert.deepEqual(ids(await search.search(input, accept, 10)), ids(full.slice(0, 10)), input);
      }
    }
  });

  test('names starting with the prefix come before other matches', async () => {
    const hits = await search.search('sal', () => true, 50);
    assert.equal(hits.length, 50);
    assert.ok(hits[0] && hits[0].score >= 2, `${hits[0]?.score}`);
    for (let i = 1; i < hits.length; i++) assert.ok((hits[i - 1]?.score ?? 0) >= (hits[i]?.score ?? 0));
  });

  test('queries of several words, or with punctuation, still rank as before', async () => {
    for (const input of ['provo ysa', 'salt lake', 'sa-', ' orem ']) {
      const full = await search.search(input, () => true);
      assert.deepEqual(ids(await search.search(input, () => true, 10)), ids(full.slice(0, 10)), input);
    }
  });
});
