/**
 * The browser stage's shares (scripts/wtr-shard.mjs): every file in exactly one share, and the shares balanced by each
 * file's recorded seconds (test/browser-timings.json), so the web-test-runner processes finish together.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileWeights, shardFiles } from '../../scripts/wtr-shard.mjs';

function project(files: Record<string, number>, seconds?: Record<string, number>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vb-shard-'));
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), 'x'.repeat(bytes));
  }
  if (seconds) writeFileSync(path.join(root, 'test', 'browser-timings.json'), JSON.stringify(seconds));
  return root;
}

describe('browser test shares', () => {
  test('every file lands in exactly one share, balanced by recorded seconds, not by size', () => {
    const files = { 'test/a.test.ts': 100, 'test/b.test.ts': 100, 'test/c.test.ts': 100, 'test/d.test.ts': 5000 };
    // The small file a is the slow one; d is big but quick.
    const root = project(files, { 'test/a.test.ts': 300, 'test/b.test.ts': 100, 'test/c.test.ts': 100, 'test/d.test.ts': 100 });
    try {
      const names = Object.keys(files);
      const [first = [], second = []] = [0, 1].map((i) => shardFiles(names, root, i, 2));
      assert.deepEqual([...first, ...second].sort(), names);
      assert.deepEqual(
        [first, second].find((share) => share.includes('test/a.test.ts')),
        ['test/a.test.ts'],
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('a file not recorded yet weighs its size at the recorded files’ seconds per byte; an unrecorded conformance part as the heaviest', () => {
    const files = { 'test/a.test.ts': 1000, 'test/new.test.ts': 3000, 'test/conformance/part-1-of-2.test.ts': 10 };
    const root = project(files, { 'test/a.test.ts': 20 });
    try {
      const weights = fileWeights(Object.keys(files), root);
      assert.equal(weights['test/a.test.ts'], 20);
      assert.equal(weights['test/new.test.ts'], 60);
      assert.equal(weights['test/conformance/part-1-of-2.test.ts'], 60);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
