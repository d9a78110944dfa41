import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { initialViews, type VideoRef } from '../../../demo/server/counters/views.ts';
import { makeSite, postJson, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

interface ViewsAnswer {
  status: number;
  body: { platform?: string; id?: string; accountId?: string; views?: number; field?: string; error?: string };
}

const YOUTUBE_ID = 'dQw4w9WgXcQ';

/** The first id of the form `<prefix><n>` that starts at 0 views, or above 0 when `zero` is false. */
function findYouTubeId(zero: boolean): string {
  for (let n = 0; n < 10000; n++) {
    const id = `vbTest${String(n).padStart(5, '0')}`;
    if ((initialViews({ platform: 'youtube', id }) === 0) === zero) return id;
  }
  throw new Error('no such id in range');
}

describe('initialViews', () => {
  test('is deterministic, a whole number, differs between videos, and is 0 for about one video in ten', () => {
    const ids = Array.from({ length: 2000 }, (_, n) => `vid${String(n).padStart(8, '0')}`);
    const counts = ids.map((id) => initialViews({ platform: 'youtube', id }));
    assert.deepEqual(
      counts,
      ids.map((id) => initialViews({ platform: 'youtube', id })),
    );
    for (const count of counts) assert.ok(Number.isSafeInteger(count) && count >= 0 && count < 10_000_000);
    const zeros = counts.filter((count) => count === 0).length;
    assert.ok(zeros > 120 && zeros < 280, `${zeros} of 2000 start at 0`);
    assert.ok(new Set(counts).size > 1400, 'counts are spread out');
    assert.ok(counts.some((count) => count > 100_000) && counts.some((count) => count > 0 && count < 100), 'from a few views to many');
    const a: VideoRef = { platform: 'brightcove', id: '6301', accountId: '1' };
    const b: VideoRef = { platform: 'brightcove', id: '6301', accountId: '2' };
    assert.notEqual(initialViews(a), initialViews(b));
  });
});

describe('GET /api/youTube, GET /api/brightcove, POST /api/views', () => {
  let site: SiteDirs;
  let server: TestServer;

  const get = async (route: string, query: Record<string, string>): Promise<ViewsAnswer> => {
    const response = await fetch(`${server.base}${route}?${new URLSearchParams(query)}`);
    return { status: response.status, body: (await response.json()) as ViewsAnswer['body'] };
  };
  const record = async (body: unknown): Promise<ViewsAnswer> => {
    const answer = await postJson(server.base, '/api/views', body);
    return { status: answer.status, body: answer.body as ViewsAnswer['body'] };
  };

  before(async () => {
    site = makeSite();
    server = await startServer(site, { apiPrefix: '/site' });
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('a streaming-site video answers { platform, id, views } with its stable starting count', async () => {
    const answer = await get('/api/youTube', { id: YOUTUBE_ID });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { platform: 'youtube', id: YOUTUBE_ID, views: initialViews({ platform: 'youtube', id: YOUTUBE_ID }) });
    assert.deepEqual((await get('/api/youTube', { id: YOUTUBE_ID })).body, answer.body);
  });

  test('a hosted video answers { platform, id, accountId, views }; the same id in two accounts is two videos', async () => {
    const first = await get('/api/brightcove', { id: '6312345678112', accountId: '1362235890001' });
    assert.equal(first.status, 200);
    const video: VideoRef = { platform: 'brightcove', id: '6312345678112', accountId: '1362235890001' };
    assert.deepEqual(first.body, { ...video, views: initialViews(video) });
    await record(video);
    const other = await get('/api/brightcove', { id: '6312345678112', accountId: '9' });
    assert.equal(other.body.views, initialViews({ ...video, accountId: '9' }));
    assert.equal((await get('/api/brightcove', { id: video.id, accountId: '1362235890001' })).body.views, initialViews(video) + 1);
  });

  test('some videos have 0 views, answered as 0 (the client hides the count then)', async () => {
    const id = findYouTubeId(true);
    assert.deepEqual((await get('/api/youTube', { id })).body, { platform: 'youtube', id, views: 0 });
    assert.deepEqual((await record({ platform: 'youtube', id })).body, { platform: 'youtube', id, views: 1 });
  });

  test('recording a play adds exactly one, concurrently too, and the read agrees', async () => {
    const id = findYouTubeId(false);
    const start = initialViews({ platform: 'youtube', id });
    assert.deepEqual((await record({ platform: 'youtube', id })).body, { platform: 'youtube', id, views: start + 1 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => record({ platform: 'youtube', id })));
    const views = answers.map((answer) => answer.body.views as number).sort((a, b) => a - b);
    assert.deepEqual(
      views,
      Array.from({ length: 100 }, (_, i) => start + 2 + i),
    );
    assert.equal((await get('/api/youTube', { id })).body.views, start + 101);
  });

  test('bad streaming-site ids are 400s naming id', async () => {
    for (const id of ['', 'short', 'dQw4w9WgXcQx', 'dQw4w9WgXc!', 'dQw4w9 gXcQ', '../../etc/pa']) {
      const answer = await get('/api/youTube', { id });
      assert.equal(answer.status, 400, id);
      assert.equal(answer.body.field, 'id');
    }
    const missing = await get('/api/youTube', {});
    assert.deepEqual([missing.status, missing.body.field], [400, 'id']);
    const extra = await get('/api/youTube', { id: YOUTUBE_ID, accountId: '1' });
    assert.deepEqual([extra.status, extra.body.field], [400, 'accountId']);
  });

  test('bad hosted-video ids and accounts are 400s naming the field', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ accountId: '1' }, 'id'],
      [{ id: '1' }, 'accountId'],
      [{ id: 'abc', accountId: '1' }, 'id'],
      [{ id: '1', accountId: 'x1' }, 'accountId'],
      [{ id: '-1', accountId: '1' }, 'id'],
      [{ id: '1'.repeat(21), accountId: '1' }, 'id'],
    ];
    for (const [query, field] of cases) {
      const answer = await get('/api/brightcove', query);
      assert.equal(answer.status, 400, JSON.stringify(query));
      assert.equal(answer.body.field, field, JSON.stringify(query));
    }
  });

  test('POST /api/views checks the id by platform and names the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ id: YOUTUBE_ID }, 'platform'],
      [{ platform: 'vimeo', id: YOUTUBE_ID }, 'platform'],
      [{ platform: 'youtube' }, 'id'],
      [{ platform: 'youtube', id: '123' }, 'id'],
      [{ platform: 'youtube', id: YOUTUBE_ID, accountId: '1' }, 'accountId'],
      [{ platform: 'brightcove', id: YOUTUBE_ID, accountId: '1' }, 'id'],
      [{ platform: 'brightcove', id: '123' }, 'accountId'],
      [{ platform: 'brightcove', id: '123', accountId: 'abc' }, 'accountId'],
      [{ platform: 'youtube', id: 12345678901 }, 'id'],
      [{ platform: 'youtube', id: YOUTUBE_ID, views: 1000000 }, 'views'],
      [[], 'body'],
    ];
    for (const [body, field] of cases) {
      const answer = await record(body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.field, field, JSON.stringify(body));
    }
    assert.equal((await get('/api/youTube', { id: YOUTUBE_ID })).body.views, initialViews({ platform: 'youtube', id: YOUTUBE_ID }));
  });

  test('served under the consolidation prefix too', async () => {
    const response = await fetch(`${server.base}/site/api/youTube?id=${YOUTUBE_ID}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
  });

  test('recorded views survive a restart', async () => {
    const id = 'restartTest';
    assert.equal(id.length, 11);
    const start = initialViews({ platform: 'youtube', id });
    await record({ platform: 'youtube', id });
    await record({ platform: 'youtube', id });
    await server.close();
    server = await startServer(site, { apiPrefix: '/site' });
    assert.equal((await get('/api/youTube', { id })).body.views, start + 2);
  });
});
