/**
 * The package's bundler build (dist/npm/), next to the script-tag build of vite.config.ts (dist/):
 *
 *   dist/npm/all.js             every element (package entry 'visitor-blocks')
 *   dist/npm/elements/<name>.js one element ('visitor-blocks/elements/<name>')
 *   dist/npm/maps.js            the maps toolkit ('visitor-blocks/maps')
 *
 *   dist/npm/jsx.js             an empty module: 'visitor-blocks/jsx' is types (React's JSX), importable either way
 *
 * The static files (dist/static/) come with the script-tag build (scripts/vite-static-data.ts). This build reads
 * them from `/static` unless the page names another folder: the app's bundler moves these modules, so they cannot
 * find dist/static from their own address (the README's "Static files").
 *
 * Every dependency and peer stays an `import` (react, react-dom, maplibre-gl, dompurify, ...), so an app that
 * already has React (or MapLibre) bundles it once; the script-tag loader in dist/ keeps its own copies. The Google
 * engine's two small loaders (BUNDLED) are built in: they load only when a page gives a Google key, and as imports
 * they would make every app that imports the map install them just to build.
 * Not minified and NODE_ENV left alone: the app's bundler does both, and picks React's build. No source maps: the
 * output is readable ES with each module's path in a comment, and the app's bundler maps it into its own.
 * Runs after vite.config.ts (which empties dist/), see the build script in package.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { elementNames } from './vite.config.ts';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
/** Peers the bundler build has inside it rather than as imports (see above). */
export const BUNDLED = ['@googlemaps/js-api-loader', '@googlemaps/markerclusterer'];
/** What dist/npm imports and the app installs: dependencies and peers (types aside). */
export const IMPORTED = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})].filter(
  (name) => !name.startsWith('@types/') && !BUNDLED.includes(name),
);

/** A dependency or peer, or one of its subpaths (react/jsx-runtime, react-dom/client, maplibre-gl/dist/maplibre-gl.css?inline). */
export function isExternal(id: string): boolean {
  return IMPORTED.some((dep) => id === dep || id.startsWith(`${dep}/`));
}

/** 'visitor-blocks/jsx' exists for its types; this gives it a module, so a plain `import` of it resolves too. */
function jsxEntry(): Plugin {
  return {
    name: 'vb-jsx-entry',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'jsx.js',
        source: "// React 19 JSX typings of every vb-* tag are this entry's types (dist/types/types/jsx.d.ts).\nexport {};\n",
      });
    },
  };
}

function entries(root: string): Record<string, string> {
  const input: Record<string, string> = {
    all: path.join(root, 'src/all.ts'),
    maps: path.join(root, 'maps/index.ts'),
  };
  for (const name of elementNames(root)) input[`elements/${name}`] = path.join(root, 'elements', name, 'define.ts');
  return input;
}

export default defineConfig({
  // Asset URLs (MapLibre's worker file) relative to the chunk that imports them, wherever dist/ is served from.
  base: './',
  root: rootDir,
  publicDir: false,
  logLevel: 'warn',
  plugins: [jsxEntry()],
  build: {
    outDir: 'dist/npm',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: false,
    cssCodeSplit: false,
    reportCompressedSize: false,
    lib: { entry: entries(rootDir), formats: ['es'] },
    rolldownOptions: {
      external: isExternal,
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
