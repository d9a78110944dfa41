/**
 * Shared CSS pieces (styles/button.css, styles/link-button.css) reach a block through an `@import url(...)` at the
 * top of its sheet, which the build inlines into the block's `?inline` string: a constructable stylesheet ignores
 * `@import`, so one left in a built file would leave the block's buttons unstyled. Reads the build in dist/.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const IMPORT = /^@import url\('\.\.\/\.\.\/(styles\/[a-z-]+\.css)'\);$/gm;

/** Each element sheet's shared imports: [element, sheet file, imported styles/ file]. */
function sharedImports(): [string, string, string][] {
  const found: [string, string, string][] = [];
  const elements = path.join(ROOT, 'elements');
  for (const name of readdirSync(elements)) {
    const dir = path.join(elements, name);
    if (!existsSync(path.join(dir, 'define.ts'))) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.css') && !f.endsWith('.upgrade.css'))) {
      for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(IMPORT)) found.push([name, file, match[1] ?? '']);
    }
  }
  return found;
}

/** The first class rule a shared sheet defines (`.vb-button {`), as a build writes it, minified or not. */
function firstRule(file: string): RegExp {
  const css = readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const selector = /^\.([a-z-]+) \{/m.exec(css)?.[1];
  assert.ok(selector, `${file} starts with a class rule`);
  return new RegExp(`\\.${selector} ?\\{`);
}

describe('shared CSS pieces in the build', () => {
  const imports = sharedImports();

  test('the button sheets are imported by the blocks that use them', () => {
    const sheets = new Set(imports.map(([, , sheet]) => sheet));
    assert.ok(sheets.has('styles/button.css') && sheets.has('styles/link-button.css'), [...sheets].join(', '));
  });

  for (const build of ['dist/elements', 'dist/npm/elements']) {
    test(`${build}: each import is inlined into the block's module, none is left as an @import`, () => {
      const problems: string[] = [];
      for (const [name, file, sheet] of imports) {
        const built = path.join(ROOT, build, `${name}.js`);
        assert.ok(existsSync(built), `${built} exists (run npm run build first)`);
        const code = readFileSync(built, 'utf8');
        if (!firstRule(sheet).test(code)) problems.push(`${name}: ${sheet} (imported by ${file}) is not in ${build}/${name}.js`);
        if (/@import url\(/.test(code)) problems.push(`${name}: ${build}/${name}.js still has an @import`);
      }
      assert.deepEqual(problems, []);
    });
  }
});
