import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildFormBody, consentValue } from '../../src/form-body.ts';
import { newTransactionId } from '../../src/transaction-id.ts';

const context = { lang: 'en', cid: 'cid-1', mdcid: 'md-2' };

describe('form body (spec section 3 Form fields, Form submission extras)', () => {
  it('transaction id is the millisecond time plus a whole random number below 10000', () => {
    assert.equal(newTransactionId(1_700_000_000_000, 0), '1700000000000');
    assert.equal(newTransactionId(1_700_000_000_000, 0.99999), '1700000009999');
    assert.equal(newTransactionId(1_700_000_000_000, 0.5), String(1_700_000_000_000 + 5000));
  });

  it('adds the defaults the form does not carry: campaign ids 10 and 0, lang, cid, mdcid, the transaction id', () => {
    const body = buildFormBody(
      [
        ['fullName', 'Ana'],
        ['email', 'ana@example.org'],
      ],
      context,
      '123',
    );
    assert.equal(body.get('transactionId'), '123');
    assert.equal(body.get('MDCampaignId'), '10');
    assert.equal(body.get('boncomCampaignId'), '0');
    assert.equal(body.get('lang'), 'en');
    assert.equal(body.get('cid'), 'cid-1');
    assert.equal(body.get('mdcid'), 'md-2');
    assert.equal(body.get('fullName'), 'Ana');
  });

  it("keeps the form's own campaign ids, language and transaction id, and fills an empty hidden one", () => {
    const body = buildFormBody(
      [
        ['MDCampaignId', '77'],
        ['boncomCampaignId', ''],
        ['lang', 'es'],
        ['transactionId', 'own-1'],
      ],
      context,
      '123',
    );
    assert.equal(body.get('MDCampaignId'), '77');
    assert.deepEqual(body.getAll('boncomCampaignId'), ['0']);
    assert.equal(body.get('lang'), 'es');
    assert.deepEqual(body.getAll('transactionId'), ['own-1']);
  });

  it('leaves cid and mdcid out when their cookies are not set', () => {
    const body = buildFormBody([], { lang: 'en' }, '1');
    assert.equal(body.has('cid'), false);
    assert.equal(body.has('mdcid'), false);
  });

  it("sends the consent flags as 'true' or 'false', once each", () => {
    assert.equal(consentValue([]), 'false');
    assert.equal(consentValue(['on']), 'true');
    assert.equal(consentValue(['false']), 'false');
    assert.equal(consentValue(['', 'yes']), 'true');
    const body = buildFormBody([['consent_to_message', 'on']], context, '1');
    assert.deepEqual(body.getAll('consent_to_message'), ['true']);
    assert.deepEqual(body.getAll('ad_partner_consent'), ['false']);
  });

  it('passes the offer fields and repeated author fields through in order', () => {
    const body = buildFormBody(
      [
        ['offerType', '["visit"]'],
        ['oItemId', '["o1","o2"]'],
        ['sourceId', '["s1"]'],
        ['offerDetails', '[{"question":"When?","response":"Sunday"}]'],
        ['note', 'When? Sunday'],
        ['topics', 'a'],
        ['topics', 'b'],
      ],
      context,
      '1',
    );
    assert.equal(body.get('offerType'), '["visit"]');
    assert.equal(body.get('oItemId'), '["o1","o2"]');
    assert.equal(body.get('sourceId'), '["s1"]');
    assert.equal(body.get('note'), 'When? Sunday');
    assert.deepEqual(body.getAll('topics'), ['a', 'b']);
  });

  it('carries the verification token, empty when verification is off', () => {
    assert.equal(buildFormBody([], { ...context, verificationToken: '' }, '1').get('verificationToken'), '');
    assert.equal(buildFormBody([], { ...context, verificationToken: 'tok' }, '1').get('verificationToken'), 'tok');
    assert.equal(buildFormBody([], context, '1').has('verificationToken'), false);
  });
});
