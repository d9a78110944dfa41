/**
 * Issue 19, item 18: the map and the finder under enforced Trusted Types. Their demo pages are served with the
 * server's own Content-Security-Policy plus `require-trusted-types-for 'script'; trusted-types visitor-blocks`
 * (the one policy the README tells a page to allow); the map draws, the finder searches and its map draws, and
 * nothing is refused: no console error, no CSP violation. MapLibre's worker used to be blocked here
 * ('This document requires 'TrustedScriptURL' assignment', `Failed to construct 'Worker'`).
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/trusted-types.e2e.ts`
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { cspViolations, e2eSession, openProbe, settle, type Probe } from './harness.ts';

const session = e2eSession();

/** What the README asks of a page that enforces Trusted Types. */
const TRUSTED_TYPES_CSP = "require-trusted-types-for 'script'; trusted-types visitor-blocks";
const DRAWN_TIMEOUT_MS = 45_000;

/** The page as the server sends it, with the Trusted Types policy enforced on top of the server's own CSP. */
async function enforceTrustedTypes(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    const own = headers['content-security-policy'];
    // Two policies in one header (comma-separated): each is enforced.
    headers['content-security-policy'] = own ? `${own}, ${TRUSTED_TYPES_CSP}` : TRUSTED_TYPES_CSP;
    await route.fulfill({ response, headers });
  });
}

/** What went wrong (a request the page cancelled itself is in probe.aborted, not here), and the CSP violations. */
async function problemsOf(probe: Probe): Promise<string[]> {
  return [...probe.problems, ...(await cspViolations(probe.page)).map((v) => `CSP violation: ${v}`)];
}

test('vb-map draws its markers with Trusted Types enforced', async () => {
  const probe = await openProbe(session.browser);
  try {
    await enforceTrustedTypes(probe.page, '/demo/map.html');
    const response = await probe.page.goto(`${session.server.origin}/demo/map.html`, { waitUntil: 'load' });
    assert.match(response?.headers()['content-security-policy'] ?? '', /require-trusted-types-for 'script'/);
    assert.equal(await probe.page.evaluate(() => typeof (window as { trustedTypes?: unknown }).trustedTypes), 'object', 'this Chromium has Trusted Types');
    await probe.page.waitForFunction(() => document.querySelector('vb-map')?.getAttribute('data-vb-state') === 'ready', undefined, {
      timeout: DRAWN_TIMEOUT_MS,
    });
    await settle(probe);
    assert.deepEqual(await problemsOf(probe), []);
  } finally {
    await probe.close();
  }
});

test('vb-unit-finder searches and draws its map with Trusted Types enforced', async () => {
  const probe = await openProbe(session.browser);
  try {
    await enforceTrustedTypes(probe.page, '/demo/unit-finder.html');
    await probe.page.goto(`${session.server.origin}/demo/unit-finder.html`, { waitUntil: 'load' });
    await settle(probe);
    const finder = probe.page.locator('vb-unit-finder').first();
    const input = finder.locator('input[type="search"]');
    await input.fill('Provo, UT');
    await input.press('Enter');
    await probe.page.waitForFunction(
      () => {
        const host = document.querySelector('vb-unit-finder');
        const root = host?.shadowRoot ?? host;
        return host?.getAttribute('data-vb-state') === 'results' && !!root?.querySelector('canvas');
      },
      undefined,
      { timeout: DRAWN_TIMEOUT_MS },
    );
    await settle(probe);
    assert.deepEqual(await problemsOf(probe), []);
  } finally {
    await probe.close();
  }
});
