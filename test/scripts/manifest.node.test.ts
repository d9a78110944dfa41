/**
 * custom-elements.json and demo/index.html are generated from source (scripts/manifest.ts); these
 * tests fail when either is stale, and when an element folder lacks one of the files every element
 * must have (meta, define, README, browser test, demo page linked from the index).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEMO_INDEX,
  MANIFEST_FILE,
  ROOT,
  TAG_PREFIX,
  buildManifest,
  elementFolders,
  elementModule,
  generateFiles,
  loadFirstExamples,
  loadMetas,
  oneLine,
  renderElementList,
  serializeManifest,
  toAttributeName,
  updateDemoIndex,
  withChoiceTypes,
  type Attribute,
  type ManifestEvent,
} from '../../scripts/manifest.ts';
import { prose, updateReadme } from '../../scripts/api-files.ts';
import { inlineCodeHtml } from '../../scripts/demo-text.ts';
import { slimMeta } from '../../scripts/vite-slim-meta.ts';

const STALE = 'run npm run manifest';

/** Every .html file under demo/ (the pages the e2e sweep loads), as paths relative to the repo. */
function demoPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.html')) pages.push(child);
    }
  };
  walk('demo');
  return pages;
}

const metas = await loadMetas();
const folders = elementFolders();
// Built once: the TypeScript pass over the props interfaces takes a few seconds.
const manifest = await buildManifest(ROOT, metas);

describe('custom-elements.json', () => {
  test(`is up to date with elements/*/meta.ts (${STALE})`, async () => {
    const file = path.join(ROOT, MANIFEST_FILE);
    assert.ok(existsSync(file), `${MANIFEST_FILE} is missing: ${STALE}`);
    const actual = JSON.parse(readFileSync(file, 'utf8')) as { modules?: Array<{ path?: string }> };
    const expected = JSON.parse(serializeManifest(manifest)) as typeof manifest;
    // Name the elements that changed: the deep diff alone prints [Object] for nested modules.
    const onDisk = new Map((actual.modules ?? []).map((m) => [m.path, JSON.stringify(m)]));
    const changed = expected.modules.filter((m) => onDisk.get(m.path) !== JSON.stringify(m)).map((m) => m.path);
    const removed = [...onDisk.keys()].filter((p) => !expected.modules.some((m) => m.path === p));
    const which = [...changed.map((p) => `${p} changed or new`), ...removed.map((p) => `${p} removed`)].join(', ');
    assert.deepStrictEqual(actual, expected, `${MANIFEST_FILE} is stale (${which || 'top level'}): ${STALE}`);
  });

  test('describes every element: tag, attributes with field names, events with detail types', () => {
    const tags = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName));
    assert.deepEqual(tags, metas.map((m) => `${TAG_PREFIX}${m.name}`).sort());
    for (const meta of metas) {
      const module = manifest.modules.find((m) => m.path === `dist/elements/${meta.name}.js`);
      assert.ok(module, `no module for ${meta.name}`);
      const declaration = module.declarations[0];
      assert.ok(declaration?.customElement);
      assert.equal(declaration.description, meta.description);
      const definition = module.exports.find((e) => e.kind === 'custom-element-definition');
      assert.equal(definition?.name, `${TAG_PREFIX}${meta.name}`);
      for (const [prop, spec] of Object.entries(meta.props)) {
        const field = declaration.members.find((m) => m.kind === 'field' && m.name === prop);
        assert.ok(field, `${meta.name}: no field for prop ${prop}`);
        if (spec.attribute !== false) {
          const attribute: Attribute | undefined = declaration.attributes.find((a) => a.fieldName === prop);
          assert.equal(attribute?.name, spec.attribute ?? toAttributeName(prop), `${meta.name}: attribute of ${prop}`);
          assert.equal(attribute?.default, spec.default === undefined ? undefined : JSON.stringify(spec.default));
        }
      }
      for (const [name, doc] of Object.entries(meta.events ?? {})) {
        const event: ManifestEvent | undefined = declaration.events.find((e) => e.name === name);
        assert.equal(event?.type.text, doc.detail, `${meta.name}: detail type of ${name}`);
      }
    }
  });
});

