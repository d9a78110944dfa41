/**
 * The end-to-end sweep: the real reference server, the real build, headless Chromium.
 *
 * Every .html page under demo/ (found on disk, so a new page is covered without editing this file)
 * must load with no console error, no uncaught error, no failed request or HTTP error, no CSP
 * violation, and no axe violation of WCAG 2.0/2.1/2.2 A and AA, once its blocks have rendered.
 * Then a plain HTML page with only the loader shows working blocks, and the loader imports only
 * the elements whose tags are on the page, including tags added later, each once.
 *
 * Needs the build (npm test builds first): `npm run build && node --import tsx --test test/e2e/demo-pages.e2e.ts`
 */
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  axeViolations,
  cspHeaderProblems,
  cspViolations,
  cumulativeLayoutShift,
  demoPages,
  distRequests,
  layoutShifts,
  MAX_LAYOUT_SHIFT,
  NARROWEST,
  openProbe,
  probePool,
  settle,
  sidewaysScroll,
  e2eSession,
  VIEWPORTS,
} from './harness.ts';

const pages = demoPages();
const session = e2eSession();
/** The sweeps below open about four probes per demo page: they reuse a few, each made fresh (harness.ts). */
const probes = probePool(() => session.browser);
after(() => probes.closeAll());
/** Pages swept at once: each waits mostly on its own network and timers, in its own browser context. */
const PAGES_AT_ONCE = { concurrency: 3 };

function report(page: string, problems: string[]): string {
  return `${page}: ${problems.length} problem(s)\n  - ${problems.join('\n  - ')}`;
}

describe('reference server', () => {
  test('answers pages with a strict Content-Security-Policy (no unsafe-inline, no unsafe-eval)', async () => {
    for (const url of ['/demo/', '/demo/plain.html']) {
      const response = await fetch(`${session.server.origin}${url}`);
      assert.equal(response.status, 200, `${url} answered ${response.status}`);
      assert.deepEqual(cspHeaderProblems(response.headers.get('content-security-policy') ?? undefined), [], url);
    }
  });
});

describe('every demo page', PAGES_AT_ONCE, () => {
  test('there are demo pages to sweep', () => {
    assert.ok(pages.includes('/demo/index.html'), `demo pages found: ${pages.join(', ')}`);
  });

  for (const page of pages) {
    test(`${page}: no console error, failed request, CSP or axe violation`, async () => {
      const probe = await probes.open();
      try {
        const response = await probe.page.goto(`${session.server.origin}${page}`, { waitUntil: 'load' });
        assert.ok(response, `${page}: no response`);
        assert.equal(response.status(), 200, `${page} answered ${response.status()}`);
        const problems = [...cspHeaderProblems(response.headers()['content-security-policy'])];
        const undefinedTags = await settle(probe);
        problems.push(...undefinedTags.map((tag) => `<${tag}> is on the page but was never defined (unknown tag, or its module failed)`));
        problems.push(...(await cspViolations(probe.page)).map((v) => `CSP violation: ${v}`));
        problems.push(...(await axeViolations(probe.page)));
        // A request the page or the browser cancelled (probe.aborted) is no failure a visitor sees.
        problems.push(...probe.problems);
        assert.deepEqual(problems, [], report(page, problems));
      } finally {
        await probe.close();
      }
    });
  }
});

describe('every demo page, while its blocks wake up', PAGES_AT_ONCE, () => {
  // A layout measure, not a timing: the page's own shifts (none after input) from navigation until
  // every block is defined and the network is quiet, as Cumulative Layout Shift counts them; and the
  // page fits its screen, down to the narrowest phone (320 px, WCAG reflow), without scrolling sideways.
  for (const [viewportName, viewport] of Object.entries({ ...VIEWPORTS, narrowest: NARROWEST })) {
    for (const page of pages) {
      test(`${page} (${viewportName}, ${viewport.width}x${viewport.height}): layout shift at most ${MAX_LAYOUT_SHIFT}, no sideways scroll`, async () => {
        const probe = await probes.open({ viewport });
        try {
          await probe.page.goto(`${session.server.origin}${page}`, { waitUntil: 'load' });
          await settle(probe);
          const shifts = await layoutShifts(probe.page);
          const cls = cumulativeLayoutShift(shifts);
          const detail = shifts.map((s) => `${s.value.toFixed(4)} at ${Math.round(s.startTime)} ms: ${s.sources.join('; ')}`).join('\n  - ');
          assert.ok(cls <= MAX_LAYOUT_SHIFT, `${page} (${viewportName}): layout shift ${cls.toFixed(4)} > ${MAX_LAYOUT_SHIFT}\n  - ${detail}`);
          assert.equal(await sidewaysScroll(probe.page), 0, `${page} (${viewportName}): the page scrolls sideways by that many px`);
        } finally {
          await probe.close();
        }
      });
    }
  }
});

