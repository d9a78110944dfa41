import assert from 'node:assert/strict';
import { MIGRATIONS } from '../../../demo/server/db/migrations.ts';
import { after, before, describe, test } from 'node:test';
import { POLL_QUESTION_MAX_CHARS, POLL_READ_ONLY_VOTE } from '../../../demo/server/routes/polls.ts';
import { makeSite, pollCounts, postJson, removeSite, sendRaw, startServer, type SiteDirs, type TestServer } from './helpers.ts';

const ZEROS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

describe('POST /api/polls', () => {
  let site: SiteDirs;
  let server: TestServer;
  let pollNumber = 0;
  /** A fresh poll id per test, so tests do not see each other's votes. */
  const newPoll = () => `Which colour do you like best? #${++pollNumber}`;
  const vote = async (question: string, voteId: number) => {
    const answer = await postJson(server.base, '/api/polls', { question, vote: voteId });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return pollCounts(answer.body);
  };

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('a vote answers 200 with data as a JSON string holding ten counts, the vote included', async () => {
    const answer = await postJson(server.base, '/api/polls', { question: newPoll(), vote: 3 });
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const body = answer.body as Record<string, unknown>;
    assert.deepEqual(Object.keys(body), ['data']);
    assert.equal(typeof body.data, 'string');
    assert.deepEqual(JSON.parse(body.data as string), { data: [0, 0, 0, 1, 0, 0, 0, 0, 0, 0] });
  });

  test('votes accumulate per answer index (voteid), first and last answer included', async () => {
    const poll = newPoll();
    await vote(poll, 0);
    await vote(poll, 9);
    await vote(poll, 0);
    assert.deepEqual(await vote(poll, 5), [2, 0, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  test('vote 10 reads the results without counting', async () => {
    const poll = newPoll();
    await vote(poll, 2);
    await vote(poll, 2);
    assert.deepEqual(await vote(poll, POLL_READ_ONLY_VOTE), [0, 0, 2, 0, 0, 0, 0, 0, 0, 0]);
    assert.deepEqual(await vote(poll, POLL_READ_ONLY_VOTE), [0, 0, 2, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('reading a poll nobody voted in answers zeros and stores nothing', async () => {
    const poll = newPoll();
    assert.deepEqual(await vote(poll, POLL_READ_ONLY_VOTE), ZEROS);
    const row = server.app.db.prepare('SELECT COUNT(*) AS n FROM polls WHERE id = ?').get(poll) as { n: number };
    assert.equal(row.n, 0);
  });

  test('polls are counted separately', async () => {
    const first = newPoll();
    const second = newPoll();
    await vote(first, 1);
    assert.deepEqual(await vote(second, POLL_READ_ONLY_VOTE), ZEROS);
    assert.deepEqual(await vote(first, POLL_READ_ONLY_VOTE), [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('the poll id is trimmed and its whitespace collapsed, so a re-wrapped heading is the same poll', async () => {
    const poll = newPoll();
    await vote(`  ${poll}\n`, 4);
    await vote(poll.replace(' ', '\n      \t'), 4);
    assert.deepEqual(await vote(poll, POLL_READ_ONLY_VOTE), [0, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
  });

  test(`a poll id of exactly ${POLL_QUESTION_MAX_CHARS} characters is accepted, counted in characters not UTF-16 units`, async () => {
    assert.deepEqual(await vote('q'.repeat(POLL_QUESTION_MAX_CHARS), 1), [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    const emoji = '\u{1F600}'.repeat(POLL_QUESTION_MAX_CHARS);
    assert.deepEqual(await vote(emoji, 1), [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    // Surrounding whitespace does not count toward the limit: it is trimmed first.
    assert.deepEqual(await vote(`   ${'r'.repeat(POLL_QUESTION_MAX_CHARS)}   `, 1), [0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  const invalid: { name: string; body: unknown; field: string; message: RegExp }[] = [
    { name: 'missing question', body: { vote: 1 }, field: 'question', message: /question is required/ },
    { name: 'empty question', body: { question: '', vote: 1 }, field: 'question', message: /question must not be empty/ },
    { name: 'whitespace-only question', body: { question: ' \n\t ', vote: 1 }, field: 'question', message: /question must not be blank/ },
    { name: 'question that is a number', body: { question: 5, vote: 1 }, field: 'question', message: /question must be a string/ },
    {
      name: 'question over the limit',
      body: { question: 'x'.repeat(POLL_QUESTION_MAX_CHARS + 1), vote: 1 },
      field: 'question',
      message: /at most 500 characters/,
    },
    { name: 'question with a control character', body: { question: 'What\u0000now?', vote: 1 }, field: 'question', message: /control characters/ },
    { name: 'missing vote', body: { question: 'q' }, field: 'vote', message: /vote is required/ },
    { name: 'vote 11', body: { question: 'q', vote: 11 }, field: 'vote', message: /vote must be at most 10/ },
    { name: 'vote -1', body: { question: 'q', vote: -1 }, field: 'vote', message: /vote must be at least 0/ },
    { name: 'vote 1.5', body: { question: 'q', vote: 1.5 }, field: 'vote', message: /vote must be a whole number/ },
    // JSON bodies are not coerced: a string, a boolean or null would otherwise become a silent vote.
    { name: 'vote "1" (string)', body: { question: 'q', vote: '1' }, field: 'vote', message: /vote must be a whole number/ },
    { name: 'vote true', body: { question: 'q', vote: true }, field: 'vote', message: /vote must be a whole number/ },
    { name: 'vote null', body: { question: 'q', vote: null }, field: 'vote', message: /vote must be a whole number/ },
    { name: 'vote [1]', body: { question: 'q', vote: [1] }, field: 'vote', message: /vote must be a whole number/ },
    { name: 'an unknown extra field', body: { question: 'q', vote: 1, group: 'Polls' }, field: 'group', message: /group is not an accepted field/ },
    { name: 'a JSON array body', body: [{ question: 'q', vote: 1 }], field: 'body', message: /body must be a JSON object/ },
    { name: 'a JSON null body', body: null, field: 'body', message: /body must be a JSON object/ },
  ];
  for (const { name, body, field, message } of invalid) {
    test(`400 naming "${field}" for ${name}, and nothing is counted`, async () => {
      const answer = await postJson(server.base, '/api/polls', body);
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
      const error = answer.body as { error: unknown; field: unknown };
      assert.equal(error.field, field);
      assert.equal(typeof error.error, 'string');
      assert.match(error.error as string, message);
      assert.deepEqual(await vote('q', POLL_READ_ONLY_VOTE), ZEROS);
    });
  }

  test('malformed JSON answers 400 naming the body', async () => {
    for (const payload of ['{"question": "q", "vote": 1', '{question: "q"}', "{'a':1}", 'nul']) {
      const answer = await sendRaw(server.base, '/api/polls', payload, 'application/json');
      assert.equal(answer.status, 400, payload);
      assert.deepEqual(answer.body, { error: 'The request body is not valid JSON', field: 'body' });
    }
  });

  test('an empty JSON body answers 400 naming the body', async () => {
    const answer = await sendRaw(server.base, '/api/polls', '', 'application/json');
    assert.equal(answer.status, 400);
    assert.equal((answer.body as { field: string }).field, 'body');
  });

  test('prototype-poisoning keys are refused as invalid JSON', async () => {
    const answer = await sendRaw(server.base, '/api/polls', '{"__proto__":{"vote":1},"question":"q","vote":1}', 'application/json');
    assert.equal(answer.status, 400);
    assert.equal((answer.body as { field: string }).field, 'body');
  });

  test('a plain-text body is a 400 and a form body a 415, both JSON naming what is wrong', async () => {
    const text = await sendRaw(server.base, '/api/polls', 'question=q&vote=1', 'text/plain');
    assert.equal(text.status, 400);
    assert.equal((text.body as { field: string }).field, 'body');
    const form = await sendRaw(server.base, '/api/polls', 'question=q&vote=1', 'application/x-www-form-urlencoded');
    assert.equal(form.status, 415);
    assert.equal((form.body as { field: string }).field, 'content-type');
  });

  test('a body over 64 KiB answers 413 JSON', async () => {
    const answer = await postJson(server.base, '/api/polls', { question: 'x'.repeat(64 * 1024), vote: 1 });
    assert.equal(answer.status, 413);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(answer.body, { error: 'The request body is larger than 65536 bytes', field: 'body' });
  });

  test('200 concurrent votes over real HTTP end at exactly +200, each answer seeing a distinct count', async () => {
    const poll = newPoll();
    await vote(poll, 7);
    const before = (await vote(poll, POLL_READ_ONLY_VOTE))[7] ?? 0;
    const answers = await Promise.all(Array.from({ length: 200 }, () => postJson(server.base, '/api/polls', { question: poll, vote: 7 })));
    assert.ok(answers.every((answer) => answer.status === 200));
    const seen = answers.map((answer) => pollCounts(answer.body)[7]).sort((a, b) => (a ?? 0) - (b ?? 0));
    // Each vote's answer includes that vote and no later one, so the 200 answers are before+1 .. before+200.
    assert.deepEqual(
      seen,
      Array.from({ length: 200 }, (_, index) => before + index + 1),
    );
    assert.deepEqual(await vote(poll, POLL_READ_ONLY_VOTE), [0, 0, 0, 0, 0, 0, 0, before + 200, 0, 0]);
  });
});

describe('poll votes persist in the database file', () => {
  test('votes survive closing and reopening the app on the same file', async () => {
    const site = makeSite();
    try {
      const first = await startServer(site);
      for (const voteId of [1, 1, 6]) {
        const answer = await postJson(first.base, '/api/polls', { question: 'Persisted?', vote: voteId });
        assert.equal(answer.status, 200);
      }
      await first.close();

      const second = await startServer(site);
      try {
        const answer = await postJson(second.base, '/api/polls', { question: 'Persisted?', vote: POLL_READ_ONLY_VOTE });
        assert.deepEqual(pollCounts(answer.body), [0, 2, 0, 0, 0, 0, 1, 0, 0, 0]);
        const applied = second.app.db.prepare('SELECT COUNT(*) AS n FROM migrations').get() as { n: number };
        assert.equal(applied.n, MIGRATIONS.length, 'reopening must not re-run migrations');
      } finally {
        await second.close();
      }
    } finally {
      removeSite(site);
    }
  });
});

describe('consolidation prefix', () => {
  test('with apiPrefix /site the same polls answer at /site/api/polls and /api/polls', async () => {
    const site = makeSite();
    const server = await startServer(site, { apiPrefix: '/site' });
    try {
      const prefixed = await postJson(server.base, '/site/api/polls', { question: 'Prefixed', vote: 2 });
      assert.equal(prefixed.status, 200);
      assert.deepEqual(pollCounts(prefixed.body), [0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
      const plain = await postJson(server.base, '/api/polls', { question: 'Prefixed', vote: 2 });
      assert.deepEqual(pollCounts(plain.body), [0, 0, 2, 0, 0, 0, 0, 0, 0, 0]);
      const invalid = await postJson(server.base, '/site/api/polls', { question: 'Prefixed', vote: 11 });
      assert.equal(invalid.status, 400);
      assert.equal((invalid.body as { field: string }).field, 'vote');
    } finally {
      await server.close();
      removeSite(site);
    }
  });

  test('VB_API_PREFIX=/site/ in the environment is picked up and normalised', async () => {
    const site = makeSite();
    const saved = process.env.VB_API_PREFIX;
    process.env.VB_API_PREFIX = '/site/';
    let server: TestServer | undefined;
    try {
      server = await startServer(site);
      const answer = await postJson(server.base, '/site/api/polls', { question: 'Env prefix', vote: 0 });
      assert.equal(answer.status, 200);
      assert.deepEqual(pollCounts(answer.body), [1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    } finally {
      if (saved === undefined) delete process.env.VB_API_PREFIX;
      else process.env.VB_API_PREFIX = saved;
      await server?.close();
      removeSite(site);
    }
  });

  test('without a prefix, /site/api/polls is a 404', async () => {
    const site = makeSite();
    const server = await startServer(site, { apiPrefix: '' });
    try {
      const answer = await postJson(server.base, '/site/api/polls', { question: 'No prefix', vote: 0 });
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, { error: 'Not found', path: '/site/api/polls' });
    } finally {
      await server.close();
      removeSite(site);
    }
  });
});
