import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cookieRuleShows, dismissValue, listOf } from '../../../elements/cookie-based-display/cookie-based-display-logic.ts';

test('value given: shown while the cookie is one of them (trimmed, exact)', () => {
  assert.equal(cookieRuleShows('lang', 'es', ['en', 'es'], false), true);
  assert.equal(cookieRuleShows('lang', ' es ', ['es'], false), true);
  assert.equal(cookieRuleShows('lang', 'ES', ['es'], false), false);
  assert.equal(cookieRuleShows('lang', undefined, ['es'], false), false);
});

test('no value: shown while the cookie is set to anything non-empty', () => {
  assert.equal(cookieRuleShows('cid', 'abc', [], false), true);
  assert.equal(cookieRuleShows('cid', '', [], false), false);
  assert.equal(cookieRuleShows('cid', undefined, [], false), false);
});

test('negate turns the result round; no cookie name is always hidden, negated or not', () => {
  assert.equal(cookieRuleShows('closed', undefined, [], true), true);
  assert.equal(cookieRuleShows('closed', '1', [], true), false);
  assert.equal(cookieRuleShows('lang', 'en', ['es'], true), true);
  assert.equal(cookieRuleShows('', 'x', [], false), false);
  assert.equal(cookieRuleShows(' ', undefined, [], true), false);
});

test('values are a comma list; dismissing writes the first value, else 1', () => {
  assert.deepEqual(listOf(' en, es ,,'), ['en', 'es']);
  assert.equal(dismissValue(['yes', 'no']), 'yes');
  assert.equal(dismissValue([]), '1');
});
