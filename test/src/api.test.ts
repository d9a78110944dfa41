import { expect } from '@open-wc/testing';
import { api, ApiError, buildUrl, DEFAULT_TIMEOUT_MS, newIdempotencyKey } from '../../src/api.ts';
import { getConfig } from '../../src/config.ts';
import { fakeNetwork, json, never, requests, stallsMidBody } from '../support/network.ts';
import { callServer, uniqueId } from '../support/server.ts';

/*
 * The happy paths and the server's own 4xx go over the real network: the test server and the reference
 * server behind /api. Request shapes, 5xx, slow and stalled answers are what the real servers cannot
 * produce on demand; they use the one network fake of test/support/network.ts.
 */

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

function addMeta(name: string, content: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
  return meta;
}

describe('api()', () => {
  afterEach(() => {
    delete window.visitorBlocksConfig;
    for (const meta of document.head.querySelectorAll('meta[name^="vb-"]')) meta.remove();
  });

  describe('requests', () => {
    it('GETs with a query string, asking for JSON, and returns the parsed answer', async () => {
      fakeNetwork(() => json({ value: 42 }));
      const answer = await api<{ value: number }>('/api/readSocialCounter', {
        query: { group: 'likes', id: 'a b&c', iteration: 0, flag: false, skipped: undefined, alsoSkipped: null },
      });
      expect(answer).to.deep.equal({ value: 42 });
      const [request] = requests;
      expect(request?.method).to.equal('GET');
      expect(new URL(request?.url ?? '').pathname).to.equal('/api/readSocialCounter');
      expect(new URL(request?.url ?? '').search).to.equal('?group=likes&id=a+b%26c&iteration=0&flag=false');
      expect(request?.headers.get('Accept')).to.equal('application/json');
      expect(request?.credentials).to.equal('same-origin');
    });

    it('POSTs a JSON body', async () => {
      fakeNetwork(() => json({ data: '{"data":[1,2]}' }));
      await api('/api/polls', { json: { question: 'Best hymn?', vote: 2 } });
      const [request] = requests;
      expect(request?.method).to.equal('POST');
      expect(request?.headers.get('Content-Type')).to.equal('application/json');
      expect(await request?.json()).to.deep.equal({ question: 'Best hymn?', vote: 2 });
    });

    it('POSTs a form-urlencoded body, from a record or URLSearchParams', async () => {
      fakeNetwork(() => new Response('', { status: 201 }));
      await api('/api/form-submission', { form: { fullName: 'Ana María', note: 'a&b=c' } });
      await api('/api/form-submission', { form: new URLSearchParams([['offerType', '["a"]']]) });
      expect(requests[0]?.method).to.equal('POST');
      expect(requests[0]?.headers.get('Content-Type')).to.equal('application/x-www-form-urlencoded;charset=UTF-8');
      expect(await requests[0]?.text()).to.equal('fullName=Ana+Mar%C3%ADa&note=a%26b%3Dc');
      const parsed = new URLSearchParams(await requests[1]?.text());
      expect(parsed.get('offerType')).to.equal('["a"]');
    });

    it('uses the method asked for', async () => {
      fakeNetwork(() => json({}));
      await api('/api/addressVerify', { method: 'POST', query: { address: '1 Main St' } });
      await api('/api/thing', { method: 'PUT', json: { a: 1 } });
      expect(requests.map((r) => r.method)).to.deep.equal(['POST', 'PUT']);
      expect(await requests[0]?.text()).to.equal('');
    });

    it('reads text when asked, and an empty JSON answer as null', async () => {
      fakeNetwork((request) => (request.url.endsWith('/svg') ? new Response('<svg></svg>') : new Response(null, { status: 204 })));
      expect(await api('/static/svg', { responseType: 'text' })).to.equal('<svg></svg>');
      expect(requests[0]?.headers.get('Accept')).to.equal('*/*');
      expect(await api('/api/empty')).to.equal(null);
    });
  });

  describe('the consolidation prefix', () => {
    it('comes from <meta name="vb-api-prefix">, trailing slash trimmed, only for prefixed calls', async () => {
      addMeta('vb-api-prefix', '/site/');
      expect(getConfig().apiPrefix).to.equal('/site');
      fakeNetwork(() => json([]));
      await api('/api/autocomplete', { prefixed: true, query: { address: '12 Elm' } });
      await api('/api/phoneVerify', { query: { phone: '1' } });
      expect(requests.map((r) => new URL(r.url).pathname)).to.deep.equal(['/site/api/autocomplete', '/api/phoneVerify']);
    });

    it('comes from window.visitorBlocksConfig, which wins over the meta tag', async () => {
      addMeta('vb-api-prefix', '/meta');
      window.visitorBlocksConfig = { apiPrefix: '/configured' };
      fakeNetwork(() => json({}));
      await api('/api/component', { prefixed: true, json: { a: 1 } });
      expect(new URL(requests[0]?.url ?? '').pathname).to.equal('/configured/api/component');
    });

    it('is empty without configuration', () => {
      expect(buildUrl('/api/emailVerify', { address: 'a@b.org' }, true)).to.equal('/api/emailVerify?address=a%40b.org');
      expect(buildUrl('/api/x?fixed=1', { more: 2 })).to.equal('/api/x?fixed=1&more=2');
      expect(buildUrl('/api/x', { none: undefined })).to.equal('/api/x');
    });
  });

  describe('answers over the real network (the test server)', () => {
    it('parses a JSON file', async () => {
      const pkg = await api<{ name: string }>('/package.json');
      expect(pkg.name).to.equal('visitor-blocks');
    });

    it('a missing file is an http error with its status', async () => {
      const error = await failure(api('/no-such-file.json'));
      expect(error.kind).to.equal('http');
      expect(error.status).to.equal(404);
    });

    it('a non-JSON answer to a JSON request is a parse error', async () => {
      const error = await failure(api('/web-test-runner.config.mjs'));
      expect(error.kind).to.equal('parse');
      expect(error.status).to.equal(200);
    });

    it('an unreachable server is a network error', async () => {
      const error = await failure(api('http://127.0.0.1:9/api/x', { timeoutMs: 5000 }));
      expect(error.kind).to.equal('network');
      expect(error.status).to.equal(0);
    });
  });

  describe('server errors', () => {
    it('a 4xx from the reference server names the field it rejected, with its message and body', async () => {
      const error = await failure(api('/api/polls', { json: { question: 'Which hymn?', vote: 11 } }));
      expect(error.name).to.equal('ApiError');
      expect(error).to.be.instanceOf(Error);
      expect(error.kind).to.equal('http');
      expect(error.status).to.equal(400);
      expect(error.field).to.equal('vote');
      expect(error.message).to.not.be.oneOf(['', 'Bad Request']);
      expect(error.body).to.deep.include({ field: 'vote', error: error.message });
    });

    it('a 5xx with an HTML page keeps the text and uses the status text', async () => {
      fakeNetwork(() => new Response('<h1>Oops</h1>', { status: 503, statusText: 'Service Unavailable' }));
      const error = await failure(api('/api/search'));
      expect(error.kind).to.equal('http');
      expect(error.status).to.equal(503);
      expect(error.message).to.equal('Service Unavailable');
      expect(error.field).to.equal(undefined);
      expect(error.body).to.equal('<h1>Oops</h1>');
    });
  });

  describe('timeouts and aborts', () => {
    it('defaults to a 10000 ms timeout', () => {
      expect(DEFAULT_TIMEOUT_MS).to.equal(10000);
    });

    it('times out a server that does not answer', async () => {
      fakeNetwork(never);
      const start = performance.now();
      const error = await failure(api('/api/youTube', { timeoutMs: 60 }));
      expect(error.kind).to.equal('timeout');
      expect(performance.now() - start).to.be.within(50, 1000);
    });

    it('times out a body that stalls after the headers', async () => {
      fakeNetwork(stallsMidBody);
      const error = await failure(api('/api/search', { timeoutMs: 80 }));
      expect(error.kind).to.equal('timeout');
    });

    it('aborts when the caller aborts, while waiting or while reading the body', async () => {
      fakeNetwork(never);
      const waiting = new AbortController();
      const pending = api('/api/search', { signal: waiting.signal });
      setTimeout(() => waiting.abort(), 20);
      expect((await failure(pending)).kind).to.equal('abort');

      fakeNetwork(stallsMidBody);
      const reading = new AbortController();
      const streaming = api('/api/search', { signal: reading.signal });
      setTimeout(() => reading.abort(), 40);
      expect((await failure(streaming)).kind).to.equal('abort');
    });

    it('an idempotency key is sent with the call: a retry with the same key counts once, a new key again', async () => {
      const question = uniqueId('keyed vote');
      const key = newIdempotencyKey();
      const first = await api<{ data: string }>('/api/polls', { json: { question, vote: 3 }, idempotencyKey: key });
      const retry = await api<{ data: string }>('/api/polls', { json: { question, vote: 3 }, idempotencyKey: key });
      expect(JSON.parse(retry.data)).to.deep.equal(JSON.parse(first.data));
      expect(JSON.parse(retry.data).data[3]).to.equal(1);
      const another = await api<{ data: string }>('/api/polls', { json: { question, vote: 3 }, idempotencyKey: newIdempotencyKey() });
      expect(JSON.parse(another.data).data[3]).to.equal(2);
    });

    it('newIdempotencyKey() makes a different key each time, in the characters the server accepts', () => {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).to.equal(50);
      for (const key of keys) expect(key).to.match(/^[A-Za-z0-9._:-]{1,100}$/);
    });

    it('an already-aborted signal never reaches the server', async () => {
      const question = uniqueId('aborted vote');
      const controller = new AbortController();
      controller.abort();
      const error = await failure(api('/api/polls', { json: { question, vote: 1 }, signal: controller.signal }));
      expect(error.kind).to.equal('abort');
      // The reference server's own count says whether the vote arrived.
      const stored = await callServer<{ data: string }>('/api/polls', { json: { question, vote: 10 } });
      expect(JSON.parse(stored.body.data)).to.deep.equal({ data: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
    });
  });
});
