import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getMapsData, type LocationRecord } from '../../../demo/server/maps/data.ts';
import { MISSIONARY_MAX_UNIT_IDS, parseUnitIds } from '../../../demo/server/routes/missionary.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

const hasNumbers = (record: LocationRecord | undefined) => (record?.missionaryPhoneNumbers?.length ?? 0) > 0;
const isUnit = (record: LocationRecord) => record.type.startsWith('WARD');

describe('parseUnitIds', () => {
  test('splits on commas, trims, drops blanks and duplicates, keeps order', () => {
    assert.deepEqual(parseUnitIds(' 12, 7,,12 ,9,'), ['12', '7', '9']);
  });
});

describe('GET /api/missionaryPhoneNumbers', () => {
  let site: SiteDirs;
  let server: TestServer;
  let own: LocationRecord;
  let fromParent: LocationRecord;
  let orphan: LocationRecord;

  const get = async (unitIds: string | undefined, base = server.base) => {
    const query = unitIds === undefined ? '' : `?${new URLSearchParams({ unitIds })}`;
    const response = await fetch(`${base}/api/missionaryPhoneNumbers${query}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  before(async () => {
    // The finder's own units: the numbers checked below are the ones a finder result shows.
    const data = getMapsData();
    const units = data.locations.filter(isUnit);
    const withOwn = units.find((unit) => hasNumbers(unit));
    const withParent = units.find((unit) => !hasNumbers(unit) && unit.parentId !== undefined && hasNumbers(data.byId(unit.parentId)));
    const withNone = units.find((unit) => !hasNumbers(unit) && (unit.parentId === undefined || !hasNumbers(data.byId(unit.parentId))));
    assert.ok(withOwn && withParent && withNone, "the maps data has units with own numbers, with only a parent's, and with none");
    own = withOwn;
    fromParent = withParent;
    orphan = withNone;
    site = makeSite();
    server = await startServer(site, { apiPrefix: '/site' });
  });
  after(async () => {
    await server?.close();
    if (site) removeSite(site);
  });

  test('a unit with numbers answers its own numbers under its id', async () => {
    const answer = await get(own.id);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { [own.id]: own.missionaryPhoneNumbers });
    for (const number of own.missionaryPhoneNumbers ?? []) assert.match(number, /^\+\d[\d ()-]{5,}$/);
  });

  test("a unit without numbers answers its parent unit's numbers under the unit's own id", async () => {
    const parent = getMapsData().byId(fromParent.parentId ?? '');
    assert.ok(parent?.missionaryPhoneNumbers?.length);
    assert.deepEqual((await get(fromParent.id)).body, { [fromParent.id]: parent.missionaryPhoneNumbers });
  });

  test("a unit with no numbers of its own or its parent's, and an unknown id, map to []", async () => {
    assert.deepEqual((await get(`${orphan.id},999999999,unknown-unit`)).body, { [orphan.id]: [], 999999999: [], 'unknown-unit': [] });
  });

  test('many ids in one call, with spaces, duplicates and a trailing comma', async () => {
    const parent = getMapsData().byId(fromParent.parentId ?? '');
    const answer = await get(` ${own.id}, ${fromParent.id},${own.id},${orphan.id},`);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, {
      [own.id]: own.missionaryPhoneNumbers,
      [fromParent.id]: parent?.missionaryPhoneNumbers,
      [orphan.id]: [],
    });
  });

  test('an id such as __proto__ is an ordinary key', async () => {
    const answer = await get('__proto__,constructor');
    assert.equal(answer.status, 200);
    assert.deepEqual(Object.keys(answer.body).sort(), ['__proto__', 'constructor']);
    assert.deepEqual(Object.getOwnPropertyDescriptor(answer.body, '__proto__')?.value, []);
  });

  test('missing, empty, malformed or too many ids are 400s naming unitIds', async () => {
    const tooMany = Array.from({ length: MISSIONARY_MAX_UNIT_IDS + 1 }, (_, i) => String(i + 1)).join(',');
    for (const unitIds of [undefined, '', ' , ,', '12;13', '12,<script>', 'a b', tooMany]) {
      const answer = await get(unitIds);
      assert.equal(answer.status, 400, String(unitIds).slice(0, 40));
      assert.equal(answer.body.field, 'unitIds');
    }
    const extra = await fetch(`${server.base}/api/missionaryPhoneNumbers?unitIds=1&parentIds=2`);
    assert.equal(extra.status, 400);
    const limit = Array.from({ length: MISSIONARY_MAX_UNIT_IDS }, (_, i) => String(i + 1)).join(',');
    assert.equal((await get(limit)).status, 200);
  });

  test('is served under the consolidation prefix too', async () => {
    assert.deepEqual((await get(own.id, `${server.base}/site`)).body, { [own.id]: own.missionaryPhoneNumbers });
  });
});
