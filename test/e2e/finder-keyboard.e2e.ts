/**
 * The unit finder by keyboard and by eye on its demo page (issue 19 items 10, 12 and 14): the built
 * <vb-unit-finder>, the real reference server, headless Chromium.
 * - Item 10: after a search for 'Provo, UT' the keyboard reaches the first result without crossing the map's
 *   markers one by one: the markers are one tab stop, the arrow keys move among them and Enter selects; the
 *   results count is announced by one live region only.
 * - Item 12: at 375 px and 1280 px no drawn marker covers another's number (bounding boxes in the page).
 * - Item 14 (first half): at 1280 px the map stays in view while the long list scrolls.
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/finder-keyboard.e2e.ts`
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { e2eSession, openProbe, settle, VIEWPORTS, type Probe } from './harness.ts';

/** A search with its map, on a loaded two-core machine. */
const RESULTS_TIMEOUT_MS = 30_000;
/** Search field, 'Use my location', 'Narrow down', the map, its one marker stop, its zoom buttons: fewer than this. */
const MOST_TABS_TO_FIRST_RESULT = 12;

const session = e2eSession();

async function openFinder(probe: Probe): Promise<Locator> {
  await probe.page.goto(`${session.server.origin}/demo/unit-finder.html`);
  await settle(probe);
  return probe.page.locator('vb-unit-finder').first();
}

/** Types 'Provo, UT' and presses Enter, then waits for the results and the map's markers. */
async function searchProvo(finder: Locator): Promise<number> {
  const input = finder.locator('input[type="search"]');
  await input.focus();
  await input.pressSequentially('Provo, UT');
  await input.press('Enter');
  await finder.page().waitForFunction(
    (handle) => {
      const root = (handle as Element).shadowRoot ?? (handle as Element);
      return (handle as Element).getAttribute('data-vb-state') === 'results' && root.querySelectorAll('.vb-unit-finder__marker').length > 10;
    },
    await finder.elementHandle(),
    { timeout: RESULTS_TIMEOUT_MS },
  );
  return finder.locator('[part~="results"] [data-vb-unit-id]').count();
}

/** What has focus, through the finder's shadow root: its class list, name and unit id. */
function focused(page: Page): Promise<{ className: string; name: string; unit: string }> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const unit = active?.closest('[data-vb-unit-id]')?.getAttribute('data-vb-unit-id') ?? '';
    return { className: active?.className.toString() ?? '', name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '', unit };
  });
}

/** The shown markers' numbers that another marker covers, read from the drawn boxes (markers whose place is in view). */
function coveredNumbers(finder: Locator): Promise<string[]> {
  return finder.evaluate((host) => {
    const root = host.shadowRoot ?? host;
    const map = root.querySelector('.vb-unit-finder__map-canvas')!.getBoundingClientRect();
    const shown = [...root.querySelectorAll<HTMLElement>('.vb-unit-finder__marker')].filter((marker) => {
      if (marker.hidden) return false;
      const box = marker.getBoundingClientRect();
      return box.left >= map.left && box.right <= map.right && box.top >= map.top && box.bottom <= map.bottom;
    });
    const problems: string[] = [];
    for (const marker of shown) {
      const number = marker.querySelector('.vb-unit-finder__marker-number')!.getBoundingClientRect();
      for (const other of shown) {
        if (other === marker) continue;
        const box = other.getBoundingClientRect();
        if (number.left < box.right && box.left < number.right && number.top < box.bottom && box.top < number.bottom) {
          problems.push(`${marker.textContent} under ${other.textContent}`);
        }
      }
      const top = (host.shadowRoot ?? document)
        .elementFromPoint(number.left + number.width / 2, number.top + number.height / 2)
        ?.closest('.vb-unit-finder__marker');
      if (top && top !== marker) problems.push(`${marker.textContent} hidden by ${top.textContent}`);
    }
    return problems;
  });
}

test("keyboard only: after 'Provo, UT' the first result is a few Tabs away, the markers one stop moved with the arrows", async () => {
  const probe = await openProbe(session.browser, { viewport: VIEWPORTS.desktop });
  try {
    const { page } = probe;
    const finder = await openFinder(probe);
    const count = await searchProvo(finder);
    assert.ok(count > 30, `the Provo search lists ${count}`);

    // From the search field, Tab until the first result's button.
    const firstId = await finder.locator('[part~="results"] [data-vb-unit-id]').first().getAttribute('data-vb-unit-id');
    const stops: { className: string; name: string; unit: string }[] = [];
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      stops.push(now);
      if (now.unit === firstId && !now.className.includes('marker')) break;
    }
    const markerStops = stops.filter((stop) => stop.className.includes('vb-unit-finder__marker'));
    assert.equal(markerStops.length, 1, `one marker stop among ${stops.map((stop) => stop.name).join(' | ')}`);
    assert.ok(stops.length <= MOST_TABS_TO_FIRST_RESULT, `${stops.length} Tabs to the first result: ${stops.map((stop) => stop.name).join(' | ')}`);
    assert.match(markerStops[0]!.name, /^1\. /);

    // Back to the markers: the arrows move among them, Enter selects that congregation in the list.
    const back = stops.length - stops.indexOf(markerStops[0]!) - 1;
    for (let i = 0; i < back; i += 1) await page.keyboard.press('Shift+Tab');
    assert.match((await focused(page)).name, /^1\. /);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const third = await focused(page);
    assert.match(third.name, /^3\. /);
    await page.keyboard.press('Enter');
    // The marker's unit is selected, as a press on its result would: the URL says unit=<id>.
    await page.waitForFunction((id) => new URL(location.href).searchParams.get('unit') === id, third.unit, { timeout: RESULTS_TIMEOUT_MS });

    // The results count is said once: one live region holds it.
    const live = await finder.evaluate((host) => {
      const root = host.shadowRoot ?? host;
      return [...root.querySelectorAll('[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])')]
        .map((region) => region.textContent ?? '')
        .filter((text) => /\d/.test(text) && /Provo/.test(text));
    });
    assert.equal(live.length, 1, JSON.stringify(live));
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});

for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test(`at ${viewport.width} px no marker covers another's number${viewport.width >= 1280 ? ', and the map stays beside the scrolling list' : ''}`, async () => {
    const probe = await openProbe(session.browser, { viewport });
    try {
      const { page } = probe;
      const finder = await openFinder(probe);
      await searchProvo(finder);
      const map = finder.locator('[part~="map"]');
      await map.scrollIntoViewIfNeeded();
      // The markers settle after the fit (the engine's idle).
      await page.waitForTimeout(1500);
      assert.deepEqual(await coveredNumbers(finder), []);
      if (viewport.width >= 1280) {
        // Scroll to the last result: the map is still in view beside it.
        await finder.locator('[part~="results"] [data-vb-unit-id]').last().scrollIntoViewIfNeeded();
        const box = await map.boundingBox();
        assert.ok(box, 'the map has a box');
        assert.ok(box.y >= -1 && box.y + box.height <= viewport.height + 1, `the map in view at the end of the list: ${JSON.stringify(box)}`);
      }
      assert.deepEqual(probe.problems, []);
    } finally {
      await probe.close();
    }
  });
}
