// web-test-runner reporter that writes the run's counts as JSON to a file, so scripts/test.ts
// counts browser tests from the runner's own results rather than from its console output.
import { writeFileSync } from 'node:fs';

function countSuite(suite, counts) {
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites) countSuite(child, counts);
}

/** @param {string | undefined} file where to write { passed, failed, skipped, files, sessionErrors } */
export function countReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      if (!file) return;
      const counts = { passed: 0, failed: 0, skipped: 0, files: 0, sessionErrors: 0 };
      for (const session of sessions) {
        counts.files += 1;
        const before = counts.failed;
        if (session.testResults) countSuite(session.testResults, counts);
        // A file that failed to load, or threw outside any test, has errors but maybe no failed test: count it.
        if ((session.errors?.length ?? 0) > 0 || (session.passed === false && counts.failed === before)) {
          counts.failed += 1;
          counts.sessionErrors += 1;
        }
      }
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}
