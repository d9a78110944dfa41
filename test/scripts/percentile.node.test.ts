import { test } from 'node:test';
import assert from 'node:assert/strict';
import { percentile } from '../../scripts/percentile.ts';

test('nearest rank: the smallest sample with at least p % of the samples at or below it, whatever the order', () => {
  const samples = [9, 1, 7, 3, 5, 2, 8, 4, 10, 6];
  assert.equal(percentile(samples, 50), 5);
  assert.equal(percentile(samples, 95), 10);
  assert.equal(percentile(samples, 99), 10);
  assert.equal(percentile(samples, 10), 1);
  assert.equal(percentile(samples, 0), 1);
  assert.equal(percentile([4, 2, 3], 50), 3);
  assert.deepEqual(samples.slice(0, 3), [9, 1, 7], 'the samples are not sorted in place');
  assert.ok(Number.isNaN(percentile([], 50)));
});
