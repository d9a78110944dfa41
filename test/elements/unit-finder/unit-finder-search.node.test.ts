/**
 * The finder's search against the real reference server (demo/server on a loopback port, its generated
 * maps data): Provo, UT (a town: inexact), a real street address (exact, with the visitor's own ward), the
 * section 5 filters on real units, duplicates, the missionary numbers and their parent fallback, abort and
 * 'latest wins', giving machines.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { distance } from '../../../maps/geo/circle.ts';
import { parsePosition, type Position } from '../../../maps/geo/position.ts';
import { MapsClient } from '../../../maps/service/client.ts';
import { MapsError } from '../../../maps/service/errors.ts';
import { getMapsData } from '../../../demo/server/maps/data.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from '../../demo/server/helpers.ts';
import { METERS_PER_RADIUS_MILE, NEAREST_COUNT } from '../../../elements/unit-finder/finder-constants.ts';
import { filterOptions, filterUnits } from '../../../elements/unit-finder/results.ts';
import {
  fetchMissionaryPhoneNumbers,
  isExactMatch,
  LatestSearch,
  listGivingMachines,
  runFinderSearch,
  searchRadiusMeters,
  type FinderSearchResult,
} from '../../../elements/unit-finder/search.ts';

const PROVO: Position = { latitude: 40.2338, longitude: -111.6585 };

let site: SiteDirs;
let server: TestServer;
/** Every URL the client fetched, so a test can say what was (not) called. */
let calls: string[];

before(async () => {
  site = makeSite();
  server = await startServer(site);
  // The first geocode loads the maps data and the gazetteer (seconds on a busy machine): paid here, with no
  // time limit, so the tests' calls keep the client's own.
  await new MapsClient({ origin: server.base, clientId: 'vb-test', logger: { warn: () => {} }, timeoutMs: 0 }).geocode({ address: 'Provo, UT' });
});
after(async () => {
  await server.close();
  removeSite(site);
});

function client(): MapsClient {
  calls = [];
  const counting: typeof fetch = (input, init) => {
    calls.push(input instanceof Request ? input.url : String(input));
    return fetch(input, init);
  };
  return new MapsClient({ origin: server.base, clientId: 'vb-test', logger: { warn: () => {} }, fetch: counting });
}

const search = (options: Partial<Parameters<typeof runFinderSearch>[0]> = {}) => runFinderSearch({ client: client(), apiOrigin: server.base, ...options });

function assertSortedAndUnique(result: FinderSearchResult): void {
  const ids = result.units.map((unit) => unit.id);
  assert.equal(new Set(ids).size, ids.length, 'no duplicate ids');
  const rest = result.units.filter((unit) => !unit.ownWard);
  for (let i = 1; i < rest.length; i++) assert.ok(rest[i - 1]!.calculatedDistance <= rest[i]!.calculatedDistance, 'nearest first');
  result.units.forEach((unit, index) => assert.equal(unit.locationIndex, index));
}

