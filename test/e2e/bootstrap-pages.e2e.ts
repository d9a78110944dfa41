/**
 * Every demo page inside a site styled by real Bootstrap 5.3 (its whole stylesheet first in the head, as a site theme
 * loads it), on a phone: every light-mode block's own markup keeps the box, spacing and type it has without Bootstrap
 * (src/light-css.ts, the shield: a framework's element defaults such as `legend { float: left }` are unlayered and would
 * otherwise beat the block's layered rules), and the page does not scroll sideways. The author's slotted content is left
 * out: it takes the site's typography by design.
 *
 * Needs the build: `npm run build && node --import tsx --test test/e2e/bootstrap-pages.e2e.ts`
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { REBOOT_PROPERTIES } from '../support/reboot.ts';
import { demoPages, e2eSession, openProbe, settle, sidewaysScroll, type Probe } from './harness.ts';

const session = e2eSession();
const pages = demoPages();
const PHONE = { width: 375, height: 800 } as const;
const BOOTSTRAP_PATH = '/vendor/bootstrap.min.css';
const bootstrapCss = readFileSync(createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8');
/** Differences listed in a failure, at most. */
const SHOWN = 12;

/** The page as it is, or with Bootstrap's stylesheet linked first in its head (served from the page's origin, so its CSP allows it). */
async function load(page: string, withBootstrap: boolean): Promise<Probe> {
  const probe = await openProbe(session.browser, { viewport: PHONE });
  if (withBootstrap) {
    await probe.context.route(`**${BOOTSTRAP_PATH}`, (route) => route.fulfill({ contentType: 'text/css', body: bootstrapCss }));
    await probe.context.route(`${session.server.origin}${page}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<head>/i, `<head><link rel="stylesheet" href="${BOOTSTRAP_PATH}">`);
      await route.fulfill({ response, body });
    });
  }
  await probe.page.goto(`${session.server.origin}${page}`, { waitUntil: 'load' });
  await settle(probe);
  return probe;
}

/** Each light-mode block's own elements (not those under [data-vb-slot]), by their place in the page, with the properties a reboot changes. */
function ownStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    (properties) => {
      const found: Record<string, string> = {};
      const hosts = [...document.querySelectorAll('[data-vb-render="light"]')];
      hosts.forEach((host, hostIndex) => {
        for (const element of host.querySelectorAll('*')) {
          const slot = element.parentElement?.closest('[data-vb-slot]');
          if (slot && host.contains(slot)) continue;
          let place = '';
          for (let node: Element | null = element; node && node !== host; node = node.parentElement) {
            const index = node.parentElement ? [...node.parentElement.children].indexOf(node) : 0;
            place = ` > ${node.localName}${typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}:${index}${place}`;
          }
          const style = getComputedStyle(element);
          found[`${host.localName}#${hostIndex}${place}`] = properties.map((name) => `${name}=${style.getPropertyValue(name)}`).join(' ');
        }
      });
      return found;
    },
    [...REBOOT_PROPERTIES],
  );
}

describe('every demo page inside a Bootstrap 5.3 site', { concurrency: 3 }, () => {
  test('Bootstrap is served to the pages as a site would link it', async () => {
    const probe = await load('/demo/plain.html', true);
    const floats = await probe.page.evaluate(() => {
      const legend = document.body.appendChild(document.createElement('fieldset')).appendChild(document.createElement('legend'));
      return getComputedStyle(legend).float;
    });
    assert.equal(floats, 'left', "Bootstrap's reboot is not in effect: a bare legend does not float");
    await probe.close();
  });

  for (const page of pages) {
    test(`${page} (${PHONE.width} px): light blocks look as they do without Bootstrap, no sideways scroll`, async () => {
      const plain = await load(page, false);
      const before = await ownStyles(plain.page);
      await plain.close();
      const styled = await load(page, true);
      try {
        assert.equal(await sidewaysScroll(styled.page), 0, `${page} under Bootstrap: the page scrolls sideways by that many px`);
        const after = await ownStyles(styled.page);
        // Only the places both loads have: a block that changes on its own (a result list loading, a carousel turning)
        // is not Bootstrap's doing.
        const changed = Object.keys(before)
          .filter((place) => place in after && after[place] !== before[place])
          .map((place) => {
            const was = (before[place] ?? '').split(' ');
            const now = (after[place] ?? '').split(' ');
            return `${place}: ${now.filter((value, i) => value !== was[i]).join(' ')} (was ${was.filter((value, i) => value !== now[i]).join(' ')})`;
          });
        assert.deepEqual(changed.slice(0, SHOWN), [], `${page}: ${changed.length} element(s) of light blocks restyled by Bootstrap`);
      } finally {
        await styled.close();
      }
    });
  }
});
