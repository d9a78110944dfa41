/**
 * vb-unit-finder (default variant) in Chromium against the real reference maps service (web-test-runner
 * proxies /api/* to it) and the real MapLibre engine: attributes to props, the search flow and its messages,
 * the 0/1/many layouts, filters, selection, the URL (push vs replace, popstate), device location, map
 * failure, a superseded search, analytics and axe in each state. The map itself is finder-map's to test.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/unit-finder/define.ts';
import type {
  UnitFinderErrorDetail,
  UnitFinderFilterDetail,
  UnitFinderFormDetail,
  UnitFinderSearchDetail,
  UnitFinderSelectDetail,
} from '../../elements/unit-finder/events.ts';
import { examples } from '../../elements/unit-finder/examples.ts';
import { meta } from '../../elements/unit-finder/meta.ts';
import { runFinderSearch } from '../../elements/unit-finder/search.ts';
import { getMapsClient } from '../../maps/service/client.ts';
import { recordConsole } from '../support/console.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../support/fixtures.ts';
import { fakeNetwork, held, passThrough, requests, serverError } from '../support/network.ts';
import { settle, waitFor } from '../support/wait.ts';

type FinderElement = HTMLElement & Record<string, unknown>;

/** The first search of a run waits for the reference server's generated world. */
const SEARCH_MS = 30000;
const SLOW_MS = 60000;

const root = (el: HTMLElement) => renderRoot(el);
const input = (el: HTMLElement) => root(el).querySelector<HTMLInputElement>('.vb-unit-finder__input')!;
const message = (el: HTMLElement) => root(el).querySelector('.vb-unit-finder__message')?.textContent ?? '';
const status = (el: HTMLElement) => root(el).querySelector('.vb-unit-finder__status')?.textContent ?? '';
const items = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLElement>('[data-vb-unit-id]:not(button)')];
const ids = (el: HTMLElement) => items(el).map((item) => item.dataset.vbUnitId!);
const toggles = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLButtonElement>('.vb-unit-finder__toggle')];
const filterSelects = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLSelectElement>('.vb-unit-finder__select')];

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
  await waitFor(() => el.getAttribute('data-vb-state') === 'loading' || el.getAttribute('data-vb-state') !== 'idle', 'the search to start', SEARCH_MS);
  return done(el);
}

/** Distances as the list shows them ('1.2 mi away' -> 1.2). */
const distances = (el: HTMLElement) =>
  [...root(el).querySelectorAll('.vb-unit-finder__distance')].map((node) => Number.parseFloat((node.textContent ?? '').replace(/[^\d.]/g, '')));

// The reference server generates its world on first use (longer than one maps call may take): warm it once.
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

/** A clean URL for each test: the finder reads and writes the page's own. */
const startUrl = window.location.pathname;
beforeEach(() => window.history.replaceState(null, '', startUrl));
after(() => window.history.replaceState(null, '', startUrl));