describe('every demo page, without script', PAGES_AT_ONCE, () => {
  // The pre-upgrade CSS (dist/visitor-blocks.css) reserves the blocks' final geometry only under
  // `scripting: enabled`: a visitor without script must still see everything the author wrote, on the
  // narrowest phone too, without scrolling sideways.
  for (const page of pages) {
    test(`${page} (${NARROWEST.width} px): every author node inside a block shows, nothing clipped, no sideways scroll`, async () => {
      const probe = await probes.open({ javaScriptEnabled: false, viewport: NARROWEST });
      try {
        await probe.page.goto(`${session.server.origin}${page}`, { waitUntil: 'load' });
        assert.equal(await sidewaysScroll(probe.page), 0, `${page} without script at ${NARROWEST.width} px: the page scrolls sideways by that many px`);
        const problems = await probe.page.evaluate(() => {
          const found: string[] = [];
          for (const block of document.querySelectorAll('*')) {
            if (!block.localName.startsWith('vb-')) continue;
            const name = `${block.localName}${block.id ? `#${block.id}` : ''}`;
            if (block.scrollHeight > block.clientHeight + 1) found.push(`${name} clips its content (${block.scrollHeight} > ${block.clientHeight} px)`);
            for (const node of block.querySelectorAll('*')) {
              // A hidden input (a form's merge code, a token) is never shown, with or without script; a select's options
              // have no box of their own (the select shows them).
              if (node.closest('[hidden]') || node.localName === 'template' || (node instanceof HTMLInputElement && node.type === 'hidden')) continue;
              if (node.closest('select, datalist')) continue;
              if (node.getClientRects().length === 0) found.push(`${name}: <${node.localName}> "${(node.textContent ?? '').trim().slice(0, 40)}" is not shown`);
            }
          }
          return found;
        });
        assert.deepEqual(problems, [], `${page} without script:\n  - ${problems.join('\n  - ')}`);
      } finally {
        await probe.close();
      }
    });
  }
});

