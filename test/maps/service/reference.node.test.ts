/**
 * The client against the reference maps service (demo/server, started by createApp on a loopback port
 * with a temporary database): the calls the finder and the cluster layer make, with real answers.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveObjectURL } from 'node:buffer';
import { boundsContain } from '../../../maps/geo/bounds.ts';
import { distance } from '../../../maps/geo/circle.ts';
import { Accuracy, Confidence, Level, LOCATION_GROUP_TYPES } from '../../../maps/geo/enums.ts';
import { parseLocationKey } from '../../../maps/geo/location-key.ts';
import { parsePosition } from '../../../maps/geo/position.ts';
import { MapsClient, type MapsClientOptions } from '../../../maps/service/client.ts';
import { MapsError } from '../../../maps/service/errors.ts';
import type { GeocodeMatch, LocationAddress } from '../../../maps/service/types.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from '../../demo/server/helpers.ts';
import { FakeTimers } from './cases.ts';

const PROVO = { latitude: 40.2338, longitude: -111.6585 };
const RADIUS_M = 10 * 1609; // visitor-blocks spec section 9: configured miles x 1609 m
const silent = { warn: () => {} };

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

// These tests check answers, not speed: the first geocode loads the reference geocoder's data, which on a busy
// 2-core CI machine (three node test files at once) has passed the client's 10 s default. A test that checks the
// timeout itself passes its own timeoutMs.
const client = (options: MapsClientOptions = {}) =>
  new MapsClient({ origin: server.base, clientId: 'vb-test', language: 'es', logger: silent, timeoutMs: 60_000, ...options });

describe('against the reference maps service', () => {
  test('configure through the proxy and straight to the service', async () => {
    const viaProxy = client();
    const config = await viaProxy.configure();
    assert.equal(viaProxy.initialized, true);
    assert.equal(config.init, true);
    assert.equal(config.proxy, '/api/maps-proxy', 'the service saw the forwarded prefix');
    assert.equal(config.client, 'vb-test', 'the service saw the client header');
    assert.equal(typeof config.provider, 'string');
    assert.ok(config.legal?.terms?.url && config.legal.privacy?.url);
    const direct = await client({ useProxy: false, production: false }).configure();
    assert.equal(direct.proxy, false);
  });

  test('strings in the Accept-Language language', async () => {
    const keys = ['maptypes', 'maptypes.map', 'maptypes.satellite', 'geolocate', 'zoom.zoomin', 'zoom.zoomout', 'copyright', 'copyright.info'];
    const spanish = await client().strings(keys);
    const english = await client({ language: 'en' }).strings(keys);
    assert.deepEqual(Object.keys(spanish).sort(), [...keys].sort());
    for (const key of keys) assert.ok(typeof spanish[key] === 'string' && spanish[key] !== '', key);
    assert.notEqual(spanish['zoom.zoomin'], english['zoom.zoomin'], 'translated');
  });

  test('geocode an address, then reverse-geocode its point', async () => {
    const c = client();
    const [provo] = await c.geocode({ address: 'Provo, UT', limit: 1 });
    // The address comes back in parts, with the country codes the visitor pages preselect from.
    assert.equal(provo?.address?.countryCode3, 'USA');
    assert.match(provo?.address?.formatted ?? '', /Provo/);
    assert.ok(provo);
    assert.ok(distance(parsePosition(provo.coordinates), PROVO) < 5000, JSON.stringify(provo.coordinates));
    assert.ok(provo.accuracy && provo.confidence && provo.level);
    const reverse = await c.reverseGeocode({ coordinates: provo.coordinates, limit: 1 });
    assert.equal(reverse.length, 1);
    assert.ok(distance(parsePosition(reverse[0]!.coordinates), PROVO) < 20000);
  });

  test('locations by layer, then one by its key', async () => {
    const c = client();
    const temples = await c.locations({ layers: ['TEMPLES'], limit: 5 });
    assert.equal(temples.length, 5);
    for (const temple of temples) {
      assert.ok((LOCATION_GROUP_TYPES.TEMPLES as readonly string[]).includes(temple.type), temple.type);
      assert.deepEqual(parseLocationKey(temple.key ?? ''), { type: temple.type, id: temple.id });
    }
    const first = temples[0]!;
    const again = await c.location(`${first.type.toLowerCase()}/${first.id}`);
    assert.equal(again.id, first.id);
    assert.equal(again.name, first.name);
  });

  test('identify: the nearest 10 meetinghouses within the finder radius, all inside it', async () => {
    const found = await client().identify({ coordinates: PROVO, radius: RADIUS_M, nearest: 10, layers: ['MEETINGHOUSE'] });
    assert.equal(found.length, 10, 'Provo has more than ten meetinghouses within ten miles');
    for (const location of found) {
      assert.match(location.type, /^MEETINGHOUSE/);
      assert.ok(distance(parsePosition(location.coordinates), PROVO) <= RADIUS_M + 1);
    }
  });

  test("the finder's fields arrive with the types the client gives them", async () => {
    const c = client();
    // Typed reads, no casts: with these fields typed `unknown` this file does not typecheck.
    const found = await c.identify({ coordinates: PROVO, radius: RADIUS_M, nearest: 10, layers: ['WARDS'] });
    assert.equal(found.length, 10);
    let last = 0;
    for (const ward of found) {
      const address: LocationAddress | undefined = ward.address;
      assert.ok(address?.street1 && address.city && address.postalCode, JSON.stringify(address));
      assert.equal(address.countryCode3, 'USA');
      const code: string | undefined = ward.hours?.primary?.code;
      assert.match(code ?? '', /^(SU|MO|TU|WE|TH|FR|SA)\d{4}$/);
      assert.equal(ward.hours?.primary?.day, code?.slice(0, 2));
      assert.match(ward.language?.code ?? '', /^[a-z]{3}$/);
      assert.equal(typeof ward.properties?.Language, 'string');
      const metres: number | undefined = ward.distance;
      assert.ok(metres !== undefined && metres >= last && metres <= RADIUS_M + 1, `nearest first, within the radius: ${metres}`);
      last = metres;
      assert.equal(ward.parent?.id.length ? ward.parent.type.includes('STAKE') : false, true, 'a ward belongs to a stake');
    }

    const abroad = await c.identify({ coordinates: { latitude: 35.6812, longitude: 139.7671 }, radius: 50000, nearest: 5, layers: ['WARDS'] });
    assert.ok(abroad.length > 0, 'wards in Tokyo');
    for (const ward of abroad) {
      const local: string | undefined = ward.properties?.LocalNames?.[0];
      // In Japanese script, beside the English name.
      assert.match(local ?? '', /[\p{Script=Han}\p{Script=Katakana}]/u, `a local name beside ${ward.name}`);
      assert.match(ward.name ?? '', /^[\p{Script=Latin}\d\s]+$/u);
      assert.equal(ward.language?.code, 'jpn');
    }

    const [place] = await c.geocode({ address: 'Provo, UT', limit: 1 });
    const match: GeocodeMatch | undefined = place?.match;
    assert.deepEqual([match?.accuracy, match?.confidence, match?.level], [Accuracy.APPROXIMATE, Confidence.MEDIUM, Level.CITY]);

    const clusters = await c.clusters({ extent: [-112.5, 39.5, -111, 41], size: [800, 600], zoom: 8, layers: ['MEETINGHOUSE'] });
    assert.ok(clusters.length > 0);
    for (const cluster of clusters) {
      const count: number | undefined = cluster.count;
      assert.equal(
        count,
        (cluster.counts ?? []).reduce((sum, entry) => sum + entry.count, 0),
      );
    }
  });

  test('a world-view cluster call, the same answer by GET and by POST', async () => {
    const c = client();
    const view = { extent: [-180, -85, 180, 85], size: [1024, 512], zoom: 2 };
    const clusters = await c.clusters(view);
    assert.ok(clusters.length > 10, String(clusters.length));
    const total = clusters.reduce((sum, cluster) => sum + (cluster.counts ?? []).reduce((s, entry) => s + entry.count, 0), 0);
    assert.ok(total > 10000, `locations in the world: ${total}`);
    for (const cluster of clusters) {
      assert.ok(cluster.extent, 'every cluster has an extent');
      // Within 1e-9 degrees (spec section 9's equality): a mean of identical points can drift by a rounding error.
      const { southWest, northEast } = cluster.extent;
      const grown = {
        southWest: { longitude: southWest.longitude - 1e-9, latitude: southWest.latitude - 1e-9 },
        northEast: { longitude: northEast.longitude + 1e-9, latitude: northEast.latitude + 1e-9 },
      };
      assert.ok(boundsContain(grown, parsePosition(cluster.coordinates)), `its point lies in its extent: ${JSON.stringify(cluster)}`.slice(0, 300));
      assert.equal(typeof cluster.dispersed, 'boolean');
    }
    // A long icon text pushes the same query past 2000 characters: it goes as POST and must agree.
    const requests: string[] = [];
    const recording = client({
      fetch: (input, init) => {
        requests.push(`${init?.method} ${String(input).split('?')[0]}`);
        return fetch(input, init);
      },
    });
    const posted = await recording.clusters({ ...view, icon: { type: 'PIN', text: 'x'.repeat(2100) } });
    assert.ok(requests.at(-1)?.startsWith('POST '), requests.join(' '));
    assert.deepEqual(posted, clusters);
  });

  test('icons come back as SVG object URLs that are revoked after ten minutes', async () => {
    const timers = new FakeTimers();
    const icon = await client({ timers }).icons({ type: 'PIN', color: '#123456', format: 'SVG' });
    assert.ok(icon);
    assert.match(icon.type, /^image\/svg\+xml/);
    const svg = (await resolveObjectURL(icon.url)?.text()) ?? '';
    assert.match(svg, /^<svg/);
    assert.match(svg, /#123456/i);
    assert.deepEqual(
      timers.scheduled.map((timer) => timer.ms),
      [600000],
    );
    timers.advance(600000);
    assert.equal(resolveObjectURL(icon.url), undefined);
  });

  test("the service's errors arrive as MapsError with its status text", async () => {
    const c = client();
    await assert.rejects(c.location('WARD:no-such-unit'), (error: unknown) => {
      assert.ok(error instanceof MapsError);
      assert.equal(error.status, 404);
      assert.equal(error.message, 'Not Found');
      return true;
    });
    await assert.rejects(c.geocode({ address: '' }), { name: 'MapsError', status: 400, message: 'Bad Request' });
  });
});
