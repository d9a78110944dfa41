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
import { fakeNetwork, held, json, passThrough, requests, serverError } from '../../support/network.ts';
import { callServer } from '../../support/server.ts';
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

const listbox = (el: HTMLElement) => root(el).querySelector<HTMLElement>('.vb-unit-finder__listbox');
const optionTexts = (el: HTMLElement) => [...root(el).querySelectorAll('.vb-unit-finder__option')].map((option) => option.textContent ?? '');
const listShown = (el: HTMLElement) => listbox(el) !== null && !listbox(el)!.hidden;
const autocompleteCalls = () => requests.filter((request) => new URL(request.url).pathname.endsWith('/api/autocomplete'));

async function typeInto(el: HTMLElement, text: string): Promise<void> {
  input(el).focus();
  await sendKeys({ type: text });
}

describe('vb-unit-finder: address suggestions in the search box (item 1)', function () {
  this.timeout(SLOW_MS);

  it("a US finder suggests the server's addresses as the visitor types; Down and Enter choose one and search it", async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    const field = input(el);
    expect(field.getAttribute('role')).to.equal('combobox');
    expect(field.getAttribute('aria-autocomplete')).to.equal('list');
    await typeInto(el, '500 N');
    const expected = ((await callServer('/api/autocomplete?address=500%20N')).body as { text: string }[]).map((option) => option.text);
    expect(expected.length).to.be.greaterThan(0);
    await waitFor(() => listShown(el) && JSON.stringify(optionTexts(el)) === JSON.stringify(expected), 'the suggestions', SEARCH_MS);
    expect(optionTexts(el).length).to.be.at.most(10);
    expect(field.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    const first = root(el).querySelector('.vb-unit-finder__option')!;
    expect(field.getAttribute('aria-activedescendant')).to.equal(first.id);
    expect(first.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    expect(field.value).to.equal(expected[0]);
    expect(listShown(el)).to.equal(false);
    expect(await done(el)).to.be.oneOf(['results', 'empty']);
    expect(root(el).querySelector('.vb-unit-finder__status')!.textContent).to.include(expected[0]);
  });

  it('only for the US, only for non-blank text, up to 10 (or suggestion-count) options, a failing call gives none', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      text: `${i + 1} Main St, Provo UT 84601`,
      street_line: `${i + 1} Main St`,
      city: 'Provo',
      state: 'UT',
      zipcode: '84601',
    }));
    fakeNetwork((request) => (new URL(request.url).pathname.endsWith('/api/autocomplete') ? json(many) : passThrough(request)));
    const { el: canada } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false" country="ca"></vb-unit-finder>');
    await typeInto(canada, '500 N');
    await settle();
    expect(input(canada).hasAttribute('role')).to.equal(false);
    expect(listbox(canada)).to.equal(null);
    expect(autocompleteCalls()).to.have.length(0);
    canada.remove();

    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    await typeInto(el, '   ');
    await settle();
    expect(autocompleteCalls()).to.have.length(0);
    await typeInto(el, '1');
    await waitFor(() => optionTexts(el).length > 0, 'the suggestions');
    expect(optionTexts(el)).to.have.length(10);
    expect(new URL(autocompleteCalls()[0]!.url).searchParams.get('address')).to.equal('1');

    const { el: three } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false" suggestion-count="3"></vb-unit-finder>');
    await typeInto(three, '1');
    await waitFor(() => optionTexts(three).length > 0, 'the suggestions');
    expect(optionTexts(three)).to.have.length(3);

    fakeNetwork((request) => (new URL(request.url).pathname.endsWith('/api/autocomplete') ? serverError(500) : passThrough(request)));
    await typeInto(three, '2');
    await waitFor(() => autocompleteCalls().length > 0, 'the failing call');
    await waitFor(() => optionTexts(three).length === 0, 'the list emptied');
    expect(listShown(three)).to.equal(false);
  });

  it("only the last query's answer shows, whatever order the answers come in", async () => {
    const gate = held((request) => json([{ text: `Stale answer for ${new URL(request.url).searchParams.get('address')}` }]));
    fakeNetwork((request) => {
      const url = new URL(request.url);
      if (!url.pathname.endsWith('/api/autocomplete')) return passThrough(request);
      return url.searchParams.get('address') === '5' ? gate(request) : json([{ text: `Answer for ${url.searchParams.get('address')}` }]);
    });
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    await typeInto(el, '5');
    await waitFor(() => gate.waiting > 0, 'the first call held');
    await sendKeys({ type: '0' });
    await waitFor(() => optionTexts(el).length > 0, 'the newer answer');
    gate.release();
    await settle();
    await settle();
    expect(optionTexts(el)).to.deep.equal(['Answer for 50']);
  });
});

