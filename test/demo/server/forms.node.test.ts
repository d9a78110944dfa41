import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_BONCOM_CAMPAIGN_ID, DEFAULT_MD_CAMPAIGN_ID, EXTRA_FIELDS_MAX, NOTE_MAX_CHARS } from '../../../demo/server/forms/submission.ts';
import { REPLAY_HEADER } from '../../../demo/server/routes/forms.ts';
import fc from 'fast-check';
import { parseUrlEncoded } from '../../../demo/server/forms/urlencoded.ts';
import { InputError } from '../../../demo/server/validation.ts';
import { makeSite, removeSite, sendRaw, startServer, type JsonAnswer, type SiteDirs, type TestServer } from './helpers.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
let transactionCounter = 0;
/** The spec's shape: millisecond time plus a random number below 10000, unique per test. */
const newTransactionId = () => String(Date.now() + Math.floor(Math.random() * 10000)) + String(++transactionCounter).padStart(4, '0');

/** Every field of spec section 3 'Form fields' and 'Form submission extras', plus an author's own question. */
function fullForm(): Record<string, string> {
  return {
    offerType: '["missionary-visit","book-of-mormon"]',
    oItemId: '["item-1",2]',
    sourceId: 'src-1',
    fType: 'stepped',
    marketoToken: 'id:123-ABC-456&token:_mch-site.org-1700000000000-12345',
    transactionId: newTransactionId(),
    hashed: '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
    adobeId: '12345678901234567890123456789012345678',
    requestId: 'req-42',
    MDCampaignId: '77',
    boncomCampaignId: '5',
    consent_to_message: 'true',
    ad_partner_consent: 'false',
    phone: '(201) 555-0123',
    phoneCountryCode: '1',
    phoneCountryAlpha3: 'USA',
    phoneCountry: 'US',
    phoneFieldType: 'mobile',
    email: 'jane.doe@gmail.com',
    fullName: 'Jane O’Doe-Šmíd <b>bold</b> & "quotes"',
    countryIso2: 'US',
    lang: 'en',
    missionaries: 'Elder Smith, Sister Jones',
    address: '1 Main St\r\nProvo, UT 84601',
    timeSelection: 'Weekday evenings',
    clientRegion: 'NA',
    offerDetails: JSON.stringify([
      { question: 'What would you like to talk about?', type: 'text', response: 'Family' },
      { question: 'Which days?', type: 'checkbox', response: ['Mon', 'Wed'] },
    ]),
    note: 'What would you like to talk about? Family',
    subscriptions: 'on',
    messagingOptIn: 'true',
    emailSubscription: 'weekly-newsletter',
    phoneSubscription: 'sms-reminders',
    firstName: 'Jane',
  };
}

function postForm(base: string, fields: Record<string, string> | [string, string][] | string, route = '/api/form-submission'): Promise<JsonAnswer> {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  return sendRaw(base, route, body, FORM_TYPE);
}

interface StoredRow {
  public_id: string;
  transaction_id: string | null;
  fields: string;
  email: string | null;
  phone: string | null;
  full_name: string | null;
  md_campaign_id: string;
  boncom_campaign_id: string;
  verified: number;
}

