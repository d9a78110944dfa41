/**
 * The reference maps service over HTTP (a real server on 127.0.0.1 with a temporary database):
 * configure and strings, locations and identify (what the unit finder calls), filters, clusters (what the
 * cluster layer calls), boundaries, icons, the 501s and the 400s.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as turf from '@turf/turf';
import type { MultiPolygon } from 'geojson';
import { getMapsData, type LocationRecord } from '../../../demo/server/maps/data.ts';
import { haversineMetres } from '../../../demo/server/maps/geo-math.ts';
import { CLUSTER_LOCATIONS_MAX } from '../../../demo/server/maps/service.ts';
import { LocationType, QueryableField } from '../../../maps/geo/enums.ts';
import { DEFAULT_MARKER_COLOR, MARKER_ICON_SIZE_PX, MARKER_PIN_HEIGHT_PX } from '../../../maps/geo/marker-scale.ts';
import { makeSite, postJson, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

const PROVO = { latitude: 40.23384, longitude: -111.65853 };
/** Visitor spec: radius = configured miles x 1609 m; 10 miles here. */
const TEN_MILES_M = 10 * 1609;
const WORLD = { southWest: { longitude: -180, latitude: -85.05 }, northEast: { longitude: 180, latitude: 85.05 } };

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

type Json = Record<string, unknown>;

