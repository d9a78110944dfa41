/**
 * The Google engine in Chromium against the fake `google.maps` (test/support/fake-google-maps.ts): the real
 * js-api-loader 2 code runs and reaches the fake through `google.maps.importLibrary`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { createGoogleEngine, GOOGLE_MAPS_NOT_LOADED, requireGoogleMaps } from '../../../maps/engines/google/index.ts';
import { GOOGLE_LOADER_STATE } from '../../../maps/engines/google/loader.ts';
import type { EngineOptions, MapEngine, MapView } from '../../../maps/engines/types.ts';
import { fitZoom } from '../../../maps/geo/tiles.ts';
import { getMapsClient } from '../../../maps/service/client.ts';
import { fakeMapIn, installFakeGoogleMaps, listenerCount, uninstallFakeGoogleMaps } from '../../support/fake-google-maps.ts';
import { waitFor } from '../../support/wait.ts';

const harness = installFakeGoogleMaps();
const UTAH = { southWest: { longitude: -114, latitude: 37 }, northEast: { longitude: -109, latitude: 42 } };
const SLC = { latitude: 40.76, longitude: -111.89 };
const WIDTH = 400;
const HEIGHT = 300;
const engines: MapEngine[] = [];

/** Forget the page's loading promise, as on a fresh page (js-api-loader's own setOptions stays once). */
function forgetLoading(): void {
  const holder = globalThis as unknown as Record<symbol, { loading?: unknown } | undefined>;
  const state = holder[Symbol.for(GOOGLE_LOADER_STATE)];
  if (state) state.loading = undefined;
}

async function container(): Promise<HTMLElement> {
  return fixture<HTMLElement>(html`<div style="position:relative;width:${WIDTH}px;height:${HEIGHT}px"></div>`);
}

async function engine(options: Partial<EngineOptions> = {}): Promise<MapEngine> {
  const made = await createGoogleEngine({
    container: await container(),
    center: SLC,
    zoom: 10,
    label: 'Meetinghouses near Salt Lake City',
    client: getMapsClient({ clientId: 'vb-test' }),
    googleKey: 'test-key',
    ...options,
  });
  engines.push(made);
  return made;
}

function nextEvent<K extends 'idle' | 'zoom' | 'drag' | 'resize'>(map: MapEngine, type: K): Promise<MapView> {
  return new Promise((resolve) => {
    const off = map.on(type, (view) => {
      off();
      resolve(view);
    });
  });
}

afterEach(() => {
  for (const made of engines.splice(0)) made.destroy();
  harness.failLoading = false;
  harness.gate = undefined;
});

describe('Google engine: loading', () => {
  it('loads the API once for the page: two engines made at the same time share one loading promise', async () => {
    forgetLoading();
    const before = harness.importLibraryCalls.length;
    let open!: () => void;
    harness.gate = new Promise((resolve) => (open = resolve));
    const first = engine();
    const second = engine();
    open();
    const [a, b] = await Promise.all([first, second]);
    const third = await engine();
    expect(harness.importLibraryCalls.slice(before)).to.deep.equal(['maps', 'marker']);
    expect(a.name).to.equal('google');
    expect(b.container).to.not.equal(a.container);
    expect(third.container.isConnected).to.equal(true);
    // The real loader never added Google's script: google.maps.importLibrary existed.
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).to.equal(null);
  });

  it("raises 'Google Maps has not been loaded.' when the script fails, and a later map may load again", async () => {
    forgetLoading();
    harness.failLoading = true;
    let error: unknown;
    try {
      await engine();
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(Error);
    expect((error as Error).message).to.equal(GOOGLE_MAPS_NOT_LOADED);
    expect(GOOGLE_MAPS_NOT_LOADED).to.equal('Google Maps has not been loaded.');
    harness.failLoading = false;
    const made = await engine();
    expect(made.getMapType()).to.equal('roadmap');
  });

  it("raises 'Google Maps has not been loaded.' when google.maps is missing", () => {
    const saved = (window as unknown as { google?: unknown }).google;
    uninstallFakeGoogleMaps();
    try {
      expect(() => requireGoogleMaps()).to.throw(Error, /^Google Maps has not been loaded\.$/);
    } finally {
      (window as unknown as { google?: unknown }).google = saved;
    }
  });

  it('the map region has the accessible name and passes axe', async () => {
    const made = await engine();
    expect(made.container.getAttribute('role')).to.equal('region');
    expect(made.container.getAttribute('aria-roledescription')).to.equal('map');
    expect(made.container.getAttribute('aria-label')).to.equal('Meetinghouses near Salt Lake City');
    const button = document.createElement('button');
    button.className = 'vb-map__cluster';
    button.textContent = '12';
    button.setAttribute('aria-label', '12 meetinghouses');
    made.addMarker({ position: SLC, element: button });
    await expect(made.container.parentElement).to.be.accessible();
  });
});

