/**
 * `npm run submissions` (node --import tsx scripts/submissions.ts), run as a child process against the
 * temporary database a real server wrote.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEFAULT_LIMIT } from '../../../scripts/submissions.ts';
import { makeSite, postJson, removeSite, sendRaw, startServer, type SiteDirs, type TestServer } from './helpers.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCRIPT = path.join(REPO_ROOT, 'scripts', 'submissions.ts');
const run = promisify(execFile);

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

async function submissions(args: string[], env: Record<string, string>): Promise<Result> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failure.code === 'number' ? failure.code : -1, stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' };
  }
}

describe('npm run submissions', () => {
  let site: SiteDirs;
  let server: TestServer;
  const forms: { fullName: string; email: string; transactionId: string; id: string }[] = [];
  let subscriptionId = '';

  before(async () => {
    site = makeSite();
    server = await startServer(site);
    for (let index = 0; index < 3; index += 1) {
      const fields = {
        transactionId: `17000000000${index}`,
        fullName: index === 2 ? 'Mallory \u202egnp.exe' : `Person Number${index}`,
        email: `person.number${index}@mail.co.uk`,
        phone: '+44 7400 123456',
        countryIso2: 'GB',
        offerType: '["visit"]',
      };
      const answer = await sendRaw(server.base, '/api/form-submission', new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded');
      assert.equal(answer.status, 201);
      forms.push({ ...fields, id: (answer.body as { id: string }).id });
    }
    const subscription = await postJson(server.base, '/api/simple-subscription', {
      person: { firstName: 'Sofía' },
      phone: { phoneNumber: '+5511912345678', whatsAppable: true },
      countryIso2: 'BR',
      languageIso3: 'spa',
      subscriptions: [{ channel: 'WHATSAPP', listId: 'daily', subscribed: true }],
    });
    assert.equal(subscription.status, 201);
    subscriptionId = (subscription.body as { id: string }).id;
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('prints both tables from VB_DB, newest first, with the stored records, while the server runs', async () => {
    const result = await submissions([], { VB_DB: site.dbPath });
    assert.equal(result.code, 0, result.stderr);
    const out = result.stdout;
    assert.match(out, /Form submissions: latest 3 of 3/);
    assert.match(out, /Subscriptions: latest 1 of 1/);
    for (const form of forms) {
      assert.ok(out.includes(form.id), form.id);
      assert.ok(out.includes(form.email), form.email);
      assert.ok(out.includes(form.transactionId), form.transactionId);
    }
    assert.ok(out.includes('Person Number1'));
    assert.ok(out.indexOf(forms[2]!.id) < out.indexOf(forms[0]!.id), 'newest first');
    assert.ok(out.includes(subscriptionId));
    assert.ok(out.includes('Sofía'));
    assert.ok(out.includes('+5511912345678 (WhatsApp)'));
    assert.ok(out.includes('WHATSAPP'));
  });

  test('visitor text cannot reorder the terminal: a direction override is printed escaped', async () => {
    const result = await submissions(['--db', site.dbPath], {});
    assert.equal(result.code, 0);
    assert.ok(result.stdout.includes('Mallory \\u{202e}gnp.exe'));
    assert.ok(!result.stdout.includes('\u202e'));
  });

  test('--limit N shows the latest N of each', async () => {
    const result = await submissions(['--limit', '1'], { VB_DB: site.dbPath });
    assert.equal(result.code, 0);
    assert.match(result.stdout, /Form submissions: latest 1 of 3/);
    assert.ok(result.stdout.includes(forms[2]!.id));
    assert.ok(!result.stdout.includes(forms[0]!.id));
  });

  test('--json prints every stored field as JSON', async () => {
    const result = await submissions(['--json'], { VB_DB: site.dbPath });
    assert.equal(result.code, 0, result.stderr);
    const json = JSON.parse(result.stdout) as {
      database: string;
      formSubmissions: { total: number; latest: { id: string; fields: Record<string, string> }[] };
      subscriptions: { total: number; latest: { id: string; payload: { person: { firstName: string } } }[] };
    };
    assert.equal(json.database, site.dbPath);
    assert.equal(json.formSubmissions.total, 3);
    assert.deepEqual(
      json.formSubmissions.latest.map((row) => row.id),
      [...forms].reverse().map((form) => form.id),
    );
    assert.equal(json.formSubmissions.latest[0]!.fields.fullName, 'Mallory \u202egnp.exe', 'JSON keeps the text exactly (escaped, not altered)');
    assert.ok(!result.stdout.includes('\u202e'));
    assert.equal(json.subscriptions.total, 1);
    assert.equal(json.subscriptions.latest[0]!.payload.person.firstName, 'Sofía');
  });

  test(`the default limit is ${DEFAULT_LIMIT}`, async () => {
    for (let index = 0; index < DEFAULT_LIMIT + 2; index += 1) {
      const answer = await sendRaw(server.base, '/api/form-submission', `email=bulk${index}%40mail.co.uk`, 'application/x-www-form-urlencoded');
      assert.equal(answer.status, 201);
    }
    const result = await submissions([], { VB_DB: site.dbPath });
    assert.match(result.stdout, new RegExp(`Form submissions: latest ${DEFAULT_LIMIT} of ${DEFAULT_LIMIT + 5}`));
  });

  test('a missing database, a bad --limit and an unknown option fail with a message and a non-zero code', async () => {
    const missing = await submissions([], { VB_DB: path.join(site.root, 'nowhere.sqlite') });
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /No database at .*nowhere\.sqlite/);
    for (const limit of ['0', 'ten', '-3', '1.5']) {
      const bad = await submissions(['--limit', limit], { VB_DB: site.dbPath });
      assert.equal(bad.code, 2, limit);
      assert.match(bad.stderr, /--limit/);
    }
    const unknown = await submissions(['--verbose'], { VB_DB: site.dbPath });
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /Usage/);
    const help = await submissions(['--help'], {});
    assert.equal(help.code, 0);
    assert.match(help.stdout, /--limit N/);
  });

  test('an empty database says so', async () => {
    const empty = makeSite();
    const emptyServer = await startServer(empty);
    await emptyServer.close();
    try {
      const result = await submissions([], { VB_DB: empty.dbPath });
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stdout, /Form submissions: none stored/);
      assert.match(result.stdout, /Subscriptions: none stored/);
    } finally {
      removeSite(empty);
    }
  });
});
