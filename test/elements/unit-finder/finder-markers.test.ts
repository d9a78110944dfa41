/**
 * The finder map's markers as a keyboard and an eye meet them (issue 19 items 10 and 12), in Chromium on the
 * real MapLibre engine and the real reference maps service, with the 38 wards nearest Provo:
 * - the markers are ONE tab stop, moved through with the arrow keys, Home and End (WAI-ARIA roving tabindex),
 *   and Enter selects; the arrow keys do not pan the map while a marker has focus;
 * - at the phone map's size (375 px page) and the wide finder's (1280 px page) no marker covers another
 *   marker's number, read from the bounding boxes the browser drew, at the fitted view and one zoom further in.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createFinderMap, type FinderMap, type FinderMapUnit } from '../../../elements/unit-finder/finder-map.ts';
import type { Position } from '../../../maps/geo/position.ts';
import type { Location } from '../../../maps/service/types.ts';
import { adoptMoreStyles } from '../../../src/more-styles.ts';
import { callServer } from '../../support/server.ts';

const SLOW_MS = 60000;
const PROVO: Position = { latitude: 40.2338, longitude: -111.6585 };

let hosts: HTMLElement[] = [];
let maps: FinderMap[] = [];
let wards: FinderMapUnit[] = [];

async function start(size: { width: number; height: number }, selected: (string | undefined)[] = []) {
  const host = document.createElement('div');
  host.style.cssText = `position:relative;width:${size.width}px;height:${size.height}px;`;
  const root = host.attachShadow({ mode: 'open' });
  const before = document.createElement('button');
  before.textContent = 'Before the map';
  const frame = document.createElement('div');
  frame.style.cssText = 'position:relative;width:100%;height:100%;overflow:hidden;';
  const canvas = document.createElement('div');
  canvas.style.cssText = 'position:absolute;inset:0;';
  const overlay = document.createElement('div');
  overlay.style.cssText = 'position:absolute;inset:0;pointer-events:none;';
  const after = document.createElement('button');
  after.textContent = 'First result';
  frame.append(canvas, overlay);
  root.append(before, frame, after);
  document.body.append(host);
  hosts.push(host);
  const map = await createFinderMap({
    canvas,
    overlay,
    label: 'Map of wards near Provo',
    service: {},
    events: host,
    signal: new AbortController().signal,
    adoptStyles: (key, css) => adoptMoreStyles(host, 'shadow', 'vb-unit-finder', key, css),
    onMarkerSelect: (id) => selected.push(id),
    onMoved: () => undefined,
    onError: (detail) => {
      throw new Error(detail.message);
    },
  });
  if (!map) throw new Error('no map');
  maps.push(map);
  return { host, root, map, before, after, selected };
}

const markers = (root: ShadowRoot): HTMLButtonElement[] => [...root.querySelectorAll<HTMLButtonElement>('.vb-unit-finder__marker')];

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The shown markers in view whose drawn number meets another marker's box, or whose number is not the
 * topmost thing at its centre; and those pushed out of view although their place is in it.
 */
function covered(root: ShadowRoot, map: FinderMap): string[] {
  const frame = map.engine.container.getBoundingClientRect();
  const within = (x: number, y: number) => x >= frame.left && x <= frame.right && y >= frame.top && y <= frame.bottom;
  const shown = markers(root).filter((marker) => {
    if (marker.hidden) return false;
    const unit = wards.find((ward) => ward.id === marker.dataset.vbUnitId)!;
    const place = map.engine.project(unit.position);
    // Its place far enough inside the map that the marker drawn there is whole (nearer the edge the map cuts it).
    return place.x >= 13 && place.x <= frame.width - 13 && place.y >= 34 && place.y <= frame.height;
  });
  const problems: string[] = [];
  const numbers = shown.map((marker) => marker.querySelector('.vb-unit-finder__marker-number')!.getBoundingClientRect());
  const buttons = shown.map((marker) => marker.getBoundingClientRect());
  shown.forEach((marker, i) => {
    shown.forEach((other, j) => {
      if (i === j) return;
      if (overlaps(numbers[i]!, buttons[j]!)) problems.push(`${marker.textContent} under ${other.textContent}`);
    });
    const [x, y] = [numbers[i]!.left + numbers[i]!.width / 2, numbers[i]!.top + numbers[i]!.height / 2];
    if (!within(x, y)) problems.push(`${marker.textContent} pushed out of view`);
    else {
      // Another marker (or its line back to its place) on top of this number hides it; the map's own controls are not markers.
      const top = root.elementFromPoint(x, y)?.closest('.vb-unit-finder__marker');
      if (top && top !== marker) problems.push(`${marker.textContent} under ${top.textContent} at its number`);
    }
  });
  return problems;
}