describe('POST /api/form-submission', () => {
  let site: SiteDirs;
  let server: TestServer;
  const rowsFor = (transactionId: string) => server.app.db.prepare('SELECT * FROM form_submissions WHERE transaction_id = ?').all(transactionId) as StoredRow[];
  const count = () => (server.app.db.prepare('SELECT COUNT(*) AS n FROM form_submissions').get() as { n: number }).n;

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('every spec field: 201 { ok, id, transactionId }, stored once with every value exactly as sent', async () => {
    const form = fullForm();
    const answer = await postForm(server.base, form);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.equal(answer.headers.get(REPLAY_HEADER), null);
    const body = answer.body as { ok: boolean; id: string; transactionId: string };
    assert.equal(body.ok, true);
    assert.match(body.id, /^[0-9a-f]{16}$/);
    assert.equal(body.transactionId, form.transactionId);

    const rows = rowsFor(form.transactionId!);
    assert.equal(rows.length, 1);
    const row = rows[0]!;
    assert.equal(row.public_id, body.id);
    assert.deepEqual(JSON.parse(row.fields), form);
    assert.deepEqual(Object.keys(JSON.parse(row.fields) as object), Object.keys(form), 'fields keep the order sent');
    assert.equal(row.email, form.email);
    assert.equal(row.phone, form.phone);
    assert.equal(row.full_name, form.fullName, 'markup is stored as text, not interpreted or stripped');
    assert.equal(row.md_campaign_id, '77');
    assert.equal(row.boncom_campaign_id, '5');
    assert.equal(row.verified, 0);
  });

  test('MDCampaignId defaults to 10 and boncomCampaignId to 0; the fields stay as sent (absent or empty)', async () => {
    const form = { transactionId: newTransactionId(), email: 'jane.doe@gmail.com', boncomCampaignId: '' };
    assert.equal((await postForm(server.base, form)).status, 201);
    const row = rowsFor(form.transactionId)[0]!;
    assert.equal(row.md_campaign_id, DEFAULT_MD_CAMPAIGN_ID);
    assert.equal(DEFAULT_MD_CAMPAIGN_ID, '10');
    assert.equal(row.boncom_campaign_id, DEFAULT_BONCOM_CAMPAIGN_ID);
    assert.equal(DEFAULT_BONCOM_CAMPAIGN_ID, '0');
    assert.deepEqual(JSON.parse(row.fields), form);
  });

  test('a phone alone is enough contact; so is an email alone; empty optional fields count as not sent', async () => {
    const phoneOnly = { transactionId: newTransactionId(), phone: '07400 123456', phoneCountryCode: '44', email: '', countryIso2: '' };
    assert.equal((await postForm(server.base, phoneOnly)).status, 201);
    const international = { transactionId: newTransactionId(), phone: '+55 11 91234-5678' };
    assert.equal((await postForm(server.base, international)).status, 201);
    const byCountry = { transactionId: newTransactionId(), phone: '020 7946 0958', countryIso2: 'GB' };
    assert.equal((await postForm(server.base, byCountry)).status, 201);
    const emailOnly = { transactionId: newTransactionId(), email: 'ann@mail.co.uk', phone: '' };
    assert.equal((await postForm(server.base, emailOnly)).status, 201);
  });

  test(`note: ${NOTE_MAX_CHARS} characters accepted (counted in characters, not UTF-16 units), ${NOTE_MAX_CHARS + 1} refused`, async () => {
    const emoji = '\u{1F600}'.repeat(NOTE_MAX_CHARS);
    assert.equal((await postForm(server.base, { transactionId: newTransactionId(), email: 'ann@mail.co.uk', note: emoji })).status, 201);
    const answer = await postForm(server.base, { transactionId: newTransactionId(), email: 'ann@mail.co.uk', note: 'n'.repeat(NOTE_MAX_CHARS + 1) });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body, { error: `note must be at most ${NOTE_MAX_CHARS} characters`, field: 'note' });
  });

  test('a replay (same transactionId, same fields) answers 200 with the same body and stores nothing new', async () => {
    const form = fullForm();
    const first = await postForm(server.base, form);
    assert.equal(first.status, 201);
    const before = count();
    const again = await postForm(server.base, form);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get(REPLAY_HEADER), 'true');
    assert.deepEqual(again.body, first.body);
    const reordered = await postForm(server.base, Object.entries(form).reverse());
    assert.equal(reordered.status, 200, 'field order does not make a new submission');
    assert.deepEqual(reordered.body, first.body);
    assert.equal(count(), before);
    assert.equal(rowsFor(form.transactionId!).length, 1);
  });

  test('the same transactionId with different fields is 409 naming transactionId; the stored record is unchanged', async () => {
    const form = fullForm();
    assert.equal((await postForm(server.base, form)).status, 201);
    const answer = await postForm(server.base, { ...form, fullName: 'Somebody Else' });
    assert.equal(answer.status, 409);
    const body = answer.body as { error: string; field: string };
    assert.equal(body.field, 'transactionId');
    assert.match(body.error, /already used/);
    const rows = rowsFor(form.transactionId!);
    assert.equal(rows.length, 1);
    assert.equal(JSON.parse(rows[0]!.fields).fullName, form.fullName);
  });

  test('without a transactionId an identical submission is the same one; a different one is stored', async () => {
    const form = { email: `no.transaction.${Date.now()}@gmail.com`, fullName: 'No Transaction' };
    const first = await postForm(server.base, form);
    assert.equal(first.status, 201);
    assert.equal((first.body as { transactionId: unknown }).transactionId, null);
    const again = await postForm(server.base, form);
    assert.equal(again.status, 200);
    assert.deepEqual(again.body, first.body);
    const other = await postForm(server.base, { ...form, fullName: 'Another Name' });
    assert.equal(other.status, 201);
    const stored = server.app.db.prepare('SELECT COUNT(*) AS n FROM form_submissions WHERE email = ?').get(form.email) as { n: number };
    assert.equal(stored.n, 2);
  });

  test('100 concurrent duplicate submissions with one transactionId store exactly one record', async () => {
    const form = fullForm();
    const answers = await Promise.all(Array.from({ length: 100 }, () => postForm(server.base, form)));
    const statuses = answers.map((answer) => answer.status).sort();
    assert.equal(statuses.filter((status) => status === 201).length, 1, statuses.join(','));
    assert.equal(statuses.filter((status) => status === 200).length, 99);
    const ids = new Set(answers.map((answer) => (answer.body as { id: string }).id));
    assert.equal(ids.size, 1);
    assert.equal(rowsFor(form.transactionId!).length, 1);
  });

  test('extra fields (an author’s own questions) are kept; a repeated one as a list; __proto__ is an ordinary name', async () => {
    const transactionId = newTransactionId();
    const answer = await postForm(server.base, [
      ['transactionId', transactionId],
      ['email', 'ann@mail.co.uk'],
      ['interests', 'music'],
      ['interests', 'history'],
      ['__proto__', 'polluted?'],
      ['lastName', ''],
    ]);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const fields = JSON.parse(rowsFor(transactionId)[0]!.fields) as Record<string, unknown>;
    assert.deepEqual(fields.interests, ['music', 'history']);
    assert.equal(Object.getOwnPropertyDescriptor(fields, '__proto__')?.value, 'polluted?');
    assert.equal(fields.lastName, '');
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });

  test('+ is a space and percent-escapes decode to exactly the UTF-8 sent', async () => {
    const transactionId = newTransactionId();
    const body = `transactionId=${transactionId}&email=ann%40mail.co.uk&fullName=Ana+Mar%C3%ADa+%F0%9F%98%80+%2B1&note=a%0D%0Ab`;
    assert.equal((await postForm(server.base, body)).status, 201);
    const fields = JSON.parse(rowsFor(transactionId)[0]!.fields) as Record<string, string>;
    assert.equal(fields.fullName, 'Ana María 😀 +1');
    assert.equal(fields.note, 'a\r\nb');
    assert.equal(fields.email, 'ann@mail.co.uk');
  });

  describe('bad input: 400 naming the field, nothing stored', () => {
    const base = () => ({ transactionId: newTransactionId(), email: 'ann@mail.co.uk' });
    const cases: [string, Record<string, string> | [string, string][] | (() => Record<string, string> | [string, string][]), string][] = [
      ['no email and no phone', () => ({ transactionId: newTransactionId(), fullName: 'Ann' }), 'email'],
      ['empty email and phone', () => ({ transactionId: newTransactionId(), email: '', phone: '' }), 'email'],
      ['a malformed email', () => ({ ...base(), email: 'ann..x@mail.co.uk' }), 'email'],
      ['an email over 254 characters', () => ({ ...base(), email: `${'a'.repeat(64)}@${'b'.repeat(200)}.com` }), 'email'],
      ['a phone that is not a number', () => ({ ...base(), phone: 'call me', phoneCountryCode: '1' }), 'phone'],
      ['a phone invalid for its calling code', () => ({ ...base(), phone: '200 555 0123', phoneCountryCode: '1' }), 'phone'],
      ['a phone whose + code is not phoneCountryCode', () => ({ ...base(), phone: '+44 20 7946 0958', phoneCountryCode: '1' }), 'phone'],
      ['a national phone with no calling code or country', () => ({ ...base(), phone: '2015550123' }), 'phoneCountryCode'],
      ['an unknown calling code', () => ({ ...base(), phoneCountryCode: '999' }), 'phoneCountryCode'],
      ['a calling code with letters', () => ({ ...base(), phoneCountryCode: 'US' }), 'phoneCountryCode'],
      ['ad_partner_consent other than true/false', () => ({ ...base(), ad_partner_consent: 'yes' }), 'ad_partner_consent'],
      ['consent_to_message not a checkbox value', () => ({ ...base(), consent_to_message: 'maybe' }), 'consent_to_message'],
      ['MDCampaignId with a space', () => ({ ...base(), MDCampaignId: '1 0' }), 'MDCampaignId'],
      ['boncomCampaignId with markup', () => ({ ...base(), boncomCampaignId: '<0>' }), 'boncomCampaignId'],
      ['a transactionId with a space', () => ({ email: 'ann@mail.co.uk', transactionId: '17 00' }), 'transactionId'],
      ['a transactionId over 64 characters', () => ({ email: 'ann@mail.co.uk', transactionId: '1'.repeat(65) }), 'transactionId'],
      ['countryIso2 of three letters', () => ({ ...base(), countryIso2: 'USA' }), 'countryIso2'],
      ['lang that is not a language code', () => ({ ...base(), lang: 'english!' }), 'lang'],
      ['phoneCountryAlpha3 of two letters', () => ({ ...base(), phoneCountryAlpha3: 'US' }), 'phoneCountryAlpha3'],
      ['a line break in fullName', () => ({ ...base(), fullName: 'Ann\nLee' }), 'fullName'],
      ['a control character in address', () => ({ ...base(), address: '1 Main\u0007 St' }), 'address'],
      ['fullName over 200 characters', () => ({ ...base(), fullName: 'n'.repeat(201) }), 'fullName'],
      ['offerDetails that is not JSON', () => ({ ...base(), offerDetails: 'question: answer' }), 'offerDetails'],
      ['offerDetails that is an object, not an array', () => ({ ...base(), offerDetails: '{"question":"q"}' }), 'offerDetails'],
      ['offerDetails with a non-object item', () => ({ ...base(), offerDetails: '[{"question":"q"},"x"]' }), 'offerDetails[1]'],
      ['offerType that starts as a JSON array but is not JSON', () => ({ ...base(), offerType: '["a",' }), 'offerType'],
      ['oItemId with an object item', () => ({ ...base(), oItemId: '[{"id":1}]' }), 'oItemId[0]'],
      ['sourceId with a control character in an item', () => ({ ...base(), sourceId: '["a\\u0001"]' }), 'sourceId[0]'],
      [
        'a spec field sent twice',
        () => [
          ['transactionId', newTransactionId()],
          ['email', 'ann@mail.co.uk'],
          ['email', 'bob@mail.co.uk'],
        ],
        'email',
      ],
      ['an extra field name that starts with a digit', () => ({ ...base(), '1st': 'x' }), '1st'],
      ['an extra field over 2000 characters', () => ({ ...base(), question7: 'q'.repeat(2001) }), 'question7'],
      [
        `more than ${EXTRA_FIELDS_MAX} extra fields`,
        () => ({ ...base(), ...Object.fromEntries(Array.from({ length: EXTRA_FIELDS_MAX + 1 }, (_, index) => [`q${index}`, 'x'])) }),
        `q${EXTRA_FIELDS_MAX}`,
      ],
    ];
    for (const [name, make, field] of cases) {
      test(name, async () => {
        const before = (server.app.db.prepare('SELECT COUNT(*) AS n FROM form_submissions').get() as { n: number }).n;
        const answer = await postForm(server.base, typeof make === 'function' ? make() : make);
        assert.equal(answer.status, 400, JSON.stringify(answer.body));
        const body = answer.body as { error: string; field: string };
        assert.equal(body.field, field, body.error);
        assert.equal(typeof body.error, 'string');
        assert.ok(body.error.length > 0);
        assert.equal(count(), before);
      });
    }

    test('malformed bodies: a stray %, invalid UTF-8, an empty field name, no body', async () => {
      for (const [payload, field] of [
        ['email=ann%ZZ@mail.co.uk', 'email'],
        ['email=ann@mail.co.uk&fullName=%C3%28', 'fullName'],
        ['email=ann@mail.co.uk&fullName=%ED%A0%80', 'fullName'],
        ['email=ann@mail.co.uk&=orphan', 'body'],
      ] as const) {
        const answer = await postForm(server.base, payload);
        assert.equal(answer.status, 400, payload);
        assert.equal((answer.body as { field: string }).field, field, payload);
      }
      const response = await fetch(`${server.base}/api/form-submission`, { method: 'POST' });
      assert.equal(response.status, 400);
      assert.equal(((await response.json()) as { field: string }).field, 'body');
    });
  });

  test('other content types are 415 naming content-type; other charsets too', async () => {
    for (const [payload, type] of [
      ['{"email":"ann@mail.co.uk"}', 'application/json'],
      ['email=ann@mail.co.uk', 'text/plain'],
      ['email,ann@mail.co.uk', 'text/csv'],
      ['email=ann@mail.co.uk', 'application/x-www-form-urlencoded; charset=iso-8859-1'],
    ] as const) {
      const answer = await sendRaw(server.base, '/api/form-submission', payload, type);
      assert.equal(answer.status, 415, type);
      assert.equal((answer.body as { field: string }).field, 'content-type', type);
    }
  });

  test('a body over 64 KiB is 413', async () => {
    const answer = await postForm(server.base, { email: 'ann@mail.co.uk', note: 'x'.repeat(70 * 1024) });
    assert.equal(answer.status, 413);
    assert.equal((answer.body as { field: string }).field, 'body');
  });

  test('GET is not a submission (405 JSON with Allow: POST)', async () => {
    const response = await fetch(`${server.base}/api/form-submission`);
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
  });
});

