/**
 * The maps-service client over real HTTP: a recording server on 127.0.0.1 sees exactly what the client
 * sends (method, path, query, body, headers) and answers as each test needs.
 */
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveObjectURL } from 'node:buffer';
import { MapsClient, createMapsClient, getMapsClient, resetMapsClients, type MapsClientOptions } from '../../../maps/service/client.ts';
import { DEFAULT_TIMEOUT_MS } from '../../../maps/service/constants.ts';
import { MapsError } from '../../../maps/service/errors.ts';
import { chooseMethod, encodeQuery } from '../../../maps/service/query.ts';
import { autocompletePayloadOfLength, clustersPayloadOfLength, FakeTimers, METHOD_CASES, PROXY_ROOT, requestMismatches, SERVICE_ROOT, TOKEN } from './cases.ts';
import { CONFIGURATION, defaultHandler, startRecordingServer, type Recorded, type RecordingServer } from './recording-server.ts';

let server: RecordingServer;
const silent = { warn: () => {} };

before(async () => {
  server = await startRecordingServer();
});
after(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests = [];
  server.handler = defaultHandler;
});

function client(options: MapsClientOptions = {}): MapsClient {
  return new MapsClient({ origin: server.origin, clientId: 'vb-test', production: false, language: 'es', token: TOKEN, logger: silent, ...options });
}

const calls = (requests: Recorded[]) => requests.filter((request) => !request.path.endsWith('/scripts/configure'));
const configures = (requests: Recorded[]) => requests.filter((request) => request.path.endsWith('/scripts/configure'));

function recordingLogger(): { warn(message: string): void; messages: string[] } {
  const messages: string[] = [];
  return { messages, warn: (message: string) => messages.push(message) };
}

describe('every call of spec section 7 builds its request', () => {
  for (const testCase of METHOD_CASES) {
    test(testCase.name, async () => {
      const timers = new FakeTimers();
      server.handler = (request) =>
        request.path.endsWith('/scripts/configure') && testCase.name !== 'configure'
          ? { body: JSON.stringify(CONFIGURATION) }
          : (testCase.reply ?? { body: '[]' });
      const result = await testCase.call(client({ timers }));
      const seen = testCase.name === 'configure' ? server.requests : calls(server.requests);
      assert.equal(seen.length, 1, `one request for the call: ${server.requests.map((r) => r.url).join(' ')}`);
      assert.deepEqual(requestMismatches(testCase.expect, seen[0]!), []);
      if (testCase.blob) {
        const blob = result as { url: string; type: string; size: number };
        assert.equal(blob.type, testCase.blob.type);
        assert.equal(blob.size, testCase.blob.size);
        assert.match(blob.url, /^blob:/);
        assert.equal(await resolveObjectURL(blob.url)?.text(), testCase.reply?.body);
        assert.equal(timers.scheduled.length, 1, 'one revocation scheduled');
      } else if ('result' in testCase) {
        assert.deepEqual(result, testCase.result);
      }
    });
  }

  test('geometry.parse uploads the file as form data, with the provider in the query', async () => {
    server.handler = (request) =>
      request.path.endsWith('/scripts/configure') ? { body: JSON.stringify(CONFIGURATION) } : { body: '{"type":"Point","coordinates":[1,2]}' };
    const file = new Blob(['{"type":"Point","coordinates":[1,2]}'], { type: 'application/geo+json' });
    const result = await client().geometry.parse(file, { provider: 'INTERNAL', filename: 'pin.geojson' });
    assert.deepEqual(result, { type: 'Point', coordinates: [1, 2] });
    const [request] = calls(server.requests);
    assert.equal(request?.method, 'POST');
    assert.equal(request?.path, `${PROXY_ROOT}/geometry/parse`);
    assert.equal(request?.query.get('provider'), 'INTERNAL');
    assert.match(request?.headers['content-type'] ?? '', /^multipart\/form-data; boundary=/);
    assert.match(request?.body ?? '', /name="file"; filename="pin.geojson"/);
    assert.match(request?.body ?? '', /\{"type":"Point","coordinates":\[1,2\]\}/);
  });

  test('bad input is refused with a TypeError before anything is sent', async () => {
    const c = client();
    await c.configure();
    server.requests = [];
    await assert.rejects(c.reverseGeocode({ coordinates: 'somewhere' }), TypeError);
    await assert.rejects(c.clusters({ extent: [1, 2, 3], size: [1, 1], zoom: 1 }), TypeError);
    await assert.rejects(c.location('no-type'), { name: 'TypeError', message: /Invalid location key/ });
    await assert.rejects(c.overlay({ extent: [0, 0, 1, 1], size: 'big', zoom: 1 }), TypeError);
    assert.equal(server.requests.length, 0);
  });
});

