/**
 * The maps service's geocoder (accuracy and confidence from how an address matched), DIRECT navigation
 * and the geometry operations, over HTTP against a real server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as turf from '@turf/turf';
import type { Geometry, Polygon } from 'geojson';
import { getMapsData, type LocationRecord } from '../../../demo/server/maps/data.ts';
import { LOCAL_IP_PLACE } from '../../../demo/server/maps/geocoder.ts';
import { haversineMetres } from '../../../demo/server/maps/geo-math.ts';
import { makeSite, postJson, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

type Json = Record<string, unknown>;
interface Hit {
  coordinates: { latitude: number; longitude: number };
  address: Json;
  formatted: string;
  match: { accuracy: string; confidence: string; level: string; partial?: boolean };
  accuracy: string;
  confidence: string;
}

function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    search.append(key, typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value));
  return `?${search.toString()}`;
}

const square = (west: number, south: number, east: number, north: number): Polygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

describe('reference maps service: geocoding, navigation, geometry', () => {
  let site: SiteDirs;
  let server: TestServer;
  const data = getMapsData();
  const provoHouse = data.locations.find((r) => r.type === 'MEETINGHOUSE' && r.address?.city === 'Provo') as LocationRecord;

  const get = async (path: string, params: Record<string, unknown> = {}) => {
    const response = await fetch(`${server.base}/api/maps-proxy/v2${path}${query(params)}`, { headers: { 'X-Forwarded-Prefix': '/api/maps-proxy' } });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
  };
  const geocode = async (address: string, params: Record<string, unknown> = {}) => {
    const answer = await get('/geocode', { address, ...params });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as Hit[];
  };
  const post = (path: string, body: unknown) => postJson(server.base, `/api/maps/v2${path}`, body);

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  describe('geocode', () => {
    test('a full street address of a meetinghouse: ROOFTOP, HIGH, at the building', async () => {
      const [hit, ...rest] = await geocode(provoHouse.address?.formatted ?? '');
      assert.equal(rest.length, 0);
      assert.equal(hit?.match.accuracy, 'ROOFTOP');
      assert.equal(hit?.match.confidence, 'HIGH');
      assert.equal(hit?.match.level, 'STREET');
      assert.equal(hit?.accuracy, 'ROOFTOP');
      assert.deepEqual(hit?.coordinates, { latitude: provoHouse.latitude, longitude: provoHouse.longitude });
      assert.equal(hit?.address.countryCode3, 'USA');
      assert.equal((hit as unknown as Json).location && ((hit as unknown as Json).location as Json).id, provoHouse.id);
      // Written out, in another case, with the ZIP only.
      const street = String(provoHouse.address?.street1).replace(/\bN\b/, 'North').replace(/\bS\b/, 'South').replace(/\bE\b/, 'East').replace(/\bW\b/, 'West');
      const [again] = await geocode(`${street.toLowerCase()} ${provoHouse.address?.postalCode ?? ''}`);
      assert.equal(again?.match.accuracy, 'ROOFTOP');
      assert.equal(again?.match.confidence, 'HIGH');
    });

    test('another number on a known street: INTERPOLATION, HIGH, a little way along', async () => {
      const street1 = String(provoHouse.address?.street1);
      const number = Number(/^\d+/.exec(street1)?.[0]);
      const [hit] = await geocode(`${street1.replace(/^\d+/, String(number + 40))}, Provo, UT`);
      assert.equal(hit?.match.accuracy, 'INTERPOLATION');
      assert.equal(hit?.match.confidence, 'HIGH');
      const metres = haversineMetres(provoHouse.longitude, provoHouse.latitude, hit?.coordinates.longitude ?? 0, hit?.coordinates.latitude ?? 0);
      assert.ok(metres > 10 && metres < 200, `${metres} m`);
    });

    test('a city: APPROXIMATE, MEDIUM; a ZIP: APPROXIMATE, MEDIUM at postal level', async () => {
      const [city] = await geocode('Provo, UT');
      assert.deepEqual(city?.match, { accuracy: 'APPROXIMATE', confidence: 'MEDIUM', level: 'CITY' });
      assert.ok(haversineMetres(-111.65853, 40.23384, city?.coordinates.longitude ?? 0, city?.coordinates.latitude ?? 0) < 2000);
      const [zip] = await geocode('84601');
      assert.deepEqual(zip?.match, { accuracy: 'APPROXIMATE', confidence: 'MEDIUM', level: 'POSTAL' });
      assert.equal(zip?.address.postalCode, '84601');
      const [abroad] = await geocode('Lima, Peru');
      assert.equal(abroad?.address.country, 'PE');
      assert.equal(abroad?.match.confidence, 'MEDIUM');
    });

    test('an ambiguous city name alone is LOW; unfiltered lists the other places of that name', async () => {
      const best = await geocode('Springfield');
      assert.equal(best[0]?.match.confidence, 'LOW');
      const qualified = await geocode('Springfield, IL');
      assert.equal(qualified.length, 1);
      assert.equal(qualified[0]?.address.state, 'IL');
      assert.equal(qualified[0]?.match.confidence, 'MEDIUM');
    });

    test('an unknown street in a known city is the city, LOW and partial; a state or a country alone is LOW', async () => {
      const [partial] = await geocode('987 Nonexistent Blvd, Provo, UT');
      assert.deepEqual(partial?.match, { accuracy: 'APPROXIMATE', confidence: 'LOW', level: 'CITY', partial: true });
      const [state] = await geocode('Utah');
      assert.deepEqual(state?.match, { accuracy: 'APPROXIMATE', confidence: 'LOW', level: 'STATE' });
      const [country] = await geocode('Brazil');
      assert.equal(country?.match.level, 'COUNTRY');
      assert.equal(country?.address.countryCode3, 'BRA');
    });

    test('nonsense finds nothing', async () => {
      for (const text of ['qzxv blorp', 'zzzz 99999 qqq', '!!!']) assert.deepEqual(await geocode(text), [], text);
    });

    test("'lat, lng' geocodes to itself", async () => {
      const [hit] = await geocode('40.2338, -111.6585');
      assert.deepEqual(hit?.coordinates, { latitude: 40.2338, longitude: -111.6585 });
      assert.equal(hit?.match.accuracy, 'ROOFTOP');
    });

    test('country and extent restrict; limit caps; bad values are 400s', async () => {
      assert.deepEqual(await geocode('Provo', { country: 'MX' }), []);
      const inUtah = await geocode('Provo', { extent: { southWest: { longitude: -114, latitude: 37 }, northEast: { longitude: -109, latitude: 42 } } });
      assert.equal(inUtah.length, 1);
      const many = await geocode('Springfield', { unfiltered: true, limit: 3 });
      assert.equal(many.length, 3);
      for (const [params, field] of [
        [{ address: 'x', country: 'Atlantis' }, 'country'],
        [{ address: 'x', limit: 0 }, 'limit'],
        [{ address: 'x', providers: ['NOPE'] }, 'providers[0]'],
      ] as const) {
        const answer = await get('/geocode', params);
        assert.equal(answer.status, 400);
        assert.equal((answer.body as Json).field, field);
      }
    });

    test('POST geocode/address takes the address in parts', async () => {
      const address = provoHouse.address;
      const answer = await post('/geocode/address', {
        address: { street1: address?.street1, city: address?.city, state: address?.state, postalCode: address?.postalCode, country: 'US' },
      });
      assert.equal(answer.status, 200);
      const [hit] = answer.body as Hit[];
      assert.equal(hit?.match.accuracy, 'ROOFTOP');
      assert.deepEqual(hit?.coordinates, { latitude: provoHouse.latitude, longitude: provoHouse.longitude });
    });

    test('a phone number finds the location it belongs to', async () => {
      const withPhone = data.locations.find((r) => r.type === 'MEETINGHOUSE' && r.phone) as LocationRecord;
      const [hit] = await geocode('', { phone: withPhone.phone });
      assert.deepEqual(hit?.coordinates, { latitude: withPhone.latitude, longitude: withPhone.longitude });
    });

    test('reverse: the building at its own position, then nearby places', async () => {
      const answer = await get('/geocode/reverse', { coordinates: { latitude: provoHouse.latitude, longitude: provoHouse.longitude }, limit: 3 });
      const hits = answer.body as Hit[];
      assert.equal(hits.length, 3);
      assert.equal(hits[0]?.match.accuracy, 'ROOFTOP');
      assert.equal(hits[0]?.formatted, provoHouse.address?.formatted);
      assert.equal(hits[1]?.match.level, 'CITY');
      const bad = await get('/geocode/reverse', {});
      assert.equal((bad.body as Json).field, 'coordinates');
    });

    test('autocomplete: places by size for words, addresses and ZIPs for numbers', async () => {
      const places = (await get('/geocode/autocomplete', { input: 'Salt La', limit: 3 })).body as Array<{ text: string }>;
      assert.equal(places[0]?.text, 'Salt Lake City, UT, United States');
      const street = String(provoHouse.address?.street1);
      const addresses = (await get('/geocode/autocomplete', { input: street.slice(0, street.length - 1), limit: 50 })).body as Array<{
        text: string;
        type: string;
      }>;
      assert.ok(addresses.some((a) => a.text === provoHouse.address?.formatted));
      const zips = (await get('/geocode/autocomplete', { input: '8460', limit: 5 })).body as Array<{ text: string; type: string }>;
      assert.ok(zips.length > 0 && zips.every((z) => z.type === 'POSTAL' && /8460\d/.test(z.text)));
      assert.equal((await get('/geocode/autocomplete', {})).status, 400);
    });

    test('ip: loopback and private networks answer the fixed local place; public addresses nothing', async () => {
      const own = (await get('/geocode/ip')).body as Hit[];
      assert.equal(own[0]?.address.city, LOCAL_IP_PLACE.city);
      assert.equal(own[0]?.address.countryCode3, 'USA');
      assert.equal(((await get('/geocode/ip', { ip: '192.168.1.20' })).body as Hit[]).length, 1);
      assert.deepEqual((await get('/geocode/ip', { ip: '203.0.113.9' })).body, []);
      assert.equal(((await get('/geocode/ip', { ip: '999.1.1.1' })).body as Json).field, 'ip');
    });
  });

  describe('navigation', () => {
    test('DIRECT directions: great-circle legs through waypoints, distances in the asked units', async () => {
      const origin = { latitude: 40.23384, longitude: -111.65853 };
      const waypoint = { latitude: 40.29699, longitude: -111.69465 };
      const destination = { latitude: 40.76078, longitude: -111.89105 };
      const answer = await get('/navigation/directions', { origin, destination, waypoints: [waypoint], modes: ['DIRECT'], lengthUnits: 'mi' });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const [route] = answer.body as Array<{ legs: Array<{ distance: number; steps: Json[] }>; distance: number; path: Json[]; extent: Json }>;
      assert.equal(route?.legs.length, 2);
      const leg1 = haversineMetres(origin.longitude, origin.latitude, waypoint.longitude, waypoint.latitude) / 1609.344;
      const leg2 = haversineMetres(waypoint.longitude, waypoint.latitude, destination.longitude, destination.latitude) / 1609.344;
      assert.ok(Math.abs((route?.legs[0]?.distance ?? 0) - leg1) < 0.01);
      assert.ok(Math.abs((route?.distance ?? 0) - (leg1 + leg2)) < 0.01);
      assert.deepEqual(route?.path[0], origin);
      assert.deepEqual(route?.path[route.path.length - 1], destination);
      assert.ok(route?.legs[0]?.steps[0]?.instructions);
    });

    test('places may be addresses or location keys; compressed gives an encoded path; POST answers the same', async () => {
      const temple = data.locations.find((r) => r.type === 'TEMPLE') as LocationRecord;
      const body = { origin: 'Provo, UT', destination: `TEMPLE:${temple.id}`, compressed: true };
      const answer = await post('/navigation/directions', body);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const [route] = answer.body as Array<{ path: unknown; legs: Array<{ end: Json }> }>;
      assert.equal(typeof route?.path, 'string');
      assert.deepEqual(route?.legs[0]?.end, { latitude: temple.latitude, longitude: temple.longitude });
      const viaGet = await get('/navigation/directions', body);
      assert.deepEqual(viaGet.body, answer.body);
    });

    test('an unknown place or unit is a 400 naming it; other travel modes are 501', async () => {
      const unknown = await get('/navigation/directions', { origin: 'qzxv blorp', destination: 'Provo' });
      assert.equal((unknown.body as Json).field, 'origin');
      const units = await get('/navigation/directions', { origin: 'Provo', destination: 'Orem', lengthUnits: 'furlong' });
      assert.equal((units.body as Json).field, 'lengthUnits');
      assert.equal((await get('/navigation/directions', { origin: 'Provo', destination: 'Orem', modes: ['WALKING'] })).status, 501);
    });

    test('DIRECT isochrones are circles of the given distances; times need a road network (501)', async () => {
      const origin = { latitude: 40.23384, longitude: -111.65853 };
      const answer = await get('/navigation/isochrone', { origin, distances: [1000, 5000] });
      const shapes = answer.body as Array<{ distance: number; geometry: Polygon }>;
      assert.equal(shapes.length, 2);
      const ring = shapes[1]?.geometry.coordinates[0] ?? [];
      for (const [lng = 0, lat = 0] of ring) assert.ok(Math.abs(haversineMetres(origin.longitude, origin.latitude, lng, lat) - 5000) < 5);
      assert.equal((await get('/navigation/isochrone', { origin, times: [600] })).status, 501);
    });
  });

  describe('geometry', () => {
    const a = square(0, 0, 2, 2);
    const b = square(1, 1, 3, 3);

    test('union and difference of overlapping squares', async () => {
      const merged = await post('/geometry/union', { geometry: [a, b] });
      assert.equal(merged.status, 200);
      const area = turf.area(merged.body as Geometry);
      assert.ok(Math.abs(area - (turf.area(a) + turf.area(b) - turf.area(square(1, 1, 2, 2)))) / area < 1e-3);
      const cut = await post('/geometry/difference', { geometry: a, difference: b });
      assert.ok(Math.abs(turf.area(cut.body as Geometry) - (turf.area(a) - turf.area(square(1, 1, 2, 2)))) / turf.area(a) < 1e-3);
      const gone = await post('/geometry/difference', { geometry: square(1.2, 1.2, 1.8, 1.8), difference: b });
      assert.equal(gone.status, 204);
    });

    test('intersects and relation answer booleans; an unsupported pairing is a 501', async () => {
      assert.equal((await post('/geometry/intersects', { geometry: a, target: b })).body, true);
      assert.equal((await post('/geometry/intersects', { geometry: a, target: square(5, 5, 6, 6) })).body, false);
      assert.equal((await post('/geometry/relation', { geometry: a, target: square(0.5, 0.5, 1, 1), type: 'CONTAINS' })).body, true);
      assert.equal((await post('/geometry/relation', { geometry: square(0.5, 0.5, 1, 1), target: a, type: 'WITHIN' })).body, true);
      assert.equal((await post('/geometry/relation', { geometry: a, target: b, type: 'DISJOINT' })).body, false);
      assert.equal((await post('/geometry/relation', { geometry: a, target: b, type: 'NEAR' })).status, 400);
      const crosses = await post('/geometry/relation', { geometry: a, target: b, type: 'CROSSES' });
      assert.equal(crosses.status, 501);
    });

    test('centroids and labels lie inside; repair splits a bow-tie into valid polygons', async () => {
      const [center] = (await post('/geometry/centroids', { geometry: a })).body as Array<{ latitude: number; longitude: number }>;
      assert.ok(Math.abs((center?.longitude ?? 0) - 1) < 1e-9 && Math.abs((center?.latitude ?? 0) - 1) < 1e-9);
      const two = (
        await post('/geometry/centroids', { geometry: { type: 'MultiPolygon', coordinates: [a.coordinates, square(5, 5, 6, 6).coordinates] }, multiple: true })
      ).body as unknown[];
      assert.equal(two.length, 2);
      const [box] = (await post('/geometry/labels', { geometry: a })).body as Array<{
        southWest: { longitude: number; latitude: number };
        northEast: { longitude: number; latitude: number };
      }>;
      assert.ok(box && box.southWest.longitude >= 0 && box.northEast.longitude <= 2 && box.northEast.latitude > box.southWest.latitude);
      const bowTie: Polygon = {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [2, 2],
            [2, 0],
            [0, 2],
            [0, 0],
          ],
        ],
      };
      assert.ok(turf.kinks(bowTie).features.length > 0);
      const repaired = await post('/geometry/repair', { geometry: bowTie });
      assert.equal(repaired.status, 200);
      const fixed = repaired.body as Geometry;
      // Two triangles meeting at the crossing point: each a valid polygon.
      assert.equal(fixed.type, 'MultiPolygon');
      if (fixed.type === 'MultiPolygon') {
        for (const coordinates of fixed.coordinates) {
          const part: Polygon = { type: 'Polygon', coordinates };
          assert.ok(turf.booleanValid(part));
          assert.equal(turf.kinks(part).features.length, 0);
        }
      }
      assert.ok(Math.abs(turf.area(fixed) - (2 * turf.area(square(0, 0, 2, 2))) / 4) / turf.area(fixed) < 0.01);
    });

    test('malformed geometry is a 400 naming the field', async () => {
      const cases: Array<[string, unknown, string]> = [
        ['/geometry/union', {}, 'geometry'],
        [
          '/geometry/union',
          {
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [1, 1],
                ],
              ],
            },
          },
          'geometry',
        ],
        ['/geometry/union', { geometry: { type: 'Circle', coordinates: [0, 0] } }, 'geometry'],
        ['/geometry/union', { geometry: [a, { type: 'Point', coordinates: [0, 200] }] }, 'geometry[1]'],
        ['/geometry/difference', { geometry: a }, 'difference'],
        ['/geometry/intersects', { geometry: a }, 'target'],
      ];
      for (const [path, body, field] of cases) {
        const answer = await post(path, body);
        assert.equal(answer.status, 400, `${path} ${JSON.stringify(body)}`);
        assert.equal((answer.body as Json).field, field, JSON.stringify(answer.body));
      }
    });
  });
});
