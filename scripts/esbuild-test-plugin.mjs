// The test runner's own resolver cannot load React (CommonJS), so each test file is bundled
// with esbuild into one ES module, the way Vite bundles the library.
import { build } from 'esbuild';
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A relative path as given, a package path (`maplibre-gl/dist/x.css`) through esbuild's own resolver. */
async function resolveFile(b, specifier, resolveDir) {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) return path.resolve(resolveDir, specifier);
  const found = await b.resolve(specifier, { resolveDir, kind: 'import-statement' });
  if (found.errors.length > 0) throw new Error(`Cannot resolve ${specifier} from ${resolveDir}`);
  return found.path;
}

/** The project root: web-test-runner serves it at `/`. */
const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A relative `@import url('x.css');` at the top of a sheet: a shared piece (styles/button.css). */
const CSS_IMPORT = /^@import\s+(?:url\(\s*)?(['"])([^'"]+)\1\s*\)?\s*;[^\S\n]*\n?/gm;

/** A sheet's text with its relative imports inlined in place, as Vite's build inlines them into a `?inline` string. */
async function cssWithImports(file, watchFiles) {
  watchFiles.push(file);
  const text = await readFile(file, 'utf8');
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(CSS_IMPORT)) {
    parts.push(text.slice(last, match.index), await cssWithImports(path.resolve(path.dirname(file), match[2]), watchFiles), '\n');
    last = match.index + match[0].length;
  }
  return parts.join('') + text.slice(last);
}

/**
 * esbuild plugin for Vite's asset imports: `import css from './x.css?inline'` gives the file's text (its `@import`s inlined);
 * `import url from 'pkg/file?url'` (or `?url&no-inline`) gives its URL below the project root, which the
 * test runner serves, as Vite gives its served URL (the MapLibre engine finds its worker this way).
 */
export const cssInlinePlugin = {
  name: 'css-inline',
  setup(b) {
    b.onResolve({ filter: /\.css\?inline$/ }, async (args) => ({
      path: await resolveFile(b, args.path.replace(/\?inline$/, ''), args.resolveDir),
      namespace: 'css-inline',
    }));
    b.onLoad({ filter: /.*/, namespace: 'css-inline' }, async (args) => {
      const watchFiles = [];
      return { contents: await cssWithImports(args.path, watchFiles), loader: 'text', watchFiles };
    });
    b.onResolve({ filter: /\?url(&no-inline)?$/ }, async (args) => ({
      path: await resolveFile(b, args.path.replace(/\?url(&no-inline)?$/, ''), args.resolveDir),
      namespace: 'file-url',
    }));
    b.onLoad({ filter: /.*/, namespace: 'file-url' }, (args) => ({
      contents: `export default ${JSON.stringify(`/${path.relative(ROOT_DIR, args.path).split(path.sep).join('/')}`)};`,
      loader: 'js',
    }));
  },
};

/** The files a Vite glob such as '../elements/<star>/define.ts' names (a star matches within one path segment), sorted like Vite. */
async function expandGlob(dir, pattern) {
  let found = [''];
  for (const segment of pattern.split('/')) {
    const next = [];
    for (const prefix of found) {
      if (!segment.includes('*')) {
        next.push(prefix ? `${prefix}/${segment}` : segment);
        continue;
      }
      const matcher = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
      const base = path.resolve(dir, prefix || '.');
      if (!existsSync(base)) continue;
      for (const name of (await readdir(base)).sort()) if (matcher.test(name)) next.push(prefix ? `${prefix}/${name}` : name);
    }
    found = next;
  }
  return found.filter((file) => existsSync(path.resolve(dir, file)));
}

const GLOB_CALL = /import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)'\s*(?:,\s*(\{[^}]*\}))?\s*\)/g;

/**
 * esbuild plugin: Vite's `import.meta.glob` in our own src/ files (the loader and all.ts), so tests
 * bundle them as Vite does: lazy globs become `() => import(...)`, `{ eager: true, import: 'default' }`
 * becomes static imports.
 */
export const importGlobPlugin = {
  name: 'import-glob',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/][^\\/]+\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.glob')) return undefined;
      const dir = path.dirname(args.path);
      const hoisted = [];
      let replaced = source;
      for (const match of source.matchAll(GLOB_CALL)) {
        const [call, pattern, options = ''] = match;
        const eager = /eager:\s*true/.test(options);
        const named = /import:\s*'(\w+)'/.exec(options)?.[1];
        const files = await expandGlob(dir, pattern);
        const entries = files.map((file) => {
          const spec = JSON.stringify(file.startsWith('.') ? file : `./${file}`);
          if (!eager) return `${spec}: () => import(${spec})`;
          const local = `__glob_${hoisted.length}`;
          hoisted.push(
            named === 'default'
              ? `import ${local} from ${spec};`
              : named
                ? `import { ${named} as ${local} } from ${spec};`
                : `import * as ${local} from ${spec};`,
          );
          return `${spec}: ${local}`;
        });
        replaced = replaced.replace(call, `{ ${entries.join(', ')} }`);
      }
      return { contents: `${hoisted.join('\n')}\n${replaced}`, loader: 'ts' };
    });
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
    plugins: [cssInlinePlugin, importGlobPlugin],
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
