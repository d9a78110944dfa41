/**
 * The MapLibre engine for real in headless Chromium (WebGL through SwiftShader, scripts/find-chromium.mjs),
 * drawing the reference server's offline basemap (`/maps/sources/INTERNAL/{ROAD|LIGHT}` through the
 * page's maps client and web-test-runner's /api proxy).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { createEngine, engineFor } from '../../../maps/engines/index.ts';
import { createMaplibreEngine, INTERNAL_LIGHT, INTERNAL_ROAD, STYLE_URL_MAP_TYPE, ZOOM_OFFSET } from '../../../maps/engines/maplibre/index.ts';
import type { EngineOptions, MapEngine, MapEngineEvents, EngineView } from '../../../maps/engines/types.ts';
import { MAX_FIT_ZOOM } from '../../../maps/geo/tiles.ts';
import { MapsClient } from '../../../maps/service/client.ts';

const silent = { warn: () => {} };
// The first style call waits for the reference server's generated world (seconds on a cold machine), and
// SwiftShader draws on the CPU.
const SLOW_MS = 60000;

type Engine = MapEngine & { readonly map: MaplibreMap };

interface Rgb {
  r: number;
  g: number;
  b: number;
}

const hex = (value: string): Rgb => ({ r: parseInt(value.slice(1, 3), 16), g: parseInt(value.slice(3, 5), 16), b: parseInt(value.slice(5, 7), 16) });
const near = (a: Rgb, b: Rgb, tolerance = 6) => Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;

/** Resolves with the next value `type` raises. */
function next<K extends keyof MapEngineEvents>(engine: MapEngine, type: K): Promise<MapEngineEvents[K]> {
  return new Promise((resolve) => {
    const off = engine.on(type, (detail) => {
      off();
      resolve(detail);
    });
  });
}

/** Until MapLibre has drawn everything it has (style, sources, tiles): its own `loaded()` after a render. */
async function settled(engine: Engine): Promise<void> {
  const map = engine.map;
  if (map.loaded() && map.areTilesLoaded()) return;
  await new Promise<void>((resolve) => map.once('idle', () => resolve()));
}

/**
 * The drawn colours at CSS pixels of the map, read in the 'render' event of a fresh frame: the canvas does not
 * keep its buffer after the frame is shown (no preserveDrawingBuffer, which would cost every visitor a copy per
 * frame), so it is read before that.
 */
function pixels(engine: Engine, points: ReadonlyArray<{ x: number; y: number }>): Promise<Rgb[]> {
  const map = engine.map;
  return new Promise((resolve) => {
    map.once('render', () => {
      const canvas = map.getCanvas();
      const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext;
      const ratio = canvas.width / canvas.clientWidth;
      resolve(
        points.map(({ x, y }) => {
          const data = new Uint8Array(4);
          gl.readPixels(Math.round(x * ratio), Math.round(canvas.height - y * ratio), 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, data);
          return { r: data[0]!, g: data[1]!, b: data[2]! };
        }),
      );
    });
    map.triggerRepaint();
  });
}

async function pixel(engine: Engine, x: number, y: number): Promise<Rgb> {
  const [colour] = await pixels(engine, [{ x, y }]);
  return colour!;
}

async function styleColour(client: MapsClient, id: string, layer: string, property: string): Promise<Rgb> {
  const source = await client.mapSource('INTERNAL', id);
  const style = source.style as { layers: Array<{ id: string; paint?: Record<string, unknown> }> };
  return hex(String(style.layers.find((l) => l.id === layer)?.paint?.[property]));
}

