/**
 * The generated maps data: deterministic, about the sizes issue 4 asks for, and holding the cases the
 * unit finder must handle (excluded names, seasonal and Native American wards, units whose missionary
 * numbers are only on their parent, meetings not on Sunday, local names, languages that fit the country).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getMapsData, hashDataset, loadMapsData, type LocationRecord } from '../../../demo/server/maps/data.ts';
import { DEFAULT_SEED, GIVING_MACHINE_SITES, TARGET_MEETINGHOUSES, generateDataset } from '../../../demo/server/maps/generate.ts';
import { haversineMetres } from '../../../demo/server/maps/geo-math.ts';
import { LocationType } from '../../../maps/geo/enums.ts';

const data = getMapsData();
const byType = (predicate: (type: string) => boolean) => data.locations.filter((record) => predicate(record.type));
const wards = byType((type) => type.startsWith('WARD'));
const meetinghouses = byType((type) => type === LocationType.MEETINGHOUSE);

describe('maps data: generation', () => {
  test('two generations from the same seed are identical (same SHA-256), and equal what the service serves', () => {
    const first = generateDataset(DEFAULT_SEED);
    const second = generateDataset(DEFAULT_SEED);
    const hash = hashDataset(first);
    assert.match(hash, /^[0-9a-f]{64}$/);
    assert.equal(hashDataset(second), hash);
    // The process-wide data may come from the .data/ cache: it must be the same data.
    assert.equal(data.hash(), hash);
  });

  test('another seed makes other data', () => {
    const other = loadMapsData({ seed: 'another seed', cacheDir: false });
    assert.notEqual(other.hash(), data.hash());
    assert.equal(other.origin, 'generated');
  });

  test(`about ${TARGET_MEETINGHOUSES} meetinghouses holding about 30,000 congregations, ${GIVING_MACHINE_SITES} giving-machine sites`, () => {
    assert.equal(meetinghouses.length, TARGET_MEETINGHOUSES);
    assert.ok(wards.length >= 27000 && wards.length <= 33000, `${wards.length} congregations`);
    assert.equal(data.givingMachines.length, GIVING_MACHINE_SITES);
    for (const machine of data.givingMachines) {
      assert.ok(machine.id && machine.name && machine.address, JSON.stringify(machine));
      assert.ok(Math.abs(machine.latitude) <= 90 && Math.abs(machine.longitude) <= 180);
      assert.match(machine.facebook, /^https:\/\/www\.facebook\.com\//);
      assert.match(machine.instagram, /^https:\/\/www\.instagram\.com\//);
    }
  });

  test('ids are unique across types and every relation points at an existing location', () => {
    const ids = new Set(data.locations.map((record) => record.id));
    assert.equal(ids.size, data.locations.length);
    for (const record of data.locations) {
      for (const id of [record.parentId, record.facilityId, ...(record.childIds ?? []), ...(record.associatedIds ?? []), ...(record.relatedIds ?? [])]) {
        if (id !== undefined) assert.ok(data.byId(id), `${record.type}:${record.id} points at missing ${id}`);
      }
    }
  });

  test('every congregation has a stake (or district) as parent and meets in a meetinghouse', () => {
    for (const ward of wards) {
      const parent = data.byId(ward.parentId ?? '');
      assert.ok(parent && parent.type.startsWith('STAKE'), `${ward.name} has parent ${parent?.type}`);
      assert.ok(parent.childIds?.includes(ward.id));
      const building = data.byId(ward.facilityId ?? '');
      assert.ok(building && building.type === LocationType.MEETINGHOUSE);
      assert.ok(building.childIds?.includes(ward.id));
      assert.equal(building.latitude, ward.latitude);
      assert.equal(building.longitude, ward.longitude);
    }
  });

  test('meetinghouses sit where people live: Provo, Utah has many, near its centre', () => {
    const provo = meetinghouses.filter((record) => haversineMetres(-111.65853, 40.23384, record.longitude, record.latitude) < 10000);
    assert.ok(provo.length >= 40, `${provo.length} meetinghouses within 10 km of Provo`);
    const utah = meetinghouses.filter((record) => record.address?.country === 'US' && record.address.state === 'UT');
    assert.ok(utah.length > 1000, `${utah.length} in Utah`);
    const countries = new Set(meetinghouses.map((record) => record.address?.country));
    assert.ok(countries.size > 60, `${countries.size} countries`);
  });

  test('the location types of the toolkit spec are present: stakes, districts, temples, family history centres, missions, areas...', () => {
    const types = new Set(data.locations.map((record) => record.type));
    for (const type of [
      LocationType.WARD,
      LocationType.WARD__BRANCH,
      LocationType.WARD__SEASONAL,
      LocationType.WARD__NATIVE_AMERICAN,
      LocationType.WARD__YOUNG_SINGLE_ADULT,
      LocationType.WARD__SINGLE_ADULT,
      LocationType.WARD__SPANISH,
      LocationType.STAKE,
      LocationType.STAKE__DISTRICT,
      LocationType.STAKE__YOUNG_SINGLE_ADULT,
      LocationType.TEMPLE,
      LocationType.TEMPLE__ANNOUNCED,
      LocationType.TEMPLE_DISTRICT,
      LocationType.MISSION,
      LocationType.AREA,
      LocationType.FAMILY_HISTORY_CENTER,
      LocationType.INSTITUTE,
      LocationType.SEMINARY,
      LocationType.WELFARE__BISHOPS_STOREHOUSE,
      LocationType.EMPLOYMENT_CENTER__SELF_RELIANCE,
      LocationType.VISITORS_CENTER,
      LocationType.HISTORIC_SITE,
      LocationType.MEETINGHOUSE__CONSTRUCTION,
      LocationType.GIVING_MACHINE,
    ]) {
      assert.ok(types.has(type), `no ${type}`);
    }
    // The visitor spec's literal type names.
    assert.ok(types.has('WARD.SEASONAL') && types.has('WARD.NATIVEAMERICAN') && types.has('WARD__SINGLE_ADULT'));
  });

  test('meeting hours are two-letter weekday + HHMM, and not always Sunday', () => {
    const days = new Set<string>();
    for (const ward of wards) {
      assert.match(ward.hours ?? '', /^(SU|MO|TU|WE|TH|FR|SA)([01]\d|2[0-3])[0-5]\d$/, `${ward.name}: ${ward.hours}`);
      days.add((ward.hours ?? '').slice(0, 2));
    }
    assert.ok(days.has('SU') && days.size >= 3, [...days].join());
  });

  test('names the finder must leave out exist (care center, retirement, correctional)', () => {
    for (const word of ['CARE CENTER', 'RETIREMENT', 'CORRECTIONAL']) {
      assert.ok(
        wards.some((ward) => ward.name.toUpperCase().includes(word)),
        word,
      );
    }
  });

  test('some units have missionary numbers, some only through their parent, some none at all', () => {
    const own = wards.filter((ward) => (ward.missionaryPhoneNumbers?.length ?? 0) > 0);
    const viaParent = wards.filter((ward) => !ward.missionaryPhoneNumbers && (data.byId(ward.parentId ?? '')?.missionaryPhoneNumbers?.length ?? 0) > 0);
    assert.ok(own.length > 5000 && viaParent.length > 5000, `${own.length} own, ${viaParent.length} via parent`);
    const sample = viaParent[0] as LocationRecord;
    assert.deepEqual(data.missionaryPhoneNumbers(sample.id), { numbers: data.byId(sample.parentId ?? '')?.missionaryPhoneNumbers, from: sample.parentId });
    assert.deepEqual(data.missionaryPhoneNumbers('no such unit'), { numbers: [], from: undefined });
    for (const number of own[0]?.missionaryPhoneNumbers ?? []) assert.match(number, /^\+\d[\d -]+$/);
  });

  test('languages fit the country; local names are in the local language', () => {
    const geographic = (cc: string) => wards.filter((ward) => ward.geographic && ward.address?.country === cc);
    assert.ok(geographic('MX').every((ward) => ward.language === 'spa'));
    assert.ok(geographic('BR').every((ward) => ward.language === 'por'));
    assert.ok(geographic('JP').every((ward) => ward.language === 'jpn'));
    const us = geographic('US');
    assert.ok(us.filter((ward) => ward.language === 'eng').length / us.length > 0.95);
    const brazilian = geographic('BR').find((ward) => ward.localNames);
    assert.match(brazilian?.localNames?.[0] ?? '', /^(Ala|Ramo) /);
    const spanishWard = wards.find((ward) => ward.type === LocationType.WARD__SPANISH && ward.address?.country === 'US');
    assert.equal(spanishWard?.language, 'spa');
    assert.equal(data.languageNames.spa, 'Spanish');
  });

  test('addresses have a street, city and country; US ones a ZIP and state that belong together', () => {
    for (const record of meetinghouses) {
      const address = record.address;
      assert.ok(address?.street1 && address.city && address.country && address.countryCode3 && address.formatted, JSON.stringify(address));
      if (address.country === 'US') {
        assert.match(address.postalCode ?? '', /^\d{5}$/);
        assert.match(address.state ?? '', /^[A-Z]{2}$/);
      }
    }
  });
});
