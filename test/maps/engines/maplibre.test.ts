/**
 * The MapLibre engine for real in headless Chromium (WebGL through SwiftShader, scripts/find-chromium.mjs),
 * drawing the reference server's offline basemap (`/maps/sources/INTERNAL/{ROAD|LIGHT}` through the
 * page's maps client and web-test-runner's /api proxy).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { createMaplibreEngine } from '../../../maps/engines/maplibre/index.ts';
import type { EngineOptions, MapEngine } from '../../../maps/engines/types.ts';
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

/** Until MapLibre has drawn everything it has (style, sources, tiles): its own `loaded()` after a render. */
async function settled(engine: Engine): Promise<void> {
  const map = engine.map;
  if (map.loaded() && map.areTilesLoaded()) return;
  await new Promise<void>((resolve) => map.once('idle', () => resolve()));
}

/** The drawn colour at a CSS pixel of the map (the canvas keeps its buffer: preserveDrawingBuffer). */
function pixel(engine: Engine, x: number, y: number): Rgb {
  const canvas = engine.map.getCanvas();
  const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext;
  const ratio = canvas.width / canvas.clientWidth;
  const data = new Uint8Array(4);
  gl.readPixels(Math.round(x * ratio), Math.round(canvas.height - y * ratio), 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, data);
  return { r: data[0]!, g: data[1]!, b: data[2]! };
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
    expect(near(pixel(engine, atlantic.x, atlantic.y), water), 'Atlantic is water').to.equal(true);
    expect(near(pixel(engine, sahara.x, sahara.y), land), 'Sahara is land').to.equal(true);
  });
});
