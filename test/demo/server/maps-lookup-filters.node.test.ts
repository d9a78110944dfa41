/**
 * The reference maps service honours the finder's lookup filters (issue 19 item 2, visitor spec section 7:
 * language code equals, name not contains, type equals and not equals, each with `types`): `nearest` counts only
 * the locations that pass them, so 10 are answered wherever 10 pass within the radius.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getMapsData } from '../../../demo/server/maps/data.ts';
import { haversineMetres } from '../../../demo/server/maps/geo-math.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

const PROVO = { latitude: 40.23384, longitude: -111.65853 };
const RADIUS_M = 25 * 1609;

type Json = Record<string, unknown>;

describe('reference maps service: identify with the finder filters', () => {
  let site: SiteDirs;
  let server: TestServer;
  const data = getMapsData();

  before(async () => {
    site = makeSite();
    server = await startServer(site);
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  const identify = async (params: Record<string, unknown>): Promise<Json[]> => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) search.append(key, typeof value === 'number' ? String(value) : JSON.stringify(value));
    const response = await fetch(`${server.base}/api/maps/v2/locations/identify?${search.toString()}`);
    const text = await response.text();
    assert.equal(response.status, 200, text.slice(0, 300));
    return JSON.parse(text) as Json[];
  };

  test('the nearest 10 Spanish wards, not the Spanish ones among the nearest 10 wards', async () => {
    const filters = [
      { field: 'language.code', operator: '=', operand: ['es', 'spa'], types: ['WARDS'] },
      { field: 'type', operator: '!=', operand: 'WARD.NATIVEAMERICAN', types: ['WARDS'] },
    ];
    const found = await identify({ coordinates: PROVO, layers: ['WARDS'], filters, nearest: 10, radius: RADIUS_M });
    const expected = data.locations
      .filter((location) => location.type.startsWith('WARD') && location.type !== 'WARD.NATIVEAMERICAN' && location.language === 'spa')
      .map((location) => ({ id: location.id, metres: haversineMetres(PROVO.longitude, PROVO.latitude, location.longitude, location.latitude) }))
      .filter((hit) => hit.metres <= RADIUS_M)
      .sort((a, b) => a.metres - b.metres)
      .slice(0, 10);
    assert.equal(expected.length, 10, 'Provo has 10 Spanish wards within 25 miles');
    assert.deepEqual(
      found.map((location) => location.id),
      expected.map((hit) => hit.id),
    );
  });

  test('name not contains and type != leave the excluded out and still answer 10', async () => {
    const excluded = data.locations.find((location) => location.type === 'WARD.SEASONAL');
    assert.ok(excluded);
    const at = { latitude: excluded.latitude, longitude: excluded.longitude };
    const plain = await identify({ coordinates: at, layers: ['WARDS'], nearest: 10, radius: RADIUS_M });
    assert.ok(
      plain.some((location) => location.id === excluded.id),
      'without filters the seasonal ward is the nearest',
    );
    const filters = [
      ...['CARE CENTER', 'RETIREMENT', 'CORRECTIONAL'].map((word) => ({ field: 'name', operator: 'not contains', operand: word, types: ['WARDS'] })),
      { field: 'type', operator: '!=', operand: 'WARD.SEASONAL', types: ['WARDS'] },
    ];
    const found = await identify({ coordinates: at, layers: ['WARDS'], filters, nearest: 10, radius: RADIUS_M });
    assert.equal(found.length, 10);
    assert.ok(!found.some((location) => location.id === excluded.id || location.type === 'WARD.SEASONAL'));
    assert.ok(!found.some((location) => /CARE CENTER|RETIREMENT|CORRECTIONAL/i.test(String(location.name))));
    // A meetinghouse passes the unit-typed filters: the buildings' lookup is unchanged by them.
    const buildings = await identify({ coordinates: at, layers: ['MEETINGHOUSE'], filters, nearest: 10, radius: RADIUS_M });
    const unfiltered = await identify({ coordinates: at, layers: ['MEETINGHOUSE'], nearest: 10, radius: RADIUS_M });
    assert.deepEqual(
      buildings.map((location) => location.id),
      unfiltered.map((location) => location.id),
    );
  });
});
