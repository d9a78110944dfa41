/**
 * The maps-service client in Chromium, on the one network fake of test/support/network.ts (the web-test-runner
 * origin serves no maps service): these are protocol assertions on what the client sends and how it reads
 * answers. The same call table drives the Node test over real HTTP; reference.test.ts uses the real service.
 */
import { expect } from '@open-wc/testing';
import { MapsClient, type MapsClientOptions } from '../../../maps/service/client.ts';
import { MapsError } from '../../../maps/service/errors.ts';
import { fakeNetwork, passThrough } from '../../support/network.ts';
import {
  autocompletePayloadOfLength,
  FakeTimers,
  METHOD_CASES,
  PROXY_ROOT,
  requestMismatches,
  SERVICE_ROOT,
  TOKEN,
  type Reply,
  type SeenRequest,
} from './cases.ts';

interface Seen extends SeenRequest {
  request: Request;
  form?: FormData;
}

const CONFIGURATION = { init: true, client: 'vb-test', provider: 'INTERNAL', nonce: 'n0nce' };
let seen: Seen[] = [];
let answer: (request: Seen) => Reply | Promise<Reply> = () => ({ body: '[]' });

function configured(reply: (request: Seen) => Reply | Promise<Reply>) {
  return (request: Seen) =>
    new URL(request.url, location.href).pathname.endsWith('/scripts/configure') ? { body: JSON.stringify(CONFIGURATION) } : reply(request);
}

/** Record each request as the protocol assertions read it, then answer it with `answer`. */
function installFetch(): void {
  fakeNetwork(async (request) => {
    const entry: Seen = { method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body: undefined, request };
    // Recorded before anything is awaited, so `seen` keeps the order the client sent in.
    seen.push(entry);
    if (entry.headers['content-type']?.startsWith('multipart/form-data')) entry.form = await request.clone().formData();
    else entry.body = (await request.clone().text()) || undefined;
    const reply = await answer(entry);
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : (reply.body ?? null), {
      status,
      statusText: reply.statusText ?? '',
      headers: reply.contentType || reply.body ? { 'Content-Type': reply.contentType ?? 'application/json' } : {},
    });
  });
}

/** A blob URL read for real (the fake answers only what the client sends). */
const readBlobUrl = (url: string) => passThrough(new Request(url));

const silent = { warn: () => {} };
const client = (options: MapsClientOptions = {}) =>
  new MapsClient({ clientId: 'vb-test', production: false, language: 'de-CH', token: TOKEN, logger: silent, ...options });
const calls = () => seen.filter((request) => !request.url.includes('/scripts/configure'));
const path = (request: Seen | undefined) => new URL(request?.url ?? '', location.href).pathname;

