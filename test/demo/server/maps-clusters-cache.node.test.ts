/**
 * The service's whole-world cluster answers (demo/server/maps/service.ts): kept per zoom and types for
 * views that hold every location, equal to a fresh computation, never used when filters, ids or emphasis
 * change the answer, and frozen because calls share them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getMapsData } from '../../../demo/server/maps/data.ts';
import { compileFilter } from '../../../demo/server/maps/filters.ts';
import { MapsService, TooManyClusters } from '../../../demo/server/maps/service.ts';

const service = new MapsService(getMapsData());
const WORLD = { southWest: { longitude: -180, latitude: -85.05 }, northEast: { longitude: 180, latitude: 85.05 } };
/** Just short of the world: computed every time. */
const ALMOST = { southWest: WORLD.southWest, northEast: { longitude: 179.999999, latitude: 85.05 } };
const plain = (types?: string[]) => ({ filters: [], ...(types ? { types: new Set(types) } : {}) });

describe('whole-world cluster answers', () => {
  test('equal a fresh computation, for each zoom and type selection, and are kept', () => {
    for (const zoom of [0, 2, 4]) {
      for (const types of [undefined, ['MEETINGHOUSE'], ['TEMPLE', 'MEETINGHOUSE']]) {
        const first = service.clusters(plain(types), WORLD, zoom, []);
        assert.deepEqual(first, service.clusters(plain(types), ALMOST, zoom, []), `zoom ${zoom} ${types?.join()}`);
        assert.equal(service.clusters(plain(types), WORLD, zoom, []), first, 'the same answer again');
      }
    }
    // The same types in another order are the same question.
    assert.equal(service.clusters(plain(['MEETINGHOUSE', 'TEMPLE']), WORLD, 2, []), service.clusters(plain(['TEMPLE', 'MEETINGHOUSE']), WORLD, 2, []));
  });

  test('are frozen: a caller cannot change what the next call gets', () => {
    const answer = service.clusters(plain(), WORLD, 1, []);
    assert.throws(() => (answer as unknown[]).push({}), TypeError);
  });

  test('are not used when filters, ids or emphasis change the answer', () => {
    const cached = service.clusters(plain(), WORLD, 2, []);
    const total = (answer: ReadonlyArray<{ count: number }>) => answer.reduce((sum, cluster) => sum + cluster.count, 0);
    const filter = compileFilter({ field: 'language.code', operator: '=', operand: 'spa' }, 'filters');
    const filtered = service.clusters({ filters: [filter] }, WORLD, 2, []);
    assert.ok(total(filtered) < total(cached), `${total(filtered)} < ${total(cached)}`);
    const first = service.data.locations[0];
    assert.ok(first);
    assert.equal(total(service.clusters({ filters: [], ids: [{ id: first.id }] }, WORLD, 2, [])), 1);
    const emphasized = service.clusters(plain(), WORLD, 2, [filter]);
    assert.ok(emphasized.some((cluster) => cluster.emphasized));
    assert.ok(!cached.some((cluster) => cluster.emphasized));
  });

  test('still refuse answers over the cap', () => {
    const count = service.clusters(plain(), WORLD, 3, []).length;
    assert.throws(() => service.clusters(plain(), WORLD, 3, [], count - 1), TooManyClusters);
  });
});
