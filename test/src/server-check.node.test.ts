/** The server check of a typed value: the kit's rules (src/server-check.ts). */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/api.ts';
import { checkedMessage, checkingError, failedCheck, rememberAnswers, shouldCheck } from '../../src/server-check.ts';

describe('server check: when to ask', () => {
  const known = new Map([['a@example.com', { status: 'valid' }]]);
  test('a value with no answer and no running check is asked about', () => {
    assert.equal(shouldCheck(true, 'b@example.com', known, null), true);
    assert.equal(shouldCheck(true, 'b@example.com', known, 'a@example.com'), true);
  });
  test('never when off, empty, answered already or being checked', () => {
    assert.equal(shouldCheck(false, 'b@example.com', known, null), false);
    assert.equal(shouldCheck(true, '', known, null), false);
    assert.equal(shouldCheck(true, 'a@example.com', known, null), false);
    assert.equal(shouldCheck(true, 'b@example.com', known, 'b@example.com'), false);
  });
});

describe('server check: answers kept', () => {
  test('new answers go in; past the limit the oldest goes', () => {
    let map: Map<string, number> = new Map();
    for (let i = 0; i < 5; i += 1) map = rememberAnswers(map, [[`k${i}`, i]], 3);
    assert.deepEqual([...map.keys()], ['k2', 'k3', 'k4']);
  });
  test('several answers at once (the same number written two ways), the input map untouched', () => {
    const before = new Map([['x', 1]]);
    const after = rememberAnswers(before, [
      ['y', 2],
      ['z', 2],
    ]);
    assert.deepEqual(
      [...after],
      [
        ['x', 1],
        ['y', 2],
        ['z', 2],
      ],
    );
    assert.equal(before.size, 1);
  });
});

describe('server check: error kinds', () => {
  test('an aborted check is dropped; any other failure is unverified, which never blocks', () => {
    assert.equal(failedCheck(new ApiError('aborted', 'abort')), null);
    assert.equal(failedCheck(new DOMException('The operation was aborted.', 'AbortError')), null);
    assert.deepEqual(failedCheck(new ApiError('took too long', 'timeout')), { status: 'unverified', reason: 'took too long' });
    assert.deepEqual(failedCheck(new ApiError('HTTP 503', 'http', 503)), { status: 'unverified', reason: 'HTTP 503' });
    assert.deepEqual(failedCheck('offline'), { status: 'unverified', reason: 'offline' });
  });
  test('the pending error holds the form with the checking text', () => {
    assert.deepEqual(checkingError('Checking your email address…'), {
      kind: 'checking',
      flags: { customError: true },
      message: 'Checking your email address…',
    });
  });
});

describe('server check: what the field shows', () => {
  const checkingText = 'Checking your phone number…';
  const malformed = { kind: 'malformed', flags: { typeMismatch: true }, message: 'Please enter a valid phone number for the selected country.' };
  test('the checking text while a check runs, even before errors show', () => {
    assert.deepEqual(checkedMessage({ showError: false, error: checkingError(checkingText), pending: true, checkingText }), {
      invalid: false,
      message: 'Checking your phone number…',
    });
  });
  test('a submit attempt on an unchecked value shows the checking text, not an error', () => {
    assert.deepEqual(checkedMessage({ showError: true, error: checkingError(checkingText), pending: false, checkingText }), {
      invalid: false,
      message: 'Checking your phone number…',
    });
  });
  test("the field's error once errors show; nothing before", () => {
    assert.deepEqual(checkedMessage({ showError: true, error: malformed, pending: false, checkingText }), {
      invalid: true,
      message: 'Please enter a valid phone number for the selected country.',
    });
    assert.deepEqual(checkedMessage({ showError: false, error: malformed, pending: false, checkingText }), { invalid: false, message: '' });
    assert.deepEqual(checkedMessage({ showError: true, error: null, pending: false, checkingText }), { invalid: false, message: '' });
  });
});
