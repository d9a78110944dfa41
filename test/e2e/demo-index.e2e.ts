/**
 * The demo index a page builder lands on (issue 19, item 17): blocks grouped by family, each with a live
 * preview that mounts only as it nears the viewport (no heavy block on page load, no layout shift when it
 * mounts), and a focusable snippet whose Copy button works by keyboard and says so.
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/demo-index.e2e.ts`
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { axeViolations, cspViolations, demoPages, distRequests, e2eSession, openProbe, ROOT, settle, VIEWPORTS } from './harness.ts';

const session = e2eSession();
/** One preview per element (every folder under elements/ with a meta.ts), so a new element needs no edit here. */
const ELEMENT_COUNT = readdirSync(path.join(ROOT, 'elements')).filter((name) => existsSync(path.join(ROOT, 'elements', name, 'meta.ts'))).length;

describe('demo index', () => {
  test('loads no map, finder or chat until their previews near the viewport', async () => {
    const probe = await openProbe(session.browser, { viewport: VIEWPORTS.mobile });
    try {
      await probe.page.goto(`${session.server.origin}/demo/`, { waitUntil: 'load' });
      await settle(probe);
      const loaded = distRequests(probe, session.server.origin).join(' ');
      for (const heavy of ['elements/map', 'elements/unit-finder', 'elements/chat', 'maplibre'])
        assert.ok(!loaded.includes(heavy), `${heavy} loaded with the page: ${loaded}`);
      const mounted = await probe.page.$$eval('[data-demo-mounted]', (boxes) => boxes.map((box) => box.getAttribute('data-demo-preview')));
      assert.ok(!mounted.includes('map') && !mounted.includes('unit-finder'), `mounted at load: ${mounted.join(', ')}`);
    } finally {
      await probe.close();
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`(${name}) every preview mounts as it is scrolled to, in a box that does not resize; then no axe violation or error`, async () => {
      const probe = await openProbe(session.browser, { viewport });
      try {
        await probe.page.goto(`${session.server.origin}/demo/`, { waitUntil: 'load' });
        const before = await probe.page.$$eval('[data-demo-preview]', (boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().height)));
        for (const box of await probe.page.$$('[data-demo-preview]')) {
          await box.scrollIntoViewIfNeeded();
          await probe.page.waitForFunction((element) => element.hasAttribute('data-demo-mounted'), box);
        }
        await settle(probe);
        const after = await probe.page.$$eval('[data-demo-preview]', (boxes) =>
          boxes.map((box) => [box.getAttribute('data-demo-preview'), Math.round(box.getBoundingClientRect().height)] as const),
        );
        assert.equal(after.length, ELEMENT_COUNT);
        const grown = after.flatMap(([preview, height], i) => (height === before[i] ? [] : [`${preview}: ${before[i]} -> ${height} px`]));
        assert.deepEqual(grown, [], 'preview boxes that changed height when their block mounted (size them in demo/demo.css)');
        const problems = [...(await cspViolations(probe.page)), ...(await axeViolations(probe.page)), ...probe.problems];
        assert.deepEqual(problems, []);
      } finally {
        await probe.close();
      }
    });
  }

  test('Copy by keyboard puts the snippet on the clipboard and says "Copied" politely', async () => {
    const probe = await openProbe(session.browser, { viewport: VIEWPORTS.mobile });
    try {
      await probe.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.origin });
      await probe.page.goto(`${session.server.origin}/demo/`, { waitUntil: 'load' });
      const snippet = probe.page.locator('li:has(#element-poll) .demo-snippet');
      await snippet.locator('pre').focus();
      assert.equal(await snippet.locator('pre').evaluate((pre) => pre === document.activeElement), true, 'the snippet takes focus');
      await probe.page.keyboard.press('Tab');
      assert.equal(await probe.page.evaluate(() => document.activeElement?.textContent), 'Copy the vb-poll markup');
      await probe.page.keyboard.press('Enter');
      await probe.page.waitForFunction(() => document.querySelector('li:has(#element-poll) [role="status"]')?.textContent === 'Copied');
      const copied = await probe.page.evaluate(() => navigator.clipboard.readText());
      assert.ok(copied.startsWith('<vb-poll\n  heading-level="3"\n'), copied);
      assert.ok(copied.endsWith('></vb-poll>'), copied);
    } finally {
      await probe.close();
    }
  });
});

describe('demo form pages', () => {
  test("a form's native Send and Reset buttons wear the demo's button style, at least 44 px tall", async () => {
    const probe = await openProbe(session.browser, { viewport: VIEWPORTS.mobile });
    const small: string[] = [];
    let seen = 0;
    try {
      for (const page of demoPages()) {
        await probe.page.goto(`${session.server.origin}${page}`, { waitUntil: 'domcontentloaded' });
        // Only what shows: a form in a closed overlay (vb-modal's demo) has no box until it opens.
        const buttons = await probe.page.$$eval('main form button[type="submit"], main form button[type="reset"]', (found) =>
          found
            .filter((button) => button.getClientRects().length > 0)
            .map((button) => ({
              text: button.textContent.trim(),
              height: button.getBoundingClientRect().height,
              background: getComputedStyle(button).backgroundColor,
            })),
        );
        seen += buttons.length;
        for (const button of buttons) {
          if (button.height < 44 || button.background === 'rgb(239, 239, 239)') small.push(`${page} ${button.text}: ${button.height} px, ${button.background}`);
        }
      }
    } finally {
      await probe.close();
    }
    assert.ok(seen > 20, `only ${seen} Send/Reset buttons found`);
    assert.deepEqual(small, []);
  });
});
