import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeDisplayName } from '../../src/display-names.ts';

test('names a language and a region in the page language', () => {
  assert.equal(codeDisplayName('language', 'es', 'en'), 'Spanish');
  assert.equal(codeDisplayName('language', 'es', 'es'), 'español');
  assert.equal(codeDisplayName('region', 'DE', 'de'), 'Deutschland');
  assert.equal(codeDisplayName('region', 'DE', 'en'), 'Germany');
});

test('undefined, never a throw, for a code it does not know or cannot read', () => {
  assert.equal(codeDisplayName('language', 'qaa', 'en'), undefined, 'a private-use code has no name');
  assert.equal(codeDisplayName('language', '123', 'en'), undefined, 'not a language code at all');
  assert.equal(codeDisplayName('language', 'es-!', 'en'), undefined);
  assert.equal(codeDisplayName('region', 'ZZZZ', 'en'), undefined);
});

test('a malformed page language does not throw: no names at all', () => {
  assert.equal(codeDisplayName('language', 'es', 'not a locale!'), undefined);
});

test('no locale: the runtime default', () => {
  assert.equal(typeof codeDisplayName('language', 'fr'), 'string');
});
