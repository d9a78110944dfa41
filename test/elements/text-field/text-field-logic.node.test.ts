import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { caretAfterCleaning } from '../../../src/hooks/use-typed-text.ts';
import { cleanCommitted, cleanTypedLine } from '../../../src/clean-text.ts';
import { maxLengthMessage, maxLengthOf } from '../../../elements/text-field/text-field-logic.ts';

const TEMPLATE = '{remaining} of {max}';

describe('text-field logic (spec section 5 "Text field")', () => {
  test('whitespace only becomes empty while typing; trailing spaces stay until blur', () => {
    assert.equal(cleanTypedLine('   '), '');
    assert.equal(cleanTypedLine('\u00A0\u2003'), '');
    assert.equal(cleanTypedLine(' Ana  '), 'Ana  ');
    assert.equal(cleanCommitted(' Ana  '), 'Ana');
  });

  test('control characters and markup are cleaned', () => {
    assert.equal(cleanTypedLine('A\u0000n\u0007a'), 'Ana');
    assert.equal(cleanTypedLine('<img src=x onerror=alert(1)>Ana'), 'Ana');
  });

  test('max-length message: within 2 characters of the limit, firstName and lastName only', () => {
    assert.equal(maxLengthMessage('firstName', 'abcdefg', 10, TEMPLATE), '');
    assert.equal(maxLengthMessage('firstName', 'abcdefgh', 10, TEMPLATE), '2 of 10');
    assert.equal(maxLengthMessage('lastName', 'abcdefghij', 10, TEMPLATE), '0 of 10');
    assert.equal(maxLengthMessage('city', 'abcdefghij', 10, TEMPLATE), '');
    assert.equal(maxLengthMessage('firstName', 'abcdefghij', undefined, TEMPLATE), '');
  });

  test('maxlength must be a whole number of at least 1', () => {
    assert.equal(maxLengthOf(0), undefined);
    assert.equal(maxLengthOf(-3), undefined);
    assert.equal(maxLengthOf(2.5), undefined);
    assert.equal(maxLengthOf(20), 20);
  });

  test('the caret moves back by what cleaning removed before it', () => {
    assert.equal(caretAfterCleaning('A\u200Dxna', 3, cleanTypedLine), 2);
    assert.equal(caretAfterCleaning('Ana', 3, cleanTypedLine), 3);
  });
});
