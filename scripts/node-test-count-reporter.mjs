// node:test reporter that writes one JSON line of counts ({ passed, failed, skipped, todo }) to its
// destination, next to the human-readable spec reporter: scripts/test.ts sums these, so the
// count never depends on parsing console text. Suites (describe) are not tests, as in node's own
// summary: a failing before() hook shows up as the tests it cancels (counted failed), and a
// failing after() hook as a non-zero exit, which scripts/test.ts counts.
export default async function* countReporter(source) {
  const counts = { passed: 0, failed: 0, skipped: 0, todo: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const data = event.data;
    if (data.details?.type === 'suite') continue;
    if (data.skip) counts.skipped += 1;
    else if (data.todo) counts.todo += 1;
    else if (event.type === 'test:pass') counts.passed += 1;
    else counts.failed += 1;
  }
  yield `${JSON.stringify(counts)}\n`;
}
