/**
 * What the build sends a page (issue 9, section 2), checked on a real build into a temp folder:
 * meta.ts ships without its documentation, a runtime piece only one element uses stays with that
 * element, and the loader asks for all of an element's files at once (one round trip, not three).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { meta as emailFieldMeta } from '../../elements/email-field/meta.ts';
import { meta as pollMeta } from '../../elements/poll/meta.ts';
import { meta as drawersMeta } from '../../elements/drawers/meta.ts';
import { requestWaterfall, roundTrips } from '../../scripts/bench-load.ts';
import { pageBytes, preloadLists } from '../../scripts/page-bytes.ts';
import { makeupTable, pageMakeups } from '../../scripts/page-makeup.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { slimMeta, slimMetaModule } from '../../scripts/vite-slim-meta.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Each response is held back this long, so requests made one after another cannot overlap. */
const LATENCY_MS = 250;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}

const MAKEUP_START = '<!-- vb:page-makeup:start';
const MAKEUP_END = '<!-- vb:page-makeup:end -->';
/** A page's figure in the README may be this far off (a share) before the table counts as stale. */
const README_TOLERANCE = 0.05;

/** Recorded gzip bytes beyond React per one-element page (test/scripts/page-budgets.json). */
const BUDGETS_FILE = fileURLToPath(new URL('page-budgets.json', import.meta.url));
const budgets = (JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as { pages: Record<string, number> }).pages;

function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  assert.ok(chunk, `manifest has ${key}`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => closure(manifest, imported, seen))];
}

function collectStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
  return into;
}

describe('slim meta (scripts/vite-slim-meta.ts)', () => {
  test('keeps what defineElement reads and drops every description', () => {
    const slim = slimMeta(pollMeta);
    assert.equal(slim.name, 'poll');
    const props = slim.props as Record<string, Record<string, unknown>>;
    assert.deepEqual(Object.keys(props), Object.keys(pollMeta.props));
    for (const [name, spec] of Object.entries(pollMeta.props)) {
      assert.equal(props[name]?.type, spec.type, `${name}.type`);
      assert.deepEqual(props[name]?.default, spec.default, `${name}.default`);
      assert.ok(!('description' in (props[name] ?? {})), `${name} has no description`);
    }
    assert.deepEqual(Object.keys(slim.events as object), Object.keys(pollMeta.events ?? {}));
    for (const key of ['description', 'parts', 'slots', 'cssProperties']) assert.ok(!(key in slim), `no ${key}`);
    const shipped = JSON.stringify(slim);
    assert.ok(!shipped.includes(pollMeta.description), 'the element description is not shipped');
    for (const spec of Object.values(pollMeta.props)) assert.ok(!shipped.includes(`"${spec.description}"`), `prop description shipped: ${spec.description}`);
  });

  test('keeps the render mode and attribute names', () => {
    const slim = slimMeta(drawersMeta);
    assert.equal(slim.render, drawersMeta.render);
    const withAttribute = Object.entries(drawersMeta.props).filter(([, spec]) => 'attribute' in spec);
    for (const [name, spec] of withAttribute)
      assert.deepEqual((slim.props as Record<string, { attribute?: unknown }>)[name]?.attribute, (spec as { attribute?: unknown }).attribute);
  });

  test('keeps formAssociated: a form field is form-associated in a build too', () => {
    assert.equal(slimMeta(emailFieldMeta).formAssociated, true);
    assert.ok(!('formAssociated' in slimMeta(pollMeta)), 'only fields carry it');
  });

  test('refuses a meta module that is not plain data', () => {
    assert.throws(() => slimMetaModule({ meta: pollMeta, helper: () => 1 }), /not plain data/);
    assert.throws(() => slimMetaModule({ meta: pollMeta, since: new Date(0) }), /not plain data/);
    assert.match(slimMetaModule({ meta: pollMeta, LIMIT: 5 }), /export const LIMIT = 5;/);
  });
});

