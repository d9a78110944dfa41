import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  allCountries,
  countryByIso3,
  countryByLocationCode,
  KOSOVO_LOCATION_CODE,
  UNITED_STATES_LOCATION_CODE,
} from '../../../demo/server/address/countries.ts';
import { COUNTRIES_FILE, COUNTRY_DIR, renderCountryFiles, STATE_FILE_PATTERN } from '../../../scripts/generate-states.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

interface StateFile {
  locations: { location: { commonName: string; abbrev: string }[] };
}

describe('location codes', () => {
  test('251 is the United States (spec: "Country code 251 uses state abbreviations")', () => {
    assert.equal(UNITED_STATES_LOCATION_CODE, 251);
    assert.equal(countryByLocationCode(251)?.iso3, 'USA');
    assert.equal(countryByIso3('USA')?.locationCode, 251);
    // The US's ISO numeric code is not a second code for it.
    assert.equal(countryByLocationCode(840), undefined);
  });

  test('every other country uses its ISO 3166-1 numeric code; Kosovo a user-assigned one', () => {
    assert.equal(countryByIso3('CAN')?.locationCode, 124);
    assert.equal(countryByIso3('DEU')?.locationCode, 276);
    assert.equal(countryByIso3('MEX')?.locationCode, 484);
    assert.equal(countryByIso3('AFG')?.locationCode, 4);
    assert.equal(countryByIso3('UNK')?.locationCode, KOSOVO_LOCATION_CODE);
    for (const country of allCountries()) {
      if (country.iso2 !== 'US' && country.iso2 !== 'XK') assert.equal(country.locationCode, country.isoNumeric, country.iso3);
    }
  });

  test('codes are unique', () => {
    const codes = allCountries().map((country) => country.locationCode);
    assert.equal(new Set(codes).size, codes.length);
    assert.ok(codes.length >= 249);
  });
});

describe('GET {static}/country/state-{locationCode}.json', () => {
  let site: SiteDirs;
  let server: TestServer;
  const get = async (file: string) => fetch(`${server.base}/static/country/${file}`);
  const states = async (code: number) => {
    const response = await get(`state-${code}.json`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    return ((await response.json()) as StateFile).locations.location;
  };

  before(async () => {
    site = makeSite();
    // The real static folder, as `npm start` serves it.
    server = await startServer(site, { staticDir: path.dirname(COUNTRY_DIR) });
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('the United States (251): states with their USPS abbreviations', async () => {
    const list = await states(UNITED_STATES_LOCATION_CODE);
    assert.ok(list.length >= 50);
    assert.ok(list.some((state) => state.commonName === 'Utah' && state.abbrev === 'UT'));
    assert.ok(list.some((state) => state.commonName === 'District of Columbia' && state.abbrev === 'DC'));
    for (const state of list) assert.match(state.abbrev, /^[A-Z]{2}$/, state.commonName);
  });

  test('Canada (124) and Germany (276): provinces and Länder with common names', async () => {
    const canada = await states(124);
    assert.ok(canada.some((state) => state.commonName === 'Ontario' && state.abbrev === 'ON'));
    assert.ok(canada.some((state) => state.commonName === 'Quebec'));
    const germany = await states(276);
    assert.equal(germany.length, 16);
    assert.ok(germany.some((state) => state.commonName === 'Bayern' && state.abbrev === 'BY'));
  });

  test('a country without states answers 404, so the address block hides its state group', async () => {
    for (const code of [533 /* Aruba */, 292 /* Gibraltar */, 840 /* not a location code */, 999999]) {
      const response = await get(`state-${code}.json`);
      assert.equal(response.status, 404, String(code));
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    }
  });

  test('countries.json lists every country with its location code and whether it has a state file', async () => {
    const response = await get(COUNTRIES_FILE);
    assert.equal(response.status, 200);
    const { countries } = (await response.json()) as { countries: { iso3: string; locationCode: number; hasStates: boolean }[] };
    assert.equal(countries.length, allCountries().length);
    assert.deepEqual(
      countries.find((country) => country.iso3 === 'USA'),
      { name: 'United States', iso2: 'US', iso3: 'USA', locationCode: 251, hasStates: true },
    );
    for (const country of countries) {
      const state = await get(`state-${country.locationCode}.json`);
      await state.arrayBuffer();
      assert.equal(state.status, country.hasStates ? 200 : 404, country.iso3);
    }
  });

  test('the committed files are what scripts/generate-states.ts makes (run it when this fails)', () => {
    const expected = renderCountryFiles();
    const onDisk = readdirSync(COUNTRY_DIR).filter((name) => STATE_FILE_PATTERN.test(name) || name === COUNTRIES_FILE);
    assert.deepEqual(onDisk.sort(), [...expected.keys()].sort());
    let bytes = 0;
    for (const [name, content] of expected) {
      assert.equal(readFileSync(path.join(COUNTRY_DIR, name), 'utf8'), content, name);
      bytes += content.length;
    }
    // Small enough to commit: a few hundred KiB for every country's list.
    assert.ok(bytes < 400 * 1024, `${bytes} bytes`);
  });
});
