import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { outcomeOf } from '../../src/form-send.ts';

describe("form outcome: answers from the server (spec section 8 'Form submit')", () => {
  it('200 and 201 are success, 428 is ignored, anything else an error', () => {
    assert.equal(outcomeOf(200), 'success');
    assert.equal(outcomeOf(201), 'success');
    assert.equal(outcomeOf(428), 'ignored');
    for (const status of [0, 204, 400, 403, 409, 500, 503]) assert.equal(outcomeOf(status), 'error', String(status));
  });
});