describe('URL builders', () => {
  test('icons, map images, map links, legends, provider logos and websites carry the token', () => {
    const c = client();
    const root = `${server.origin}${PROXY_ROOT}`;
    const token = `token=${encodeURIComponent(TOKEN)}`;
    assert.equal(c.iconUrl({ type: 'PIN', color: '#7d003f', text: '12', scale: 0.5 }), `${root}/icons?type=PIN&color=%237d003f&text=12&scale=0.5&${token}`);
    assert.equal(
      c.mapImageUrl({ center: '40.2338,-111.6585', zoom: 12, size: '600x400', mapType: 'ROAD' }),
      `${root}/maps/image?center=${encodeURIComponent('{"longitude":-111.6585,"latitude":40.2338}')}&zoom=12&size=${encodeURIComponent('{"width":600,"height":400}')}&mapType=ROAD&${token}`,
    );
    assert.equal(
      c.mapUrl({ provider: 'GOOGLE', view: 'DIRECTIONS', destination: 'Provo, UT' }),
      `${root}/maps/url?provider=GOOGLE&view=DIRECTIONS&destination=Provo%2C+UT&${token}`,
    );
    assert.equal(c.sourceLegendUrl('ARCGIS', 'topo/2'), `${root}/maps/sources/ARCGIS/topo%2F2/legend?${token}`);
    assert.equal(c.providerLogoUrl('GOOGLE'), `${root}/maps/providers/GOOGLE/logo?${token}`);
    assert.equal(c.providerWebsiteUrl('OPENSTREETMAP'), `${root}/maps/providers/OPENSTREETMAP/website?${token}`);
    assert.equal(server.requests.length, 0, 'building a URL sends nothing');
  });

  test('the script URL carries libraries, callback, client, version, lang, trace and token', () => {
    const c = client();
    const url = new URL(c.scriptUrl('GOOGLE', { libraries: ['geometry', 'places'], callback: 'vbMapsReady' }, `${c.sessionId}-7`));
    assert.equal(url.pathname, `${PROXY_ROOT}/scripts/GOOGLE`);
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      libraries: 'geometry,places',
      callback: 'vbMapsReady',
      client: 'vb-test',
      version: '2.2.6',
      lang: 'es',
      trace: `${c.sessionId}-7`,
      token: TOKEN,
    });
    assert.equal(new URL(c.scriptUrl('BING', { lang: 'fr' })).searchParams.get('lang'), 'fr');
  });

  test('loadScript needs a page to put the script in', async () => {
    await assert.rejects(client().loadScript('GOOGLE'), { message: 'Map provider scripts can only be loaded in a browser.' });
  });

  test('without a token nothing is appended; a token function signs each call', async () => {
    assert.equal(client({ token: undefined }).providerLogoUrl('GOOGLE'), `${server.origin}${PROXY_ROOT}/maps/providers/GOOGLE/logo`);
    const signed: string[] = [];
    const c = client({
      token: ({ method, path }) => {
        signed.push(`${method} ${path}`);
        return `sig:${method}:${path}`;
      },
    });
    await c.strings(['geolocate']);
    await c.createLocation({ name: 'x' });
    assert.deepEqual(signed, ['GET /scripts/configure', 'GET /strings', 'POST /locations']);
    assert.deepEqual(
      server.requests.map((request) => request.query.get('token')),
      ['sig:GET:/scripts/configure', 'sig:GET:/strings', 'sig:POST:/locations'],
    );
  });
});

