/**
 * vb-phone-field's pure modules under node:test: the metadata module (phone-lib.ts) for every country
 * libphonenumber-js knows, the alpha-3 table, and the editing rules of phone.ts.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { getCountries, getExampleNumber, type CountryCode, type Examples } from 'libphonenumber-js/max';
import { alpha2Of, alpha3Of } from '../../../elements/phone-field/alpha3.ts';
import { countryList, dialOf, flagOf, formatAsTyped, isValidFor, searchCountries, splitPlusCode } from '../../../elements/phone-field/phone-lib.ts';
import {
  applyEdit,
  caretAfterDigits,
  cleanPhoneInput,
  digitsOf,
  hiddenPrefix,
  parseWhitelist,
  phoneError,
  phoneFormData,
  readPhoneAnswer,
  type PhoneMessages,
} from '../../../elements/phone-field/phone-logic.ts';

const require = createRequire(import.meta.url);
const examples = require('libphonenumber-js/examples.mobile.json') as Examples;
const worldCountries = require('world-countries') as { cca2: string; cca3: string }[];

/** A malformed variant of a valid national number: too long for every country's ranges. */
const tooLong = (national: string) => `${national}123456`;
/** And too short: the first two digits only. */
const tooShort = (national: string) => national.slice(0, 2);

describe('phone-lib: every country libphonenumber-js knows', () => {
  const countries = getCountries();

  it('has an example for every country', () => {
    assert.ok(countries.length >= 240, `${countries.length} countries`);
    const without = countries.filter((iso2) => !getExampleNumber(iso2, examples));
    assert.deepEqual(without, []);
  });

  for (const iso2 of countries) {
    it(`${iso2}: the example number, typed and formatted as the field does, is accepted; malformed variants are not`, () => {
      const example = getExampleNumber(iso2 as CountryCode, examples)!;
      const typed = example.formatNational().replace(/\D/g, '');
      const shown = formatAsTyped(typed, iso2);
      assert.equal(digitsOf(shown), typed, `formatting keeps the digits (${shown})`);
      assert.equal(isValidFor(digitsOf(shown), iso2), true, `${shown} valid in ${iso2}`);
      assert.equal(isValidFor(tooLong(typed), iso2), false, `${tooLong(typed)} rejected in ${iso2}`);
      assert.equal(isValidFor(tooShort(typed), iso2), false, `${tooShort(typed)} rejected in ${iso2}`);
      // Typed with its +code, the country is picked and the rest is the national number.
      const split = splitPlusCode(`+${example.countryCallingCode} ${example.nationalNumber}`, iso2);
      assert.ok(split, 'the +code is recognised');
      assert.equal(split.dial, example.countryCallingCode);
      assert.equal(split.iso2, iso2, 'the country picked (the current one when it shares the code)');
      assert.equal(isValidFor(split.national, split.iso2), true);
      assert.match(alpha3Of(iso2), /^[A-Z]{3}$/);
    });
  }
});

describe('phone-lib: search and formatting', () => {
  it('formats as typed for the country', () => {
    assert.equal(formatAsTyped('2015550123', 'US'), '(201) 555-0123');
    assert.equal(formatAsTyped('07400123456', 'GB'), '07400 123456');
    assert.equal(formatAsTyped('', 'US'), '');
  });
  it('a +code picks its country; a shared code keeps the current country, or the number decides', () => {
    assert.deepEqual(splitPlusCode('+44 7400 123456', 'US'), { iso2: 'GB', dial: '44', national: '7400123456' });
    assert.equal(splitPlusCode('+1 416 555 0123', 'US')?.iso2, 'CA');
    assert.equal(splitPlusCode('+1 2', 'CA')?.iso2, 'CA');
    assert.equal(splitPlusCode('+1 2', 'GB')?.iso2, 'US');
    assert.equal(splitPlusCode('+', 'US'), null);
    assert.equal(splitPlusCode('+8', 'US'), null);
  });
  it('searches names in the page language and in English, calling codes and alpha-2 codes', () => {
    const de = countryList('de');
    assert.equal(searchCountries(de, 'österr')[0]?.iso2, 'AT');
    assert.equal(searchCountries(de, 'osterr')[0]?.iso2, 'AT');
    assert.equal(searchCountries(de, 'Austria')[0]?.iso2, 'AT');
    const en = countryList('en');
    assert.equal(searchCountries(en, '+44')[0]?.iso2, 'GB');
    assert.equal(searchCountries(en, '44')[0]?.iso2, 'GB');
    assert.equal(searchCountries(en, '1')[0]?.iso2, 'US');
    assert.equal(searchCountries(en, 'de')[0]?.iso2, 'DE');
    assert.deepEqual(searchCountries(en, 'zzzz'), []);
    assert.equal(searchCountries(en, '').length, getCountries().length);
    const es = countryList('es');
    assert.equal(searchCountries(es, 'alemania')[0]?.iso2, 'DE');
  });
  it('builds the country list once per locale: every phone field on a page shares it, and none can change it', () => {
    assert.equal(countryList('fr'), countryList('fr'));
    assert.notEqual(countryList('fr'), countryList('de'));
    assert.equal(countryList('fr').find((c) => c.iso2 === 'DE')?.name, 'Allemagne');
    assert.equal(Object.isFrozen(countryList('fr')), true);
  });
  it('flags and calling codes', () => {
    assert.equal(flagOf('gb'), '🇬🇧');
    assert.equal(dialOf('GB'), '44');
    assert.equal(dialOf('XX'), '');
  });
});

