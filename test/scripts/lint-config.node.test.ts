/**
 * The house naming and `any` rules as the linters see them: each case names a file where it would live,
 * because the Stylelint patterns are per element folder.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import stylelint from 'stylelint';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Rules Stylelint reports for `code` as if it were the file `file` (relative to the repository). */
async function cssRules(file: string, code: string): Promise<string[]> {
  const { results } = await stylelint.lint({ code, codeFilename: `${ROOT}${file}`, cwd: ROOT });
  return (results[0]?.warnings ?? []).map((warning) => warning.rule);
}

describe('stylelint naming rules', () => {
  it('accepts vb-<folder>__<part>--<modifier> classes, vb-<folder>-* keyframes and --vb-* / --_vb-* properties in an element folder', async () => {
    const css = [
      ':host { --_vb-drawers-gap: 1rem; }',
      '.vb-drawers__button { color: var(--vb-color-primary); }',
      '.vb-drawers__drawer--open { animation: vb-drawers-open 1s; }',
      '.vb-drawers--form { margin: var(--_vb-drawers-gap); }',
      '@keyframes vb-drawers-open { from { opacity: 0; } }',
    ].join('\n');
    assert.deepEqual(await cssRules('elements/drawers/drawers.css', css), []);
  });

  it('rejects a bare class, another folder’s prefix and an abbreviation in an element folder', async () => {
    assert.deepEqual(await cssRules('elements/drawers/drawers.css', '.button { color: red; }'), ['selector-class-pattern']);
    assert.deepEqual(await cssRules('elements/drawers/drawers.css', '.vb-poll__answer { color: red; }'), ['selector-class-pattern']);
    assert.deepEqual(await cssRules('elements/content-block/content-block.css', '.vb-cb__toggle { color: red; }'), ['selector-class-pattern']);
  });

  it('rejects custom properties and keyframes outside the vb namespace', async () => {
    assert.deepEqual(await cssRules('elements/poll/poll.css', ':host { --_poll-gap: 1rem; }'), ['custom-property-pattern']);
    assert.deepEqual(await cssRules('elements/poll/poll.css', '@keyframes grow { from { opacity: 0; } }'), ['keyframes-name-pattern']);
  });

  it('lets demo pages use their own kebab-case classes but only real vb-<block>__<part> names', async () => {
    assert.deepEqual(await cssRules('demo/poll.css', '.poll-demo-dark { --demo-bg: #000; }'), []);
    assert.deepEqual(await cssRules('demo/poll.css', '.vb-poll_answer { color: red; }'), ['selector-class-pattern']);
  });
});

describe('eslint house rules', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const rules = async (file: string, code: string) =>
    (await eslint.lintText(code, { filePath: `${ROOT}${file}` }))[0]?.messages.map((message) => `${message.ruleId}:${message.severity}`) ?? [];

  it('reports `any` as an error', async () => {
    assert.deepEqual(await rules('src/example.ts', 'export const value = JSON.parse("1") as any;\n'), ['@typescript-eslint/no-explicit-any:2']);
  });

  it('applies the rules of hooks to .ts and .tsx files', async () => {
    const code = 'import { useState } from "react";\nexport function useMaybe(on: boolean) {\n  if (on) useState(0);\n}\n';
    assert.deepEqual(await rules('src/hooks/use-maybe.ts', code), ['react-hooks/rules-of-hooks:2']);
    assert.deepEqual(await rules('elements/x/x.tsx', code), ['react-hooks/rules-of-hooks:2']);
  });
});
