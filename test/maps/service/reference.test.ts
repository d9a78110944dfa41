/**
 * The client in Chromium against the real reference maps service: web-test-runner proxies /api/* to
 * demo/server (web-test-runner.config.mjs), so these are real browser requests and real answers.
 */
import { expect } from '@open-wc/testing';
import { distance } from '../../../maps/geo/circle.ts';
import { parsePosition } from '../../../maps/geo/position.ts';
import type { Accuracy } from '../../../maps/geo/enums.ts';
import { MapsClient, getMapsClient, resetMapsClients } from '../../../maps/service/client.ts';
import { MapsError } from '../../../maps/service/errors.ts';

const PROVO = { latitude: 40.2338, longitude: -111.6585 };
const RADIUS_M = 10 * 1609; // visitor-blocks spec section 9: configured miles x 1609 m
const silent = { warn: () => {} };

// The first call loads the generated world (a few seconds on a cold machine).
const SLOW_MS = 60000;

describe('maps client in Chromium against the reference maps service', function () {
  this.timeout(SLOW_MS);

  it('configures the session through the proxy before its first call', async () => {
    const client = new MapsClient({ clientId: 'vb-browser-test', language: 'en', logger: silent });
    expect(client.initialized).to.equal(false);
    const strings = await client.strings(['zoom.zoomin', 'geolocate']);
    expect(client.initialized).to.equal(true);
    expect(strings['zoom.zoomin']).to.be.a('string').and.not.equal('');
    const config = await client.configure();
    expect(config.proxy).to.equal('/api/maps-proxy');
    expect(config.client).to.equal('vb-browser-test');
  });

  it('geocodes an address and finds the nearest 10 meetinghouses within the finder radius', async () => {
    const client = new MapsClient({ clientId: 'vb-browser-test', logger: silent });
    const [provo] = await client.geocode({ address: 'Provo, UT', limit: 1 });
    expect(provo?.address?.countryCode3).to.equal('USA');
    expect(distance(parsePosition(provo!.coordinates), PROVO)).to.be.below(5000);
    const found = await client.identify({ coordinates: provo!.coordinates, radius: RADIUS_M, nearest: 10, layers: ['MEETINGHOUSE'] });
    expect(found).to.have.length(10);
    const distances = found.map((location) => distance(parsePosition(location.coordinates), parsePosition(provo!.coordinates)));
    for (const d of distances) expect(d).to.be.at.most(RADIUS_M + 1);
  });

  it('a world-view cluster call answers the same by GET and, past 2000 characters, by POST', async () => {
    const seen: string[] = [];
    const client = new MapsClient({
      clientId: 'vb-browser-test',
      logger: silent,
      fetch: (input, init) => {
        seen.push(init?.method ?? 'GET');
        return window.fetch(input, init);
      },
    });
    const view = { extent: [-180, -85, 180, 85], size: [1024, 512], zoom: 2 };
    const clusters = await client.clusters(view);
    expect(clusters.length).to.be.greaterThan(10);
    const posted = await client.clusters({ ...view, icon: { type: 'PIN', text: 'x'.repeat(2100) } });
    expect(seen.at(-1)).to.equal('POST');
    expect(JSON.stringify(posted)).to.equal(JSON.stringify(clusters));
  });

  it("elements share one client: one session, and the finder's fields arrive typed", async () => {
    resetMapsClients();
    const options = { clientId: 'vb-browser-shared', logger: silent };
    const configures: string[] = [];
    const fetcher = (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/scripts/configure')) configures.push(String(input));
      return window.fetch(input, init);
    };
    const first = getMapsClient({ ...options, fetch: fetcher });
    const second = getMapsClient({ ...options, fetch: fetcher });
    expect(second).to.equal(first);
    const [wards, [place]] = await Promise.all([
      first.identify({ coordinates: PROVO, radius: RADIUS_M, nearest: 5, layers: ['WARDS'] }),
      second.geocode({ address: 'Provo, UT', limit: 1 }),
    ]);
    expect(configures).to.have.length(1);
    for (const ward of wards) {
      const city: string | undefined = ward.address?.city;
      const code: string | undefined = ward.hours?.primary?.code;
      const metres: number | undefined = ward.distance;
      expect(city).to.be.a('string');
      expect(code).to.match(/^(SU|MO|TU|WE|TH|FR|SA)\d{4}$/);
      expect(ward.language?.code).to.match(/^[a-z]{3}$/);
      expect(metres).to.be.at.most(RADIUS_M + 1);
    }
    const accuracy: Accuracy | undefined = place?.match?.accuracy;
    expect(accuracy).to.equal('APPROXIMATE');
    const tokyo = await first.identify({ coordinates: { latitude: 35.6812, longitude: 139.7671 }, radius: 50000, nearest: 3, layers: ['WARDS'] });
    const local: string | undefined = tokyo[0]?.properties?.LocalNames?.[0];
    expect(local).to.match(/[\p{Script=Han}\p{Script=Katakana}]/u);
    resetMapsClients();
  });

  it('an icon arrives as an SVG object URL an <img> can show', async () => {
    const client = new MapsClient({ clientId: 'vb-browser-test', logger: silent });
    const icon = await client.icons({ type: 'PIN', color: '#7d003f', format: 'SVG' });
    expect(icon?.type).to.match(/^image\/svg\+xml/);
    const img = new Image();
    img.alt = '';
    img.src = icon!.url;
    await img.decode();
    expect(img.naturalWidth).to.be.greaterThan(0);
  });

  it("the service's errors arrive as MapsError with the status text", async () => {
    const client = new MapsClient({ clientId: 'vb-browser-test', logger: silent });
    let caught: unknown;
    try {
      await client.location('WARD:no-such-unit');
    } catch (error) {
      caught = error;
    }
    expect(caught instanceof MapsError).to.equal(true);
    expect((caught as MapsError).status).to.equal(404);
    expect((caught as MapsError).message).to.equal('Not Found');
  });
});
