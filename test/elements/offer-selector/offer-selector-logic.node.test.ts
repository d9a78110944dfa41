import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offerFields, parseOffers, parseSelection } from '../../../elements/offer-selector/offer-selector-logic.ts';

const offers = parseOffers([
  { label: 'Visit', offerType: 'missionary-visit', oItemId: '101', sourceId: 'web-visit' },
  { label: 'Book', offerType: 'book-of-mormon', oItemId: 102, sourceId: 'web-bom' },
  { label: 'No id', offerType: 'x' },
  { label: 'Duplicate', offerType: 'y', oItemId: '101' },
  'junk',
]);

describe('offer selector (spec section 3: offerType, oItemId, sourceId)', () => {
  it('keeps offers with a label and a unique oItemId', () =>
    assert.deepEqual(
      offers.map((o) => o.oItemId),
      ['101', '102'],
    ));
  it("JSON arrays of the selected offers in list order; sourceId is the first selected offer's", () => {
    assert.deepEqual(offerFields(offers, new Set(['102', '101'])), [
      ['offerType', '["missionary-visit","book-of-mormon"]'],
      ['oItemId', '["101","102"]'],
      ['sourceId', '["web-visit"]'],
    ]);
    assert.deepEqual(offerFields(offers, new Set(['102'])), [
      ['offerType', '["book-of-mormon"]'],
      ['oItemId', '["102"]'],
      ['sourceId', '["web-bom"]'],
    ]);
  });
  it('nothing selected submits nothing', () => assert.deepEqual(offerFields(offers, new Set()), []));
  it('the value attribute selects known ids; one only without multiple', () => {
    assert.deepEqual([...parseSelection(' 102, 999,101', offers, true)], ['102', '101']);
    assert.deepEqual([...parseSelection('102,101', offers, false)], ['102']);
  });
});