describe('GET or POST at 2000 characters', () => {
  test('the measured string is path + JSON payload (spec section 7), without host, proxy, version or token', () => {
    assert.equal(`/locations/autocomplete${JSON.stringify(autocompletePayloadOfLength(1999))}`.length, 1999);
    assert.equal(chooseMethod('/locations/autocomplete', autocompletePayloadOfLength(1999)), 'GET');
    assert.equal(chooseMethod('/locations/autocomplete', autocompletePayloadOfLength(2000)), 'POST');
    assert.equal(chooseMethod('/locations/autocomplete', autocompletePayloadOfLength(2001)), 'POST');
  });

  for (const [length, method] of [
    [1999, 'GET'],
    [2000, 'POST'],
    [2001, 'POST'],
  ] as const) {
    test(`${length} characters go as ${method}`, async () => {
      const payload = autocompletePayloadOfLength(length);
      await client().autocomplete(payload);
      const [request] = calls(server.requests);
      assert.equal(request?.method, method);
      assert.equal(request?.path, `${PROXY_ROOT}/locations/autocomplete`);
      if (method === 'GET') {
        assert.equal(request?.query.get('input'), payload.input);
        assert.equal(request?.body, undefined);
      } else {
        assert.deepEqual([...(request?.query.keys() ?? [])], ['token'], 'only the token stays in the query');
        assert.deepEqual(JSON.parse(request?.body ?? ''), payload);
        assert.equal(request?.headers['content-type'], 'application/json');
      }
    });
  }

  for (const [length, method] of [
    [1999, 'GET'],
    [2000, 'POST'],
  ] as const) {
    test(`percent-encoding does not count: a JSON payload of ${length} characters goes as ${method}`, async () => {
      // Quotes, commas and brackets escape to three characters each: the query is far past 2000 either way.
      const payload = clustersPayloadOfLength(length);
      assert.ok(encodeQuery({ layers: payload.layers }).length > 3000);
      await client().clusters(payload);
      const [request] = calls(server.requests);
      assert.equal(request?.method, method);
      if (method === 'GET') {
        assert.deepEqual(JSON.parse(request?.query.get('layers') ?? ''), payload.layers);
      } else {
        const body = JSON.parse(request?.body ?? '{}') as { layers: string[]; extent: unknown; size: unknown };
        assert.deepEqual(body.layers, payload.layers);
        assert.deepEqual(body.extent, { southWest: { longitude: 0, latitude: 0 }, northEast: { longitude: 1, latitude: 1 } });
        assert.deepEqual(body.size, { width: 10, height: 10 });
      }
    });
  }

  test('every GET-or-POST call switches', async () => {
    const big = { ids: Array.from({ length: 200 }, (_, i) => `WARD:${100000 + i}`) };
    const c = client();
    const extent = [0, 0, 1, 1];
    await c.directions({ origin: 'a', destination: 'b', waypoints: Array.from({ length: 200 }, (_, i) => `stop number ${i}`) });
    await c.isochrone({ origin: 'a', times: Array.from({ length: 500 }, (_, i) => i * 60) });
    await c.search({ query: 'x', ...big });
    await c.autocomplete({ input: 'x'.repeat(2000) });
    await c.overlay({ extent, size: [1, 1], zoom: 1, ...big });
    await c.clusters({ extent, size: [1, 1], zoom: 1, ...big });
    await c.clustersIdentify({ coordinates: [0, 0], extent, size: [1, 1], zoom: 1, ...big });
    await c.boundaries(big);
    await c.boundariesUnion(big);
    await c.identify({ coordinates: [0, 0], ...big });
    await c.count({ coordinates: [0, 0], ...big });
    assert.deepEqual(
      calls(server.requests).map((request) => `${request.method} ${request.path.slice(PROXY_ROOT.length)}`),
      [
        'POST /navigation/directions',
        'POST /navigation/isochrone',
        'POST /locations/search',
        'POST /locations/autocomplete',
        'POST /locations/overlay',
        'POST /locations/clusters',
        'POST /locations/clusters/identify',
        'POST /locations/boundaries',
        'POST /locations/boundaries/union',
        'POST /locations/identify',
        'POST /locations/count',
      ],
    );
  });
});

describe('headers', () => {
  test('through the proxy: client, version, language, forwarded prefix, trace, Accept, credentials and cors', async () => {
    const inits: RequestInit[] = [];
    const c = client({
      fetch: (input, init) => {
        if (init) inits.push(init);
        return fetch(input, init);
      },
    });
    await c.strings(['copyright']);
    const [request] = calls(server.requests);
    assert.equal(request?.path, `${PROXY_ROOT}/strings`);
    assert.equal(request?.headers['x-maps-client'], 'vb-test');
    assert.equal(request?.headers['x-maps-version'], '2.2.6');
    assert.equal(request?.headers['accept-language'], 'es');
    assert.equal(request?.headers['x-forwarded-prefix'], '/api/maps-proxy');
    assert.equal(request?.headers.accept, 'application/json');
    assert.equal(request?.headers['content-type'], undefined, 'no body, no Content-Type');
    assert.match(request?.headers['x-maps-trace'] ?? '', /^[A-Za-z0-9]{16}-2$/);
    assert.equal(request?.headers.authorization, undefined);
    assert.equal(inits.length, 2);
    for (const init of inits) {
      assert.equal(init.credentials, 'include');
      assert.equal(init.mode, 'cors');
    }
  });

  test('straight to the service: its own path, no forwarded prefix', async () => {
    const c = client({ useProxy: false, production: true });
    await c.layers();
    for (const request of server.requests) {
      assert.ok(request.path.startsWith(`${SERVICE_ROOT}/`), request.path);
      assert.equal(request.headers['x-forwarded-prefix'], undefined);
    }
  });

  test('a service on its own host, a custom proxy path and version prefix', async () => {
    await client({ useProxy: false, servicePath: `${server.origin}/maps-service/`, origin: 'http://unused.invalid', versionPrefix: '/v3' }).layers();
    assert.deepEqual(
      server.requests.map((request) => request.path),
      ['/maps-service/v3/scripts/configure', '/maps-service/v3/layers'],
    );
    server.requests = [];
    await client({ proxyPath: '/edge/maps/' }).layers();
    assert.deepEqual(
      server.requests.map((request) => [request.path, request.headers['x-forwarded-prefix']]),
      [
        ['/edge/maps/v2/scripts/configure', '/edge/maps'],
        ['/edge/maps/v2/layers', '/edge/maps'],
      ],
    );
    server.requests = [];
    await client({ proxyPath: `${server.origin}/edge/maps`, origin: 'http://unused.invalid' }).layers();
    assert.deepEqual(
      server.requests.map((request) => [request.path, request.headers['x-forwarded-prefix']]),
      [
        ['/edge/maps/v2/scripts/configure', '/edge/maps'],
        ['/edge/maps/v2/layers', '/edge/maps'],
      ],
      'a proxy on another host: the prefix is its path',
    );
  });

  test('no client id or language: those headers are left out', async () => {
    await client({ clientId: undefined, language: undefined }).layers();
    const [request] = calls(server.requests);
    assert.equal(request?.headers['x-maps-client'], undefined);
    // Node's fetch puts its own 'accept-language: *' on; a browser puts the user's languages.
    assert.notEqual(request?.headers['accept-language'], 'es');
  });

  test('bearer, refresh and access credentials from options', async () => {
    await client({ bearer: 'b-123', refresh: 'r-456', access: 'a-789' }).layers();
    for (const request of server.requests) {
      assert.equal(request.headers.authorization, 'Bearer b-123');
      assert.equal(request.headers['x-maps-refresh'], 'r-456');
      assert.equal(request.headers['x-maps-access'], 'a-789');
    }
  });

  test('credentials from cookies named by the prefix, read on every call; options win', async () => {
    let cookie = 'other=1; maps_bearer=from%20cookie; maps_refresh=r-c; maps_access=a-c';
    const c = client({ cookies: () => cookie });
    await c.layers();
    assert.equal(server.requests[1]?.headers.authorization, 'Bearer from cookie');
    assert.equal(server.requests[1]?.headers['x-maps-refresh'], 'r-c');
    assert.equal(server.requests[1]?.headers['x-maps-access'], 'a-c');
    cookie = 'maps_bearer=renewed';
    await c.layers();
    assert.equal(server.requests[2]?.headers.authorization, 'Bearer renewed');
    assert.equal(server.requests[2]?.headers['x-maps-refresh'], undefined);

    server.requests = [];
    await client({ cookiePrefix: 'acme', cookies: () => 'maps_bearer=wrong; acme_bearer=right' }).layers();
    assert.equal(server.requests[1]?.headers.authorization, 'Bearer right');
    server.requests = [];
    await client({ bearer: 'option', cookies: () => 'maps_bearer=cookie' }).layers();
    assert.equal(server.requests[1]?.headers.authorization, 'Bearer option');
  });

  test('basic auth and client password are allowed outside a browser', async () => {
    await client({ basicAuth: { username: 'svc', password: 'pässword' }, clientPassword: 'cp-1' }).layers();
    const [request] = calls(server.requests);
    assert.equal(request?.headers.authorization, `Basic ${Buffer.from('svc:pässword', 'utf8').toString('base64')}`);
    assert.equal(request?.headers['x-maps-client-password'], 'cp-1');
    server.requests = [];
    await client({ basicAuth: 'svc:pw', bearer: 'user-token' }).layers();
    assert.equal(calls(server.requests)[0]?.headers.authorization, 'Bearer user-token', 'a bearer credential names the user and wins');
  });
});