describe('maps-service client in the browser', () => {
  beforeEach(() => {
    seen = [];
    answer = configured(() => ({ body: '[]' }));
    installFetch();
  });

  describe('every call of spec section 7', () => {
    for (const testCase of METHOD_CASES) {
      it(testCase.name, async () => {
        const timers = new FakeTimers();
        answer = testCase.name === 'configure' ? () => testCase.reply ?? { body: '[]' } : configured(() => testCase.reply ?? { body: '[]' });
        const result = await testCase.call(client({ timers }));
        const requests = testCase.name === 'configure' ? seen : calls();
        expect(requests.length).to.equal(1);
        expect(requestMismatches(testCase.expect, requests[0]!)).to.deep.equal([]);
        const sent = new URL(requests[0]!.url);
        expect([sent.origin, sent.pathname.startsWith(PROXY_ROOT)], 'same-origin URL under the proxy').to.deep.equal([location.origin, true]);
        if (testCase.blob) {
          const blob = result as { url: string; type: string; size: number };
          expect(blob.type).to.equal(testCase.blob.type);
          expect(blob.size).to.equal(testCase.blob.size);
          expect(await (await readBlobUrl(blob.url)).text()).to.equal(testCase.reply?.body);
        } else if ('result' in testCase) {
          expect(result).to.deep.equal(testCase.result);
        }
      });
    }

    it('geometry.parse sends the file as form data', async () => {
      const file = new File(['<kml/>'], 'stake.kml', { type: 'application/vnd.google-earth.kml+xml' });
      await client().geometry.parse(file, { provider: 'INTERNAL' });
      const [request] = calls();
      expect(request?.method).to.equal('POST');
      expect(path(request)).to.equal(`${PROXY_ROOT}/geometry/parse`);
      expect(new URL(request!.url, location.href).searchParams.get('provider')).to.equal('INTERNAL');
      expect(request?.headers['content-type'], 'the browser sets the multipart boundary').to.match(/^multipart\/form-data; boundary=/);
      const sent = request?.form?.get('file');
      expect(sent instanceof File && sent.name).to.equal('stake.kml');
      expect(await (sent as File).text()).to.equal('<kml/>');
    });
  });

  describe('GET or POST at 2000 characters', () => {
    for (const [length, method] of [
      [1999, 'GET'],
      [2000, 'POST'],
      [2001, 'POST'],
    ] as const) {
      it(`${length} characters go as ${method}`, async () => {
        const payload = autocompletePayloadOfLength(length);
        await client().autocomplete(payload);
        const [request] = calls();
        expect(request?.method).to.equal(method);
        const url = new URL(request!.url, location.href);
        if (method === 'GET') {
          expect(url.searchParams.get('input')).to.equal(payload.input);
          expect(request?.body).to.equal(undefined);
        } else {
          expect([...url.searchParams.keys()]).to.deep.equal(['token']);
          expect(JSON.parse(request?.body ?? '')).to.deep.equal(payload);
          expect(request?.headers['content-type']).to.equal('application/json');
        }
      });
    }
  });

  describe('headers', () => {
    it('through the proxy: client, version, language, forwarded prefix, trace; credentials included, mode cors', async () => {
      const c = client();
      await c.strings(['maptypes.satellite']);
      for (const request of seen) {
        expect(request.headers['x-maps-client']).to.equal('vb-test');
        expect(request.headers['x-maps-version']).to.equal('2.2.6');
        expect(request.headers['accept-language']).to.equal('de-CH');
        expect(request.headers['x-forwarded-prefix']).to.equal('/api/maps-proxy');
        expect(request.headers.accept).to.equal('application/json');
        expect(request.request.credentials).to.equal('include');
        expect(request.request.mode).to.equal('cors');
      }
      expect(seen.map((request) => request.headers['x-maps-trace'])).to.deep.equal([`${c.sessionId}-1`, `${c.sessionId}-2`]);
    });

    it('straight to the service there is no forwarded prefix', async () => {
      await client({ useProxy: false }).layers();
      expect(seen.map(path)).to.deep.equal([`${SERVICE_ROOT}/scripts/configure`, `${SERVICE_ROOT}/layers`]);
      for (const request of seen) expect(request.headers['x-forwarded-prefix']).to.equal(undefined);
    });

    it('the bearer, refresh and access credentials come from cookies when not configured', async () => {
      document.cookie = 'maps_bearer=cookie-bearer; path=/';
      document.cookie = 'maps_refresh=cookie-refresh; path=/';
      document.cookie = 'maps_access=cookie-access; path=/';
      try {
        await client().layers();
        const [request] = calls();
        expect(request?.headers.authorization).to.equal('Bearer cookie-bearer');
        expect(request?.headers['x-maps-refresh']).to.equal('cookie-refresh');
        expect(request?.headers['x-maps-access']).to.equal('cookie-access');
        seen = [];
        await client({ bearer: 'configured' }).layers();
        expect(calls()[0]?.headers.authorization).to.equal('Bearer configured');
      } finally {
        for (const name of ['maps_bearer', 'maps_refresh', 'maps_access']) document.cookie = `${name}=; path=/; max-age=0`;
      }
      seen = [];
      await client().layers();
      expect(calls()[0]?.headers.authorization).to.equal(undefined);
    });
  });

  describe('basic auth', () => {
    it('is refused in a browser, word for word', () => {
      const message = 'Maps Basic Auth and/or Client Password should not be used from the browser.';
      expect(() => new MapsClient({ clientId: 'x', basicAuth: 'user:pw', logger: silent })).to.throw(Error, message);
      expect(() => new MapsClient({ clientId: 'x', basicAuth: { username: 'u', password: 'p' }, logger: silent })).to.throw(message);
      expect(() => new MapsClient({ clientId: 'x', clientPassword: 'secret', logger: silent })).to.throw(message);
      expect(seen.length).to.equal(0);
    });
  });

  describe('session', () => {
    it('a first call loads the configuration once, shared by concurrent callers, then proceeds', async () => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      answer = async (request) => {
        if (path(request).endsWith('/scripts/configure')) {
          await gate;
          return { body: JSON.stringify(CONFIGURATION) };
        }
        return { body: '[]' };
      };
      const c = client();
      const pending = Promise.all([c.layers(), c.fields(), c.providers()]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen.map(path), 'nothing but the configuration before it answers').to.deep.equal([`${PROXY_ROOT}/scripts/configure`]);
      expect(c.initialized).to.equal(false);
      release();
      await pending;
      expect(c.initialized).to.equal(true);
      expect(seen.filter((request) => path(request).endsWith('/scripts/configure')).length).to.equal(1);
      expect(calls().map(path).sort()).to.deep.equal([`${PROXY_ROOT}/layers`, `${PROXY_ROOT}/locations/fields`, `${PROXY_ROOT}/maps/providers`]);
    });

    it("warns 'Unable to initialize session!' when the configuration fails, and the call fails", async () => {
      const warnings: unknown[][] = [];
      const originalWarn = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args);
      try {
        answer = () => ({ status: 503, statusText: 'Service Unavailable' });
        const c = new MapsClient({ clientId: 'x', production: true, provider: 'GOOGLE' });
        let error: unknown;
        await c.layers().catch((reason: unknown) => (error = reason));
        expect(error).to.be.instanceOf(MapsError);
        expect((error as MapsError).message).to.equal('Service Unavailable');
        expect((error as MapsError).status).to.equal(503);
        expect(warnings).to.deep.equal([['Unable to initialize session!']]);
        expect(calls().length).to.equal(0);
      } finally {
        console.warn = originalWarn;
      }
    });

    it('gives the configuration warnings word for word', async () => {
      const messages: string[] = [];
      const logger = { warn: (message: string) => messages.push(message) };
      new MapsClient({ useProxy: false, logger });
      answer = () => ({ body: '{"init":true}' });
      await new MapsClient({ clientId: 'x', production: true, logger }).configure();
      expect(messages).to.deep.equal([
        'Maps configuration: no client id specified.',
        'Maps configuration: neither a production flag nor a proxy specified.',
        'Maps configuration: no map provider specified.',
      ]);
    });
  });

  describe('answers', () => {
    it('status 400 or above fails with the status text; 204 gives null', async () => {
      const c = client();
      await c.configure();
      answer = () => ({ status: 404, statusText: 'Not Found', body: '{"error":"unknown key"}' });
      let error: unknown;
      await c.location('WARD:404').catch((reason: unknown) => (error = reason));
      expect(error).to.be.instanceOf(MapsError);
      expect((error as MapsError).message).to.equal('Not Found');
      expect((error as MapsError).status).to.equal(404);
      expect((error as MapsError).body).to.deep.equal({ error: 'unknown key' });
      answer = () => ({ status: 400, statusText: 'Bad Request' });
      await c.layers().then(
        () => expect.fail('resolved'),
        (reason: MapsError) => expect([reason.message, reason.status]).to.deep.equal(['Bad Request', 400]),
      );
      answer = () => ({ status: 204 });
      expect(await c.deleteLocation('PAVILION:1')).to.equal(null);
    });

    it('blob URLs are revoked after 600000 ms, overlays after 10000 ms', async () => {
      const timers = new FakeTimers();
      answer = configured(() => ({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' }));
      const c = client({ timers });
      const icon = await c.icons({ format: 'SVG' });
      const overlay = await c.overlay({ extent: [0, 0, 1, 1], size: [256, 256], zoom: 3 });
      expect(timers.scheduled.map((timer) => timer.ms)).to.deep.equal([600000, 10000]);
      const alive = async (url: string) =>
        readBlobUrl(url).then(
          () => true,
          () => false,
        );
      timers.advance(9999);
      expect(await alive(overlay!.url)).to.equal(true);
      timers.advance(1);
      expect(await alive(overlay!.url), 'overlay revoked at 10 s').to.equal(false);
      expect(await alive(icon!.url), 'icon still alive').to.equal(true);
      timers.advance(600000 - 10000 - 1);
      expect(await alive(icon!.url)).to.equal(true);
      timers.advance(1);
      expect(await alive(icon!.url), 'icon revoked at 10 min').to.equal(false);
    });
  });

  describe('loadScript', () => {
    it('loads the provider script once, after the session', async () => {
      const holder = window as unknown as { vbMapsScriptLoads?: number };
      delete holder.vbMapsScriptLoads;
      // Served by the test runner from test/maps/service/fixtures/v2/scripts/INTERNAL.
      const c = client({ proxyPath: '/test/maps/service/fixtures' });
      await c.loadScript('INTERNAL', { callback: 'vbReady' });
      await c.loadScript('INTERNAL', { callback: 'vbReady' });
      expect(holder.vbMapsScriptLoads).to.equal(1);
      expect(seen.map(path), 'configured first').to.deep.equal(['/test/maps/service/fixtures/v2/scripts/configure']);
      const scripts = [...document.head.querySelectorAll('script')].filter((element) => element.src.includes('/fixtures/v2/scripts/INTERNAL'));
      expect(scripts.length).to.equal(1);
      expect(new URL(scripts[0]!.src).searchParams.get('callback')).to.equal('vbReady');
      scripts[0]!.remove();
    });

    it('adds the provider script with the session nonce; a failed load rejects and removes it', async () => {
      const c = client();
      let script: HTMLScriptElement | undefined;
      // The 404 comes back fast and the script is removed on error: catch it as it is added.
      const observer = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src.includes('/scripts/')) script = node;
      });
      observer.observe(document.head, { childList: true });
      const pending = c.loadScript(undefined, { libraries: ['geometry'] });
      let error: unknown;
      await pending.catch((reason: unknown) => (error = reason));
      observer.disconnect();
      expect(script, 'script element added').to.not.equal(undefined);
      const src = new URL(script!.src);
      expect(src.pathname).to.equal(`${PROXY_ROOT}/scripts/INTERNAL`);
      expect(Object.fromEntries(src.searchParams)).to.deep.equal({
        libraries: 'geometry',
        client: 'vb-test',
        version: '2.2.6',
        lang: 'de-CH',
        trace: `${c.sessionId}-2`,
        token: TOKEN,
      });
      expect(script!.nonce).to.equal('n0nce');
      // The test runner's origin has no maps service: the load fails, which is the error path.
      expect(error).to.be.instanceOf(MapsError);
      expect((error as Error).message).to.equal('Unable to load the INTERNAL map script.');
      expect(script!.isConnected).to.equal(false);
    });
  });
});