describe('plain HTML page with only the loader', () => {
  test('/demo/plain.html: the blocks render and work', async () => {
    const probe = await openProbe(session.browser);
    try {
      await probe.page.goto(`${session.server.origin}/demo/plain.html`, { waitUntil: 'load' });
      assert.deepEqual(await settle(probe), []);

      // vb-poll shows its answers as buttons.
      const answers = probe.page.locator('vb-poll').getByRole('button');
      assert.deepEqual(await answers.allTextContents(), ['Sunday morning', 'Sunday afternoon', 'A weekday evening']);

      // vb-drawers: a drawer button opens its panel; only-one-open closes the other.
      const drawers = probe.page.locator('vb-drawers');
      const first = drawers.getByRole('button', { name: 'What happens at a Sunday service?' });
      const second = drawers.getByRole('button', { name: 'What should I wear?' });
      assert.equal(await first.getAttribute('aria-expanded'), 'false');
      await first.click();
      assert.equal(await first.getAttribute('aria-expanded'), 'true');
      const firstPanel = drawers.getByText('Members and visitors sing hymns');
      await firstPanel.waitFor({ state: 'visible' });
      await second.click();
      assert.equal(await second.getAttribute('aria-expanded'), 'true');
      assert.equal(await first.getAttribute('aria-expanded'), 'false', 'only-one-open: opening the second drawer closes the first');
      await firstPanel.waitFor({ state: 'hidden' });

      // vb-content-block keeps the author's content, collapsed to 3 lines with a Show more button.
      const block = probe.page.locator('vb-content-block');
      assert.match(await block.innerText(), /About our congregations/);
      assert.equal(await block.getAttribute('data-vb-render'), 'shadow');
      const more = block.getByRole('button', { name: 'Show more' });
      await more.click();
      await block.getByRole('button', { name: 'Show less' }).waitFor();

      assert.deepEqual(probe.problems, [], report('/demo/plain.html', probe.problems));
    } finally {
      await probe.close();
    }
  });

  test('the loader imports only the present elements, each module once', async () => {
    const probe = await openProbe(session.browser);
    try {
      await probe.page.goto(`${session.server.origin}/demo/plain.html`, { waitUntil: 'load' });
      await settle(probe);
      const dist = distRequests(probe, session.server.origin);
      const elements = dist.filter((p) => p.startsWith('/dist/elements/')).sort();
      assert.deepEqual(elements, ['/dist/elements/content-block.js', '/dist/elements/drawers.js', '/dist/elements/poll.js']);
      assert.ok(!dist.includes('/dist/all.js'), 'the loader must not pull in all.js');
      const repeated = dist.filter((p, i) => dist.indexOf(p) !== i);
      assert.deepEqual(repeated, [], 'a module was requested twice');
      assert.equal(dist.filter((p) => /^\/dist\/chunks\/[^/]+\/react\.js$/.test(p)).length, 1, 'React loads once, as one shared chunk');
    } finally {
      await probe.close();
    }
  });

  test('a tag added after load is loaded then; tags already loaded are not fetched again', async () => {
    const probe = await openProbe(session.browser);
    try {
      // The same real page with only vb-poll left in it, under the server's own headers (CSP included).
      const pageUrl = `${session.server.origin}/demo/plain-poll-only.html`;
      await probe.page.route(pageUrl, async (route) => {
        const real = await route.fetch({ url: `${session.server.origin}/demo/plain.html` });
        const html = (await real.text()).replace(/<vb-drawers[\s\S]*?<\/vb-drawers>/, '').replace(/<vb-content-block[\s\S]*?<\/vb-content-block>/, '');
        await route.fulfill({ response: real, body: html });
      });
      await probe.page.goto(pageUrl, { waitUntil: 'load' });
      await settle(probe);
      const elementsOf = () => distRequests(probe, session.server.origin).filter((p) => p.startsWith('/dist/elements/'));
      assert.deepEqual(elementsOf(), ['/dist/elements/poll.js']);

      await probe.page.evaluate(() => {
        const drawers = document.createElement('vb-drawers');
        drawers.innerHTML = '<h2 id="later">Added later</h2><p>This drawer arrived after the page loaded.</p>';
        document.querySelector('main')?.append(drawers);
        // A second poll: its module is already loaded.
        document
          .querySelector('main')
          ?.insertAdjacentHTML(
            'beforeend',
            '<section><vb-poll question="Another poll?" poll-id="plain-page-second" answers=\'[{"voteid":0,"text":"Yes"},{"voteid":1,"text":"No"}]\'></vb-poll></section>',
          );
      });
      await settle(probe);
      assert.deepEqual(elementsOf(), ['/dist/elements/poll.js', '/dist/elements/drawers.js']);
      const added = probe.page.locator('vb-drawers').getByRole('button', { name: 'Added later' });
      await added.click();
      assert.equal(await added.getAttribute('aria-expanded'), 'true');
      assert.equal(await probe.page.locator('vb-poll').nth(1).getByRole('button').count(), 2);
      const dist = distRequests(probe, session.server.origin);
      assert.deepEqual(
        dist.filter((p, i) => dist.indexOf(p) !== i),
        [],
        'a module was requested twice',
      );
      assert.deepEqual(probe.problems, [], report('poll-only page', probe.problems));
      assert.deepEqual(await cspViolations(probe.page), []);
    } finally {
      await probe.close();
    }
  });

  test('an element module that fails to load is reported, and retried when its tag appears again', async () => {
    const probe = await openProbe(session.browser);
    try {
      let offline = true;
      // Requests for the poll module fail as on a network drop (the loader's preload and its import
      // both), until the connection is back; later ones reach the server.
      await probe.page.route(`${session.server.origin}/dist/elements/poll.js`, async (route) => {
        if (offline) {
          await route.abort('internetdisconnected');
        } else {
          await route.continue();
        }
      });
      await probe.page.goto(`${session.server.origin}/demo/plain.html`, { waitUntil: 'load' });
      await settle(probe, 3000);
      assert.equal(await probe.page.evaluate(() => customElements.get('vb-poll') === undefined), true);
      assert.ok(
        probe.problems.some((p) => p.includes('could not load <vb-poll>')),
        `the failure names the element: ${probe.problems.join(' | ')}`,
      );
      offline = false;
      await probe.page.evaluate(() => {
        document
          .querySelector('main')
          ?.insertAdjacentHTML('beforeend', '<vb-poll question="Retry?" poll-id="plain-page-retry" answers=\'[{"voteid":0,"text":"Yes"}]\'></vb-poll>');
      });
      assert.deepEqual(await settle(probe), []);
      assert.equal(await probe.page.locator('vb-poll').first().getByRole('button').count(), 3, 'the first poll upgrades too');
    } finally {
      await probe.close();
    }
  });
});

