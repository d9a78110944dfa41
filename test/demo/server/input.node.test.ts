/**
 * Input the schemas used to let through (issue 10, section 2): numbers that are not finite or not decimal,
 * lone surrogates and undecodable percent-escapes in text, wrong methods on known paths, and 413 answers
 * that name the route's own limit. Every case is tried on every route that has such a field.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_BODY_LIMIT_BYTES, routeTableOf } from '../../../demo/server/app.ts';
import { signIncrement } from '../../../src/like-code.ts';
import { readLatest } from '../../../demo/server/forms/store.ts';
import { makeSite, pollCounts, postJson, removeSite, sendRaw, startServer, type JsonAnswer, type SiteDirs, type TestServer } from './helpers.ts';

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

async function get(route: string): Promise<JsonAnswer> {
  const response = await fetch(server.base + route);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // An SVG or a page: the assertion shows it.
  }
  return { status: response.status, headers: response.headers, body };
}

function assertField(answer: JsonAnswer, field: string, label: string): void {
  assert.equal(answer.status, 400, `${label}: ${JSON.stringify(answer.body)}`);
  assert.equal((answer.body as { field?: unknown }).field, field, `${label}: ${JSON.stringify(answer.body)}`);
}

let pollNumber = 0;
const subscription = (overrides: Record<string, unknown> = {}) => ({
  person: { firstName: 'Ana' },
  email: { emailAddress: 'ana@example.org' },
  countryIso2: 'BR',
  languageIso3: 'por',
  subscriptions: [{ channel: 'EMAIL', listId: 'come-unto-christ', subscribed: true }],
  transactionId: `input-${Date.now()}-${++pollNumber}`,
  ...overrides,
});

/** Every number a client can write in text that is not a finite decimal number. */
const NON_FINITE_TEXT = ['Infinity', '-Infinity', 'NaN', '1e400', '-1e400'];
const BAD_NUMBER_TEXT = [...NON_FINITE_TEXT, '0x10', ' 5', '1_000', '5px'];

