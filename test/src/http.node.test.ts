/**
 * The one HTTP layer (src/http.ts) against a real HTTP server on localhost: a server can be made to stall,
 * fail or answer garbage on demand here, which is what the layer is for.
 */
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { deadline, HttpError, request, transfer, untilAborted } from '../../src/http.ts';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (seen: Seen, response: ServerResponse) => void;

let server: Server;
let base = '';
let seen: Seen[] = [];
let handler: Handler = (_, response) => response.end();

before(async () => {
  server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const entry = { method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body: Buffer.concat(chunks).toString() };
      seen.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  seen = [];
});

const answer =
  (status: number, body = '', headers: Record<string, string> = {}, statusMessage?: string): Handler =>
  (_, response) => {
    if (statusMessage !== undefined) response.statusMessage = statusMessage;
    response.writeHead(status, headers).end(body);
  };

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => assert.fail('expected the request to fail'),
    (reason: unknown) => reason,
  );
  assert.ok(error instanceof HttpError, `an HttpError, not ${String(error)}`);
  return error;
}

describe('bodies and answers', () => {
  test('a JSON answer is parsed; an empty one is null; text is read as text', async () => {
    handler = answer(200, '{"value":42}', { 'Content-Type': 'application/json' });
    assert.deepEqual(await request({ method: 'GET', url: `${base}/json` }), { value: 42 });
    handler = answer(200, '');
    assert.equal(await request({ method: 'GET', url: `${base}/empty` }), null);
    handler = answer(204);
    assert.equal(await request({ method: 'GET', url: `${base}/none` }), null);
    handler = answer(200, '<svg></svg>');
    assert.equal(await request({ method: 'GET', url: `${base}/svg`, responseType: 'text' }), '<svg></svg>');
  });

  test('a blob answer is a Blob of the type sent; a 204 is null', async () => {
    handler = answer(200, 'PNG!', { 'Content-Type': 'image/png' });
    const blob = (await request({ method: 'GET', url: `${base}/icon`, responseType: 'blob' })) as Blob;
    assert.equal(blob.type, 'image/png');
    assert.equal(await blob.text(), 'PNG!');
    handler = answer(204);
    assert.equal(await request({ method: 'GET', url: `${base}/icon`, responseType: 'blob' }), null);
  });

  test('JSON, form records, URLSearchParams and FormData go with their content types; headers are sent as given', async () => {
    handler = answer(200, '{}');
    await request({ method: 'POST', url: `${base}/json`, json: { question: 'Best hymn?', vote: 2 }, headers: { Accept: 'application/json' } });
    await request({ method: 'POST', url: `${base}/form`, form: { fullName: 'Ana María', note: 'a&b=c' } });
    await request({ method: 'PUT', url: `${base}/params`, form: new URLSearchParams([['offerType', '["a"]']]) });
    const form = new FormData();
    form.append('file', new Blob(['<kml/>']), 'stake.kml');
    await request({ method: 'POST', url: `${base}/upload`, form });
    assert.deepEqual(
      seen.map((s) => [s.method, s.headers['content-type']?.replace(/boundary=.*/, 'boundary=…')]),
      [
        ['POST', 'application/json'],
        ['POST', 'application/x-www-form-urlencoded;charset=UTF-8'],
        ['PUT', 'application/x-www-form-urlencoded;charset=UTF-8'],
        ['POST', 'multipart/form-data; boundary=…'],
      ],
    );
    assert.equal(seen[0]?.headers.accept, 'application/json');
    assert.deepEqual(JSON.parse(seen[0]?.body ?? ''), { question: 'Best hymn?', vote: 2 });
    assert.equal(seen[1]?.body, 'fullName=Ana+Mar%C3%ADa&note=a%26b%3Dc');
    assert.equal(seen[2]?.body, 'offerType=%5B%22a%22%5D');
    assert.match(seen[3]?.body ?? '', /filename="stake.kml"[\s\S]*<kml\/>/);
  });

  test('the fetch given is the one used', async () => {
    const urls: string[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      urls.push(String(input));
      return fetch(input, init);
    };
    handler = answer(200, '[]');
    await request({ method: 'GET', url: `${base}/spied`, fetch: fetchSpy });
    assert.deepEqual(urls, [`${base}/spied`]);
  });
});

