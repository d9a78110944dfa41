import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SUBSCRIPTIONS_MAX_ITEMS } from '../../../demo/server/forms/subscription.ts';
import { REPLAY_HEADER } from '../../../demo/server/routes/forms.ts';
import { makeSite, postJson, removeSite, sendRaw, startServer, type SiteDirs, type TestServer } from './helpers.ts';

let counter = 0;
const newTransactionId = () => `${Date.now()}${String(++counter).padStart(4, '0')}`;

/** Spec section 3 'Simple subscription payload', every property present. */
function fullPayload(): Record<string, unknown> {
  return {
    person: { firstName: 'Ana Júlia' },
    phone: { phoneNumber: '+55 11 91234-5678', whatsAppable: true },
    email: { emailAddress: 'ana.julia@gmail.com' },
    countryIso2: 'BR',
    languageIso3: 'por',
    messagingMergeCodes: { missionaries: 'Elder Silva', address: 'Rua Augusta, 100\nSão Paulo', timeSelection: 'Sábado à tarde' },
    subscriptions: [
      { channel: 'EMAIL', cid: 'cid-123', clientRegion: 'BR', listId: 'come-unto-christ', siteUrl: 'https://site.org/pt/visit', subscribed: true },
      { channel: 'WHATSAPP', cid: 'cid-123', clientRegion: 'BR', listId: 42, siteUrl: 'https://site.org/pt/visit', subscribed: true },
    ],
    transactionId: newTransactionId(),
  };
}

interface StoredRow {
  public_id: string;
  payload: string;
  first_name: string;
  email: string | null;
  phone: string | null;
  whatsappable: number | null;
  country_iso2: string;
  language_iso3: string;
  channels: string;
}

