/**
 * The unit finder end to end (issue 12, Tests): the built <vb-unit-finder> on its demo page, the real
 * reference server and its maps data, headless Chromium. A visitor searches 'Provo, UT', reads the results,
 * filters to Spanish, selects a congregation, searches elsewhere and goes Back, uses the device location,
 * and searches with nothing typed. What the page lists is checked against the search logic run in Node on
 * the same server (`runFinderSearch` + `filterUnits`): the same units in the same order.
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/unit-finder.e2e.ts`
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { MapsClient } from '../../maps/service/client.ts';
import { getMapsData } from '../../demo/server/maps/data.ts';
import { filterUnits } from '../../elements/unit-finder/results.ts';
import { runFinderSearch, type FinderSearchOptions } from '../../elements/unit-finder/search.ts';
import { openProbe, settle, e2eSession, type Probe } from './harness.ts';

/** Mesa, Arizona: the device position the geolocation test grants. */
const MESA = { latitude: 33.4152, longitude: -111.8315 };
/** A search, with its map, on a loaded two-core machine. */
const RESULTS_TIMEOUT_MS = 30_000;

const session = e2eSession();

/** The ids the search logic lists for the same search on the same server, filtered as the page is. */
async function expectedIds(options: Omit<FinderSearchOptions, 'client'>, languages: string[] = []): Promise<string[]> {
  const client = new MapsClient({ origin: session.server.origin, clientId: 'vb-e2e', logger: { warn: () => {} }, timeoutMs: RESULTS_TIMEOUT_MS });
  const result = await runFinderSearch({ client, apiOrigin: session.server.origin, ...options });
  return filterUnits(result.units, { languages }).map((unit) => unit.id);
}

/**
 * Opens the finder's demo page in `probe`, waits for its blocks, and gives the page's default finder: the
 * first example, a bare <vb-unit-finder> that keeps its search in the URL.
 */
async function openFinder(probe: Probe): Promise<Locator> {
  await probe.page.goto(`${session.server.origin}/demo/unit-finder.html`);
  await settle(probe);
  return probe.page.locator('vb-unit-finder').first();
}

/** Waits until the finder shows results whose ids are `ids` (in order), then reads what each shows. */
async function shownResults(finder: Locator, ids: string[]) {
  await finder.page().waitForFunction(
    ({ handle, wanted }) => {
      const root = (handle as Element).shadowRoot ?? (handle as Element);
      const shown = [...root.querySelectorAll('[data-vb-unit-id]')]
        .filter((el) => !el.closest('[part~="map"]'))
        .map((el) => el.getAttribute('data-vb-unit-id'));
      return (handle as Element).getAttribute('data-vb-state') === 'results' && JSON.stringify(shown) === JSON.stringify(wanted);
    },
    { handle: await finder.elementHandle(), wanted: ids },
    { timeout: RESULTS_TIMEOUT_MS },
  );
  return finder.locator('[part~="results"] [data-vb-unit-id]').evaluateAll((items) =>
    items.map((item) => ({
      id: item.getAttribute('data-vb-unit-id') ?? '',
      name: item.querySelector('.vb-unit-finder__name')?.textContent?.trim() ?? '',
      distance: item.querySelector('.vb-unit-finder__distance')?.textContent?.trim() ?? '',
      address: item.querySelector('.vb-unit-finder__address')?.textContent?.trim() ?? '',
      time: item.querySelector('.vb-unit-finder__time')?.textContent?.trim() ?? '',
      directions: item.querySelector<HTMLAnchorElement>('a.vb-unit-finder__directions')?.href ?? '',
    })),
  );
}

const historyLength = (page: Page) => page.evaluate(() => history.length);
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function search(finder: Locator, text: string): Promise<void> {
  const input = finder.locator('input[type="search"]');
  await input.fill(text);
  await input.press('Enter');
}

