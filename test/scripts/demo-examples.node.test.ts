import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { elementsWithExamples, loadExamples, renderExample, ROOT, stalePages, updatePage, withDescription } from '../../scripts/demo-examples.ts';

/** Every .html page under demo/ (the pages the e2e sweep loads), as paths relative to demo/. */
function demoPages(dir = path.join(ROOT, 'demo'), relative = ''): string[] {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return child === 'server' ? [] : demoPages(dir, child);
    return entry.name.endsWith('.html') ? [child] : [];
  });
}

describe('demo pages generated from examples.ts', () => {
  test('every element has examples, and every demo page shows exactly its examples (run scripts/demo-examples.ts when this fails)', async () => {
    // Every element folder has examples: the demo page, the tests and the README come from them.
    const folders = readdirSync(path.join(ROOT, 'elements'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    assert.deepEqual(elementsWithExamples(), folders.sort());
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

  test("every demo page has a meta description; an element page has its meta description's first sentence, as plain text", () => {
    const missing = demoPages().filter((page) => !/<meta name="description" content="[^"]{10,}">/.test(readFileSync(path.join(ROOT, 'demo', page), 'utf8')));
    assert.deepEqual(missing, [], 'demo pages without a <meta name="description">');
    const poll = readFileSync(path.join(ROOT, 'demo', 'poll.html'), 'utf8');
    assert.ok(poll.includes('<meta name="description" content="A one-question poll.">'), 'poll.html description');
    const finder = readFileSync(path.join(ROOT, 'demo', 'unit-finder.html'), 'utf8');
    assert.ok(finder.includes('lives in the URL (location, languages, unit).">'), 'code spans lose their backticks and the second sentence is cut');
  });

  test('a page whose meta description is missing or edited is stale, and gets the tag after its title', () => {
    const page = readFileSync(path.join(ROOT, 'demo', 'poll.html'), 'utf8');
    const without = page.replace(/\n\s*<meta name="description"[^>]*>/, '');
    assert.notEqual(without, page);
    const restored = withDescription(without, 'A one-question poll.');
    assert.equal(restored, page);
    assert.match(restored, /<\/title>\n {2}<meta name="description" content="A one-question poll.">\n/);
    assert.equal(withDescription(page, 'Quotes "and" <tags>.').includes('content="Quotes &quot;and&quot; &lt;tags&gt;."'), true);
    assert.throws(() => withDescription('<html></html>', 'x'), /<title>/);
  });
});
