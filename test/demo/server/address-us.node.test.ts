import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Random } from '../../../demo/server/random.ts';
import { AUTOCOMPLETE_MAX_OPTIONS } from '../../../demo/server/address/us-autocomplete.ts';
import { usUniverse, type UsStreet } from '../../../demo/server/address/us-data.ts';
import { ADDRESS_MAX_CHARS } from '../../../demo/server/routes/address.ts';
import { makeSite, postJson, removeSite, sendRaw, startServer, type SiteDirs, type TestServer } from './helpers.ts';

interface UsSuggestion {
  text: string;
  street_line: string;
  city: string;
  state: string;
  zipcode: string;
}

interface UsCandidate {
  delivery_line_1: string;
  last_line: string;
  deliveryLine1: string;
  lastLine: string;
  components: Record<string, string>;
  metadata: { latitude: number; longitude: number; precision: string; record_type: string };
  analysis: { match: string; footnotes: string };
}

/** Spec section 4: the entered address, lowercased with whitespace collapsed, must equal the first suggestion. */
function clientNormal(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}
function suggestionText(candidate: UsCandidate): string {
  const { components } = candidate;
  return `${candidate.delivery_line_1} ${components.city_name} ${components.state_abbreviation} ${components.zipcode}`;
}

/** Streets picked from the generated data with a fixed seed, with a house number inside their range. */
function sampleStreets(count: number, seed: string): { street: UsStreet; houseNumber: number }[] {
  const data = usUniverse();
  const random = new Random(seed);
  const picked: { street: UsStreet; houseNumber: number }[] = [];
  while (picked.length < count) {
    const zip = random.pick(data.zips);
    const streets = data.streetsOf(zip);
    if (streets.length === 0) continue;
    const street = random.pick(streets);
    picked.push({ street, houseNumber: random.int(street.low, street.high) });
  }
  return picked;
}