describe('demo/demo.js', () => {
  test('logs every vb-* event that reaches the document in a polite live region', async () => {
    const probe = await openProbe(session.browser);
    try {
      // plain.html plus the shared demo script, under the server's own headers.
      const pageUrl = `${session.server.origin}/demo/plain-with-log.html`;
      await probe.page.route(pageUrl, async (route) => {
        const real = await route.fetch({ url: `${session.server.origin}/demo/plain.html` });
        const html = (await real.text())
          .replace('</head>', '<link rel="stylesheet" href="/demo/demo.css">\n</head>')
          .replace('</body>', '<script type="module" src="/demo/demo.js"></script>\n</body>');
        await route.fulfill({ response: real, body: html });
      });
      await probe.page.goto(pageUrl, { waitUntil: 'load' });
      await settle(probe);
      const log = probe.page.getByRole('log');
      assert.equal(await log.getAttribute('aria-live'), 'polite');
      assert.match(await log.innerText(), /No events yet/);
      await probe.page.locator('vb-drawers').getByRole('button', { name: 'What should I wear?' }).click();
      await probe.page.locator('vb-content-block').getByRole('button', { name: 'Show more' }).click();
      await log.getByText('vb-content-block-toggle').waitFor();
      const text = await log.innerText();
      assert.match(text, /vb-content-block-toggle from vb-content-block: \{"expanded":true\}/);
      assert.match(text, /vb-drawer\S* from vb-drawers/);
      assert.doesNotMatch(text, /No events yet/);
      // Enough events to make the log scroll: a scrolling region must still be reachable by keyboard.
      await probe.page.evaluate(() => {
        const block = document.querySelector('vb-content-block');
        for (let i = 0; i < 40; i++) block?.dispatchEvent(new CustomEvent('vb-content-block-toggle', { detail: { expanded: i % 2 === 0 }, bubbles: true }));
      });
      const scrolls = await probe.page.evaluate(() => {
        const list = document.querySelector('[role="log"] ol');
        return !!list && list.scrollHeight > list.clientHeight;
      });
      assert.equal(scrolls, true, 'the log should scroll after many events');
      // It follows the newest entry (from the next frame on)...
      const atEnd = () =>
        probe.page.evaluate(() => {
          const list = document.querySelector('[role="log"] ol');
          return !!list && list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
        });
      await probe.page.waitForFunction(() => {
        const list = document.querySelector('[role="log"] ol');
        return !!list && list.scrollTop > 0 && list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
      });
      // ...unless the reader has scrolled back: then a new entry moves nothing.
      await probe.page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const list = document.querySelector('[role="log"] ol');
            if (!list) return resolve();
            list.addEventListener('scroll', () => resolve(), { once: true });
            list.scrollTop = 0;
          }),
      );
      await probe.page.evaluate(() => {
        document.querySelector('vb-content-block')?.dispatchEvent(new CustomEvent('vb-content-block-toggle', { detail: { expanded: true }, bubbles: true }));
      });
      await probe.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      assert.equal(await probe.page.evaluate(() => document.querySelector('[role="log"] ol')?.scrollTop), 0, 'a reader scrolled back stays where they are');
      assert.equal(await atEnd(), false);
      assert.deepEqual(await axeViolations(probe.page), []);
      await probe.page.getByRole('button', { name: 'Clear log' }).click();
      assert.match(await log.innerText(), /No events yet/);
      assert.deepEqual(probe.problems, []);
      assert.deepEqual(await axeViolations(probe.page), []);
    } finally {
      await probe.close();
    }
  });
});
