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
  data: { name: string; skip?: boolean; todo?: boolean; details?: { type?: string } };
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
      { type: 'test:fail', data: { name: 'b', details: { type: 'test' } } },
      { type: 'test:pass', data: { name: 'c', skip: true, details: { type: 'test' } } },
      { type: 'test:pass', data: { name: 'd', todo: true, details: { type: 'test' } } },
      { type: 'test:fail', data: { name: 'suite', details: { type: 'suite' } } },
      { type: 'test:pass', data: { name: 'ok suite', details: { type: 'suite' } } },
      { type: 'test:diagnostic', data: { name: 'tests 4' } },
    ]);
    assert.deepEqual(counts, { passed: 1, failed: 1, skipped: 1, todo: 1 });
  });

  test('a file that fails to load (reported as a failing test) counts as failed', async () => {
    assert.deepEqual(await countsOf([{ type: 'test:fail', data: { name: '/x/broken.node.test.ts', details: {} } }]), {
      passed: 0,
      failed: 1,
      skipped: 0,
      todo: 0,
    });
  });
});

describe('web-test-runner count reporter', () => {
  test('counts nested suites and turns a session error (file failed to load or timed out) into a failure', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vb-wtr-count-'));
    try {
      const file = path.join(dir, 'counts.json');
      const reporter = wtrCountReporter(file);
      reporter.onTestRunFinished({
        sessions: [
          {
            passed: false,
            errors: [],
            testResults: {
              name: '',
              tests: [{ name: 't1', passed: true, skipped: false }],
              suites: [
                {
                  name: 's',
                  tests: [
                    { name: 't2', passed: false, skipped: false },
                    { name: 't3', passed: false, skipped: true },
                  ],
                  suites: [],
                },
              ],
            },
          },
          { passed: false, errors: [{ message: 'Browser tests did not finish within 300000ms.' }], testResults: undefined },
        ],
      });
      assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), { passed: 1, failed: 2, skipped: 1, files: 2, sessionErrors: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