describe('Google engine: map types', () => {
  it('offers roadmap and hybrid by default, labelled from /strings with English defaults', async () => {
    const made = await engine({ strings: { 'maptypes.map': 'Mapa' } });
    expect(made.mapTypes().map((type) => [type.id, type.provider, type.type, type.label])).to.deep.equal([
      ['roadmap', 'GOOGLE', 'ROAD', 'Mapa'],
      ['hybrid', 'GOOGLE', 'HYBRID', 'Satellite'],
    ]);
    expect(made.getMapType()).to.equal('roadmap');
    expect(fakeMapIn(made.container).options.mapId).to.equal(undefined);
  });

  it('creates the light styled type only when it is asked for', async () => {
    const before = harness.styledMapTypes.length;
    const made = await engine({ mapTypes: ['roadmap', 'satellite', 'terrain', 'light'] });
    expect(harness.styledMapTypes.length).to.equal(before);
    expect(made.mapTypes().map((type) => type.id)).to.deep.equal(['roadmap', 'satellite', 'terrain', 'light']);
    const changes: string[] = [];
    made.on('maptypechange', ({ id }) => changes.push(id));
    made.setMapType('terrain');
    expect(harness.styledMapTypes.length).to.equal(before);
    made.setMapType('light');
    expect(harness.styledMapTypes.length).to.equal(before + 1);
    expect(harness.styledMapTypes.at(-1)?.name).to.equal('Light');
    expect(made.getMapType()).to.equal('light');
    expect(made.container.getAttribute('data-vb-map-type')).to.equal('light');
    made.setMapType('roadmap');
    made.setMapType('light');
    // Made once per map, not on every switch.
    expect(harness.styledMapTypes.length).to.equal(before + 1);
    expect(changes).to.deep.equal(['terrain', 'light', 'roadmap', 'light']);
  });

  it('starts on the light type when configured so', async () => {
    const made = await engine({ mapTypes: ['light', 'roadmap'], mapType: 'light' });
    expect(made.getMapType()).to.equal('light');
  });

  it('an unknown or not allowed type selects the first allowed one', async () => {
    const made = await engine({ mapTypes: ['hybrid', 'roadmap'], mapType: 'moon' });
    expect(made.getMapType()).to.equal('hybrid');
    made.setMapType('roadmap');
    made.setMapType('terrain');
    expect(made.getMapType()).to.equal('hybrid');
    made.setMapType('light');
    expect(made.getMapType()).to.equal('hybrid');
  });
});

describe('Google engine: view, markers, callouts', () => {
  it('projects positions to container pixels and back', async () => {
    const made = await engine();
    const center = made.project(SLC);
    expect(center.x).to.be.closeTo(WIDTH / 2, 0.5);
    expect(center.y).to.be.closeTo(HEIGHT / 2, 0.5);
    const east = made.project({ latitude: SLC.latitude, longitude: SLC.longitude + 0.1 });
    expect(east.x).to.be.greaterThan(center.x);
    const back = made.unproject({ x: 123, y: 45 });
    const again = made.project(back);
    expect(again.x).to.be.closeTo(123, 1e-6);
    expect(again.y).to.be.closeTo(45, 1e-6);
    const view = made.getView();
    expect(view.width).to.equal(WIDTH);
    expect(view.height).to.equal(HEIGHT);
    expect(view.bounds.southWest.longitude).to.be.lessThan(SLC.longitude);
    expect(view.bounds.northEast.latitude).to.be.greaterThan(SLC.latitude);
  });

  it('draws HTML markers at their position, keeps them there when the map moves, and removes them', async () => {
    const made = await engine();
    const button = document.createElement('button');
    button.textContent = '3';
    const marker = made.addMarker({ position: SLC, element: button, anchor: 'center', zIndex: 5 });
    const wrapper = button.parentElement as HTMLElement;
    expect(made.container.contains(button)).to.equal(true);
    const at = () => ({ x: parseFloat(wrapper.style.left), y: parseFloat(wrapper.style.top) });
    expect(at().x).to.be.closeTo(made.project(SLC).x, 0.01);
    expect(at().y).to.be.closeTo(made.project(SLC).y, 0.01);
    expect(wrapper.style.zIndex).to.equal('5');
    made.setView({ center: { latitude: 40.5, longitude: -111.5 } });
    expect(at().x).to.be.closeTo(made.project(SLC).x, 0.01);
    const moved = { latitude: 40.6, longitude: -111.7 };
    marker.setPosition(moved);
    expect(at().y).to.be.closeTo(made.project(moved).y, 0.01);
    marker.setZIndex(9);
    expect(wrapper.style.zIndex).to.equal('9');
    marker.remove();
    expect(button.isConnected).to.equal(false);
    made.setView({ zoom: 11 });
    expect(button.isConnected).to.equal(false);
  });

  it('a click on a marker is not a map click', async () => {
    const made = await engine();
    const clicks: unknown[] = [];
    made.on('click', (detail) => clicks.push(detail));
    const button = document.createElement('button');
    button.textContent = 'x';
    let clicked = 0;
    button.addEventListener('click', () => clicked++);
    made.addMarker({ position: SLC, element: button });
    button.click();
    expect(clicked).to.equal(1);
    expect(clicks).to.deep.equal([]);
  });

  it('opens callouts; onClose runs when the engine closes one, not on remove()', async () => {
    const made = await engine();
    let closed = 0;
    const content = document.createElement('p');
    content.textContent = 'Provo meetinghouse';
    made.addCallout({ position: SLC, content, onClose: () => closed++ });
    expect(made.container.contains(content)).to.equal(true);
    const close = content.parentElement?.querySelector('button');
    close?.click();
    expect(closed).to.equal(1);
    expect(content.isConnected).to.equal(false);
    const other = document.createElement('p');
    other.textContent = 'Orem';
    const handle = made.addCallout({ position: SLC, content: other, onClose: () => closed++ });
    handle.remove();
    expect(other.isConnected).to.equal(false);
    expect(closed).to.equal(1);
  });
});

