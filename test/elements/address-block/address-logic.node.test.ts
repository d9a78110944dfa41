import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  chooseSuggestion,
  intlStreet,
  intlVerifyAnswer,
  usVerifyAnswer,
  type IntlItem,
  type Suggestion,
} from '../../../elements/address-block/address-answers-logic.ts';
import {
  comparisonFlag,
  countryNames,
  emptyParts,
  parseSaved,
  partsForCountry,
  requirements,
  resolveCountry,
  statusText,
  submittedEntries,
} from '../../../elements/address-block/address-logic.ts';

const germany = { name: 'Germany', iso2: 'DE', iso3: 'DEU', locationCode: 276 };
const provo = { street: '500 Main St', line2: '', city: 'Provo', state: 'UT', zip: '84604' };

describe('the country shown', () => {
  it('the United States works before the list loads; another country waits for it', () => {
    assert.equal(resolveCountry([], 'usa')?.iso2, 'US');
    assert.equal(resolveCountry([], 'DE'), undefined);
    assert.equal(resolveCountry([germany], 'de')?.name, 'Germany');
  });

  it('only F turns the comparison flag off', () => {
    assert.equal(comparisonFlag(' f '), 'F');
    assert.equal(comparisonFlag(''), 'T');
    assert.equal(comparisonFlag('x'), 'T');
  });

  it('a new country clears the street and state, and every part in verified mode', () => {
    assert.deepEqual(partsForCountry(provo, 'plain'), { ...provo, street: '', state: '' });
    assert.deepEqual(partsForCountry(provo, 'verified'), emptyParts);
  });

  it('a pasted address may end with the country’s name or codes, and the US by its other names', () => {
    assert.deepEqual(countryNames(germany, 'verified'), ['Germany', 'DE', 'DEU']);
    assert.ok(countryNames(undefined, 'us').includes('United States of America'));
  });
});

describe('which parts must be filled (spec section 5)', () => {
  it('an empty block that is not required asks for nothing', () => {
    const { isRequired, missing } = requirements('us', emptyParts, false, true);
    assert.equal(isRequired('street'), false);
    assert.deepEqual(missing, []);
  });

  it('a started US address must be completed; the state only when its list is shown', () => {
    const started = { ...emptyParts, street: '500 Main St' };
    assert.deepEqual(requirements('us', started, false, true).missing, ['city', 'state', 'zip']);
    assert.deepEqual(requirements('us', started, false, false).missing, ['city', 'zip']);
    assert.equal(requirements('us', started, false, true).isRequired('line2'), false);
  });

  it('plain countries ask for no ZIP; verified ones for the street only', () => {
    assert.deepEqual(requirements('plain', emptyParts, true, true).missing, ['street', 'city', 'state']);
    assert.deepEqual(requirements('verified', emptyParts, true, true).missing, ['street']);
  });
});

describe('what the form submits (spec section 3)', () => {
  const base = {
    name: 'address',
    mode: 'us' as const,
    parts: { ...provo, line2: ' Apt 2 ' },
    country: { name: 'United States', iso2: 'US', iso3: 'USA', locationCode: 251 },
    countryCode: 'US',
    validity: 10,
    flags: { autocompleteSelected: true, validatedAddressSelected: false, validationAutocompleteSelected: false },
    precisely: false,
    result: { recordId: 'r1' },
  };

  it('the one line under the name, the parts, the country and the verification fields', () => {
    assert.deepEqual(submittedEntries(base), [
      ['address', '500 Main St Apt 2, Provo, UT 84604'],
      ['street', '500 Main St'],
      ['street2', 'Apt 2'],
      ['city', 'Provo'],
      ['state', 'UT'],
      ['zip', '84604'],
      ['country', 'US'],
      ['locationCode', '251'],
      ['countryIso3', 'USA'],
      ['addressValidity', '10'],
      ['autocompleteSelected', 'true'],
      ['validatedAddressSelected', 'false'],
      ['validationAutocompleteSelected', 'false'],
      ['preciselyik', 'false'],
      ['recordId', 'r1'],
    ]);
  });

  it('verified mode sends its one line only; an unknown country its code; no validity yet is empty', () => {
    const entries = new Map(submittedEntries({ ...base, mode: 'verified', country: undefined, countryCode: 'XX', validity: null }));
    assert.equal(entries.get('address'), '500 Main St');
    assert.equal(entries.get('city'), '');
    assert.equal(entries.get('street2'), '');
    assert.equal(entries.get('country'), 'XX');
    assert.equal(entries.get('locationCode'), '');
    assert.equal(entries.get('addressValidity'), '');
  });

  it('validity after an edit is submitted as false (spec section 4)', () => {
    assert.equal(new Map(submittedEntries({ ...base, validity: false })).get('addressValidity'), 'false');
  });

  it('a saved state reads back cleaned; anything not ours is null', () => {
    const saved = parseSaved(JSON.stringify({ ...provo, country: 'CA', zip: 7 }), (t) => t.trim());
    assert.deepEqual(saved, { country: 'CA', parts: { ...provo, zip: '' } });
    assert.equal(
      parseSaved('not json', (t) => t),
      null,
    );
    assert.equal(
      parseSaved('null', (t) => t),
      null,
    );
  });
});

