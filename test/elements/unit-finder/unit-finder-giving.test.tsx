/**
 * The unit finder's giving-machines variant (elements/unit-finder/giving-machines.tsx) in Chromium, on the
 * real MapLibre engine and the reference server's 60 giving-machine sites: the list, a machine's detail and
 * the way back (mouse, keyboard, markers), the map failing, the list failing, axe in each view.
 *
 * The variant is a part of vb-unit-finder, which renders it for variant="giving-machines"; here it runs in a
 * test element of its own so that its behaviour is tested apart from the rest of the finder.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { defineElement } from '../../../src/define-element.ts';
import { GivingMachines, type GivingMachinesStrings } from '../../../elements/unit-finder/giving-machines.tsx';
import type { FinderMapFailure } from '../../../elements/unit-finder/finder-map-logic.ts';
import type { Location } from '../../../maps/service/types.ts';
import { recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, passThrough } from '../../support/network.ts';
import { callServer } from '../../support/server.ts';
import { waitFor } from '../../support/wait.ts';
import { disableWebGL } from '../../support/webgl.ts';

const SLOW_MS = 60000;
const LOAD_MS = 30000;
const TAG = 'vb-test-giving-machines';

/** What the variant told the finder in the current test. */
let selections: (string | undefined)[] = [];
let selectedNames: (string | undefined)[] = [];
let mapErrors: FinderMapFailure[] = [];
let extraProps: { strings?: Partial<GivingMachinesStrings> } = {};

/** The finder's English wording, written here as a visitor reads it (the finder passes its attributes). */
const ENGLISH: GivingMachinesStrings = {
  heading: 'Giving Machine locations',
  mapLabel: 'Map of Giving Machine locations',
  back: 'All locations',
  loading: 'Loading Giving Machine locations…',
  loadError: 'Giving Machine locations could not be loaded. Please try again later.',
  empty: 'There are no Giving Machine locations right now.',
  retry: 'Try again',
  facebook: 'Facebook',
  instagram: 'Instagram',
  address: 'Address',
  venue: 'Where',
  dates: 'Dates',
  hours: 'Hours',
  charities: 'Charities',
};

function Harness() {
  return (
    <GivingMachines
      strings={{ ...ENGLISH, ...extraProps.strings }}
      service={{}}
      onSelect={(id, name) => {
        selections.push(id);
        selectedNames.push(name);
      }}
      onMapError={(detail) => mapErrors.push(detail)}
    />
  );
}
if (!customElements.get(TAG)) defineElement({ name: 'test-giving-machines', component: Harness, props: {} });

interface Site {
  id: string;
  name: string;
}
let sites: Site[] = [];
let record: ConsoleRecord;

const root = (el: HTMLElement) => renderRoot(el) as ParentNode & { activeElement?: Element | null };
const entries = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLButtonElement>('.vb-unit-finder__giving-entry')];
const markers = (el: HTMLElement) => [...root(el).querySelectorAll<HTMLButtonElement>('.vb-unit-finder__marker')];
const shownMarkers = (el: HTMLElement) => markers(el).filter((marker) => !marker.hidden);
const focused = (el: HTMLElement): Element | null => (el.shadowRoot ? el.shadowRoot.activeElement : document.activeElement);

async function mount(render: 'shadow' | 'light' = 'shadow'): Promise<HTMLElement> {
  const { el } = await mountHtml(`<${TAG}></${TAG}>`, { render });
  await waitFor(() => entries(el).length > 0, 'the giving-machine list', LOAD_MS);
  return el;
}

async function withMarkers(el: HTMLElement): Promise<void> {
  await waitFor(() => markers(el).length === sites.length, 'a marker per site', LOAD_MS);
}

