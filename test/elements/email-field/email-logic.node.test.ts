/** vb-email-field's rules (email-logic.ts) under node:test. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanEmail, emailError, emailState, readEmailAnswer, type EmailMessages } from '../../../elements/email-field/email-logic.ts';
import { caretAfterCleaning } from '../../../src/hooks/use-typed-text.ts';

const M: EmailMessages = {
  requiredMessage: 'Please enter your email address.',
  conditionalRequiredMessage: 'Please enter your email address to receive email updates.',
  malformedMessage: 'Please enter a valid email address, like name@example.com.',
  invalidDomainMessage: 'This email domain cannot receive email. Please check the part after the @.',
  invalidAccountMessage: 'This email address cannot receive email. Please use another address.',
  checkingText: 'Checking your email address…',
};

describe('vb-email-field: pure rules (email-logic.ts)', () => {
  it('removes every whitespace character and the shared cleaning', () => {
    assert.equal(cleanEmail(' ja ne\t@gm\u00a0ail.com\n'), 'jane@gmail.com');
    assert.equal(cleanEmail('<b>jane</b>@gmail.com'), 'jane@gmail.com');
    assert.equal(cleanEmail('jane\u200b@gmail.com'), 'jane@gmail.com');
  });
  it('keeps the caret where the visitor typed', () => {
    assert.equal(caretAfterCleaning('ja ne@x', 4, cleanEmail), 3);
    assert.equal(caretAfterCleaning('jane@x', 4, cleanEmail), 4);
  });
  it('maps the three server codes to their messages', () => {
    const base = { required: false, requiredBy: '', verify: true, messages: M, value: 'a@b.c' };
    assert.equal(
      emailError({ ...base, check: { status: 'invalid', code: 'email_address_invalid' } })?.message,
      'Please enter a valid email address, like name@example.com.',
    );
    assert.equal(
      emailError({ ...base, check: { status: 'invalid', code: 'email_domain_invalid' } })?.message,
      'This email domain cannot receive email. Please check the part after the @.',
    );
    assert.equal(
      emailError({ ...base, check: { status: 'invalid', code: 'email_account_invalid' } })?.message,
      'This email address cannot receive email. Please use another address.',
    );
    assert.equal(emailError({ ...base, check: { status: 'valid' } }), null);
    assert.equal(emailError({ ...base, check: { status: 'unverified', reason: 'HTTP 500' } }), null);
    assert.equal(emailError({ ...base, check: null })?.message, 'Checking your email address…');
    assert.equal(emailError({ ...base, verify: false, check: null }), null);
  });
  it('required and conditionally required', () => {
    const base = { value: '', verify: true, check: null, messages: M };
    assert.equal(emailError({ ...base, required: false, requiredBy: '' }), null);
    assert.equal(emailError({ ...base, required: true, requiredBy: '' })?.message, 'Please enter your email address.');
    assert.equal(
      emailError({ ...base, required: true, requiredBy: 'emailSubscription' })?.message,
      'Please enter your email address to receive email updates.',
    );
  });
  it('reads the server answer; an unknown shape is a service failure, not a block', () => {
    assert.deepEqual(readEmailAnswer({ email: { status: 'valid' } }), { status: 'valid' });
    assert.deepEqual(readEmailAnswer({ email: { status: 'invalid', error_code: 'email_domain_invalid' } }), {
      status: 'invalid',
      code: 'email_domain_invalid',
    });
    assert.deepEqual(readEmailAnswer({ email: { status: 'invalid', error_code: 'something_new' } }), { status: 'invalid', code: 'email_address_invalid' });
    assert.equal(readEmailAnswer('<html>').status, 'unverified');
  });
});

describe('vb-email-field: the host state', () => {
  it('nothing for an empty field or with verification off; checking while asked; else the answer', () => {
    assert.equal(emailState('', true, false, null), '');
    assert.equal(emailState('a@b.c', false, true, null), '');
    assert.equal(emailState('a@b.c', true, true, null), 'checking');
    assert.equal(emailState('a@b.c', true, false, { status: 'invalid', code: 'email_domain_invalid' }), 'invalid');
    assert.equal(emailState('a@b.c', true, false, null), '');
  });
});