describe('runFinderSearch on the reference server', () => {
  test('Provo, UT is a town: inexact, the units of the nearest 10 meetinghouses, sorted, with distances and links', async () => {
    const result = await search({ text: '  Provo, UT ', miles: 25 });
    assert.equal(result.status, 'ok');
    assert.equal(result.text, 'Provo, UT');
    assert.equal(result.exact, false, 'a city geocodes APPROXIMATE');
    assert.ok(result.origin && distance(result.origin, PROVO) < 5000);
    assert.ok(result.units.length > NEAREST_COUNT, `10 meetinghouses hold more than 10 units (${result.units.length})`);
    const buildings = new Set(result.units.map((unit) => String(unit.facility?.id)));
    assert.ok(buildings.size <= NEAREST_COUNT, `at most 10 meetinghouses (${buildings.size})`);
    assertSortedAndUnique(result);
    for (const unit of result.units) {
      assert.doesNotMatch(unit.type, /STAKE|MEETINGHOUSE/, 'units only');
      const at = parsePosition(unit.coordinates);
      assert.ok(Math.abs(unit.calculatedDistance - distance(result.origin, at)) < 0.01, 'metres from the searched point');
      assert.ok(unit.calculatedDistance <= 25 * METERS_PER_RADIUS_MILE);
      const link = new URL(unit.directionsLink);
      assert.equal(`${link.origin}${link.pathname}`, 'https://www.google.com/maps/dir/');
      assert.equal(link.searchParams.get('api'), '1');
      assert.equal(link.searchParams.get('origin'), 'Provo, UT');
      assert.equal(link.searchParams.get('destination'), `${at.latitude},${at.longitude}`);
      assert.equal(unit.ownWard, false);
    }
    // Expansion: every unit of those meetinghouses is there (less the ones section 5 never lists).
    const data = getMapsData();
    for (const facility of buildings) {
      const listed = result.units.filter((unit) => unit.facility?.id === facility).map((unit) => unit.id);
      const all = data.locations.filter((location) => location.facilityId === facility && location.type.startsWith('WARD'));
      assert.ok(listed.length > 0 && listed.length <= all.length);
    }
  });

  test('a real street address is exact: wards only, the ward whose boundary holds it first and flagged', async () => {
    const unit = getMapsData().locations.find((location) => location.type === 'WARD' && location.address?.city === 'Provo');
    assert.ok(unit?.address);
    const text = `${unit.address.street1}, ${unit.address.city}, ${unit.address.state} ${unit.address.postalCode}`;
    const result = await search({ text });
    assert.equal(result.status, 'ok');
    assert.equal(result.exact, true, `${text} geocodes ${JSON.stringify(result.geocode?.match)}`);
    assert.ok(isExactMatch(result.geocode!));
    assert.ok(result.units.length > 1);
    for (const ward of result.units) assert.match(ward.type, /^WARD/, 'wards only');
    const own = result.units.filter((ward) => ward.ownWard);
    assert.equal(own.length, 1, 'one own ward');
    assert.equal(result.units[0], own[0], 'listed first');
    // The identify with ward boundaries says the same, and that ward is also one of the nearby ones: listed once.
    const holding = await client().identify({ coordinates: result.origin!, layers: ['WARDS'] });
    assert.ok(holding.some((ward) => ward.id === own[0]!.id));
    assertSortedAndUnique(result);
  });

  test('blank text is noValue and calls nothing; an unknown place is an invalid address with no units', async () => {
    const blank = await search({ text: ' \t ' });
    assert.deepEqual({ status: blank.status, units: blank.units }, { status: 'noValue', units: [] });
    assert.deepEqual(calls, []);
    const nowhere = await search({ text: 'Qxzzv Wkkjq' });
    assert.equal(nowhere.status, 'invalidAddress');
    assert.deepEqual(nowhere.units, []);
    assert.equal(nowhere.origin, undefined);
  });

  test('a device position searches around it without geocoding', async () => {
    const result = await search({ position: PROVO });
    assert.equal(result.status, 'ok');
    assert.equal(result.exact, false);
    assert.ok(!calls.some((url) => url.includes('/geocode')), 'no geocode call');
    assert.ok(result.units.length > 0 && result.units[0]!.calculatedDistance < 5000);
    assert.equal(new URL(result.units[0]!.directionsLink).searchParams.get('origin'), `${PROVO.latitude},${PROVO.longitude}`);
  });

  test('section 5: care centre, retirement and correctional names, seasonal wards never listed; Native American wards only without a language filter', async () => {
    const data = getMapsData();
    const at = (location: { latitude: number; longitude: number }) => ({ latitude: location.latitude, longitude: location.longitude });
    for (const excluded of [
      data.locations.find((location) => / Retirement /i.test(location.name)),
      data.locations.find((location) => location.type === 'WARD.SEASONAL'),
    ]) {
      assert.ok(excluded);
      const result = await search({ position: at(excluded), miles: 5 });
      // The building around it is found (its siblings are listed), the unit itself is not.
      assert.ok(
        result.units.some((unit) => unit.facility?.id === excluded.facilityId),
        `${excluded.name}'s meetinghouse searched`,
      );
      assert.ok(!result.units.some((unit) => unit.id === excluded.id), `${excluded.name} left out`);
    }
    const native = data.locations.find((location) => location.type === 'WARD.NATIVEAMERICAN' && location.language === 'eng');
    assert.ok(native);
    const result = await search({ position: at(native), miles: 5 });
    assert.ok(
      result.units.some((unit) => unit.id === native.id),
      'listed without a filter',
    );
    const english = filterUnits(result.units, { languages: ['en'] });
    assert.ok(english.length > 0);
    assert.ok(!english.some((unit) => unit.id === native.id), 'left out under a language filter, though English');
  });

  test('language and type filters on Provo units; the options list what is there', async () => {
    const result = await search({ text: 'Provo, UT' });
    const options = filterOptions(result.units, 'en');
    const spanish = options.languages.find((option) => option.code === 'es');
    assert.ok(spanish, JSON.stringify(options.languages));
    assert.equal(spanish.label, 'Spanish');
    const es = filterUnits(result.units, { languages: ['es'] });
    assert.equal(es.length, spanish.count);
    assert.ok(es.every((unit) => unit.language?.code === 'spa'));
    assert.deepEqual(filterUnits(result.units, { languages: ['spa'] }), es, 'ISO 639-3 works the same');
    const ysa = filterUnits(result.units, { type: 'ysa' });
    assert.ok(ysa.length > 0 && ysa.every((unit) => unit.type.includes('YOUNG_SINGLE_ADULT')));
    const wards = filterUnits(result.units, { type: 'WARD' });
    assert.ok(wards.every((unit) => unit.type === 'WARD'));
    assert.equal(
      options.unitTypes.reduce((sum, option) => sum + option.count, 0),
      result.units.length,
    );
  });

  test("missionary numbers: a unit without its own shows its parent stake's; a failing lookup gives none", async () => {
    const result = await search({ text: 'Provo, UT' });
    const data = getMapsData();
    let fromParent = 0;
    for (const unit of result.units) {
      const expected = data.missionaryPhoneNumbers(unit.id);
      assert.deepEqual(unit.missionaryPhoneNumbers, expected.numbers, unit.id);
      if (expected.from !== undefined && expected.from !== unit.id) fromParent++;
    }
    assert.ok(fromParent > 0, "some Provo units only have their parent's numbers");
    // A unit the server does not know answers []: the parent asked in the same call fills in (the spec's retry).
    const stake = result.units[0]!.parent!.id;
    const numbers = await fetchMissionaryPhoneNumbers([{ id: 'unknown-unit-1', parent: { id: stake, type: 'STAKE' } }], { apiOrigin: server.base });
    assert.deepEqual(numbers.get('unknown-unit-1'), data.missionaryPhoneNumbers(stake).numbers);
    assert.ok(numbers.get('unknown-unit-1')!.length > 0);
    // A closed port: the call fails, the search still answers, with no numbers.
    const failing = await runFinderSearch({ client: client(), apiOrigin: 'http://127.0.0.1:9', text: 'Provo, UT' });
    assert.ok(failing.units.length > 0);
    assert.ok(failing.units.every((unit) => unit.missionaryPhoneNumbers.length === 0));
    assert.deepEqual([...(await fetchMissionaryPhoneNumbers([], { apiOrigin: server.base }))], []);
  });

  test('an aborted search rejects with the abort; a superseded one never wins, whatever the answer order', async () => {
    const controller = new AbortController();
    const pending = search({ text: 'Provo, UT', signal: controller.signal });
    controller.abort();
    await assert.rejects(pending, (error: Error) => error.name === 'AbortError' || (error instanceof MapsError && error.kind === 'abort'));

    const latest = new LatestSearch();
    const first = latest.run((signal) => search({ text: 'Provo, UT', signal }));
    const second = latest.run((signal) => search({ text: 'Orem, UT', signal }));
    const [a, b] = await Promise.all([first, second]);
    assert.deepEqual(a, { superseded: true });
    assert.equal(b.superseded, false);
    assert.equal(b.superseded === false && b.value.text, 'Orem, UT');

    // An older run that answers last, successfully or not, is still superseded.
    let releaseOld!: (value: string) => void;
    const old = latest.run(() => new Promise<string>((resolve) => (releaseOld = resolve)));
    const fresh = await latest.run(async () => 'new');
    releaseOld('old');
    assert.deepEqual(await old, { superseded: true });
    assert.deepEqual(fresh, { superseded: false, value: 'new' });
    const failingOld = latest.run(() => Promise.reject(new Error('late failure')));
    void latest.run(async () => 'newer');
    assert.deepEqual(await failingOld, { superseded: true });
    // The newest run's own failure does reach the caller.
    await assert.rejects(
      latest.run(() => Promise.reject(new Error('real failure'))),
      /real failure/,
    );
    latest.abort();
  });

  test('the radius is the configured miles x 1609 m', async () => {
    assert.equal(searchRadiusMeters(10), 16090);
    const near = await search({ position: PROVO, miles: 1 });
    assert.ok(near.units.every((unit) => unit.calculatedDistance <= 1609));
    const wide = await search({ position: PROVO, miles: 25 });
    assert.ok(wide.units.length >= near.units.length);
  });

  test('giving machines: the GIVING_MACHINE locations with their details, by name', async () => {
    const machines = await listGivingMachines(client());
    assert.equal(machines.length, getMapsData().givingMachines.length);
    const names = machines.map((machine) => machine.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    const nyc = machines.find((machine) => machine.name.startsWith('New York'));
    assert.ok(nyc);
    assert.match(nyc.facebook ?? '', /^https:\/\/www\.facebook\.com\//);
    assert.match(nyc.instagram ?? '', /^https:\/\/www\.instagram\.com\//);
    assert.match(nyc.address, /New York/);
    assert.ok(Array.isArray(nyc.details.charities) && typeof nyc.details.venue === 'string');
    assert.ok(Math.abs(nyc.latitude - 40.7) < 0.2 && Math.abs(nyc.longitude + 74) < 0.2);
  });
});