describe('trace header', () => {
  test('a stable 16-character session id and a counter that goes up by one per call', async () => {
    const c = client();
    await c.layers();
    await c.layer('WARDS');
    await c.createLocation({ name: 'x' });
    const traces = server.requests.map((request) => request.headers['x-maps-trace']);
    assert.match(c.sessionId, /^[A-Za-z0-9]{16}$/);
    assert.deepEqual(traces, [`${c.sessionId}-1`, `${c.sessionId}-2`, `${c.sessionId}-3`, `${c.sessionId}-4`]);
    assert.equal(c.requestCount, 4);
  });

  test('failed calls count too, and every client has its own session id', async () => {
    const c = client();
    await c.configure();
    server.handler = () => ({ status: 500, body: '' });
    await assert.rejects(c.layers());
    server.handler = defaultHandler;
    await c.layers();
    assert.equal(server.requests[2]?.headers['x-maps-trace'], `${c.sessionId}-3`);
    const ids = new Set(Array.from({ length: 50 }, () => createMapsClient({ clientId: 'x', logger: silent }).sessionId));
    assert.equal(ids.size, 50);
  });
});

describe('session', () => {
  test('a call made first loads the configuration, then proceeds', async () => {
    const c = client();
    assert.equal(c.initialized, false);
    await c.fields();
    assert.deepEqual(
      server.requests.map((request) => request.path.slice(PROXY_ROOT.length)),
      ['/scripts/configure', '/locations/fields'],
    );
    assert.equal(c.initialized, true);
    assert.deepEqual(c.config, CONFIGURATION);
    await c.fields();
    assert.equal(configures(server.requests).length, 1, 'configured once');
  });

  test('concurrent first calls share one configuration call', async () => {
    server.handler = (request) => (request.path.endsWith('/scripts/configure') ? { body: JSON.stringify(CONFIGURATION), delayMs: 60 } : { body: '[]' });
    const c = client();
    await Promise.all([c.layers(), c.fields(), c.providers(), c.strings(['zoom.zoomout'])]);
    assert.equal(configures(server.requests).length, 1);
    assert.equal(server.requests[0]?.path, `${PROXY_ROOT}/scripts/configure`, 'configuration first');
    assert.equal(calls(server.requests).length, 4);
    const traces = server.requests.map((request) => Number(request.headers['x-maps-trace']?.split('-')[1]));
    assert.deepEqual(
      [...traces].sort((a, b) => a - b),
      [1, 2, 3, 4, 5],
    );
    assert.equal(traces[0], 1);
  });

  test('an explicit configure initialises the session: later calls go straight out', async () => {
    const c = client();
    const config = await c.configure({ ip: '192.0.2.1' });
    assert.equal(config.provider, 'INTERNAL');
    await c.layers();
    assert.deepEqual(
      server.requests.map((request) => request.path.slice(PROXY_ROOT.length)),
      ['/scripts/configure', '/layers'],
    );
    assert.equal(server.requests[0]?.query.get('ip'), '192.0.2.1');
  });

  test("a failed configuration warns 'Unable to initialize session!', fails the call, and is retried next time", async (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    server.handler = (request) => (request.path.endsWith('/scripts/configure') ? { status: 503, statusText: 'Service Unavailable', body: '' } : { body: '[]' });
    const c = new MapsClient({ origin: server.origin, clientId: 'vb-test', production: true, provider: 'INTERNAL' });
    const outcomes = await Promise.allSettled([c.layers(), c.fields()]);
    for (const outcome of outcomes) {
      assert.equal(outcome.status, 'rejected');
      assert.ok(outcome.status === 'rejected' && outcome.reason instanceof MapsError);
      assert.equal(outcome.status === 'rejected' && (outcome.reason as MapsError).message, 'Service Unavailable');
    }
    assert.equal(configures(server.requests).length, 1, 'both callers shared the one attempt');
    assert.equal(calls(server.requests).length, 0, 'no call went out without a session');
    assert.deepEqual(
      warn.mock.calls.map((call) => call.arguments),
      [['Unable to initialize session!']],
    );
    assert.equal(c.initialized, false);

    server.handler = defaultHandler;
    await c.layers();
    assert.equal(configures(server.requests).length, 2, 'tried again');
    assert.equal(calls(server.requests).length, 1);
    assert.equal(c.initialized, true);
    assert.equal(warn.mock.callCount(), 1);
  });

  test('an explicit configure that fails warns too', async () => {
    const logger = recordingLogger();
    server.handler = () => ({ status: 500, statusText: 'Boom', body: '' });
    await assert.rejects(client({ logger }).configure(), { name: 'MapsError', message: 'Boom', status: 500 });
    assert.deepEqual(logger.messages, ['Unable to initialize session!']);
  });
});