describe('the status region', () => {
  const words = { verifyingText: 'Checking your address…', noSuggestionsText: 'No suggestions right now.', suggestionsText: '{count} suggestions available.' };

  it('verifying first, then a failed list, then the count of an open list', () => {
    assert.equal(statusText({ verifying: true, failed: true, listOpen: true, count: 3 }, words), 'Checking your address…');
    assert.equal(statusText({ verifying: false, failed: true, listOpen: true, count: 0 }, words), 'No suggestions right now.');
    assert.equal(statusText({ verifying: false, failed: false, listOpen: true, count: 3 }, words), '3 suggestions available.');
    assert.equal(statusText({ verifying: false, failed: false, listOpen: false, count: 3 }, words), '');
    assert.equal(statusText({ verifying: false, failed: false, listOpen: true, count: 0 }, words), '');
  });
});

describe('verify answers and chosen suggestions', () => {
  const usAnswer = [
    { delivery_line_1: '500 Main St', last_line: 'Provo UT 84604-1234', components: { city_name: 'Provo', state_abbreviation: 'UT', zipcode: '84604' } },
  ];

  it('a US answer that equals the entry is valid, with no candidates', () => {
    const answer = usVerifyAnswer(usAnswer, provo);
    assert.equal(answer.validity, 10);
    assert.equal(answer.result.mainAddressLine, '500 Main St');
    assert.deepEqual(answer.candidates, []);
  });

  it('a US answer that differs is 20, its suggestion offered and no result kept', () => {
    const answer = usVerifyAnswer(usAnswer, { ...provo, street: '500 Mian St' });
    assert.equal(answer.validity, 20);
    assert.equal(answer.result.mainAddressLine, '');
    assert.deepEqual(
      answer.candidates.map((c) => [c.text, c.parts.street]),
      [['500 Main St, Provo UT 84604-1234', '500 Main St']],
    );
  });

  it('an international 20 offers the usable items, the country name taken off the street', () => {
    const item = (over: Partial<IntlItem>) => ({ FormattedAddress: 'Blumenallee 5, 15090 Berlin, Germany', CountryName: 'Germany', Status: 'V', ...over });
    const answer = intlVerifyAnswer({ Output: [item({ LDS_AddressValidationFlag: 'F' }), item({ Status: 'F' }), item({ FormattedAddress: '' })] }, 'F');
    assert.equal(answer.validity, 20);
    assert.deepEqual(
      answer.candidates.map((c) => [c.parts.street, c.result.countryComparisonFlag]),
      [['Blumenallee 5, 15090 Berlin', 'F']],
    );
    assert.equal(intlStreet({ ...item({}), CountryName: '' } as IntlItem), 'Blumenallee 5, 15090 Berlin, Germany');
  });

  it('a chosen US option fills what it has; a verified international one is valid at once', () => {
    const us: Suggestion = { text: '500 Main St, Provo', street: '500 Main St', city: 'Provo', state: '', zip: '', verified: false };
    const chosen = chooseSuggestion('us', { ...emptyParts, state: 'UT', zip: '84604' }, us, 'T');
    assert.deepEqual(chosen.parts, { ...emptyParts, street: '500 Main St', city: 'Provo', state: 'UT', zip: '84604' });
    assert.deepEqual(chosen.event, { type: 'autocomplete' });
    const intl = { FormattedAddress: 'Blumenallee 5, Berlin, Germany', CountryName: 'Germany', RecordID: 'DEU-1' } as IntlItem;
    const verified = chooseSuggestion('verified', emptyParts, { ...us, verified: true, intl }, 'T');
    assert.equal(verified.parts.street, 'Blumenallee 5, Berlin');
    assert.equal(verified.event.type, 'autocomplete-verified');
    assert.equal(chooseSuggestion('verified', provo, { ...us, street: 'Main 1' }, 'T').parts.street, 'Main 1');
  });
});
