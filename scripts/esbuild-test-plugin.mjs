// The test runner's own resolver cannot load React (CommonJS), so each test file is bundled
// with esbuild into one ES module, the way Vite bundles the library.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** esbuild plugin: `import css from './x.css?inline'` gives the file's text, as in Vite. */
export const cssInlinePlugin = {
  name: 'css-inline',
  setup(b) {
    b.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'css-inline',
    }));
    b.onLoad({ filter: /.*/, namespace: 'css-inline' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

export async function bundleForBrowser(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    sourcemap: 'inline',
    define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
    plugins: [cssInlinePlugin],
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** web-test-runner plugin: serve every test file as one esbuild bundle. */
export function esbuildBundlePlugin({ rootDir }) {
  return {
    name: 'vb-esbuild-bundle',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const file = path.join(rootDir, decodeURIComponent(context.path));
      return { body: await bundleForBrowser(file), type: 'js' };
    },
  };
}