describe('vb-unit-finder giving-machines variant', function () {
  this.timeout(SLOW_MS);

  before(async function () {
    this.timeout(120000);
    await callServer('/api/maps/v2/maps/sources/INTERNAL/ROAD');
    const { body } = await callServer<Location[]>(`/api/maps/v2/locations?layers=${encodeURIComponent('["GIVING_MACHINE"]')}&limit=1000`);
    sites = body.map((site) => ({ id: site.id, name: site.name ?? '' })).sort((a, b) => a.name.localeCompare(b.name));
    expect(sites.length).to.equal(60);
  });

  beforeEach(() => {
    selections = [];
    selectedNames = [];
    mapErrors = [];
    extraProps = {};
    record = recordConsole();
  });
  afterEach(() => record.restore());

  it('lists every site by name with its address, and draws a named marker for each', async () => {
    const el = await mount();
    const list = entries(el);
    expect(list.map((entry) => entry.querySelector('.vb-unit-finder__giving-entry-name')?.textContent)).to.deep.equal(sites.map((site) => site.name));
    expect(list.map((entry) => entry.dataset.vbMachineId)).to.deep.equal(sites.map((site) => site.id));
    expect(list.every((entry) => (entry.querySelector('.vb-unit-finder__giving-entry-address')?.textContent ?? '').length > 5)).to.equal(true);
    expect(root(el).querySelector('.vb-unit-finder__giving-heading')?.textContent).to.equal('Giving Machine locations');
    await withMarkers(el);
    expect(
      markers(el)
        .map((marker) => marker.getAttribute('aria-label'))
        .sort(),
    ).to.deep.equal(sites.map((site) => site.name).sort());
    expect(shownMarkers(el).length).to.equal(60);
    expect(record.errors).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it("a click opens the site's detail: name (focused), address, detail fields, Facebook and Instagram; only its marker stays", async () => {
    const el = await mount();
    await withMarkers(el);
    const site = sites[3]!;
    entries(el)[3]!.click();
    const heading = await waitFor(() => root(el).querySelector<HTMLElement>('.vb-unit-finder__giving-name'), 'the detail');
    expect(heading.textContent).to.equal(site.name);
    await waitFor(() => focused(el) === heading, 'focus on the heading');
    expect(root(el).querySelector('.vb-unit-finder__giving')?.getAttribute('data-vb-view')).to.equal('detail');
    const labels = [...root(el).querySelectorAll('.vb-unit-finder__giving-field > dt')].map((dt) => dt.textContent);
    expect(labels).to.deep.equal(['Address', 'Where', 'Dates', 'Hours', 'Charities']);
    const values = [...root(el).querySelectorAll('.vb-unit-finder__giving-field > dd')].map((dd) => dd.textContent ?? '');
    expect(values.every((value) => value.length > 0)).to.equal(true);
    expect(values[4]).to.contain(', ');
    const links = [...root(el).querySelectorAll<HTMLAnchorElement>('.vb-unit-finder__giving-link')];
    expect(links.map((link) => link.textContent)).to.deep.equal(['Facebook', 'Instagram']);
    expect(links[0]!.href).to.match(/^https:\/\/www\.facebook\.com\/givingmachines\./);
    expect(links[1]!.href).to.match(/^https:\/\/www\.instagram\.com\/givingmachines_/);
    for (const link of links) {
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.contain('noopener');
    }
    expect(shownMarkers(el).map((marker) => marker.dataset.vbUnitId)).to.deep.equal([site.id]);
    expect(shownMarkers(el)[0]!.getAttribute('aria-pressed')).to.equal('true');
    // The map comes to the site (centred at city zoom): its pin stands in the middle of the map.
    const mapBox = root(el).querySelector('.vb-unit-finder__giving-map')!.getBoundingClientRect();
    await waitFor(() => {
      const pin = shownMarkers(el)[0]!.getBoundingClientRect();
      return Math.abs(pin.left + pin.width / 2 - (mapBox.left + mapBox.width / 2)) < 2 && Math.abs(pin.bottom - (mapBox.top + mapBox.height / 2)) < 2;
    }, 'the map centred on the site');
    expect(selections).to.deep.equal([site.id]);
    expect(selectedNames).to.deep.equal([site.name]);
    await expect(el).to.be.accessible();
  });

  it('back returns to the list with focus on the same entry and every marker shown; Escape does the same', async () => {
    const el = await mount();
    await withMarkers(el);
    entries(el)[5]!.click();
    const back = await waitFor(() => root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__giving-back'), 'the back button');
    expect(back.textContent).to.contain('All locations');
    back.click();
    await waitFor(() => focused(el) === entries(el)[5], 'focus back on the entry');
    expect(root(el).querySelector('.vb-unit-finder__giving')?.getAttribute('data-vb-view')).to.equal('list');
    expect(shownMarkers(el).length).to.equal(60);
    expect(selections).to.deep.equal([sites[5]!.id, undefined]);

    entries(el)[7]!.click();
    await waitFor(() => root(el).querySelector('.vb-unit-finder__giving-name'), 'the detail');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => focused(el) === entries(el)[7], 'focus back on the entry after Escape');
    expect(selections).to.deep.equal([sites[5]!.id, undefined, sites[7]!.id, undefined]);
  });

  it('keyboard: Enter on an entry opens it, Shift+Tab reaches back, Enter returns to the entry', async () => {
    const el = await mount();
    entries(el)[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal(entries(el)[1]);
    await sendKeys({ press: 'Enter' });
    const heading = await waitFor(() => root(el).querySelector<HTMLElement>('.vb-unit-finder__giving-name'), 'the detail');
    await waitFor(() => focused(el) === heading, 'focus on the heading');
    expect(heading.textContent).to.equal(sites[1]!.name);
    await sendKeys({ press: 'Shift+Tab' });
    expect(focused(el)?.classList.contains('vb-unit-finder__giving-back')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => focused(el) === entries(el)[1], 'focus back on the entry');
  });

  it("a marker opens its site's detail too; pressing it again goes back to the list", async () => {
    const el = await mount();
    await withMarkers(el);
    const site = sites[10]!;
    const marker = markers(el).find((candidate) => candidate.dataset.vbUnitId === site.id)!;
    marker.click();
    const heading = await waitFor(() => root(el).querySelector<HTMLElement>('.vb-unit-finder__giving-name'), 'the detail');
    expect(heading.textContent).to.equal(site.name);
    await waitFor(() => focused(el) === heading, 'focus on the heading');
    marker.click();
    await waitFor(() => root(el).querySelector('.vb-unit-finder__giving-list'), 'the list again');
    expect(shownMarkers(el).length).to.equal(60);
    expect(selections).to.deep.equal([site.id, undefined]);
    expect(selectedNames).to.deep.equal([site.name, undefined]);
  });

  it('the map failing (no WebGL) is reported naming MapLibre, and the list and detail still work', async () => {
    const restoreWebGL = disableWebGL();
    try {
      const el = await mount();
      await waitFor(() => mapErrors.length === 1, 'the map error');
      expect(mapErrors[0]!.engine).to.equal('maplibre');
      expect(mapErrors[0]!.engineLabel).to.equal('MapLibre');
      expect(markers(el)).to.deep.equal([]);
      entries(el)[2]!.click();
      const heading = await waitFor(() => root(el).querySelector<HTMLElement>('.vb-unit-finder__giving-name'), 'the detail');
      expect(heading.textContent).to.equal(sites[2]!.name);
      expect(record.warnings.some((warning) => warning.includes('MapLibre'))).to.equal(true);
    } finally {
      restoreWebGL();
    }
  });

  it("the site list failing (a 503 the reference server cannot give on demand) shows the load error, announced; 'Try again' loads it", async () => {
    let down = true;
    fakeNetwork((request) =>
      down && /\/locations\?/.test(request.url) ? new Response('{}', { status: 503, statusText: 'Service Unavailable' }) : passThrough(request),
    );
    extraProps = { strings: { loadError: 'No giving machines right now.', retry: 'Load again' } };
    const { el } = await mountHtml(`<${TAG}></${TAG}>`);
    const alert = await waitFor(() => root(el).querySelector('[role="alert"]'), 'the load error', LOAD_MS);
    expect(alert.textContent).to.equal('No giving machines right now.');
    expect(entries(el)).to.deep.equal([]);
    expect(root(el).querySelector('[role="status"]')?.textContent).to.equal('');
    expect(record.warnings.length).to.be.greaterThan(0);
    await expect(el).to.be.accessible();
    // The service is back: 'Try again' loads the list.
    down = false;
    const retry = root(el).querySelector<HTMLButtonElement>('.vb-unit-finder__giving-retry')!;
    expect(retry.textContent).to.equal('Load again');
    retry.click();
    await waitFor(() => entries(el).length === 60, 'the list after trying again', LOAD_MS);
    expect(root(el).querySelector('[role="alert"]')).to.equal(null);
  });

  it('wording comes from the finder (attributes): every string can be replaced', async () => {
    extraProps = { strings: { heading: 'Máquinas de donación', back: 'Todas', facebook: 'FB', venue: 'Lugar' } };
    const el = await mount();
    expect(root(el).querySelector('.vb-unit-finder__giving-heading')?.textContent).to.equal('Máquinas de donación');
    entries(el)[0]!.click();
    await waitFor(() => root(el).querySelector('.vb-unit-finder__giving-back'), 'the detail');
    expect(root(el).querySelector('.vb-unit-finder__giving-back')?.textContent).to.contain('Todas');
    expect(root(el).querySelector('.vb-unit-finder__giving-link')?.textContent).to.equal('FB');
    expect(root(el).querySelectorAll('.vb-unit-finder__giving-field > dt')[1]?.textContent).to.equal('Lugar');
  });

  it('light DOM: renders into the page, works, and passes axe in the list and the detail', async () => {
    const el = await mount('light');
    expect(el.shadowRoot).to.equal(null);
    await withMarkers(el);
    await expect(el).to.be.accessible();
    entries(el)[1]!.click();
    await waitFor(() => root(el).querySelector('.vb-unit-finder__giving-name'), 'the detail');
    await expect(el).to.be.accessible();
  });
});