/** A server answer held back until the test opens it, and a promise for when the request arrived. */
function held() {
  let open!: () => void;
  let arrive!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { opened, open, arrived, arrive };
}

/**
 * How a call ended, or 'pending' if it had not after a second: a client that ignores its signal would
 * otherwise hang the test instead of failing it.
 */
async function outcome<T>(promise: Promise<T>): Promise<PromiseSettledResult<T> | 'pending'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Promise<'pending'>((resolve) => (timer = setTimeout(() => resolve('pending'), 1000)));
  const settled = Promise.allSettled([promise]).then(([result]) => result!);
  try {
    return await Promise.race([settled, pending]);
  } finally {
    clearTimeout(timer);
  }
}

function rejection(result: PromiseSettledResult<unknown> | 'pending'): MapsError {
  assert.notEqual(result, 'pending', 'the call ended');
  assert.ok(result !== 'pending' && result.status === 'rejected', 'the call failed');
  assert.ok(result.reason instanceof MapsError, String(result.reason));
  return result.reason;
}

describe('abort and timeout at every stage', () => {
  test('a signal aborted before the call: nothing is sent, not even the configuration', async () => {
    const c = client();
    const controller = new AbortController();
    controller.abort();
    const error = rejection(await outcome(c.layers({ signal: controller.signal })));
    assert.equal(error.kind, 'abort');
    assert.equal(error.method, 'GET');
    assert.match(error.url, /\/layers$/);
    assert.equal(server.requests.length, 0);
  });

  test('aborting while the session is being configured stops that call; the others sharing the session go on', async () => {
    const gate = held();
    server.handler = async (request) => {
      if (!request.path.endsWith('/scripts/configure')) return { body: '[]' };
      gate.arrive();
      await gate.opened;
      return { body: JSON.stringify(CONFIGURATION) };
    };
    const c = client();
    const controller = new AbortController();
    const aborted = c.layers({ signal: controller.signal });
    const other = c.fields();
    await gate.arrived;
    controller.abort();
    const error = rejection(await outcome(aborted));
    assert.equal(error.kind, 'abort');
    assert.equal(calls(server.requests).length, 0, 'the aborted call never went out');
    gate.open();
    assert.deepEqual(await other, []);
    assert.equal(configures(server.requests).length, 1);
    assert.deepEqual(
      calls(server.requests).map((request) => request.path.slice(PROXY_ROOT.length)),
      ['/locations/fields'],
    );
  });

  test('aborting during the call itself', async () => {
    const gate = held();
    const c = client();
    await c.configure();
    server.handler = async () => {
      gate.arrive();
      await gate.opened;
      return { body: '[]' };
    };
    const controller = new AbortController();
    const pending = c.identify({ coordinates: [-111.6, 40.2], nearest: 10 }, { signal: controller.signal });
    await gate.arrived;
    controller.abort();
    assert.equal(rejection(await outcome(pending)).kind, 'abort');
    gate.open();
  });

  test('aborting while a failed configuration is being tried again', async (t) => {
    t.mock.method(console, 'warn', () => {});
    const c = new MapsClient({ origin: server.origin, clientId: 'vb-test', production: true, provider: 'INTERNAL', logger: silent });
    server.handler = (request) => (request.path.endsWith('/scripts/configure') ? { status: 503, statusText: 'Service Unavailable', body: '' } : { body: '[]' });
    await assert.rejects(c.layers(), { message: 'Service Unavailable' });
    const gate = held();
    server.handler = async (request) => {
      if (!request.path.endsWith('/scripts/configure')) return { body: '[]' };
      gate.arrive();
      await gate.opened;
      return { body: JSON.stringify(CONFIGURATION) };
    };
    const controller = new AbortController();
    const retried = c.layers({ signal: controller.signal });
    await gate.arrived;
    controller.abort();
    assert.equal(rejection(await outcome(retried)).kind, 'abort');
    assert.equal(configures(server.requests).length, 2, 'the retry was under way');
    gate.open();
  });

  test("every call has a default timeout of 10000 ms, and the error names the call: 'locations/identify timed out after 10000 ms'", async (t) => {
    assert.equal(DEFAULT_TIMEOUT_MS, 10000);
    const gate = held();
    const c = client();
    await c.configure();
    server.handler = async () => {
      gate.arrive();
      await gate.opened;
      return { body: '[]' };
    };
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const pending = c.identify({ coordinates: [-111.6, 40.2], nearest: 10 });
    await gate.arrived;
    t.mock.timers.tick(9999);
    const settled = pending.then(
      () => 'settled',
      () => 'settled',
    );
    assert.equal(await Promise.race([settled, new Promise((resolve) => setImmediate(resolve, 'pending'))]), 'pending');
    t.mock.timers.tick(1);
    t.mock.timers.reset();
    const error = rejection(await outcome(pending));
    assert.equal(error.kind, 'timeout');
    assert.equal(error.message, 'locations/identify timed out after 10000 ms');
    assert.equal(error.method, 'GET');
    gate.open();
  });

  test('the caller sets the timeout per call and per client; it covers the session configuration too', async () => {
    const gate = held();
    server.handler = async (request) => {
      gate.arrive();
      await gate.opened;
      return { body: request.path.endsWith('/scripts/configure') ? JSON.stringify(CONFIGURATION) : '[]' };
    };
    const perClient = client({ timeoutMs: 40 });
    const error = rejection(await outcome(perClient.fields()));
    assert.equal(error.kind, 'timeout');
    assert.equal(error.message, 'locations/fields timed out after 40 ms');
    assert.equal(calls(server.requests).length, 0, 'it ran out while the session was being configured');

    gate.open();

    const configured = client();
    await configured.configure();
    const callGate = held();
    server.handler = async () => {
      await callGate.opened;
      return { body: '[]' };
    };
    const perCall = rejection(await outcome(configured.location('WARD:123', {}, { timeoutMs: 25 })));
    assert.equal(perCall.kind, 'timeout');
    assert.equal(perCall.message, 'locations/WARD:123 timed out after 25 ms');
    callGate.open();

    server.handler = () => ({ body: '[]', delayMs: 50 });
    const patient = client({ timeoutMs: 20 });
    await patient.configure({}, { timeoutMs: 1000 });
    assert.deepEqual(await patient.layers({ timeoutMs: 1000 }), [], 'a longer limit for one call');
    assert.equal(rejection(await outcome(patient.layers())).message, 'layers timed out after 20 ms');
  });

  test("the caller's own address is shared, yet each caller can abort its wait", async () => {
    const gate = held();
    const c = client();
    await c.configure();
    server.handler = async () => {
      gate.arrive();
      await gate.opened;
      return { body: JSON.stringify([{ coordinates: { latitude: 40, longitude: -111 } }]) };
    };
    const controller = new AbortController();
    const aborted = c.geocodeIp({}, { signal: controller.signal });
    const patient = c.geocodeIp();
    await gate.arrived;
    controller.abort();
    assert.equal(rejection(await outcome(aborted)).kind, 'abort');
    gate.open();
    assert.deepEqual(await patient, [{ coordinates: { latitude: 40, longitude: -111 } }]);
    assert.equal(calls(server.requests).length, 1);
  });
});

