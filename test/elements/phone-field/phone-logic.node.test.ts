/** vb-phone-field's value, check and state rules (phone-logic.ts) under node:test. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alpha2Of } from '../../../elements/phone-field/alpha3.ts';
import {
  checkKey,
  localValidity,
  phoneState,
  phoneValueReducer,
  readSavedPhone,
  splitCheckKey,
  type PhoneError,
} from '../../../elements/phone-field/phone-logic.ts';

describe('phone-logic: one state for country and number', () => {
  const start = { country: 'US', text: '202 555 0143' };
  it('set and edit write what they name and keep the rest; no change keeps the same state', () => {
    assert.deepEqual(phoneValueReducer(start, { type: 'set', country: 'CA' }), { country: 'CA', text: '202 555 0143' });
    assert.deepEqual(phoneValueReducer(start, { type: 'edit', text: '202' }), { country: 'US', text: '202' });
    assert.equal(phoneValueReducer(start, { type: 'set', country: 'US' }), start);
  });
  it('the metadata formats only what nobody changed meanwhile', () => {
    const from = { country: 'US', text: '+44 7400 123456' };
    const to = { country: 'GB', text: '07400 123456' };
    assert.deepEqual(phoneValueReducer(from, { type: 'reformat', from, to }), to);
    // A restored number came in first: the text stays; the untouched country still follows.
    const restored = { country: 'US', text: '415 555 0100' };
    assert.deepEqual(phoneValueReducer(restored, { type: 'reformat', from, to }), { country: 'GB', text: '415 555 0100' });
  });
  it('a server answer applies only while the number and country are still the ones asked about', () => {
    const asked = { country: 'US', text: '4165550100' };
    const answer = { country: 'CA', text: '(416) 555-0100' };
    const typed = { country: 'US', text: '416 555 0100' };
    assert.deepEqual(phoneValueReducer(typed, { type: 'reformat', from: asked, to: answer, sameDigits: true }), answer);
    const moved = { country: 'US', text: '416 555 01' };
    assert.equal(phoneValueReducer(moved, { type: 'reformat', from: asked, to: answer, sameDigits: true }), moved);
    const otherCountry = { country: 'GB', text: '416 555 0100' };
    assert.equal(phoneValueReducer(otherCountry, { type: 'reformat', from: asked, to: answer, sameDigits: true }), otherCountry);
  });
  it('a saved state comes back cleaned; another shape is ignored', () => {
    assert.deepEqual(readSavedPhone('{"country":"deu","text":"030-123 456"}', alpha2Of), { country: 'DE', text: '030123 456' });
    assert.deepEqual(readSavedPhone('{"country":"nowhere"}', alpha2Of), {});
    assert.equal(readSavedPhone('not json', alpha2Of), null);
  });
});

describe('phone-logic: check key, local validity, host state', () => {
  it('a check key is the country and the digits; none for an empty number', () => {
    assert.equal(checkKey('GB', '7400123456'), 'GB|7400123456');
    assert.equal(checkKey('GB', ''), '');
    assert.deepEqual(splitCheckKey('GB|7400123456'), { country: 'GB', digits: '7400123456' });
  });
  it('local validity: nothing to say before the metadata or for an empty field; an unread +code is not a number', () => {
    const valid = () => true;
    assert.equal(localValidity('', false, valid), null);
    assert.equal(localValidity('202', false, null), null);
    assert.equal(localValidity('44', true, null), false);
    assert.equal(localValidity('44', true, valid), false);
    assert.equal(
      localValidity('202', false, () => false),
      false,
    );
    assert.equal(localValidity('202', false, valid), true);
  });
  it('the host state', () => {
    const malformed: PhoneError = { kind: 'malformed', flags: { typeMismatch: true }, message: 'Please enter a valid phone number for the selected country.' };
    const checking: PhoneError = { kind: 'checking', flags: { customError: true }, message: 'Checking your phone number…' };
    assert.equal(phoneState('', false, null, null, true), '');
    assert.equal(phoneState('202', true, checking, null, true), 'checking');
    assert.equal(phoneState('202', false, malformed, null, true), 'invalid');
    assert.equal(phoneState('202', false, null, { status: 'unverified', reason: 'HTTP 500' }, true), 'unverified');
    assert.equal(phoneState('202', false, checking, null, true), '');
    assert.equal(phoneState('202', false, null, null, false), 'valid');
  });
});
