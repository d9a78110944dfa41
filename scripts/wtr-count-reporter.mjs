// web-test-runner reporter that writes the run's counts as JSON to a file, so scripts/test.ts
// counts browser tests from the runner's own results rather than from its console output. It also names
// each failure (file, test, first line of the error), so the run's summary can list them at its end, and
// times each file (one page at a time per process: the time between two files finishing), so the shards can
// be balanced by measured time (scripts/wtr-shard.mjs).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

function firstLine(message) {
  return String(message ?? '')
    .split('\n')[0]
    .slice(0, 200);
}

function countSuite(suite, counts, file, trail) {
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else {
      counts.failed += 1;
      counts.failures.push(`${file}: ${[...trail, test.name].join(' › ')}: ${firstLine(test.error?.message)}`);
    }
  }
  for (const child of suite.suites) countSuite(child, counts, file, [...trail, child.name]);
}

/** @param {string | undefined} file where to write { passed, failed, skipped, files, sessionErrors, failures, seconds } */
export function countReporter(file) {
  let rootDir = process.cwd();
  let last = Date.now();
  const seconds = {};
  return {
    start({ config }) {
      rootDir = config.rootDir ?? rootDir;
    },
    onTestRunStarted() {
      last = Date.now();
    },
    reportTestFileResults({ testFile }) {
      const now = Date.now();
      seconds[path.relative(rootDir, testFile)] = Math.round((now - last) / 100) / 10;
      last = now;
    },
    onTestRunFinished({ sessions }) {
      if (!file) return;
      const counts = { passed: 0, failed: 0, skipped: 0, files: 0, sessionErrors: 0, failures: [], seconds };
      for (const session of sessions) {
        counts.files += 1;
        const before = counts.failed;
        const name = session.testFile ? path.relative(rootDir, session.testFile) : '?';
        if (session.testResults) countSuite(session.testResults, counts, name, []);
        // A file that failed to load, or threw outside any test, has errors but maybe no failed test: count it.
        if ((session.errors?.length ?? 0) > 0 || (session.passed === false && counts.failed === before)) {
          counts.failed += 1;
          counts.sessionErrors += 1;
          counts.failures.push(`${name}: ${firstLine(session.errors?.[0]?.message) || 'the file did not finish'}`);
        }
      }
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}
