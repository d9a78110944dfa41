// node:test reporter that writes one JSON line of counts ({ passed, failed, skipped, todo, failures }) to its
// destination, next to the human-readable spec reporter: scripts/test.ts sums these, so the
// count never depends on parsing console text, and lists `failures` (file, test, first line of the error) at
// the run's end. Suites (describe) are not tests, as in node's own
// summary: a failing before() hook shows up as the tests it cancels (counted failed), and a
// failing after() hook as a non-zero exit, which scripts/test.ts counts.
import path from 'node:path';

export default async function* countReporter(source) {
  const counts = { passed: 0, failed: 0, skipped: 0, todo: 0, failures: [] };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const data = event.data;
    if (data.details?.type === 'suite') continue;
    if (data.skip) counts.skipped += 1;
    else if (data.todo) counts.todo += 1;
    else if (event.type === 'test:pass') counts.passed += 1;
    else {
      counts.failed += 1;
      const error = data.details?.error;
      const message = String(error?.cause?.message ?? error?.message ?? '')
        .split('\n')[0]
        .slice(0, 200);
      const file = data.file ? path.relative(process.cwd(), data.file) : '';
      counts.failures.push([file, data.name, message].filter(Boolean).join(': '));
    }
  }
  yield `${JSON.stringify(counts)}\n`;
}
