/**
 * Generated data looks like the places it stands for: street addresses in each country's own form (no
 * US street names in the United Kingdom, Japan or Korea), no US suburb names in stakes abroad, and local
 * names in the local script where the country has one, with the English name beside it. A sample per country.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getMapsData, type LocationRecord } from '../../../demo/server/maps/data.ts';
import { ENGLISH_STREETS, NEIGHBORHOODS } from '../../../demo/server/maps/tables.ts';

const data = getMapsData();
const inCountry = (cc: string, pattern: RegExp = /^(WARD|BRANCH|STAKE|STAKE__DISTRICT|MEETINGHOUSE|TEMPLE)$/): LocationRecord[] =>
  data.locations.filter((r) => r.address?.country === cc && pattern.test(r.type));

/** US street names and US abbreviations, as words. */
const US_STREET = new RegExp(
  `\\b(${[...ENGLISH_STREETS.filter((name) => !['Church', 'Mill', 'Park', 'Hill'].includes(name)), 'Pkwy', 'Blvd', 'Cir', 'Ct', 'Ave', 'St', 'Rd', 'Dr', 'Ln'].join('|')})\\b`,
);

/** Each country's script, and how its street lines are written. */
const COUNTRIES: ReadonlyArray<{ cc: string; script: RegExp; street: RegExp; all: boolean }> = [
  { cc: 'JP', script: /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u, street: /^\d+-\d+-\d+ \S+$/, all: true },
  { cc: 'KR', script: /\p{Script=Hangul}/u, street: /^[A-Z][a-z]+-(ro|daero|gil) \d+$/, all: true },
  { cc: 'TW', script: /\p{Script=Han}/u, street: /^No\. \d+, [A-Z][a-z’]+ Rd\.(, Sec\. \d)?$/, all: true },
  { cc: 'HK', script: /\p{Script=Han}/u, street: /^No\. \d+, [A-Z][a-z’]+ Rd\.(, Sec\. \d)?$/, all: true },
  { cc: 'RU', script: /\p{Script=Cyrillic}/u, street: /^ulitsa [A-Z][a-z]+, \d+$/, all: true },
  { cc: 'UA', script: /\p{Script=Cyrillic}/u, street: /^(vulytsia [A-Z][A-Za-z ]+|ulitsa [A-Z][a-z]+), \d+$/, all: true },
  { cc: 'MN', script: /\p{Script=Cyrillic}/u, street: /^ulitsa [A-Z][a-z]+, \d+$/, all: true },
  { cc: 'KH', script: /\p{Script=Khmer}/u, street: /^No\. \d+, Street \d+$/, all: true },
  { cc: 'ET', script: /\p{Script=Ethiopic}/u, street: /^Woreda \d\d, Kebele \d\d$/, all: true },
  // Thai has no mechanical transliteration: town names come from the table or the GeoNames gazetteer.
  { cc: 'TH', script: /\p{Script=Thai}/u, street: /^\d+\/\d+ [A-Z][A-Za-z ]+ Road$/, all: true },
];

describe('generated data looks like the places it stands for', () => {
  for (const { cc, script, street, all } of COUNTRIES) {
    test(`${cc}: streets in the local form, names in the local script beside the English one`, () => {
      const records = inCountry(cc);
      assert.ok(records.length > 0, `locations in ${cc}`);
      for (const record of records) assert.match(record.address?.street1 ?? '', street, `${record.name}: ${record.address?.street1}`);
      const named = records.filter((record) => !/\bYSA\b/.test(record.name));
      const local = named.filter((record) => record.localNames?.length);
      if (all)
        assert.equal(
          local.length,
          named.length,
          `without a local name: ${named
            .filter((r) => !r.localNames?.length)
            .map((r) => r.name)
            .slice(0, 5)
            .join('; ')}`,
        );
      else assert.ok(local.length > 0, 'some local names');
      for (const record of local) {
        assert.match(record.localNames?.[0] ?? '', script, `${record.name}: ${record.localNames?.[0]}`);
        // The English name stays beside it, in Latin letters.
        assert.match(record.name, /^[\p{Script=Latin}\d\s'’.,()-]+$/u, record.name);
      }
    });
  }

  test('Japanese, Korean and Chinese names use the Church words of that language', () => {
    const sample = (cc: string, type: string) => inCountry(cc, new RegExp(`^${type}$`)).find((r) => r.localNames?.length)?.localNames?.[0] ?? '';
    assert.match(sample('JP', 'WARD'), /(ワード|支部)$/);
    assert.match(sample('JP', 'STAKE'), /ステーク$/);
    assert.match(sample('JP', 'TEMPLE'), /神殿$/);
    assert.match(sample('KR', 'WARD'), /(와드|지부)$/);
    assert.match(sample('KR', 'STAKE'), /스테이크$/);
    assert.match(sample('TW', 'WARD'), /(支會|分會)$/);
    assert.match(sample('TW', 'STAKE'), /支聯會$/);
    const tokyo = inCountry('JP', /^TEMPLE$/).find((r) => r.address?.city === 'Tokyo');
    if (tokyo) assert.equal(tokyo.localNames?.[0], '東京神殿');
  });

  test('no US street names in the United Kingdom, Japan, Korea, Australia or New Zealand; houses numbered as there', () => {
    for (const cc of ['GB', 'JP', 'KR', 'AU', 'NZ', 'IE', 'ZA']) {
      const records = inCountry(cc);
      assert.ok(records.length > 0, cc);
      for (const record of records) assert.doesNotMatch(record.address?.street1 ?? '', US_STREET, `${cc} ${record.name}: ${record.address?.street1}`);
    }
    for (const record of inCountry('GB')) assert.match(record.address?.street1 ?? '', /^([1-9]\d?|1\d\d|2[0-4]\d|250) [A-Z]/, record.address?.street1);
  });

  test('US streets are still American: numbers in the thousands, US names and abbreviations', () => {
    const us = inCountry('US', /^MEETINGHOUSE$/).filter((r) => !['UT', 'ID'].includes(r.address?.state ?? ''));
    assert.ok(us.filter((r) => US_STREET.test(r.address?.street1 ?? '')).length / us.length > 0.9);
  });

  test('stakes abroad are told apart by compass points, not US suburb names', () => {
    const suburbs = NEIGHBORHOODS.filter((name) => !['North', 'South', 'East', 'West', 'Central'].includes(name));
    const abroad = data.locations.filter((r) => (r.type === 'STAKE' || r.type === 'STAKE__DISTRICT') && r.address?.country !== 'US');
    assert.ok(abroad.length > 500);
    for (const stake of abroad) {
      for (const suburb of suburbs) assert.ok(!stake.name.includes(` ${suburb} `), `${stake.name} (${stake.address?.country})`);
    }
    const several = abroad.filter((stake) => / (North|South|East|West|Central)( \d+)? (Stake|District)$/.test(stake.name));
    assert.ok(several.length > 10, 'cities with several stakes name them by compass point');
  });
});