/** Two frames: the engine has placed its markers (its idle needs tiles, which a worktree's MapLibre worker may not load). */
function drawn(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

describe('vb-unit-finder map markers: one tab stop, never covering each other (issue 19)', function () {
  this.timeout(SLOW_MS);

  before(async function () {
    this.timeout(120000);
    await callServer('/api/maps/v2/maps/sources/INTERNAL/ROAD');
    const query = `coordinates=${encodeURIComponent(JSON.stringify([PROVO.longitude, PROVO.latitude]))}&layers=${encodeURIComponent('["WARDS"]')}&nearest=38&radius=16090`;
    const { status, body } = await callServer<Location[]>(`/api/maps/v2/locations/identify?${query}`);
    expect(status).to.equal(200);
    wards = body
      .filter((ward): ward is Location & { coordinates: Position } => Boolean(ward.coordinates && ward.name))
      .map((ward, index) => ({ id: ward.id, name: ward.name!, position: ward.coordinates, number: index + 1 }));
    expect(wards.length, 'the 38 results of the Provo search').to.be.at.least(30);
  });

  afterEach(() => {
    for (const map of maps) map.destroy();
    for (const host of hosts) host.remove();
    maps = [];
    hosts = [];
  });

  it('the markers are one tab stop: Tab passes them once, the arrows, Home and End move within, Enter selects', async () => {
    const { root, map, before, after, selected } = await start({ width: 760, height: 448 });
    map.showResults(wards, PROVO);
    const buttons = markers(root);
    expect(buttons.filter((button) => button.tabIndex === 0).length, 'one tab stop').to.equal(1);
    expect(buttons[0]!.tabIndex).to.equal(0);
    // Tab from before the map to the first result: the map region, the first marker, the zoom buttons.
    before.focus();
    const stops: string[] = [];
    for (let i = 0; i < 8 && root.activeElement !== after; i += 1) {
      await sendKeys({ press: 'Tab' });
      stops.push(root.activeElement?.getAttribute('aria-label') ?? root.activeElement?.textContent ?? '');
    }
    expect(root.activeElement, `Tab reaches the list after ${stops.join(' | ')}`).to.equal(after);
    expect(stops.filter((name) => /^\d+\. /.test(name))).to.deep.equal([`1. ${wards[0]!.name}`]);

    buttons[0]!.focus();
    const centre = map.engine.getView().center;
    await sendKeys({ press: 'ArrowRight' });
    expect(root.activeElement).to.equal(buttons[1]);
    await sendKeys({ press: 'ArrowDown' });
    expect(root.activeElement).to.equal(buttons[2]);
    await sendKeys({ press: 'ArrowUp' });
    expect(root.activeElement).to.equal(buttons[1]);
    await sendKeys({ press: 'End' });
    expect(root.activeElement).to.equal(buttons.at(-1));
    await sendKeys({ press: 'ArrowRight' });
    expect(root.activeElement, 'wraps to the first').to.equal(buttons[0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(root.activeElement, 'wraps to the last').to.equal(buttons.at(-1));
    await sendKeys({ press: 'Home' });
    expect(root.activeElement).to.equal(buttons[0]);
    await sendKeys({ press: 'ArrowRight' });
    expect(buttons.map((button) => button.tabIndex).filter((index) => index === 0).length).to.equal(1);
    expect(buttons[1]!.tabIndex, 'the tab stop follows focus').to.equal(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(map.engine.getView().center, 'the arrows did not pan the map').to.deep.equal(centre);

    await sendKeys({ press: 'Enter' });
    expect(selected).to.deep.equal([wards[1]!.id]);
    expect(root.activeElement).to.equal(buttons[1]);
    // Only the selected marker is shown: the arrows stay on it.
    await sendKeys({ press: 'ArrowRight' });
    expect(root.activeElement).to.equal(buttons[1]);
    await sendKeys({ press: 'Enter' });
    expect(selected).to.deep.equal([wards[1]!.id, undefined]);
  });

  for (const size of [
    { page: 375, width: 277, height: 240 },
    { page: 1280, width: 716, height: 448 },
  ]) {
    it(`at the ${size.page} px page's map (${size.width} x ${size.height}) no marker covers another's number, fitted and zoomed in`, async () => {
      const { root, map } = await start(size);
      map.showResults(wards, PROVO);
      await drawn();
      expect(markers(root).length).to.equal(wards.length);
      expect(covered(root, map), 'fitted').to.deep.equal([]);
      map.engine.setView({ zoom: map.engine.getView().zoom + 1 });
      await drawn();
      expect(covered(root, map), 'one zoom further in').to.deep.equal([]);
    });
  }
});