describe('Google engine: events', () => {
  it('raises idle, zoom, drag and click as MapEngineEvents', async () => {
    const made = await engine();
    const idle = nextEvent(made, 'idle');
    const zoom = nextEvent(made, 'zoom');
    made.setView({ zoom: 12 });
    expect((await zoom).zoom).to.equal(12);
    expect((await idle).zoom).to.equal(12);

    const map = fakeMapIn(made.container);
    const drag = nextEvent(made, 'drag');
    map.drag(100, 0);
    expect((await drag).center.longitude).to.be.lessThan(SLC.longitude);

    const clicks: Array<{ x: number; y: number; longitude: number }> = [];
    const off = made.on('click', ({ pixel, position }) => clicks.push({ x: pixel.x, y: pixel.y, longitude: position.longitude }));
    const box = made.container.getBoundingClientRect();
    map.paneRoot.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.left + 50, clientY: box.top + 60 }));
    expect(clicks.length).to.equal(1);
    expect(clicks[0]?.x).to.be.closeTo(50, 1e-6);
    expect(clicks[0]?.y).to.be.closeTo(60, 1e-6);
    expect(clicks[0]?.longitude).to.be.closeTo(made.unproject({ x: 50, y: 60 }).longitude, 1e-9);
    off();
    map.paneRoot.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: box.left + 5, clientY: box.top + 5 }));
    expect(clicks.length).to.equal(1);

    const doubles: number[] = [];
    made.on('dblclick', ({ pixel }) => doubles.push(pixel.x));
    map.paneRoot.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, clientX: box.left + 20, clientY: box.top + 20 }));
    expect(doubles).to.have.length(1);

    const resize = nextEvent(made, 'resize');
    made.resize();
    expect((await resize).width).to.equal(WIDTH);
  });
});

describe('Google engine: fitBounds', () => {
  it('fits a box with the toolkit maths, padding included', async () => {
    const made = await engine();
    made.fitBounds(UTAH, { padding: 20 });
    const view = made.getView();
    expect(view.zoom).to.equal(fitZoom(UTAH, { width: WIDTH, height: HEIGHT }, 20));
    expect(view.bounds.southWest.longitude).to.be.at.most(-114);
    expect(view.bounds.northEast.longitude).to.be.at.least(-109);
    expect(view.bounds.southWest.latitude).to.be.at.most(37);
    expect(view.bounds.northEast.latitude).to.be.at.least(42);
  });

  it('never zooms past 21, nor past the maxZoom asked for', async () => {
    const made = await engine();
    const tiny = { southWest: SLC, northEast: { latitude: SLC.latitude + 1e-7, longitude: SLC.longitude + 1e-7 } };
    made.fitBounds(tiny);
    expect(made.getView().zoom).to.equal(21);
    made.fitBounds(tiny, { maxZoom: 14 });
    expect(made.getView().zoom).to.equal(14);
    made.fitBounds(tiny, { maxZoom: 30 });
    expect(made.getView().zoom).to.equal(21);
  });
});

describe('Google engine: destroy', () => {
  it('is destroyed when its abort signal fires', async () => {
    const controller = new AbortController();
    const made = await engine({ signal: controller.signal });
    const map = fakeMapIn(made.container);
    controller.abort();
    expect(made.container.isConnected).to.equal(false);
    expect(listenerCount(map)).to.equal(0);
  });

  it('removes its Google listeners, markers, callouts and element, and raises nothing after', async () => {
    const made = await engine();
    const map = fakeMapIn(made.container);
    expect(listenerCount(map)).to.be.greaterThan(0);
    const idles: number[] = [];
    made.on('idle', (view) => idles.push(view.zoom));
    let closed = 0;
    const content = document.createElement('p');
    content.textContent = 'callout';
    made.addCallout({ position: SLC, content, onClose: () => closed++ });
    const button = document.createElement('button');
    button.textContent = '1';
    made.addMarker({ position: SLC, element: button });
    const parent = made.container.parentElement;
    made.destroy();
    expect(listenerCount(map)).to.equal(0);
    expect(map.overlays.size).to.equal(0);
    expect(button.isConnected).to.equal(false);
    expect(content.isConnected).to.equal(false);
    expect(closed).to.equal(0);
    expect(parent?.children.length).to.equal(0);
    map.setZoom(5);
    await waitFor(() => true, 'a turn');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idles).to.deep.equal([]);
    made.destroy();
  });
});