describe('errors', () => {
  test('status 400 or above is an http error: the status text is the message, the body kept (JSON parsed, else text)', async () => {
    handler = answer(404, '{"error":"unknown key"}', { 'Content-Type': 'application/json' }, 'Not Found');
    const notFound = await failure(request({ method: 'GET', url: `${base}/missing` }));
    assert.deepEqual(
      [notFound.name, notFound.kind, notFound.message, notFound.status, notFound.statusText, notFound.method, notFound.url],
      ['HttpError', 'http', 'Not Found', 404, 'Not Found', 'GET', `${base}/missing`],
    );
    assert.deepEqual(notFound.body, { error: 'unknown key' });
    handler = answer(503, '<h1>Oops</h1>', { 'Content-Type': 'text/html' }, 'Service Unavailable');
    const down = await failure(request({ method: 'POST', url: `${base}/search`, json: {} }));
    assert.deepEqual([down.kind, down.message, down.status, down.body], ['http', 'Service Unavailable', 503, '<h1>Oops</h1>']);
    handler = answer(500);
    const bare = await failure(request({ method: 'GET', url: `${base}/bare` }));
    assert.deepEqual([bare.message, bare.body], ['Internal Server Error', null], 'an empty body is null');
  });

  test('399 is an answer, not a failure', async () => {
    handler = answer(399, '{"still":"json"}', {}, 'Odd');
    assert.deepEqual(await request({ method: 'GET', url: `${base}/odd` }), { still: 'json' });
  });

  test('invalid JSON in a successful answer is a parse error with the status and the text', async () => {
    handler = answer(200, '{not json');
    const error = await failure(request({ method: 'GET', url: `${base}/broken` }));
    assert.deepEqual([error.kind, error.status, error.body, error.message], ['parse', 200, '{not json', `GET ${base}/broken answered with invalid JSON`]);
  });

  test('an unreachable server is a network error with no status', async () => {
    const error = await failure(request({ method: 'GET', url: 'http://127.0.0.1:9/x', timeoutMs: 5000 }));
    assert.equal(error.kind, 'network');
    assert.equal(error.status, 0);
    assert.match(error.message, /^GET http:\/\/127\.0\.0\.1:9\/x failed: /);
  });
});

describe('deadline: timeout and abort', () => {
  test('a server that does not answer times out, naming the call and the time', async () => {
    handler = () => {};
    const start = performance.now();
    const error = await failure(request({ method: 'GET', url: `${base}/silent`, timeoutMs: 60 }));
    assert.equal(error.kind, 'timeout');
    assert.equal(error.message, `GET ${base}/silent timed out after 60 ms`);
    assert.ok(performance.now() - start < 2000);
  });

  test('a body that stalls after the headers times out too', async () => {
    handler = (_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"partial":');
    };
    assert.equal((await failure(request({ method: 'GET', url: `${base}/stall`, timeoutMs: 80 }))).kind, 'timeout');
  });

  test('the caller aborting, while waiting or while the body streams, is an abort', async () => {
    handler = () => {};
    const waiting = new AbortController();
    const pending = request({ method: 'GET', url: `${base}/wait`, signal: waiting.signal });
    setTimeout(() => waiting.abort(), 20);
    const error = await failure(pending);
    assert.deepEqual([error.kind, error.message], ['abort', `GET ${base}/wait was aborted`]);

    handler = (_, response) => {
      response.writeHead(200);
      response.write('{"partial":');
    };
    const reading = new AbortController();
    const streaming = request({ method: 'GET', url: `${base}/stream`, signal: reading.signal });
    setTimeout(() => reading.abort(), 40);
    assert.equal((await failure(streaming)).kind, 'abort');
  });

  test('an already-aborted signal never reaches the server', async () => {
    handler = answer(200, '{}');
    const controller = new AbortController();
    controller.abort();
    assert.equal((await failure(request({ method: 'POST', url: `${base}/vote`, json: { vote: 1 }, signal: controller.signal }))).kind, 'abort');
    assert.equal(seen.length, 0);
  });

  test('transfer under a signal it did not time reports an abort: the timeout is the deadline owner’s to name', async () => {
    handler = () => {};
    const limit = deadline(undefined, 30);
    const error = await failure(transfer({ method: 'GET', url: `${base}/owned` }, limit.signal));
    limit.done();
    assert.equal(error.kind, 'abort');
    assert.equal(limit.timedOut, true);
  });

  test('deadline(): 0 and Infinity set no timer; the caller’s reason passes through; done() lets go of the caller', async () => {
    for (const ms of [0, Infinity]) {
      const limit = deadline(undefined, ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(limit.signal.aborted, false);
      limit.done();
    }
    const caller = new AbortController();
    const limit = deadline(caller.signal, 10_000);
    caller.abort('gone');
    assert.equal(limit.signal.aborted, true);
    assert.equal(limit.signal.reason, 'gone');
    assert.equal(limit.timedOut, false);
    limit.done();

    const later = new AbortController();
    const released = deadline(later.signal, 10_000);
    released.done();
    later.abort();
    assert.equal(released.signal.aborted, false, 'after done() the caller no longer reaches it');
  });

  test('untilAborted(): the outcome, or the reason as soon as the signal fires', async () => {
    assert.equal(await untilAborted(Promise.resolve(1), new AbortController().signal), 1);
    const controller = new AbortController();
    const waiting = untilAborted(new Promise<number>(() => {}), controller.signal);
    controller.abort(new Error('stop'));
    await assert.rejects(waiting, { message: 'stop' });
  });
});