describe('alpha3.ts', () => {
  it('agrees with world-countries for every country with numbers (AC and TA are Saint Helena)', () => {
    const table = new Map(worldCountries.map((c) => [c.cca2, c.cca3]));
    for (const iso2 of getCountries()) assert.equal(alpha3Of(iso2), table.get(iso2) ?? 'SHN', iso2);
    assert.equal(alpha3Of('xx'), '');
  });
  it('reads alpha-2 and alpha-3 codes', () => {
    assert.equal(alpha2Of('gbr'), 'GB');
    assert.equal(alpha2Of(' us '), 'US');
    assert.equal(alpha2Of('ZZZ'), '');
    assert.equal(alpha2Of(''), '');
  });
});

describe('phone.ts: editing rules', () => {
  it('digits and spaces only, and a leading + while a code is typed', () => {
    assert.equal(cleanPhoneInput('(201) 555-0123 ext. 4'), '201 5550123  4');
    assert.equal(cleanPhoneInput(' +44 (0)7400'), '+44 07400');
    assert.equal(cleanPhoneInput('abc'), '');
  });
  it('Backspace over a formatting character deletes the digit before it', () => {
    // "(201) 555-0123" with the caret after ")": Backspace removes ")" only.
    const edit = applyEdit('(201) 555-0123', '(201 555-0123', 4, 'deleteContentBackward');
    assert.deepEqual(edit, { digits: '20555' + '0123', caretDigits: 2 });
    const forward = applyEdit('(201) 555-0123', '(201) 5550123', 9, 'deleteContentForward');
    assert.equal(forward.digits, '201555123');
    assert.equal(applyEdit('(201) 555', '(201) 5559', 10, 'insertText').digits, '2015559');
  });
  it('puts the caret after the same digit in the reformatted text', () => {
    assert.equal(caretAfterDigits('(201) 555-0123', 3), 4);
    assert.equal(caretAfterDigits('(201) 555-0123', 0), 1);
    assert.equal(caretAfterDigits('(201) 555-0123', 99), 14);
  });
  it('a whitelist of alpha-2 and alpha-3 codes', () => {
    assert.deepEqual(parseWhitelist('US, can ; mx,,xx', alpha2Of), ['US', 'CA', 'MX']);
    assert.deepEqual(parseWhitelist('', alpha2Of), []);
  });
  it('decides the error in the spec order', () => {
    const messages = {
      requiredMessage: 'R',
      conditionalRequiredMessage: 'C',
      malformedMessage: 'M',
      whitelistMessage: 'W',
      checkingText: 'K',
    } satisfies PhoneMessages;
    const base = { digits: '', country: 'US', required: false, requiredBy: '', whitelist: [], locallyValid: null, verify: true, check: null, messages };
    assert.equal(phoneError(base), null);
    assert.equal(phoneError({ ...base, required: true })?.message, 'R');
    assert.equal(phoneError({ ...base, required: true, requiredBy: 'phoneSubscription' })?.message, 'C');
    assert.equal(phoneError({ ...base, digits: '2015550123', whitelist: ['CA'], locallyValid: true })?.message, 'W');
    assert.equal(phoneError({ ...base, digits: '123', locallyValid: false })?.message, 'M');
    assert.equal(phoneError({ ...base, digits: '2015550123', locallyValid: true })?.message, 'K');
    assert.equal(
      phoneError({ ...base, digits: '2015550123', locallyValid: true, check: { status: 'valid', formatted: '(201) 555-0123', country: 'US' } }),
      null,
    );
    assert.equal(phoneError({ ...base, digits: '2015550123', locallyValid: true, check: { status: 'unverified', reason: 'HTTP 500' } }), null);
    assert.equal(phoneError({ ...base, digits: '2015550123', locallyValid: true, check: { status: 'invalid', reason: 'INVALID_NUMBER' } })?.message, 'M');
    assert.equal(phoneError({ ...base, digits: '2015550123', locallyValid: true, verify: false }), null);
  });
  it('reads the server answer', () => {
    assert.deepEqual(readPhoneAnswer({ valid: true, formatted: { national: '07400 123456' }, country: 'GB' }), {
      status: 'valid',
      formatted: '07400 123456',
      country: 'GB',
    });
    assert.deepEqual(readPhoneAnswer({ valid: false, formatted: null, reason: 'TOO_SHORT' }), { status: 'invalid', reason: 'TOO_SHORT' });
    assert.equal(readPhoneAnswer('<html>').status, 'unverified');
  });
});

describe('phone.ts: one phone field per form owns the hidden names', () => {
  const hidden = { phoneCountryCode: '1', phoneCountryAlpha3: 'USA', phoneCountry: 'US', customWhitelist: 'false' };

  it('the first field of a form keeps the spec names; a later one prefixes them with its name, or phone<n>', () => {
    assert.equal(hiddenPrefix(0, 'phone'), '');
    assert.equal(hiddenPrefix(1, 'mobile'), 'mobile');
    assert.equal(hiddenPrefix(2, ''), 'phone3');
    const keys = (prefix: string) => Array.from(phoneFormData('mobile', '201 555 0123', hidden, prefix).keys());
    assert.deepEqual(keys(''), ['mobile', 'phoneCountryCode', 'phoneCountryAlpha3', 'phoneCountry', 'customWhitelist']);
    assert.deepEqual(keys('mobile'), ['mobile', 'mobile_phoneCountryCode', 'mobile_phoneCountryAlpha3', 'mobile_phoneCountry', 'mobile_customWhitelist']);
  });
});
