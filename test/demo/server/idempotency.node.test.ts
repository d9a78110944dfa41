/**
 * Issue 10, section 3: a vote, a like or a counter increment whose answer arrives after the client's timeout
 * is retried with the same Idempotency-Key and counted once. The late answer is made real: the first request
 * goes through a proxy in front of the server that holds the answer back until after the client gave up.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { signIncrement } from '../../../src/like-code.ts';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_REPLAY_HEADER } from '../../../demo/server/db/idempotency.ts';
import { makeSite, pollCounts, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

/** Stands in for src/api.ts's 10 s DEFAULT_TIMEOUT_MS: the same race, without a 10 s test. */
const CLIENT_TIMEOUT_MS = 300;
/** The first answer leaves the server at once and reaches the client this long after it was sent. */
const LATE_BY_MS = CLIENT_TIMEOUT_MS * 3;

interface SlowProxy {
  base: string;
  /** Resolves when the held-back answer has been let through (or its client had gone). */
  delivered: Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy that holds every byte the server answers for LATE_BY_MS, as a slow network or a stalled server does. */
async function slowProxy(port: number): Promise<SlowProxy> {
  let markDelivered: () => void = () => {};
  const delivered = new Promise<void>((resolve) => (markDelivered = resolve));
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      setTimeout(() => {
        if (!client.destroyed) client.write(chunk);
        markDelivered();
      }, LATE_BY_MS);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${address.port}`,
    delivered,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

let site: SiteDirs;
let server: TestServer;
let proxy: SlowProxy;

before(async () => {
  site = makeSite();
  server = await startServer(site);
});
after(async () => {
  await server.close();
  removeSite(site);
});

let keyNumber = 0;
const newKey = () => `test-${Date.now()}-${++keyNumber}`;

/** What a client does: send with a timeout; on timeout, send the same action again with the same key. */
async function sendWithRetry(url: (base: string) => string, init: RequestInit, key: string | undefined): Promise<Response> {
  proxy = await slowProxy(server.port);
  const headers = { ...(init.headers as Record<string, string>), ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) };
  try {
    await assert.rejects(fetch(url(proxy.base), { ...init, headers, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) }), { name: 'TimeoutError' });
    // The server had counted the first try; its answer was still on the way when the client gave up.
    await proxy.delivered;
    return await fetch(url(server.base), { ...init, headers });
  } finally {
    await proxy.close();
  }
}

describe('a retried vote counts once', () => {
  const vote = (question: string, voteId: number): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question, vote: voteId }),
  });

  test('the retry with the same key answers the first answer (replayed) and the poll holds one vote', async () => {
    const question = `Idempotent poll ${newKey()}`;
    const key = newKey();
    const answer = await sendWithRetry((base) => `${base}/api/polls`, vote(question, 4), key);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get(IDEMPOTENCY_REPLAY_HEADER), 'true');
    assert.deepEqual(pollCounts(await answer.json()), [0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    const read = await fetch(`${server.base}/api/polls`, vote(question, 10));
    assert.deepEqual(pollCounts(await read.json()), [0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
  });

  test('without a key a retry is a second vote (keys are optional; this is what they are for)', async () => {
    const question = `Unkeyed poll ${newKey()}`;
    const answer = await sendWithRetry((base) => `${base}/api/polls`, vote(question, 2), undefined);
    assert.deepEqual(pollCounts(await answer.json()), [0, 0, 2, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('a new key is a new vote; the same key for another answer is a 409 naming the header', async () => {
    const question = `Two actions ${newKey()}`;
    const send = (voteId: number, key: string) =>
      fetch(`${server.base}/api/polls`, { ...vote(question, voteId), headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key } });
    const key = newKey();
    assert.equal((await send(1, key)).status, 200);
    assert.deepEqual(pollCounts(await (await send(1, newKey())).json()), [0, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    const conflict = await send(3, key);
    assert.equal(conflict.status, 409);
    assert.equal(((await conflict.json()) as { field: string }).field, IDEMPOTENCY_HEADER);
  });

  test('a malformed key answers 400 naming the header, and counts nothing', async () => {
    const question = `Bad key ${newKey()}`;
    for (const key of ['', 'a b', 'x'.repeat(101), 'é']) {
      const answer = await fetch(`${server.base}/api/polls`, {
        ...vote(question, 0),
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key },
      });
      assert.equal(answer.status, 400, JSON.stringify(key));
      assert.equal(((await answer.json()) as { field: string }).field, IDEMPOTENCY_HEADER);
    }
    const read = await fetch(`${server.base}/api/polls`, vote(question, 10));
    assert.deepEqual(pollCounts(await read.json()), [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('a retried like or counter increment counts once', () => {
  const increment = (group: string, id: string) => (base: string) => {
    // Each try signs afresh, as a client building the URL again would: only the key ties the two together.
    const { transaction, code } = signIncrement(Date.now());
    return `${base}/api/incrementSocialCounter?group=${group}&id=${encodeURIComponent(id)}&transaction=${transaction}&code=${code}`;
  };
  const read = async (group: string, id: string) =>
    ((await (await fetch(`${server.base}/api/readSocialCounter?group=${group}&id=${encodeURIComponent(id)}`)).json()) as { value: number }).value;

  for (const group of ['likes', 'giving']) {
    test(`${group}: the late first try and its retry add 1, and the retry answers the first value`, async () => {
      const id = `/pages/${newKey()}`;
      const answer = await sendWithRetry(increment(group, id), { method: 'POST' }, newKey());
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get(IDEMPOTENCY_REPLAY_HEADER), 'true');
      assert.deepEqual(await answer.json(), { group, id, value: 1 });
      assert.equal(await read(group, id), 1);
    });
  }

  test('without a key, a retry signed afresh counts again', async () => {
    const id = `/pages/${newKey()}`;
    await sendWithRetry(increment('likes', id), { method: 'POST' }, undefined);
    assert.equal(await read('likes', id), 2);
  });
});

describe('POST /api/views takes a key too', () => {
  test('a retried play is recorded once', async () => {
    const body = JSON.stringify({ platform: 'youtube', id: 'idemKey0001' });
    const init: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
    const before = ((await (await fetch(`${server.base}/api/youTube?id=idemKey0001`)).json()) as { views: number }).views;
    const answer = await sendWithRetry((base) => `${base}/api/views`, init, newKey());
    assert.equal(((await answer.json()) as { views: number }).views, before + 1);
    const after = ((await (await fetch(`${server.base}/api/youTube?id=idemKey0001`)).json()) as { views: number }).views;
    assert.equal(after, before + 1);
  });
});
