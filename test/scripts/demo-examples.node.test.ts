import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { elementsWithExamples, loadExamples, renderExample, ROOT, stalePages, updatePage } from '../../scripts/demo-examples.ts';

describe('demo pages generated from examples.ts', () => {
  test('every element has examples, and every demo page shows exactly its examples (run scripts/demo-examples.ts when this fails)', async () => {
    assert.deepEqual(elementsWithExamples(), [
      'check-box',
      'checkbox-radio',
      'content-block',
      'display-dependency',
      'drawers',
      'email-field',
      'phone-field',
      'poll',
      'select-box',
      'select-group',
      'text-area',
      'text-field',
    ]);
    const stale = await stalePages();
    assert.deepEqual(
      stale.map((page) => path.relative(ROOT, page.file)),
      [],
      'stale demo pages: run `node --import tsx scripts/demo-examples.ts`',
    );
  });

  test('an edited example makes its page stale, and only the generated part changes', async () => {
    const examples = await loadExamples('poll');
    const page = readFileSync(path.join(ROOT, 'demo', 'poll.html'), 'utf8');
    const first = examples[0];
    assert.ok(first);
    const edited = [{ ...first, title: 'Edited title' }, ...examples.slice(1)];
    const updated = updatePage(page, 'poll', edited);
    assert.notEqual(updated, page);
    assert.ok(updated.includes('Edited title'));
    // The hand-written head and the page's own sections after the markers are untouched.
    const head = (text: string) => text.slice(0, text.indexOf('</head>'));
    const tail = (text: string) => text.slice(text.indexOf('<!-- vb-examples:end -->'));
    assert.equal(head(updated), head(page));
    assert.equal(tail(updated), tail(page));
  });

  test('a page without markers is an error, not a silent no-op', () => {
    assert.throws(() => updatePage('<html><body></body></html>', 'poll', []), /markers/);
  });

  test('example names are unique per element and usable as ids; every example holds its element', async () => {
    for (const name of elementsWithExamples()) {
      const examples = await loadExamples(name);
      const names = examples.map((example) => example.name);
      assert.deepEqual(names, [...new Set(names)], `${name}: duplicate example names`);
      for (const example of examples) {
        assert.match(example.name, /^[a-z][a-z0-9-]*$/, `${name}: example name ${example.name}`);
        assert.ok(example.html.includes(`<vb-${name}`), `${name}/${example.name} has no <vb-${name}>`);
        assert.ok(renderExample(example).includes(`id="example-${example.name}"`));
      }
    }
  });
});
