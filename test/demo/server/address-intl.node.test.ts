import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { countryByIso3 } from '../../../demo/server/address/countries.ts';
import { addressStyleOf, citiesOf, streetsOf, type IntlCity, type IntlStreet } from '../../../demo/server/address/intl-data.ts';
import { INTL_AUTOCOMPLETE_MAX_OPTIONS, type IntlOutputItem } from '../../../demo/server/address/intl.ts';
import { Random } from '../../../demo/server/random.ts';
import { ADDRESS_MAX_CHARS, PRECISELY_SERVICE } from '../../../demo/server/routes/address.ts';
import { makeSite, postJson, removeSite, sendRaw, startServer, type SiteDirs, type TestServer } from './helpers.ts';

/** Spec section 4: international is valid when the validation flag is T and match is not N. */
function isValid(item: IntlOutputItem | undefined): boolean {
  return item?.LDS_AddressValidationFlag === 'T' && item.Match !== 'N';
}

function firstStreet(iso2: string): IntlStreet {
  const city = citiesOf(iso2)[0];
  assert.ok(city, iso2);
  const street = streetsOf(city)[0];
  assert.ok(street);
  return street;
}

describe('international address endpoints', () => {
  let site: SiteDirs;
  let server: TestServer;

  const verify = async (address: string, country: string, flag?: 'T' | 'F') => {
    const query = new URLSearchParams({ address, country, ...(flag ? { countryComparisonFlag: flag } : {}) });
    const answer = await sendRaw(server.base, `/api/intladdressverify?${query.toString()}`, '');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const output = (answer.body as { Output: IntlOutputItem[] }).Output;
    assert.ok(Array.isArray(output) && output.length > 0);
    return output;
  };
  const autocomplete = async (address: string, country: string) => {
    const response = await fetch(`${server.base}/api/intlautocomplete?${new URLSearchParams({ address, country }).toString()}`);
    const body = (await response.json()) as { Output: IntlOutputItem[] };
    assert.equal(response.status, 200, JSON.stringify(body));
    return body.Output;
  };

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  describe('POST /api/intladdressverify', () => {
    test('a correct German address is valid: flag T, match Y, with every field of the response', async () => {
      const street = firstStreet('DE');
      const entered = `${street.name} 5, ${street.postcode} ${street.city.name}`;
      const [item, ...others] = await verify(entered, 'DEU');
      assert.equal(others.length, 0);
      assert.ok(item);
      assert.ok(isValid(item));
      assert.equal(item.Status, '');
      assert.equal(item.Country, 'DEU');
      assert.equal(item.CountryName, 'Germany');
      assert.equal(item.CountrySource, 'INPUT');
      assert.equal(item.MainAddressLine, `${street.name} 5`);
      assert.equal(item.AreaName3, street.city.name);
      assert.equal(item.PostCode1, street.postcode);
      assert.match(street.postcode, /^\d{5}$/);
      assert.equal(item.FormattedAddress, `${street.name} 5, ${street.postcode} ${street.city.name}, Germany`);
      assert.ok(Math.abs(Number(item.Y) - street.city.latitude) < 0.05 && Math.abs(Number(item.X) - street.city.longitude) < 0.05, `${item.X} ${item.Y}`);
      assert.equal(item.PrecisionCode, 'ADDRESS');
      // Input echoes.
      assert.equal(item.AddressLine1, `${street.name} 5`);
      assert.equal(item.AddressLine2, `${street.postcode} ${street.city.name}`);
      assert.equal(item.City, street.city.name);
      assert.equal(item.PostalCode, street.postcode);
      for (const field of [
        'RecordID',
        'AreaName1',
        'PostCode2',
        'AddressLine3',
        'AddressLine4',
        'StateProvince',
        'Locality',
        'PrecisionLevel',
        'BestGeocodingCoverage',
      ]) {
        assert.equal(typeof item[field as keyof IntlOutputItem], 'string', field);
      }
    });

    test('house number first, postcode first: a French address; without postcode or commas it still verifies', async () => {
      const street = firstStreet('FR');
      assert.equal(addressStyleOf(countryByIso3('FRA') ?? assert.fail()), 'fr');
      const [withPostcode] = await verify(`7 ${street.name}, ${street.postcode} ${street.city.name}`, 'FRA');
      assert.ok(isValid(withPostcode));
      assert.equal(withPostcode?.MainAddressLine, `7 ${street.name}`);
      const [plain] = await verify(`7 ${street.name.toLowerCase()} ${street.city.name.toUpperCase()}`, 'FRA');
      assert.ok(isValid(plain));
      assert.equal(plain?.PostCode1, street.postcode);
    });

    test('30 sampled addresses in 6 countries verify, with their country name appended too', async () => {
      const random = new Random('intl-sample');
      for (const iso3 of ['DEU', 'FRA', 'GBR', 'ITA', 'ESP', 'BRA']) {
        const country = countryByIso3(iso3);
        assert.ok(country);
        for (let i = 0; i < 5; i++) {
          const city: IntlCity = random.pick(citiesOf(country.iso2).slice(0, 200));
          const street = random.pick(streetsOf(city));
          const number = random.int(street.low, street.high);
          const line = addressStyleOf(country) === 'en' || addressStyleOf(country) === 'fr' ? `${number} ${street.name}` : `${street.name} ${number}`;
          const [item] = await verify(`${line}, ${city.name}, ${country.name}`, iso3);
          assert.ok(isValid(item), `${line}, ${city.name} (${iso3}): ${JSON.stringify(item)}`);
          assert.equal(item?.AreaName3, city.name);
        }
      }
    });

    test('abbreviations and accents are forgiven: Hauptstr. for Hauptstraße', async () => {
      const city = citiesOf('DE').find((candidate) => streetsOf(candidate).some((street) => street.name.endsWith('straße')));
      assert.ok(city);
      const street = streetsOf(city).find((candidate) => candidate.name.endsWith('straße'));
      assert.ok(street);
      const [item] = await verify(`${street.name.replace('straße', 'str.')} 1, ${city.name}`, 'DEU');
      assert.ok(isValid(item), JSON.stringify(item));
      assert.equal(item?.MainAddressLine, `${street.name} 1`);
    });

    test('a typo in the street is invalid (flag F) and answers the nearest addresses as suggestions', async () => {
      const street = firstStreet('DE');
      const typo = street.name.slice(0, 2) + street.name.charAt(3) + street.name.charAt(2) + street.name.slice(4);
      const output = await verify(`${typo} 5, ${street.city.name}`, 'DEU');
      assert.ok(!isValid(output[0]));
      assert.equal(output[0]?.LDS_AddressValidationFlag, 'F');
      assert.equal(output[0]?.Status, '');
      assert.ok(
        output.some((item) => item.MainAddressLine === `${street.name} 5` && item.AreaName3 === street.city.name),
        JSON.stringify(output.map((item) => item.FormattedAddress)),
      );
    });

    test('a wrong postcode is invalid and the suggestion carries the right one', async () => {
      const street = firstStreet('DE');
      const wrong = street.postcode === '99999' ? '99998' : '99999';
      const output = await verify(`${street.name} 5, ${wrong} ${street.city.name}`, 'DEU');
      assert.ok(!isValid(output[0]));
      assert.equal(output[0]?.PostCode1, street.postcode);
      assert.equal(output[0]?.PostalCode, wrong);
    });

    for (const nonsense of ['qwerty asdf', 'Nowhere Lane 5, Atlantis', '5']) {
      test(`nonsense is invalid: Status F, flag F, no result ('${nonsense}')`, async () => {
        const output = await verify(nonsense, 'DEU');
        assert.equal(output.length, 1);
        assert.equal(output[0]?.Status, 'F');
        assert.equal(output[0]?.LDS_AddressValidationFlag, 'F');
        assert.equal(output[0]?.MainAddressLine, '');
        assert.ok(!isValid(output[0]));
      });
    }

    test('country mismatch: a German address with France selected is flagged Match N, country DEU read from the address', async () => {
      const street = firstStreet('DE');
      const output = await verify(`${street.name} 5, ${street.city.name}`, 'FRA');
      const [item] = output;
      assert.equal(item?.Match, 'N');
      assert.equal(item?.Country, 'DEU');
      assert.equal(item?.CountryName, 'Germany');
      assert.equal(item?.CountrySource, 'ADDRESS');
      assert.ok(!isValid(item));
      // The default flag is T: the same answer as asking for the comparison explicitly.
      assert.deepEqual(await verify(`${street.name} 5, ${street.city.name}`, 'FRA', 'T'), output);
    });

    test('country mismatch by name: the address text names another country', async () => {
      const street = firstStreet('FR');
      const [item] = await verify(`7 ${street.name}, ${street.city.name}, Deutschland`, 'FRA');
      assert.equal(item?.Match, 'N');
      assert.equal(item?.Country, 'DEU');
      assert.ok(!isValid(item));
    });

    test('country mismatch with a US address names the United States', async () => {
      const [item] = await verify('500 Main St, Provo UT', 'FRA');
      assert.equal(item?.Match, 'N');
      assert.equal(item?.Country, 'USA');
    });

    test('countryComparisonFlag F: no comparison (Match empty), the address is checked in the selected country only', async () => {
      const street = firstStreet('DE');
      const [item] = await verify(`${street.name} 5, ${street.city.name}`, 'FRA', 'F');
      assert.equal(item?.Match, '');
      assert.equal(item?.Country, 'FRA');
      assert.equal(item?.LDS_AddressValidationFlag, 'F');
      const [valid] = await verify(`${street.name} 5, ${street.city.name}`, 'DEU', 'F');
      assert.equal(valid?.Match, '');
      assert.ok(isValid(valid));
    });

    test('fields may come in a JSON or form body, and verifications are logged', async () => {
      const street = firstStreet('DE');
      const address = `${street.name} 6, ${street.city.name}`;
      const json = await postJson(server.base, '/api/intladdressverify', { address, country: 'DEU', countryComparisonFlag: 'T' });
      assert.equal(json.status, 200);
      assert.ok(isValid((json.body as { Output: IntlOutputItem[] }).Output[0]));
      const form = await sendRaw(
        server.base,
        '/api/intladdressverify',
        new URLSearchParams({ address, country: 'deu' }).toString(),
        'application/x-www-form-urlencoded',
      );
      assert.equal(form.status, 200);
      assert.ok(isValid((form.body as { Output: IntlOutputItem[] }).Output[0]));
      const rows = server.app.db.prepare("SELECT country, outcome FROM address_verifications WHERE kind = 'intl' AND address = ?").all(address);
      assert.deepEqual(rows, [
        { country: 'DEU', outcome: 'verified' },
        { country: 'DEU', outcome: 'verified' },
      ]);
    });

    const invalid: { name: string; query: string; field: string; message: RegExp }[] = [
      { name: 'no address', query: 'country=DEU', field: 'address', message: /address is required/ },
      { name: 'a blank address', query: 'address=%20&country=DEU', field: 'address', message: /must not be blank/ },
      { name: 'an address over the limit', query: `address=${'x'.repeat(ADDRESS_MAX_CHARS + 1)}&country=DEU`, field: 'address', message: /at most 200/ },
      { name: 'no country', query: 'address=x', field: 'country', message: /country is required/ },
      { name: 'an unknown ISO3 code', query: 'address=x&country=XXX', field: 'country', message: /not an ISO 3166-1 alpha-3/ },
      { name: 'an ISO2 code', query: 'address=x&country=DE', field: 'country', message: /not an ISO 3166-1 alpha-3/ },
      { name: 'the United States', query: 'address=x&country=USA', field: 'country', message: /addressVerify/ },
      { name: 'a bad comparison flag', query: 'address=x&country=DEU&countryComparisonFlag=Y', field: 'countryComparisonFlag', message: /one of "T", "F"/ },
    ];
    for (const { name, query, field, message } of invalid) {
      test(`400 naming "${field}" for ${name}`, async () => {
        const answer = await sendRaw(server.base, `/api/intladdressverify?${query}`, '');
        assert.equal(answer.status, 400, JSON.stringify(answer.body));
        assert.equal((answer.body as { field: string }).field, field);
        assert.match((answer.body as { error: string }).error, message);
      });
    }
  });

  describe('GET /api/intlautocomplete', () => {
    test('a half-typed street with a house number answers addresses on streets starting with it, largest places first', async () => {
      const output = await autocomplete('hauptstr 5', 'DEU');
      assert.ok(output.length > 0 && output.length <= INTL_AUTOCOMPLETE_MAX_OPTIONS);
      const populations: number[] = [];
      for (const item of output) {
        assert.match(item.MainAddressLine, /^Hauptstraße 5$/);
        assert.equal(item.LDS_AddressValidationFlag, 'T');
        assert.equal(item.Country, 'DEU');
        assert.equal(item.AddressLine1, item.MainAddressLine);
        assert.equal(item.City, item.AreaName3);
        const city = citiesOf('DE').find((candidate) => candidate.name === item.AreaName3);
        populations.push(city?.population ?? 0);
      }
      assert.deepEqual(
        populations,
        [...populations].sort((a, b) => b - a),
      );
    });

    test('each suggestion verifies as valid', async () => {
      for (const item of await autocomplete('5 rue de la p', 'FRA')) {
        assert.match(item.MainAddressLine, /^5 Rue de la P/);
        const [verified] = await verify(item.FormattedAddress, 'FRA');
        assert.ok(isValid(verified), item.FormattedAddress);
      }
    });

    test(`a broad prefix answers ${INTL_AUTOCOMPLETE_MAX_OPTIONS} street-level suggestions (flag F until a number is typed)`, async () => {
      const output = await autocomplete('haupt', 'DEU');
      assert.equal(output.length, INTL_AUTOCOMPLETE_MAX_OPTIONS);
      for (const item of output) {
        assert.match(item.MainAddressLine, /^Haupt/);
        assert.equal(item.LDS_AddressValidationFlag, 'F');
        assert.equal(item.PrecisionCode, 'STREET');
      }
    });

    test('text after a comma narrows by city', async () => {
      const street = firstStreet('DE');
      const output = await autocomplete(`${street.name} 5, ${street.city.name.slice(0, 3)}`, 'DEU');
      assert.ok(output.length > 0);
      for (const item of output) assert.ok(item.AreaName3.toLowerCase().startsWith(street.city.name.slice(0, 3).toLowerCase()));
      assert.equal(output[0]?.AreaName3, street.city.name);
    });

    test('unknown words answer an empty list', async () => {
      assert.deepEqual(await autocomplete('zzqqxx', 'DEU'), []);
    });

    for (const [name, query, field] of [
      ['no country', 'address=haupt', 'country'],
      ['an unknown country', 'address=haupt&country=ZZZ', 'country'],
      ['no address', 'country=DEU', 'address'],
      ['an address over the limit', `address=${'x'.repeat(ADDRESS_MAX_CHARS + 1)}&country=DEU`, 'address'],
    ] as const) {
      test(`400 naming "${field}" for ${name}`, async () => {
        const response = await fetch(`${server.base}/api/intlautocomplete?${query}`);
        assert.equal(response.status, 400);
        assert.equal(((await response.json()) as { field: string }).field, field);
      });
    }
  });

  describe('GET /api/preciselyik', () => {
    test('answers { ok: true } with the general location of the caller (loopback: the United States) and counts every call, concurrent ones included', async () => {
      const count = () =>
        (server.app.db.prepare('SELECT count FROM address_service_calls WHERE service = ?').get(PRECISELY_SERVICE) as { count: number } | undefined)?.count ??
        0;
      const before = count();
      const response = await fetch(`${server.base}/api/preciselyik`);
      assert.equal(response.status, 200);
      const body = (await response.json()) as { ok: boolean; locations: { address: Record<string, string>; coordinates: { latitude: number } }[] };
      assert.equal(body.ok, true);
      assert.equal(body.locations.length, 1);
      assert.equal(body.locations[0]!.address.countryCode3, 'USA');
      assert.equal(body.locations[0]!.address.city, 'Salt Lake City');
      assert.equal(typeof body.locations[0]!.coordinates.latitude, 'number');
      assert.equal(response.headers.get('cache-control'), 'no-store');
      await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.base}/api/preciselyik`).then((answer) => answer.text())));
      assert.equal(count(), before + 21);
    });
  });
});