describe('number fields', () => {
  // Every number field of the request schemas (search, readSocialCounter, incrementSocialCounter), as text.
  const textFields: { label: string; url: (value: string) => string; field: string; values?: string[] }[] = [
    { label: 'search offset', url: (v) => `/api/search?query=temple&offset=${encodeURIComponent(v)}`, field: 'offset' },
    { label: 'search numResults', url: (v) => `/api/search?query=temple&numResults=${encodeURIComponent(v)}`, field: 'numResults' },
    { label: 'readSocialCounter iteration', url: (v) => `/api/readSocialCounter?group=likes&id=%2Fa&iteration=${encodeURIComponent(v)}`, field: 'iteration' },
    {
      label: 'incrementSocialCounter limit',
      url: (v) => {
        const { transaction, code } = signIncrement(Date.now());
        return `/api/incrementSocialCounter?group=likes&id=%2Fnumbers&transaction=${transaction}&code=${code}&limit=${encodeURIComponent(v)}`;
      },
      field: 'limit',
    },
    // The maps service reads its numbers itself (maps/params.ts readNumber), by the same decimal rule; a sample.
    { label: 'maps locations limit', url: (v) => `/api/maps/v2/locations?limit=${encodeURIComponent(v)}`, field: 'limit' },
    { label: 'maps icons scale', url: (v) => `/api/maps/v2/icons?scale=${encodeURIComponent(v)}`, field: 'scale' },
  ];

  for (const { label, url, field, values = BAD_NUMBER_TEXT } of textFields) {
    test(`${label}: ${values.join(', ')} answer 400 naming ${field}`, async () => {
      for (const value of values) {
        const method = label.startsWith('incrementSocialCounter') ? 'POST' : 'GET';
        const response = await fetch(server.base + url(value), { method });
        const body = (await response.json()) as { field?: string };
        assert.equal(response.status, 400, `${label}=${JSON.stringify(value)}: ${JSON.stringify(body)}`);
        assert.equal(body.field, field, `${label}=${JSON.stringify(value)}`);
      }
    });
  }

  /** Every number field of every request schema: `METHOD url part.path`. */
  function numberFieldsOfSchemas(): string[] {
    const found: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as { type?: unknown; properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
      const types = Array.isArray(node.type) ? node.type : [node.type];
      if (types.includes('number') || types.includes('integer')) found.push(where);
      for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, `${where}.${key}`);
      if (node.items) walk(node.items, `${where}[]`);
      for (const branch of node.anyOf ?? []) walk(branch, where);
    };
    for (const route of routeTableOf(server.app)?.routes ?? []) {
      if (route.method === 'HEAD') continue;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const part of ['querystring', 'params', 'headers', 'body']) walk(schema[part], `${route.method} ${route.url} ${part}`);
    }
    return found;
  }

  test('the number fields tried above are every number field of the request schemas', () => {
    assert.deepEqual(numberFieldsOfSchemas().sort(), [
      'GET /api/readSocialCounter querystring.iteration',
      'GET /api/search querystring.numResults',
      'GET /api/search querystring.offset',
      'POST /api/incrementSocialCounter querystring.limit',
      'POST /api/polls body.vote',
      'POST /api/simple-subscription body.subscriptions[].listId',
    ]);
  });

  test('search offset=-0 is read as 0 (the same page as offset=0)', async () => {
    const zero = await get('/api/search?query=temple&offset=0&numResults=3');
    const negativeZero = await get('/api/search?query=temple&offset=-0&numResults=3');
    assert.equal(negativeZero.status, 200);
    assert.deepEqual(negativeZero.body, zero.body);
  });

  test('incrementSocialCounter limit=-0 is 0, below the minimum of 1: 400 naming limit', async () => {
    const { transaction, code } = signIncrement(Date.now());
    const response = await fetch(`${server.base}/api/incrementSocialCounter?group=likes&id=%2Fz&transaction=${transaction}&code=${code}&limit=-0`, {
      method: 'POST',
    });
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { field: string }).field, 'limit');
  });

  test('polls vote: 1e400 (JSON turns it into Infinity) answers 400 naming vote; -0 counts as answer 0', async () => {
    const question = `numbers poll ${++pollNumber}`;
    for (const raw of ['1e400', '-1e400', '0.5']) {
      assertField(await sendRaw(server.base, '/api/polls', `{"question":"${question}","vote":${raw}}`, 'application/json'), 'vote', `vote ${raw}`);
    }
    const answer = await sendRaw(server.base, '/api/polls', `{"question":"${question}","vote":-0}`, 'application/json');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(pollCounts(answer.body), [1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const stored = server.app.db.prepare('SELECT vote_id AS voteId FROM poll_counts WHERE poll_id = ?').all(question) as { voteId: number }[];
    assert.deepEqual(
      stored.map((row) => Object.is(row.voteId, -0)),
      [false],
    );
  });

  test('simple-subscription listId (a whole number or text): 1e400 answers 400 naming it, -0 is stored as 0', async () => {
    const tooBig = JSON.stringify(subscription()).replace('"come-unto-christ"', '1e400');
    assertField(await sendRaw(server.base, '/api/simple-subscription', tooBig, 'application/json'), 'subscriptions[0].listId', 'listId 1e400');
    const payload = subscription();
    const negativeZero = JSON.stringify(payload).replace('"come-unto-christ"', '-0');
    const answer = await sendRaw(server.base, '/api/simple-subscription', negativeZero, 'application/json');
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const stored = readLatest(server.app.db, 50).subscriptions.find((row) => row.transactionId === payload.transactionId);
    const listId = (stored?.payload as { subscriptions: { listId: unknown }[] }).subscriptions[0]?.listId;
    assert.ok(Object.is(listId, 0), `stored listId ${String(listId)}`);
  });
});

