/**
 * The build's promises, checked on the real dist/ (npm test builds before this runs): one module
 * per element, React and the runtime in shared chunks (never inside an element), production React,
 * a tiny loader that imports nothing up front, source maps, declarations, and package.json exports
 * that point at files that exist.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkFolder, preloadLists } from '../../scripts/page-bytes.ts';
import { DIST_DIR, ROOT } from './harness.ts';

/**
 * The loader is the one script every page loads: it must stay small. It is its code and, on its first line, each
 * element's preload list, packed (scripts/vite-element-files.ts, src/element-files.ts). The code has a fixed budget
 * and no longer grows with the elements (it imports each element's module by the first file of its list); the
 * lists grow with every element by design, so they have a budget per element (about 23.5 B each with 66 elements: 1.55
 * KB, since the lists name each chunk by a one-character index; 1.7 KB before, for 60 B less code), and a list that
 * grows faster than that fails here.
 */
const LOADER_CODE_GZIP_BUDGET_BYTES = 1450;
const LOADER_LIST_GZIP_BUDGET_BYTES_PER_ELEMENT = 25;
/** A development-only message of react-dom (its DOM nesting check); absent from the production build. */
const REACT_DEV_MARKER = 'In HTML, %s cannot be a child of';
/** A string only React's own code contains (the element type tag); it must live in the react chunk alone. */
const REACT_MARKER = 'react.transitional.element';

const elements = readdirSync(path.join(ROOT, 'elements'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(path.join(ROOT, 'elements', e.name, 'define.ts')))
  .map((e) => e.name)
  .sort();
const read = (file: string) => readFileSync(path.join(DIST_DIR, file), 'utf8');
/** The build's chunk folder (`chunks/<build id>`) and its modules' names. */
const folder = chunkFolder(DIST_DIR) ?? 'chunks';
const chunks = existsSync(path.join(DIST_DIR, folder)) ? readdirSync(path.join(DIST_DIR, folder)).filter((f) => f.endsWith('.js')) : [];
/** Static imports of a built module (not `import()`), as paths relative to dist/. */
function staticImports(file: string): string[] {
  const source = read(file);
  const found = [...source.matchAll(/\b(?:import|export)\s*(?:[^"'`()]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map((m) => m[1] ?? '');
  return found.map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
}

describe('build output', () => {
  test('one ES module per element, plus all.js and loader.js, each with a source map', () => {
    for (const file of ['all.js', 'loader.js', ...elements.map((name) => `elements/${name}.js`)]) {
      assert.ok(existsSync(path.join(DIST_DIR, file)), `dist/${file} is missing`);
      assert.ok(existsSync(path.join(DIST_DIR, `${file}.map`)), `dist/${file}.map is missing`);
      assert.match(read(file), /sourceMappingURL=/, `dist/${file} does not point at its map`);
    }
  });

  test('React is one shared chunk, in its production build, and in no other file', () => {
    const react = chunks.filter((f) => /^react\b/.test(f));
    assert.deepEqual(react, ['react.js'], 'the React chunk');
    const reactSource = read(`${folder}/react.js`);
    assert.ok(reactSource.includes(REACT_MARKER));
    assert.ok(
      !reactSource.includes(REACT_DEV_MARKER) && !/\.development\.js/.test(reactSource),
      'the React chunk is the development build: define process.env.NODE_ENV',
    );
    const others = ['all.js', 'loader.js', ...elements.map((n) => `elements/${n}.js`), ...chunks.filter((f) => f !== 'react.js').map((f) => `${folder}/${f}`)];
    for (const file of others) assert.ok(!read(file).includes(REACT_MARKER), `dist/${file} contains a copy of React`);
  });

  test('every element imports React and the runtime from the shared chunks', () => {
    for (const name of elements) {
      const imports = staticImports(`elements/${name}.js`);
      assert.ok(imports.includes(`${folder}/react.js`), `elements/${name}.js does not import the React chunk: ${imports.join(', ')}`);
      assert.ok(
        imports.some((f) => f.startsWith(`${folder}/runtime`)),
        `elements/${name}.js does not import the runtime chunk: ${imports.join(', ')}`,
      );
      for (const other of elements.filter((n) => n !== name)) {
        assert.ok(!imports.includes(`elements/${other}.js`), `elements/${name}.js statically imports elements/${other}.js`);
      }
    }
  });

  test(`the loader imports nothing up front, knows every element, and its code is under ${LOADER_CODE_GZIP_BUDGET_BYTES} bytes gzipped, its lists ${LOADER_LIST_GZIP_BUDGET_BYTES_PER_ELEMENT} per element`, () => {
    assert.deepEqual(staticImports('loader.js'), []);
    const source = read('loader.js');
    const lists = preloadLists(DIST_DIR);
    for (const name of elements) assert.equal(lists[`vb-${name}`]?.[0], `elements/${name}.js`, `the loader cannot load <vb-${name}>`);
    const [firstLine = '', ...code] = source.split('\n');
    assert.match(firstLine, /^const __VB_ELEMENT_FILES__=/, 'the first line is the preload lists');
    // No map of one import per element in the code: it would grow with every element (0.8 KB gzipped at 66).
    const perElementImport = /import\(`\.\/elements\/[a-z-]+\.js`\)/g;
    assert.deepEqual(code.join('\n').match(perElementImport) ?? [], [], "the loader's code names no element module");
    const fixedCode = code.join('\n');
    const codeSize = gzipSync(fixedCode, { level: 9 }).length;
    assert.ok(codeSize <= LOADER_CODE_GZIP_BUDGET_BYTES, `loader.js's code is ${codeSize} bytes gzipped`);
    const listsSize = gzipSync(source, { level: 9 }).length - codeSize;
    const listsBudget = LOADER_LIST_GZIP_BUDGET_BYTES_PER_ELEMENT * elements.length;
    assert.ok(listsSize <= listsBudget, `loader.js's lists add ${listsSize} bytes gzipped for ${elements.length} elements (budget ${listsBudget})`);
  });

  test('all.js imports every element module', () => {
    const imports = staticImports('all.js');
    for (const name of elements) assert.ok(imports.includes(`elements/${name}.js`), `all.js does not import elements/${name}.js`);
  });

  test('type declarations exist for the package entry points', () => {
    for (const file of ['types/src/all.d.ts', 'types/src/loader.d.ts', ...elements.map((n) => `types/elements/${n}/define.d.ts`)]) {
      assert.ok(existsSync(path.join(DIST_DIR, file)), `dist/${file} is missing (tsc -p tsconfig.build.json)`);
    }
  });

  test('package.json exports, types and module point at files that exist', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      exports: Record<string, string | Record<string, string>>;
      types: string;
      module: string;
      customElements: string;
    };
    const targets: string[] = [pkg.types, pkg.module, pkg.customElements];
    for (const [key, value] of Object.entries(pkg.exports)) {
      const files = typeof value === 'string' ? [value] : Object.values(value);
      for (const file of files) {
        if (key.includes('*')) targets.push(...elements.map((name) => file.replace(/\*/g, name)));
        else targets.push(file);
      }
    }
    const missing = targets.filter((file) => !existsSync(path.join(ROOT, file)));
    assert.deepEqual(missing, [], 'package.json points at missing files');
    for (const name of elements) assert.ok(`./elements/${name}` in pkg.exports || './elements/*' in pkg.exports, `no export for ./elements/${name}`);
  });
});
