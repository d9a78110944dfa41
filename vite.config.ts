/**
 * Library build: ES modules only, one entry per element plus all.js and loader.js.
 *
 *   dist/elements/<name>.js   elements/<name>/define.ts (registers <vb-name> on import)
 *   dist/all.js               every element (src/all.ts)
 *   dist/loader.js            imports only the elements whose tags are on the page (src/loader.ts)
 *   dist/chunks/<id>/react.js      React + react-dom + scheduler, shared by every element
 *   dist/chunks/<id>/runtime*.js   src/ + styles/, shared by every element (a runtime piece
 *                                  only some elements use, e.g. sanitize + DOMPurify, gets its own runtime chunk)
 *                                  <id>: the build's id (scripts/vite-build-id.ts), one folder per build
 *   dist/static/              the country lists and icons the blocks read, found beside this build with no
 *                             meta tag (scripts/vite-static-data.ts, staticFileUrl in src/static-files.ts)
 *   dist/.vite/manifest.json  which file imports which (scripts/bench.ts reads it)
 *   dist/types/               declarations (tsc -p tsconfig.build.json, run by npm run build)
 *
 * React and the runtime live in named shared chunks so a page that uses five elements still
 * loads them once, and so the benchmark can tell React, runtime and element bytes apart.
 * Elements are found by folder (elements/<name>/define.ts): a new element needs no edit here.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { upgradeCssPlugin } from './scripts/upgrade-css.ts';
import { buildIdPlugin } from './scripts/vite-build-id.ts';
import { elementFilesPlugin } from './scripts/vite-element-files.ts';
import { precompressPlugin } from './scripts/vite-precompress.ts';
import { slimMetaPlugin } from './scripts/vite-slim-meta.ts';
import { staticDataPlugin } from './scripts/vite-static-data.ts';
import { vendorMapsPlugin } from './scripts/vite-vendor-maps.ts';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/** Folder names under elements/ that have a define.ts, sorted so the build is deterministic. */
export function elementNames(root: string = rootDir): string[] {
  const dir = path.join(root, 'elements');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'define.ts')))
    .map((entry) => entry.name)
    .sort();
}

const sep = String.raw`[\\/]`;
/** React's packages; `scheduler` is react-dom's only dependency. */
const REACT = new RegExp(`${sep}node_modules${sep}(react|react-dom|scheduler)${sep}`);
/** The shared runtime: our src/ and styles/ (not the two entries in src/). */
const RUNTIME_DIRS = ['src', 'styles'].map((dir) => path.join(rootDir, dir) + path.sep);
// Data-link marking (src/data-link.ts) is only imported dynamically: as a chunk of its own it exports straight to
// that import (grouped into a shared chunk it would need a namespace object, and with it Rolldown's helpers as one
// more chunk on every page). Light mode (src/light-host.ts) is a chunk of its own too: the light-by-default
// elements import it, a page of shadow elements never loads it. The packed lists' reader (src/element-files.ts) is
// the loader's own: built into loader.js, not a chunk of its own (one more request on every page). The 'Broken
// component' view (src/broken-view.ts) is imported dynamically when an element breaks: a chunk of its own, like data links.
const RUNTIME_ENTRIES = ['src/all.ts', 'src/loader.ts', 'src/data-link.ts', 'src/light-host.ts', 'src/element-files.ts', 'src/broken-view.ts'].map((file) =>
  path.join(rootDir, file),
);
// Chunks under this many source bytes join a neighbour. Measured over every element's one-element page each time the
// set of elements changed: with 41 elements 512 won (701.6 KB against 703.2 KB summed; at 1024 the product filter
// loaded the HTTP client). With 66 and the core rule of three users, 1024 wins: 1,177 KB against 1,183 KB summed, 60
// pages lighter (most by 50 B, the overlay and media pages by about 230 B), 6 heavier (drawers +240 B, the product
// filter +152 B, none with the HTTP client), and 10.8 files a page on average against 11.1. 2048 summed 1,252 KB.
const RUNTIME_MERGE_BYTES = 1024;
function isRuntime(id: string): boolean {
  const file = id.split('?')[0] ?? id;
  if (RUNTIME_ENTRIES.includes(file)) return false;
  return RUNTIME_DIRS.some((dir) => file.startsWith(dir));
}

/** The element folder a module belongs to, for modules under elements/<name>/. */
const ELEMENT_FILE = new RegExp(`${sep}elements${sep}([^\\\\/]+)${sep}`);

interface ImporterGraph {
  getModuleInfo(id: string): { importers: readonly string[]; importedIds?: readonly string[] } | null;
}

/** The elements whose code statically imports `id`, directly or through other runtime modules. */
export function elementsUsing(id: string, graph: ImporterGraph): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    const element = ELEMENT_FILE.exec(module.split('?')[0] ?? module)?.[1];
    if (element) {
      found.add(element);
      return;
    }
    for (const importer of graph.getModuleInfo(module)?.importers ?? []) walk(importer);
  };
  walk(id);
  return found;
}

/**
 * Runtime modules used by two or more elements go to the shared runtime chunks; a runtime module
 * only one element uses stays in that element's module, so pages without that element never load it
 * and a page with it makes no extra request.
 */
function runtimeChunkName(id: string, graph: ImporterGraph): string | null {
  if (!isRuntime(id)) return null;
  return elementsUsing(id, graph).size === 1 ? null : 'runtime';
}

/**
 * The core runtime chunk every element page loads: what every element uses (defineElement, mounting,
 * styles), and small shared pieces (a hook of a few lines) whose own chunk, or a ride in a neighbour's
 * chunk with code the page never runs, would cost more than the bytes. Everything else a kit holds goes
 * to the chunk of the elements that use it (the entriesAware group below).
 */