describe('vb-unit-finder: attributes and a bare element', function () {
  this.timeout(SLOW_MS);
  it('declares every prop with a default, and a bare element is idle with English wording', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder></vb-unit-finder>');
    expect(el.getAttribute('data-vb-state')).to.equal('idle');
    expect(root(el).querySelector('.vb-unit-finder__label')!.textContent).to.equal(meta.props.searchLabel.default);
    expect(root(el).querySelector('button[type=submit]')!.textContent).to.equal(meta.props.searchButton.default);
    expect(root(el).querySelector('.vb-unit-finder__locate')!.textContent).to.equal(meta.props.locateButton.default);
    // Nothing of the map loads before a search.
    expect(root(el).querySelector('.vb-unit-finder__map canvas')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('attributes become props: wording, a change redraws', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" search-label="Dónde" search-button="Buscar" miles="5"></vb-unit-finder>');
    expect(el.miles).to.equal(5);
    expect(el.urlState).to.equal(false);
    expect(root(el).querySelector('.vb-unit-finder__label')!.textContent).to.equal('Dónde');
    el.setAttribute('search-button', 'Go');
    await settle();
    expect(root(el).querySelector('button[type=submit]')!.textContent).to.equal('Go');
  });
});

describe('vb-unit-finder: the search', function () {
  this.timeout(SLOW_MS);
  it('blank gives noValue, marks the field invalid and focuses it; typing clears the mark', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false"></vb-unit-finder>');
    const errors = collect<UnitFinderErrorDetail>(el, 'vb-unit-finder-error');
    input(el).focus();
    await sendKeys({ type: '   ' });
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(message(el)).to.equal(meta.props.noValue.default);
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    expect(root(el).activeElement ?? document.activeElement).to.equal(input(el));
    expect(errors).to.deep.equal([{ code: 'noValue', message: meta.props.noValue.default }]);
    // The message is tied to the field while it shows.
    const describedBy = input(el).getAttribute('aria-describedby')!;
    expect(root(el).querySelector(`[id="${describedBy}"]`)!.textContent).to.equal(meta.props.noValue.default);
    await expect(el).to.be.accessible();
    await sendKeys({ type: 'P' });
    await settle();
    expect(input(el).hasAttribute('aria-invalid')).to.equal(false);
    expect(message(el)).to.equal('');
  });

  it('Provo, UT: results nearest first with names, types, distances, addresses, times, numbers and directions', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    const searches = collect<UnitFinderSearchDetail>(el, 'vb-unit-finder-search');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    const found = ids(el);
    expect(found.length).to.be.greaterThan(1);
    expect(status(el)).to.equal(`${found.length} congregations near Provo, UT`);
    const shown = distances(el);
    expect(shown.every((d) => Number.isFinite(d))).to.equal(true);
    expect([...shown].sort((a, b) => a - b)).to.deep.equal(shown);
    expect(root(el).querySelector('.vb-unit-finder__distance')!.textContent).to.match(/^\d+\.\d mi away$/);
    for (const item of items(el)) {
      expect(item.querySelector('.vb-unit-finder__name')!.textContent).to.not.equal('');
      expect(item.querySelector('.vb-unit-finder__type')!.textContent).to.be.oneOf([
        meta.props.generalWard.default,
        meta.props.ysaWard.default,
        meta.props.sawWard.default,
      ]);
      const directions = item.querySelector<HTMLAnchorElement>('.vb-unit-finder__directions')!;
      expect(directions.href).to.match(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=Provo/);
      expect(item.querySelector('.vb-unit-finder__address-line')!.textContent).to.not.equal('');
    }
    // Meeting times from hours.primary.code with the default template, and a tel: link for a number.
    expect(root(el).querySelector('.vb-unit-finder__time')!.textContent).to.match(/^Sacrament meeting: \w+day at \d{1,2}:\d{2}/);
    const tel = root(el).querySelector<HTMLAnchorElement>('.vb-unit-finder__phone a');
    if (tel) expect(tel.getAttribute('href')).to.match(/^tel:\+?\d+$/);
    const calendar = root(el).querySelector<HTMLAnchorElement>('.vb-unit-finder__calendar')!;
    expect(calendar.getAttribute('download')).to.match(/\.ics$/);
    expect(decodeURIComponent(calendar.href)).to.contain('BEGIN:VCALENDAR');
    expect(searches).to.have.length(1);
    expect(searches[0]).to.deep.include({ location: 'Provo, UT', count: found.length, ids: found });
    // Many results: drawers, all closed, the narrow-down panel offered (an inexact search).
    expect(toggles(el).every((button) => button.getAttribute('aria-expanded') === 'false')).to.equal(true);
    expect(root(el).querySelector('.vb-unit-finder__filters')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('shows a spinner and loading text while searching, and the newest search wins', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    // Warm the server (its world is generated on first use) so the held search below is the only slow one.
    await searchFor(el, 'Orem, UT');
    const gate = held(passThrough);
    fakeNetwork(gate);
    input(el).focus();
    input(el).select();
    await sendKeys({ type: 'Logan, UT' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => el.getAttribute('data-vb-state') === 'loading', 'loading');
    expect(status(el)).to.equal(meta.props.loadingText.default);
    expect(root(el).querySelector('.vb-unit-finder__spinner')).to.not.equal(null);
    expect(root(el).querySelector('.vb-unit-finder__root')!.getAttribute('aria-busy')).to.equal('true');
    await expect(el).to.be.accessible();
    // A second search while the first is held: it runs on the real network and wins.
    fakeNetwork(passThrough);
    input(el).select();
    await sendKeys({ type: 'Provo, UT' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => status(el).includes('Provo, UT'), 'the newer search', SEARCH_MS);
    const provo = ids(el);
    gate.release();
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(status(el)).to.contain('Provo, UT');
    expect(ids(el)).to.deep.equal(provo);
  });

  it('an address that matches nothing gives invalidAddress and no list', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    const errors = collect<UnitFinderErrorDetail>(el, 'vb-unit-finder-error');
    expect(await searchFor(el, 'Qqqzzxv Nowhere Xyzzy')).to.equal('error');
    expect(message(el)).to.equal(meta.props.invalidAddress.default);
    expect(items(el)).to.have.length(0);
    expect(errors.map((e) => e.code)).to.deep.equal(['invalidAddress']);
  });

  it('a failing maps service gives search-error, and the element stays usable', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    const record = recordConsole();
    fakeNetwork(() => serverError(500));
    try {
      expect(await searchFor(el, 'Provo, UT')).to.equal('error');
    } finally {
      record.restore();
    }
    expect(message(el)).to.equal(meta.props.searchError.default);
    expect(record.warnings.some((w) => w.includes('the search failed'))).to.equal(true);
    fakeNetwork(passThrough);
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    expect(message(el)).to.equal('');
  });
});

void exampleNamed;
void mountExample;
void requests;
void filterSelects;
export type { UnitFinderFilterDetail, UnitFinderFormDetail, UnitFinderSelectDetail };
