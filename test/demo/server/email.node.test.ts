import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  EMAIL_DOMAIN_LABEL_MAX_OCTETS,
  EMAIL_LOCAL_PART_MAX_OCTETS,
  EMAIL_MAX_OCTETS,
  RESERVED_DOMAINS,
  SERVICE_MAILBOXES,
  verifyEmail,
  type EmailErrorCode,
} from '../../../demo/server/forms/email.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

type Expected = 'valid' | EmailErrorCode;

const LOCAL_64 = 'l'.repeat(EMAIL_LOCAL_PART_MAX_OCTETS);
const LABEL_63 = 'd'.repeat(EMAIL_DOMAIN_LABEL_MAX_OCTETS);
/** 63 + 1 + 63 + 1 + 57 + 4 = 189 octets, so 64 + 1 + 189 = 254 in all. */
const DOMAIN_189 = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(57)}.com`;

/** One table drives both the rule tests and the endpoint tests. */
const CASES: readonly (readonly [address: string, expected: Expected, why: string])[] = [
  ['jane.doe@gmail.com', 'valid', 'an ordinary address'],
  ['user+newsletter@outlook.com', 'valid', 'a subaddress'],
  ["o'brien-smith@mail.co.uk", 'valid', 'apostrophe and hyphen are atext; a two-label public suffix'],
  ["!#$%&'*+/=?^_`{|}~-@proton.me", 'valid', 'every RFC 5322 atext symbol'],
  ['josé.garcía@correo.es', 'valid', 'RFC 6531 non-ASCII letters in the local part'],
  ['用户@例え.jp', 'valid', 'non-ASCII local part and an IDN domain'],
  ['anna@münchen.de', 'valid', 'IDN domain as U-labels'],
  ['anna@xn--mnchen-3ya.de', 'valid', 'the same domain as A-labels'],
  ['Anna@GMX.DE', 'valid', 'upper case'],
  [`${LOCAL_64}@outlook.com`, 'valid', `a local part of exactly ${EMAIL_LOCAL_PART_MAX_OCTETS} octets`],
  [`${LOCAL_64}@${DOMAIN_189}`, 'valid', `exactly ${EMAIL_MAX_OCTETS} octets`],
  [`ann@${LABEL_63}.org`, 'valid', `a domain label of exactly ${EMAIL_DOMAIN_LABEL_MAX_OCTETS} octets`],
  ['a.b.c.d.e.f@gmail.com', 'valid', 'a Gmail username of 6 letters, dots ignored'],

  ['', 'email_address_invalid', 'empty'],
  ['plainaddress', 'email_address_invalid', "no '@'"],
  ['@outlook.com', 'email_address_invalid', 'no local part'],
  ['ann@', 'email_address_invalid', 'no domain'],
  ['ann@@outlook.com', 'email_address_invalid', "two '@'"],
  ['ann smith@outlook.com', 'email_address_invalid', 'a space'],
  [' ann@outlook.com', 'email_address_invalid', 'a leading space (the field trims; the server takes what it is sent)'],
  ['ann..smith@outlook.com', 'email_address_invalid', 'consecutive dots'],
  ['.ann@outlook.com', 'email_address_invalid', 'a leading dot'],
  ['ann.@outlook.com', 'email_address_invalid', 'a trailing dot'],
  ['"ann smith"@outlook.com', 'email_address_invalid', 'a quoted local part (not accepted, see README)'],
  ['ann(comment)@outlook.com', 'email_address_invalid', 'a comment'],
  ['ann<b>@outlook.com', 'email_address_invalid', 'markup characters'],
  ['ann\u0000@outlook.com', 'email_address_invalid', 'a NUL'],
  ['ann✉@outlook.com', 'email_address_invalid', 'a non-ASCII symbol in the local part'],
  [`${LOCAL_64}l@outlook.com`, 'email_address_invalid', `a local part of ${EMAIL_LOCAL_PART_MAX_OCTETS + 1} octets`],
  [`${'é'.repeat(33)}@outlook.com`, 'email_address_invalid', 'a local part of 33 characters but 66 octets'],
  [`${LOCAL_64}@${DOMAIN_189.replace('ccc', 'cccc')}`, 'email_address_invalid', `${EMAIL_MAX_OCTETS + 1} octets`],
  [`ann@${LABEL_63}d.org`, 'email_address_invalid', `a domain label of ${EMAIL_DOMAIN_LABEL_MAX_OCTETS + 1} octets`],
  ['ann@outlook..com', 'email_address_invalid', 'an empty domain label'],
  ['ann@.outlook.com', 'email_address_invalid', 'a leading dot in the domain'],
  ['ann@outlook.com.', 'email_address_invalid', 'a trailing dot in the domain'],
  ['ann@-outlook.com', 'email_address_invalid', 'a label starting with a hyphen'],
  ['ann@outlook-.com', 'email_address_invalid', 'a label ending with a hyphen'],
  ['ann@out_look.com', 'email_address_invalid', 'an underscore in the domain'],
  ['ann@localhost', 'email_address_invalid', 'a single-label domain'],
  ['ann@xn--zz.com', 'email_address_invalid', 'an A-label that is not valid punycode'],

  ['ann@[192.0.2.1]', 'email_domain_invalid', 'an address literal'],
  ['ann@192.0.2.1', 'email_domain_invalid', 'an IP address as the domain'],
  ['ann@example.com', 'email_domain_invalid', 'RFC 2606 example.com'],
  ['ann@mail.example.org', 'email_domain_invalid', 'below RFC 2606 example.org'],
  ['ann@shop.test', 'email_domain_invalid', 'the .test TLD'],
  ['ann@site.invalid', 'email_domain_invalid', 'the .invalid TLD'],
  ['ann@printer.local', 'email_domain_invalid', 'mDNS .local'],
  ['ann@box.localhost', 'email_domain_invalid', '.localhost'],
  ['ann@hidden.onion', 'email_domain_invalid', '.onion (in the PSL, still reserved)'],
  ['ann@router.home.arpa', 'email_domain_invalid', 'home.arpa'],
  ['ann@corp.internal', 'email_domain_invalid', '.internal'],
  ['ann@company.notatld', 'email_domain_invalid', 'a TLD that is not in the Public Suffix List'],
  ['ann@co.uk', 'email_domain_invalid', 'a public suffix with nothing registered below it'],

  ['ann@mailinator.com', 'email_account_invalid', 'a disposable-mail domain'],
  ['ann@inbox.mailinator.com', 'email_account_invalid', 'below a disposable-mail domain'],
  ['ann@anything.0x01.gq', 'email_account_invalid', 'a wildcard disposable-mail domain'],
  ['noreply@company.com', 'email_account_invalid', 'a no-reply mailbox'],
  ['No-Reply+alerts@company.com', 'email_account_invalid', 'a no-reply mailbox, any case, with a subaddress'],
  ['postmaster@company.com', 'email_account_invalid', 'an RFC 2142 service mailbox'],
  ['mailer-daemon@company.com', 'email_account_invalid', 'the bounce sender'],
  ['test@gmail.com', 'email_account_invalid', 'a Gmail username shorter than 6'],
  ['a.b.c.d.e@gmail.com', 'email_account_invalid', 'a Gmail username of 5 letters once dots are ignored'],
  ['jane_doe@gmail.com', 'email_account_invalid', 'an underscore, which Gmail usernames cannot hold'],
  [`${'j'.repeat(31)}@googlemail.com`, 'email_account_invalid', 'a Gmail username longer than 30'],
];