describe('US address endpoints', () => {
  let site: SiteDirs;
  let server: TestServer;

  const autocomplete = async (address: string) => {
    const response = await fetch(`${server.base}/api/autocomplete?address=${encodeURIComponent(address)}`);
    const body: unknown = await response.json();
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.ok(Array.isArray(body));
    return body as UsSuggestion[];
  };
  const verify = async (address: string) => {
    const answer = await sendRaw(server.base, `/api/addressVerify?address=${encodeURIComponent(address)}`, '');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.ok(Array.isArray(answer.body));
    return answer.body as UsCandidate[];
  };

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  describe('POST /api/addressVerify', () => {
    test('a correct address verifies: one candidate equal to the input, as the address block compares them', async () => {
      const entered = '500 Main St, Provo, UT 84604';
      const [first, ...others] = await verify(entered);
      assert.ok(first);
      assert.equal(others.length, 0);
      assert.equal(first.delivery_line_1, '500 Main St');
      assert.equal(first.deliveryLine1, '500 Main St');
      assert.deepEqual(
        { city: first.components.city_name, state: first.components.state_abbreviation, zip: first.components.zipcode },
        { city: 'Provo', state: 'UT', zip: '84604' },
      );
      assert.match(first.components.plus4_code ?? '', /^\d{4}$/);
      assert.equal(first.last_line, `Provo UT 84604-${first.components.plus4_code}`);
      assert.equal(first.lastLine, first.last_line);
      assert.deepEqual(
        [first.components.primary_number, first.components.street_predirectional, first.components.street_name, first.components.street_suffix],
        ['500', '', 'Main', 'St'],
      );
      assert.equal(first.analysis.match, 'exact');
      assert.equal(first.metadata.precision, 'Zip9');
      // Provo's centroid is 40.23 N, 111.68 W; the house lies within a few kilometres of it.
      assert.ok(Math.abs(first.metadata.latitude - 40.23) < 0.1 && Math.abs(first.metadata.longitude + 111.68) < 0.1, JSON.stringify(first.metadata));
      assert.equal(clientNormal(entered.replace(/,/g, '')), clientNormal(suggestionText(first)));
    });

    test('every one of 40 sampled generated addresses verifies exactly, in standard form', async () => {
      for (const { street, houseNumber } of sampleStreets(40, 'verify-sample')) {
        const entered = `${houseNumber} ${street.key.text}, ${street.zip.city}, ${street.zip.state} ${street.zip.zip}`;
        const candidates = await verify(entered);
        assert.equal(candidates.length, 1, `${entered}: ${JSON.stringify(candidates.map((c) => c.delivery_line_1))}`);
        const [first] = candidates;
        assert.ok(first);
        assert.equal(first.analysis.match, 'exact', entered);
        assert.equal(clientNormal(entered.replace(/,/g, '')), clientNormal(suggestionText(first)), entered);
      }
    });

    test('a spelled-out address answers its USPS form, which the address block then offers (not equal to the input)', async () => {
      const entered = '500 main street, provo, utah 84604';
      const [first] = await verify(entered);
      assert.ok(first);
      assert.equal(first.delivery_line_1, '500 Main St');
      assert.equal(first.components.state_abbreviation, 'UT');
      assert.match(first.analysis.footnotes, /N#/);
      assert.notEqual(clientNormal(entered), clientNormal(suggestionText(first)));
    });

    test('a unit is standardised into the delivery line', async () => {
      const [first] = await verify('500 Main Street Apartment 4, Provo UT 84604');
      assert.ok(first);
      assert.equal(first.delivery_line_1, '500 Main St Apt 4');
      assert.equal(first.components.secondary_designator, 'Apt');
      assert.equal(first.components.secondary_number, '4');
      assert.equal(first.metadata.record_type, 'H');
    });

    test('the address may be written without commas', async () => {
      const [first] = await verify('500 main st provo ut 84604');
      assert.ok(first);
      assert.equal(suggestionText(first), '500 Main St Provo UT 84604');
    });

    test('a typo in the street answers the nearest street', async () => {
      const candidates = await verify('500 Mian St, Provo, UT 84604');
      assert.ok(candidates.length >= 1);
      assert.equal(candidates[0]?.delivery_line_1, '500 Main St');
      assert.match(candidates[0]?.analysis.footnotes ?? '', /M#/);
      assert.equal(candidates[0]?.analysis.match, 'corrected');
    });

    test('typos in 25 sampled street names (two letters swapped) find the street among the suggestions', async () => {
      let tested = 0;
      for (const { street, houseNumber } of sampleStreets(80, 'typo-sample')) {
        const name = street.key.name.join(' ');
        if (name.length < 5 || /\d/.test(name)) continue;
        const swapped = name.slice(0, 1) + name.charAt(2) + name.charAt(1) + name.slice(3);
        if (swapped === name) continue;
        const typed = [houseNumber, street.key.predirectional, swapped, street.key.suffix].filter(Boolean).join(' ');
        const candidates = await verify(`${typed}, ${street.zip.city}, ${street.zip.state} ${street.zip.zip}`);
        const expected = `${houseNumber} ${street.key.text}`.toUpperCase();
        assert.ok(
          candidates.some((candidate) => candidate.delivery_line_1.toUpperCase() === expected && candidate.components.zipcode === street.zip.zip),
          `${typed}: ${JSON.stringify(candidates.map((c) => c.delivery_line_1))}`,
        );
        assert.notEqual(candidates[0]?.analysis.match, 'exact');
        if (++tested === 25) break;
      }
      assert.equal(tested, 25);
    });

    test('a typo in the city answers the right city', async () => {
      const [first] = await verify('500 Main St, Provp, UT 84604');
      assert.ok(first);
      assert.equal(first.components.city_name, 'Provo');
      assert.match(first.analysis.footnotes, /B#/);
    });

    test('a wrong ZIP for the city answers the right ZIP', async () => {
      // 84101 is Salt Lake City's; the street is in Provo.
      const [first] = await verify('500 Main St, Provo, UT 84101');
      assert.ok(first);
      assert.equal(first.components.zipcode, '84604');
      assert.equal(first.components.city_name, 'Provo');
      assert.match(first.analysis.footnotes, /A#/);
    });

    test('a missing ZIP is filled in, so the entered address is not yet the suggestion', async () => {
      const [first] = await verify('500 Main St, Provo, UT');
      assert.ok(first);
      assert.equal(first.components.zipcode, '84604');
      assert.notEqual(first.analysis.match, 'exact');
    });

    test('a ZIP alone locates the city', async () => {
      const [first] = await verify('500 Main St 84604');
      assert.ok(first);
      assert.equal(suggestionText(first), '500 Main St Provo UT 84604');
    });

    test('a left-out directional offers the streets that have one', async () => {
      const sample = sampleStreets(200, 'directional-sample').find(({ street }) => street.key.predirectional !== '' && !/\d/.test(street.key.name.join('')));
      assert.ok(sample);
      const { street, houseNumber } = sample;
      const candidates = await verify(
        `${houseNumber} ${street.key.name.join(' ')} ${street.key.suffix}, ${street.zip.city}, ${street.zip.state} ${street.zip.zip}`,
      );
      assert.ok(candidates.some((candidate) => candidate.components.street_predirectional === street.key.predirectional));
      assert.notEqual(candidates[0]?.analysis.match, 'exact');
    });

    for (const nonsense of [
      'asdf qwerty',
      'hello world',
      '500 Nowhere Blvd, Provo, UT 84604',
      '99999 Main St, Provo, UT 84604',
      '500 Main St, Atlantis, ZZ 00000',
      'Main St, Provo, UT 84604',
    ]) {
      test(`nothing close answers []: '${nonsense}'`, async () => {
        assert.deepEqual(await verify(nonsense), []);
      });
    }

    test('the address may come in a JSON or a form body; the query wins when both are sent', async () => {
      const json = await postJson(server.base, '/api/addressVerify', { address: '500 Main St, Provo, UT 84604' });
      assert.equal(json.status, 200);
      assert.equal((json.body as UsCandidate[])[0]?.delivery_line_1, '500 Main St');
      const form = await sendRaw(
        server.base,
        '/api/addressVerify',
        `address=${encodeURIComponent('500 Main St, Provo, UT 84604')}`,
        'application/x-www-form-urlencoded',
      );
      assert.equal(form.status, 200);
      assert.equal((form.body as UsCandidate[])[0]?.delivery_line_1, '500 Main St');
      const both = await postJson(server.base, `/api/addressVerify?address=${encodeURIComponent('asdf')}`, { address: '500 Main St, Provo, UT 84604' });
      assert.deepEqual(both.body, []);
    });

    test('every verification is logged in the store with its outcome', async () => {
      const marker = `500 Main St, Provo, UT 84604 `;
      await verify(marker);
      await verify('asdf log');
      const rows = server.app.db
        .prepare("SELECT address, outcome, candidates FROM address_verifications WHERE kind = 'us' AND address IN (?, ?) ORDER BY id")
        .all(marker.trim(), 'asdf log');
      assert.deepEqual(rows.slice(-2), [
        { address: marker.trim(), outcome: 'verified', candidates: 1 },
        { address: 'asdf log', outcome: 'none', candidates: 0 },
      ]);
    });

    const invalid: { name: string; route: string; body?: unknown; raw?: [string, string]; field: string; message: RegExp }[] = [
      { name: 'no address', route: '/api/addressVerify', field: 'address', message: /address is required/ },
      { name: 'a blank address', route: '/api/addressVerify?address=%20%20', field: 'address', message: /must not be blank/ },
      {
        name: 'an address over the limit',
        route: `/api/addressVerify?address=${'x'.repeat(ADDRESS_MAX_CHARS + 1)}`,
        field: 'address',
        message: /at most 200 characters/,
      },
      {
        name: 'a body address over the limit',
        route: '/api/addressVerify',
        body: { address: 'x'.repeat(ADDRESS_MAX_CHARS + 1) },
        field: 'address',
        message: /at most 200/,
      },
      { name: 'a body address that is a number', route: '/api/addressVerify', body: { address: 5 }, field: 'address', message: /must be a string/ },
      { name: 'an unknown body field', route: '/api/addressVerify', body: { addres: 'x' }, field: 'addres', message: /not an accepted field/ },
      { name: 'a JSON array body', route: '/api/addressVerify', body: ['500 Main St'], field: 'body', message: /JSON object/ },
      { name: 'a plain-text body', route: '/api/addressVerify', raw: ['500 Main St', 'text/plain'], field: 'body', message: /JSON object/ },
      { name: 'a repeated address parameter', route: '/api/addressVerify?address=a&address=b', field: 'address', message: /must be a string/ },
    ];
    for (const { name, route, body, raw, field, message } of invalid) {
      test(`400 naming "${field}" for ${name}`, async () => {
        const answer = raw
          ? await sendRaw(server.base, route, raw[0], raw[1])
          : body === undefined
            ? await sendRaw(server.base, route, '')
            : await postJson(server.base, route, body);
        assert.equal(answer.status, 400, JSON.stringify(answer.body));
        const error = answer.body as { error: string; field: string };
        assert.equal(error.field, field);
        assert.match(error.error, message);
      });
    }
  });

  describe('GET /api/autocomplete', () => {
    test('answers options with text, street_line, city, state and zipcode', async () => {
      const options = await autocomplete('500 main st, prov');
      assert.deepEqual(options, [{ text: '500 Main St, Provo UT 84604', street_line: '500 Main St', city: 'Provo', state: 'UT', zipcode: '84604' }]);
    });

    test('matches case-, spacing- and punctuation-insensitively', async () => {
      const expected = await autocomplete('500 main st, provo');
      assert.ok(expected.length > 0);
      assert.deepEqual(await autocomplete('  500   MAIN   St. ,  PROVO '), expected);
      assert.deepEqual(await autocomplete('500 Main St Provo'), expected);
    });

    test('understands USPS spellings: street is St, north is N, and a half-typed suffix', async () => {
      const abbreviated = await autocomplete('500 main st, provo');
      assert.deepEqual(await autocomplete('500 main street, provo'), abbreviated);
      assert.deepEqual(await autocomplete('500 main str, provo'), abbreviated);
      const north = await autocomplete('500 north main');
      assert.ok(north.length > 0);
      for (const option of north) assert.match(option.street_line, /^500 N Main /);
    });

    test(`prefix matching: every option starts with the typed words; at most ${AUTOCOMPLETE_MAX_OPTIONS}, all different`, async () => {
      for (const prefix of ['500 ma', '12 oak', '7 w 1', '1200 sycamore d']) {
        const options = await autocomplete(prefix);
        assert.ok(options.length > 0 && options.length <= AUTOCOMPLETE_MAX_OPTIONS, `${prefix}: ${options.length}`);
        assert.equal(new Set(options.map((option) => option.text)).size, options.length);
        const [number, ...words] = prefix.toUpperCase().split(' ');
        const typed = words.join(' ');
        for (const option of options) {
          const line = option.street_line.toUpperCase();
          assert.ok(line.startsWith(`${number} `), line);
          const street = line.slice(`${number} `.length);
          // The directional may have been left out of what was typed.
          assert.ok(street.startsWith(typed) || street.replace(/^(N|S|E|W|NE|NW|SE|SW) /, '').startsWith(typed), `${prefix}: ${line}`);
          assert.equal(option.text, `${option.street_line}, ${option.city} ${option.state} ${option.zipcode}`);
        }
      }
    });

    test(`a broad prefix answers exactly ${AUTOCOMPLETE_MAX_OPTIONS} options`, async () => {
      assert.equal((await autocomplete('500')).length, AUTOCOMPLETE_MAX_OPTIONS);
      assert.equal((await autocomplete('1 m')).length, AUTOCOMPLETE_MAX_OPTIONS);
    });

    test('every option is a real address: it verifies exactly', async () => {
      for (const option of await autocomplete('220 map')) {
        const [first] = await verify(`${option.street_line}, ${option.city}, ${option.state} ${option.zipcode}`);
        assert.equal(first?.analysis.match, 'exact', option.text);
        assert.equal(
          `${first?.delivery_line_1}, ${first?.components.city_name} ${first?.components.state_abbreviation} ${first?.components.zipcode}`,
          option.text,
        );
      }
    });

    test('a unit typed after the street is kept in the option', async () => {
      const options = await autocomplete('500 main st apt 4 provo');
      assert.deepEqual(
        options.map((option) => option.street_line),
        ['500 Main St Apt 4'],
      );
    });

    test('a house number outside every street, or unknown words, answer []', async () => {
      assert.deepEqual(await autocomplete('99999 main'), []);
      assert.deepEqual(await autocomplete('zzzz qqq'), []);
      assert.deepEqual(await autocomplete('500 main st, atlantis'), []);
    });

    for (const [name, query, message] of [
      ['no address', '', /address is required/],
      ['a blank address', '?address=%20', /must not be blank/],
      ['an address over the limit', `?address=${'x'.repeat(ADDRESS_MAX_CHARS + 1)}`, /at most 200 characters/],
    ] as const) {
      test(`400 naming "address" for ${name}`, async () => {
        const response = await fetch(`${server.base}/api/autocomplete${query}`);
        assert.equal(response.status, 400);
        const body = (await response.json()) as { error: string; field: string };
        assert.equal(body.field, 'address');
        assert.match(body.error, message);
      });
    }
  });

  test('the endpoints are also served under the consolidation prefix', async () => {
    const prefixed = await startServer(site, { apiPrefix: '/site', dbPath: `${site.root}/data/prefixed.sqlite` });
    try {
      const response = await fetch(`${prefixed.base}/site/api/autocomplete?address=${encodeURIComponent('500 main st, provo')}`);
      assert.equal(response.status, 200);
      const verified = await sendRaw(prefixed.base, `/site/api/addressVerify?address=${encodeURIComponent('500 Main St, Provo, UT 84604')}`, '');
      assert.equal((verified.body as UsCandidate[])[0]?.delivery_line_1, '500 Main St');
    } finally {
      await prefixed.close();
    }
  });
});
