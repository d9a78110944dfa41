/**
 * A visitor asks for a visit end to end: the built stepped form on its demo page, the real reference server and
 * its SQLite store, headless Chromium, the keyboard only. They make a mistake, see it in the check-your-answers
 * summary, go back to it with the change link, fix it and send; `npm run submissions` then lists the stored
 * submission with every field of spec section 3 'Form fields'.
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/stepped-form.e2e.ts`
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, e2eSession, openProbe, ROOT, settle } from './harness.ts';

const session = e2eSession();

/** Spec section 3 'Form fields'. */
const FORM_FIELDS = [
  'offerType',
  'sourceId',
  'fType',
  'marketoToken',
  'transactionId',
  'hashed',
  'adobeId',
  'requestId',
  'MDCampaignId',
  'boncomCampaignId',
  'consent_to_message',
  'ad_partner_consent',
  'phone',
  'phoneCountryCode',
  'phoneFieldType',
  'email',
  'fullName',
  'countryIso2',
  'lang',
  'missionaries',
  'address',
  'timeSelection',
  'clientRegion',
];

/** What has focus, through shadow roots: its part, id, tag and the id of the vb-* host around it. */
function focused(page: Page): Promise<{ part: string; id: string; tag: string; host: string; text: string }> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    let host = '';
    while (active?.shadowRoot?.activeElement) {
      host = active.id || host;
      active = active.shadowRoot.activeElement;
    }
    const root = active?.getRootNode();
    if (root instanceof ShadowRoot) host = root.host.id || host;
    else host = active?.closest('[id^="visit-"]')?.id ?? host;
    return {
      part: active?.getAttribute('part') ?? '',
      id: active?.id ?? '',
      tag: active?.localName ?? '',
      host,
      text: active?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    };
  });
}

/** Tab until `wanted` says focus is where the visitor wants it (a visitor reads the page as they go). */
async function tabTo(page: Page, what: string, wanted: (at: Awaited<ReturnType<typeof focused>>) => boolean, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (wanted(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${what}; focus is on ${JSON.stringify(await focused(page))}`);
}

async function headingText(page: Page): Promise<string> {
  return page.locator('#visit-form [part~="heading"]').evaluate((node) => node.textContent?.replace(/\s+/g, ' ').trim() ?? '');
}

async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('#visit-form')?.shadowRoot?.querySelector('[part~="heading"]')?.textContent?.replace(/\s+/g, ' ').trim() === expected,
    text,
    { timeout: 10_000 },
  );
}

test('keyboard only: fill, a mistake seen in the summary, change, fix, send; the server stored every field once', async () => {
  const probe = await openProbe(session.browser);
  const email = `ana.${Date.now()}@mail.co.uk`;
  try {
    const { page } = probe;
    await page.goto(`${session.server.origin}/demo/stepped-form.html`);
    await settle(probe);
    await page.locator('#visit-form [part~="heading"]').waitFor();
    assert.equal(await headingText(page), 'Step 1 of 3 About you');

    // Step 1, with a typo in the name.
    await tabTo(page, 'the name field', (at) => at.host === 'visit-name' && at.tag === 'input');
    await page.keyboard.type('Ana Slva');
    await page.keyboard.press('Tab');
    await tabTo(page, 'the email field', (at) => at.host === 'visit-email' && at.tag === 'input');
    await page.keyboard.type(email);
    await tabTo(page, 'Next', (at) => at.part === 'next');
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Step 2 of 3 Your visit');
    assert.equal((await focused(page)).part, 'heading', 'focus on the new step heading');

    // Step 2: Next with the required time empty stays, with focus on the time.
    await tabTo(page, 'Next', (at) => at.part === 'next');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => true);
    await tabTo(page, 'the time field', (at) => at.host === 'visit-time' && at.tag === 'select', 5);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, 'the address field', (at) => at.host === 'visit-address' && at.tag === 'textarea');
    await page.keyboard.type('Central Library, 1 Main Street');
    await tabTo(page, 'the consent box', (at) => at.host === 'visit-consent' && at.tag === 'input');
    await page.keyboard.press('Space');
    await tabTo(page, 'Next', (at) => at.part === 'next');
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Step 3 of 3 Check your answers');

    // The summary shows the typo; the change link goes back to step 1.
    const summary = await page.locator('#visit-form [part~="summary"]').innerText();
    assert.match(summary, /Ana Slva/);
    assert.match(summary, /Sunday after church/);
    assert.match(summary, /The missionaries may send me messages about my visit\.\s+Yes/);
    assert.deepEqual(await axeViolations(page), [], 'axe on the summary');
    await tabTo(page, 'the change link of the name', (at) => at.part === 'change' && at.text.includes('Full name'));
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Step 1 of 3 About you');
    await tabTo(page, 'the name field', (at) => at.host === 'visit-name' && at.tag === 'input');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Ana Silva');
    await tabTo(page, 'Next', (at) => at.part === 'next');
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Step 2 of 3 Your visit');
    await tabTo(page, 'Next', (at) => at.part === 'next');
    await page.keyboard.press('Enter');
    await waitForHeading(page, 'Step 3 of 3 Check your answers');
    assert.match(await page.locator('#visit-form [part~="summary"]').innerText(), /Ana Silva/);
    await tabTo(page, 'Send', (at) => at.part === 'submit');
    await page.keyboard.press('Enter');
    await page.locator('#visit-form [part~="confirmation"]').waitFor({ timeout: 10_000 });
    assert.equal((await focused(page)).part, 'confirmation', 'focus on the confirmation');
    assert.deepEqual(await axeViolations(page), [], 'axe on the confirmation');

    // npm run submissions lists it, once, with every field.
    const listed = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/submissions.ts', '--json', '--db', session.server.dbPath], { cwd: ROOT, encoding: 'utf8' }),
    ) as { formSubmissions: { latest: Array<{ email: string; fields: Record<string, string> }> } };
    const stored = listed.formSubmissions.latest.filter((row) => row.email === email);
    assert.equal(stored.length, 1, 'stored once');
    const fields = stored[0]!.fields;
    const missing = FORM_FIELDS.filter((name) => !(name in fields));
    assert.deepEqual(missing, [], 'every field of spec section 3 Form fields');
    assert.equal(fields.fullName, 'Ana Silva');
    assert.equal(fields.timeSelection, 'sunday');
    assert.equal(fields.address, 'Central Library, 1 Main Street');
    assert.equal(fields.consent_to_message, 'true');
    assert.equal(fields.ad_partner_consent, 'false');
    assert.equal(fields.MDCampaignId, '10');
    assert.equal(fields.boncomCampaignId, '0');
    assert.equal(fields.lang, 'en');
    assert.match(fields.transactionId ?? '', /^\d{13,14}$/);
  } finally {
    await probe.close();
  }
});
