/**
 * The package's bundler build (dist/npm/), next to the script-tag build of vite.config.ts (dist/):
 *
 *   dist/npm/all.js             every element (package entry 'visitor-blocks')
 *   dist/npm/elements/<name>.js one element ('visitor-blocks/elements/<name>')
 *   dist/npm/maps.js            the maps toolkit ('visitor-blocks/maps')
 *
 * Every package dependency stays an `import` (react, react-dom, dompurify, ...), so an
 * app that already has React bundles it once; the script-tag loader in dist/ keeps its own copy.
 * Not minified and NODE_ENV left alone: the app's bundler does both, and picks React's build.
 * Runs after vite.config.ts (which empties dist/), see the build script in package.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { elementNames } from './vite.config.ts';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
const dependencies = Object.keys(pkg.dependencies ?? {});

/** A dependency or one of its subpaths (react/jsx-runtime, react-dom/client). */
export function isExternal(id: string): boolean {
  return dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));
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
  build: {
    outDir: 'dist/npm',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
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
