// `import { elements } from 'virtual:vb-elements'` in a browser test: every folder under elements/
// with a meta.ts, its define.ts imported for its side effect, its meta and its examples. Listed
// when the test file is bundled, so a new element is in the conformance suite with no edit.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { cssInlinePlugin } from '../../scripts/esbuild-test-plugin.mjs';

export const VIRTUAL_ELEMENTS = 'virtual:vb-elements';

/** Element folders with a meta.ts, sorted. */
export function elementNames(rootDir) {
  const dir = path.join(rootDir, 'elements');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'meta.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * `VB_ONLY=chat,map npx web-test-runner --files test/conformance/conformance.test.ts`: the suite for those elements
 * only, while working on them (npm test always runs every element).
 */
function chosenNames(rootDir) {
  const only = (process.env.VB_ONLY ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const names = elementNames(rootDir);
  return only.length === 0 ? names : names.filter((name) => only.includes(name));
}

/**
 * The part of the list a conformance file runs: `part-2-of-6.test.ts` takes every sixth element from the
 * second, so the parts balance heavy and light elements and run side by side (web-test-runner's concurrency);
 * any other file name takes them all.
 */
export function shardOf(file) {
  const match = /part-(\d+)-of-(\d+)\.test\.tsx?$/.exec(file ?? '');
  return match ? { index: Number(match[1]) - 1, count: Number(match[2]) } : { index: 0, count: 1 };
}

function elementsModule(rootDir, shard = { index: 0, count: 1 }) {
  const lines = [];
  const entries = [];
  // Every element is defined, whichever part runs: an example may hold another element (a trigger and what it opens).
  for (const name of elementNames(rootDir)) {
    const define = path.join(rootDir, 'elements', name, 'define.ts');
    if (existsSync(define)) lines.push(`import ${JSON.stringify(define)};`);
  }
  const names = chosenNames(rootDir).filter((_, i) => i % shard.count === shard.index);
  names.forEach((name, i) => {
    const folder = path.join(rootDir, 'elements', name);
    lines.push(`import { meta as meta${i} } from ${JSON.stringify(path.join(folder, 'meta.ts'))};`);
    const hasExamples = existsSync(path.join(folder, 'examples.ts'));
    if (hasExamples) lines.push(`import { examples as examples${i} } from ${JSON.stringify(path.join(folder, 'examples.ts'))};`);
    entries.push(`{ name: ${JSON.stringify(name)}, meta: meta${i}, examples: ${hasExamples ? `examples${i}` : '[]'} }`);
  });
  return `${lines.join('\n')}\nexport const elements = [${entries.join(', ')}];\n`;
}

/** esbuild plugin resolving virtual:vb-elements. */
export function elementsEsbuildPlugin(rootDir, shard) {
  return {
    name: 'vb-elements',
    setup(b) {
      b.onResolve({ filter: /^virtual:vb-elements$/ }, () => ({ path: VIRTUAL_ELEMENTS, namespace: 'vb-elements' }));
      b.onLoad({ filter: /.*/, namespace: 'vb-elements' }, () => ({ contents: elementsModule(rootDir, shard), loader: 'ts', resolveDir: rootDir }));
    },
  };
}

/**
 * web-test-runner plugin for the test files that import virtual:vb-elements (test/conformance):
 * bundled like every test file (scripts/esbuild-test-plugin.mjs), plus the element list.
 */
export function elementsTestPlugin({ rootDir }) {
  return {
    name: 'vb-elements-tests',
    async serve(context) {
      if (!/^\/test\/conformance\/.*\.test\.tsx?$/.test(context.path)) return undefined;
      const result = await build({
        entryPoints: [path.join(rootDir, decodeURIComponent(context.path))],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        jsx: 'automatic',
        write: false,
        sourcemap: 'inline',
        define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
        plugins: [cssInlinePlugin, elementsEsbuildPlugin(rootDir, shardOf(context.path))],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
