/**
 * vb-unit-finder as a visitor meets it (issue 19, items 1, 2, 3, 7, 11 and 13) in Chromium against the real
 * reference server: the search box's address suggestions, filters sent with the lookup, the four device-location
 * failures, units-and-campaigns as the spec's JSON object, focus after Back, and the results' accessible names.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import '../../../elements/unit-finder/define.ts';
import type { UnitFinderErrorDetail } from '../../../elements/unit-finder/events.ts';
import { runFinderSearch } from '../../../elements/unit-finder/search.ts';
import { getMapsClient } from '../../../maps/service/client.ts';
import { mountHtml, renderRoot } from '../../support/fixtures.ts';
import { installGeolocation, PERMISSION_DENIED, POSITION_UNAVAILABLE, removeGeolocation, restoreGeolocation, TIMEOUT } from '../../support/geolocation.ts';
import { settle, waitFor } from '../../support/wait.ts';

type FinderElement = HTMLElement & Record<string, unknown>;

const SEARCH_MS = 30000;
const SLOW_MS = 60000;

const root = (el: HTMLElement) => renderRoot(el);
const input = (el: HTMLElement) => root(el).querySelector<HTMLInputElement>('.vb-unit-finder__input')!;
const message = (el: HTMLElement) => root(el).querySelector('.vb-unit-finder__message')?.textContent ?? '';
const items = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('[data-vb-unit-id]:not(button)')];
const ids = (el: HTMLElement) => items(el).map((item) => item.dataset.vbUnitId!);

function collect<T>(el: EventTarget, type: string): T[] {
  const seen: T[] = [];
  el.addEventListener(type, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

async function done(el: HTMLElement): Promise<string> {
  await waitFor(() => ['results', 'empty', 'error'].includes(el.getAttribute('data-vb-state') ?? ''), 'the search to end', SEARCH_MS);
  await settle();
  return el.getAttribute('data-vb-state')!;
}

async function searchFor(el: HTMLElement, text: string): Promise<string> {
  const field = input(el);
  field.focus();
  field.select();
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
  await waitFor(() => el.getAttribute('data-vb-state') !== 'idle', 'the search to start', SEARCH_MS);
  return done(el);
}

/** The element focused, through open shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

before(async function () {
  this.timeout(120_000);
  for (let attempt = 0; ; attempt++) {
    try {
      await runFinderSearch({ client: getMapsClient({ clientId: 'visitor-blocks' }), text: 'Provo, UT' });
      return;
    } catch (error) {
      if (attempt >= 8) throw error;
    }
  }
});

const startUrl = window.location.pathname;
beforeEach(() => window.history.replaceState(null, '', startUrl));
after(() => window.history.replaceState(null, '', startUrl));

describe('vb-unit-finder: result names (item 13)', function () {
  this.timeout(SLOW_MS);
  it('after a search every result has its own accessible name, no doubled type word, and axe landmark-unique is clean', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    const result = await axe.run(el, { runOnly: { type: 'rule', values: ['landmark-unique', 'region'] } });
    expect(result.violations.map((v) => `${v.id} x${v.nodes.length}`)).to.deep.equal([]);
    const { el: light } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" render="light"></vb-unit-finder>');
    expect(await searchFor(light, 'Provo, UT')).to.equal('results');
    const all = await axe.run(document, { runOnly: { type: 'rule', values: ['landmark-unique'] } });
    const names = [...root(light).querySelectorAll('[role=region]')].slice(0, 3).map((r) => (axe as unknown as { commons: { text: { accessibleText(e: Element): string } } }).commons.text.accessibleText(r));
    expect({ v: all.violations.map((v) => `${v.id} x${v.nodes.length} ${JSON.stringify(v.nodes[0]?.target)} ${v.nodes[0]?.failureSummary}`), names }).to.deep.equal({});
  });
});