describe('text that is not Unicode', () => {
  const LONE = '\ud83d'; // the first half of 😀

  test('a lone surrogate answers 400 naming the field, on every JSON route that keeps or uses text', async () => {
    const cases: { route: string; body: unknown; field: string }[] = [
      { route: '/api/polls', body: { question: `Which${LONE}?`, vote: 1 }, field: 'question' },
      { route: '/api/simple-subscription', body: subscription({ person: { firstName: `Ana${LONE}` } }), field: 'person.firstName' },
      { route: '/api/component', body: { type: 'card-tile', data: { cards: [{ title: `x${LONE}` }] } }, field: 'data.cards[0].title' },
      { route: '/api/views', body: { platform: 'youtube', id: `dQw4w9WgXc${LONE}` }, field: 'id' },
      { route: '/api/maps/v2/locations/contact/WARD:1', body: { subject: 'Hi', message: `Hello${LONE}`, senderEmail: 'a@example.org' }, field: 'message' },
    ];
    for (const { route, body, field } of cases) {
      // JSON.stringify writes a lone surrogate as the escape \ud83d, exactly what a hostile client sends.
      assertField(await postJson(server.base, route, body), field, route);
    }
  });

  test('a JSON object with an `entries` list is checked as JSON, not mistaken for a form body', async () => {
    const answer = await postJson(server.base, '/api/component', { type: 'card-tile', data: { entries: [1, 'two'] } });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assertField(await postJson(server.base, '/api/component', { type: 'card-tile', data: { entries: [1, LONE] } }), 'data.entries[1]', 'entries');
  });

  test('nothing of a refused vote is stored', async () => {
    const question = `lone surrogate poll ${LONE}`;
    await postJson(server.base, '/api/polls', { question, vote: 1 });
    const rows = server.app.db.prepare("SELECT id FROM polls WHERE id LIKE 'lone surrogate poll%'").all();
    assert.deepEqual(rows, []);
  });

  test('form-submission: a percent-encoded surrogate half is not UTF-8: 400 naming the field', async () => {
    const answer = await sendRaw(server.base, '/api/form-submission', 'email=a%40example.org&fullName=Ana%ED%A0%BD', 'application/x-www-form-urlencoded');
    assertField(answer, 'fullName', 'form-submission');
  });

  test('query strings: an escape that is not UTF-8 (or a stray %) answers 400 naming the field instead of being kept as literal text', async () => {
    for (const id of ['%ED%A0%BD', 'a%F0b', '100%']) {
      assertField(await get(`/api/readSocialCounter?group=likes&id=${id}`), 'id', `id=${id}`);
      const { transaction, code } = signIncrement(Date.now());
      const response = await fetch(`${server.base}/api/incrementSocialCounter?group=likes&id=${id}&transaction=${transaction}&code=${code}`, {
        method: 'POST',
      });
      assert.equal(response.status, 400);
      assert.equal(((await response.json()) as { field: string }).field, 'id');
    }
    assertField(await get('/api/search?query=%ED%A0%BD'), 'query', 'search');
  });

  test('accepted text is read back exactly as acknowledged (subscription via the submissions API, counters via read)', async () => {
    const firstName = 'Zoë 😀 Ǆ \u0301e 山田 \u200d';
    const payload = subscription({ person: { firstName } });
    const answer = await postJson(server.base, '/api/simple-subscription', payload);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const stored = readLatest(server.app.db, 50).subscriptions.find((row) => row.transactionId === payload.transactionId);
    assert.equal(stored?.firstName, firstName);
    assert.deepEqual((stored?.payload as { person: unknown }).person, { firstName });

    const id = '/pages/😀-ǆ';
    const { transaction, code } = signIncrement(Date.now());
    const increment = await fetch(
      `${server.base}/api/incrementSocialCounter?group=likes&id=${encodeURIComponent(id)}&transaction=${transaction}&code=${code}`,
      {
        method: 'POST',
      },
    );
    const acknowledged = (await increment.json()) as { id: string; value: number };
    assert.equal(acknowledged.id, id);
    const read = await get(`/api/readSocialCounter?group=likes&id=${encodeURIComponent(id)}`);
    assert.deepEqual(read.body, { group: 'likes', id, value: acknowledged.value });
  });
});

describe('methods and limits', () => {
  test('a known path asked with the wrong method answers 405 with Allow; an unknown path stays 404', async () => {
    const cases: { method: string; route: string; allow: string }[] = [
      { method: 'GET', route: '/api/polls', allow: 'POST' },
      { method: 'DELETE', route: '/api/polls', allow: 'POST' },
      { method: 'POST', route: '/api/readSocialCounter?group=a&id=b', allow: 'GET, HEAD' },
      { method: 'GET', route: '/api/incrementSocialCounter', allow: 'POST' },
      { method: 'PUT', route: '/api/search?query=x', allow: 'GET, HEAD' },
      { method: 'DELETE', route: '/api/maps/v2/icons', allow: 'GET, HEAD' },
      { method: 'GET', route: '/api/maps/v2/geometry/union', allow: 'POST' },
      { method: 'POST', route: '/demo/index.html', allow: 'GET, HEAD' },
    ];
    for (const { method, route, allow } of cases) {
      const response = await fetch(server.base + route, { method });
      const body = (await response.json()) as { field?: string };
      assert.equal(response.status, 405, `${method} ${route}: ${JSON.stringify(body)}`);
      assert.equal(response.headers.get('allow'), allow, `${method} ${route}`);
      assert.equal(body.field, 'method');
    }
    const unknown = await fetch(`${server.base}/api/no-such-call`, { method: 'DELETE' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.headers.get('allow'), null);
  });

  test('every 413 names the limit of the route asked: the API default, and the maps routes their own', async () => {
    const api = await sendRaw(server.base, '/api/polls', 'x'.repeat(API_BODY_LIMIT_BYTES + 1), 'application/json');
    assert.equal(api.status, 413);
    assert.match((api.body as { error: string }).error, new RegExp(`\\b${API_BODY_LIMIT_BYTES}\\b`));

    // The limit the maps route was registered with (maps/routes.ts may give each route its own).
    const route = routeTableOf(server.app)?.routes.find((entry) => entry.method === 'POST' && entry.url === '/api/maps/v2/geometry/union');
    const mapsLimit = route?.bodyLimit;
    assert.ok(mapsLimit !== undefined && mapsLimit !== API_BODY_LIMIT_BYTES, 'the maps route has a limit of its own');
    const maps = await sendRaw(server.base, '/api/maps/v2/geometry/union', 'x'.repeat(mapsLimit + 1), 'application/json');
    assert.equal(maps.status, 413);
    assert.equal((maps.body as { field: string }).field, 'body');
    assert.match((maps.body as { error: string }).error, new RegExp(`\\b${mapsLimit}\\b`));
  });
});
