import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signIncrement } from '../../../src/like-code.ts';
import { COMPONENT_MAX_DEPTH } from '../../../demo/server/routes/component.ts';
import { CONTENT_PAGES, pageImage, pageUrl } from '../../../demo/server/search/pages.ts';
import { makeSite, postJson, removeSite, sendRaw, startServer, type SiteDirs, type TestServer } from './helpers.ts';

interface ComponentAnswer {
  status: number;
  body: { type?: string; data?: unknown; field?: string; error?: string };
}

describe('POST /api/component', () => {
  let site: SiteDirs;
  let server: TestServer;
  const post = async (body: unknown, base = server.base): Promise<ComponentAnswer> => {
    const answer = await postJson(base, '/api/component', body);
    return { status: answer.status, body: answer.body as ComponentAnswer['body'] };
  };
  const summaryOf = (slug: string) => {
    const page = CONTENT_PAGES.find((candidate) => candidate.slug === slug);
    assert.ok(page, slug);
    return { url: pageUrl(page), title: page.title, description: page.description, image: pageImage(page) };
  };

  before(async () => {
    site = makeSite();
    server = await startServer(site, { apiPrefix: '/site' });
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  test('$page references become page summaries; a missing page becomes null; the rest is echoed', async () => {
    const data = {
      heading: 'Plan a visit',
      columns: 3,
      featured: true,
      note: null,
      cards: [{ $page: '/pages/temples' }, { $page: '/pages/find-a-meetinghouse/' }, { $page: '/pages/no-such-page' }],
      nested: { deeper: [{ link: { $page: '/pages/hymns' } }] },
    };
    const answer = await post({ type: 'card-tile', data });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, {
      type: 'card-tile',
      data: {
        heading: 'Plan a visit',
        columns: 3,
        featured: true,
        note: null,
        cards: [summaryOf('temples'), summaryOf('find-a-meetinghouse'), null],
        nested: { deeper: [{ link: summaryOf('hymns') }] },
      },
    });
  });

  test('$counter references read the social counter as it is now', async () => {
    const ref = { $counter: { group: 'likes', id: 'component-test' } };
    assert.deepEqual((await post({ type: 'likes', data: [ref] })).body.data, [{ group: 'likes', id: 'component-test', value: 0 }]);
    for (let i = 0; i < 2; i++) {
      const params = new URLSearchParams({ group: 'likes', id: 'component-test', ...signIncrement(Date.now()) });
      assert.equal((await fetch(`${server.base}/api/incrementSocialCounter?${params}`, { method: 'POST' })).status, 200);
    }
    assert.deepEqual((await post({ type: 'likes', data: [ref] })).body.data, [{ group: 'likes', id: 'component-test', value: 2 }]);
  });

  test('an object with a $ key beside other keys is data, not a reference', async () => {
    const data = { $page: '/pages/temples', label: 'kept as sent' };
    assert.deepEqual((await post({ type: 'link-list', data })).body.data, data);
  });

  test('empty or missing data is a 400 naming data (the client shows its empty result)', async () => {
    for (const body of [{ type: 'card-tile', data: {} }, { type: 'card-tile', data: [] }, { type: 'card-tile' }]) {
      const answer = await post(body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.field, 'data');
    }
    for (const data of [null, '', 'text', 0, true]) {
      const answer = await post({ type: 'card-tile', data });
      assert.equal(answer.status, 400, JSON.stringify(data));
      assert.equal(answer.body.field, 'data');
    }
  });

  test('a missing or malformed type, or an unknown field, is a 400 naming it', async () => {
    const cases: Array<[unknown, string]> = [
      [{ data: { a: 1 } }, 'type'],
      [{ type: '', data: { a: 1 } }, 'type'],
      [{ type: 'Card Tile', data: { a: 1 } }, 'type'],
      [{ type: 'card-tile<script>', data: { a: 1 } }, 'type'],
      [{ type: 7, data: { a: 1 } }, 'type'],
      [{ type: 'card-tile', data: { a: 1 }, lang: 'en' }, 'lang'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.field, field);
    }
  });

  test('bad references are 400s naming their path inside data', async () => {
    const cases: Array<[unknown, string]> = [
      [{ cards: [{ $page: 42 }] }, 'data.cards[0].$page'],
      [{ cards: [{ $page: '  ' }] }, 'data.cards[0].$page'],
      [[{ $counter: 'likes' }], 'data[0].$counter'],
      [[{ $counter: { id: 'x' } }], 'data[0].$counter.group'],
      [[{ $counter: { group: 'likes', id: '' } }], 'data[0].$counter.id'],
      [[{ $counter: { group: 'likes', id: 'a\u0007' } }], 'data[0].$counter.id'],
    ];
    for (const [data, field] of cases) {
      const answer = await post({ type: 'card-tile', data });
      assert.equal(answer.status, 400, JSON.stringify(data));
      assert.equal(answer.body.field, field, JSON.stringify(data));
    }
  });

  test(`data nested deeper than ${COMPONENT_MAX_DEPTH} levels is a 400, not a stack overflow`, async () => {
    let data: unknown = { leaf: true };
    for (let i = 0; i < COMPONENT_MAX_DEPTH + 5; i++) data = { child: data };
    const answer = await post({ type: 'card-tile', data });
    assert.equal(answer.status, 400);
    assert.match(answer.body.field ?? '', /^data(\.child)+$/);
    let fits: unknown = { leaf: true };
    for (let i = 0; i < COMPONENT_MAX_DEPTH - 1; i++) fits = { child: fits };
    assert.equal((await post({ type: 'card-tile', data: fits })).status, 200);
  });

  test('non-JSON and prototype-poisoning bodies are refused', async () => {
    assert.equal((await sendRaw(server.base, '/api/component', 'type=card-tile', 'application/x-www-form-urlencoded')).status, 415);
    assert.equal((await sendRaw(server.base, '/api/component', '{"type":"x","data":', 'application/json')).status, 400);
    const poisoned = await sendRaw(server.base, '/api/component', '{"type":"x","data":{"__proto__":{"polluted":1}}}', 'application/json');
    assert.equal(poisoned.status, 400);
  });

  test('is served under the consolidation prefix ({prefix}/api/component)', async () => {
    const answer = await post({ type: 'card-tile', data: [{ $page: '/pages/hymns' }] }, `${server.base}/site`);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.data, [summaryOf('hymns')]);
  });
});