describe('vb-unit-finder: device location failures (item 3)', function () {
  this.timeout(SLOW_MS);
  afterEach(() => restoreGeolocation());

  const locate = async (attributes = '') => {
    const { el } = await mountHtml<FinderElement>(`<vb-unit-finder url-state="false" map="false" ${attributes}></vb-unit-finder>`);
    const errors = collect<UnitFinderErrorDetail>(el, 'vb-unit-finder-error');
    root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__locate')!.click();
    return { el, errors };
  };

  it('unsupported: browserLocation', async () => {
    removeGeolocation();
    const { el, errors } = await locate();
    await waitFor(() => message(el) !== '', 'the message');
    expect(message(el)).to.equal('Your browser cannot share your location. Please type an address.');
    expect(errors.map((error) => error.code)).to.deep.equal(['browserLocation']);
  });

  it('refused: userLocation', async () => {
    const pending = installGeolocation();
    const { el, errors } = await locate();
    (await waitFor(() => pending[0], 'the location request')).fail(PERMISSION_DENIED, 'User denied Geolocation');
    await waitFor(() => message(el) !== '', 'the message');
    expect(message(el)).to.equal('Location access is blocked. Please allow it or type an address.');
    expect(errors.map((error) => error.code)).to.deep.equal(['userLocation']);
  });

  for (const [reason, code] of [
    ['unavailable', POSITION_UNAVAILABLE],
    ['timeout', TIMEOUT],
  ] as const) {
    it(`${reason}: the search-error path, not userLocation`, async () => {
      const pending = installGeolocation();
      const { el, errors } = await locate('search-error="No position, try again."');
      (await waitFor(() => pending[0], 'the location request')).fail(code, reason);
      await waitFor(() => message(el) !== '', 'the message');
      expect(message(el)).to.equal('No position, try again.');
      expect(errors).to.deep.equal([{ code: 'search', message: 'No position, try again.' }]);
      expect(el.getAttribute('data-vb-state')).to.equal('error');
    });
  }
});

describe('vb-unit-finder: units-and-campaigns (item 7)', function () {
  this.timeout(SLOW_MS);
  afterEach(() => {
    document.cookie = 'cid=; max-age=0; path=/';
  });

  it("dynamic-display reads the spec's JSON object: only its unit offers the form, to a visitor of its campaign", async () => {
    const provo = await runFinderSearch({ client: getMapsClient({ clientId: 'visitor-blocks' }), text: 'Provo, UT' });
    const unit = provo.units[1]!.id;
    document.cookie = 'cid=c-19; path=/';
    const lists = JSON.stringify({ campaignIds: ['c-19'], unitIds: [unit] });
    const { el } = await mountHtml<FinderElement>(
      `<vb-unit-finder url-state="false" map="false" form-display="dynamic-display" units-and-campaigns='${lists}'></vb-unit-finder>`,
    );
    expect(el.unitsAndCampaigns).to.deep.equal({ campaignIds: ['c-19'], unitIds: [unit] });
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    expect(
      items(el)
        .filter((item) => item.hasAttribute('data-vb-form'))
        .map((item) => item.dataset.vbUnitId),
    ).to.deep.equal([unit]);
    document.cookie = 'cid=c-other; path=/';
    el.setAttribute('units-and-campaigns', JSON.stringify({ campaignIds: ['c-19', 'c-other'], unitIds: [unit] }));
    await settle();
    expect(items(el).filter((item) => item.hasAttribute('data-vb-form'))).to.have.length(1);
  });
});

