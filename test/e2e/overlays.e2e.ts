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

/**
 * The remote trigger, pressed while the menu is open. The speed dial's scrim lies over it, so a mouse click there
 * lands on the scrim (asserted below), and Tab from the menu closes the menu first; but the page is not inert under
 * a speed dial (a popover, not a modal dialog), so a screen reader's browse mode reaches the trigger and activates
 * it: a click event on its button, with no pointer and no focus move. That is what this sends.
 */
async function pressRemoteTrigger(page: Page): Promise<void> {
  await page.locator(TRIGGER).locator('button').dispatchEvent('click');
}

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
    // The scrim is over the remote trigger: a mouse cannot reach it while the menu is open.
    const box = await page.locator(TRIGGER).locator('button').boundingBox();
    assert.ok(box, 'the remote trigger is laid out');
    const hit = await page.evaluate(
      ({ x, y }) => {
        const top = document.elementFromPoint(x, y);
        return top?.shadowRoot?.elementFromPoint(x, y)?.getAttribute('part') ?? top?.localName ?? '';
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    assert.equal(hit, 'scrim');

    await pressRemoteTrigger(page);
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
    await pressRemoteTrigger(page);
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
