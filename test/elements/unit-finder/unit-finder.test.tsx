/**
 * vb-unit-finder (default variant) in Chromium against the real reference maps service (web-test-runner
 * proxies /api/* to it) and the real MapLibre engine: attributes to props, the search flow and its messages,
 * the 0/1/many layouts, filters, selection, the URL (push vs replace, popstate), device location, map
 * failure, a superseded search, analytics and axe in each state. The map itself is finder-map's to test.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/unit-finder/define.ts';
import type {
  UnitFinderErrorDetail,
  UnitFinderFilterDetail,
  UnitFinderFormDetail,
  UnitFinderSearchDetail,
  UnitFinderSelectDetail,
} from '../../../elements/unit-finder/events.ts';
import { examples } from '../../../elements/unit-finder/examples.ts';
import { runFinderSearch } from '../../../elements/unit-finder/search.ts';
import { STYLE_URL_MAP_TYPE } from '../../../maps/engines/maplibre/engine.ts';
import { getMapsClient } from '../../../maps/service/client.ts';
import { recordConsole } from '../../support/console.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, held, passThrough, requests, serverError } from '../../support/network.ts';
import { callServer } from '../../support/server.ts';
import { settle, waitFor } from '../../support/wait.ts';
import { installGeolocation, PERMISSION_DENIED, removeGeolocation, restoreGeolocation } from '../../support/geolocation.ts';
import { disableWebGL } from '../../support/webgl.ts';

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
  // The offline basemap too: a map goes idle (and reports the visitor's moves) once its tiles are drawn.
  await callServer('/api/maps/v2/maps/sources/INTERNAL/ROAD');
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
    expect(root(el).querySelector('.vb-unit-finder__label')!.textContent).to.equal('Address, city or ZIP code');
    expect(root(el).querySelector('button[type=submit]')!.textContent).to.equal('Search');
    expect(root(el).querySelector('.vb-unit-finder__locate')!.textContent).to.equal('Use my location');
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
    expect(message(el)).to.equal('Please enter an address, city or ZIP code.');
    expect(input(el).getAttribute('aria-invalid')).to.equal('true');
    expect(input(el).matches(':focus')).to.equal(true);
    expect(errors).to.deep.equal([{ code: 'noValue', message: 'Please enter an address, city or ZIP code.' }]);
    // The message is tied to the field while it shows.
    const describedBy = input(el).getAttribute('aria-describedby')!;
    expect(root(el).querySelector(`[id="${describedBy}"]`)!.textContent).to.equal('Please enter an address, city or ZIP code.');
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
      expect(item.querySelector('.vb-unit-finder__type')!.textContent).to.be.oneOf(['Ward', 'Young single adult ward', 'Single adult ward']);
      const directions = item.querySelector<HTMLAnchorElement>('.vb-unit-finder__directions')!;
      expect(directions.href).to.match(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=Provo/);
      expect(item.querySelector('.vb-unit-finder__address-line')!.textContent).to.not.equal('');
    }
    // Meeting times from hours.primary.code with the default template, and a tel: link for a number.
    expect(root(el).querySelector('.vb-unit-finder__time')!.textContent).to.match(/^Sacrament meeting: \w+day at \d{1,2}:\d{2}/);
    // The reference server gives Provo's wards missionary numbers: at least one result shows its tel: link.
    const tels = [...root(el).querySelectorAll<HTMLAnchorElement>('.vb-unit-finder__phone a')];
    expect(tels.length, 'results with a missionary number').to.be.greaterThan(0);
    for (const tel of tels) expect(tel.getAttribute('href')).to.match(/^tel:\+?\d+$/);
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
    expect(status(el)).to.equal('Searching…');
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
    expect(message(el)).to.equal('We could not find that place. Please check the address.');
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
    expect(message(el)).to.equal('The search could not be completed. Please try again.');
    expect(record.warnings.some((w) => w.includes('the search failed'))).to.equal(true);
    fakeNetwork(passThrough);
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    expect(message(el)).to.equal('');
  });
});

describe('vb-unit-finder: layouts for 0, 1 and many', function () {
  this.timeout(SLOW_MS);

  it('no results: the no-results header, no list, no narrow-down panel', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false" miles="0.2"></vb-unit-finder>');
    const searches = collect<UnitFinderSearchDetail>(el, 'vb-unit-finder-search');
    expect(await searchFor(el, 'Provo, UT')).to.equal('empty');
    expect(status(el)).to.equal('No congregations found near Provo, UT.');
    expect(items(el)).to.have.length(0);
    expect(root(el).querySelector('.vb-unit-finder__filters')).to.equal(null);
    expect(searches).to.deep.equal([{ location: 'Provo, UT', exact: false, count: 0, ids: [] }]);
    await expect(el).to.be.accessible();
  });

  it('one result (an exact address): the single-result layout, selected at once, own ward labelled, no narrow-down panel', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false" miles="0.1"></vb-unit-finder>');
    expect(await searchFor(el, '1900 N 500 W, Provo, UT')).to.equal('results');
    expect(status(el)).to.equal('1 congregation near 1900 N 500 W, Provo, UT');
    const single = root(el).querySelector<HTMLElement>('.vb-unit-finder__single')!;
    expect(single).to.not.equal(null);
    expect(single.hasAttribute('data-vb-selected')).to.equal(true);
    expect(single.hasAttribute('data-vb-own-ward')).to.equal(true);
    expect(single.querySelector('.vb-unit-finder__own-ward')!.textContent).to.equal('Your ward');
    expect(toggles(el)).to.have.length(0);
    expect(root(el).querySelector('.vb-unit-finder__filters')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('an exact address with a wider radius: the own ward first, then the others by distance; the narrow-down panel hidden', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    const searches = collect<UnitFinderSearchDetail>(el, 'vb-unit-finder-search');
    expect(await searchFor(el, '1900 N 500 W, Provo, UT')).to.equal('results');
    expect(items(el).length).to.be.greaterThan(1);
    expect(items(el)[0]!.hasAttribute('data-vb-own-ward')).to.equal(true);
    expect(
      items(el)
        .slice(1)
        .some((item) => item.hasAttribute('data-vb-own-ward')),
    ).to.equal(false);
    const rest = distances(el).slice(1);
    expect([...rest].sort((a, b) => a - b)).to.deep.equal(rest);
    expect(root(el).querySelector('.vb-unit-finder__filters')).to.equal(null);
    expect(searches[0]!.exact).to.equal(true);
  });
});

describe('vb-unit-finder: filters', function () {
  this.timeout(SLOW_MS);

  // Issue 19 item 2 changed this: a filter is sent with a new lookup (it was applied to the last search's units).
  it('language and type filters go with a new lookup; languages replace the URL entry', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder map="false"></vb-unit-finder>');
    const filters = collect<UnitFinderFilterDetail>(el, 'vb-unit-finder-filter');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    const all = ids(el);
    const length = window.history.length;
    const toggle = root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__filters-toggle')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await settle();
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const [language, type] = filterSelects(el);
    expect([...language!.options].map((o) => o.value)).to.include('es');
    fakeNetwork(passThrough);
    language!.value = 'es';
    language!.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => requests.some((request) => request.url.includes('/locations/identify')), 'the lookup with the filter');
    await done(el);
    const spanish = ids(el);
    expect(spanish.length).to.be.greaterThan(0);
    expect(spanish.length).to.be.lessThan(all.length);
    expect(new URL(window.location.href).searchParams.get('languages')).to.equal('es');
    expect(window.history.length).to.equal(length);
    expect(filters).to.deep.equal([{ languages: ['es'], type: '' }]);
    expect(status(el)).to.equal(`${spanish.length} congregations near Provo, UT`);
    await expect(el).to.be.accessible();

    language!.value = '';
    language!.dispatchEvent(new Event('change', { bubbles: true }));
    type!.value = 'ysa';
    type!.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    await done(el);
    const ysa = items(el);
    expect(ysa.length).to.be.greaterThan(0);
    expect(ysa.every((item) => item.querySelector('.vb-unit-finder__type')!.textContent === 'Young single adult ward')).to.equal(true);
    expect(new URL(window.location.href).searchParams.has('languages')).to.equal(false);
  });
});

describe('vb-unit-finder: selection', function () {
  this.timeout(SLOW_MS);

  it('a closed drawer selects its unit (URL replaced, event, analytics); pressing it again shows all; Enter works', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder map="false"></vb-unit-finder>');
    const selects = collect<UnitFinderSelectDetail>(el, 'vb-unit-finder-select');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    const length = window.history.length;
    const second = toggles(el)[1]!;
    const id = items(el)[1]!.dataset.vbUnitId!;
    second.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(second.getAttribute('aria-expanded')).to.equal('true');
    expect(items(el)[1]!.hasAttribute('data-vb-selected')).to.equal(true);
    expect(items(el).filter((item) => item.hasAttribute('data-vb-selected'))).to.have.length(1);
    const panel = root(el).querySelector(`[id="${second.getAttribute('aria-controls')}"]`)!;
    expect(panel.hasAttribute('hidden')).to.equal(false);
    expect(new URL(window.location.href).searchParams.get('unit')).to.equal(id);
    expect(window.history.length).to.equal(length);
    expect(selects[0]).to.deep.equal({ id, name: items(el)[1]!.querySelector('.vb-unit-finder__name')!.textContent });
    const layer = (window as unknown as { dataLayer?: { component: { info: Record<string, unknown> } }[] }).dataLayer ?? [];
    expect(layer.some((event) => event.component.info.unitId === id)).to.equal(true);
    await expect(el).to.be.accessible();

    // Another one moves the selection; the selected one again clears it.
    toggles(el)[0]!.click();
    await settle();
    expect(
      items(el)
        .filter((item) => item.hasAttribute('data-vb-selected'))
        .map((item) => item.dataset.vbUnitId),
    ).to.deep.equal([ids(el)[0]]);
    expect(second.getAttribute('aria-expanded')).to.equal('false');
    toggles(el)[0]!.click();
    await settle();
    expect(items(el).some((item) => item.hasAttribute('data-vb-selected'))).to.equal(false);
    expect(new URL(window.location.href).searchParams.has('unit')).to.equal(false);
    expect(selects.at(-1)).to.deep.equal({ id: null, name: null });
  });

  it("'Show all results' clears the selection and gives focus back to the drawer that was selected", async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    toggles(el)[3]!.click();
    await settle();
    const showAll = root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__show-all')!;
    expect(showAll.textContent).to.equal('Show all results');
    showAll.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(items(el).some((item) => item.hasAttribute('data-vb-selected'))).to.equal(false);
    expect(root(el).querySelector('.vb-unit-finder__show-all')).to.equal(null);
    expect(toggles(el)[3]!.matches(':focus')).to.equal(true);
  });

  it('on the map: selecting a result leaves only its marker; a marker press selects its result', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false"></vb-unit-finder>');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    const markers = () => [...root(el).querySelectorAll<HTMLButtonElement>('button.vb-unit-finder__marker')];
    await waitFor(() => markers().length > 1, 'the result markers', SEARCH_MS);
    const visible = () => markers().filter((marker) => marker.getClientRects().length > 0 && getComputedStyle(marker).visibility !== 'hidden');
    const all = visible().length;
    toggles(el)[2]!.click();
    await settle();
    const id = items(el)[2]!.dataset.vbUnitId!;
    await waitFor(() => visible().length === 1, 'only the selected marker');
    expect(visible()[0]!.dataset.vbUnitId).to.equal(id);
    expect(visible()[0]!.getAttribute('aria-pressed')).to.equal('true');
    toggles(el)[2]!.click();
    await waitFor(() => visible().length === all, 'every marker again');
    const marker = markers().find((m) => m.dataset.vbUnitId === ids(el)[4])!;
    marker.click();
    await settle();
    expect(items(el)[4]!.hasAttribute('data-vb-selected')).to.equal(true);
    expect(toggles(el)[4]!.getAttribute('aria-expanded')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('style-url: the map draws that style instead of the service basemap', async () => {
    const style = { version: 8, sources: {}, layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#f4f1ea' } }] };
    const url = URL.createObjectURL(new Blob([JSON.stringify(style)], { type: 'application/json' }));
    try {
      const { el } = await mountHtml<FinderElement>(`<vb-unit-finder url-state="false" style-url="${url}"></vb-unit-finder>`);
      expect(await searchFor(el, 'Provo, UT')).to.equal('results');
      const map = await waitFor(() => root(el).querySelector('[data-vb-map-type]'), 'the map', SEARCH_MS);
      expect(map.getAttribute('data-vb-map-type')).to.equal(STYLE_URL_MAP_TYPE);
    } finally {
      URL.revokeObjectURL(url);
    }
  });
});

describe("vb-unit-finder: 'Search this area'", function () {
  this.timeout(SLOW_MS);

  it('appears once the visitor moves the map 1000 m or more off the search centre, searches there, and goes', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false"></vb-unit-finder>');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    const areaButton = () => root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__area');
    const first = ids(el);
    const mapRegion = await waitFor(() => root(el).querySelector<HTMLElement>('.vb-unit-finder__map [role="region"]'), 'the map', SEARCH_MS);
    await waitFor(() => root(el).querySelectorAll('button.vb-unit-finder__marker').length > 1, 'the result markers', SEARCH_MS);
    expect(areaButton(), 'no button before the visitor moves the map').to.equal(null);
    // A keyboard visitor pans the map with the arrow keys (100 px a press): a few presses at city zoom are kilometres.
    mapRegion.focus();
    for (let press = 0; press < 6; press += 1) await sendKeys({ press: 'ArrowRight' });
    const button = await waitFor(areaButton, "'Search this area'", SEARCH_MS);
    expect(button.textContent).to.equal('Search this area');
    await expect(el).to.be.accessible();
    button.click();
    await waitFor(() => el.getAttribute('data-vb-state') === 'loading' || ids(el).join() !== first.join(), 'the new search');
    expect(await done(el)).to.equal('results');
    expect(areaButton(), 'gone after use').to.equal(null);
    expect(ids(el)).to.not.deep.equal(first);
    expect(status(el)).to.contain('this area');
  });
});

describe('vb-unit-finder: the URL', function () {
  this.timeout(SLOW_MS);

  it('a search pushes an entry with location; Back reruns the earlier search', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder map="false"></vb-unit-finder>');
    const length = window.history.length;
    await searchFor(el, 'Provo, UT');
    expect(new URL(window.location.href).searchParams.get('location')).to.equal('Provo, UT');
    expect(window.history.length).to.equal(length + 1);
    const provo = ids(el);
    await searchFor(el, 'Orem, UT');
    expect(new URL(window.location.href).searchParams.get('location')).to.equal('Orem, UT');
    expect(window.history.length).to.equal(length + 2);
    expect(ids(el)).to.not.deep.equal(provo);
    window.history.back();
    await waitFor(() => status(el).includes('Provo, UT'), 'the earlier search again', SEARCH_MS);
    await done(el);
    expect(ids(el)).to.deep.equal(provo);
    expect(input(el).value).to.equal('Provo, UT');
  });

  it('a page opened with location, languages and unit shows that state', async () => {
    const { el: probe } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false" languages="es"></vb-unit-finder>');
    await searchFor(probe, 'Provo, UT');
    const spanish = ids(probe);
    probe.remove();
    window.history.replaceState(null, '', `${startUrl}?location=Provo%2C+UT&languages=es&unit=${spanish[1]}`);
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder map="false"></vb-unit-finder>');
    expect(await done(el)).to.equal('results');
    expect(ids(el)).to.deep.equal(spanish);
    expect(input(el).value).to.equal('Provo, UT');
    expect(items(el)[1]!.hasAttribute('data-vb-selected')).to.equal(true);
    expect(filterSelects(el)[0]!.value).to.equal('es');
  });
});

describe('vb-unit-finder: device location', function () {
  this.timeout(SLOW_MS);

  afterEach(() => restoreGeolocation());

  it('no geolocation in the browser: browserLocation', async () => {
    removeGeolocation();
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    const errors = collect<UnitFinderErrorDetail>(el, 'vb-unit-finder-error');
    root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__locate')!.click();
    await waitFor(() => message(el) !== '', 'the message');
    expect(message(el)).to.equal('Your browser cannot share your location. Please type an address.');
    expect(errors.map((e) => e.code)).to.deep.equal(['browserLocation']);
    await expect(el).to.be.accessible();
  });

  it('refused: userLocation', async () => {
    const pending = installGeolocation();
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false" user-location="Blocked."></vb-unit-finder>');
    root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__locate')!.click();
    (await waitFor(() => pending[0], 'the location request')).fail(PERMISSION_DENIED, 'User denied Geolocation');
    await waitFor(() => message(el) !== '', 'the message');
    expect(message(el)).to.equal('Blocked.');
  });

  it('a position: results near it, the URL says GEOLOCATE', async () => {
    const provo = { latitude: 40.2338, longitude: -111.6585 };
    const pending = installGeolocation();
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder map="false"></vb-unit-finder>');
    root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__locate')!.click();
    (await waitFor(() => pending[0], 'the location request')).succeed(provo.latitude, provo.longitude, 10);
    expect(await done(el)).to.equal('results');
    expect(status(el)).to.equal(`${ids(el).length} congregations near your location`);
    expect(distances(el)[0]).to.be.lessThan(5);
    expect(new URL(window.location.href).searchParams.get('location')).to.equal('GEOLOCATE');
  });
});

describe('vb-unit-finder: the map fails, the list works', function () {
  this.timeout(SLOW_MS);

  it('no WebGL: googleUnavailable names the engine above the results, which still show', async () => {
    const restoreWebGL = disableWebGL();
    const record = recordConsole();
    try {
      const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false"></vb-unit-finder>');
      const errors = collect<UnitFinderErrorDetail>(el, 'vb-unit-finder-error');
      expect(await searchFor(el, 'Provo, UT')).to.equal('results');
      await waitFor(() => errors.some((e) => e.code === 'googleUnavailable'), 'the map failure', SEARCH_MS);
      // The engine now starts when the page is idle after the results: its failure's notice renders a moment after the event.
      const notice = await waitFor(() => root(el).querySelector('.vb-unit-finder__notice'), 'the notice above the results');
      expect(notice.textContent).to.equal('The map (MapLibre) could not load. The results are listed below.');
      expect(root(el).querySelector<HTMLElement>('.vb-unit-finder__map')!.hidden).to.equal(true);
      expect(items(el).length).to.be.greaterThan(1);
      await expect(el).to.be.accessible();
    } finally {
      restoreWebGL();
      record.restore();
    }
  });
});

describe('vb-unit-finder: analytics, form display, examples', function () {
  this.timeout(SLOW_MS);

  it('a search goes to the data layer with its text and count', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    await searchFor(el, 'Orem, UT');
    const layer = (window as unknown as { dataLayer?: { component: { info: Record<string, unknown> } }[] }).dataLayer ?? [];
    const search = layer.filter((event) => event.component.info.interactionText === 'Orem, UT').at(-1);
    expect(search?.component.info.results).to.equal(ids(el).length);
  });

  it('form-display: always offers the button, which sends vb-unit-finder-form; dynamic needs the cid and the unit', async () => {
    const { el } = await mountExample<FinderElement>(exampleNamed(examples, 'form-display'));
    const forms = collect<UnitFinderFormDetail>(el, 'vb-unit-finder-form');
    expect(await done(el)).to.equal('results');
    expect(items(el).every((item) => item.hasAttribute('data-vb-form'))).to.equal(true);
    toggles(el)[0]!.click();
    await settle();
    root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__form-button')!.click();
    expect(forms).to.deep.equal([{ id: ids(el)[0], name: items(el)[0]!.querySelector('.vb-unit-finder__name')!.textContent }]);

    const unit = ids(el)[1]!;
    document.cookie = 'cid=camp-7; path=/';
    try {
      const { el: dynamic } = await mountHtml<FinderElement>(
        `<vb-unit-finder url-state="false" map="false" location="Provo, UT" form-display="dynamic-display" form-campaign-ids="camp-7" form-unit-ids="${unit}"></vb-unit-finder>`,
      );
      await done(dynamic);
      expect(
        items(dynamic)
          .filter((item) => item.hasAttribute('data-vb-form'))
          .map((item) => item.dataset.vbUnitId),
      ).to.deep.equal([unit]);
    } finally {
      document.cookie = 'cid=; path=/; max-age=0';
    }
  });

  it('own wording (Spanish example): every text from attributes', async () => {
    const { el } = await mountExample<FinderElement>(exampleNamed(examples, 'own-wording'));
    expect(root(el).querySelector('.vb-unit-finder__label')!.textContent).to.equal('Dirección, ciudad o código postal');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    expect(status(el)).to.match(/^\d+ congregaciones cerca de Provo, UT$/);
    expect(root(el).querySelector('.vb-unit-finder__distance')!.textContent).to.match(/^a \d+,\d mi$/);
    expect(root(el).querySelector('.vb-unit-finder__directions')!.textContent).to.equal('Cómo llegar');
    await expect(el).to.be.accessible();
  });
});

describe('vb-unit-finder: render modes and variants', function () {
  this.timeout(SLOW_MS);

  it('light DOM: the same finder in the page, classes prefixed so page CSS for .button, .label or .results does not reach it', async () => {
    const style = document.createElement('style');
    style.textContent = '.button, .title, .results, .label, .search, .input, .status, .name { display: none !important; }';
    document.head.append(style);
    try {
      const { el } = await mountHtml<FinderElement>('<vb-unit-finder render="light" url-state="false" map="false"></vb-unit-finder>');
      expect(el.shadowRoot).to.equal(null);
      expect(el.querySelector('.vb-unit-finder__input')).to.not.equal(null);
      expect(await searchFor(el, 'Provo, UT')).to.equal('results');
      expect(el.querySelectorAll('li[data-vb-unit-id]').length).to.be.greaterThan(1);
      const label = el.querySelector('.vb-unit-finder__label')!;
      expect(getComputedStyle(label).display).to.not.equal('none');
      for (const part of ['results', 'input', 'status', 'name', 'button']) {
        expect(getComputedStyle(el.querySelector(`.vb-unit-finder__${part}`)!).display, part).to.not.equal('none');
      }
      await expect(el).to.be.accessible();
    } finally {
      style.remove();
    }
  });

  it('320 px (a 222 px column, as on the demo page): nothing is wider than the finder, the filters open included', async () => {
    const { el } = await mountHtml<FinderElement>('<div style="width: 222px"><vb-unit-finder url-state="false" map="false"></vb-unit-finder></div>');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__filters-toggle')!.click();
    toggles(el)[0]!.click();
    await settle();
    const right = el.getBoundingClientRect().right;
    const wider = [...root(el).querySelectorAll('*')].filter((node) => node.getBoundingClientRect().right > right + 0.5).map((node) => node.className);
    expect(wider).to.deep.equal([]);
  });

  it("variant giving-machines: the giving machines' list with the element's wording", async () => {
    const { el } = await mountHtml<FinderElement>(
      '<vb-unit-finder variant="giving-machines" url-state="false" giving-heading="Máquinas de donación"></vb-unit-finder>',
    );
    expect(el.getAttribute('data-vb-variant')).to.equal('giving-machines');
    await waitFor(() => root(el).querySelectorAll('.vb-unit-finder__giving-entry').length > 0, 'the giving machines', SEARCH_MS);
    expect(root(el).querySelector('.vb-unit-finder__giving-heading')!.textContent).to.equal('Máquinas de donación');
    expect(root(el).querySelector('.vb-unit-finder__search')).to.equal(null);
    await expect(el).to.be.accessible();
  });
});