describe('vb-unit-finder: focus after Back (item 11)', function () {
  this.timeout(SLOW_MS);
  // An entry of this page's own to go Back to, so Back never leaves the test page.
  beforeEach(() => window.history.pushState(null, '', startUrl));

  it('Back from a selected result to the entry before the search: focus goes to the search field', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder map="false"></vb-unit-finder>');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    const toggle = root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__toggle')!;
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => new URL(window.location.href).searchParams.has('unit'), 'the selection in the URL');
    window.history.back();
    await waitFor(() => el.getAttribute('data-vb-state') === 'idle', 'the finder cleared', SEARCH_MS);
    await settle();
    expect(deepActive()).to.equal(input(el));
  });

  it('Back to an earlier search: focus goes to the results header, never to the page', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder map="false"></vb-unit-finder>');
    await searchFor(el, 'Provo, UT');
    await searchFor(el, 'Orem, UT');
    root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__toggle')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => new URL(window.location.href).searchParams.has('unit'), 'the selection in the URL');
    window.history.back();
    await waitFor(() => (root(el).querySelector('.vb-unit-finder__status')?.textContent ?? '').includes('Provo, UT'), 'the earlier search', SEARCH_MS);
    await done(el);
    const header = root(el).querySelector('.vb-unit-finder__status');
    expect(deepActive()).to.equal(header);
    expect(deepActive()).to.not.equal(document.body);
  });
});

describe('vb-unit-finder: result names (item 13)', function () {
  this.timeout(SLOW_MS);

  it('after a search every result has its own accessible name without a doubled type word; axe landmark-unique and the rest are clean', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    // The name a screen reader hears: the button's text without what is aria-hidden.
    const names = [...root(el).querySelectorAll<HTMLButtonElement>('.vb-unit-finder__toggle')].map((button) => {
      const copy = button.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return [...copy.querySelectorAll('.vb-unit-finder__name, .vb-unit-finder__number, .vb-unit-finder__type, .vb-unit-finder__distance')]
        .map((part) => part.textContent)
        .join(' ');
    });
    expect(names.length).to.be.greaterThan(10);
    expect(new Set(names).size).to.equal(names.length);
    for (const name of names) expect(name).to.not.match(/\b([a-z]+)\W+\1\b/i, name);
    expect(names.some((name) => / Ward \d/.test(name))).to.equal(true, 'a name ending in Ward, then the distance');
    expect(root(el).querySelectorAll('.vb-unit-finder__results [role="region"]')).to.have.length(0);
    const result = await axe.run(el, { runOnly: { type: 'rule', values: ['landmark-unique', 'label-content-name-mismatch'] } });
    expect(result.violations.map((violation) => `${violation.id} x${violation.nodes.length}`)).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });
});

describe('vb-unit-finder: filters go with the lookup (item 2)', function () {
  this.timeout(SLOW_MS);

  it('a language filter asks the maps service again with the language; the list holds what it answers', async () => {
    const { el } = await mountHtml<FinderElement>('<vb-unit-finder url-state="false" map="false"></vb-unit-finder>');
    expect(await searchFor(el, 'Provo, UT')).to.equal('results');
    root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__filters-toggle')!.click();
    await settle();
    fakeNetwork(passThrough);
    const [language] = [...root(el).querySelectorAll<HTMLSelectElement>('.vb-unit-finder__select')];
    language!.value = 'es';
    language!.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => requests.some((request) => request.url.includes('/locations/identify')), 'the lookup');
    await done(el);
    const identify = requests.find((request) => request.url.includes('/locations/identify'))!;
    const sent = decodeURIComponent(identify.url) + (identify.method === 'POST' ? await identify.clone().text() : '');
    expect(sent).to.include('language.code');
    expect(sent).to.include('spa');
    expect(sent).to.include('WARD.SEASONAL');
    expect(ids(el).length).to.equal(10);
    expect([...root(el).querySelectorAll('.vb-unit-finder__filters select')][0]).to.equal(language);
  });
});
