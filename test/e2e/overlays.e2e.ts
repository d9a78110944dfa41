/**
 * The overlays end to end (issue 23, Tests): the built blocks on the floating action button's demo page (its
 * "speed-dial" example: a vb-floating-action-button, the vb-speed-dial it opens by trigger id, and a
 * vb-remote-trigger elsewhere on the page for the same id), the reference server, headless Chromium, real mouse and
 * keyboard. The floating action button opens the speed dial, the remote trigger closes it, and focus returns to
 * the button.
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/overlays.e2e.ts`
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { e2eSession, openProbe, settle } from './harness.ts';

const session = e2eSession();

const FAB = 'vb-floating-action-button[trigger-id="fab-actions"]';
const DIAL = 'vb-speed-dial#fab-actions';
const TRIGGER = 'vb-remote-trigger[target="fab-actions"]';

/** What a visitor would see of the three, read in the page. */
function state(page: Page) {
  return page.evaluate(
    ({ fab, dial, trigger }) => {
      // No named inner functions here: tsx would wrap them in a __name() helper the page lacks.
      let focused = document.activeElement;
      while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
      const button = document.querySelector(fab)?.shadowRoot?.querySelector('[part~="button"]');
      const menu = document.querySelector(dial)?.shadowRoot?.querySelector('[part~="menu"]');
      return {
        menuOpen: !!menu?.matches(':popover-open'),
        dialOpen: !!document.querySelector(dial)?.hasAttribute('open'),
        fabExpanded: button?.getAttribute('aria-expanded') ?? null,
        triggerExpanded: document.querySelector(trigger)?.shadowRoot?.querySelector('button')?.getAttribute('aria-expanded') ?? null,
        focusOnFab: !!button && focused === button,
        focusedText: focused && focused !== document.body ? (focused.textContent ?? '').trim() : '',
        scrollLocked: document.body.hasAttribute('data-vb-scroll-lock'),
      };
    },
    { fab: FAB, dial: DIAL, trigger: TRIGGER },
  );
}

/** The page's events of the three, in order (type and detail), recorded from before the blocks wake up. */
async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: Array<{ type: string; detail: unknown }> = [];
    (window as unknown as { __overlayEvents: typeof log }).__overlayEvents = log;
    for (const type of ['vb-floating-action-button-toggle', 'vb-speed-dial-open', 'vb-speed-dial-close', 'vb-remote-trigger-send']) {
      document.addEventListener(type, (event) => log.push({ type, detail: (event as CustomEvent).detail }));
    }
  });
}

const events = (page: Page) =>
  page.evaluate(() => {
    const log = (window as unknown as { __overlayEvents: Array<{ type: string; detail: unknown }> }).__overlayEvents;
    return log.splice(0, log.length);
  });

/** What lies at the middle of the remote trigger's button, as the browser hit-tests it: the part or element a click there reaches. */
async function atTrigger(page: Page): Promise<{ x: number; y: number; hit: string }> {
  const box = await page.locator(TRIGGER).locator('button').boundingBox();
  assert.ok(box, 'the remote trigger is laid out');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await page.evaluate(
    ({ x, y }) => {
      // The page's element there, then down through shadow roots: "vb-speed-dial scrim" when the scrim catches it.
      const top = document.elementFromPoint(x, y);
      let inner: Element | null = top;
      while (inner?.shadowRoot) {
        const next = inner.shadowRoot.elementFromPoint(x, y);
        if (!next || next === inner) break;
        inner = next;
      }
      const part = inner && inner !== top ? inner.getAttribute('part') : null;
      return part ? `${top?.localName ?? ''} ${part}` : (top?.localName ?? '');
    },
    { x, y },
  );
  return { x, y, hit };
}

/**
 * The remote trigger, pressed while the menu is open, as a visitor does it: a real mouse click where it shows. The
 * speed dial is a menu button, not a modal: the page is not inert under it (keyboard and screen reader reach the
 * trigger), and its scrim only dims the page, so the mouse reaches it too (asserted: the hit test finds its button).
 */
async function clickRemoteTrigger(page: Page): Promise<void> {
  const { x, y, hit } = await atTrigger(page);
  assert.equal(hit, 'vb-remote-trigger', 'the remote trigger is what a click at its place reaches, not the scrim');
  await page.mouse.click(x, y);
}