const CORE_SMALL_SOURCE_BYTES = 1100;
/**
 * A small piece rides in the core only with three users or more. With two (a hook, the choice sheet), its pair of
 * elements share a chunk anyway, and the core chunk of every other page was about 330 B gzipped heavier for it (66
 * elements: the sum over every page's bytes 1,200 KB with two, 1,180 KB with three; four gave the same, five more).
 */
const CORE_SMALL_MIN_USERS = 3;
const ELEMENT_COUNT = elementNames().length;
const coreCache = new Map<string, boolean>();
function isSmallFile(file: string): boolean {
  return existsSync(file) && statSync(file).size <= CORE_SMALL_SOURCE_BYTES;
}
function isCore(id: string, graph: ImporterGraph): boolean {
  const known = coreCache.get(id);
  if (known !== undefined) return known;
  coreCache.set(id, false); // an import cycle does not make a module core
  const file = id.split('?')[0] ?? id;
  const users = elementsUsing(id, graph).size;
  const small =
    users >= CORE_SMALL_MIN_USERS &&
    isSmallFile(file) &&
    (graph.getModuleInfo(id)?.importedIds ?? []).every((dep) => !isRuntime(dep) || isCore(dep, graph)) &&
    // A piece only a larger kit imports (the digit roll's sheet) rides in that kit's chunk, not on every page.
    (graph.getModuleInfo(id)?.importers ?? []).some(
      (importer) => !isRuntime(importer) || isSmallFile(importer.split('?')[0] ?? importer) || elementsUsing(importer, graph).size >= ELEMENT_COUNT,
    );
  const core = isRuntime(id) && (users >= ELEMENT_COUNT || small);
  if (process.env.VB_CORE_DEBUG && isRuntime(id) && small && users < ELEMENT_COUNT) console.log('small core', users, id);
  coreCache.set(id, core);
  return core;
}

/** Besides the modules' code, what shapes the files the build writes (scripts/vite-build-id.ts). */
const BUILD_SETTING_FILES = [
  'vite.config.ts',
  ...readdirSync(path.join(rootDir, 'scripts'))
    .filter((file) => /^(vite-.*|upgrade-css)\.ts$/.test(file))
    .sort()
    .map((file) => `scripts/${file}`),
];
const buildId = buildIdPlugin(rootDir, BUILD_SETTING_FILES);

function entries(root: string): Record<string, string> {
  const input: Record<string, string> = {
    all: path.join(root, 'src/all.ts'),
    loader: path.join(root, 'src/loader.ts'),
  };
  for (const name of elementNames(root)) input[`elements/${name}`] = path.join(root, 'elements', name, 'define.ts');
  return input;
}

export default defineConfig({
  // Asset URLs (MapLibre's worker file) relative to the chunk that imports them, wherever dist/ is served from.
  base: './',
  root: rootDir,
  // Without this, react-dom's development build ships (about three times the size, with dev warnings).
  // __VB_SCRIPT_TAG_BUILD__: this build finds its static/ folder beside itself (staticFileUrl in src/static-files.ts).
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), __VB_SCRIPT_TAG_BUILD__: 'true' },
  publicDir: false,
  // Each element's meta.ts ships as data only (no descriptions): scripts/vite-slim-meta.ts.
  // The loader knows each element's files, to request them in parallel: scripts/vite-element-files.ts.
  // dist/visitor-blocks.css: every element's pre-upgrade geometry (scripts/upgrade-css.ts).
  // Chunks of third-party code only (React, MapLibre, ...) ship without source maps: scripts/vite-vendor-maps.ts.
  plugins: [buildId, slimMetaPlugin(), elementFilesPlugin(), upgradeCssPlugin(rootDir), precompressPlugin(), staticDataPlugin(rootDir), vendorMapsPlugin()],
  // Asset URLs in code (MapLibre's worker file) relative to the chunk, so they work wherever dist/ is served (/dist/ here).
  experimental: { renderBuiltUrl: () => ({ relative: true }) },
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    // Everything is JavaScript: element CSS comes in as strings (`?inline`) and is adopted at runtime.
    cssCodeSplit: false,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: each file's static and dynamic imports, read by scripts/bench.ts.
    manifest: true,
    lib: {
      entry: entries(rootDir),
      formats: ['es'],
    },
    rolldownOptions: {
      // An element's code stays in its own entry file (all.js and loader.js import it from there);
      // 'strict' would move it into an extra shared chunk, one more request per element.
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: '[name].js',
        // Vite keeps whitespace in ES library builds for re-bundling; these files go to browsers as they are.
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
        // entriesAware groups are named `runtime~<entries>`; the file keeps the group name only (Rolldown numbers the
        // repeats: runtime2.js). No hash per file: the folder is the build's (scripts/vite-build-id.ts says why).
        chunkFileNames: (chunk) => `chunks/${buildId.id()}/${chunk.name.split('~')[0]}.js`,
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT, priority: 3 },
            { name: (id, context) => (isCore(id, context) ? 'runtime' : null), debugName: 'runtime core', test: isRuntime, priority: 2 },
            // entriesAware: runtime modules that only some elements use (e.g. the fragment kit, used by
            // drawers and content-block, not the poll) go to their own chunk instead of weighing on every
            // page; the loader preloads it with the rest, so it costs no round trip. Pieces under the
            // threshold (source bytes) join a neighbour: one more request costs more than a few shared bytes.
            { name: runtimeChunkName, debugName: 'runtime', test: isRuntime, priority: 1, entriesAware: true, entriesAwareMergeThreshold: RUNTIME_MERGE_BYTES },
          ],
        },
      },
    },
  },
});
