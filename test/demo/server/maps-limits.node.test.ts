/**
 * Issue 10, section 1: every maps route has a body limit fitting its use, every list and geometry a cap
 * answered with a 4xx naming the field and the limit, every answer a bound; and demo/server/README.md
 * lists exactly the limits the server enforces.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPO_ROOT } from '../../../demo/server/config.ts';
import {
  limitsTable,
  MAPS_BODY_LIMIT_BYTES,
  MAPS_GEOMETRY_BODY_LIMIT_BYTES,
  MAPS_LIMITS,
  MAPS_SMALL_BODY_LIMIT_BYTES,
  MAX_BOUNDARIES,
  MAX_CLUSTERS,
  MAX_FILTER_OPERANDS,
  MAX_FILTERS,
  MAX_GEOMETRY_VERTICES,
  MAX_IDS,
  MAX_ISOCHRONES,
  MAX_LAYERS,
  MAX_OPTION_LIST,
  MAX_STRING_KEYS,
  MAX_WAYPOINTS,
} from '../../../demo/server/maps/limits.ts';
import * as limits from '../../../demo/server/maps/limits.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

const PROVO = { latitude: 40.23384, longitude: -111.65853 };
const WORLD = { southWest: { longitude: -180, latitude: -85.05 }, northEast: { longitude: 180, latitude: 85.05 } };

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/** A closed ring of `count` positions (the last equals the first) on a circle `radius` degrees wide. */
function circleRing(count: number, radius: number, center: [number, number] = [-111.6, 40.2]): number[][] {
  const ring: number[][] = [];
  for (let i = 0; i < count - 1; i++) {
    const angle = (2 * Math.PI * i) / (count - 1);
    ring.push([Math.round((center[0] + radius * Math.cos(angle)) * 1e5) / 1e5, Math.round((center[1] + radius * Math.sin(angle)) * 1e5) / 1e5]);
  }
  ring.push([...(ring[0] ?? [0, 0])]);
  return ring;
}