function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.append(key, typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

describe('reference maps service', () => {
  let site: SiteDirs;
  let server: TestServer;
  const data = getMapsData();

  const get = async (path: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${server.base}/api/maps/v2${path}${query(params)}`, { headers });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Left as text (SVG, empty 204).
    }
    return { status: response.status, headers: response.headers, body, text };
  };
  const ok = async <T = Json[]>(path: string, params: Record<string, unknown> = {}): Promise<T> => {
    const answer = await get(path, params);
    assert.equal(answer.status, 200, `${path}: ${answer.text.slice(0, 300)}`);
    return answer.body as T;
  };
  const post = async (path: string, body: unknown) => postJson(server.base, `/api/maps/v2${path}`, body);
  const badField = async (path: string, params: Record<string, unknown>, field: string) => {
    const answer = await get(path, params);
    assert.equal(answer.status, 400, `${path} ${JSON.stringify(params)}: ${answer.text}`);
    assert.equal((answer.body as Json).field, field, answer.text);
    assert.equal(typeof (answer.body as Json).error, 'string');
  };

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  describe('scripts/configure and strings', () => {
    test('configure answers every field of the configuration response', async () => {
      const response = await fetch(`${server.base}/api/maps-proxy/v2/scripts/configure`, {
        headers: { 'X-Forwarded-Prefix': '/api/maps-proxy', 'X-Maps-Client': 'finder-demo', 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' },
      });
      assert.equal(response.status, 200);
      const body = (await response.json()) as Json;
      for (const field of ['init', 'production', 'develop', 'proxy', 'client', 'language', 'legal', 'strings', 'provider', 'coordinates', 'nonce'])
        assert.ok(field in body, `no ${field}`);
      assert.equal(body.init, true);
      assert.equal(body.production, false);
      assert.equal(body.proxy, '/api/maps-proxy');
      assert.equal(body.client, 'finder-demo');
      assert.equal(body.language, 'es');
      assert.equal(body.provider, 'INTERNAL');
      const legal = body.legal as { terms: Json; privacy: Json; copyright: string };
      for (const link of [legal.terms, legal.privacy]) {
        assert.equal(typeof link.url, 'string');
        assert.equal(typeof link.text, 'string');
      }
      assert.ok(legal.copyright.length > 0);
      assert.equal((body.strings as Json)['zoom.zoomin'], 'Acercar');
      // The test client is on loopback: the fixed local position (Salt Lake City).
      const coordinates = body.coordinates as { latitude: number; longitude: number };
      assert.ok(haversineMetres(coordinates.longitude, coordinates.latitude, -111.891, 40.761) < 5000);
      assert.match(String(body.nonce), /^[A-Za-z0-9+/]{22}==$/);
    });

    test('configure through the service path says no proxy; each answer has a fresh nonce', async () => {
      const first = await ok<Json>('/scripts/configure');
      const second = await ok<Json>('/scripts/configure');
      assert.equal(first.proxy, false);
      assert.notEqual(first.nonce, second.nonce);
      assert.equal(first.language, 'en');
    });

    test('configure with a public ip has no coordinates (no IP database); a malformed ip is a 400', async () => {
      const body = await ok<Json>('/scripts/configure', { ip: '8.8.8.8' });
      assert.equal('coordinates' in body, false);
      await badField('/scripts/configure', { ip: 'not-an-ip' }, 'ip');
    });

    test('strings: every key of the spec (and the light map type) by default, a subset by keys, translated by Accept-Language', async () => {
      const all = await ok<Json>('/strings');
      assert.deepEqual(Object.keys(all).sort(), [
        'copyright',
        'copyright.info',
        'geolocate',
        'maptypes',
        'maptypes.light',
        'maptypes.map',
        'maptypes.satellite',
        'zoom.zoomin',
        'zoom.zoomout',
      ]);
      const some = await get('/strings', { keys: ['zoom.zoomout', 'geolocate', 'no.such.key'] }, { 'Accept-Language': 'fr-CA, fr;q=0.9' });
      assert.deepEqual(some.body, { 'zoom.zoomout': 'Zoom arrière', geolocate: 'Afficher votre position' });
      const german = await get('/strings', { keys: 'maptypes.map,maptypes.satellite' }, { 'Accept-Language': 'ja, de;q=0.8' });
      assert.deepEqual(german.body, { 'maptypes.map': 'Karte', 'maptypes.satellite': 'Satellit' });
    });
  });

  describe('locations', () => {
    test('a location by key, as TYPE:id or TYPE/id with any case, with relations as references', async () => {
      const meetinghouse = data.locations.find((record) => record.type === LocationType.MEETINGHOUSE && (record.childIds?.length ?? 0) >= 2) as LocationRecord;
      const byColon = await ok<Json>(`/locations/${meetinghouse.type}:${meetinghouse.id}`);
      const bySlash = await ok<Json>(`/locations/${meetinghouse.type.toLowerCase()}/${meetinghouse.id}`);
      assert.deepEqual(byColon, bySlash);
      assert.equal(byColon.key, `MEETINGHOUSE:${meetinghouse.id}`);
      assert.deepEqual(byColon.coordinates, { latitude: meetinghouse.latitude, longitude: meetinghouse.longitude });
      const children = byColon.children as Json[];
      assert.equal(children.length, meetinghouse.childIds?.length);
      assert.deepEqual(Object.keys(children[0] ?? {}).sort(), ['id', 'key', 'name', 'type']);
      const expanded = await ok<Json>(`/locations/${meetinghouse.type}:${meetinghouse.id}`, { children: true });
      const ward = (expanded.children as Json[])[0] as Json;
      assert.equal((ward.parent as Json).id, data.byId(String(ward.id))?.parentId);
      assert.match(String((ward.hours as { primary: Json }).primary.code), /^[A-Z]{2}\d{4}$/);
      assert.equal(typeof (ward.language as Json).code, 'string');
      const missing = await get('/locations/WARD:1');
      assert.equal(missing.status, 404);
      assert.equal((missing.body as Json).field, 'key');
      await badField('/locations/nokey', {}, 'key');
    });

    test('a ward answers the fields the finder reads: language.code, hours.primary.code, parent.id, address, LocalNames', async () => {
      const ward = data.locations.find((record) => record.type === LocationType.WARD && record.localNames && record.missionaryPhoneNumbers) as LocationRecord;
      const body = await ok<Json>(`/locations/WARD:${ward.id}`);
      assert.equal((body.language as Json).code, ward.language);
      assert.equal(((body.hours as Json).primary as Json).code, ward.hours);
      assert.equal((body.parent as Json).id, ward.parentId);
      assert.deepEqual((body.properties as Json).LocalNames, ward.localNames);
      assert.deepEqual(body.missionaryPhoneNumbers, ward.missionaryPhoneNumbers);
      for (const part of ['street1', 'city', 'country']) assert.equal(typeof (body.address as Json)[part], 'string');
    });

    test('giving machines are locations too, with the detail fields of the giving-machine panel', async () => {
      const machines = await ok('/locations', { layers: ['GIVING_MACHINE'], limit: 100 });
      assert.equal(machines.length, data.givingMachines.length);
      const first = data.givingMachines[0];
      const location = machines.find((l) => l.id === first?.id) as Json;
      const properties = location.properties as Json;
      assert.equal(properties.facebook, first?.facebook);
      assert.equal(properties.instagram, first?.instagram);
      assert.deepEqual(location.coordinates, { latitude: first?.latitude, longitude: first?.longitude });
    });

    test('list: layers, ids, limit and start page through the same order', async () => {
      const page1 = await ok('/locations', { layers: ['TEMPLES'], limit: 5 });
      const page2 = await ok('/locations', { layers: ['TEMPLES'], limit: 5, start: 5 });
      const both = await ok('/locations', { layers: ['TEMPLES'], limit: 10 });
      assert.deepEqual(
        [...page1, ...page2].map((l) => l.id),
        both.map((l) => l.id),
      );
      assert.ok(both.every((l) => String(l.type).startsWith('TEMPLE') && l.type !== 'TEMPLE_DISTRICT'));
      const keys = both.slice(0, 3).map((l) => String(l.key));
      const byIds = await ok('/locations', { ids: [keys[2], keys[0], keys[1]] });
      assert.deepEqual(
        byIds.map((l) => l.key),
        [keys[2], keys[0], keys[1]],
      );
    });

    test('identify: the nearest 10 meetinghouses and wards around Provo, sorted by distance, all within the radius', async () => {
      const layers = ['MEETINGHOUSE', 'WARDS'];
      const found = await ok('/locations/identify', { coordinates: PROVO, radius: TEN_MILES_M, nearest: 10, layers });
      assert.equal(found.length, 10);
      const distances = found.map((l) => {
        const c = l.coordinates as { latitude: number; longitude: number };
        const metres = haversineMetres(PROVO.longitude, PROVO.latitude, c.longitude, c.latitude);
        assert.ok(Math.abs(metres - Number(l.distance)) < 5, `distance ${l.distance} vs ${metres}`);
        assert.ok(metres <= TEN_MILES_M, `${l.name} is ${metres} m away`);
        assert.ok(l.type === 'MEETINGHOUSE' || String(l.type).startsWith('WARD'), String(l.type));
        return metres;
      });
      assert.deepEqual(
        distances,
        [...distances].sort((a, b) => a - b),
      );
      // The same ten as a brute-force scan over every location.
      const brute = data.locations
        .filter((record) => record.type === 'MEETINGHOUSE' || record.type.startsWith('WARD'))
        .map((record) => ({ record, d: haversineMetres(PROVO.longitude, PROVO.latitude, record.longitude, record.latitude) }))
        .sort((a, b) => a.d - b.d || a.record.id.localeCompare(b.record.id))
        .slice(0, 10);
      assert.deepEqual(new Set(found.map((l) => l.id)), new Set(brute.map((b) => b.record.id)));
    });

    test('identify: a small radius returns fewer, never anything outside it; POST with a body answers the same', async () => {
      const params = { coordinates: PROVO, radius: 600, nearest: 50, layers: ['MEETINGHOUSE'] };
      const found = await ok('/locations/identify', params);
      for (const l of found) assert.ok(Number(l.distance) <= 600);
      const expected = data.locations.filter(
        (r) => r.type === 'MEETINGHOUSE' && haversineMetres(PROVO.longitude, PROVO.latitude, r.longitude, r.latitude) <= 600,
      ).length;
      assert.equal(found.length, Math.min(50, expected));
      const posted = await post('/locations/identify', params);
      assert.equal(posted.status, 200);
      assert.deepEqual(posted.body, found);
      const proxied = await (await fetch(`${server.base}/api/maps-proxy/v2/locations/identify${query(params)}`)).json();
      assert.deepEqual(proxied, found);
    });

    test('exact address: identify by coordinates alone gives the wards whose boundaries hold the point', async () => {
      const meetinghouse = data.locations.find(
        (r) => r.type === 'MEETINGHOUSE' && r.address?.city === 'Provo' && (r.childIds?.length ?? 0) >= 3,
      ) as LocationRecord;
      const point = { latitude: meetinghouse.latitude, longitude: meetinghouse.longitude };
      const wards = await ok('/locations/identify', { coordinates: point, layers: ['WARDS'] });
      assert.ok(wards.length >= 1);
      const geographic = wards.filter((w) => data.byId(String(w.id))?.geographic);
      assert.equal(geographic.length, 1, 'exactly one geographic ward covers a point');
      for (const ward of wards) {
        assert.ok(String(ward.type).startsWith('WARD'));
        const boundary = await ok<MultiPolygon>(`/locations/${String(ward.key)}/boundary`);
        assert.ok(turf.booleanPointInPolygon([point.longitude, point.latitude], boundary), `${ward.name} does not hold the point`);
      }
      // Nothing but wards: no stakes, no meetinghouse.
      assert.ok(wards.every((w) => !String(w.type).includes('STAKE')));
    });

    test('identify by address geocodes it first; an address nobody knows finds nothing', async () => {
      const byAddress = await ok('/locations/identify', { address: 'Provo, UT', radius: TEN_MILES_M, nearest: 10, layers: ['MEETINGHOUSE'] });
      assert.equal(byAddress.length, 10);
      assert.deepEqual(await ok('/locations/identify', { address: 'qzxv nowhere blorp', radius: 1000, nearest: 10 }), []);
    });

    test('identify within a geometry, a reference location or an extent', async () => {
      const box = {
        type: 'Polygon',
        coordinates: [
          [
            [-111.7, 40.2],
            [-111.62, 40.2],
            [-111.62, 40.27],
            [-111.7, 40.27],
            [-111.7, 40.2],
          ],
        ],
      };
      const inside = (r: LocationRecord) => r.longitude >= -111.7 && r.longitude <= -111.62 && r.latitude >= 40.2 && r.latitude <= 40.27;
      const expected = data.locations.filter((r) => r.type === 'MEETINGHOUSE' && inside(r));
      const byGeometry = await ok('/locations/identify', { geometry: box, layers: ['MEETINGHOUSE'], limit: 1000 });
      assert.ok(expected.length > 5);
      assert.deepEqual(new Set(byGeometry.map((l) => l.id)), new Set(expected.map((r) => r.id)));
      const outside = await ok<{ count: number }>('/locations/count', { geometry: box, relation: 'DISJOINT', layers: ['MEETINGHOUSE'] });
      assert.equal(outside.count, data.locations.filter((r) => r.type.startsWith('MEETINGHOUSE')).length - expected.length);
      const byExtent = await ok('/locations/identify', {
        extent: { southWest: { longitude: -111.7, latitude: 40.2 }, northEast: { longitude: -111.62, latitude: 40.27 } },
        layers: ['MEETINGHOUSE'],
        limit: 1000,
      });
      assert.deepEqual(new Set(byExtent.map((l) => l.id)), new Set(expected.map((r) => r.id)));
      const stake = data.locations.find((r) => r.type === 'STAKE' && r.address?.city === 'Provo') as LocationRecord;
      const byReference = await ok('/locations/identify', { reference: `STAKE:${stake.id}`, layers: ['MEETINGHOUSE'], limit: 1000 });
      const ids = new Set(byReference.map((l) => l.id));
      for (const id of stake.associatedIds ?? []) assert.ok(ids.has(id), `stake meetinghouse ${id} missing`);
    });

    test('count within a radius counts all of them, beyond any page size', async () => {
      const radius = 80000;
      const expected = data.locations.filter(
        (r) => r.type.startsWith('WARD') && haversineMetres(PROVO.longitude, PROVO.latitude, r.longitude, r.latitude) <= radius,
      ).length;
      assert.ok(expected > 1000, `${expected}`);
      const counted = await ok<{ count: number }>('/locations/count', { coordinates: PROVO, radius, layers: ['WARDS'] });
      // geokdbush measures on a 6371 km sphere: allow a location or two right on the circle.
      assert.ok(Math.abs(counted.count - expected) <= 2, `${counted.count} vs ${expected}`);
    });

    test('count: matches the list, with counts by type', async () => {
      const count = await ok<{ count: number; counts: Array<{ type: string; count: number }> }>('/locations/count', { layers: ['TEMPLES'] });
      const temples = data.locations.filter((r) => r.type.startsWith('TEMPLE') && r.type !== 'TEMPLE_DISTRICT');
      assert.equal(count.count, temples.length);
      assert.equal(
        count.counts.reduce((sum, c) => sum + c.count, 0),
        count.count,
      );
      const near = await ok<{ count: number }>('/locations/count', { coordinates: PROVO, radius: 5000, layers: ['MEETINGHOUSE'] });
      const expected = data.locations.filter(
        (r) => r.type === 'MEETINGHOUSE' && haversineMetres(PROVO.longitude, PROVO.latitude, r.longitude, r.latitude) <= 5000,
      ).length;
      assert.equal(near.count, expected);
    });

    test('search and autocomplete find locations by name words', async () => {
      const found = await ok('/locations/search', { query: 'provo ysa', layers: ['WARDS'], limit: 20 });
      assert.ok(found.length > 0);
      for (const l of found) assert.match(String(l.name).toLowerCase(), /provo.*ysa|ysa.*provo/);
      const suggestions = await ok('/locations/autocomplete', { input: 'Orem', limit: 5 });
      assert.equal(suggestions.length, 5);
      for (const s of suggestions) {
        assert.equal(typeof s.text, 'string');
        assert.match(String(s.name), /orem/i);
      }
      await badField('/locations/search', {}, 'query');
    });

    test('fields: every queryable field of the toolkit enumeration, and values with counts (includeNull)', async () => {
      const fields = await ok('/locations/fields');
      const names = new Set(fields.map((f) => f.name));
      for (const field of Object.values(QueryableField)) assert.ok(names.has(field), `no field ${field}`);
      const one = await ok<Json>('/locations/fields/language.code');
      assert.equal(one.name, 'language.code');
      const values = await ok<Array<{ value: string | null; count: number }>>('/locations/fields/language.code/values', { layers: ['WARDS'] });
      assert.equal(values[0]?.value, 'eng');
      const total = values.reduce((sum, v) => sum + v.count, 0);
      assert.equal(total, data.locations.filter((r) => r.type.startsWith('WARD')).length);
      const withNull = await ok<Array<{ value: string | null; count: number }>>('/locations/fields/phone/values', {
        layers: ['MEETINGHOUSE'],
        includeNull: true,
        limit: 10000,
      });
      assert.ok(withNull.some((v) => v.value === null));
      assert.equal((await get('/locations/fields/nosuchfield')).status, 404);
    });
  });

  describe('filters', () => {
    const wardsOf = (predicate: (record: LocationRecord) => boolean) => data.locations.filter((r) => r.type.startsWith('WARD') && predicate(r));
    const count = async (filters: unknown[], layers: string[] = ['WARDS']) => (await ok<{ count: number }>('/locations/count', { layers, filters })).count;

    test('= and != split the wards between them; text compares without regard to case', async () => {
      const spanish = wardsOf((r) => r.language === 'spa').length;
      assert.ok(spanish > 0);
      assert.equal(await count([{ field: 'language.code', operator: '=', operand: 'SPA' }]), spanish);
      assert.equal(await count([{ field: 'language.code', operator: '!=', operand: 'spa' }]), wardsOf(() => true).length - spanish);
      const two = wardsOf((r) => r.language === 'spa' || r.language === 'por').length;
      assert.equal(await count([{ field: 'language.code', operator: '=', operand: ['spa', 'por'] }]), two);
    });

    test('contains and not contains (the finder drops CARE CENTER, RETIREMENT, CORRECTIONAL names)', async () => {
      const excluded = ['CARE CENTER', 'RETIREMENT', 'CORRECTIONAL'];
      const kept = wardsOf((r) => excluded.every((word) => !r.name.toUpperCase().includes(word))).length;
      const filters = excluded.map((word) => ({ field: 'name', operator: 'not contains', operand: word }));
      assert.equal(await count(filters), kept);
      const care = wardsOf((r) => r.name.toUpperCase().includes('CARE CENTER')).length;
      assert.ok(care > 0);
      assert.equal(await count([{ field: 'name', operator: 'contains', operand: 'care center' }]), care);
    });

    test('>, >=, <, <= on numbers and dates', async () => {
      const lat = (op: string, operand: number) => count([{ field: 'coordinates.latitude', operator: op, operand }]);
      assert.equal(await lat('>', 40), wardsOf((r) => r.latitude > 40).length);
      assert.equal(await lat('<=', 40), wardsOf((r) => r.latitude <= 40).length);
      const pivot = data.locations.find((r) => r.type.startsWith('WARD'))?.latitude ?? 0;
      assert.equal(await lat('>=', pivot), wardsOf((r) => r.latitude >= pivot).length);
      assert.equal(await lat('<', pivot), wardsOf((r) => r.latitude < pivot).length);
      assert.equal(await count([{ field: 'created', operator: '<', operand: '1970-01-01' }]), wardsOf((r) => r.created < '1970-01-01').length);
      const parking = data.locations.filter((r) => r.type === 'MEETINGHOUSE' && (r.facility?.parking ?? 0) >= 200).length;
      assert.equal(await count([{ field: 'facility.parking', operator: '>=', operand: 200 }], ['MEETINGHOUSE']), parking);
    });

    test('a filter with types tests only those types: meetinghouses pass a ward language filter', async () => {
      const filters = [{ field: 'language.code', operator: '=', operand: 'ton', types: ['WARDS'] }];
      const found = await ok<{ count: number; counts: Array<{ type: string; count: number }> }>('/locations/count', {
        layers: ['MEETINGHOUSE', 'WARDS'],
        filters,
      });
      // The MEETINGHOUSE layer is every meetinghouse type (planned and under construction too).
      const meetinghouses = found.counts.filter((c) => c.type.startsWith('MEETINGHOUSE')).reduce((sum, c) => sum + c.count, 0);
      assert.equal(meetinghouses, data.locations.filter((r) => r.type.startsWith('MEETINGHOUSE')).length);
      assert.equal(found.count - meetinghouses, wardsOf((r) => r.language === 'ton').length);
    });

    test('the finder query: nearest 10 in a language, without seasonal wards and excluded names', async () => {
      const filters = [
        { field: 'language.code', operator: '=', operand: 'spa', types: ['WARDS'] },
        { field: 'type', operator: '!=', operand: 'WARD.SEASONAL' },
        { field: 'name', operator: 'not contains', operand: 'CARE CENTER' },
      ];
      const found = await ok('/locations/identify', { coordinates: PROVO, radius: 50 * 1609, nearest: 10, layers: ['WARDS'], filters });
      assert.ok(found.length > 0);
      for (const l of found) {
        assert.equal((l.language as Json).code, 'spa');
        assert.notEqual(l.type, 'WARD.SEASONAL');
      }
    });

    test('filters also come as text (field operator operand)', async () => {
      assert.equal(await count(['language.code = spa']), wardsOf((r) => r.language === 'spa').length);
    });

    test('bad filters are 400s naming the filter part', async () => {
      await badField('/locations', { filters: [{ field: 'name', operator: 'like', operand: 'x' }] }, 'filters[0].operator');
      await badField(
        '/locations',
        {
          filters: [
            { field: 'name', operator: '=', operand: 'x' },
            { field: 'shoe.size', operator: '=', operand: 1 },
          ],
        },
        'filters[1].field',
      );
      await badField('/locations', { filters: [{ field: 'coordinates.latitude', operator: '>', operand: 'north' }] }, 'filters[0].operand');
      await badField('/locations', { filters: [{ field: 'name', operator: '=' }] }, 'filters[0].operand');
      await badField('/locations', { filters: [{ field: 'name', operator: '=', operand: 'x', types: ['NOPE'] }] }, 'filters[0].types[0]');
      await badField('/locations', { filters: '[{"field":' }, 'filters');
    });
  });

  describe('clusters', () => {
    test('at world view the clusters cover every location of the layers: counts add up to the total', async () => {
      for (const layers of [['MEETINGHOUSE'], ['WARDS', 'STAKES'], ['TEMPLES']]) {
        const clusters = await ok('/locations/clusters', { extent: WORLD, size: { width: 1024, height: 768 }, zoom: 2, layers });
        const total = (await ok<{ count: number }>('/locations/count', { layers })).count;
        assert.equal(
          clusters.reduce((sum, c) => sum + Number(c.count), 0),
          total,
          layers.join(),
        );
        for (const cluster of clusters) {
          const counts = cluster.counts as Array<{ type: string; count: number }>;
          assert.equal(
            counts.reduce((sum, c) => sum + c.count, 0),
            cluster.count,
          );
          const extent = cluster.extent as typeof WORLD;
          const c = cluster.coordinates as { latitude: number; longitude: number };
          assert.ok(c.latitude >= extent.southWest.latitude - 1e-9 && c.latitude <= extent.northEast.latitude + 1e-9);
        }
      }
    });

    test('filters narrow the clusters as they narrow the count', async () => {
      const filters = [{ field: 'language.code', operator: '=', operand: 'por' }];
      const clusters = await ok('/locations/clusters', { zoom: 3, layers: ['WARDS'], filters });
      const total = (await ok<{ count: number }>('/locations/count', { layers: ['WARDS'], filters })).count;
      assert.equal(
        clusters.reduce((sum, c) => sum + Number(c.count), 0),
        total,
      );
    });

    test('zooming in splits clusters; small clusters carry their locations; co-located ones are not dispersed', async () => {
      const utah = { southWest: { longitude: -112.2, latitude: 40.0 }, northEast: { longitude: -111.4, latitude: 40.9 } };
      const layers = ['MEETINGHOUSE', 'WARDS'];
      const coarse = await ok('/locations/clusters', { extent: utah, zoom: 6, layers });
      const fine = await ok('/locations/clusters', { extent: utah, zoom: 14, layers });
      assert.ok(fine.length > coarse.length * 5, `${coarse.length} -> ${fine.length}`);
      const sum = (list: Json[]) => list.reduce((s, c) => s + Number(c.count), 0);
      assert.equal(sum(fine), sum(coarse));
      const small = fine.find((c) => Number(c.count) <= CLUSTER_LOCATIONS_MAX && Number(c.count) > 1) as Json;
      assert.equal((small.locations as Json[]).length, small.count);
      assert.equal((coarse[0] as Json).locations, undefined);
      // A meetinghouse and its wards share one position: zooming cannot separate them.
      const together = fine.find((c) =>
        (c.locations as Json[] | undefined)?.every((l) => JSON.stringify(l.coordinates) === JSON.stringify((c.locations as Json[])[0]?.coordinates)),
      );
      assert.equal(together?.dispersed, false);
      assert.equal(coarse.find((c) => Number(c.count) > 100)?.dispersed, true);
    });

    test('emphasize marks clusters holding matching locations', async () => {
      const clusters = await ok('/locations/clusters', {
        zoom: 2,
        layers: ['TEMPLES'],
        emphasize: [{ field: 'type', operator: '=', operand: 'TEMPLE__ANNOUNCED' }],
      });
      const announced = data.locations.filter((r) => r.type === 'TEMPLE__ANNOUNCED').length;
      assert.equal(
        clusters.reduce((s, c) => s + Number(c.emphasizedCount), 0),
        announced,
      );
      assert.ok(clusters.some((c) => c.emphasized === true) && clusters.some((c) => c.emphasized === false));
    });

    test('clusters/identify answers the cluster under a point with its locations', async () => {
      const [cluster] = await ok('/locations/clusters/identify', { coordinates: PROVO, zoom: 10, layers: ['MEETINGHOUSE'] });
      assert.ok(cluster);
      assert.equal((cluster.locations as Json[]).length, cluster.count);
      for (const l of cluster.locations as Json[]) assert.equal(l.type, 'MEETINGHOUSE');
    });

    test('zoom (or a size to fit) is required; a bad extent is a 400', async () => {
      await badField('/locations/clusters', { layers: ['WARDS'] }, 'zoom');
      await badField('/locations/clusters', { zoom: 3, extent: { west: 10, south: 50, east: 20, north: 40 } }, 'extent');
      const fitted = await ok('/locations/clusters', { extent: WORLD, size: '1024x768', layers: ['TEMPLES'] });
      assert.ok(fitted.length > 0);
    });
  });

  describe('boundaries', () => {
    const provoHouses = data.locations.filter((r) => r.type === 'MEETINGHOUSE' && r.address?.city === 'Provo' && (r.childIds?.length ?? 0) >= 2);

    test('a meetinghouse boundary is a valid polygon holding its meetinghouse', async () => {
      for (const meetinghouse of [
        ...provoHouses.slice(0, 5),
        data.locations.find((r) => r.type === 'MEETINGHOUSE' && r.address?.country === 'GH') as LocationRecord,
      ]) {
        const boundary = await ok<MultiPolygon>(`/locations/MEETINGHOUSE:${meetinghouse.id}/boundary`);
        assert.equal(boundary.type, 'MultiPolygon');
        assert.ok(turf.booleanValid(boundary), 'valid');
        assert.ok(turf.booleanPointInPolygon([meetinghouse.longitude, meetinghouse.latitude], boundary), 'holds its meetinghouse');
        const extent = await ok<typeof WORLD>(`/locations/MEETINGHOUSE:${meetinghouse.id}/extent`);
        assert.ok(extent.southWest.longitude <= meetinghouse.longitude && extent.northEast.longitude >= meetinghouse.longitude);
      }
    });

    test('neighbouring cells do not overlap; geographic wards split their meetinghouse cell', async () => {
      const [a, b] = provoHouses
        .slice()
        .sort(
          (x, y) =>
            haversineMetres(x.longitude, x.latitude, PROVO.longitude, PROVO.latitude) -
            haversineMetres(y.longitude, y.latitude, PROVO.longitude, PROVO.latitude),
        );
      const cellA = await ok<MultiPolygon>(`/locations/MEETINGHOUSE:${a?.id}/boundary`);
      const cellB = await ok<MultiPolygon>(`/locations/MEETINGHOUSE:${b?.id}/boundary`);
      const overlap = turf.intersect(turf.featureCollection([turf.feature(cellA), turf.feature(cellB)]));
      assert.ok(!overlap || turf.area(overlap) < 1, 'cells overlap');
      const house = provoHouses.find((r) => (r.childIds ?? []).filter((id) => data.byId(id)?.geographic).length >= 2) as LocationRecord;
      const cell = await ok<MultiPolygon>(`/locations/MEETINGHOUSE:${house.id}/boundary`);
      let sum = 0;
      for (const id of house.childIds ?? []) {
        const ward = data.byId(id) as LocationRecord;
        if (!ward.geographic) continue;
        const part = await ok<MultiPolygon>(`/locations/${ward.type}:${ward.id}/boundary`);
        assert.ok(turf.booleanValid(part));
        sum += turf.area(part);
      }
      // Geodesic areas of the planar parts add up to the cell's within rounding.
      assert.ok(Math.abs(sum - turf.area(cell)) / turf.area(cell) < 1e-4, `parts ${sum} vs cell ${turf.area(cell)}`);
    });

    test('a stake boundary holds its meetinghouses; a temple (a point) has none: 204', async () => {
      const house = provoHouses[0] as LocationRecord;
      const stake = data.byId(house.parentId ?? '') as LocationRecord;
      const boundary = await ok<MultiPolygon>(`/locations/${stake.type}:${stake.id}/boundary`);
      for (const id of stake.associatedIds ?? []) {
        const building = data.byId(id) as LocationRecord;
        assert.ok(turf.booleanPointInPolygon([building.longitude, building.latitude], boundary), building.name);
      }
      const temple = data.locations.find((r) => r.type === 'TEMPLE') as LocationRecord;
      const none = await get(`/locations/TEMPLE:${temple.id}/boundary`);
      assert.equal(none.status, 204);
    });

    test('generalize, offset and compressed shape the boundary; centroids and labels lie inside', async () => {
      const house = provoHouses[0] as LocationRecord;
      const plain = await ok<MultiPolygon>(`/locations/MEETINGHOUSE:${house.id}/boundary`);
      const grown = await ok<MultiPolygon>(`/locations/MEETINGHOUSE:${house.id}/boundary`, { offset: 200 });
      assert.ok(turf.area(grown) > turf.area(plain));
      const compressed = await ok<{ encoding: string; coordinates: string[][] }>(`/locations/MEETINGHOUSE:${house.id}/boundary`, { compressed: true });
      assert.equal(compressed.encoding, 'polyline');
      assert.equal(typeof compressed.coordinates[0]?.[0], 'string');
      const [center] = await ok<Array<{ latitude: number; longitude: number }>>(`/locations/MEETINGHOUSE:${house.id}/centroids`, { type: 'POINT_ON_SURFACE' });
      assert.ok(center && turf.booleanPointInPolygon([center.longitude, center.latitude], plain));
      const [label] = await ok<Array<typeof WORLD>>(`/locations/MEETINGHOUSE:${house.id}/labels`);
      assert.ok(label && turf.booleanPointInPolygon([label.northEast.longitude, label.northEast.latitude], plain));
      await badField(`/locations/MEETINGHOUSE:${house.id}/centroids`, { type: 'MIDDLE' }, 'type');
    });

    test('boundaries lists locations with their boundary; boundaries/union merges them', async () => {
      const stake = data.byId(provoHouses[0]?.parentId ?? '') as LocationRecord;
      const ids = (stake.associatedIds ?? []).map((id) => `MEETINGHOUSE:${id}`);
      const list = await ok('/locations/boundaries', { ids });
      assert.equal(list.length, ids.length);
      for (const l of list) assert.equal((l.boundary as Json).type, 'MultiPolygon');
      const merged = await ok<MultiPolygon>('/locations/boundaries/union', { ids });
      const stakeBoundary = await ok<MultiPolygon>(`/locations/${stake.type}:${stake.id}/boundary`);
      assert.ok(Math.abs(turf.area(merged) - turf.area(stakeBoundary)) / turf.area(stakeBoundary) < 1e-6);
      const extents = await ok('/locations/extents', { ids });
      assert.ok(extents.every((l) => (l.extent as Json).southWest));
    });
  });

  describe('icons', () => {
    test('an SVG pin in the default colour at 21 x 30 px', async () => {
      const answer = await get('/icons');
      assert.equal(answer.status, 200);
      assert.match(answer.headers.get('content-type') ?? '', /^image\/svg\+xml/);
      assert.match(answer.headers.get('cache-control') ?? '', /max-age=/);
      assert.ok(answer.text.includes(`fill="${DEFAULT_MARKER_COLOR}"`));
      assert.ok(answer.text.includes(`width="${MARKER_ICON_SIZE_PX}" height="${MARKER_PIN_HEIGHT_PX}"`));
    });

    test('text is escaped; colour, scale, type and invert apply', async () => {
      const answer = await get('/icons', { text: '<b>&"' });
      assert.ok(!answer.text.includes('<b>'));
      assert.ok(answer.text.includes('&lt;b&gt;&amp;&quot;'));
      const dot = await get('/icons', { type: 'DOT', color: '#00ff00', scale: 2 });
      assert.ok(dot.text.includes('fill="#00ff00"') && dot.text.includes('<circle') && dot.text.includes(`width="${MARKER_ICON_SIZE_PX * 2}"`));
      const inverted = await get('/icons', { invert: true });
      assert.ok(inverted.text.includes('fill="#ffffff" stroke'));
    });

    test('bad options are 400s naming the option; PNG is not drawn here (501)', async () => {
      await badField('/icons', { color: 'red;"><script>' }, 'color');
      await badField('/icons', { scale: 0 }, 'scale');
      await badField('/icons', { type: 'STAR' }, 'type');
      await badField('/icons', { symbol: 'skull' }, 'symbol');
      await badField('/icons', { layer: 'CASTLE' }, 'layer');
      await badField('/icons', { text: 'far too long text' }, 'text');
      const png = await get('/icons', { format: 'PNG' });
      assert.equal(png.status, 501);
      assert.equal((png.body as Json).operation, 'icons (format PNG)');
    });
  });

  describe('errors', () => {
    test('unimplemented calls answer 501 naming the operation', async () => {
      const cases: Array<[string, string, unknown, string]> = [
        ['POST', '/geometry/cut', { geometry: { type: 'Point', coordinates: [0, 0] } }, 'geometry/cut'],
        ['POST', '/geometry/topology', {}, 'geometry/topology'],
        ['GET', '/locations/overlay', undefined, 'locations/overlay'],
        ['GET', '/media/locations/WARD:1', undefined, 'media/locations'],
        ['GET', '/maps/image', undefined, 'maps/image'],
        ['GET', '/households/center', undefined, 'households/center'],
        ['GET', '/navigation/directions?origin=Provo&destination=Orem&modes=%5B%22DRIVING%22%5D', undefined, 'navigation/directions (mode DRIVING)'],
        ['PUT', '/locations/WARD:1', {}, 'locations (update and delete)'],
      ];
      for (const [method, path, body, operation] of cases) {
        const response = await fetch(`${server.base}/api/maps/v2${path}`, {
          method,
          ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        });
        assert.equal(response.status, 501, `${method} ${path}`);
        assert.equal(((await response.json()) as Json).operation, operation);
      }
    });

    test('bad input is a 400 naming the field', async () => {
      await badField('/locations/identify', { coordinates: { latitude: 95, longitude: 0 }, radius: 10 }, 'coordinates');
      await badField('/locations/identify', { coordinates: 'north', radius: 10 }, 'coordinates');
      await badField('/locations/identify', { coordinates: PROVO, radius: 0 }, 'radius');
      await badField('/locations/identify', { coordinates: PROVO, radius: -5 }, 'radius');
      await badField('/locations/identify', { coordinates: PROVO, radius: 100, nearest: 0 }, 'nearest');
      await badField('/locations/identify', { radius: 100 }, 'coordinates');
      await badField('/locations', { limit: 0 }, 'limit');
      await badField('/locations', { limit: 1001 }, 'limit');
      await badField('/locations', { start: -1 }, 'start');
      await badField('/locations', { layers: ['WARDS', 'CASTLES'] }, 'layers[1]');
      await badField('/locations', { ids: ['NOTATYPE:1'] }, 'ids[0]');
      await badField('/locations/identify', { coordinates: PROVO, relation: 'NEAR' }, 'relation');
      await badField('/geocode', {}, 'address');
      const body = await post('/locations/identify', ['not', 'an', 'object']);
      assert.equal(body.status, 400);
      assert.equal((body.body as Json).field, 'body');
    });
  });

  describe('contact', () => {
    test('a message to a location is stored and answered 201', async () => {
      const ward = data.locations.find((r) => r.type === 'WARD') as LocationRecord;
      const message = {
        subject: 'Visiting on Sunday',
        message: 'What time do you meet?',
        senderName: 'Ana',
        senderEmail: 'ana@example.org',
        senderPhone: '+1 801 555 0100',
        referrerUrl: 'https://example.org/find',
      };
      const answer = await post(`/locations/contact/WARD:${ward.id}`, message);
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      assert.equal((answer.body as Json).location, `WARD:${ward.id}`);
      const row = server.app.db.prepare('SELECT * FROM maps_contact_messages WHERE id = ?').get((answer.body as Json).id) as Json;
      assert.equal(row.location_key, `WARD:${ward.id}`);
      assert.equal(row.message, message.message);
      assert.equal(row.sender_email, message.senderEmail);
    });

    test('bad messages are 400s naming the field; an unknown location is a 404', async () => {
      const ward = data.locations.find((r) => r.type === 'WARD') as LocationRecord;
      const good = { subject: 'Hi', message: 'Hello', senderName: 'Ana', senderEmail: 'ana@example.org' };
      const bad = async (body: Json, field: string) => {
        const answer = await post(`/locations/contact/WARD:${ward.id}`, body);
        assert.equal(answer.status, 400);
        assert.equal((answer.body as Json).field, field);
      };
      await bad({ ...good, senderEmail: 'not an email' }, 'senderEmail');
      await bad({ ...good, message: '   ' }, 'message');
      await bad({ ...good, referrerUrl: 'javascript:alert(1)' }, 'referrerUrl');
      const { subject: _subject, ...noSubject } = good;
      await bad(noSubject, 'subject');
      const missing = await post('/locations/contact/WARD:1', good);
      assert.equal(missing.status, 404);
    });
  });

  describe('layers and providers', () => {
    test('layers list every type; groups list their layers; unknown ones are 404', async () => {
      const layers = await ok('/layers');
      assert.ok(layers.some((l) => l.id === 'WARD.SEASONAL'));
      const ward = await ok<{ types: string[] }>('/layers/WARD');
      assert.ok(ward.types.includes('WARD__SINGLE_ADULT'));
      const group = await ok<{ layers: Json[] }>('/layers/groups/TEMPLES');
      assert.ok(group.layers.some((l) => l.id === 'TEMPLE__ANNOUNCED'));
      assert.equal((await get('/layers/CASTLE')).status, 404);
      const [provider] = await ok('/maps/providers');
      assert.equal(provider?.id, 'INTERNAL');
      const logo = await get('/maps/providers/INTERNAL/logo');
      assert.match(logo.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    });
  });
});