describe('MapLibre engine in Chromium on the offline basemap', function () {
  this.timeout(SLOW_MS);
  let client: MapsClient;
  let host: HTMLElement;
  const engines: MapEngine[] = [];

  async function create(options: Partial<EngineOptions> = {}): Promise<Engine> {
    const engine = (await createMaplibreEngine({
      container: host,
      center: { latitude: 20, longitude: 0 },
      zoom: 2,
      label: 'Meetinghouses near you',
      client,
      ...options,
    })) as Engine;
    engines.push(engine);
    return engine;
  }

  beforeEach(async () => {
    client = new MapsClient({ clientId: 'vb-maplibre-test', language: 'en', logger: silent });
    host = await fixture(html`<div style="position: relative; width: 640px; height: 400px"></div>`);
  });

  afterEach(() => {
    for (const engine of engines.splice(0)) engine.destroy();
  });

  it('draws the basemap: blue water in the Atlantic, land in the Sahara, from the service style', async () => {
    const engine = await create();
    await settled(engine);
    const water = await styleColour(client, 'ROAD', 'water', 'background-color');
    const land = await styleColour(client, 'ROAD', 'land', 'fill-color');
    const atlantic = engine.project({ latitude: 10, longitude: -35 });
    const sahara = engine.project({ latitude: 28, longitude: 2 });
    expect(near(await pixel(engine, atlantic.x, atlantic.y), water), 'Atlantic is water').to.equal(true);
    expect(near(await pixel(engine, sahara.x, sahara.y), land), 'Sahara is land').to.equal(true);
  });

  it('draws no band across the world where Eurasia crosses the antimeridian', async () => {
    // The world at 1280 x 800: drawn flat without care, the 180 -> -180 jumps of Eurasia's ring fill a strip
    // of land across the North Atlantic here.
    host.style.width = '1280px';
    host.style.height = '800px';
    const engine = await create();
    await settled(engine);
    const water = await styleColour(client, 'ROAD', 'water', 'background-color');
    const points: Array<{ latitude: number; longitude: number }> = [];
    for (let latitude = 55; latitude <= 62.5; latitude += 0.5) {
      for (let longitude = -40; longitude <= -26; longitude += 1) points.push({ latitude, longitude });
    }
    const colours = await pixels(
      engine,
      points.map((point) => engine.project(point)),
    );
    const land = points.filter((_, index) => !near(colours[index]!, water, 12)).map(({ latitude, longitude }) => `${latitude},${longitude}`);
    expect(land, 'the Irminger Sea is water').to.deep.equal([]);
  });

  it('reports the spec zoom (256 px tiles): MapLibre draws one level lower for the same scale', async () => {
    const engine = await create({ zoom: 5 });
    expect(engine.getView().zoom).to.equal(5);
    expect(engine.map.getZoom()).to.equal(5 - ZOOM_OFFSET);
    expect(engine.minZoom).to.equal(0);
    const view = engine.getView();
    expect(view.width).to.equal(640);
    expect(view.height).to.equal(400);
    expect(view.center.latitude).to.be.closeTo(20, 1e-6);
  });

  it('puts a marker element on its projected pixel: centre anchor and bottom anchor', async () => {
    const engine = await create({ center: { latitude: 40.76, longitude: -111.89 }, zoom: 8 });
    await settled(engine);
    const provo = { latitude: 40.2338, longitude: -111.6585 };
    const dot = document.createElement('button');
    dot.type = 'button';
    dot.textContent = '12';
    dot.setAttribute('aria-label', '12 meetinghouses');
    dot.style.cssText = 'width: 20px; height: 20px; padding: 0; border: 0';
    const pin = document.createElement('div');
    pin.style.cssText = 'width: 21px; height: 30px';
    const dotHandle = engine.addMarker({ position: provo, element: dot, zIndex: 3 });
    engine.addMarker({ position: provo, element: pin, anchor: 'bottom' });
    const expected = engine.project(provo);
    const origin = host.getBoundingClientRect();
    const box = dot.getBoundingClientRect();
    expect(box.left + box.width / 2 - origin.left).to.be.closeTo(expected.x, 1);
    expect(box.top + box.height / 2 - origin.top).to.be.closeTo(expected.y, 1);
    const pinBox = pin.getBoundingClientRect();
    expect(pinBox.left + pinBox.width / 2 - origin.left).to.be.closeTo(expected.x, 1);
    expect(pinBox.bottom - origin.top).to.be.closeTo(expected.y, 1);
    expect(dot.style.zIndex).to.equal('3');
    dotHandle.setZIndex(5);
    expect(dot.style.zIndex).to.equal('5');

    const slc = { latitude: 40.76, longitude: -111.89 };
    dotHandle.setPosition(slc);
    const moved = engine.project(slc);
    const after = dot.getBoundingClientRect();
    expect(after.left + after.width / 2 - origin.left).to.be.closeTo(moved.x, 1);
    dotHandle.remove();
    expect(dot.isConnected).to.equal(false);
  });

  it('project and unproject are inverse, and the visible bounds contain the centre', async () => {
    const engine = await create({ center: { latitude: 40.76, longitude: -111.89 }, zoom: 10 });
    const point = engine.project({ latitude: 40.7, longitude: -111.8 });
    const back = engine.unproject(point);
    expect(back.latitude).to.be.closeTo(40.7, 1e-6);
    expect(back.longitude).to.be.closeTo(-111.8, 1e-6);
    const centre = engine.project({ latitude: 40.76, longitude: -111.89 });
    expect(centre.x).to.be.closeTo(320, 0.5);
    expect(centre.y).to.be.closeTo(200, 0.5);
    const { bounds } = engine.getView();
    expect(bounds.southWest.longitude).to.be.below(-111.89);
    expect(bounds.northEast.longitude).to.be.above(-111.89);
    expect(bounds.southWest.latitude).to.be.below(40.76);
    expect(bounds.northEast.latitude).to.be.above(40.76);
  });

  it('projects across the antimeridian onto the copy of the world nearest the centre, as markers are drawn', async () => {
    const engine = await create({ center: { latitude: -17, longitude: 179 }, zoom: 6 });
    const east = engine.project({ latitude: -17, longitude: -179 });
    const centre = engine.project({ latitude: -17, longitude: 179 });
    expect(east.x).to.be.above(centre.x);
    expect(east.x).to.be.below(640);
    const element = document.createElement('div');
    element.style.cssText = 'width: 10px; height: 10px';
    engine.addMarker({ position: { latitude: -17, longitude: -179 }, element });
    const box = element.getBoundingClientRect();
    expect(box.left + 5 - host.getBoundingClientRect().left).to.be.closeTo(east.x, 1);
  });

  it('fitBounds shows the whole box, and never zooms past MAX_FIT_ZOOM (21) for a tiny one', async () => {
    const engine = await create();
    const utah = { southWest: { latitude: 37, longitude: -114.05 }, northEast: { latitude: 42, longitude: -109.05 } };
    engine.fitBounds(utah, { padding: 10 });
    const { bounds, zoom } = engine.getView();
    expect(bounds.southWest.longitude).to.be.at.most(-114.05);
    expect(bounds.northEast.longitude).to.be.at.least(-109.05);
    expect(bounds.southWest.latitude).to.be.at.most(37);
    expect(bounds.northEast.latitude).to.be.at.least(42);
    expect(zoom).to.be.within(5, 8);

    const building = { southWest: { latitude: 40.77, longitude: -111.891 }, northEast: { latitude: 40.770001, longitude: -111.890999 } };
    engine.fitBounds(building);
    expect(engine.getView().zoom).to.equal(MAX_FIT_ZOOM);
    engine.fitBounds(utah, { maxZoom: 4 });
    expect(engine.getView().zoom).to.equal(4);
  });

  it('fits a box across the antimeridian (Fiji) around 180 degrees, not around the world', async () => {
    const engine = await create();
    engine.fitBounds({ southWest: { latitude: -21, longitude: 176 }, northEast: { latitude: -12, longitude: -178 } });
    const { center, zoom } = engine.getView();
    expect(Math.abs(center.longitude)).to.be.above(178);
    expect(zoom).to.be.above(4);
  });

  it('lists ROAD and LIGHT with labels from strings (English defaults), switches with maptypechange, and falls back for an unknown id', async () => {
    const plain = await create();
    expect(plain.mapTypes().map((t) => [t.id, t.provider, t.type, t.label])).to.deep.equal([
      [INTERNAL_ROAD, 'INTERNAL', 'ROAD', 'Map'],
      [INTERNAL_LIGHT, 'INTERNAL', 'ROAD', 'Light'],
    ]);
    // Each type's picture comes from the service (the overview thumbnail of the map-type control).
    expect(plain.mapTypes().map((t) => t.thumbnail)).to.deep.equal([client.sourceLegendUrl('INTERNAL', 'ROAD'), client.sourceLegendUrl('INTERNAL', 'LIGHT')]);
    const picture = new Image();
    picture.src = plain.mapTypes()[1]!.thumbnail!;
    await picture.decode();
    expect(picture.naturalWidth).to.equal(96);
    plain.destroy();

    const engine = await create({ strings: { 'maptypes.map': 'Mapa', 'maptypes.light': 'Claro' } });
    expect(engine.mapTypes().map((t) => t.label)).to.deep.equal(['Mapa', 'Claro']);
    expect(engine.getMapType()).to.equal(INTERNAL_ROAD);
    await settled(engine);

    const changed = next(engine, 'maptypechange');
    engine.setMapType(INTERNAL_LIGHT);
    expect(engine.getMapType()).to.equal(INTERNAL_LIGHT);
    expect(await changed).to.deep.equal({ id: INTERNAL_LIGHT });
    await settled(engine);
    const lightWater = await styleColour(client, 'LIGHT', 'water', 'background-color');
    const atlantic = engine.project({ latitude: 10, longitude: -35 });
    expect(near(await pixel(engine, atlantic.x, atlantic.y), lightWater), 'the Atlantic in the light type').to.equal(true);

    const back = next(engine, 'maptypechange');
    engine.setMapType('GOOGLE:satellite');
    expect(engine.getMapType()).to.equal(INTERNAL_ROAD);
    expect(await back).to.deep.equal({ id: INTERNAL_ROAD });
  });

  it('starts on the configured type, and on the first allowed one when the configured type is not allowed', async () => {
    const light = await create({ mapType: INTERNAL_LIGHT });
    expect(light.getMapType()).to.equal(INTERNAL_LIGHT);
    light.destroy();
    const onlyLight = await create({ mapTypes: [INTERNAL_LIGHT], mapType: 'roadmap' });
    expect(onlyLight.mapTypes().map((t) => t.id)).to.deep.equal([INTERNAL_LIGHT]);
    expect(onlyLight.getMapType()).to.equal(INTERNAL_LIGHT);
  });

  it('raises zoom while zooming and idle once settled, with the new view', async () => {
    const engine = await create();
    await settled(engine);
    const zooms: EngineView[] = [];
    engine.on('zoom', (view) => zooms.push(view));
    const idle = next(engine, 'idle');
    engine.setView({ zoom: 4, center: { latitude: 40, longitude: -100 } });
    const view = await idle;
    expect(zooms.length).to.be.above(0);
    expect(zooms.at(-1)!.zoom).to.equal(4);
    expect(view.zoom).to.equal(4);
    expect(view.center.longitude).to.be.closeTo(-100, 1e-6);
  });

  it('is usable by keyboard: the focused map zooms with + and pans with the arrow keys', async () => {
    const engine = await create({ center: { latitude: 40.76, longitude: -111.89 }, zoom: 6 });
    await settled(engine);
    const canvas = engine.map.getCanvas();
    canvas.focus();
    expect(document.activeElement).to.equal(canvas);
    const zoomed = next(engine, 'idle');
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: '+', keyCode: 187, bubbles: true }));
    expect((await zoomed).zoom).to.equal(7);
    const panned = next(engine, 'idle');
    canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', keyCode: 39, bubbles: true }));
    expect((await panned).center.longitude).to.be.above(-111.89);
  });

  it('raises click with the position under the pointer, and not for a click on a marker', async () => {
    const engine = await create({ center: { latitude: 40.76, longitude: -111.89 }, zoom: 6 });
    await settled(engine);
    const clicks: MapEngineEvents['click'][] = [];
    engine.on('click', (detail) => clicks.push(detail));
    const canvas = engine.map.getCanvas();
    const origin = canvas.getBoundingClientRect();
    const at = { clientX: origin.left + 100, clientY: origin.top + 80, bubbles: true, button: 0 };
    canvas.dispatchEvent(new MouseEvent('mousedown', at));
    canvas.dispatchEvent(new MouseEvent('mouseup', at));
    canvas.dispatchEvent(new MouseEvent('click', at));
    expect(clicks).to.have.length(1);
    expect(clicks[0]!.pixel).to.deep.equal({ x: 100, y: 80 });
    const expected = engine.unproject({ x: 100, y: 80 });
    expect(clicks[0]!.position.latitude).to.be.closeTo(expected.latitude, 1e-9);
    expect(clicks[0]!.position.longitude).to.be.closeTo(expected.longitude, 1e-9);

    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = '3';
    element.setAttribute('aria-label', '3 meetinghouses');
    engine.addMarker({ position: { latitude: 40.76, longitude: -111.89 }, element });
    const box = element.getBoundingClientRect();
    const onMarker = { clientX: box.left + 2, clientY: box.top + 2, bubbles: true, button: 0 };
    element.dispatchEvent(new MouseEvent('mousedown', onMarker));
    element.dispatchEvent(new MouseEvent('mouseup', onMarker));
    element.dispatchEvent(new MouseEvent('click', onMarker));
    expect(clicks).to.have.length(1);
  });

  it('raises dblclick with its position, and drag while the map is dragged', async () => {
    const engine = await create({ center: { latitude: 40.76, longitude: -111.89 }, zoom: 6 });
    await settled(engine);
    const canvas = engine.map.getCanvas();
    const origin = canvas.getBoundingClientRect();
    const at = (x: number, y: number, buttons = 1) => ({ clientX: origin.left + x, clientY: origin.top + y, bubbles: true, button: 0, buttons });

    const doubles: MapEngineEvents['dblclick'][] = [];
    engine.on('dblclick', (detail) => doubles.push(detail));
    canvas.dispatchEvent(new MouseEvent('dblclick', at(200, 150)));
    expect(doubles).to.have.length(1);
    expect(doubles[0]!.pixel).to.deep.equal({ x: 200, y: 150 });

    engine.setView({ zoom: 6, center: { latitude: 40.76, longitude: -111.89 } });
    const before = engine.getView().center;
    const drags: EngineView[] = [];
    engine.on('drag', (view) => drags.push(view));
    const dragged = next(engine, 'drag');
    canvas.dispatchEvent(new MouseEvent('mousedown', at(320, 200)));
    for (let step = 1; step <= 5; step++) document.dispatchEvent(new MouseEvent('mousemove', at(320 + step * 20, 200)));
    await dragged;
    document.dispatchEvent(new MouseEvent('mouseup', at(420, 200, 0)));
    expect(drags.length).to.be.above(0);
    // Dragged east: the map shows what was west of the old centre.
    expect(drags.at(-1)!.center.longitude).to.be.below(before.longitude);
  });

  it('opens a callout with the caller content; onClose on its own close button, not on remove()', async () => {
    const engine = await create();
    const content = document.createElement('p');
    content.textContent = 'Provo Utah Temple';
    let closed = 0;
    const callout = engine.addCallout({ position: { latitude: 40.2338, longitude: -111.6585 }, content, onClose: () => closed++ });
    expect(content.isConnected).to.equal(true);
    expect(host.contains(content)).to.equal(true);
    callout.remove();
    expect(content.isConnected).to.equal(false);
    expect(closed).to.equal(0);

    const again = document.createElement('p');
    again.textContent = 'Salt Lake Temple';
    engine.addCallout({ position: { latitude: 40.77, longitude: -111.89 }, content: again, onClose: () => closed++ });
    const close = host.querySelector<HTMLButtonElement>('.maplibregl-popup-close-button');
    expect(close).to.not.equal(null);
    close!.click();
    expect(closed).to.equal(1);
    expect(again.isConnected).to.equal(false);

    const third = document.createElement('p');
    third.textContent = 'Escape closes me';
    engine.addCallout({ position: { latitude: 40.77, longitude: -111.89 }, content: third, onClose: () => closed++ });
    third.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(closed).to.equal(2);
    expect(third.isConnected).to.equal(false);
  });

  it('resize() follows the container and raises resize with the new size', async () => {
    const engine = await create();
    const resized = next(engine, 'resize');
    host.style.width = '320px';
    engine.resize();
    const view = await resized;
    expect(view.width).to.equal(320);
    expect(engine.map.getCanvas().clientWidth).to.equal(320);
  });

  it('the map region has the caller label and role; MapLibre attribution and controls are off; axe passes', async () => {
    const engine = await create();
    await settled(engine);
    const canvas = engine.map.getCanvas();
    expect(canvas.getAttribute('role')).to.equal('region');
    expect(canvas.getAttribute('aria-label')).to.equal('Meetinghouses near you');
    expect(canvas.tabIndex).to.equal(0);
    expect(host.querySelector('.maplibregl-ctrl-attrib, .maplibregl-ctrl-logo, .maplibregl-ctrl')).to.equal(null);
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = '12';
    element.setAttribute('aria-label', '12 meetinghouses');
    engine.addMarker({ position: { latitude: 20, longitude: 0 }, element });
    const content = document.createElement('p');
    content.textContent = 'Provo Utah Temple';
    engine.addCallout({ position: { latitude: 21, longitude: 1 }, content });
    await expect(host).to.be.accessible();
  });

  it('adopts MapLibre CSS into the shadow root it draws in', async () => {
    const shadowHost = await fixture(html`<div></div>`);
    const root = shadowHost.attachShadow({ mode: 'open' });
    const inner = document.createElement('div');
    inner.style.cssText = 'position: relative; width: 300px; height: 200px';
    root.append(inner);
    const engine = await create({ container: inner });
    expect(root.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.maplibregl-map')))).to.equal(true);
    const element = document.createElement('div');
    engine.addMarker({ position: { latitude: 20, longitude: 0 }, element });
    // MapLibre's CSS positions markers absolutely; without the sheet they would flow in the container.
    expect(getComputedStyle(element).position).to.equal('absolute');
  });

  it('destroy() removes the map, its markers and callouts, and raises nothing after', async () => {
    const engine = await create();
    await settled(engine);
    const element = document.createElement('div');
    engine.addMarker({ position: { latitude: 20, longitude: 0 }, element });
    const content = document.createElement('p');
    content.textContent = 'callout';
    let closed = 0;
    engine.addCallout({ position: { latitude: 20, longitude: 0 }, content, onClose: () => closed++ });
    let events = 0;
    engine.on('zoom', () => events++);
    engine.on('idle', () => events++);
    engine.destroy();
    expect(host.childElementCount).to.equal(0);
    expect(element.isConnected).to.equal(false);
    expect(content.isConnected).to.equal(false);
    expect(closed).to.equal(0);
    expect(engine.container.isConnected).to.equal(false);
    engine.destroy();
    expect(events).to.equal(0);
  });

  it('an aborted signal destroys the map it was creating', async () => {
    const controller = new AbortController();
    const engine = await create({ signal: controller.signal });
    controller.abort();
    expect(engine.container.isConnected).to.equal(false);
  });

  it('styleUrl: draws that style instead of the service basemap', async () => {
    const style = { version: 8, sources: {}, layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#ff0000' } }] };
    const url = URL.createObjectURL(new Blob([JSON.stringify(style)], { type: 'application/json' }));
    try {
      const engine = await create({ styleUrl: url });
      await settled(engine);
      expect(engine.mapTypes().map((t) => t.id)).to.deep.equal([STYLE_URL_MAP_TYPE]);
      expect(near(await pixel(engine, 320, 200), { r: 255, g: 0, b: 0 })).to.equal(true);
    } finally {
      URL.revokeObjectURL(url);
    }
  });

  it('createEngine picks MapLibre without a Google key, Google with one', async () => {
    expect(engineFor({})).to.equal('maplibre');
    expect(engineFor({ googleKey: 'key' })).to.equal('google');
    const engine = await createEngine({ container: host, center: { latitude: 0, longitude: 0 }, zoom: 2, label: 'Map', client });
    engines.push(engine);
    expect(engine.name).to.equal('maplibre');
    expect(engine.container.parentElement).to.equal(host);
  });
});