describe('one client per page', () => {
  test('two callers with the same options get the same client: one session, one configuration call, one cache', async () => {
    resetMapsClients();
    const options = () => ({ origin: server.origin, clientId: 'vb-test', production: false, logger: silent, language: 'es' });
    const first = getMapsClient(options());
    const second = getMapsClient({ ...options(), language: 'es' });
    assert.equal(first, second);
    server.handler = (request) => (request.path.endsWith('/scripts/configure') ? { body: JSON.stringify(CONFIGURATION), delayMs: 30 } : { body: '[]' });
    await Promise.all([first.layers(), second.fields()]);
    await second.providers();
    assert.equal(configures(server.requests).length, 1, 'one configuration call for both callers');
    const sessions = new Set(server.requests.map((request) => request.headers['x-maps-trace']?.split('-')[0]));
    assert.equal(sessions.size, 1, 'one session id');
    server.handler = () => ({ body: JSON.stringify([{ coordinates: { latitude: 40, longitude: -111 } }]) });
    await first.geocodeIp();
    await second.geocodeIp();
    assert.equal(server.requests.filter((request) => request.path.endsWith('/geocode/ip')).length, 1, 'one cache');
  });

  test('another configuration, or another fetch, is another client; createMapsClient always makes a new one', () => {
    resetMapsClients();
    const base = { origin: server.origin, clientId: 'vb-test', production: false, logger: silent };
    const shared = getMapsClient(base);
    assert.notEqual(getMapsClient({ ...base, language: 'fr' }), shared);
    assert.notEqual(getMapsClient({ ...base, fetch: (input, init) => fetch(input, init) }), shared);
    assert.notEqual(createMapsClient(base), shared);
    assert.equal(getMapsClient({ ...base }), shared);
    resetMapsClients();
    assert.notEqual(getMapsClient(base), shared, 'reset forgets them');
  });
});

