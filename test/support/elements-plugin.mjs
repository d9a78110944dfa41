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

function elementsModule(rootDir) {
  const lines = [];
  const entries = [];
  chosenNames(rootDir).forEach((name, i) => {
    const folder = path.join(rootDir, 'elements', name);
    if (existsSync(path.join(folder, 'define.ts'))) lines.push(`import ${JSON.stringify(path.join(folder, 'define.ts'))};`);
    lines.push(`import { meta as meta${i} } from ${JSON.stringify(path.join(folder, 'meta.ts'))};`);
    const hasExamples = existsSync(path.join(folder, 'examples.ts'));
    if (hasExamples) lines.push(`import { examples as examples${i} } from ${JSON.stringify(path.join(folder, 'examples.ts'))};`);
    entries.push(`{ name: ${JSON.stringify(name)}, meta: meta${i}, examples: ${hasExamples ? `examples${i}` : '[]'} }`);
  });
  return `${lines.join('\n')}\nexport const elements = [${entries.join(', ')}];\n`;
}

/** esbuild plugin resolving virtual:vb-elements. */
export function elementsEsbuildPlugin(rootDir) {
  return {
    name: 'vb-elements',
    setup(b) {
      b.onResolve({ filter: /^virtual:vb-elements$/ }, () => ({ path: VIRTUAL_ELEMENTS, namespace: 'vb-elements' }));
      b.onLoad({ filter: /.*/, namespace: 'vb-elements' }, () => ({ contents: elementsModule(rootDir), loader: 'ts', resolveDir: rootDir }));
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
        plugins: [cssInlinePlugin, elementsEsbuildPlugin(rootDir)],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
