/**
 * Issue 19 item 2: the finder sends section 5's exclusions and the visitor's language and type filters with the
 * lookup (visitor spec section 7), against the real reference server: an exact search lists 10 wards after the
 * exclusions where the nearest 10 held one it never lists, and a Spanish ward beyond the nearest 10 buildings is
 * found by the Spanish filter.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { distance } from '../../../maps/geo/circle.ts';
import { MapsClient } from '../../../maps/service/client.ts';
import { getMapsData } from '../../../demo/server/maps/data.ts';
import type { LocationRecord } from '../../../demo/server/maps/types.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from '../../demo/server/helpers.ts';
import { lookupFilters } from '../../../elements/unit-finder/results.ts';
import { runFinderSearch } from '../../../elements/unit-finder/search.ts';
import { languageCodes } from '../../../src/language-codes.ts';

let site: SiteDirs;
let server: TestServer;
/** The lookups' query strings and bodies, to read the filters sent. */
let sent: string[];

before(async () => {
  site = makeSite();
  server = await startServer(site);
  await new MapsClient({ origin: server.base, clientId: 'vb-test', logger: { warn: () => {} }, timeoutMs: 0 }).geocode({ address: 'Provo, UT' });
});
after(async () => {
  await server.close();
  removeSite(site);
});

function client(): MapsClient {
  sent = [];
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push(decodeURIComponent(request.url) + (init?.body ? String(init.body) : ''));
    return fetch(input, init);
  };
  return new MapsClient({ origin: server.base, clientId: 'vb-test', logger: { warn: () => {} }, fetch: recording });
}

const search = (options: Partial<Parameters<typeof runFinderSearch>[0]>) => runFinderSearch({ client: client(), apiOrigin: server.base, ...options });
const at = (record: LocationRecord) => ({ latitude: record.latitude, longitude: record.longitude });
const MILE = 1609;

describe('the lookup carries the filters', () => {
  test('exclusions always; a language adds its codes and drops Native American wards; a type key its types', () => {
    const wards = ['WARDS'];
    const exclusions = [
      { field: 'name', operator: 'not contains', operand: 'CARE CENTER', types: wards },
      { field: 'name', operator: 'not contains', operand: 'RETIREMENT', types: wards },
      { field: 'name', operator: 'not contains', operand: 'CORRECTIONAL', types: wards },
      { field: 'type', operator: '!=', operand: 'WARD.SEASONAL', types: wards },
    ];
    assert.deepEqual(lookupFilters(), exclusions);
    assert.deepEqual(lookupFilters({ languages: ['es'], type: 'ysa' }), [
      ...exclusions,
      { field: 'language.code', operator: '=', operand: ['es', 'spa'], types: wards },
      { field: 'type', operator: '!=', operand: 'WARD.NATIVEAMERICAN', types: wards },
      { field: 'type', operator: '=', operand: ['WARD__YOUNG_SINGLE_ADULT', 'WARD__YOUNG_SINGLE_ADULT_BRANCH'], types: wards },
    ]);
    assert.deepEqual(lookupFilters({ type: 'general' }).at(-1), {
      field: 'type',
      operator: '!=',
      operand: ['WARD__YOUNG_SINGLE_ADULT', 'WARD__YOUNG_SINGLE_ADULT_BRANCH', 'WARD__SINGLE_ADULT'],
      types: wards,
    });
    assert.deepEqual(languageCodes('spa'), ['es', 'spa']);
    assert.deepEqual(languageCodes('ton'), ['to', 'ton']);
  });

  test('an exact address whose nearest 10 wards hold a seasonal ward still lists 10 wards, none excluded', async () => {
    const data = getMapsData();
    let checked = 0;
    for (const seasonal of data.locations.filter((location) => location.type === 'WARD.SEASONAL')) {
      const sibling = data.locations.find(
        (location) => location.facilityId === seasonal.facilityId && location.type === 'WARD' && location.address?.street1 && location.address.postalCode,
      );
      if (!sibling?.address) continue;
      const { street1, city, state, postalCode } = sibling.address;
      const result = await search({ text: `${street1}, ${city}, ${state} ${postalCode}`, miles: 25 });
      if (!result.exact) continue;
      checked++;
      assert.ok(!result.units.some((unit) => unit.type === 'WARD.SEASONAL'), 'the seasonal ward is not listed');
      // The nearest 10 wards that are listed (the own ward is one of them, or one more).
      assert.ok(result.units.length >= 10, `${result.text}: 10 wards after the exclusions (${result.units.length})`);
      assert.ok(
        sent.some((call) => call.includes('locations/identify') && call.includes('WARD.SEASONAL')),
        'the exclusion went with the lookup',
      );
      if (checked >= 2) break;
    }
    assert.ok(checked > 0, 'an exact address beside a seasonal ward');
  });

  test('a Spanish ward beyond the nearest 10 buildings is found by the Spanish filter', async () => {
    const data = getMapsData();
    const meetinghouses = data.locations.filter((location) => location.type.startsWith('MEETINGHOUSE') && location.address?.country === 'US');
    const spanish = data.locations.filter((location) => location.language === 'spa' && location.type.startsWith('WARD') && location.address?.country === 'US');
    const spanishFacilities = new Set(spanish.map((ward) => ward.facilityId));
    // A meetinghouse whose 10 nearest buildings (itself included) hold no Spanish unit, with a Spanish ward within 25 miles.
    const place = meetinghouses.find((house) => {
      if (!spanish.some((ward) => distance(at(house), at(ward)) < 20 * MILE)) return false;
      const nearest = meetinghouses
        .filter((other) => Math.abs(other.latitude - house.latitude) < 0.5 && Math.abs(other.longitude - house.longitude) < 0.6)
        .sort((a, b) => distance(at(house), at(a)) - distance(at(house), at(b)))
        .slice(0, 10);
      return nearest.length === 10 && !nearest.some((building) => spanishFacilities.has(building.id));
    });
    assert.ok(place, 'a place whose nearest buildings hold no Spanish ward');
    const plain = await search({ position: at(place), miles: 25 });
    assert.ok(!plain.units.some((unit) => unit.language?.code === 'spa'), 'no Spanish ward among the nearest 10 buildings');
    const filtered = await search({ position: at(place), miles: 25, filter: { languages: ['es'] } });
    assert.ok(filtered.units.length > 0, 'the Spanish filter finds Spanish wards');
    assert.ok(filtered.units.length <= 10);
    assert.ok(filtered.units.every((unit) => unit.language?.code === 'spa'));
    const within = spanish.filter((ward) => distance(at(place), at(ward)) <= 25 * MILE && !/CARE CENTER|RETIREMENT|CORRECTIONAL/i.test(ward.name));
    assert.equal(filtered.units.length, Math.min(10, within.filter((ward) => ward.type !== 'WARD.SEASONAL' && ward.type !== 'WARD.NATIVEAMERICAN').length));
    assert.ok(
      sent.some((call) => call.includes('language.code') && call.includes('spa')),
      'the language went with the lookup',
    );
  });
});