describe('the library build', () => {
  let dist = '';
  let manifest: Record<string, ManifestChunk> = {};
  let browser: Browser | undefined;
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vb-build-'));
    await build({ configFile: path.join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'error', build: { outDir: dist, emptyOutDir: true } });
    manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  });
  after(async () => {
    await browser?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  test('an element module carries its defaults but none of its documentation', () => {
    const poll = read(closure(manifest, 'elements/poll/define.ts')[0] ?? '');
    assert.ok(poll.includes(pollMeta.props.errorMessage.default), 'a prop default is shipped');
    const docs = [
      pollMeta.description,
      ...Object.values(pollMeta.props).map((spec) => spec.description),
      ...collectStrings(pollMeta.parts ?? {}),
      ...collectStrings(pollMeta.events ?? {}),
    ];
    for (const text of docs) assert.ok(!poll.includes(text), `shipped documentation: ${text}`);
  });

  // The api client has three users (poll, email and phone fields): a runtime chunk of theirs. The fields import it
  // with the element; the poll with its first call (a first-time visitor who never votes never loads it).
  test('a runtime piece only some elements use (the api client) is loaded with them, never by an element without it', () => {
    const marker = 'Idempotency-Key';
    const hasApi = (files: string[]) => files.some((file) => read(file).includes(marker));
    for (const user of ['email-field', 'phone-field'])
      assert.ok(hasApi(closure(manifest, `elements/${user}/define.ts`)), `a ${user} page loads the api client`);
    assert.ok(!hasApi(closure(manifest, 'elements/poll/define.ts')), 'a poll page loads the api client before its first call');
    const pollImports = manifest['elements/poll/define.ts']?.dynamicImports ?? [];
    assert.ok(hasApi(pollImports.flatMap((key) => closure(manifest, key))), "the poll's first call loads the api client");
    for (const file of closure(manifest, 'elements/drawers/define.ts'))
      assert.ok(!read(file).includes(marker), `a drawers page loads the api client via ${file}`);
  });

  // The 'Broken component' view (src/broken-view.ts) is loaded by the error boundary when an element breaks.
  test("no page loads the 'Broken component' view up front; the runtime imports it on demand", () => {
    const marker = 'Broken component';
    for (const [tag, files] of Object.entries(preloadLists(dist))) {
      for (const file of ['loader.js', ...files]) assert.ok(!read(file).includes(marker), `${tag}'s page loads the broken view via ${file}`);
    }
    const onDemand = Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []);
    assert.ok(
      onDemand.some((key) => read(manifest[key]?.file ?? '').includes(marker)),
      'the broken view is a chunk loaded on demand',
    );
  });

  test("the loader lists each element's files: its module and every chunk it imports", () => {
    assert.match(read('loader.js'), /^const __VB_ELEMENT_FILES__=\{.*\};$/m, 'loader.js starts with the file lists');
    // Packed (src/element-files.ts), the chunks every element needs come right after the element's module: the same
    // files as the module's closure, the module first.
    const files = preloadLists(dist);
    for (const name of ['poll', 'content-block', 'drawers', 'phone-field', 'unit-finder']) {
      const expected = closure(manifest, `elements/${name}/define.ts`);
      assert.equal(files[`vb-${name}`]?.[0], expected[0], `${name}: its own module first`);
      assert.deepEqual([...(files[`vb-${name}`] ?? [])].sort(), [...expected].sort(), name);
    }
    // Light mode (src/light-host.ts) is a chunk of its own: the light-by-default elements import it (loaded on
    // demand, it came after their first paint and the page shifted); a shadow element's page never loads it, and
    // the loader has its list for a `render="light"` instance.
    const lightKey = Object.keys(manifest).find((key) => manifest[key]?.src === 'src/light-host.ts' || manifest[key]?.name === 'light-host');
    const light = lightKey && manifest[lightKey]?.file;
    assert.ok(lightKey && light, 'light mode is a chunk of its own');
    for (const name of ['drawers', 'display-dependency']) assert.ok(files[`vb-${name}`]?.includes(light), `${name} brings light mode`);
    for (const name of ['poll', 'content-block', 'text-field']) assert.ok(!files[`vb-${name}`]?.includes(light), `${name} does not load light mode`);
    assert.deepEqual(files.light, closure(manifest, lightKey), "the loader's list of light mode's files");
    const map = JSON.parse(read('loader.js.map')) as { mappings: string };
    assert.ok(map.mappings.startsWith(';') && !map.mappings.startsWith(';;'), 'the source map skips the one added line');
  });

  // The poll's 4 files go out in the loader's first preload task; the address block's 20 and more are spread over
  // several tasks (src/loader.ts, PRELOADS_PER_TASK), still all before the first response is back.
  for (const name of ['poll', 'address-block'])
    test(`a page with only <vb-${name}> asks for the element, the runtime and React at once (${LATENCY_MS} ms latency per request)`, async () => {
      assert.ok(browser);
      const { requests } = await requestWaterfall(browser, { dist, element: name, latencyMs: LATENCY_MS });
      const expected = ['loader.js', ...closure(manifest, `elements/${name}/define.ts`)];
      assert.deepEqual(requests.map((r) => r.file).sort(), [...expected].sort());
      const element = requests.find((r) => r.file === expected[1]);
      assert.ok(element);
      for (const request of requests) {
        if (request.file === 'loader.js') continue;
        assert.ok(
          request.start < element.end,
          `${request.file} was requested at ${request.start.toFixed(0)} ms, after the element module arrived at ${element.end.toFixed(0)} ms`,
        );
      }
      assert.equal(roundTrips(requests), 2, 'the loader, then everything else');
    });

  // The bytes budget (DESIGN.md section 5: a page with one element loads <= 10 KB gz of our code beyond React).
  // Each page has a recorded budget; a page that grows past it fails here, naming the page and the bytes over.
  // After a change that is worth its bytes, raise that page's figure in page-budgets.json, in the same commit.
  test('every one-element page stays within its recorded budget (gzip bytes beyond React)', () => {
    const pages = pageBytes(dist);
    const problems: string[] = [];
    for (const [name, page] of Object.entries(pages)) {
      const budget = budgets[name];
      if (budget === undefined) problems.push(`<vb-${name}>: no budget; add "${name}": ${page.beyondReact} to test/scripts/page-budgets.json`);
      else if (page.beyondReact > budget)
        problems.push(`<vb-${name}> page: ${page.beyondReact} B gz beyond React, ${page.beyondReact - budget} B over its budget of ${budget} B`);
    }
    for (const name of Object.keys(budgets)) if (!pages[name]) problems.push(`page-budgets.json has "${name}", which the build does not have`);
    assert.deepEqual(problems, [], `page budgets (test/scripts/page-budgets.json):\n  ${problems.join('\n  ')}`);
  });

  // The README's table of every page (scripts/page-makeup.ts): this build's own figures, within README_TOLERANCE.
  test("the README's page table is this build's (every page within 5 %); VB_WRITE_FIGURES=1 writes it", () => {
    const readmeFile = path.join(ROOT, 'README.md');
    const readme = readFileSync(readmeFile, 'utf8');
    const start = readme.indexOf(MAKEUP_START);
    const end = readme.indexOf(MAKEUP_END);
    assert.ok(start >= 0 && end > start, 'README.md has no page-makeup block');
    const headEnd = readme.indexOf('-->', start) + 3;
    const makeups = pageMakeups(dist);
    if (process.env.VB_WRITE_FIGURES === '1') {
      writeFileSync(readmeFile, `${readme.slice(0, headEnd)}\n${makeupTable(makeups, budgets)}\n${readme.slice(end)}`);
      return;
    }
    const written = new Map([...readme.slice(headEnd, end).matchAll(/^\| `<vb-([a-z-]+)>` \| (\d+) \|/gm)].map((m) => [m[1] ?? '', Number(m[2])]));
    const stale: string[] = [];
    for (const page of makeups) {
      const said = written.get(page.element);
      if (said === undefined) stale.push(`<vb-${page.element}>: no row`);
      else if (Math.abs(said - page.beyondReact) > page.beyondReact * README_TOLERANCE)
        stale.push(`<vb-${page.element}>: README ${said} B, this build ${page.beyondReact} B`);
    }
    for (const name of written.keys())
      if (!makeups.some((page) => page.element === name)) stale.push(`<vb-${name}>: a row for an element the build does not have`);
    assert.deepEqual(stale, [], `README.md's page table is stale; VB_WRITE_FIGURES=1 rewrites it:\n  ${stale.join('\n  ')}`);
  });
});
