/**
 * The offline basemap of the reference maps service: `GET /maps/sources/INTERNAL/{ROAD|LIGHT}` answers a
 * MapLibre style (version 8) inside the client's MapSource shape, its GeoJSON comes from its own cacheable
 * URLs (gzip, ETag, Cache-Control), and `/maps/providers` lists both types.
 */
import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { FeatureCollection, Feature, MultiLineString } from 'geojson';
import { BASEMAP_CACHE_CONTROL, BASEMAP_LAYERS, resetBasemapCache } from '../../../demo/server/maps/basemap.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

interface Style {
  version: number;
  sources: Record<string, { type: string; data: string }>;
  layers: Array<{ id: string; type: string; source?: string; paint?: Record<string, unknown> }>;
}

interface Source {
  id: string;
  provider: string;
  mapType: string;
  name: string;
  style: Style;
}

/** Budgets for what a map downloads before it draws (gzip bytes as sent). */
const MAX_STYLE_BYTES = 4_000;
/**
 * The longest event-loop stall while the land layer is built cold and sent, best of three. Built on the
 * loop: 91-133 ms measured; in the worker: 17-62 ms (what is left is sending 600 KB through this same
 * process). Between the two, so the test fails when the build comes back onto the loop.
 */
const MAX_STALL_MS = 75;
const ATTEMPTS = 3;
const MAX_LAYER_GZIP_BYTES: Record<(typeof BASEMAP_LAYERS)[number], number> = { land: 250_000, borders: 80_000, states: 20_000 };

