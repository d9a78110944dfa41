/**
 * vb-map in Chromium on the real MapLibre engine (WebGL through SwiftShader) and the real reference maps
 * service (web-test-runner proxies /api/* to it): attributes, clusters, clicks and zooms, keyboard, the
 * DOM cap and the kept markers, the error path, axe. The cluster layer is also driven on its own engine.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/map/define.ts';
import type { MapClickDetail, MapClusterZoomDetail, MapErrorDetail, MapReadyDetail } from '../../../elements/map/events.ts';
import { examples } from '../../../elements/map/examples.ts';
import { createServerClusterLayer, SINGLE_CLICK_DELAY_MS } from '../../../maps/clusters/index.ts';
import type { ClusterLayer } from '../../../maps/clusters/types.ts';
import { createEngine } from '../../../maps/engines/index.ts';
import type { MapEngine } from '../../../maps/engines/types.ts';
import { getMapsClient } from '../../../maps/service/client.ts';
import type { Location } from '../../../maps/service/types.ts';
import { recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { exampleNamed, mountHtml, renderRoot } from '../../support/fixtures.ts';
import { fakeNetwork, held, passThrough, requests } from '../../support/network.ts';
import { callServer } from '../../support/server.ts';
import { settle, waitFor } from '../../support/wait.ts';
import { disableWebGL } from '../../support/webgl.ts';

type VbMapElement = HTMLElement & Record<string, unknown>;

/** The first map of a run waits for the reference server's generated world; SwiftShader draws on the CPU. */
const SLOW_MS = 60000;
const LOAD_MS = 30000;

const clusters = (el: HTMLElement): HTMLButtonElement[] => [...renderRoot(el).querySelectorAll<HTMLButtonElement>('.vb-map__cluster')];

function nextEvent<T>(target: EventTarget, type: string, timeoutMs = LOAD_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
    target.addEventListener(
      type,
      (event) => {
        clearTimeout(timer);
        resolve((event as CustomEvent<T>).detail);
      },
      { once: true },
    );
  });
}

async function mountMap(html: string, options: { render?: 'light' | 'shadow' } = {}): Promise<{ el: VbMapElement; ready: MapReadyDetail }> {
  const template = document.createElement('template');
  template.innerHTML = html;
  // The ready event may come before mountHtml returns: listen on the document from the start.
  const ready = nextEvent<MapReadyDetail>(document, 'vb-map-ready');
  const { el } = await mountHtml<VbMapElement>(html, options);
  const detail = await ready;
  await waitFor(() => el.getAttribute('data-vb-state') === 'ready', 'the map to be ready', LOAD_MS);
  return { el, ready: detail };
}

/** A meetinghouse of the reference data near Salt Lake City, for a view where it is one marker of its own. */
async function aMeetinghouse(): Promise<Location & { coordinates: { latitude: number; longitude: number } }> {
  const extent = JSON.stringify({ southWest: { longitude: -111.95, latitude: 40.7 }, northEast: { longitude: -111.8, latitude: 40.8 } });
  const { status, body } = await callServer(
    `/api/maps/v2/locations/search?query=&extent=${encodeURIComponent(extent)}&layers=${encodeURIComponent('["MEETINGHOUSE"]')}&limit=1`,
  );
  if (status === 200 && Array.isArray(body) && body[0]) return body[0] as Location & { coordinates: { latitude: number; longitude: number } };
  const listed = await callServer(`/api/maps/v2/locations?layers=${encodeURIComponent('["MEETINGHOUSE"]')}&limit=1`);
  const first = (listed.body as Location[])[0];
  if (!first?.coordinates) throw new Error(`no meetinghouse in the reference data: ${JSON.stringify(listed.body).slice(0, 200)}`);
  return first as Location & { coordinates: { latitude: number; longitude: number } };
}

let record: ConsoleRecord;
beforeEach(() => {
  record = recordConsole();
});
afterEach(() => record.restore());