describe('POST /api/simple-subscription', () => {
  let site: SiteDirs;
  let server: TestServer;
  const count = () => (server.app.db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get() as { n: number }).n;
  const rowsFor = (transactionId: unknown) =>
    server.app.db.prepare('SELECT * FROM subscriptions WHERE transaction_id = ?').all(String(transactionId)) as StoredRow[];

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('the full payload: 201 { ok, id, transactionId }, stored once exactly as sent', async () => {
    const payload = fullPayload();
    const answer = await postJson(server.base, '/api/simple-subscription', payload);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const body = answer.body as { ok: boolean; id: string; transactionId: string };
    assert.equal(body.ok, true);
    assert.match(body.id, /^[0-9a-f]{16}$/);
    assert.equal(body.transactionId, payload.transactionId);
    const rows = rowsFor(payload.transactionId);
    assert.equal(rows.length, 1);
    const row = rows[0]!;
    assert.equal(row.public_id, body.id);
    assert.deepEqual(JSON.parse(row.payload), payload);
    assert.equal(row.first_name, 'Ana Júlia');
    assert.equal(row.email, 'ana.julia@gmail.com');
    assert.equal(row.phone, '+55 11 91234-5678');
    assert.equal(row.whatsappable, 1);
    assert.equal(row.country_iso2, 'BR');
    assert.equal(row.language_iso3, 'por');
    assert.equal(row.channels, 'EMAIL,WHATSAPP');
  });

  test('the minimal payload: first name, one contact, country, language, one subscription', async () => {
    const payload = {
      person: { firstName: 'Tom' },
      email: { emailAddress: 'tom@mail.co.uk' },
      countryIso2: 'GB',
      languageIso3: 'eng',
      subscriptions: [{ channel: 'email', listId: 'weekly', subscribed: true }],
    };
    const answer = await postJson(server.base, '/api/simple-subscription', payload);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal((answer.body as { transactionId: unknown }).transactionId, null);
  });

  test('an SMS sign-up with a national number is read in the payload country', async () => {
    const payload = {
      person: { firstName: 'Sam' },
      phone: { phoneNumber: '07400 123456', whatsAppable: false },
      countryIso2: 'GB',
      languageIso3: 'eng',
      subscriptions: [{ channel: 'SMS', listId: 'sms-weekly', subscribed: true }],
      transactionId: newTransactionId(),
    };
    assert.equal((await postJson(server.base, '/api/simple-subscription', payload)).status, 201);
    assert.equal(rowsFor(payload.transactionId)[0]!.whatsappable, 0);
  });

  test('a replay answers 200 with the same body; property order does not matter; a changed one with the same transactionId is 409', async () => {
    const payload = fullPayload();
    const first = await postJson(server.base, '/api/simple-subscription', payload);
    assert.equal(first.status, 201);
    const before = count();
    const again = await postJson(server.base, '/api/simple-subscription', payload);
    assert.equal(again.status, 200);
    assert.equal(again.headers.get(REPLAY_HEADER), 'true');
    assert.deepEqual(again.body, first.body);
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const third = await postJson(server.base, '/api/simple-subscription', reordered);
    assert.equal(third.status, 200);
    assert.deepEqual(third.body, first.body);
    assert.equal(count(), before);

    const conflict = await postJson(server.base, '/api/simple-subscription', { ...payload, countryIso2: 'PT' });
    assert.equal(conflict.status, 409);
    assert.equal((conflict.body as { field: string }).field, 'transactionId');
    assert.equal(rowsFor(payload.transactionId).length, 1);
  });

  test('without a transactionId, the same payload within the replay window is one sign-up', async () => {
    const { transactionId: _omitted, ...payload } = fullPayload();
    (payload.person as { firstName: string }).firstName = `Window ${Date.now()}`;
    const first = await postJson(server.base, '/api/simple-subscription', payload);
    const second = await postJson(server.base, '/api/simple-subscription', payload);
    assert.equal(first.status, 201);
    assert.equal(second.status, 200);
    assert.deepEqual(second.body, first.body);
    const rows = server.app.db
      .prepare('SELECT COUNT(*) AS n FROM subscriptions WHERE first_name = ?')
      .get((payload.person as { firstName: string }).firstName) as { n: number };
    assert.equal(rows.n, 1);
  });

  test('100 concurrent duplicates with one transactionId store exactly one record', async () => {
    const payload = fullPayload();
    const answers = await Promise.all(Array.from({ length: 100 }, () => postJson(server.base, '/api/simple-subscription', payload)));
    assert.equal(answers.filter((answer) => answer.status === 201).length, 1);
    assert.equal(answers.filter((answer) => answer.status === 200).length, 99);
    assert.equal(new Set(answers.map((answer) => (answer.body as { id: string }).id)).size, 1);
    assert.equal(rowsFor(payload.transactionId).length, 1);
  });

  describe('bad input: 400 naming the field, nothing stored', () => {
    const change = (edit: (payload: Record<string, unknown>) => void) => () => {
      const payload = fullPayload();
      edit(payload);
      return payload;
    };
    const item = (payload: Record<string, unknown>) => (payload.subscriptions as Record<string, unknown>[])[0]!;
    const cases: [string, () => unknown, string][] = [
      ['no person', change((p) => delete p.person), 'person'],
      ['no first name', change((p) => (p.person = {})), 'person.firstName'],
      ['a blank first name', change((p) => (p.person = { firstName: '   ' })), 'person.firstName'],
      ['a first name with a line break', change((p) => (p.person = { firstName: 'Ana\nJúlia' })), 'person.firstName'],
      ['a first name over 100 characters', change((p) => (p.person = { firstName: 'a'.repeat(101) })), 'person.firstName'],
      ['a number as first name', change((p) => (p.person = { firstName: 7 })), 'person.firstName'],
      [
        'no contact at all',
        change((p) => {
          delete p.email;
          delete p.phone;
        }),
        'email.emailAddress',
      ],
      ['a malformed email', change((p) => (p.email = { emailAddress: 'ana@@gmail.com' })), 'email.emailAddress'],
      ['an invalid phone for the country', change((p) => (p.phone = { phoneNumber: '123', whatsAppable: true })), 'phone.phoneNumber'],
      ['whatsAppable as a string', change((p) => (p.phone = { phoneNumber: '+5511912345678', whatsAppable: 'yes' })), 'phone.whatsAppable'],
      ['an EMAIL subscription without an email', change((p) => delete p.email), 'email.emailAddress'],
      [
        'an SMS subscription without a phone',
        change((p) => {
          delete p.phone;
          item(p).channel = 'SMS';
        }),
        'phone.phoneNumber',
      ],
      [
        'WHATSAPP when the phone is not whatsAppable',
        change((p) => {
          p.phone = { phoneNumber: '+5511912345678', whatsAppable: false };
          item(p).channel = 'WHATSAPP';
        }),
        'subscriptions[0].channel',
      ],
      ['an unknown channel', change((p) => (item(p).channel = 'PIGEON')), 'subscriptions[0].channel'],
      ['subscribed false', change((p) => (item(p).subscribed = false)), 'subscriptions[0].subscribed'],
      ['no listId', change((p) => delete item(p).listId), 'subscriptions[0].listId'],
      ['a siteUrl that is not http(s)', change((p) => (item(p).siteUrl = 'javascript:alert(1)')), 'subscriptions[0].siteUrl'],
      ['a relative siteUrl', change((p) => (item(p).siteUrl = '/pt/visit')), 'subscriptions[0].siteUrl'],
      ['a control character in cid', change((p) => (item(p).cid = 'c\u0000d')), 'subscriptions[0].cid'],
      ['an unknown subscription property', change((p) => (item(p).listID = 'x')), 'subscriptions[0].listID'],
      ['no subscriptions', change((p) => (p.subscriptions = [])), 'subscriptions'],
      [
        `more than ${SUBSCRIPTIONS_MAX_ITEMS} subscriptions`,
        change((p) => (p.subscriptions = Array.from({ length: SUBSCRIPTIONS_MAX_ITEMS + 1 }, () => ({ channel: 'EMAIL', listId: 'l', subscribed: true })))),
        'subscriptions',
      ],
      ['countryIso2 of three letters', change((p) => (p.countryIso2 = 'BRA')), 'countryIso2'],
      ['an unknown countryIso2', change((p) => (p.countryIso2 = 'XX')), 'countryIso2'],
      ['languageIso3 of two letters', change((p) => (p.languageIso3 = 'pt')), 'languageIso3'],
      ['an unknown merge code', change((p) => (p.messagingMergeCodes = { favouriteColour: 'blue' })), 'messagingMergeCodes.favouriteColour'],
      [
        'a control character in a merge code',
        change((p) => (p.messagingMergeCodes = { timeSelection: 'noon\u001b[31m' })),
        'messagingMergeCodes.timeSelection',
      ],
      ['a bad transactionId', change((p) => (p.transactionId = 'a b')), 'transactionId'],
      ['an unknown top-level property', change((p) => (p.firstName = 'Ana')), 'firstName'],
    ];
    for (const [name, make, field] of cases) {
      test(name, async () => {
        const before = count();
        const answer = await postJson(server.base, '/api/simple-subscription', make());
        assert.equal(answer.status, 400, JSON.stringify(answer.body));
        assert.equal((answer.body as { field: string }).field, field, JSON.stringify(answer.body));
        assert.equal(count(), before);
      });
    }

    test('not JSON, not an object, or a form body', async () => {
      let answer = await sendRaw(server.base, '/api/simple-subscription', '{"person":', 'application/json');
      assert.equal(answer.status, 400);
      assert.equal((answer.body as { field: string }).field, 'body');
      answer = await postJson(server.base, '/api/simple-subscription', [fullPayload()]);
      assert.equal(answer.status, 400);
      answer = await sendRaw(server.base, '/api/simple-subscription', 'person=Ana', 'application/x-www-form-urlencoded');
      assert.equal(answer.status, 415);
      answer = await sendRaw(server.base, '/api/simple-subscription', `{"__proto__":{"x":1},"person":{"firstName":"A"}}`, 'application/json');
      assert.equal(answer.status, 400);
    });
  });

  test('a body over 64 KiB is 413', async () => {
    const payload = { ...fullPayload(), person: { firstName: 'x'.repeat(70 * 1024) } };
    const answer = await postJson(server.base, '/api/simple-subscription', payload);
    assert.equal(answer.status, 413);
  });
});

describe('subscriptions survive a restart', () => {
  test('every record is there after reopening the same file, and a replay answers the first id', async () => {
    const site = makeSite();
    try {
      let server = await startServer(site);
      const sent: { payload: Record<string, unknown>; id: string }[] = [];
      for (let index = 0; index < 20; index += 1) {
        const payload = fullPayload();
        const answer = await postJson(server.base, '/api/simple-subscription', payload);
        assert.equal(answer.status, 201);
        sent.push({ payload, id: (answer.body as { id: string }).id });
      }
      await server.close();
      server = await startServer(site);
      try {
        const rows = server.app.db.prepare('SELECT public_id, payload FROM subscriptions ORDER BY id').all() as { public_id: string; payload: string }[];
        assert.equal(rows.length, sent.length);
        rows.forEach((row, index) => {
          assert.equal(row.public_id, sent[index]!.id);
          assert.deepEqual(JSON.parse(row.payload), sent[index]!.payload);
        });
        const replay = await postJson(server.base, '/api/simple-subscription', sent[0]!.payload);
        assert.equal(replay.status, 200);
        assert.equal((replay.body as { id: string }).id, sent[0]!.id);
      } finally {
        await server.close();
      }
    } finally {
      removeSite(site);
    }
  });
});