describe('manifest generator', () => {
  test('attribute names are kebab-case of prop names, as the runtime reads them', () => {
    assert.equal(toAttributeName('onlyOneOpen'), 'only-one-open');
    assert.equal(toAttributeName('headingLevel'), 'heading-level');
    assert.equal(toAttributeName('question'), 'question');
    assert.equal(toAttributeName('item2Label'), 'item2-label');
  });

  test('a prop with attribute: false is a field without an attribute; custom attribute names are kept', () => {
    const module = elementModule({
      name: 'probe',
      description: 'Probe. Second sentence.',
      props: {
        data: { type: 'json', default: { a: 1 }, description: 'Data.', attribute: false },
        open: { type: 'boolean', default: false, description: 'Open.', attribute: 'is-open' },
      },
      events: { 'vb-probe': { description: 'Probed.', detail: '{ n: number }' } },
    });
    const declaration = module.declarations[0];
    assert.ok(declaration);
    assert.deepEqual(
      declaration.attributes.map((a) => a.name),
      ['is-open', 'render'],
    );
    const data = declaration.members.find((m) => m.name === 'data');
    assert.deepEqual(data, { kind: 'field', name: 'data', type: { text: 'unknown' }, default: '{"a":1}', description: 'Data.', privacy: 'public' });
    assert.deepEqual(declaration.events, [{ name: 'vb-probe', type: { text: '{ n: number }' }, description: 'Probed.' }]);
    assert.equal(oneLine('Probe. Second sentence.'), 'Probe.');
    assert.equal(oneLine('Drawers (e.g. every h3) open. Then more.'), 'Drawers (e.g. every h3) open.');
  });

  test('no two props of an element share an attribute name', () => {
    for (const meta of metas) {
      const names = Object.entries(meta.props)
        .filter(([, spec]) => spec.attribute !== false)
        .map(([prop, spec]) => spec.attribute ?? toAttributeName(prop));
      assert.equal(new Set(names).size, names.length, `${meta.name}: duplicate attribute names ${names.join(', ')}`);
      assert.ok(!names.includes('render'), `${meta.name}: "render" is reserved for the render mode`);
    }
  });
});

describe('choices and ranges', () => {
  test("every default is one of its prop's choices, within its range; choices only on strings, ranges only on numbers", () => {
    let declared = 0;
    for (const meta of metas) {
      for (const [prop, spec] of Object.entries(meta.props)) {
        const where = `${meta.name}.${prop}`;
        if (spec.choices) {
          declared += 1;
          assert.equal(spec.type, 'string', `${where}: choices on a ${spec.type}`);
          assert.ok(
            spec.choices.includes(spec.default as string),
            `${where}: default ${JSON.stringify(spec.default)} is not one of ${spec.choices.join(', ')}`,
          );
          assert.equal(new Set(spec.choices.map((c) => c.toLowerCase())).size, spec.choices.length, `${where}: choices repeat (case is ignored)`);
        }
        if (spec.range) {
          declared += 1;
          const [min, max] = spec.range;
          assert.equal(spec.type, 'number', `${where}: a range on a ${spec.type}`);
          assert.ok(
            Number.isInteger(spec.default) && (spec.default as number) >= min && (spec.default as number) <= max,
            `${where}: default outside ${min}-${max}`,
          );
        }
      }
    }
    assert.ok(declared > 0, 'some props declare choices or a range');
  });

  test('a prop with choices is typed as their union in the manifest and the README tables', () => {
    const probe = {
      name: 'probe',
      description: 'Probe.',
      props: { side: { type: 'string' as const, default: 'top', choices: ['top', 'bottom'], description: 'Side.' } },
    };
    const types = withChoiceTypes([probe], new Map([['probe', new Map([['side', "'top'"]])]]));
    assert.equal(types.get('probe')?.get('side'), "'top' | 'bottom'");
    const side = elementModule(probe, types.get('probe')).declarations[0]?.attributes?.find((a) => a.name === 'side');
    assert.equal(side?.type.text, "'top' | 'bottom'");
  });
});

