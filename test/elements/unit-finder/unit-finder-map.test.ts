/**
 * The unit finder's map (elements/unit-finder/finder-map.ts) in Chromium on the real MapLibre engine and the
 * real reference maps service, with real wards near Provo: markers, selection, keyboard, fitting, the visitor's
 * moves ('Search this area', analytics), reduced motion and the engine failure path.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { FIT_PADDING, SEARCH_THIS_AREA_METERS } from '../../../elements/unit-finder/finder-constants.ts';
import {
  createFinderMap,
  type FinderMap,
  type FinderMapFailure,
  type FinderMapInteraction,
  type FinderMapMoved,
  type FinderMapStart,
  type FinderMapUnit,
} from '../../../elements/unit-finder/finder-map.ts';
import { adoptMoreStyles } from '../../../src/more-styles.ts';
import type { Location } from '../../../maps/service/types.ts';
import type { Position } from '../../../maps/geo/position.ts';
import { recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { callServer } from '../../support/server.ts';
import { waitFor } from '../../support/wait.ts';
import { disableWebGL } from '../../support/webgl.ts';

/** SwiftShader draws on the CPU and the first call waits for the reference server's generated world. */
const SLOW_MS = 60000;
const PROVO: Position = { latitude: 40.2338, longitude: -111.6585 };

interface Harness {
  host: HTMLElement;
  map: FinderMap;
  selected: (string | undefined)[];
  moved: FinderMapMoved[];
  interactions: FinderMapInteraction[];
  errors: FinderMapFailure[];
}

let hosts: HTMLElement[] = [];
let maps: FinderMap[] = [];
let wards: FinderMapUnit[] = [];
let record: ConsoleRecord;

async function start(overrides: Partial<FinderMapStart> = {}, size = { width: 800, height: 500 }): Promise<Harness> {
  const host = document.createElement('div');
  host.style.cssText = `position:relative;width:${size.width}px;height:${size.height}px;`;
  const root = host.attachShadow({ mode: 'open' });
  const canvas = document.createElement('div');
  canvas.style.cssText = 'position:absolute;inset:0;';
  const overlay = document.createElement('div');
  overlay.style.cssText = 'position:absolute;inset:0;pointer-events:none;';
  root.append(canvas, overlay);
  document.body.append(host);
  hosts.push(host);
  const harness = { host, selected: [], moved: [], interactions: [], errors: [] } as Omit<Harness, 'map'> & { map?: FinderMap };
  const map = await createFinderMap({
    canvas,
    overlay,
    label: 'Map of wards near Provo',
    originLabel: 'Your search',
    service: {},
    events: host,
    signal: new AbortController().signal,
    adoptStyles: (key, css) => adoptMoreStyles(host, 'shadow', 'vb-unit-finder', key, css),
    onMarkerSelect: (id) => harness.selected.push(id),
    onMoved: (detail) => harness.moved.push(detail),
    onInteraction: (detail) => harness.interactions.push(detail),
    onError: (detail) => harness.errors.push(detail),
    ...overrides,
  });
  if (map) maps.push(map);
  harness.map = map;
  return harness as Harness;
}

const markers = (host: HTMLElement): HTMLButtonElement[] => [...host.shadowRoot!.querySelectorAll<HTMLButtonElement>('.vb-unit-finder__marker')];
const shown = (host: HTMLElement): HTMLButtonElement[] => markers(host).filter((marker) => !marker.hidden);

/** Waits until the engine has settled (its idle) after whatever it is doing. */
function idle(map: FinderMap): Promise<void> {
  return new Promise((resolve) => {
    const off = map.engine.on('idle', () => {
      off();
      resolve();
    });
  });
}

/** Drags the map by (dx, dy) CSS pixels with the real mouse, from the middle of the host. */
async function drag(host: HTMLElement, dx: number, dy: number): Promise<void> {
  const box = host.getBoundingClientRect();
  const x = Math.round(box.left + box.width / 2);
  const y = Math.round(box.top + box.height / 2 + 60);
  await sendMouse({ type: 'move', position: [x, y] });
  await sendMouse({ type: 'down' });
  for (let step = 1; step <= 5; step += 1) await sendMouse({ type: 'move', position: [Math.round(x + (dx * step) / 5), Math.round(y + (dy * step) / 5)] });
  await sendMouse({ type: 'up' });
}