describe('form submissions survive a restart', () => {
  test('close the server, reopen it on the same file: every record is there and a replay still answers 200', async () => {
    const site = makeSite();
    try {
      let server = await startServer(site);
      const sent: { form: Record<string, string>; id: string }[] = [];
      for (let index = 0; index < 25; index += 1) {
        const form = { ...fullForm(), fullName: `Person ${index}` };
        const answer = await postForm(server.base, form);
        assert.equal(answer.status, 201);
        sent.push({ form, id: (answer.body as { id: string }).id });
      }
      await server.close();

      server = await startServer(site);
      try {
        const rows = server.app.db.prepare('SELECT public_id, fields FROM form_submissions ORDER BY id').all() as { public_id: string; fields: string }[];
        assert.equal(rows.length, sent.length);
        rows.forEach((row, index) => {
          assert.equal(row.public_id, sent[index]!.id);
          assert.deepEqual(JSON.parse(row.fields), sent[index]!.form);
        });
        const replay = await postForm(server.base, sent[3]!.form);
        assert.equal(replay.status, 200);
        assert.equal((replay.body as { id: string }).id, sent[3]!.id);
      } finally {
        await server.close();
      }
    } finally {
      removeSite(site);
    }
  });
});

describe('the strict form parser (forms/urlencoded.ts)', () => {
  test('any fields the browser encoder (URLSearchParams) writes decode back exactly, in order, repeats kept', () => {
    const name = fc.string({ unit: 'binary', minLength: 1, maxLength: 20 });
    const value = fc.string({ unit: 'binary', maxLength: 60 });
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 12 }), (entries) => {
        const encoded = new URLSearchParams(entries).toString();
        assert.deepEqual(parseUrlEncoded(Buffer.from(encoded)).entries, entries);
      }),
      { numRuns: 500 },
    );
  });

  test('any byte sequence is either decoded or refused with an InputError, never another failure', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        try {
          const form = parseUrlEncoded(bytes);
          // With the u flag a surrogate only matches when it is unpaired: decoded text is always well formed.
          for (const [key, value] of form.entries) assert.ok(!/[\uD800-\uDFFF]/u.test(key + value));
        } catch (error) {
          assert.ok(error instanceof InputError, String(error));
          assert.equal(error.statusCode, 400);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
