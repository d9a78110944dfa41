import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ConfigError, readVerificationConfig, VERIFY_SECRET_MIN_CHARS, type VerificationSettings } from '../../../demo/server/config.ts';
import {
  FORM_SUBMIT_ACTION,
  issueToken,
  VERIFICATION_FAILED_MESSAGE,
  VERIFICATION_TOKEN_FIELD,
  VERIFICATION_TOKEN_TTL_MS,
} from '../../../demo/server/forms/verification.ts';
import { makeSite, postJson, removeSite, sendRaw, startServer, type JsonAnswer, type SiteDirs, type TestServer } from './helpers.ts';

const SETTINGS: VerificationSettings = { siteKey: 'demo-site-key', secret: 'a-long-test-secret-for-hmac-0123456789' };
const FORM_TYPE = 'application/x-www-form-urlencoded';
let counter = 0;
const newTransactionId = () => `${Date.now()}${String(++counter).padStart(4, '0')}`;

/** The routes read the environment when they are registered, so it only needs to hold during the start. */
async function startWith(site: SiteDirs, env: Record<string, string>): Promise<TestServer> {
  const saved = { VB_VERIFY_SITE_KEY: process.env.VB_VERIFY_SITE_KEY, VB_VERIFY_SECRET: process.env.VB_VERIFY_SECRET };
  delete process.env.VB_VERIFY_SITE_KEY;
  delete process.env.VB_VERIFY_SECRET;
  Object.assign(process.env, env);
  try {
    return await startServer(site);
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const form = (extra: Record<string, string> = {}) => ({ transactionId: newTransactionId(), email: 'ann@mail.co.uk', fullName: 'Ann Lee', ...extra });
const submit = (base: string, fields: Record<string, string>) => sendRaw(base, '/api/form-submission', new URLSearchParams(fields).toString(), FORM_TYPE);
const subscription = (extra: Record<string, unknown> = {}) => ({
  person: { firstName: 'Ann' },
  email: { emailAddress: 'ann@mail.co.uk' },
  countryIso2: 'GB',
  languageIso3: 'eng',
  subscriptions: [{ channel: 'EMAIL', listId: 'weekly', subscribed: true }],
  transactionId: newTransactionId(),
  ...extra,
});

function assertVerificationFailed(answer: JsonAnswer, reason: string): void {
  assert.equal(answer.status, 403, JSON.stringify(answer.body));
  assert.deepEqual(answer.body, { error: VERIFICATION_FAILED_MESSAGE, field: VERIFICATION_TOKEN_FIELD, reason });
  assert.equal(VERIFICATION_FAILED_MESSAGE, 'Request verification failed');
}

describe('request verification on (VB_VERIFY_SITE_KEY and VB_VERIFY_SECRET set)', () => {
  let site: SiteDirs;
  let server: TestServer;
  const getToken = async (action = FORM_SUBMIT_ACTION, siteKey = SETTINGS.siteKey) => {
    const response = await fetch(`${server.base}/api/verification/token?${new URLSearchParams({ action, siteKey })}`);
    return { status: response.status, body: (await response.json()) as { token: string; action: string; expiresAt: string; field?: string } };
  };
  const count = (table: string) => (server.app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

  before(async () => {
    site = makeSite();
    server = await startWith(site, { VB_VERIFY_SITE_KEY: SETTINGS.siteKey, VB_VERIFY_SECRET: SETTINGS.secret });
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('GET /api/verification tells a page the service is on, its site key and the token field', async () => {
    const response = await fetch(`${server.base}/api/verification`);
    assert.deepEqual(await response.json(), {
      enabled: true,
      siteKey: SETTINGS.siteKey,
      action: 'form_submit',
      tokenField: 'verificationToken',
      tokenTtlSeconds: VERIFICATION_TOKEN_TTL_MS / 1000,
    });
  });

  test('a token is issued for an action and the site key, expiring in two minutes', async () => {
    const started = Date.now();
    const answer = await getToken();
    assert.equal(answer.status, 200);
    assert.equal(answer.body.action, 'form_submit');
    assert.match(answer.body.token, /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const expires = Date.parse(answer.body.expiresAt);
    assert.ok(expires >= started + VERIFICATION_TOKEN_TTL_MS && expires <= Date.now() + VERIFICATION_TOKEN_TTL_MS);
    assert.notEqual((await getToken()).body.token, answer.body.token, 'every token is new');
  });

  test('the token endpoint refuses a wrong site key, a bad action and missing parameters (400 naming them)', async () => {
    assert.equal((await getToken(FORM_SUBMIT_ACTION, 'other-key')).body.field, 'siteKey');
    assert.equal((await getToken(FORM_SUBMIT_ACTION, 'other-key')).status, 400);
    assert.equal((await getToken('form submit')).body.field, 'action');
    let response = await fetch(`${server.base}/api/verification/token?siteKey=${SETTINGS.siteKey}`);
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { field: string }).field, 'action');
    response = await fetch(`${server.base}/api/verification/token?action=form_submit`);
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { field: string }).field, 'siteKey');
  });

  test('a submission without a token is 403 with the spec message, naming the token field; nothing stored', async () => {
    const before = count('form_submissions');
    assertVerificationFailed(await submit(server.base, form()), 'missing');
    assertVerificationFailed(await submit(server.base, form({ [VERIFICATION_TOKEN_FIELD]: '' })), 'missing');
    assert.equal(count('form_submissions'), before);
  });

  test('a valid token lets the submission in (201), marked verified; the token itself is not stored', async () => {
    const { token } = (await getToken()).body;
    const fields = form();
    const answer = await submit(server.base, { ...fields, [VERIFICATION_TOKEN_FIELD]: token });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const row = server.app.db.prepare('SELECT fields, verified FROM form_submissions WHERE transaction_id = ?').get(fields.transactionId) as {
      fields: string;
      verified: number;
    };
    assert.equal(row.verified, 1);
    assert.deepEqual(JSON.parse(row.fields), fields);
  });

  test('a token is single use: a second submission with it is 403 "used"; the replay of the first still answers 200', async () => {
    const { token } = (await getToken()).body;
    const first = form();
    assert.equal((await submit(server.base, { ...first, [VERIFICATION_TOKEN_FIELD]: token })).status, 201);
    assertVerificationFailed(await submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: token }), 'used');
    // A retry after a lost answer stores nothing new, so it needs no second token.
    const replay = await submit(server.base, { ...first, [VERIFICATION_TOKEN_FIELD]: token });
    assert.equal(replay.status, 200);
  });

  test('invalid input answers 400 without spending the token, so the visitor can correct and send again', async () => {
    const { token } = (await getToken()).body;
    const bad = await submit(server.base, { ...form({ email: 'not an email' }), [VERIFICATION_TOKEN_FIELD]: token });
    assert.equal(bad.status, 400);
    assert.equal((await submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: token })).status, 201);
  });

  test('tampered, foreign, expired, wrong-action and wrong-site tokens are refused with their reason', async () => {
    const { token } = (await getToken()).body;
    const [version, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    assertVerificationFailed(await submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: `${version}.${payload}.${flipped}` }), 'signature');
    const other = issueToken({ siteKey: SETTINGS.siteKey, secret: 'another-secret-of-enough-length' }, FORM_SUBMIT_ACTION);
    assertVerificationFailed(await submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: other.token }), 'signature');
    const expired = issueToken(SETTINGS, FORM_SUBMIT_ACTION, Date.now() - VERIFICATION_TOKEN_TTL_MS - 1000);
    assertVerificationFailed(await submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: expired.token }), 'expired');
    const login = (await getToken('login')).body.token;
    assertVerificationFailed(await submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: login }), 'action');
    const otherSite = issueToken({ siteKey: 'another-site', secret: SETTINGS.secret }, FORM_SUBMIT_ACTION);
    assertVerificationFailed(await submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: otherSite.token }), 'site-key');
    for (const garbage of ['x', 'v1..', 'v1.a.b', `v2.${payload}.${signature}`, 'v1.%%%.abc', '\u{1F600}'.repeat(10)]) {
      assertVerificationFailed(
        await submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: garbage }),
        garbage.startsWith('v1.a') ? 'signature' : 'malformed',
      );
    }
    // The original token was never spent by those failures.
    assert.equal((await submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: token })).status, 201);
  });

  test('a token sent twice in one form is a 400', async () => {
    const { token } = (await getToken()).body;
    const body = `${new URLSearchParams(form())}&${VERIFICATION_TOKEN_FIELD}=${token}&${VERIFICATION_TOKEN_FIELD}=${token}`;
    const answer = await sendRaw(server.base, '/api/form-submission', body, FORM_TYPE);
    assert.equal(answer.status, 400);
    assert.equal((answer.body as { field: string }).field, VERIFICATION_TOKEN_FIELD);
  });

  test('simple subscriptions need a token too (JSON property verificationToken), not stored with the payload', async () => {
    assertVerificationFailed(await postJson(server.base, '/api/simple-subscription', subscription()), 'missing');
    const { token } = (await getToken()).body;
    const payload = subscription();
    const answer = await postJson(server.base, '/api/simple-subscription', { ...payload, [VERIFICATION_TOKEN_FIELD]: token });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const row = server.app.db.prepare('SELECT payload, verified FROM subscriptions WHERE transaction_id = ?').get(payload.transactionId) as {
      payload: string;
      verified: number;
    };
    assert.deepEqual(JSON.parse(row.payload), payload);
    assert.equal(row.verified, 1);
    assertVerificationFailed(await postJson(server.base, '/api/simple-subscription', { ...subscription(), [VERIFICATION_TOKEN_FIELD]: token }), 'used');
  });

  test('a token spent before a restart stays spent after it', async () => {
    const { token } = (await getToken()).body;
    assert.equal((await submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: token })).status, 201);
    await server.close();
    server = await startWith(site, { VB_VERIFY_SITE_KEY: SETTINGS.siteKey, VB_VERIFY_SECRET: SETTINGS.secret });
    assertVerificationFailed(await submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: token }), 'used');
  });

  test('concurrent submissions racing with one token: exactly one gets in', async () => {
    const { token } = (await getToken()).body;
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(server.base, { ...form(), [VERIFICATION_TOKEN_FIELD]: token })));
    assert.equal(answers.filter((answer) => answer.status === 201).length, 1);
    assert.equal(answers.filter((answer) => answer.status === 403).length, 19);
  });
});