describe('offline basemap', () => {
  let site: SiteDirs;
  let server: TestServer;

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  const inject = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  for (const id of ['ROAD', 'LIGHT']) {
    test(`GET /maps/sources/INTERNAL/${id} answers a version 8 style with GeoJSON sources and no text layers`, async () => {
      const answer = await inject(`/api/maps/v2/maps/sources/INTERNAL/${id}`);
      assert.equal(answer.statusCode, 200, answer.body);
      assert.match(String(answer.headers['content-type']), /application\/json/);
      assert.equal(answer.headers['cache-control'], BASEMAP_CACHE_CONTROL);
      assert.ok(answer.body.length <= MAX_STYLE_BYTES, `style is ${answer.body.length} bytes`);
      const source = answer.json<Source>();
      assert.equal(source.id, id);
      assert.equal(source.provider, 'INTERNAL');
      assert.equal(source.mapType, 'ROAD');
      assert.equal(source.style.version, 8);
      assert.deepEqual(Object.keys(source.style.sources).sort(), ['borders', 'land', 'states']);
      for (const [name, spec] of Object.entries(source.style.sources)) {
        assert.equal(spec.type, 'geojson');
        assert.equal(spec.data, `/api/maps/v2/maps/sources/INTERNAL/data/${name}.geojson`);
      }
      assert.deepEqual(
        source.style.layers.map((layer) => layer.type).filter((type) => type === 'symbol'),
        [],
        'no glyphs offline, so no symbol layers',
      );
      assert.ok(!('glyphs' in source.style));
    });
  }

  test('the two types differ: LIGHT is paler than ROAD', async () => {
    const colour = async (id: string, layer: string, property: string) => {
      const style = (await inject(`/api/maps/v2/maps/sources/INTERNAL/${id}`)).json<Source>().style;
      const value = style.layers.find((l) => l.id === layer)?.paint?.[property];
      assert.equal(typeof value, 'string');
      return value as string;
    };
    const lightness = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return (r! + g! + b!) / 3;
    };
    assert.ok(lightness(await colour('LIGHT', 'water', 'background-color')) > lightness(await colour('ROAD', 'water', 'background-color')));
    assert.ok(lightness(await colour('LIGHT', 'borders', 'line-color')) > lightness(await colour('ROAD', 'borders', 'line-color')));
  });

  test('the proxy mount points its data through the proxy, and the type id is case-insensitive', async () => {
    const answer = await inject('/api/maps-proxy/v2/maps/sources/internal/light', { 'x-forwarded-prefix': '/api/maps-proxy' });
    assert.equal(answer.statusCode, 200, answer.body);
    const source = answer.json<Source>();
    assert.equal(source.id, 'LIGHT');
    assert.equal(source.style.sources.land?.data, '/api/maps-proxy/v2/maps/sources/INTERNAL/data/land.geojson');
  });

  test('unknown provider or id: 404 naming the field; a provider that is not one at all: 400', async () => {
    const unknownId = await inject('/api/maps/v2/maps/sources/INTERNAL/SATELLITE');
    assert.equal(unknownId.statusCode, 404);
    assert.equal(unknownId.json<{ field: string }>().field, 'id');
    const otherProvider = await inject('/api/maps/v2/maps/sources/GOOGLE/ROAD');
    assert.equal(otherProvider.statusCode, 404);
    assert.equal(otherProvider.json<{ field: string }>().field, 'provider');
    const notProvider = await inject('/api/maps/v2/maps/sources/NOPE/ROAD');
    assert.equal(notProvider.statusCode, 400);
    assert.equal(notProvider.json<{ field: string }>().field, 'provider');
    const unknownLayer = await inject('/api/maps/v2/maps/sources/INTERNAL/data/rivers.geojson');
    assert.equal(unknownLayer.statusCode, 404);
    assert.equal(unknownLayer.json<{ field: string }>().field, 'layer');
  });

  test('each GeoJSON layer: valid lines or polygons over the world, gzip within budget, ETag revalidates to 304', async () => {
    for (const layer of BASEMAP_LAYERS) {
      const url = `/api/maps/v2/maps/sources/INTERNAL/data/${layer}.geojson`;
      const answer = await inject(url, { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(answer.statusCode, 200, `${layer}: ${answer.statusCode}`);
      assert.equal(answer.headers['content-encoding'], 'gzip');
      assert.match(String(answer.headers['content-type']), /application\/geo\+json/);
      assert.equal(answer.headers['cache-control'], BASEMAP_CACHE_CONTROL);
      assert.match(String(answer.headers.vary), /Accept-Encoding/i);
      const etag = answer.headers.etag;
      assert.equal(typeof etag, 'string');
      assert.ok(answer.rawPayload.length <= MAX_LAYER_GZIP_BYTES[layer], `${layer} is ${answer.rawPayload.length} bytes gzip`);
      const json = JSON.parse(gunzipSync(answer.rawPayload).toString('utf8')) as FeatureCollection | Feature;

      const plain = await inject(url);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.deepEqual(JSON.parse(plain.body), json, 'the same data without gzip');

      if (layer === 'land') {
        const collection = json as FeatureCollection;
        assert.equal(collection.type, 'FeatureCollection');
        const polygons = collection.features.filter((f) => f.geometry.type === 'MultiPolygon' || f.geometry.type === 'Polygon');
        assert.ok(polygons.length > 0);
        const rings = collection.features.flatMap((f) => (f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates.flat() : []));
        assert.ok(rings.length > 500, `${rings.length} rings: islands are kept`);
        for (const ring of rings) assert.ok(ring.length >= 4, 'every ring closes with at least 4 points');
        // A ring jumping 180 -> -180 and back would be drawn as a band across the whole world; only the ring
        // around the South Pole crosses (once, on its way round).
        const jumps = (ring: number[][]) => ring.slice(1).filter((point, i) => Math.abs(point[0]! - ring[i]![0]!) > 180).length;
        const crossing = rings.filter((ring) => jumps(ring) > 0);
        assert.ok(
          crossing.every((ring) => jumps(ring) === 1 && Math.max(...ring.map((point) => point[1]!)) < -60),
          'only the ring round the South Pole (Antarctica) crosses',
        );
        assert.ok(
          rings.some((ring) => ring.some(([lon, lat]) => lon! > 180 && lat! > 60)),
          'Chukotka continues Eurasia past 180 degrees',
        );
      } else {
        const line = (json as Feature<MultiLineString>).geometry;
        assert.equal(line.type, 'MultiLineString');
        const points = line.coordinates.flat();
        assert.ok(points.length > 100);
        for (const [lon, lat] of points) assert.ok(Math.abs(lon!) <= 190 && Math.abs(lat!) <= 90);
        if (layer === 'states') {
          // The Utah-Colorado border (109.05 W) is there.
          assert.ok(points.some(([lon, lat]) => Math.abs(lon! + 109.05) < 0.02 && lat! > 37 && lat! < 41));
        }
      }

      const again = await inject(url, { 'if-none-match': String(etag), 'accept-encoding': 'gzip' });
      assert.equal(again.statusCode, 304);
      assert.equal(again.rawPayload.length, 0);
    }
  });

  test('building a layer cold does not hold the event loop (the work runs in the maps worker)', async () => {
    let best = Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < ATTEMPTS && best >= MAX_STALL_MS; attempt++) {
      resetBasemapCache();
      const histogram = monitorEventLoopDelay({ resolution: 10 });
      histogram.enable();
      // The histogram sees nothing until its timer has fired once.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const response = await fetch(`${server.base}/api/maps/v2/maps/sources/INTERNAL/data/land.geojson`);
      await response.arrayBuffer();
      histogram.disable();
      assert.equal(response.status, 200);
      best = Math.min(best, histogram.max / 1e6);
    }
    assert.ok(best < MAX_STALL_MS, `the event loop stalled ${best.toFixed(0)} ms`);
  });

  test('GET /maps/sources/INTERNAL/{id}/legend: a picture of the type in its own colours, cacheable', async () => {
    const road = await inject('/api/maps/v2/maps/sources/INTERNAL/ROAD/legend');
    assert.equal(road.statusCode, 200, road.body);
    assert.match(String(road.headers['content-type']), /^image\/svg\+xml/);
    assert.equal(road.headers['cache-control'], BASEMAP_CACHE_CONTROL);
    assert.match(road.body, /^<svg [^>]*width="96" height="96"[^>]*role="img" aria-label="Road map"/);
    const style = (await inject('/api/maps/v2/maps/sources/INTERNAL/ROAD')).json<Source>().style;
    const water = style.layers.find((l) => l.id === 'water')?.paint?.['background-color'];
    const land = style.layers.find((l) => l.id === 'land')?.paint?.['fill-color'];
    assert.ok(road.body.includes(`fill="${String(water)}"`) && road.body.includes(`fill="${String(land)}"`), 'the style colours');
    // Land is drawn: closed rings with many points, not collapsed islands.
    const landPath = /<path d="([^"]+)" fill="#/.exec(road.body)?.[1] ?? '';
    assert.ok((landPath.match(/L/g) ?? []).length > 100, 'the coastline has detail');
    assert.ok(road.body.length < 16_000, `${road.body.length} bytes`);
    const light = await inject('/api/maps/v2/maps/sources/INTERNAL/light/legend');
    assert.equal(light.statusCode, 200);
    assert.notEqual(light.body, road.body);
    const again = await inject('/api/maps/v2/maps/sources/INTERNAL/ROAD/legend', { 'if-none-match': String(road.headers.etag) });
    assert.equal(again.statusCode, 304);
    const unknown = await inject('/api/maps/v2/maps/sources/INTERNAL/HYBRID/legend');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json<{ field: string }>().field, 'id');
  });

  test('GET /maps/providers and /maps/providers/INTERNAL list both basemap types', async () => {
    const list = (await inject('/api/maps/v2/maps/providers')).json<Array<{ id: string; mapTypes: string[]; sources: string[] }>>();
    assert.equal(list.length, 1);
    assert.equal(list[0]!.id, 'INTERNAL');
    assert.deepEqual(list[0]!.mapTypes, ['ROAD', 'LIGHT']);
    assert.deepEqual(list[0]!.sources, ['/api/maps/v2/maps/sources/INTERNAL/ROAD', '/api/maps/v2/maps/sources/INTERNAL/LIGHT']);
    const one = await inject('/api/maps/v2/maps/providers/internal');
    assert.equal(one.statusCode, 200);
    assert.equal(one.json<{ id: string }>().id, 'INTERNAL');
    const missing = await inject('/api/maps/v2/maps/providers/BING');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json<{ field: string }>().field, 'id');
  });
});
