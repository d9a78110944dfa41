/**
 * Issue 19, item 15: the finder's list and search come before its map engine. On a page with one bare
 * <vb-unit-finder> at Lighthouse's phone size, nothing of MapLibre is fetched before a search, and after a search
 * for 'Provo, UT' the engine's chunk is requested only once the results are shown (it used to be requested as the
 * search began, and its megabyte competed with the search's answer). The map then draws.
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/map-loading.e2e.ts`
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MapsClient } from '../../maps/service/client.ts';
import { runFinderSearch } from '../../elements/unit-finder/search.ts';
import { e2eSession, openProbe, settle } from './harness.ts';

const session = e2eSession();

const RESULTS_TIMEOUT_MS = 45_000;
/** A page of the demo's origin (so the server's CSP and the build apply) holding only a bare finder. */
const PAGE = '/demo/_finder-only.html';
const HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
  <title>One finder</title>
  <link rel="stylesheet" href="/dist/visitor-blocks.css">
  <script type="module" src="/dist/loader.js"></script>
</head>
<body>
  <main><vb-unit-finder url-state="false"></vb-unit-finder></main>
</body>
</html>`;

test("the finder's map engine is fetched only after the search's results are shown", async () => {
  // The reference server builds its world data on the first call, longer than a finder waits: warmed first.
  const client = new MapsClient({ origin: session.server.origin, clientId: 'vb-e2e', logger: { warn: () => {} }, timeoutMs: RESULTS_TIMEOUT_MS });
  await runFinderSearch({ client, apiOrigin: session.server.origin, text: 'Provo, UT' });
  const probe = await openProbe(session.browser, { viewport: { width: 412, height: 823 } });
  try {
    const page = probe.page;
    // The page's own CSP from the server, on a page of our own.
    await page.route(`**${PAGE}`, async (route) => {
      const response = await route.fetch({ url: `${session.server.origin}/demo/plain.html` });
      await route.fulfill({ response, body: HTML, headers: { ...response.headers(), 'content-type': 'text/html; charset=utf-8' } });
    });
    // When the finder first shows results, in the page's clock (the resource timings' clock).
    await page.addInitScript(() => {
      const win = window as unknown as { __resultsAt?: number };
      new MutationObserver(() => {
        if (win.__resultsAt === undefined && document.querySelector('vb-unit-finder')?.getAttribute('data-vb-state') === 'results') {
          win.__resultsAt = performance.now();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-vb-state'] });
    });
    await page.goto(`${session.server.origin}${PAGE}`, { waitUntil: 'load' });
    await settle(probe);
    const engineRequests = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/(finder-map|maplibre)\.js|maplibre-gl-worker/.test(entry.name))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      );
    assert.deepEqual(await engineRequests(), [], 'no engine before a search');

    const input = page.locator('vb-unit-finder input[type="search"]');
    await input.fill('Provo, UT');
    await input.press('Enter');
    await page.waitForFunction(() => document.querySelector('vb-unit-finder')?.getAttribute('data-vb-state') === 'results', undefined, {
      timeout: RESULTS_TIMEOUT_MS,
    });
    // On a phone the map may sit below the list: brought near the viewport, it starts.
    await page.evaluate(() => {
      const host = document.querySelector('vb-unit-finder');
      (host?.shadowRoot ?? host)?.querySelector('.vb-unit-finder__map-canvas')?.scrollIntoView();
    });
    await page.waitForFunction(
      () => {
        const host = document.querySelector('vb-unit-finder');
        return !!(host?.shadowRoot ?? host)?.querySelector('canvas');
      },
      undefined,
      { timeout: RESULTS_TIMEOUT_MS },
    );
    const resultsAt = await page.evaluate(() => (window as unknown as { __resultsAt?: number }).__resultsAt);
    assert.ok(resultsAt !== undefined, 'the results were shown');
    const engine = await engineRequests();
    assert.ok(engine.length > 0, 'the engine was fetched for the map');
    for (const request of engine) {
      assert.ok(
        request.startTime >= resultsAt,
        `${request.name} was requested at ${Math.round(request.startTime)} ms, before the results showed at ${Math.round(resultsAt)} ms`,
      );
    }
  } finally {
    await probe.close();
  }
});