describe('request verification off (no site key)', () => {
  let site: SiteDirs;
  let server: TestServer;

  before(async () => {
    site = makeSite();
    server = await startWith(site, {});
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('GET /api/verification says it is off; the token endpoint is 404', async () => {
    const status = await fetch(`${server.base}/api/verification`);
    assert.deepEqual(((await status.json()) as { enabled: boolean; siteKey: unknown }).enabled, false);
    const token = await fetch(`${server.base}/api/verification/token?action=form_submit&siteKey=demo-site-key`);
    assert.equal(token.status, 404);
    assert.equal(((await token.json()) as { field: string }).field, 'siteKey');
  });

  test('submissions with an empty token (the spec: "verification is skipped with an empty token") or none are stored, unverified', async () => {
    const fields = form({ [VERIFICATION_TOKEN_FIELD]: '' });
    assert.equal((await submit(server.base, fields)).status, 201);
    assert.equal((await submit(server.base, form())).status, 201);
    assert.equal((await submit(server.base, form({ [VERIFICATION_TOKEN_FIELD]: 'anything' }))).status, 201);
    const row = server.app.db.prepare('SELECT fields, verified FROM form_submissions WHERE transaction_id = ?').get(fields.transactionId) as {
      fields: string;
      verified: number;
    };
    assert.equal(row.verified, 0);
    assert.equal(VERIFICATION_TOKEN_FIELD in (JSON.parse(row.fields) as object), false);
    assert.equal((await postJson(server.base, '/api/simple-subscription', subscription({ [VERIFICATION_TOKEN_FIELD]: '' }))).status, 201);
  });

  test('serves a grecaptcha-style script whose behaviour a test chooses: token (default), fail or hang', async () => {
    const plain = await fetch(`${server.base}/api/verification/script.js?render=demo-site-key`);
    assert.equal(plain.status, 200);
    assert.match(plain.headers.get('content-type') ?? '', /^text\/javascript/);
    const source = await plain.text();
    assert.match(source, /window\.grecaptcha = \{/);
    assert.match(source, /const behaviour = "token";/);
    const failing = await (await fetch(`${server.base}/api/verification/script.js?behaviour=fail`)).text();
    assert.match(failing, /const behaviour = "fail";/);
    const hanging = await (await fetch(`${server.base}/api/verification/script.js?behaviour=hang`)).text();
    assert.match(hanging, /const behaviour = "hang";/);
  });

  test('an unknown behaviour is a 400 naming it', async () => {
    const answer = await fetch(`${server.base}/api/verification/script.js?behaviour=explode`);
    assert.equal(answer.status, 400);
    assert.match(await answer.text(), /behaviour/);
  });
});

describe('verification configuration', () => {
  test('no site key: off; a site key needs a secret of at least the minimum length', () => {
    assert.equal(readVerificationConfig({}), null);
    assert.equal(readVerificationConfig({ VB_VERIFY_SITE_KEY: '  ', VB_VERIFY_SECRET: 'x' }), null);
    assert.deepEqual(readVerificationConfig({ VB_VERIFY_SITE_KEY: ' key_1 ', VB_VERIFY_SECRET: 's'.repeat(VERIFY_SECRET_MIN_CHARS) }), {
      siteKey: 'key_1',
      secret: 's'.repeat(VERIFY_SECRET_MIN_CHARS),
    });
    assert.throws(
      () => readVerificationConfig({ VB_VERIFY_SITE_KEY: 'key' }),
      (error: unknown) => error instanceof ConfigError && /VB_VERIFY_SECRET/.test(error.message),
    );
    assert.throws(
      () => readVerificationConfig({ VB_VERIFY_SITE_KEY: 'key', VB_VERIFY_SECRET: 's'.repeat(VERIFY_SECRET_MIN_CHARS - 1) }),
      (error: unknown) => error instanceof ConfigError && /VB_VERIFY_SECRET/.test(error.message),
    );
    assert.throws(() => readVerificationConfig({ VB_VERIFY_SITE_KEY: 'a key', VB_VERIFY_SECRET: 's'.repeat(32) }), /VB_VERIFY_SITE_KEY/);
  });

  test('the server refuses to start with a site key but no secret, rather than accept unverifiable tokens', async () => {
    const site = makeSite();
    try {
      await assert.rejects(startWith(site, { VB_VERIFY_SITE_KEY: 'key' }), (error: unknown) => error instanceof ConfigError);
    } finally {
      removeSite(site);
    }
  });
});
