/**
 * A visitor signs up on the demo page with the keyboard only, once by email and once by text message: the built
 * vb-simple-sign-up with the built form fields, the real reference server, and what `npm run submissions` reads
 * from its SQLite file afterwards.
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/simple-sign-up.e2e.ts`
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { StoredSubscriptionRow } from '../../demo/server/forms/store.ts';
import { run } from '../../scripts/submissions.ts';
import { openProbe, settle, e2eSession } from './harness.ts';

const session = e2eSession();
const PAGE = '/demo/simple-sign-up.html';
/** libphonenumber's example mobile numbers: valid by definition. */
const EXAMPLE_NUMBERS: Record<string, { typed: string; stored: RegExp }> = {
  US: { typed: '2015550123', stored: /^\+1 ?\(?201\)? ?555-? ?0123$/ },
  GB: { typed: '07400123456', stored: /^\+44 ?7400 ?123 ?456$/ },
};

type StoredSubscription = StoredSubscriptionRow & { payload: Record<string, unknown> };

/** What `npm run submissions -- --json` lists, newest first. */
function storedSubscriptions(): { total: number; latest: StoredSubscription[] } {
  const result = run(['--json', '--db', session.server.dbPath]);
  assert.equal(result.code, 0, result.stderr);
  return (JSON.parse(result.stdout) as { subscriptions: { total: number; latest: StoredSubscription[] } }).subscriptions;
}

/** Where focus is: the `name` of the field it is in (through shadow roots) and the focused element's part. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const root = active.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : active.closest('[name]');
    const name = host?.getAttribute('name') ?? active.getAttribute('name') ?? '';
    const value = host?.getAttribute('value') ?? '';
    return `${name}${value ? `=${value}` : ''}:${active.getAttribute('part') ?? active.localName}`;
  });
}

/** Press Tab until focus is where `want` says (at most 12 presses): the visitor's way through the form. */
async function tabTo(page: Page, want: string): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now === want) return;
    seen.push(now);
  }
  assert.fail(`Tab never reached ${want}; it went through ${seen.join(', ')}`);
}

async function openSignUp(page: Page): Promise<Locator> {
  const signUp = page.locator('vb-simple-sign-up').first();
  // The page's own first link comes before the sign-up: the visitor starts from the top of the page.
  await page.locator('header a').first().focus();
  await tabTo(page, 'firstName:input');
  return signUp;
}

async function submitAndWait(page: Page, signUp: Locator): Promise<void> {
  await tabTo(page, ':button');
  await page.keyboard.press('Enter');
  await signUp
    .locator('[part~="thank-you"]')
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(async (error: Error) => {
      // What the visitor sees instead (an error, a field's message): the failure says it.
      const shown = (await signUp.innerText()).replace(/\s+/g, ' ').trim();
      if (process.env.VB_E2E_SHOTS) await page.screenshot({ path: `${process.env.VB_E2E_SHOTS}/sign-up-${Date.now()}.png`, fullPage: true });
      throw new Error(`${error.message}\nThe sign-up shows: ${shown}`);
    });
  const focus = await page.evaluate(() => {
    const host = document.querySelector('vb-simple-sign-up');
    return (host?.shadowRoot?.activeElement ?? document.activeElement)?.getAttribute('part');
  });
  assert.equal(focus, 'thank-you', 'focus moves to the thank-you');
}

test('a visitor signs up by email, then by text message, with the keyboard; each stored sign-up has every field', async () => {
  const probe = await openProbe(session.browser);
  try {
    const { page } = probe;
    await page.goto(`${session.server.origin}${PAGE}?cid=e2e-campaign-7`);
    await settle(probe);
    assert.equal(storedSubscriptions().total, 0, 'a fresh database');

    // By email.
    let signUp = await openSignUp(page);
    await page.keyboard.type('María');
    await tabTo(page, 'email:input');
    await page.keyboard.type('maria.santos@gmail.com');
    await tabTo(page, 'subscriptions=EMAIL:input');
    await page.keyboard.press('Space');
    await submitAndWait(page, signUp);

    const siteUrl = `${session.server.origin}${PAGE}?cid=e2e-campaign-7`;
    let { total, latest } = storedSubscriptions();
    assert.equal(total, 1);
    const byEmail = latest[0]!;
    assert.deepEqual(
      { ...byEmail.payload, transactionId: undefined },
      {
        person: { firstName: 'María' },
        email: { emailAddress: 'maria.santos@gmail.com' },
        countryIso2: byEmail.countryIso2,
        languageIso3: 'eng',
        subscriptions: [{ channel: 'EMAIL', cid: 'e2e-campaign-7', clientRegion: 'NA', listId: 'weekly-email', siteUrl, subscribed: true }],
        transactionId: undefined,
      },
    );
    assert.match(byEmail.countryIso2, /^[A-Z]{2}$/);
    assert.match(byEmail.transactionId ?? '', /^\d{13,14}$/);
    assert.deepEqual([byEmail.firstName, byEmail.email, byEmail.phone, byEmail.channels], ['María', 'maria.santos@gmail.com', null, ['EMAIL']]);

    // By text message, on a fresh page.
    await page.reload();
    await settle(probe);
    signUp = await openSignUp(page);
    await page.keyboard.type('Tomás');
    // The country the phone field starts with (the page's location lookup): choosing another one would, by the
    // spec's rule, disable the SMS choice and select EMAIL (src/sms-email.ts), so the visitor keeps it.
    const country = await page.evaluate(() => new FormData(document.querySelector<HTMLFormElement>('vb-simple-sign-up form')!).get('phoneCountry'));
    const number = EXAMPLE_NUMBERS[String(country)];
    assert.ok(number, `an example number for the phone field's starting country ${String(country)}`);
    await tabTo(page, 'phone:input');
    await page.keyboard.type(number.typed);
    await tabTo(page, 'subscriptions=SMS:input');
    await page.keyboard.press('Space');
    await submitAndWait(page, signUp);

    ({ total, latest } = storedSubscriptions());
    assert.equal(total, 2);
    const byPhone = latest[0]!;
    assert.deepEqual(
      { ...byPhone.payload, transactionId: undefined },
      {
        person: { firstName: 'Tomás' },
        phone: { phoneNumber: (byPhone.payload.phone as { phoneNumber: string }).phoneNumber, whatsAppable: false },
        countryIso2: String(country),
        languageIso3: 'eng',
        subscriptions: [{ channel: 'SMS', cid: 'e2e-campaign-7', clientRegion: 'NA', listId: 'weekly-sms', siteUrl, subscribed: true }],
        transactionId: undefined,
      },
    );
    assert.match(byPhone.phone ?? '', number.stored);
    assert.deepEqual([byPhone.whatsAppable, byPhone.channels], [false, ['SMS']]);
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});
