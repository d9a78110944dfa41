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
import { distance } from '../../maps/geo/circle.ts';
import { runFinderSearch, type FinderSearchOptions } from '../../elements/unit-finder/search.ts';
import { openProbe, settle, e2eSession, type Probe } from './harness.ts';

/** Mesa, Arizona: the device position the geolocation test grants. */
const MESA = { latitude: 33.4152, longitude: -111.8315 };
/** A search, with its map, on a loaded two-core machine. */
const RESULTS_TIMEOUT_MS = 30_000;

const session = e2eSession();

/** The ids the search logic lists for the same search on the same server, with the page's filter sent with the lookup. */
async function expectedIds(options: Omit<FinderSearchOptions, 'client'>, languages: string[] = []): Promise<string[]> {
  return (await expectedUnits(options, languages)).map((unit) => unit.id);
}

async function expectedUnits(options: Omit<FinderSearchOptions, 'client'>, languages: string[] = []) {
  const client = new MapsClient({ origin: session.server.origin, clientId: 'vb-e2e', logger: { warn: () => {} }, timeoutMs: RESULTS_TIMEOUT_MS });
  const result = await runFinderSearch({ client, apiOrigin: session.server.origin, ...options, filter: { languages } });
  return filterUnits(result.units, { languages });
}

/** The element focused, through open shadow roots: its class, or the tag when it has none. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.className || active?.tagName.toLowerCase() || '';
  });

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
    // Issue 19 item 11: focus was in the finder; the restored search's header holds it, not the page.
    assert.equal(await focused(page), 'vb-unit-finder__status');
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
    // Each keystroke's suggestion call aborts the one before: those land in probe.aborted, not here.
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

test('issue 19 item 1: the search field suggests US addresses; Down and Enter choose one and search it', async () => {
  const probe = await openProbe(session.browser);
  try {
    const { page } = probe;
    const finder = await openFinder(probe);
    const input = finder.locator('input[type="search"]');
    assert.equal(await input.getAttribute('role'), 'combobox');
    await input.pressSequentially('500 N');
    const options = finder.locator('[part~="listbox"] [role="option"]');
    await options.first().waitFor({ timeout: RESULTS_TIMEOUT_MS });
    // Typed one key at a time, so '50' may answer first; the list then changes to the last query's answer.
    await page
      .waitForFunction(
        () => {
          const host = document.querySelector('vb-unit-finder');
          const root = host?.shadowRoot ?? host;
          const found = [...(root?.querySelectorAll('[part~="listbox"] [role="option"]') ?? [])];
          return found.length > 0 && found.every((option) => /^500 N/i.test(option.textContent ?? ''));
        },
        undefined,
        { timeout: RESULTS_TIMEOUT_MS },
      )
      .catch(() => undefined);
    const texts = await options.allTextContents();
    assert.ok(texts.length > 0 && texts.length <= 10, `up to 10 options (${texts.length})`);
    assert.ok(
      texts.every((text) => /^500 N/i.test(text)),
      texts.join(' | '),
    );
    await input.press('ArrowDown');
    assert.equal(await input.getAttribute('aria-activedescendant'), await options.first().getAttribute('id'));
    await input.press('Enter');
    assert.equal(await input.inputValue(), texts[0]);
    await page.waitForFunction((text) => new URL(location.href).searchParams.get('location') === text, texts[0], { timeout: RESULTS_TIMEOUT_MS });
    await page.waitForFunction(
      (handle) => ['results', 'empty'].includes((handle as Element).getAttribute('data-vb-state') ?? ''),
      await finder.elementHandle(),
      { timeout: RESULTS_TIMEOUT_MS },
    );
    assert.equal(await finder.locator('[part~="listbox"]').isVisible(), false);
    // Each keystroke's suggestion call aborts the one before: those land in probe.aborted, not here.
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});

test('issue 19 item 2: a Spanish ward beyond the nearest 10 buildings is found by the Spanish filter', async () => {
  const data = getMapsData();
  const at = (record: { latitude: number; longitude: number }) => ({ latitude: record.latitude, longitude: record.longitude });
  const meetinghouses = data.locations.filter((location) => location.type.startsWith('MEETINGHOUSE') && location.address?.country === 'US');
  // The same place as test/elements/unit-finder/unit-finder-lookup.node.test.ts finds.
  const spanish = data.locations.filter((location) => location.language === 'spa' && location.type.startsWith('WARD') && location.address?.country === 'US');
  const spanishFacilities = new Set(spanish.map((ward) => ward.facilityId));
  const place = meetinghouses.find((house) => {
    if (!spanish.some((ward) => distance(at(house), at(ward)) < 20 * 1609)) return false;
    const nearest = meetinghouses
      .filter((other) => Math.abs(other.latitude - house.latitude) < 0.5 && Math.abs(other.longitude - house.longitude) < 0.6)
      .sort((a, b) => distance(at(house), at(a)) - distance(at(house), at(b)))
      .slice(0, 10);
    return nearest.length === 10 && !nearest.some((building) => spanishFacilities.has(building.id));
  });
  assert.ok(place, 'a place whose nearest buildings hold no Spanish congregation');
  const plain = await expectedUnits({ position: at(place) });
  assert.ok(!plain.some((unit) => unit.language?.code === 'spa'), 'the nearest 10 buildings hold no Spanish ward');
  const wanted = await expectedUnits({ position: at(place) }, ['es']);
  assert.ok(wanted.length > 0 && wanted.every((unit) => unit.language?.code === 'spa'));
  const probe = await openProbe(session.browser);
  try {
    const { page, context } = probe;
    await context.grantPermissions(['geolocation'], { origin: session.server.origin });
    await context.setGeolocation({ ...at(place), accuracy: 10 });
    await page.goto(`${session.server.origin}/demo/unit-finder.html?languages=es`);
    await settle(probe);
    const finder = page.locator('vb-unit-finder').first();
    await finder.locator('.vb-unit-finder__locate').click();
    await shownResults(
      finder,
      wanted.map((unit) => unit.id),
    );
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});

test('issue 19 item 11: Back after selecting a result puts focus in the search field, not on the page', async () => {
  const provo = await expectedIds({ text: 'Provo, UT' });
  const probe = await openProbe(session.browser);
  try {
    const { page } = probe;
    const finder = await openFinder(probe);
    await search(finder, 'Provo, UT');
    await shownResults(finder, provo);
    await finder.locator(`[data-vb-unit-id="${provo[2]}"] .vb-unit-finder__toggle`).click();
    await page.waitForFunction((id) => new URL(location.href).searchParams.get('unit') === id, provo[2], { timeout: RESULTS_TIMEOUT_MS });
    await page.goBack();
    await page.waitForFunction((handle) => (handle as Element).getAttribute('data-vb-state') === 'idle', await finder.elementHandle(), {
      timeout: RESULTS_TIMEOUT_MS,
    });
    assert.equal(await focused(page), 'vb-unit-finder__input');
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});
