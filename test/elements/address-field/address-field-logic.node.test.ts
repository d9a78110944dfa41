import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { candidateText, fieldCandidates, verificationOf } from '../../../elements/address-field/address-field-logic.ts';

describe('vb-address-field logic (spec section 3: deliveryLine1 and lastLine)', () => {
  const answer = [{ deliveryLine1: '500 Main St', lastLine: 'Provo UT 84604-1840', delivery_line_1: 'x', last_line: 'y' }];
  it('reads deliveryLine1 and lastLine (the snake_case pair only as a fallback)', () => {
    assert.deepEqual(fieldCandidates(answer), [{ deliveryLine1: '500 Main St', lastLine: 'Provo UT 84604-1840' }]);
    assert.deepEqual(fieldCandidates([{ delivery_line_1: '1 A St', last_line: 'B UT 1' }]), [{ deliveryLine1: '1 A St', lastLine: 'B UT 1' }]);
    assert.deepEqual(fieldCandidates({ not: 'a list' }), []);
    assert.deepEqual(fieldCandidates([null, 3, { lastLine: 'no line 1' }]), []);
    assert.equal(candidateText(fieldCandidates(answer)[0]!), '500 Main St, Provo UT 84604-1840');
  });
  it('the standard form typed (commas, case, spacing and the ZIP+4 aside) is verified; anything else is corrected', () => {
    const list = fieldCandidates(answer);
    assert.deepEqual(verificationOf('500 main st,  provo ut 84604', list), { status: 'verified', text: '500 Main St, Provo UT 84604-1840' });
    assert.deepEqual(verificationOf('500 main street provo utah', list), { status: 'corrected', text: '500 Main St, Provo UT 84604-1840' });
  });
  it('no candidate: unmatched, the text kept', () => {
    assert.deepEqual(verificationOf('1 Nowhere Rd', []), { status: 'unmatched', text: '1 Nowhere Rd' });
  });
});
