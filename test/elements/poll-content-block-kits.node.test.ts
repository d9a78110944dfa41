/**
 * House rule (DESIGN.md section 5): shared behaviour lives in one kit in src/. The poll and the content
 * block once kept their own copies; these checks fail when a copy comes back.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['elements/poll', 'elements/content-block'].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir))
    .filter((name) => /\.(ts|tsx)$/.test(name))
    .map((name) => ({ file: `${dir}/${name}`, text: readFileSync(path.join(ROOT, dir, name), 'utf8') })),
);

const COPIES: Array<[what: string, pattern: RegExp, kit: string]> = [
  ['reduced motion read with matchMedia', /matchMedia\s*\(/, 'src/reduced-motion.ts'],
  ['a hashchange listener of its own', /addEventListener\(\s*['"]hashchange['"]/, 'src/fragment.ts'],
  ['a document click listener of its own', /document\.addEventListener\(\s*['"]click['"]/, 'src/fragment.ts'],
  ['a fragment decoder of its own', /function decodeFragment/, 'src/fragment.ts'],
  ['a module id counter', /(let|var)\s+\w*(id|Id)\w*\s*=\s*0\b/, 'src/hooks/use-dom-id.ts'],
  ['a {placeholder} formatter of its own', /\.split\(\s*['"]\{\w+\}['"]\s*\)/, 'src/strings.ts formatMessage'],
];

describe('poll and content block use the shared kits', () => {
  for (const [what, pattern, kit] of COPIES) {
    it(`no ${what} (use ${kit})`, () => {
      const found = SOURCES.filter(({ text }) => pattern.test(text)).map(({ file }) => file);
      assert.deepEqual(found, []);
    });
  }

  it('light-DOM classes are vb-<element>__<part>, never bare', () => {
    for (const { file, text } of SOURCES.filter(({ file }) => file.endsWith('.tsx'))) {
      for (const match of text.matchAll(/className="([^"]*)"/g)) {
        for (const name of (match[1] ?? '').split(/\s+/).filter(Boolean)) {
          assert.match(name, /^vb-(poll|content-block|visually-hidden)/, `${file}: class "${name}"`);
        }
      }
    }
  });
});
