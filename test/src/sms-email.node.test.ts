/** src/sms-email.ts: which values are the SMS and EMAIL channels (spec section 5 'Phone'). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { channelOf } from '../../src/sms-email.ts';

describe('channelOf', () => {
  it('SMS and EMAIL in any case, with spaces around; anything else is neither', () => {
    assert.deepEqual(['SMS', 'sms', ' Sms ', 'EMAIL', 'email', 'e-mail', 'text', ''].map(channelOf), ['sms', 'sms', 'sms', 'email', 'email', null, null, null]);
  });
});