describe('maps service limits', () => {
  let site: SiteDirs;
  let server: TestServer;

  const post = async (route: string, body: unknown): Promise<Answer> => {
    const payload = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await fetch(`${server.base}/api/maps/v2${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Left as text; the assertion shows it.
    }
    return { status: response.status, body: parsed, text };
  };

  /** A 400 naming `field`, whose message states the limit. */
  const refused = async (route: string, body: unknown, field: string, limit: number) => {
    const answer = await post(route, body);
    assert.equal(answer.status, 400, `${route} ${field}: ${answer.text.slice(0, 300)}`);
    const error = answer.body as { field?: string; error?: string };
    assert.equal(error.field, field, answer.text.slice(0, 300));
    assert.match(error.error ?? '', new RegExp(`\\b${limit}\\b`), `the message names the limit ${limit}: ${error.error}`);
  };
  /** At the limit the same call is not refused for that field. */
  const accepted = async (route: string, body: unknown, field: string) => {
    const answer = await post(route, body);
    const error = answer.body as { field?: string };
    assert.ok(answer.status < 400 || error.field !== field, `${route} at the limit of ${field}: ${answer.status} ${answer.text.slice(0, 300)}`);
    return answer;
  };

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('the README lists exactly the limits in maps/limits.ts, with the values enforced', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'demo/server/README.md'), 'utf8');
    const match = /<!-- maps-limits:start -->\n([\s\S]*?)\n<!-- maps-limits:end -->/.exec(readme);
    assert.ok(match, 'demo/server/README.md has the maps-limits block');
    assert.equal(match[1], limitsTable(), 'README table differs from limitsTable(): regenerate it');
    // Each row names an exported constant holding that very value (so the table cannot drift from the code).
    const exported = limits as unknown as Record<string, unknown>;
    for (const row of MAPS_LIMITS) assert.equal(exported[row.constant], row.value, `${row.constant} in MAPS_LIMITS`);
    const constants = Object.keys(exported).filter((name) => /^(MAX_|MAPS_.*_BYTES$)/.test(name) && name !== 'MAX_LIST');
    assert.deepEqual(new Set(MAPS_LIMITS.map((row) => row.constant)), new Set(constants), 'every limit constant has a README row');
  });

  test('isochrone distances: 200,000 are refused at once, not drawn (304 MB before)', async () => {
    const distances = Array.from({ length: 200_000 }, (_, i) => 100 + i);
    const answer = await post('/navigation/isochrone', { origin: PROVO, distances });
    assert.equal(answer.status, 413, answer.text.slice(0, 200));
    await refused(
      '/navigation/isochrone',
      { origin: PROVO, distances: Array.from({ length: MAX_ISOCHRONES + 1 }, (_, i) => 100 + i) },
      'distances',
      MAX_ISOCHRONES,
    );
    const ok = await accepted('/navigation/isochrone', { origin: PROVO, distances: Array.from({ length: MAX_ISOCHRONES }, (_, i) => 100 + i) }, 'distances');
    assert.equal((ok.body as unknown[]).length, MAX_ISOCHRONES);
    await refused(
      '/navigation/isochrone',
      `{"origin":${JSON.stringify(PROVO)},"distances":"${Array.from({ length: 11 }, () => '5').join(',')}"}`,
      'distances',
      MAX_ISOCHRONES,
    );
  });

  test('directions waypoints', async () => {
    const waypoints = (n: number) => Array.from({ length: n }, (_, i) => ({ latitude: 40 + i * 0.01, longitude: -111.6 }));
    await refused('/navigation/directions', { origin: PROVO, destination: PROVO, waypoints: waypoints(MAX_WAYPOINTS + 1) }, 'waypoints', MAX_WAYPOINTS);
    const ok = await accepted('/navigation/directions', { origin: PROVO, destination: PROVO, waypoints: waypoints(MAX_WAYPOINTS) }, 'waypoints');
    assert.equal(ok.status, 200);
  });

  test('ids, layers, filters, filter operands, emphasize, providers, keys', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(100000 + i));
    await refused('/locations/count', { ids: ids(MAX_IDS + 1) }, 'ids', MAX_IDS);
    assert.equal((await accepted('/locations/count', { ids: ids(MAX_IDS) }, 'ids')).status, 200);
    await refused('/locations/identify', { layers: Array.from({ length: MAX_LAYERS + 1 }, () => 'WARD') }, 'layers', MAX_LAYERS);
    const filter = { field: 'language.code', operator: '=', operand: 'eng' };
    await refused('/locations/count', { filters: Array.from({ length: MAX_FILTERS + 1 }, () => filter) }, 'filters', MAX_FILTERS);
    assert.equal((await accepted('/locations/count', { filters: Array.from({ length: MAX_FILTERS }, () => filter) }, 'filters')).status, 200);
    await refused('/locations/clusters', { zoom: 2, emphasize: Array.from({ length: MAX_FILTERS + 1 }, () => filter) }, 'emphasize', MAX_FILTERS);
    const operand = (n: number) => Array.from({ length: n }, (_, i) => `l${i}`);
    await refused('/locations/count', { filters: [{ ...filter, operand: operand(MAX_FILTER_OPERANDS + 1) }] }, 'filters[0].operand', MAX_FILTER_OPERANDS);
    assert.equal((await accepted('/locations/count', { filters: [{ ...filter, operand: operand(MAX_FILTER_OPERANDS) }] }, 'filters[0].operand')).status, 200);
    await refused('/geocode/ip', { providers: Array.from({ length: MAX_OPTION_LIST + 1 }, () => 'INTERNAL') }, 'providers', MAX_OPTION_LIST);
    const strings = await fetch(`${server.base}/api/maps/v2/strings?keys=${Array.from({ length: MAX_STRING_KEYS + 1 }, (_, i) => `k${i}`).join(',')}`);
    assert.equal(strings.status, 400);
    assert.equal(((await strings.json()) as { field: string }).field, 'keys');
  });

  test('a geometry of more than MAX_GEOMETRY_VERTICES positions is refused naming the field', async () => {
    const ring = circleRing(MAX_GEOMETRY_VERTICES + 1, 0.5);
    await refused('/locations/identify', { geometry: { type: 'Polygon', coordinates: [ring] } }, 'geometry', MAX_GEOMETRY_VERTICES);
    await refused('/geometry/centroids', { geometry: { type: 'Polygon', coordinates: [ring] } }, 'geometry', MAX_GEOMETRY_VERTICES);
    const ok = await accepted('/locations/count', { geometry: { type: 'Polygon', coordinates: [circleRing(MAX_GEOMETRY_VERTICES, 0.5)] } }, 'geometry');
    assert.equal(ok.status, 200, ok.text.slice(0, 300));
  });

  test('body limits: 64 KiB for geocoding, navigation and contact, 256 KiB for location calls, 1 MiB with geometry; larger is a 413', async () => {
    const padded = (bytes: number, extra: Record<string, unknown>) => {
      const base = JSON.stringify({ ...extra, pad: '' });
      return JSON.stringify({ ...extra, pad: 'x'.repeat(bytes - base.length) });
    };
    assert.equal((await post('/locations/search', padded(MAPS_BODY_LIMIT_BYTES + 1, { query: 'provo' }))).status, 413);
    assert.equal((await post('/locations/search', padded(MAPS_BODY_LIMIT_BYTES, { query: 'provo' }))).status, 200);
    assert.equal((await post('/locations/count', padded(MAPS_BODY_LIMIT_BYTES * 2, { layers: ['STAKES'] }))).status, 200);
    assert.equal((await post('/locations/count', padded(MAPS_GEOMETRY_BODY_LIMIT_BYTES + 1, { layers: ['STAKES'] }))).status, 413);
    assert.equal(
      (await post('/geometry/centroids', padded(MAPS_GEOMETRY_BODY_LIMIT_BYTES + 1, { geometry: { type: 'Point', coordinates: [0, 0] } }))).status,
      413,
    );
    assert.equal((await post('/navigation/isochrone', padded(MAPS_SMALL_BODY_LIMIT_BYTES + 1, { origin: PROVO, distances: [100] }))).status, 413);
    assert.equal((await post('/navigation/isochrone', padded(MAPS_SMALL_BODY_LIMIT_BYTES, { origin: PROVO, distances: [100] }))).status, 200);
    assert.equal((await post('/geocode', padded(MAPS_SMALL_BODY_LIMIT_BYTES + 1, { address: 'Provo, UT' }))).status, 413);
    assert.equal((await post('/locations/contact/MEETINGHOUSE:1', padded(MAPS_SMALL_BODY_LIMIT_BYTES + 1, { subject: 'x' }))).status, 413);
  });

  test('clusters: zoom 16 over the world is a 400 naming zoom and the limit (57 MB before); a map view is answered', async () => {
    await refused('/locations/clusters', { extent: WORLD, zoom: 16 }, 'zoom', MAX_CLUSTERS);
    const view = await post('/locations/clusters', {
      extent: { southWest: { longitude: -112.2, latitude: 40 }, northEast: { longitude: -111.4, latitude: 40.6 } },
      zoom: 12,
    });
    assert.equal(view.status, 200, view.text.slice(0, 300));
    const clusters = view.body as unknown[];
    assert.ok(clusters.length > 0 && clusters.length <= MAX_CLUSTERS);
  });

  test('boundaries: limit above MAX_BOUNDARIES is refused', async () => {
    await refused('/locations/boundaries/union', { layers: ['STAKES'], limit: MAX_BOUNDARIES + 1 }, 'limit', MAX_BOUNDARIES);
    await refused('/locations/boundaries', { layers: ['STAKES'], limit: MAX_BOUNDARIES + 1 }, 'limit', MAX_BOUNDARIES);
  });
});