describe('configuration warnings', () => {
  test('missing client id', (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    new MapsClient({ production: true });
    assert.deepEqual(
      warn.mock.calls.map((call) => call.arguments),
      [['Maps configuration: no client id specified.']],
    );
  });

  test('missing production flag and proxy', () => {
    const logger = recordingLogger();
    new MapsClient({ clientId: 'x', useProxy: false, logger });
    assert.deepEqual(logger.messages, ['Maps configuration: neither a production flag nor a proxy specified.']);
  });

  test('no warning with a production flag, or with the proxy', () => {
    const logger = recordingLogger();
    new MapsClient({ clientId: 'x', useProxy: false, production: false, logger });
    new MapsClient({ clientId: 'x', logger });
    assert.deepEqual(logger.messages, []);
  });

  test('both missing: both warnings', () => {
    const logger = recordingLogger();
    new MapsClient({ useProxy: false, logger });
    assert.deepEqual(logger.messages, ['Maps configuration: no client id specified.', 'Maps configuration: neither a production flag nor a proxy specified.']);
  });

  test('no provider from the options or the configuration', async () => {
    const logger = recordingLogger();
    server.handler = () => ({ body: JSON.stringify({ init: true }) });
    await client({ logger }).configure();
    assert.deepEqual(logger.messages, ['Maps configuration: no map provider specified.']);
    logger.messages.length = 0;
    await client({ logger, provider: 'GOOGLE' }).configure();
    server.handler = defaultHandler;
    await client({ logger }).configure();
    assert.deepEqual(logger.messages, [], 'a provider from either is enough');
  });
});

