import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closedSignUps, cookieNameOf, hasCookie } from '../../../elements/simple-sign-up/closed-before-upgrade.ts';

/** A sign-up element with this `cookie-name` attribute (undefined: none). */
const signUp = (cookieName?: string) => ({ cookieName, getAttribute: (name: string) => (name === 'cookie-name' ? (cookieName ?? null) : null) });

test('a cookie is found by its whole name, whatever its value and place in the list', () => {
  assert.equal(hasCookie('signUpWeekly=closed', 'signUpWeekly'), true);
  assert.equal(hasCookie('cid=42; signUpWeekly=', 'signUpWeekly'), true);
  assert.equal(hasCookie('cid=42;signUpWeekly=1', 'signUpWeekly'), true);
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

test('only the sign-ups whose own cookie is set are closed', () => {
  const weekly = signUp('signUpWeekly');
  const daily = signUp('signUpDaily');
  const plain = signUp();
  assert.deepEqual(closedSignUps([weekly, daily, plain], 'cid=1; signUpWeekly=closed'), [weekly]);
  assert.deepEqual(closedSignUps([weekly, daily, plain], 'vbSimpleSignUp=closed'), [plain]);
  assert.deepEqual(closedSignUps([weekly, daily, plain], 'cid=1'), []);
});