describe('email rules (verifyEmail)', () => {
  for (const [address, expected, why] of CASES) {
    test(`${expected}: ${why}`, () => {
      const verdict = verifyEmail(address);
      if (expected === 'valid') {
        assert.deepEqual(verdict, { status: 'valid' }, address);
      } else {
        assert.equal(verdict.status, 'invalid', address);
        assert.equal(verdict.error_code, expected, `${address}: ${verdict.reason}`);
        assert.ok(verdict.reason && verdict.reason.length > 0, 'an invalid verdict says why');
      }
    });
  }

  test('every reserved name and service mailbox in the documented lists is refused', () => {
    for (const name of RESERVED_DOMAINS) {
      const domain = name.includes('.') ? name : `site.${name}`;
      assert.equal(verifyEmail(`ann@${domain}`).error_code, 'email_domain_invalid', domain);
    }
    for (const mailbox of SERVICE_MAILBOXES) {
      assert.equal(verifyEmail(`${mailbox}@company.com`).error_code, 'email_account_invalid', mailbox);
    }
  });

  test('a very long input is refused quickly and as an address error', () => {
    const started = performance.now();
    assert.equal(verifyEmail(`${'a'.repeat(100_000)}@outlook.com`).error_code, 'email_address_invalid');
    assert.equal(verifyEmail(`ann@${'a.'.repeat(50_000)}com`).error_code, 'email_address_invalid');
    assert.ok(performance.now() - started < 500);
  });
});

describe('GET /api/emailVerify', () => {
  let site: SiteDirs;
  let server: TestServer;
  const verify = async (address: string, prefix = '') => {
    const response = await fetch(`${server.base}${prefix}/api/emailVerify?${new URLSearchParams({ address })}`);
    return { status: response.status, headers: response.headers, body: (await response.json()) as { email: Record<string, unknown> } };
  };

  before(async () => {
    site = makeSite();
    server = await startServer(site, { apiPrefix: '/site' });
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('a valid address answers 200 { email: { address, status: "valid" } } with no error_code', async () => {
    const answer = await verify('jane.doe@gmail.com');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.deepEqual(answer.body, { email: { address: 'jane.doe@gmail.com', status: 'valid' } });
  });

  test('each error code comes back with status invalid, a reason, and the address echoed as sent', async () => {
    for (const [address, expected] of [
      ['ann..smith@outlook.com', 'email_address_invalid'],
      ['ann@shop.test', 'email_domain_invalid'],
      ['ann@mailinator.com', 'email_account_invalid'],
    ] as const) {
      const answer = await verify(address);
      assert.equal(answer.status, 200);
      assert.equal(answer.body.email.address, address);
      assert.equal(answer.body.email.status, 'invalid');
      assert.equal(answer.body.email.error_code, expected);
      assert.equal(typeof answer.body.email.reason, 'string');
    }
  });

  test('the whole rules table answers the same over HTTP', async () => {
    for (const [address, expected] of CASES) {
      const answer = await verify(address);
      assert.equal(answer.status, 200, address);
      assert.equal(answer.body.email.error_code ?? 'valid', expected, address);
    }
  });

  test('served under the consolidation prefix too ({prefix}/api/emailVerify)', async () => {
    const answer = await verify('anna@münchen.de', '/site');
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { email: { address: 'anna@münchen.de', status: 'valid' } });
  });

  test('a missing address is 400 naming address; a repeated one too', async () => {
    let response = await fetch(`${server.base}/api/emailVerify`);
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { field: 'address', error: 'address is required' });
    response = await fetch(`${server.base}/api/emailVerify?address=a@gmail.com&address=b@gmail.com`);
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { field: string }).field, 'address');
  });

  test('an address is never stored', async () => {
    await verify('stored.check@gmail.com');
    const tables = server.app.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    for (const { name } of tables) {
      const rows = server.app.db.prepare(`SELECT * FROM "${name}"`).all();
      assert.ok(!JSON.stringify(rows).includes('stored.check@gmail.com'), name);
    }
  });
});