/** Whether the speed dial's scrim shows (it dims the page while the menu is open). */
const scrimShown = (page: Page) =>
  page.evaluate((dial) => {
    const scrim = document.querySelector(dial)?.shadowRoot?.querySelector<HTMLElement>('[part~="scrim"]');
    return !!scrim && !scrim.hidden && getComputedStyle(scrim).display !== 'none';
  }, DIAL);

test('the floating action button opens the speed dial, the remote trigger elsewhere on the page closes it, and focus returns to the button', async () => {
  const probe = await openProbe(session.browser);
  try {
    const { page } = probe;
    await recordEvents(page);
    await page.goto(`${session.server.origin}/demo/floating-action-button.html`);
    await settle(probe);
    const fab = page.locator(FAB).locator('[part~="button"]');
    assert.deepEqual(await state(page), {
      menuOpen: false,
      dialOpen: false,
      fabExpanded: 'false',
      triggerExpanded: 'false',
      focusOnFab: false,
      focusedText: '',
      scrollLocked: false,
    });

    // The visitor has scrolled to the remote trigger (page scroll is locked while the menu is open).
    await page.locator(TRIGGER).scrollIntoViewIfNeeded();
    // A real click on the button opens the menu by its trigger id; focus goes to the first action.
    await fab.click();
    await page.waitForFunction((dial) => !!document.querySelector(dial)?.hasAttribute('open'), DIAL);
    await settle(probe);
    assert.deepEqual(await state(page), {
      menuOpen: true,
      dialOpen: true,
      fabExpanded: 'true',
      triggerExpanded: 'true',
      focusOnFab: false,
      focusedText: 'Plan a visit',
      scrollLocked: true,
    });
    assert.equal(await scrimShown(page), true, 'the scrim dims the page');

    await clickRemoteTrigger(page);
    await page.waitForFunction((dial) => !document.querySelector(dial)?.hasAttribute('open'), DIAL);
    await settle(probe);
    assert.deepEqual(await state(page), {
      menuOpen: false,
      dialOpen: false,
      fabExpanded: 'false',
      triggerExpanded: 'false',
      focusOnFab: true,
      focusedText: '',
      scrollLocked: false,
    });
    const log = await events(page);
    assert.deepEqual(
      log.map((e) => e.type),
      ['vb-floating-action-button-toggle', 'vb-speed-dial-open', 'vb-remote-trigger-send', 'vb-speed-dial-close', 'vb-floating-action-button-toggle'],
    );
    assert.deepEqual(log[0]?.detail, { open: true, cause: 'button' });
    assert.deepEqual(log[1]?.detail, { cause: 'trigger' }, 'the button opened it through its trigger id');
    assert.deepEqual(log[2]?.detail, { target: 'fab-actions', action: 'toggle', received: true }, 'the remote trigger reached the speed dial');
    assert.deepEqual(log[3]?.detail, { cause: 'trigger' }, 'the remote trigger closed it (it is outside the dial too)');
    assert.deepEqual(log[4]?.detail, { open: false, cause: 'overlay' }, 'the button follows the speed dial');

    // The same from the keyboard: Enter on the focused button opens it again, the trigger closes it, focus is back.
    await page.keyboard.press('Enter');
    await page.waitForFunction((dial) => !!document.querySelector(dial)?.hasAttribute('open'), DIAL);
    assert.equal((await state(page)).focusedText, 'Plan a visit');
    await page.keyboard.press('ArrowDown');
    assert.equal((await state(page)).focusedText, 'Email us');
    await clickRemoteTrigger(page);
    await page.waitForFunction((dial) => !document.querySelector(dial)?.hasAttribute('open'), DIAL);
    await settle(probe);
    const after = await state(page);
    assert.equal(after.focusOnFab, true, 'focus back on the floating action button');
    assert.equal(after.fabExpanded, 'false');
    // And the visitor goes on from there: Enter opens the menu once more, Escape closes it, focus stays on the button.
    await page.keyboard.press('Enter');
    await page.waitForFunction((dial) => !!document.querySelector(dial)?.hasAttribute('open'), DIAL);
    await page.keyboard.press('Escape');
    await page.waitForFunction((dial) => !document.querySelector(dial)?.hasAttribute('open'), DIAL);
    assert.equal((await state(page)).focusOnFab, true);
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});
