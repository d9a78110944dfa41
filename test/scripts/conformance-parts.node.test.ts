// The conformance suite runs in parts (test/conformance/part-K-of-N.test.ts) so web-test-runner can run them side
// by side: every element must be in exactly one part, or an element would silently go unchecked.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { elementNames, shardOf } from '../support/elements-plugin.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const parts = readdirSync(`${ROOT}/test/conformance`).filter((name) => /^part-\d+-of-\d+\.test\.ts$/.test(name));

test('the parts are 1 to N of the same N', () => {
  assert.ok(parts.length > 1, 'expected the suite in parts');
  const shards = parts.map((file) => shardOf(file));
  const counts = new Set(shards.map((s) => s.count));
  assert.deepEqual([...counts], [parts.length], `every part names the same N, the number of parts: ${parts.join(', ')}`);
  assert.deepEqual(
    shards.map((s) => s.index).sort((a, b) => a - b),
    parts.map((_, i) => i),
  );
});

test('every element is in exactly one part', () => {
  const names = elementNames(ROOT);
  const seen = new Map<string, number>();
  for (const file of parts) {
    const { index, count } = shardOf(file);
    names.filter((_, i) => i % count === index).forEach((name) => seen.set(name, (seen.get(name) ?? 0) + 1));
  }
  assert.deepEqual([...seen.keys()].sort(), names);
  assert.ok([...seen.values()].every((n) => n === 1));
});

test('a file that is not a part runs every element', () => {
  assert.deepEqual(shardOf('/test/conformance/conformance.test.ts'), { index: 0, count: 1 });
  assert.deepEqual(shardOf('/test/conformance/part-3-of-6.test.ts'), { index: 2, count: 6 });
});