describe('responses and errors', () => {
  test('status 400 or above fails with the status text as message', async () => {
    const c = client();
    await c.configure();
    server.handler = () => ({ status: 404, statusText: 'Location Not Found', body: '{"error":"no WARD:9","field":"key"}' });
    const error = await c.location('WARD:9').then(
      () => assert.fail('resolved'),
      (reason: unknown) => reason,
    );
    assert.ok(error instanceof MapsError);
    assert.equal(error.message, 'Location Not Found');
    assert.equal(error.status, 404);
    assert.equal(error.statusText, 'Location Not Found');
    assert.equal(error.kind, 'http');
    assert.equal(error.method, 'GET');
    assert.match(error.url, /\/locations\/WARD:9\?token=/);
    assert.deepEqual(error.body, { error: 'no WARD:9', field: 'key' });

    server.handler = () => ({ status: 400, statusText: 'Bad Request', contentType: 'text/plain', body: 'limit must be a number' });
    await assert.rejects(c.locations({ limit: -1 }), { message: 'Bad Request', status: 400, body: 'limit must be a number' });
    server.handler = () => ({ status: 500, statusText: 'Internal Server Error' });
    await assert.rejects(c.layers(), { message: 'Internal Server Error', status: 500 });
  });

  test('399 is not a failure; 204 and an empty body give null', async () => {
    const c = client();
    await c.configure();
    server.handler = () => ({ status: 399, statusText: 'Odd', body: '{"still":"json"}' });
    assert.deepEqual(await c.layers(), { still: 'json' });
    server.handler = () => ({ status: 204 });
    assert.equal(await c.layers(), null);
    server.handler = () => ({ status: 200, body: '' });
    assert.equal(await c.layers(), null);
    server.handler = () => ({ status: 204 });
    assert.equal(await c.icons(), null, 'a blob call with no content gives null too');
  });

  test('invalid JSON, an unreachable service and an abort each fail clearly', async () => {
    const c = client();
    await c.configure();
    server.handler = () => ({ body: '{not json' });
    await assert.rejects(c.layers(), { name: 'MapsError', kind: 'parse', status: 200, message: /answered with invalid JSON/ });

    server.handler = () => ({ body: '[]', delayMs: 500 });
    const controller = new AbortController();
    const pending = c.layers({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await assert.rejects(pending, { name: 'MapsError', kind: 'abort' });

    const closed = await startRecordingServer();
    const unreachable = client({ origin: closed.origin });
    await closed.close();
    await assert.rejects(unreachable.configure(), { name: 'MapsError', kind: 'network', status: 0 });
  });
});

describe('blob answers become object URLs with a limited life', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';

  test('icons and media live 600000 ms', async () => {
    const timers = new FakeTimers();
    server.handler = (request) =>
      request.path.endsWith('/scripts/configure') ? { body: JSON.stringify(CONFIGURATION) } : { contentType: 'image/svg+xml', body: svg };
    const c = client({ timers });
    const icon = await c.icons({ type: 'PIN' });
    const media = await c.media('TEMPLE:1');
    assert.ok(icon && media);
    assert.deepEqual(
      timers.scheduled.map((timer) => timer.ms),
      [600000, 600000],
    );
    timers.advance(599999);
    assert.equal(await resolveObjectURL(icon.url)?.text(), svg, 'still alive just before ten minutes');
    timers.advance(1);
    assert.equal(resolveObjectURL(icon.url), undefined, 'revoked at ten minutes');
    assert.equal(resolveObjectURL(media.url), undefined);
  });

  test('overlays live 10000 ms', async () => {
    const timers = new FakeTimers();
    server.handler = (request) =>
      request.path.endsWith('/scripts/configure') ? { body: JSON.stringify(CONFIGURATION) } : { contentType: 'image/png', body: 'PNG' };
    const c = client({ timers });
    const overlay = await c.overlay({ extent: [0, 0, 1, 1], size: [256, 256], zoom: 4 });
    assert.ok(overlay);
    assert.equal(overlay.type, 'image/png');
    assert.deepEqual(
      timers.scheduled.map((timer) => timer.ms),
      [10000],
    );
    timers.advance(9999);
    assert.ok(resolveObjectURL(overlay.url));
    timers.advance(1);
    assert.equal(resolveObjectURL(overlay.url), undefined);
  });
});

describe("the caller's own address", () => {
  test('geocodeIp without an ip is asked once and cached, also for concurrent callers', async () => {
    server.handler = (request) =>
      request.path.endsWith('/scripts/configure')
        ? { body: JSON.stringify(CONFIGURATION) }
        : { body: JSON.stringify([{ coordinates: { latitude: 40.2, longitude: -111.6 } }]), delayMs: 30 };
    const c = client();
    const [a, b] = await Promise.all([c.geocodeIp(), c.geocodeIp()]);
    const again = await c.geocodeIp();
    assert.deepEqual(a, [{ coordinates: { latitude: 40.2, longitude: -111.6 } }]);
    assert.equal(a, b);
    assert.equal(a, again);
    assert.equal(calls(server.requests).length, 1);
    await c.geocodeIp({ ip: '198.51.100.1' });
    await c.geocodeIp({ ip: '198.51.100.1' });
    assert.equal(calls(server.requests).length, 3, 'other addresses are not cached');
  });

  test('a failed lookup is not cached', async () => {
    const c = client();
    await c.configure();
    server.handler = () => ({ status: 502, statusText: 'Bad Gateway' });
    await assert.rejects(c.geocodeIp(), { message: 'Bad Gateway' });
    server.handler = () => ({ body: '[]' });
    assert.deepEqual(await c.geocodeIp(), []);
    assert.equal(calls(server.requests).length, 2);
  });

  test('initialCenter: the first result at zoom 12, else 0,0 at zoom 2', async () => {
    server.handler = (request) =>
      request.path.endsWith('/scripts/configure')
        ? { body: JSON.stringify(CONFIGURATION) }
        : { body: JSON.stringify([{ coordinates: { lat: 48.85, lng: 2.35 } }, { coordinates: { latitude: 1, longitude: 1 } }]) };
    assert.deepEqual(await client().initialCenter(), { center: { latitude: 48.85, longitude: 2.35 }, zoom: 12 });
    server.handler = (request) => (request.path.endsWith('/scripts/configure') ? { body: JSON.stringify(CONFIGURATION) } : { body: '[]' });
    assert.deepEqual(await client().initialCenter(), { center: { latitude: 0, longitude: 0 }, zoom: 2 });
    server.handler = (request) => (request.path.endsWith('/scripts/configure') ? { body: JSON.stringify(CONFIGURATION) } : { status: 500, statusText: 'Down' });
    assert.deepEqual(await client().initialCenter(), { center: { latitude: 0, longitude: 0 }, zoom: 2 });
    server.handler = () => ({ status: 503, statusText: 'Down' });
    assert.deepEqual(await client().initialCenter(), { center: { latitude: 0, longitude: 0 }, zoom: 2 }, 'even without a session');
  });
});