describe('vb-map', function () {
  this.timeout(SLOW_MS);

  before(async function () {
    this.timeout(120000);
    // Pay for the reference server's generated world once, outside any test's wait.
    await callServer('/api/maps/v2/maps/sources/INTERNAL/ROAD');
    await callServer(`/api/maps/v2/locations/clusters?zoom=2&layers=${encodeURIComponent('["MEETINGHOUSE"]')}`);
  });

  it('attributes become props; the map loads on MapLibre at the given centre and zoom and says so', async () => {
    const { el, ready } = await mountMap(exampleNamed(examples, 'default').html);
    expect(el.layers).to.equal('MEETINGHOUSE');
    expect(el.center).to.equal('40.76,-111.89');
    expect(el.zoom).to.equal(10);
    expect(el.controls).to.equal('zoom geolocate maptype legal');
    expect(el.label).to.equal('Meetinghouses near Salt Lake City');
    expect(el.errorMessage).to.equal('Unable to load the map.');
    expect(ready.engine).to.equal('maplibre');
    expect(ready.zoom).to.be.closeTo(10, 0.01);
    expect(ready.center.latitude).to.be.closeTo(40.76, 0.001);
    expect(ready.center.longitude).to.be.closeTo(-111.89, 0.001);
    // The map region is named by the label (MapLibre's focusable canvas).
    const region = renderRoot(el).querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).to.equal('Meetinghouses near Salt Lake City');
    el.setAttribute('label', 'Salt Lake meetinghouses');
    await settle();
    expect(region?.getAttribute('aria-label')).to.equal('Salt Lake meetinghouses');
    expect(record.errors).to.deep.equal([]);
  });

  it('draws clusters from the reference service: focusable buttons named like "12 meetinghouses", counts shown, at most 300', async () => {
    const { el } = await mountMap(exampleNamed(examples, 'default').html);
    const buttons = await waitFor(() => clusters(el).length > 0 && clusters(el), 'cluster markers', LOAD_MS);
    expect(buttons.length).to.be.at.most(300);
    for (const button of buttons) {
      expect(button.localName).to.equal('button');
      expect(button.tabIndex).to.equal(0);
      expect(button.getAttribute('aria-label')).to.match(/^(\d[\d,]* meetinghouses?|.+, meetinghouse)$/);
    }
    const counted = buttons.find((button) => !button.querySelector<HTMLElement>('.vb-map__cluster-count')?.hidden);
    expect(counted, 'a cluster of several shows its count').to.not.equal(undefined);
    const count = counted?.querySelector('.vb-map__cluster-count')?.textContent ?? '';
    expect(counted?.getAttribute('aria-label')).to.match(new RegExp(`^${count.replace(/K$/, '')}`));
    // Zoom 10: scale 1 (spec section 9), no blank symbol.
    expect(counted?.style.getPropertyValue('--_vb-map-cluster-scale')).to.equal('1');
    await expect(el).to.be.accessible();
  });

  it('Enter on a dispersed cluster zooms to fit it, sends vb-map-cluster-zoom, and focus stays on a marker', async () => {
    const { el } = await mountMap(exampleNamed(examples, 'default').html);
    const buttons = await waitFor(() => clusters(el).length > 0 && clusters(el), 'cluster markers', LOAD_MS);
    const dispersed = buttons.find((button) => button.classList.contains('vb-map__cluster--dispersed'));
    expect(dispersed, 'a dispersed cluster at zoom 10').to.not.equal(undefined);
    dispersed?.focus();
    const zoomed = nextEvent<MapClusterZoomDetail>(el, 'vb-map-cluster-zoom');
    await sendKeys({ press: 'Enter' });
    const detail = await zoomed;
    expect(detail.zoom).to.be.greaterThan(10);
    expect(detail.extent.southWest.latitude).to.be.below(detail.extent.northEast.latitude);
    // The new view's markers replace the old ones; focus moves to the nearest of them, never to the page.
    await waitFor(() => !dispersed?.isConnected, 'the zoomed-into cluster to leave', LOAD_MS);
    const root = el.shadowRoot;
    expect(
      root?.activeElement?.classList.contains('vb-map__cluster'),
      `focus on ${root?.activeElement?.outerHTML.slice(0, 80) ?? document.activeElement?.localName}`,
    ).to.equal(true);
  });

  it('Space on one location sends vb-map-click with the location; a mouse click waits, a double click cancels it', async () => {
    const house = await aMeetinghouse();
    const { el } = await mountMap(
      `<vb-map layers="MEETINGHOUSE" center="${house.coordinates.latitude},${house.coordinates.longitude}" zoom="19" controls="" label="One meetinghouse"></vb-map>`,
    );
    const single = await waitFor(
      () =>
        clusters(el).find(
          (button) => button.classList.contains('vb-map__cluster--single') && button.getAttribute('aria-label')?.startsWith(house.name ?? '\u0000'),
        ),
      `the marker of ${house.name}`,
      LOAD_MS,
    );
    single.focus();
    const clicked = nextEvent<MapClickDetail>(el, 'vb-map-click');
    await sendKeys({ press: 'Space' });
    const detail = await clicked;
    expect(detail.location?.id).to.equal(house.id);
    expect(detail.position.latitude).to.be.closeTo(house.coordinates.latitude, 1e-6);

    // A mouse click acts only after the single-click delay: nothing yet right after it.
    const rect = single.getBoundingClientRect();
    const x = Math.round(rect.left + rect.width / 2);
    const y = Math.round(rect.top + rect.height / 2);
    let clicks = 0;
    el.addEventListener('vb-map-click', () => (clicks += 1));
    await sendMouse({ type: 'click', position: [x, y] });
    expect(clicks, 'no click before the delay').to.equal(0);
    await waitFor(() => clicks === 1, 'the delayed click', 3000);

    // A double click (at the marker, so the map zooms in around it): the pending single click is dropped.
    clicks = 0;
    const at = { bubbles: true, composed: true, clientX: x, clientY: y };
    single.dispatchEvent(new MouseEvent('click', { ...at, detail: 1 }));
    single.dispatchEvent(new MouseEvent('click', { ...at, detail: 2 }));
    single.dispatchEvent(new MouseEvent('dblclick', { ...at, detail: 2 }));
    // Waiting past the delay is the only way to see that nothing comes.
    await new Promise((resolve) => setTimeout(resolve, SINGLE_CLICK_DELAY_MS + 300));
    expect(clicks, 'the double-clicked cluster sends no click').to.equal(0);
  });

  it('changing zoom, center and layers moves the map and asks for the new clusters', async () => {
    const { el } = await mountMap(exampleNamed(examples, 'default').html);
    await waitFor(() => clusters(el).length > 0, 'cluster markers', LOAD_MS);
    fakeNetwork(passThrough);
    el.setAttribute('zoom', '8');
    el.setAttribute('layers', 'TEMPLES');
    const asked = await waitFor(
      () =>
        requests.find(
          (request) => /\/locations\/clusters/.test(request.url) && /TEMPLES/.test(decodeURIComponent(request.url)) && /zoom=8\b/.test(request.url),
        ),
      'a clusters call for TEMPLES at zoom 8',
      LOAD_MS,
    );
    expect(asked.url).to.include('/api/maps-proxy/v2/locations/clusters');
    await waitFor(() => clusters(el).some((button) => /temples?/.test(button.getAttribute('aria-label') ?? '')), 'temple markers', LOAD_MS);
    // Back to the zoom the map was made with: it moves back too.
    el.setAttribute('zoom', '10');
    await waitFor(
      () => requests.some((request) => /\/locations\/clusters/.test(request.url) && /zoom=10\b/.test(request.url)),
      'a clusters call at zoom 10 again',
      LOAD_MS,
    );
  });

  it('zoom and map type controls work on the map and their events reach the page', async () => {
    const { el } = await mountMap(exampleNamed(examples, 'default').html);
    const zoomIn = await waitFor(
      () => renderRoot(el).querySelector<HTMLButtonElement>('.vb-map__controls button[aria-label="Zoom in"]'),
      'the zoom-in button',
      LOAD_MS,
    );
    fakeNetwork(passThrough);
    zoomIn.click();
    await waitFor(
      () => requests.some((request) => /\/locations\/clusters/.test(request.url) && /zoom=11\b/.test(request.url)),
      'clusters asked at zoom 11',
      LOAD_MS,
    );
    const changed = nextEvent<{ id: string }>(el, 'vb-map-maptype-change');
    const maptype = renderRoot(el).querySelector<HTMLElement>('.vb-map__controls [class*="maptype"] button, .vb-map__controls button[class*="maptype"]');
    expect(maptype, 'a map type button').to.not.equal(null);
    maptype?.click();
    expect((await changed).id).to.match(/^INTERNAL:/);
  });

  it('engine failure (no WebGL): a clear error, announced, and vb-map-error', async () => {
    const restoreWebGL = disableWebGL();
    try {
      const failed = nextEvent<MapErrorDetail>(document, 'vb-map-error');
      const { el } = await mountHtml<VbMapElement>(
        '<vb-map layers="MEETINGHOUSE" center="40.76,-111.89" zoom="10" controls="" error-message="The map is not available right now."></vb-map>',
      );
      const detail = await failed;
      expect(detail.phase).to.equal('engine');
      await waitFor(() => el.getAttribute('data-vb-state') === 'error', 'the error state');
      const alert = renderRoot(el).querySelector('[role="alert"]');
      expect(alert?.textContent).to.equal('The map is not available right now.');
      expect(renderRoot(el).querySelector('[aria-busy="true"]')).to.equal(null);
      await expect(el).to.be.accessible();
    } finally {
      restoreWebGL();
    }
  });

  it("without a center: the caller's own address at zoom 12, else 0,0 at zoom 2 (spec section 4)", async () => {
    const { body } = await callServer('/api/maps/v2/geocode/ip');
    const own = Array.isArray(body) ? (body[0] as { coordinates?: { latitude: number; longitude: number } } | undefined)?.coordinates : undefined;
    const { ready } = await mountMap(exampleNamed(examples, 'own-address').html);
    if (own) {
      expect(ready.zoom).to.be.closeTo(12, 0.01);
      expect(ready.center.latitude).to.be.closeTo(own.latitude, 1e-4);
    } else {
      expect(ready.zoom).to.be.closeTo(2, 0.01);
      expect(ready.center.latitude).to.be.closeTo(0, 1e-6);
      expect(ready.center.longitude).to.be.closeTo(0, 1e-6);
    }
  });

  it('light DOM: renders into the page and passes axe', async () => {
    const { el } = await mountMap(exampleNamed(examples, 'light-dom').html);
    expect(el.shadowRoot).to.equal(null);
    await waitFor(() => clusters(el).length > 0, 'cluster markers', LOAD_MS);
    await expect(el).to.be.accessible();
  });
});