test('a visitor finds congregations near Provo, filters to Spanish, selects one, searches elsewhere and goes Back', async () => {
  const provo = await expectedIds({ text: 'Provo, UT' });
  const provoSpanish = await expectedIds({ text: 'Provo, UT' }, ['es']);
  // The filter stays on across a new search (the URL keeps languages=es).
  const mesaSpanish = await expectedIds({ text: 'Mesa, AZ' }, ['es']);
  assert.ok(provo.length > 10 && provoSpanish.length > 1 && provoSpanish.length < provo.length, 'Provo has Spanish congregations among others');
  assert.ok(mesaSpanish.length > 0 && mesaSpanish.join() !== provoSpanish.join(), 'Mesa lists other Spanish congregations');

  const probe: Probe = await openProbe(session.browser);
  try {
    const { page } = probe;
    const finder = await openFinder(probe);
    const opened = await historyLength(page);

    // Search: results sorted by distance, each with a name, distance, address, time and directions link.
    await search(finder, 'Provo, UT');
    const results = await shownResults(finder, provo);
    assert.equal(urlParam(page, 'location'), 'Provo, UT');
    assert.equal(await historyLength(page), opened + 1, 'a location search pushes a history entry');
    const miles = results.map((result) => Number.parseFloat(result.distance));
    assert.ok(
      miles.every((value) => Number.isFinite(value)),
      JSON.stringify(results.map((result) => result.distance)),
    );
    assert.deepEqual(
      miles,
      [...miles].sort((a, b) => a - b),
      'nearest first',
    );
    for (const result of results) {
      assert.ok(result.name !== '', `${result.id} has a name`);
      assert.match(result.distance, /^\d+\.\d mi\b/, 'miles, one decimal');
      assert.match(result.address, /Provo|Orem|Springville|UT/, `${result.id} has an address`);
      assert.match(result.time, /\d:\d\d/, `${result.id} has a meeting time`);
      const link = new URL(result.directions);
      assert.equal(`${link.origin}${link.pathname}`, 'https://www.google.com/maps/dir/');
      assert.equal(link.searchParams.get('origin'), 'Provo, UT');
      assert.match(link.searchParams.get('destination') ?? '', /^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
    }

    // Filter to Spanish: the URL says languages=es, with no new history entry.
    const filters = finder.locator('[part~="filters"]');
    await filters.locator('.vb-unit-finder__filters-toggle').click();
    await filters.locator('select').first().selectOption('es');
    await shownResults(finder, provoSpanish);
    assert.equal(urlParam(page, 'languages'), 'es');
    assert.equal(await historyLength(page), opened + 1, 'a filter replaces the entry');

    // Select a congregation (a closed drawer): the URL says unit=, still no new entry.
    const chosen = provoSpanish[1]!;
    await finder.locator(`[data-vb-unit-id="${chosen}"] .vb-unit-finder__toggle`).click();
    await page.waitForFunction((id) => new URL(location.href).searchParams.get('unit') === id, chosen, { timeout: RESULTS_TIMEOUT_MS });
    assert.equal(await historyLength(page), opened + 1, 'a selection replaces the entry');

    // Another search, then Back: the previous search (place, filter and selection) comes back.
    await search(finder, 'Mesa, AZ');
    await shownResults(finder, mesaSpanish);
    assert.equal(urlParam(page, 'location'), 'Mesa, AZ');
    assert.equal(await historyLength(page), opened + 2);
    await page.goBack();
    await shownResults(finder, provoSpanish);
    assert.equal(urlParam(page, 'location'), 'Provo, UT');
    assert.equal(urlParam(page, 'languages'), 'es');
    assert.equal(urlParam(page, 'unit'), chosen);
    assert.equal(await finder.locator('input[type="search"]').inputValue(), 'Provo, UT');
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});

test("an exact street address lists wards only, the visitor's own ward first and labelled, without the narrow-down panel", async () => {
  const ward = getMapsData().locations.find((location) => location.type === 'WARD' && location.address?.city === 'Provo');
  assert.ok(ward?.address);
  const text = `${ward.address.street1}, ${ward.address.city}, ${ward.address.state} ${ward.address.postalCode}`;
  const client = new MapsClient({ origin: session.server.origin, clientId: 'vb-e2e', logger: { warn: () => {} }, timeoutMs: RESULTS_TIMEOUT_MS });
  const expected = await runFinderSearch({ client, apiOrigin: session.server.origin, text });
  assert.equal(expected.exact, true);
  const own = expected.units.find((unit) => unit.ownWard);
  assert.ok(own);
  const probe = await openProbe(session.browser);
  try {
    const finder = await openFinder(probe);
    await search(finder, text);
    const results = await shownResults(
      finder,
      expected.units.map((unit) => unit.id),
    );
    assert.equal(results[0]!.id, own.id, 'own ward first');
    assert.equal(await finder.locator(`[part~="result"][data-vb-unit-id="${own.id}"]`).getAttribute('data-vb-own-ward'), '');
    assert.equal(await finder.locator('[part~="filters"]').count(), 0, 'no narrow-down panel for an exact address');
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});

test('device location: the visitor allows it and sees congregations near where they are', async () => {
  const near = await expectedIds({ position: MESA });
  const probe = await openProbe(session.browser);
  try {
    const { page, context } = probe;
    await context.grantPermissions(['geolocation'], { origin: session.server.origin });
    await context.setGeolocation({ ...MESA, accuracy: 20 });
    const finder = await openFinder(probe);
    await finder.locator('.vb-unit-finder__locate').click();
    const results = await shownResults(finder, near);
    assert.equal(urlParam(page, 'location'), 'GEOLOCATE');
    assert.ok(Number.parseFloat(results[0]!.distance) < 5, `the nearest is close by (${results[0]!.distance})`);
    assert.equal(new URL(results[0]!.directions).searchParams.get('origin'), `${MESA.latitude},${MESA.longitude}`);
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});

test('a blank search shows the noValue message and marks the field invalid until the visitor types', async () => {
  const probe = await openProbe(session.browser);
  try {
    const { page } = probe;
    const finder = await openFinder(probe);
    const input = finder.locator('input[type="search"]');
    const requestsBefore = probe.requests.length;
    await search(finder, '   ');
    const message = finder.locator('[part~="message"]');
    await page.waitForFunction((handle) => (handle as Element).textContent?.trim() !== '', await message.elementHandle(), { timeout: RESULTS_TIMEOUT_MS });
    assert.equal(await message.getAttribute('role'), 'alert');
    assert.equal(await input.getAttribute('aria-invalid'), 'true');
    assert.equal(urlParam(page, 'location'), null, 'nothing searched, nothing written');
    assert.ok(!probe.requests.slice(requestsBefore).some((request) => request.url().includes('/geocode')), 'no geocode call');
    await input.pressSequentially('P');
    assert.equal(await input.getAttribute('aria-invalid'), null, 'typing clears the mark');
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});
