/**
 * package.json's split, checked on the sources (fast; the packed install is package.node.test.ts):
 * what a browser loads (src/, elements/, maps/) imports only `dependencies`, and the rest of the repo
 * (the reference server behind `npm start`, scripts, tests) imports only declared packages, so a fresh
 * clone's `npm install` (which installs devDependencies too) has everything `npm start` needs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { ROOT, pkg } from './harness.ts';
import { BUNDLED } from '../../vite.bundler.config.ts';

const repoPkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
const BROWSER_DIRS = ['src', 'elements', 'maps', 'styles'];
/** What `npm start` and the generators run. */
const OTHER_DIRS = ['demo', 'scripts'];
const OTHER_FILES = ['vite.config.ts', 'vite.bundler.config.ts'];

function sources(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    if (!existsSync(path.join(ROOT, relative))) return;
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(child);
    }
  };
  walk(dir);
  return found;
}

/**
 * Package names a file loads at run time (import and export statements at the start of a line, and
 * import('literal')), e.g. 'react-dom' for 'react-dom/client'. Type-only imports are left out: they
 * load nothing.
 */
function importedPackages(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const statements = [...source.matchAll(/^(?:import|export)(?!\s+type\b)(?:[^;'"()]*?\bfrom\s*|\s*)['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
  const dynamic = [...source.matchAll(/\bimport\(\s*['"]([^'"$]+)['"]\s*\)/g)].map((m) => m[1] ?? '');
  const specs = [...statements, ...dynamic];
  return (
    specs
      .filter((spec) => !spec.startsWith('.') && !spec.startsWith('/') && !spec.startsWith('node:') && !builtinModules.includes(spec.split('/')[0] ?? ''))
      // Vite's virtual and query imports are not packages.
      .filter((spec) => !spec.startsWith('virtual:') && !spec.includes('?'))
      .map((spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec)))
  );
}

/** @types/x provides the types of x; a type-only import of x is satisfied by it. */
function declared(name: string, names: string[]): boolean {
  return names.includes(name) || names.includes(`@types/${name.replace(/^@/, '').replace('/', '__')}`);
}

/** MapLibre: an optional peer a bundler app installs only when it shows a map (the script-tag build has it). */
const optionalPeers = Object.keys(pkg.peerDependencies).filter((name) => pkg.peerDependenciesMeta[name]?.optional && !name.startsWith('@types/'));
/** React and react-dom: the app's own copy (issue 25 item 2). */
const requiredPeers = Object.keys(pkg.peerDependencies).filter((name) => !pkg.peerDependenciesMeta[name]?.optional);

test('browser code (src, elements, maps) imports only dependencies and React; the map libraries only from maps/', () => {
  const wrong: string[] = [];
  for (const file of BROWSER_DIRS.flatMap(sources)) {
    const allowed = [...Object.keys(pkg.dependencies), ...requiredPeers, ...(file.startsWith(`maps${path.sep}`) ? [...optionalPeers, ...BUNDLED] : [])];
    for (const name of importedPackages(file)) if (!allowed.includes(name)) wrong.push(`${file}: ${name}`);
  }
  assert.deepEqual(wrong, [], 'imports of packages that are not in dependencies or peers (a consumer would not have them)');
  assert.deepEqual(optionalPeers.sort(), ['maplibre-gl']);
  assert.deepEqual(requiredPeers.sort(), ['react', 'react-dom']);
  assert.equal(pkg.peerDependencies.react, '^19.0.0');
  // Bundled into both builds, so a consumer never installs them: devDependencies, not peers.
  for (const name of BUNDLED) assert.ok(repoPkg.devDependencies[name] && !pkg.peerDependencies[name], `${name}`);
});

test('the maps entry loads the engines and markerclusterer only on demand: importing it needs none of the optional peers', () => {
  const staticImports = (file: string) =>
    [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?\bfrom\s*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
  assert.ok(
    !staticImports('maps/index.ts').some((spec) => /engines\/(maplibre|google)|clusters\/google/.test(spec)),
    'maps/index.ts imports an engine statically',
  );
  assert.ok(!staticImports('maps/engines/index.ts').some((spec) => /maplibre\/|google\//.test(spec)), 'createEngine imports an engine statically');
});

test('the server, scripts and tests import only declared packages (npm start on a fresh clone)', () => {
  const allowed = [...Object.keys(pkg.dependencies), ...Object.keys(repoPkg.devDependencies), pkg.name];
  const wrong: string[] = [];
  for (const file of [...OTHER_DIRS.flatMap(sources), ...OTHER_FILES.filter((f) => existsSync(path.join(ROOT, f)))]) {
    for (const name of importedPackages(file)) if (!declared(name, allowed)) wrong.push(`${file}: ${name}`);
  }
  assert.deepEqual(wrong, [], 'imports of undeclared packages');
});

test('sideEffects keeps elements/*/define.ts: the browser tests import it for its effect, and esbuild honours the list', () => {
  const sideEffects = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { sideEffects: string[] }).sideEffects;
  // Without it every `import '../../elements/<name>/define.ts'` in a test is dropped and no block is defined.
  for (const entry of ['./elements/*/define.ts', './dist/npm/elements/*.js', './dist/elements/*.js', '**/*.css']) assert.ok(sideEffects.includes(entry), entry);
});
