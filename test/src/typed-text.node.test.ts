/** The caret kit's cleaning step: the text cleaned, and where the caret goes (nothing to keep when nothing was removed). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanKeepingCaret } from '../../src/hooks/use-typed-text.ts';
import { cleanTypedLine } from '../../src/clean-text.ts';

const box = (value: string, selectionStart: number | null) => ({ value, selectionStart }) as HTMLInputElement;

test('cleanKeepingCaret: a removed character before the caret moves it back by one; clean text keeps none', () => {
  const kept: Array<number | null> = [];
  assert.equal(
    cleanKeepingCaret(box('500\u200B1 Main', 5), cleanTypedLine, (at) => kept.push(at)),
    '5001 Main',
  );
  assert.equal(
    cleanKeepingCaret(box('Provo', 3), cleanTypedLine, (at) => kept.push(at)),
    'Provo',
  );
  assert.equal(
    cleanKeepingCaret(box('A\u200Dxna', null), cleanTypedLine, (at) => kept.push(at)),
    'Axna',
  );
  assert.deepEqual(kept, [4, null, 4]);
});
