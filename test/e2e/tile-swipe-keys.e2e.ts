/**
 * vb-tile-swipe on its demo page as a visitor on a slow connection meets it: the carousel engine (a chunk of its own,
 * loaded when the first carousel runs) arrives late, and the visitor presses End on the tiles before it has. The
 * "video-tile" example (three link tiles and a <vb-video>, shadow mode) must still go to its last tile, the video.
 * The built page, the reference server and Chromium; only the engine's answer is held back, never changed.
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/tile-swipe-keys.e2e.ts`
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { e2eSession, openProbe, settle } from './harness.ts';

const session = e2eSession();

/** How long the engine's chunk is held back: far longer than a key press takes. */
const ENGINE_DELAY_MS = 2500;

test('End pressed before the carousel engine has loaded goes to the last tile (the video) once it has', async () => {
  const probe = await openProbe(session.browser, { viewport: { width: 360, height: 640 } });
  try {
    let held = 0;
    let released = false;
    await probe.page.route(/\/chunks\/[^/]+\/embla-carousel[^/]*\.js$/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, ENGINE_DELAY_MS));
      released = true;
      await route.continue();
    });
    await probe.page.goto(`${session.server.origin}/demo/tile-swipe.html`);
    const block = probe.page.locator('vb-tile-swipe[label="Stories"]');
    await block.scrollIntoViewIfNeeded();
    const region = block.locator('[data-carousel="region"]');
    await region.waitFor();
    await region.focus();
    await probe.page.keyboard.press('End');
    assert.equal(held, 1, 'the engine was asked for');
    assert.equal(released, false, 'the key came before the engine');
    await probe.page.waitForFunction(
      () => {
        const el = document.querySelector('vb-tile-swipe[label="Stories"]');
        const port = el?.shadowRoot?.querySelector('[data-carousel="viewport"]')?.getBoundingClientRect();
        const last = el?.querySelector('vb-video')?.closest('.demo-tile')?.getBoundingClientRect();
        return !!port && !!last && el?.getAttribute('data-vb-slide') === '3' && last.left >= port.left - 1 && last.right <= port.right + 1;
      },
      undefined,
      { timeout: ENGINE_DELAY_MS + 10_000 },
    );
    await settle(probe);
    assert.deepEqual(probe.problems, []);
  } finally {
    await probe.close();
  }
});
