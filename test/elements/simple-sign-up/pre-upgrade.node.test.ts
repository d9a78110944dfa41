import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cookieNameOf, hasCookie, preUpgrade } from '../../../elements/simple-sign-up/pre-upgrade.ts';

/** A sign-up element with this `cookie-name` attribute (undefined: none), recording the attributes set on it. */
const signUp = (cookieName?: string) => {
  const set = new Map<string, string>();
  return {
    set,
    getAttribute: (name: string) => (name === 'cookie-name' ? (cookieName ?? null) : null),
    setAttribute: (name: string, value: string) => void set.set(name, value),
  };
};

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

test('the pre-upgrade step marks each sign-up closed by its own cookie only', () => {
  const cookies = 'cid=1; signUpWeekly=closed';
  const signUps = [signUp('signUpWeekly'), signUp('signUpDaily'), signUp()];
  for (const element of signUps) preUpgrade(element, cookies);
  assert.deepEqual(
    signUps.map((element) => element.set.get('data-vb-state')),
    ['closed', undefined, undefined],
  );
  const byDefault = signUp();
  preUpgrade(byDefault, 'vbSimpleSignUp=closed');
  assert.equal(byDefault.set.get('data-vb-state'), 'closed');
});
