import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { LIKE_CODE_SALT, likeCode, makeTransaction, parseTransaction, sha256Hex, signIncrement, TRANSACTION_NONCE_LIMIT } from '../../../src/like-code.ts';
import { createCounterStore } from '../../../demo/server/counters/store.ts';
import { openDatabase } from '../../../demo/server/db/database.ts';
import { COUNTER_TRANSACTION_WINDOW_MS } from '../../../demo/server/routes/counters.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

interface CounterAnswer {
  status: number;
  body: Record<string, unknown>;
}

async function call(base: string, method: 'GET' | 'POST', route: string, query: Record<string, string | number>): Promise<CounterAnswer> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${base}${route}?${params}`, { method });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const read = (base: string, group: string, id: string) => call(base, 'GET', '/api/readSocialCounter', { group, id, timestamp: Date.now(), iteration: 0 });

function increment(base: string, group: string, id: string, extra: Record<string, string | number> = {}, at = Date.now(), random = Math.random()) {
  return call(base, 'POST', '/api/incrementSocialCounter', { group, id, ...signIncrement(at, random), ...extra });
}

describe('like code (src/like-code.ts)', () => {
  test('sha256Hex matches node:crypto for known vectors and arbitrary Unicode text', () => {
    assert.equal(sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    assert.equal(sha256Hex(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        assert.equal(sha256Hex(text), createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
      { numRuns: 300 },
    );
    // Lengths around the 55/56/64-byte padding boundaries.
    for (let length = 50; length <= 130; length++) {
      const text = 'x'.repeat(length);
      assert.equal(sha256Hex(text), createHash('sha256').update(text).digest('hex'), `length ${length}`);
    }
  });

  test('the code is hex SHA-256 of "<timestamp>:<salt>", the formula the README documents', () => {
    const timestamp = 1732252800123;
    const expected = createHash('sha256').update(`${timestamp}:${LIKE_CODE_SALT}`).digest('hex');
    assert.equal(likeCode(timestamp), expected);
    assert.match(likeCode(timestamp), /^[0-9a-f]{64}$/);
    assert.notEqual(likeCode(timestamp), likeCode(timestamp + 1));
  });

  test('a transaction is "<timestamp>-<nonce below 10000>" and parses back', () => {
    assert.equal(makeTransaction(1732252800123, 0), '1732252800123-0');
    assert.equal(makeTransaction(1732252800123, 0.99999999), `1732252800123-${TRANSACTION_NONCE_LIMIT - 1}`);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800000 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (at, random) => {
        const parsed = parseTransaction(makeTransaction(at, random));
        assert.ok(parsed);
        assert.equal(parsed.timestampMs, at);
        assert.ok(parsed.nonce >= 0 && parsed.nonce < TRANSACTION_NONCE_LIMIT);
      }),
    );
    for (const bad of ['', '123', '123-', '-1', '123-12345', '12a-1', '123--1', ' 123-1', '1e3-1', '9999999999999999-1']) {
      assert.equal(parseTransaction(bad), undefined, bad);
    }
  });

  test('signIncrement pairs a transaction with the code of its own timestamp', () => {
    const { transaction, code } = signIncrement(1700000000000, 0.5);
    assert.equal(transaction, '1700000000000-5000');
    assert.equal(code, likeCode(1700000000000));
  });
});

describe('counter store', () => {
  test('a transaction counts once, a limit caps the value, and pruning forgets only old transactions', () => {
    const db = openDatabase(':memory:');
    try {
      const store = createCounterStore(db);
      assert.equal(store.read('likes', 'a'), 0);
      assert.deepEqual(store.increment({ group: 'likes', id: 'a', transaction: '1-1', stampedAtMs: 1000 }), { value: 1, counted: true });
      assert.deepEqual(store.increment({ group: 'likes', id: 'a', transaction: '1-1', stampedAtMs: 1000 }), { value: 1, counted: false });
      assert.deepEqual(store.increment({ group: 'likes', id: 'a', transaction: '1-2', stampedAtMs: 5000, limit: 2 }), { value: 2, counted: true });
      assert.deepEqual(store.increment({ group: 'likes', id: 'a', transaction: '1-3', stampedAtMs: 5000, limit: 2 }), { value: 2, counted: false });
      // The same transaction id on another counter is another increment.
      assert.deepEqual(store.increment({ group: 'likes', id: 'b', transaction: '1-1', stampedAtMs: 1000 }), { value: 1, counted: true });
      assert.equal(store.pruneTransactions(2000), 2);
      const left = db.prepare('SELECT txn FROM social_counter_transactions').all();
      assert.deepEqual(left, [{ txn: '1-2' }]);
      assert.equal(store.read('likes', 'a'), 2);
    } finally {
      db.close();
    }
  });
});

describe('GET /api/readSocialCounter and POST /api/incrementSocialCounter', () => {
  let site: SiteDirs;
  let server: TestServer;
  let counterNumber = 0;
  const newCounter = () => `page-${++counterNumber}`;

  before(async () => {
    site = makeSite();
    server = await startServer(site, { apiPrefix: '/site' });
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('an unknown counter reads 0 as { group, id, value } without creating it', async () => {
    const id = newCounter();
    const answer = await read(server.base, 'likes', id);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { group: 'likes', id, value: 0 });
    const row = server.app.db.prepare('SELECT COUNT(*) AS n FROM social_counters WHERE id = ?').get(id) as { n: number };
    assert.equal(row.n, 0);
  });

  test('timestamp and iteration are optional cache busters', async () => {
    const id = newCounter();
    assert.equal((await call(server.base, 'GET', '/api/readSocialCounter', { group: 'likes', id })).status, 200);
  });

  test('an increment answers the new value and the read agrees; counters are separate per group and id', async () => {
    const id = newCounter();
    assert.deepEqual((await increment(server.base, 'likes', id)).body, { group: 'likes', id, value: 1 });
    assert.deepEqual((await increment(server.base, 'likes', id)).body, { group: 'likes', id, value: 2 });
    assert.deepEqual((await increment(server.base, 'giving', id)).body, { group: 'giving', id, value: 1 });
    assert.equal((await read(server.base, 'likes', id)).body.value, 2);
    assert.equal((await read(server.base, 'likes', newCounter())).body.value, 0);
  });

  test('group and id are exact keys: Unicode is kept and a trailing space is another counter', async () => {
    const id = `Caf\u00e9 \u{1F600} ${newCounter()}`;
    assert.deepEqual((await increment(server.base, 'likes', id)).body, { group: 'likes', id, value: 1 });
    assert.equal((await read(server.base, 'likes', `${id} `)).body.value, 0);
  });

  test('a replayed transaction answers the current value with 200 and does not count twice', async () => {
    const id = newCounter();
    const signed = signIncrement(Date.now(), 0.1234);
    const first = await call(server.base, 'POST', '/api/incrementSocialCounter', { group: 'likes', id, ...signed });
    assert.deepEqual(first, { status: 200, body: { group: 'likes', id, value: 1 } });
    await increment(server.base, 'likes', id);
    const replay = await call(server.base, 'POST', '/api/incrementSocialCounter', { group: 'likes', id, ...signed });
    assert.deepEqual(replay, { status: 200, body: { group: 'likes', id, value: 2 } });
    assert.equal((await read(server.base, 'likes', id)).body.value, 2);
  });

  test('a replay sent concurrently with itself still counts once', async () => {
    const id = newCounter();
    const signed = signIncrement(Date.now(), 0.5);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(server.base, 'POST', '/api/incrementSocialCounter', { group: 'likes', id, ...signed })),
    );
    for (const answer of answers) assert.deepEqual(answer, { status: 200, body: { group: 'likes', id, value: 1 } });
  });

  test('a wrong code is refused with 403 naming code, and nothing is counted', async () => {
    const id = newCounter();
    const at = Date.now();
    const { transaction } = signIncrement(at);
    const wrongCodes = [likeCode(at + 1), likeCode(at, 'another-salt'), sha256Hex(String(at)), '0'.repeat(64)];
    for (const code of wrongCodes) {
      const answer = await call(server.base, 'POST', '/api/incrementSocialCounter', { group: 'likes', id, transaction, code });
      assert.equal(answer.status, 403);
      assert.equal(answer.body.field, 'code');
    }
    assert.equal((await read(server.base, 'likes', id)).body.value, 0);
  });

  test('the code is accepted in upper case hex too', async () => {
    const id = newCounter();
    const at = Date.now();
    const answer = await call(server.base, 'POST', '/api/incrementSocialCounter', {
      group: 'likes',
      id,
      transaction: makeTransaction(at, 0.3),
      code: likeCode(at).toUpperCase(),
    });
    assert.deepEqual(answer, { status: 200, body: { group: 'likes', id, value: 1 } });
  });

  test('a malformed code or transaction is a 400 naming it', async () => {
    const id = newCounter();
    const at = Date.now();
    const transaction = makeTransaction(at, 0.2);
    for (const code of ['', 'abc', 'g'.repeat(64), `${likeCode(at)}0`]) {
      const answer = await call(server.base, 'POST', '/api/incrementSocialCounter', { group: 'likes', id, transaction, code });
      assert.equal(answer.status, 400, code);
      assert.equal(answer.body.field, 'code');
    }
    for (const bad of ['', String(at), `${at}-12345`, `${at}_1`, 'now-1', `-${at}-1`]) {
      const answer = await call(server.base, 'POST', '/api/incrementSocialCounter', { group: 'likes', id, transaction: bad, code: likeCode(at) });
      assert.equal(answer.status, 400, bad);
      assert.equal(answer.body.field, 'transaction');
    }
    assert.equal((await read(server.base, 'likes', id)).body.value, 0);
  });

  test(`a transaction stamped more than ${COUNTER_TRANSACTION_WINDOW_MS / 60000} minutes from now is refused with 403; inside the window it counts`, async () => {
    const id = newCounter();
    const minute = 60 * 1000;
    for (const at of [Date.now() - COUNTER_TRANSACTION_WINDOW_MS - minute, Date.now() + COUNTER_TRANSACTION_WINDOW_MS + minute, 0]) {
      const answer = await increment(server.base, 'likes', id, {}, at);
      assert.equal(answer.status, 403);
      assert.equal(answer.body.field, 'transaction');
    }
    assert.equal((await increment(server.base, 'likes', id, {}, Date.now() - COUNTER_TRANSACTION_WINDOW_MS + minute)).body.value, 1);
    assert.equal((await increment(server.base, 'likes', id, {}, Date.now() + COUNTER_TRANSACTION_WINDOW_MS - minute)).body.value, 2);
  });

  test('a limit stops the counter at that value; a limit below 1 is a 400', async () => {
    const id = newCounter();
    for (let i = 1; i <= 3; i++) assert.equal((await increment(server.base, 'giving', id, { limit: 3 })).body.value, i);
    assert.deepEqual((await increment(server.base, 'giving', id, { limit: 3 })).body, { group: 'giving', id, value: 3 });
    assert.equal((await increment(server.base, 'giving', id, { limit: 5 })).body.value, 4);
    for (const limit of [0, -1, 1.5, 'many']) {
      const answer = await increment(server.base, 'giving', id, { limit });
      assert.equal(answer.status, 400, String(limit));
      assert.equal(answer.body.field, 'limit');
    }
  });

  test('bad group and id are 400s naming the field, on read and increment', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ id: 'x' }, 'group'],
      [{ group: 'likes' }, 'id'],
      [{ group: '', id: 'x' }, 'group'],
      [{ group: 'likes', id: '' }, 'id'],
      [{ group: '   ', id: 'x' }, 'group'],
      [{ group: 'likes', id: 'a\u0000b' }, 'id'],
      [{ group: 'likes\n', id: 'x' }, 'group'],
      [{ group: 'g'.repeat(101), id: 'x' }, 'group'],
      [{ group: 'likes', id: 'i'.repeat(301) }, 'id'],
    ];
    for (const [query, field] of cases) {
      const readAnswer = await call(server.base, 'GET', '/api/readSocialCounter', query);
      assert.equal(readAnswer.status, 400, JSON.stringify(query));
      assert.equal(readAnswer.body.field, field, JSON.stringify(query));
      const incrementAnswer = await call(server.base, 'POST', '/api/incrementSocialCounter', { ...query, ...signIncrement(Date.now()) });
      assert.equal(incrementAnswer.status, 400, JSON.stringify(query));
      assert.equal(incrementAnswer.body.field, field, JSON.stringify(query));
    }
  });

  test('missing transaction or code, a bad timestamp or iteration, and unknown parameters are 400s naming them', async () => {
    const id = newCounter();
    const { transaction, code } = signIncrement(Date.now());
    const cases: Array<['GET' | 'POST', string, Record<string, string | number>, string]> = [
      ['POST', '/api/incrementSocialCounter', { group: 'likes', id, code }, 'transaction'],
      ['POST', '/api/incrementSocialCounter', { group: 'likes', id, transaction }, 'code'],
      ['POST', '/api/incrementSocialCounter', { group: 'likes', id, transaction, code, signature: 'x' }, 'signature'],
      ['GET', '/api/readSocialCounter', { group: 'likes', id, timestamp: 'yesterday' }, 'timestamp'],
      ['GET', '/api/readSocialCounter', { group: 'likes', id, iteration: -1 }, 'iteration'],
      ['GET', '/api/readSocialCounter', { group: 'likes', id, page: 2 }, 'page'],
    ];
    for (const [method, route, query, field] of cases) {
      const answer = await call(server.base, method, route, query);
      assert.equal(answer.status, 400, `${route} ${JSON.stringify(query)}`);
      assert.equal(answer.body.field, field);
    }
    // A repeated parameter is ambiguous, not silently the first or last.
    const response = await fetch(`${server.base}/api/readSocialCounter?group=likes&id=a&id=b`);
    assert.equal(response.status, 400);
  });

  test('the wrong method is a 405 with Allow, not a silent read or write', async () => {
    const response = await fetch(`${server.base}/api/incrementSocialCounter?group=likes&id=x`);
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
  });

  test('both endpoints are served under the consolidation prefix too', async () => {
    const id = newCounter();
    assert.equal((await increment(`${server.base}/site`, 'likes', id)).body.value, 1);
    assert.equal((await read(`${server.base}/site`, 'likes', id)).body.value, 1);
    assert.equal((await read(server.base, 'likes', id)).body.value, 1);
  });

  test('1,000 concurrent increments with distinct transactions end at exactly +1,000, each seeing its own value', async () => {
    const id = newCounter();
    await increment(server.base, 'likes', id);
    const at = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        call(server.base, 'POST', '/api/incrementSocialCounter', {
          group: 'likes',
          id,
          transaction: `${at}-${i}`,
          code: likeCode(at),
        }),
      ),
    );
    for (const answer of answers) assert.equal(answer.status, 200);
    const values = answers.map((answer) => answer.body.value as number).sort((a, b) => a - b);
    // Every increment answered a distinct value 2..1001: none was lost or read a stale count.
    assert.deepEqual(
      values,
      Array.from({ length: 1000 }, (_, i) => i + 2),
    );
    assert.equal((await read(server.base, 'likes', id)).body.value, 1001);
  });
});

describe('counters across a restart', () => {
  test('a restart keeps every value and still refuses a replay from before it', async () => {
    const site = makeSite();
    try {
      let server = await startServer(site);
      const signed = signIncrement(Date.now(), 0.42);
      await call(server.base, 'POST', '/api/incrementSocialCounter', { group: 'likes', id: 'kept', ...signed });
      await increment(server.base, 'likes', 'kept');
      await increment(server.base, 'giving', 'kept');
      await server.close();

      server = await startServer(site);
      try {
        assert.equal((await read(server.base, 'likes', 'kept')).body.value, 2);
        assert.equal((await read(server.base, 'giving', 'kept')).body.value, 1);
        const replay = await call(server.base, 'POST', '/api/incrementSocialCounter', { group: 'likes', id: 'kept', ...signed });
        assert.deepEqual(replay.body, { group: 'likes', id: 'kept', value: 2 });
      } finally {
        await server.close();
      }
    } finally {
      removeSite(site);
    }
  });
});