describe('files generated from meta.ts', () => {
  test(`every generated file is up to date (${STALE})`, async () => {
    const files = await generateFiles(ROOT, metas);
    const stale = [...files]
      .filter(([file, content]) => !existsSync(path.join(ROOT, file)) || readFileSync(path.join(ROOT, file), 'utf8') !== content)
      .map(([file]) => file);
    assert.deepEqual(stale, [], `stale or missing: ${stale.join(', ')}; ${STALE}`);
  });

  test('each element has its event types, typings and README tables among them', async () => {
    const files = await generateFiles(ROOT, metas);
    for (const meta of metas) {
      for (const file of [`elements/${meta.name}/events.ts`, `types/${meta.name}.ts`, `elements/${meta.name}/README.md`]) {
        assert.ok(files.has(file), `${file} is not generated`);
      }
      const readme = files.get(`elements/${meta.name}/README.md`) ?? '';
      for (const [prop, spec] of Object.entries(meta.props)) {
        assert.ok(readme.includes(`| \`${prop}\` |`), `README of ${meta.name} has no row for ${prop}`);
        assert.ok(readme.includes(prose(spec.description)), `README of ${meta.name}: description of ${prop}`);
      }
      for (const event of Object.keys(meta.events ?? {})) {
        assert.ok(readme.includes(`| \`${event}\` |`), `README of ${meta.name} has no row for ${event}`);
        assert.match(files.get(`types/${meta.name}.ts`) ?? '', new RegExp(`'${event}': CustomEvent<`), `typings of ${meta.name}: ${event}`);
      }
    }
    const vscode = JSON.parse(files.get('vscode.html-custom-data.json') ?? '{}') as { tags?: Array<{ name: string }> };
    assert.deepEqual(
      vscode.tags?.map((t) => t.name),
      metas.map((m) => `${TAG_PREFIX}${m.name}`),
    );
  });

  test('a README without the generated markers is an error that names them', async () => {
    const meta = metas[0];
    assert.ok(meta);
    assert.throws(() => updateReadme('# no tables\n', meta), /vb:api:attributes:start/);
  });
});

