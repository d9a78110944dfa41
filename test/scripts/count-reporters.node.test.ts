/**
 * npm test's totals come from two small reporters (scripts/node-test-count-reporter.mjs for
 * node:test, scripts/wtr-count-reporter.mjs for web-test-runner); a miscount would hide failures.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import countReporter from '../../scripts/node-test-count-reporter.mjs';
import { countReporter as wtrCountReporter } from '../../scripts/wtr-count-reporter.mjs';

interface NodeTestEvent {
  type: string;
  data: { name: string; file?: string; skip?: boolean; todo?: boolean; details?: { type?: string; error?: { message: string; cause?: { message: string } } } };
}

async function countsOf(events: NodeTestEvent[]): Promise<unknown> {
  async function* source() {
    yield* events;
  }
  const out: string[] = [];
  for await (const chunk of countReporter(source())) out.push(String(chunk));
  return JSON.parse(out.join(''));
}

describe('node:test count reporter', () => {
  test('counts passed, failed, skipped and todo tests; suites are not tests', async () => {
    const counts = await countsOf([
      { type: 'test:start', data: { name: 'a' } },
      { type: 'test:pass', data: { name: 'a', details: { type: 'test' } } },
      {
        type: 'test:fail',
        data: {
          name: 'b',
          file: path.join(process.cwd(), 'test/x.node.test.ts'),
          details: { type: 'test', error: { message: 'wrapped', cause: { message: 'Expected 1\nto be 2' } } },
        },
      },
      { type: 'test:pass', data: { name: 'c', skip: true, details: { type: 'test' } } },
      { type: 'test:pass', data: { name: 'd', todo: true, details: { type: 'test' } } },
      { type: 'test:fail', data: { name: 'suite', details: { type: 'suite' } } },
      { type: 'test:pass', data: { name: 'ok suite', details: { type: 'suite' } } },
      { type: 'test:diagnostic', data: { name: 'tests 4' } },
    ]);
    // The failure is named with its file and the first line of its cause, for the run's closing list.
    assert.deepEqual(counts, { passed: 1, failed: 1, skipped: 1, todo: 1, failures: ['test/x.node.test.ts: b: Expected 1'] });
  });

  test('a file that fails to load (reported as a failing test) counts as failed', async () => {
    assert.deepEqual(await countsOf([{ type: 'test:fail', data: { name: '/x/broken.node.test.ts', details: {} } }]), {
      passed: 0,
      failed: 1,
      skipped: 0,
      todo: 0,
      failures: ['/x/broken.node.test.ts'],
    });
  });
});

describe('web-test-runner count reporter', () => {
  test('counts nested suites and turns a session error (file failed to load or timed out) into a failure', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vb-wtr-count-'));
    try {
      const file = path.join(dir, 'counts.json');
      const reporter = wtrCountReporter(file);
      reporter.start({ config: { rootDir: dir } });
      reporter.onTestRunStarted();
      reporter.reportTestFileResults({ testFile: path.join(dir, 'test/a.test.ts') });
      reporter.onTestRunFinished({
        sessions: [
          {
            testFile: path.join(dir, 'test/a.test.ts'),
            passed: false,
            errors: [],
            testResults: {
              name: '',
              tests: [{ name: 't1', passed: true, skipped: false }],
              suites: [
                {
                  name: 's',
                  tests: [
                    { name: 't2', passed: false, skipped: false, error: { message: 'expected 1 to equal 2\n  at x' } },
                    { name: 't3', passed: false, skipped: true },
                  ],
                  suites: [],
                },
              ],
            },
          },
          {
            testFile: path.join(dir, 'test/b.test.ts'),
            passed: false,
            errors: [{ message: 'Browser tests did not finish within 300000ms.' }],
            testResults: undefined,
          },
        ],
      });
      const { seconds, ...counts } = JSON.parse(readFileSync(file, 'utf8')) as { seconds: Record<string, number> };
      assert.deepEqual(counts, {
        passed: 1,
        failed: 2,
        skipped: 1,
        files: 2,
        sessionErrors: 1,
        failures: ['test/a.test.ts: s › t2: expected 1 to equal 2', 'test/b.test.ts: Browser tests did not finish within 300000ms.'],
      });
      // Each finished file is timed, for the shards (scripts/wtr-shard.mjs).
      assert.deepEqual(Object.keys(seconds), ['test/a.test.ts']);
      assert.equal(typeof seconds['test/a.test.ts'], 'number');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