describe('vb-unit-finder map (finder-map.ts)', function () {
  this.timeout(SLOW_MS);

  before(async function () {
    this.timeout(120000);
    await callServer('/api/maps/v2/maps/sources/INTERNAL/ROAD');
    // The ten nearest wards to Provo, as the finder's inexact search asks for them.
    const query = `coordinates=${encodeURIComponent(JSON.stringify([PROVO.longitude, PROVO.latitude]))}&layers=${encodeURIComponent('["WARDS"]')}&nearest=10&radius=16090`;
    const { status, body } = await callServer<Location[]>(`/api/maps/v2/locations/identify?${query}`);
    expect(status).to.equal(200);
    wards = body
      .filter((ward): ward is Location & { coordinates: Position } => Boolean(ward.coordinates && ward.name))
      .map((ward, index) => ({ id: ward.id, name: ward.name!, position: ward.coordinates, number: index + 1 }));
    expect(wards.length).to.be.greaterThan(3);
  });

  beforeEach(() => {
    record = recordConsole();
  });
  afterEach(async () => {
    record.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
    for (const map of maps) map.destroy();
    for (const host of hosts) host.remove();
    maps = [];
    hosts = [];
  });

  it('draws a named, focusable toggle button per result in list order, and the searched point', async () => {
    const { host, map } = await start();
    map.showResults(wards, PROVO);
    const buttons = markers(host);
    expect(buttons.map((button) => button.dataset.vbUnitId)).to.deep.equal(wards.map((ward) => ward.id));
    buttons.forEach((button, index) => {
      expect(button.localName).to.equal('button');
      // One tab stop for all the markers (issue 19 item 10): the first takes Tab, the arrows move between them.
      expect(button.tabIndex).to.equal(index === 0 ? 0 : -1);
      // The pin's number is part of the name (label in name), then the unit's display name.
      expect(button.getAttribute('aria-label')).to.equal(`${index + 1}. ${wards[index]!.name}`);
      expect(button.getAttribute('aria-pressed')).to.equal('false');
      expect(button.textContent).to.equal(String(index + 1));
    });
    const origin = host.shadowRoot!.querySelectorAll('.vb-unit-finder__origin');
    expect(origin.length).to.equal(1);
    expect(origin[0]!.getAttribute('aria-label')).to.equal('Your search');
    // Wards of one meetinghouse fan out: each is seen and takes its own click.
    const same = wards.findIndex(
      (ward, index) =>
        index > 0 && ward.position.latitude === wards[index - 1]!.position.latitude && ward.position.longitude === wards[index - 1]!.position.longitude,
    );
    expect(same, 'two wards of one meetinghouse in the reference data').to.be.greaterThan(0);
    const [a, b] = [buttons[same - 1]!.getBoundingClientRect(), buttons[same]!.getBoundingClientRect()];
    expect(Math.abs(a.left - b.left)).to.be.at.least(20);
    for (const button of [buttons[same - 1]!, buttons[same]!]) {
      const box = button.getBoundingClientRect();
      const hit = host.shadowRoot!.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(button.contains(hit), `${button.getAttribute('aria-label')} takes its own click`).to.equal(true);
    }
    // A new search replaces the markers, it does not add to them.
    map.showResults(wards.slice(0, 2), PROVO);
    expect(markers(host).length).to.equal(2);
    expect(host.shadowRoot!.querySelectorAll('.vb-unit-finder__origin').length).to.equal(1);
    await expect(host).to.be.accessible();
    expect(record.errors).to.deep.equal([]);
  });

  it('fits every result and the origin inside padding top 100 and others 50, zoomed in as far as that allows', async () => {
    const size = { width: 800, height: 500 };
    const { map } = await start({}, size);
    map.showResults(wards, PROVO);
    const points = [...wards.map((ward) => ward.position), PROVO].map((position) => map.engine.project(position));
    const top = Math.min(...points.map((p) => p.y));
    const bottom = Math.max(...points.map((p) => p.y));
    const left = Math.min(...points.map((p) => p.x));
    const right = Math.max(...points.map((p) => p.x));
    expect(top).to.be.at.least(FIT_PADDING.top - 1);
    expect(bottom).to.be.at.most(size.height - FIT_PADDING.bottom + 1);
    expect(left).to.be.at.least(FIT_PADDING.left - 1);
    expect(right).to.be.at.most(size.width - FIT_PADDING.right + 1);
    // Centred in the padded area, so the top padding is larger than the bottom one by the spec's 50 px.
    expect(top - FIT_PADDING.top).to.be.closeTo(size.height - FIT_PADDING.bottom - bottom, 2);
    // One zoom further in would not fit: the results use at least half the padded width or height.
    expect(right - left >= (size.width - 100) / 2 || bottom - top >= (size.height - 150) / 2).to.equal(true);
  });

  it('a single result is widened by 0.01 degrees: a street-level view, not the engine maximum', async () => {
    const { map } = await start();
    map.showResults([wards[0]!]);
    const view = map.engine.getView();
    expect(view.zoom).to.be.below(16);
    expect(view.zoom).to.be.at.least(12);
    const bounds = view.bounds;
    expect(bounds.southWest.latitude).to.be.below(wards[0]!.position.latitude - 0.01);
    expect(bounds.northEast.latitude).to.be.above(wards[0]!.position.latitude + 0.01);
  });

  it('a click on a marker selects it: only it stays shown, pressed and bouncing; a second click shows all again', async () => {
    const { host, map, selected } = await start();
    map.showResults(wards, PROVO);
    const target = markers(host)[2]!;
    target.click();
    expect(selected).to.deep.equal([wards[2]!.id]);
    expect(shown(host)).to.deep.equal([target]);
    expect(target.getAttribute('aria-pressed')).to.equal('true');
    expect(target.classList.contains('vb-unit-finder__marker--selected')).to.equal(true);
    expect(target.classList.contains('vb-unit-finder__marker--bounce')).to.equal(true);
    const pin = target.querySelector('.vb-unit-finder__marker-pin')!;
    expect(getComputedStyle(pin).animationDuration).to.equal('0.7s');
    // The origin stays: the visitor still sees where they searched from.
    expect(host.shadowRoot!.querySelector('.vb-unit-finder__origin')).to.not.equal(null);
    await waitFor(() => !target.classList.contains('vb-unit-finder__marker--bounce'), 'the bounce to end', 3000);
    target.click();
    expect(selected).to.deep.equal([wards[2]!.id, undefined]);
    expect(shown(host).length).to.equal(wards.length);
    expect(markers(host).every((marker) => marker.getAttribute('aria-pressed') === 'false')).to.equal(true);
  });

  it('select() from the list highlights the same way; an unknown id or undefined shows all; a new search clears it', async () => {
    const { host, map, selected } = await start();
    map.showResults(wards, PROVO);
    map.select(wards[1]!.id);
    expect(shown(host).map((marker) => marker.dataset.vbUnitId)).to.deep.equal([wards[1]!.id]);
    map.select(undefined);
    expect(shown(host).length).to.equal(wards.length);
    map.select('no-such-unit');
    expect(shown(host).length).to.equal(wards.length);
    map.select(wards[0]!.id);
    map.showResults(wards, PROVO);
    expect(shown(host).length).to.equal(wards.length);
    // The map reports only the visitor's presses, not the finder's own calls.
    expect(selected).to.deep.equal([]);
  });

  it('a selection off screen is brought into view; with a zoom, shown at least that close', async () => {
    const { map } = await start();
    map.showResults(wards, PROVO);
    map.engine.setView({ center: { latitude: 41.5, longitude: -111.6 } });
    const before = map.engine.getView().zoom;
    map.select(wards[0]!.id);
    const view = map.engine.getView();
    expect(view.center.latitude).to.be.closeTo(wards[0]!.position.latitude, 1e-6);
    // The visitor's zoom is kept when it only pans...
    expect(view.zoom).to.be.closeTo(before, 1e-9);
    // ...and with a zoom asked for (the giving-machines detail), the map comes at least that close, centred on it.
    map.engine.setView({ zoom: 5 });
    map.select(wards[0]!.id, { zoom: 14 });
    expect(map.engine.getView().zoom).to.be.closeTo(14, 1e-6);
    expect(map.engine.getView().center.longitude).to.be.closeTo(wards[0]!.position.longitude, 1e-6);
    map.engine.setView({ zoom: 16 });
    map.select(wards[0]!.id, { zoom: 14 });
    expect(map.engine.getView().zoom).to.be.closeTo(16, 1e-6);
  });

  it('keyboard: the arrow keys move through the markers in list order, Enter selects, Enter again shows all', async () => {
    const { host, map, selected } = await start();
    map.showResults(wards.slice(0, 3), PROVO);
    const [first, second] = markers(host);
    first!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(host.shadowRoot!.activeElement).to.equal(second);
    await sendKeys({ press: 'Enter' });
    expect(selected).to.deep.equal([wards[1]!.id]);
    expect(shown(host)).to.deep.equal([second]);
    expect(host.shadowRoot!.activeElement).to.equal(second);
    await sendKeys({ press: 'Enter' });
    expect(selected).to.deep.equal([wards[1]!.id, undefined]);
    expect(shown(host).length).to.equal(3);
  });

  it('reduced motion: a selected marker does not bounce', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { host, map } = await start();
    map.showResults(wards, PROVO);
    markers(host)[0]!.click();
    expect(markers(host)[0]!.getAttribute('aria-pressed')).to.equal('true');
    expect(markers(host)[0]!.classList.contains('vb-unit-finder__marker--bounce')).to.equal(false);
  });

  it("the visitor's drag: reported for analytics, and 'Search this area' only from 1000 m off the search centre", async () => {
    const { host, map, moved, interactions } = await start();
    map.showResults(wards, PROVO);
    await idle(map).catch(() => undefined);
    // The map's own fitting is not the visitor's move.
    expect(moved).to.deep.equal([]);
    expect(interactions).to.deep.equal([]);
    const searched = map.centre();

    // A nudge of a few pixels at this zoom is well under 1000 m.
    const settledSmall = idle(map);
    await drag(host, 6, 0);
    await settledSmall;
    await waitFor(() => moved.length === 1, 'a moved report');
    expect(interactions.some((step) => step.kind === 'drag')).to.equal(true);
    expect(moved[0]!.distance).to.be.below(SEARCH_THIS_AREA_METERS);
    expect(moved[0]!.searchArea).to.equal(false);

    const settledFar = idle(map);
    await drag(host, -350, 0);
    await settledFar;
    await waitFor(() => moved.length === 2, 'a second moved report');
    expect(moved[1]!.distance).to.be.at.least(SEARCH_THIS_AREA_METERS);
    expect(moved[1]!.searchArea).to.equal(true);
    // Measured from the search centre, not from the last move.
    const metres = moved[1]!.distance;
    expect(metres).to.be.above(moved[0]!.distance);
    expect(map.centre().longitude).to.be.above(searched.longitude);

    // Searching this area: the finder searches from map.centre() and shows the new results; that is the new search centre.
    map.showResults(wards, map.centre());
    const settledAgain = idle(map);
    await drag(host, 6, 0);
    await settledAgain;
    await waitFor(() => moved.length === 3, 'a third moved report');
    expect(moved[2]!.searchArea).to.equal(false);
  });

  it("the visitor's zoom and arrow-key pans (keyboard on the map) are reported", async () => {
    const { host, map, interactions, moved } = await start();
    map.showResults(wards, PROVO);
    const canvas = host.shadowRoot!.querySelector<HTMLElement>('[role="region"]')!;
    canvas.focus();
    const settled = idle(map);
    await sendKeys({ press: '-' });
    await settled;
    await waitFor(() => moved.length === 1, 'a moved report after zooming out');
    expect(interactions.some((step) => step.kind === 'zoom')).to.equal(true);

    // Arrow keys pan without a drag: still the visitor's move, measured for 'Search this area'.
    const before = interactions.length;
    const panned = idle(map);
    for (let press = 0; press < 4; press += 1) await sendKeys({ press: 'ArrowRight' });
    await panned;
    await waitFor(() => moved.length >= 2, 'a moved report after panning with the keys');
    expect(moved.at(-1)!.distance).to.be.above(moved[0]!.distance);
    expect(interactions.slice(before).some((step) => step.kind === 'drag')).to.equal(false);
  });

  it('engine failure (no WebGL): onError names MapLibre, the promise gives no map, nothing is left behind', async () => {
    const restoreWebGL = disableWebGL();
    try {
      const { host, map, errors } = await start();
      expect(map).to.equal(undefined);
      expect(errors.length).to.equal(1);
      expect(errors[0]!.engine).to.equal('maplibre');
      expect(errors[0]!.engineLabel).to.equal('MapLibre');
      expect(errors[0]!.message).to.be.a('string').and.not.equal('');
      expect(host.shadowRoot!.querySelector('.vb-map__controls')).to.equal(null);
    } finally {
      restoreWebGL();
    }
  });

  it('an abort before the engine is ready gives no map and no error; an abort later removes the map', async () => {
    const early = new AbortController();
    early.abort();
    const { map: none, errors } = await start({ signal: early.signal });
    expect(none).to.equal(undefined);
    expect(errors).to.deep.equal([]);

    const later = new AbortController();
    const { host, map } = await start({ signal: later.signal });
    map.showResults(wards, PROVO);
    later.abort();
    expect(markers(host)).to.deep.equal([]);
    expect(host.shadowRoot!.querySelector('.vb-map__engine')).to.equal(null);
  });
});
