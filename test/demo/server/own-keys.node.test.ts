/**
 * Every lookup keyed by something a client sends finds own properties only (issue 10, section 2): names such as
 * `constructor`, `__proto__` and `toString` exist on every plain object's prototype, and used to find
 * Object.prototype's members instead of "no such key" (a form field skipping every limit, an SVG filled with
 * `function Object() { [native code] }`, a language table that is a function).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { directionalAbbreviation, directionalWord, ordinalNumeral, ordinalWord, secondaryUnit } from '../../../demo/server/address/usps.ts';
import { EXTRA_FIELD } from '../../../demo/server/forms/submission.ts';
import { readLatest } from '../../../demo/server/forms/store.ts';
import { makeSite, removeSite, sendRaw, startServer, type SiteDirs, type TestServer } from './helpers.ts';

const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

let site: SiteDirs;
let server: TestServer;
before(async () => {
  site = makeSite();
  server = await startServer(site);
});
after(async () => {
  await server.close();
  removeSite(site);
});

const form = (fields: [string, string][]) => fields.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');

describe('POST /api/form-submission', () => {
  for (const name of PROTOTYPE_NAMES) {
    test(`a field named ${name} is an author's own field, held to the extra-field limit`, async () => {
      const tooLong = await sendRaw(
        server.base,
        '/api/form-submission',
        form([
          ['email', 'ana@example.org'],
          [name, 'x'.repeat(EXTRA_FIELD.maxChars + 1)],
        ]),
        'application/x-www-form-urlencoded',
      );
      assert.equal(tooLong.status, 400, JSON.stringify(tooLong.body));
      assert.equal((tooLong.body as { field: string }).field, name);

      const transactionId = `own-keys-${name}-${Date.now()}`;
      const ok = await sendRaw(
        server.base,
        '/api/form-submission',
        form([
          ['email', 'ana@example.org'],
          ['transactionId', transactionId],
          [name, 'a value'],
        ]),
        'application/x-www-form-urlencoded',
      );
      assert.equal(ok.status, 201, JSON.stringify(ok.body));
      const stored = readLatest(server.app.db, 50).submissions.find((row) => row.transactionId === transactionId);
      assert.ok(stored);
      assert.ok(Object.hasOwn(stored.fields, name), `${name} stored as a field`);
      assert.equal(stored.fields[name], 'a value');
    });
  }
});

describe('maps service lookups by a client-given name', () => {
  const get = async (route: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.base}/api/maps/v2${route}`, { headers });
    return { status: response.status, text: await response.text() };
  };

  test('icons?color= and foreground= with a prototype name are a 400 naming the field, never printed into the SVG', async () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const field of ['color', 'foreground', 'border']) {
        const answer = await get(`/icons?${field}=${name}`);
        assert.equal(answer.status, 400, `${field}=${name}: ${answer.text.slice(0, 200)}`);
        assert.equal((JSON.parse(answer.text) as { field: string }).field, field);
      }
    }
  });

  test('icons?symbol= with a prototype name is a 400 naming symbol', async () => {
    for (const name of PROTOTYPE_NAMES) {
      const answer = await get(`/icons?symbol=${name}`);
      assert.equal(answer.status, 400, `symbol=${name}: ${answer.text.slice(0, 200)}`);
      assert.equal((JSON.parse(answer.text) as { field: string }).field, 'symbol');
    }
  });

  test('strings?lang= or Accept-Language with a prototype name answers the default (English) strings', async () => {
    const english = await get('/strings?lang=en');
    assert.equal(english.status, 200);
    assert.notDeepEqual(JSON.parse(english.text), {});
    for (const name of PROTOTYPE_NAMES) {
      assert.deepEqual(JSON.parse((await get(`/strings?lang=${name}`)).text), JSON.parse(english.text), `lang=${name}`);
      assert.deepEqual(JSON.parse((await get('/strings', { 'accept-language': name })).text), JSON.parse(english.text), `Accept-Language: ${name}`);
    }
  });
});

describe('address verification', () => {
  test('a form body field named __proto__ is refused like any unknown field, not silently dropped', async () => {
    for (const name of PROTOTYPE_NAMES) {
      const answer = await sendRaw(
        server.base,
        '/api/addressVerify',
        `address=500%20Main%20St%2C%20Provo%2C%20UT&${name}=x`,
        'application/x-www-form-urlencoded',
      );
      assert.equal(answer.status, 400, `${name}: ${JSON.stringify(answer.body).slice(0, 200)}`);
      assert.equal((answer.body as { field: string }).field, name);
    }
  });

  test('the word tables answer undefined for prototype names', () => {
    for (const name of PROTOTYPE_NAMES) {
      for (const lookup of [directionalAbbreviation, directionalWord, ordinalNumeral, ordinalWord, secondaryUnit]) {
        assert.equal(lookup(name), undefined, `${lookup.name}(${name})`);
      }
    }
  });
});
