import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PHONE_INPUT_MAX_CHARS } from '../../../demo/server/forms/phone.ts';
import { makeSite, postJson, removeSite, sendRaw, startServer, type SiteDirs, type TestServer } from './helpers.ts';

interface PhoneAnswer {
  valid: boolean;
  formatted: { international: string; national: string; e164: string } | null;
  country: string | null;
  type: string | null;
  reason?: string;
  message?: string;
}

describe('POST /api/phoneVerify', () => {
  let site: SiteDirs;
  let server: TestServer;
  const verify = async (query: Record<string, string>) => {
    const response = await fetch(`${server.base}/api/phoneVerify?${new URLSearchParams(query)}`, { method: 'POST' });
    return { status: response.status, body: (await response.json()) as PhoneAnswer & { error?: string; field?: string } };
  };

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('US: a valid number answers valid, the three formats, the country and the type', async () => {
    const answer = await verify({ phone: '201 555 0123', country: 'US' });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, {
      valid: true,
      formatted: { international: '+1 201 555 0123', national: '(201) 555-0123', e164: '+12015550123' },
      country: 'US',
      type: 'FIXED_LINE_OR_MOBILE',
    });
  });

  test('US toll-free numbers are typed TOLL_FREE (the full metadata knows number types)', async () => {
    const answer = await verify({ phone: '800 555 0199', country: 'us' });
    assert.equal(answer.body.valid, true);
    assert.equal(answer.body.type, 'TOLL_FREE');
  });

  test('GB: national format with the calling code, and international format, give the same number', async () => {
    const national = await verify({ phone: '07400 123456', country: 'GB', countryCode: '44' });
    assert.equal(national.status, 200);
    assert.deepEqual(national.body, {
      valid: true,
      formatted: { international: '+44 7400 123456', national: '07400 123456', e164: '+447400123456' },
      country: 'GB',
      type: 'MOBILE',
    });
    const international = await verify({ phone: '+44 7400 123456', country: 'GB' });
    assert.deepEqual(international.body, national.body);
    const withPlus = await verify({ phone: '7400123456', country: 'GB', countryCode: '+44' });
    assert.deepEqual(withPlus.body, national.body);
  });

  test('BR: a São Paulo mobile', async () => {
    const answer = await verify({ phone: '(11) 91234-5678', country: 'BR' });
    assert.deepEqual(answer.body, {
      valid: true,
      formatted: { international: '+55 11 91234 5678', national: '(11) 91234-5678', e164: '+5511912345678' },
      country: 'BR',
      type: 'MOBILE',
    });
  });

  test('inside one calling code the number’s own country is answered (+1: a Toronto number with US selected)', async () => {
    const answer = await verify({ phone: '416 555 0199', country: 'US' });
    assert.equal(answer.body.valid, true);
    assert.equal(answer.body.country, 'CA');
  });

  test('invalid numbers answer 200 valid:false with the reason and no formats', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ phone: '123', country: 'US' }, 'TOO_SHORT'],
      [{ phone: '5555555555555555', country: 'US' }, 'TOO_LONG'],
      [{ phone: '200 555 0123', country: 'US' }, 'INVALID_NUMBER'],
      [{ phone: 'call me', country: 'US' }, 'NOT_A_NUMBER'],
      [{ phone: '201 555 0123 now', country: 'US' }, 'NOT_A_NUMBER'],
      [{ phone: '+44 20 7946 0958', country: 'US' }, 'COUNTRY_MISMATCH'],
    ];
    for (const [query, reason] of cases) {
      const answer = await verify(query);
      assert.equal(answer.status, 200, JSON.stringify(query));
      assert.equal(answer.body.valid, false, JSON.stringify(query));
      assert.equal(answer.body.reason, reason, JSON.stringify(query));
      assert.equal(answer.body.formatted, null);
      assert.equal(answer.body.type, null);
      assert.equal(answer.body.country, query.country!.toUpperCase());
      assert.equal(typeof answer.body.message, 'string');
    }
  });

  test('missing fields are 400 naming the field', async () => {
    let answer = await verify({ country: 'US' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.field, 'phone');
    answer = await verify({ phone: '   ', country: 'US' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.field, 'phone');
    answer = await verify({ phone: '2015550123' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.field, 'country');
    const empty = await fetch(`${server.base}/api/phoneVerify`, { method: 'POST' });
    assert.equal(empty.status, 400);
    assert.equal(((await empty.json()) as { field: string }).field, 'phone');
    const text = await sendRaw(server.base, '/api/phoneVerify', 'phone=2015550123', 'text/plain');
    assert.equal(text.status, 400);
    assert.equal((text.body as { field: string }).field, 'body');
  });

  test('bad input is 400 naming the field: country format, unknown country, calling code, length, control characters', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ phone: '2015550123', country: 'USA' }, 'country'],
      [{ phone: '2015550123', country: 'XX' }, 'country'],
      [{ phone: '2015550123', country: 'US', countryCode: '44' }, 'countryCode'],
      [{ phone: '2015550123', country: 'US', countryCode: 'one' }, 'countryCode'],
      [{ phone: '1'.repeat(PHONE_INPUT_MAX_CHARS + 1), country: 'US' }, 'phone'],
      [{ phone: '201\n5550123', country: 'US' }, 'phone'],
    ];
    for (const [query, field] of cases) {
      const answer = await verify(query);
      assert.equal(answer.status, 400, JSON.stringify(query));
      assert.equal(answer.body.field, field, JSON.stringify(query));
      assert.equal(typeof answer.body.error, 'string');
    }
  });

  test('the fields may come in a JSON or a form body instead of the query', async () => {
    const json = await postJson(server.base, '/api/phoneVerify', { phone: '020 7946 0958', country: 'GB' });
    assert.equal(json.status, 200);
    assert.equal((json.body as PhoneAnswer).formatted?.e164, '+442079460958');
    const form = await sendRaw(server.base, '/api/phoneVerify', 'phone=020+7946+0958&country=GB&countryCode=44', 'application/x-www-form-urlencoded');
    assert.equal(form.status, 200);
    assert.equal((form.body as PhoneAnswer).formatted?.e164, '+442079460958');
    const wrongType = await postJson(server.base, '/api/phoneVerify', { phone: 2015550123, country: 'US' });
    assert.equal(wrongType.status, 400);
    assert.equal((wrongType.body as { field: string }).field, 'phone');
  });

  test('the query wins over the body', async () => {
    const response = await fetch(`${server.base}/api/phoneVerify?country=GB`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '020 7946 0958', country: 'US' }),
    });
    const body = (await response.json()) as PhoneAnswer;
    assert.equal(body.valid, true);
    assert.equal(body.country, 'GB');
  });
});
