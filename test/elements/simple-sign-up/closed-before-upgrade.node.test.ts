import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cookieNameOf, hasCookie } from '../../../elements/simple-sign-up/closed-before-upgrade.ts';

/** A sign-up element with this `cookie-name` attribute (undefined: none). */
const signUp = (cookieName?: string) => ({ cookieName, getAttribute: (name: string) => (name === 'cookie-name' ? (cookieName ?? null) : null) });

test('a cookie is found by its whole name, whatever its value and place in the list', () => {
  assert.equal(hasCookie('signUpWeekly=closed', 'signUpWeekly'), true);
  assert.equal(hasCookie('cid=42; signUpWeekly=', 'signUpWeekly'), true);
  assert.equal(hasCookie('xsignUpWeekly=closed; signUpWeeklyNot=closed', 'signUpWeekly'), false);
  assert.equal(hasCookie('', 'signUpWeekly'), false);
});

test('a name the cookie writer encodes is looked for encoded', () => {
  assert.equal(hasCookie('sign%20up=closed', 'sign up'), true);
});

test('without cookie-name, or with a blank one, the sign-up uses the default cookie', () => {
  assert.equal(cookieNameOf(signUp()), 'vbSimpleSignUp');
  assert.equal(cookieNameOf(signUp('  ')), 'vbSimpleSignUp');
  assert.equal(cookieNameOf(signUp('signUpDaily')), 'signUpDaily');
});

test('each sign-up is closed by its own cookie only', () => {
  const cookies = 'cid=1; signUpWeekly=closed';
  assert.deepEqual(
    [signUp('signUpWeekly'), signUp('signUpDaily'), signUp()].map((s) => hasCookie(cookies, cookieNameOf(s))),
    [true, false, false],
  );
  assert.equal(hasCookie('vbSimpleSignUp=closed', cookieNameOf(signUp())), true);
});