describe('server cluster layer on the MapLibre engine', function () {
  this.timeout(SLOW_MS);
  let host: HTMLElement;
  let engine: MapEngine | undefined;
  let layer: ClusterLayer | undefined;

  beforeEach(() => {
    host = document.createElement('div');
    host.style.cssText = 'position:relative;width:800px;height:500px;';
    document.body.append(host);
  });
  afterEach(() => {
    layer?.destroy();
    engine?.destroy();
    layer = undefined;
    engine = undefined;
    host.remove();
  });

  async function start(zoom: number, center = { latitude: 40.76, longitude: -111.89 }): Promise<MapEngine> {
    engine = await createEngine({ container: host, center, zoom, label: 'Test map', client: getMapsClient() });
    return engine;
  }

  it('keeps a marker across a refresh of the same view (no redraw) and removes old ones only after the new ones are drawn', async () => {
    const map = await start(10);
    layer = createServerClusterLayer({ engine: map, client: getMapsClient(), query: { layers: ['MEETINGHOUSE'] } });
    await new Promise((resolve) => layer?.on('drawn', resolve));
    const before = [...host.querySelectorAll('.vb-map__cluster')];
    expect(before.length).to.be.greaterThan(0);
    await layer.refresh();
    const after = [...host.querySelectorAll('.vb-map__cluster')];
    expect(after.length).to.equal(before.length);
    expect(
      after.every((node, i) => node === before[i]),
      'the same nodes',
    ).to.equal(true);

    // Another zoom: the new markers are drawn while the old ones are still there, then the old ones go.
    const drawn = new Promise<number>((resolve) => layer?.on('drawn', ({ count }) => resolve(count)));
    map.setView({ zoom: 7 }, { animate: false });
    const count = await drawn;
    const right = host.querySelectorAll('.vb-map__cluster').length;
    expect(right, 'old and new together right after drawing').to.be.greaterThan(count);
    await waitFor(() => host.querySelectorAll('.vb-map__cluster').length === count, 'the old markers to go');
    expect(before.some((node) => node.isConnected)).to.equal(false);
  });

  it('never holds more than its cap of marker nodes, old and new together', async () => {
    const map = await start(4, { latitude: 40, longitude: -100 });
    layer = createServerClusterLayer({ engine: map, client: getMapsClient(), maxMarkers: 12 });
    let most = 0;
    const observer = new MutationObserver(() => (most = Math.max(most, host.querySelectorAll('.vb-map__cluster').length)));
    observer.observe(host, { childList: true, subtree: true });
    await new Promise((resolve) => layer?.on('drawn', resolve));
    for (const zoom of [5, 3, 6]) {
      const drawn = new Promise((resolve) => layer?.on('drawn', resolve));
      map.setView({ zoom }, { animate: false });
      await drawn;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    expect(most).to.be.greaterThan(0);
    expect(most).to.be.at.most(12);
  });

  it('a newer refresh aborts the older call; only the newer answer is drawn', async () => {
    const map = await start(10);
    const gate = held(passThrough);
    fakeNetwork(gate);
    layer = createServerClusterLayer({ engine: map, client: getMapsClient(), query: { layers: ['MEETINGHOUSE'] }, refreshOnCreate: false });
    const first = layer.refresh();
    await waitFor(() => gate.waiting >= 1, 'the first call');
    const second = layer.refresh();
    await waitFor(() => gate.waiting >= 2, 'the second call');
    const calls = requests.filter((request) => /\/locations\/clusters/.test(request.url));
    expect(calls.length).to.equal(2);
    expect(calls[0]?.signal.aborted, 'the older call is aborted').to.equal(true);
    expect(calls[1]?.signal.aborted).to.equal(false);
    gate.release();
    await Promise.all([first, second]);
    expect(host.querySelectorAll('.vb-map__cluster').length).to.be.greaterThan(0);
  });
});