describe('demo/index.html', () => {
  const html = readFileSync(path.join(ROOT, DEMO_INDEX), 'utf8');
  /** The family section an element's card is in, by its heading text. */
  const familyOf = (page: string, name: string): string | undefined => {
    const at = page.indexOf(`id="element-${name}"`);
    const headings = [...page.slice(0, at).matchAll(/<h2 id="family-[a-z]+">([^<]+)<\/h2>/g)];
    return headings.at(-1)?.[1];
  };

  test(`lists every element (${STALE})`, async () => {
    assert.equal(html, updateDemoIndex(html, metas, await loadFirstExamples()), `${DEMO_INDEX} element list is stale: ${STALE}`);
  });

  test('groups the elements by the family in their meta.ts, families in a fixed order', () => {
    const families = [...html.matchAll(/<h2 id="family-([a-z]+)">([^<]+)<\/h2>/g)].map((m) => `${m[1]}: ${m[2]}`);
    assert.deepEqual(families, [
      'finder: Find a congregation',
      'forms: Form fields',
      'engagement: Conversation and polls',
      'content: Page content',
      'overlays: Overlays and cards',
      'media: Media, galleries and sliders',
    ]);
    assert.equal(familyOf(html, 'unit-finder'), 'Find a congregation');
    assert.equal(familyOf(html, 'map'), 'Find a congregation');
    assert.equal(familyOf(html, 'text-field'), 'Form fields');
    assert.equal(familyOf(html, 'address-block'), 'Form fields');
    assert.equal(familyOf(html, 'poll'), 'Conversation and polls');
    assert.equal(familyOf(html, 'chat'), 'Conversation and polls');
    assert.equal(familyOf(html, 'drawers'), 'Page content');
    for (const meta of metas) assert.ok(html.includes(`id="element-${meta.name}"`), `${meta.name} has a card`);
  });

  test('an element without a family is an error that names it', () => {
    const first = metas[0];
    assert.ok(first);
    assert.throws(() => renderElementList([{ ...first, name: 'no-family', family: undefined }]), /no family in meta\.ts of: no-family/);
  });

  test('shows code spans of a description as escaped <code>, never raw backticks', () => {
    assert.equal(inlineCodeHtml('Set `a<b>` & `c`.'), 'Set <code>a&lt;b&gt;</code> &amp; <code>c</code>.');
    const generated = html.slice(html.indexOf('elements:start'), html.indexOf('elements:end'));
    const descriptions = [...generated.matchAll(/<\/a><\/h3>\n\s*<p>(.*)<\/p>/g)].map((m) => m[1] ?? '');
    assert.equal(descriptions.length, metas.length);
    assert.deepEqual(
      descriptions.filter((text) => text.includes('`')),
      [],
    );
    assert.ok(generated.includes('<p>A one-question poll.</p>'));
    assert.ok(generated.includes("the page's <code>geocountry</code> meta"));
  });

  test('each card has a preview waiting in a template and a focusable, labelled snippet with a Copy button', () => {
    const card = html.slice(html.indexOf('id="element-poll"'), html.indexOf('</li>', html.indexOf('id="element-poll"')));
    assert.match(card, /<div class="demo-preview" data-demo-preview="poll">/);
    assert.match(card, /<template>\s*<vb-poll\n/);
    assert.match(card, /<pre class="demo-code" tabindex="0" aria-label="Markup of the vb-poll example"><code>&lt;vb-poll\n {2}heading-level=&quot;3&quot;/);
    assert.match(card, /<button type="button" class="demo-copy" data-demo-copy>Copy<span class="demo-visually-hidden"> the vb-poll markup<\/span><\/button>/);
    assert.match(card, /<span class="demo-copy-status" role="status"><\/span>/);
    // No scrolling code block on the page is out of the keyboard's reach (axe scrollable-region-focusable).
    const pres = [...html.matchAll(/<pre[^>]*>/g)].map((m) => m[0]);
    assert.ok(pres.length > metas.length);
    assert.deepEqual(
      pres.filter((tag) => !tag.includes('tabindex="0"') || !tag.includes('aria-label=')),
      [],
    );
  });

  test('the family is documentation: the browser meta does not carry it', () => {
    const poll = metas.find((meta) => meta.name === 'poll');
    assert.equal(poll?.family, 'engagement');
    assert.equal('family' in slimMeta(poll), false);
  });
});

describe('every element folder is complete', () => {
  const pages = demoPages().map((page) => ({ page, html: readFileSync(path.join(ROOT, page), 'utf8') }));
  const index = readFileSync(path.join(ROOT, DEMO_INDEX), 'utf8');
  test('there is at least one element', () => {
    assert.ok(folders.length > 0, 'elements/ has no element folders');
  });
  for (const name of folders) {
    test(`elements/${name}`, () => {
      const missing: string[] = [];
      for (const file of [`elements/${name}/meta.ts`, `elements/${name}/define.ts`, `elements/${name}/README.md`]) {
        if (!existsSync(path.join(ROOT, file))) missing.push(file);
      }
      // Its tests mirror the tree (README Layout): test/elements/<name>/<name>.test.tsx and the rest of that folder.
      const test = `test/elements/${name}/${name}.test.tsx`;
      if (!existsSync(path.join(ROOT, test))) missing.push(test);
      // Its own page (every variant), not just any page that happens to use the tag (plain.html uses several).
      const tag = `<${TAG_PREFIX}${name}`;
      const ownPage = path.join('demo', `${name}.html`);
      const page = pages.find((p) => p.page === ownPage);
      if (!page) missing.push(`${ownPage} (its demo page)`);
      else if (!new RegExp(`${tag}[\\s>/]`).test(page.html)) missing.push(`a ${tag}> tag in ${ownPage}`);
      // The index links to the element's page, so a visitor of /demo/ finds it.
      if (!index.includes(`href="/demo/${name}.html"`)) missing.push(`a link from ${DEMO_INDEX} to /demo/${name}.html (${STALE})`);
      assert.deepEqual(missing, [], `elements/${name} is missing: ${missing.join('; ')}`);
    });
  }
});
