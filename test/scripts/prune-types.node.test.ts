/** Issue 25 item 7: dist/types ships only the declarations the package's type entries reach. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { declarationClosure, resolveDeclaration, typeEntries } from '../../scripts/prune-types.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('pruning dist/types', () => {
  const files: Record<string, string> = {
    '/t/types/index.d.ts': "export * from '../src/all.ts';\nexport type * from './poll.ts';",
    '/t/types/poll.d.ts': "import type { PollProps } from '../elements/poll/meta.js';\nexport type X = import('../src/props').Props;",
    '/t/src/all.d.ts': "export { define } from './define-element';",
    '/t/src/define-element.d.ts': "import type * as React from 'react';\nexport declare function define(): void;",
    '/t/src/props/index.d.ts': 'export type Props = {};',
    '/t/elements/poll/meta.d.ts': 'export type PollProps = {};',
    '/t/elements/poll/poll.d.ts': "import { define } from '../../src/all.ts';",
    '/t/elements/poll/poll-logic.d.ts': 'export {};',
  };
  const read = (file: string) => files[file] ?? '';
  const exists = (file: string) => file in files;

  test('a relative specifier names its declaration whatever extension it was written with', () => {
    assert.equal(resolveDeclaration('/t/types/poll.d.ts', '../elements/poll/meta.js', exists), '/t/elements/poll/meta.d.ts');
    assert.equal(resolveDeclaration('/t/types/poll.d.ts', '../elements/poll/meta.ts', exists), '/t/elements/poll/meta.d.ts');
    assert.equal(resolveDeclaration('/t/types/poll.d.ts', '../elements/poll/meta', exists), '/t/elements/poll/meta.d.ts');
    assert.equal(resolveDeclaration('/t/types/poll.d.ts', '../src/props', exists), '/t/src/props/index.d.ts');
    assert.equal(resolveDeclaration('/t/types/poll.d.ts', './missing.ts', exists), undefined);
  });

  test('re-exports, type imports and import() types are followed; what nothing public names is left out', () => {
    const kept = declarationClosure(['/t/types/index.d.ts'], read, exists);
    assert.deepEqual([...kept].sort(), [
      '/t/elements/poll/meta.d.ts',
      '/t/src/all.d.ts',
      '/t/src/define-element.d.ts',
      '/t/src/props/index.d.ts',
      '/t/types/index.d.ts',
      '/t/types/poll.d.ts',
    ]);
  });

  test("package.json's type entries, with the elements' `*` pattern expanded", (t) => {
    if (!existsSync(path.join(ROOT, 'dist', 'types', 'types'))) return t.skip('needs the build (npm run build)');
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Parameters<typeof typeEntries>[1];
    const entries = typeEntries(ROOT, pkg).map((file) => path.relative(ROOT, file));
    for (const file of [
      'dist/types/types/index.d.ts',
      'dist/types/types/poll.d.ts',
      'dist/types/types/jsx.d.ts',
      'dist/types/maps/index.d.ts',
      'dist/types/src/loader.d.ts',
    ]) {
      assert.ok(entries.includes(file), `${file} is not an entry`);
    }
  });

  // npm test builds (and prunes) before the node stage.
  test('in the build, every relative import of a shipped declaration resolves, and a component module is gone', (t) => {
    const dir = path.join(ROOT, 'dist', 'types');
    if (!existsSync(dir)) return t.skip('needs the build (npm run build)');
    const all = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(path.join(d, e.name)) : [path.join(d, e.name)]));
    const shipped = all(dir);
    for (const file of shipped) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
        assert.ok(resolveDeclaration(file, match[1]!, existsSync), `${path.relative(dir, file)} imports ${match[1]}, which is not shipped`);
      }
    }
    assert.ok(existsSync(path.join(dir, 'elements', 'poll', 'meta.d.ts')), 'the poll meta (named by its typings) is shipped');
    assert.equal(existsSync(path.join(dir, 'elements', 'poll', 'poll.d.ts')), false, 'the poll component ships a declaration');
    assert.ok(shipped.length < 400, `${shipped.length} declarations ship`);
  });
});
