/**
 * phone-lib.ts shows a closed country box without naming countries: the flag and the calling code need no
 * Intl.DisplayNames, and the named, sorted list is built only when asked for. A file of its own (node:test runs
 * each file in a process of its own), so no list or name reader is cached before these tests count the names
 * asked of Intl.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getCountries } from 'libphonenumber-js/max';
import { countIntlNames, type NameCounts } from './count-names.ts';
import { countryCount, countryList, dialOf, hasCountryList, shownCountry } from '../../../elements/phone-field/phone-lib.ts';

/** Every name asked of Intl while `run` runs, and every reader built. */
function countNames(run: () => void): NameCounts {
  const { counted, stop } = countIntlNames();
  try {
    run();
  } finally {
    stop();
  }
  return counted;
}

describe('phone-lib: the closed country box, without the list', () => {
  it('shows a country closed (flag and calling code) without asking Intl for a name', () => {
    const counted = countNames(() => {
      assert.deepEqual(shownCountry('GB'), { iso2: 'GB', dial: '44', flag: '🇬🇧' });
      assert.deepEqual(shownCountry('CA'), { iso2: 'CA', dial: '1', flag: '🇨🇦' });
      assert.equal(shownCountry('XX'), undefined);
      assert.equal(shownCountry('gb'), undefined);
      assert.equal(shownCountry(''), undefined);
      for (const iso2 of getCountries()) assert.equal(shownCountry(iso2)?.dial, dialOf(iso2));
      assert.equal(countryCount(), getCountries().length);
    });
    assert.deepEqual(counted, { names: 0, readers: 0 });
    assert.equal(hasCountryList('en'), false);
  });

  it('shows the flag and calling code the list shows, for every country of the list', () => {
    const list = countryList('en');
    assert.equal(list.length, countryCount());
    for (const c of list) assert.deepEqual(shownCountry(c.iso2), { iso2: c.iso2, dial: c.dial, flag: c.flag });
  });

  it('builds the list of a locale once: a second ask names nothing', () => {
    assert.equal(hasCountryList('it'), false);
    const first = countNames(() => assert.equal(countryList('it').find((c) => c.iso2 === 'DE')?.name, 'Germania'));
    assert.equal(hasCountryList('it'), true);
    assert.ok(first.names >= 2 * countryCount(), 'every country named in Italian and in English');
    assert.deepEqual(
      countNames(() => countryList('it')),
      { names: 0, readers: 0 },
    );
  });
});
