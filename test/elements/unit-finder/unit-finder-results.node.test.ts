/**
 * What the finder shows of a unit and which units it shows (visitor-blocks spec sections 3, 5, 9), the
 * URL state (section 2) and the form display rule (sections 3 and 6). Pure functions, no server.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  addressLines,
  directionsLink,
  displayName,
  distanceIn,
  filterOptions,
  filterUnits,
  firstMissionaryNumber,
  formatDistance,
  isListable,
  languageKey,
  matchesFilter,
  offersSearchThisArea,
  typeLabelKey,
} from '../../../elements/unit-finder/results.ts';
import { commitUrlState, historyMode, readUrlState, writeUrlState, type UrlHost } from '../../../elements/unit-finder/url-state.ts';
import { parseFormDisplayMode, parseUnitsAndCampaigns, showsForm } from '../../../elements/unit-finder/form-display.ts';
import { FIT_PADDING, METERS_PER_RADIUS_MILE, SEARCH_THIS_AREA_METERS } from '../../../elements/unit-finder/finder-constants.ts';
import { destination } from '../../../maps/geo/circle.ts';

const unit = (type: string, name: string, code = 'eng') => ({ type, name, language: { code } });

describe('result presentation', () => {
  test('the first local name is preferred, else the name', () => {
    assert.equal(displayName({ name: 'Tokyo 1st Ward', properties: { LocalNames: ['東京第一ワード', 'Tokyo Daiichi'] } }), '東京第一ワード');
    assert.equal(displayName({ name: 'Provo 3rd Ward', properties: { LocalNames: ['  '] } }), 'Provo 3rd Ward');
    assert.equal(displayName({ name: 'Provo 3rd Ward' }), 'Provo 3rd Ward');
  });

  test('type labels: general, YSA, single adult', () => {
    assert.equal(typeLabelKey('WARD'), 'general');
    assert.equal(typeLabelKey('WARD__SPANISH'), 'general');
    assert.equal(typeLabelKey('WARD__YOUNG_SINGLE_ADULT'), 'ysa');
    assert.equal(typeLabelKey('WARD__YOUNG_SINGLE_ADULT_BRANCH'), 'ysa');
    assert.equal(typeLabelKey('WARD__SINGLE_ADULT'), 'saw');
  });

  test('distance in miles (x 0.000621371192) or km, one decimal, in the locale', () => {
    assert.equal(distanceIn(1609.344, 'mi'), 1);
    assert.equal(distanceIn(2414, 'mi'), 1.5);
    assert.equal(distanceIn(2449, 'km'), 2.4);
    assert.equal(distanceIn(2451, 'km'), 2.5);
    assert.equal(formatDistance(1609.344, 'mi', 'en-US'), '1.0 mi');
    assert.equal(formatDistance(12_345, 'km', 'en-US'), '12.3 km');
    assert.equal(formatDistance(12_345, 'km', 'de-DE'), '12,3 km');
    assert.equal(formatDistance(Number.POSITIVE_INFINITY, 'km', 'en-US'), '');
  });

  test('address lines, the directions link and the first missionary number', () => {
    assert.deepEqual(addressLines({ street1: '122 E 500 N', city: 'Provo', state: 'UT', postalCode: '84606', country: 'US' }), [
      '122 E 500 N',
      'Provo, UT 84606',
    ]);
    assert.deepEqual(addressLines({ street1: 'Rua A, 10', street2: 'Sala 2', city: 'Recife' }), ['Rua A, 10', 'Sala 2', 'Recife']);
    assert.deepEqual(addressLines({ formatted: 'Somewhere 1' }), ['Somewhere 1']);
    assert.deepEqual(addressLines(undefined), []);
    const link = directionsLink('Provo, UT & more', { latitude: 40.24, longitude: -111.65 });
    assert.equal(link, 'https://www.google.com/maps/dir/?api=1&origin=Provo%2C+UT+%26+more&destination=40.24%2C-111.65');
    assert.equal(new URL(link).searchParams.get('origin'), 'Provo, UT & more');
    assert.equal(firstMissionaryNumber({ missionaryPhoneNumbers: ['', '+1 801-555-0101', '+1 801-555-0102'] }), '+1 801-555-0101');
    assert.equal(firstMissionaryNumber({}), undefined);
  });

  test("'search this area' from 1000 m", () => {
    const centre = { latitude: 40.2338, longitude: -111.6585 };
    assert.equal(SEARCH_THIS_AREA_METERS, 1000);
    assert.equal(offersSearchThisArea(centre, destination(centre, 90, 999)), false);
    assert.equal(offersSearchThisArea(centre, destination(centre, 90, 1001)), true);
    assert.equal(offersSearchThisArea(undefined, centre), false, 'no search yet');
    assert.deepEqual(FIT_PADDING, { top: 100, right: 50, bottom: 50, left: 50 });
    assert.equal(METERS_PER_RADIUS_MILE, 1609);
  });
});

describe('result filtering (spec section 5)', () => {
  test('names with CARE CENTER, RETIREMENT, CORRECTIONAL, seasonal wards and stakes are never listed', () => {
    assert.equal(isListable(unit('WARD__BRANCH', 'Sunrise Care Center Branch')), false);
    assert.equal(isListable(unit('WARD__BRANCH', 'Mesa retirement Branch')), false, 'in any case');
    assert.equal(isListable(unit('WARD__BRANCH', 'Utah State Prison Correctional Branch')), false);
    assert.equal(isListable(unit('WARD.SEASONAL', 'Cocoa Seasonal Ward')), false);
    assert.equal(isListable(unit('STAKE', 'Provo Utah Stake')), false);
    assert.equal(isListable(unit('STAKE__YOUNG_SINGLE_ADULT', 'Provo YSA Stake')), false);
    assert.equal(isListable(unit('WARD', 'Provo 3rd Ward')), true);
  });

  test('a language filter keeps that language only and drops Native American wards; a type filter matches the type or its label', () => {
    const units = [
      unit('WARD', 'Provo 1st Ward'),
      unit('WARD__SPANISH', 'Provo 1st Ward (Spanish)', 'spa'),
      unit('WARD.NATIVEAMERICAN', 'Lamanite Ward'),
      unit('WARD__YOUNG_SINGLE_ADULT', 'Provo YSA 12th Ward'),
      unit('WARD.SEASONAL', 'Seasonal Ward'),
    ];
    assert.deepEqual(
      filterUnits(units, {}).map((u) => u.name),
      ['Provo 1st Ward', 'Provo 1st Ward (Spanish)', 'Lamanite Ward', 'Provo YSA 12th Ward'],
    );
    assert.deepEqual(
      filterUnits(units, { languages: ['en'] }).map((u) => u.name),
      ['Provo 1st Ward', 'Provo YSA 12th Ward'],
    );
    assert.deepEqual(
      filterUnits(units, { languages: ['es', 'en'] }).map((u) => u.name),
      ['Provo 1st Ward', 'Provo 1st Ward (Spanish)', 'Provo YSA 12th Ward'],
    );
    assert.deepEqual(
      filterUnits(units, { languages: ['eng'], type: 'ysa' }).map((u) => u.name),
      ['Provo YSA 12th Ward'],
    );
    assert.deepEqual(
      filterUnits(units, { type: 'WARD__SPANISH' }).map((u) => u.name),
      ['Provo 1st Ward (Spanish)'],
    );
    assert.equal(matchesFilter(unit('WARD', 'No language', ''), { languages: ['en'] }), false);
    assert.equal(matchesFilter(unit('WARD', 'Blank filter'), { languages: [' '] }), true, 'blank codes are no filter');
  });

  test('language codes compare as ISO 639-1', () => {
    assert.equal(languageKey('spa'), 'es');
    assert.equal(languageKey('ES'), 'es');
    assert.equal(languageKey('por'), 'pt');
    assert.equal(languageKey('haw'), 'haw');
    assert.equal(languageKey('not a code!'), 'not a code!');
  });

  test('filter options: the languages and types present among listable units, most first, named in the page language', () => {
    const options = filterOptions(
      [unit('WARD', 'A'), unit('WARD', 'B'), unit('WARD__SPANISH', 'C', 'spa'), unit('WARD.SEASONAL', 'D', 'fra'), unit('STAKE', 'E', 'deu')],
      'es',
    );
    assert.deepEqual(options.languages, [
      { code: 'en', label: 'inglés', count: 2 },
      { code: 'es', label: 'español', count: 1 },
    ]);
    assert.deepEqual(options.unitTypes, [
      { type: 'WARD', labelKey: 'general', count: 2 },
      { type: 'WARD__SPANISH', labelKey: 'general', count: 1 },
    ]);
  });

  test("filter options: a malformed language code in the data names itself (the unit's own name first), never throws", () => {
    const options = filterOptions(
      [
        { type: 'WARD', name: 'A', language: { code: 'es-!', name: 'Español (local)' } },
        { type: 'WARD', name: 'B', language: { code: '123' } },
      ],
      'en',
    );
    assert.deepEqual(
      options.languages.map((option) => option.label),
      ['Español (local)', '123'],
    );
  });
});

describe('URL state (spec section 2)', () => {
  test('reads location, GEOLOCATE, languages and unit', () => {
    assert.deepEqual(readUrlState('?location=Provo%2C+UT&languages=es,%20en,,&unit=379198'), {
      location: 'Provo, UT',
      geolocate: false,
      languages: ['es', 'en'],
      unit: '379198',
    });
    assert.equal(readUrlState(new URL('https://x.test/find?location=GEOLOCATE')).geolocate, true);
    assert.deepEqual(readUrlState(new URLSearchParams()), { location: '', geolocate: false, languages: [], unit: '' });
    assert.equal(readUrlState('https://x.test/p?location=geolocate').geolocate, true);
    assert.deepEqual(readUrlState('?unit=7#map').unit, '7', 'the fragment is not part of the last value');
    assert.equal(readUrlState('https://x.test/p?unit=8#unit=9').unit, '8');
  });

  test('writes the state, keeps other parameters and the fragment; a new search clears the selection', () => {
    const start = 'https://x.test/find?utm=1&location=Orem&unit=5#map';
    assert.equal(writeUrlState(start, { location: 'Provo, UT' }, 'search'), 'https://x.test/find?utm=1&location=Provo%2C+UT#map');
    assert.equal(writeUrlState(start, { languages: ['es'] }, 'filter'), 'https://x.test/find?utm=1&location=Orem&unit=5&languages=es#map');
    assert.equal(writeUrlState(start, { languages: [] }, 'filter'), start);
    assert.equal(writeUrlState(start, { unit: '' }, 'select'), 'https://x.test/find?utm=1&location=Orem#map');
    assert.equal(writeUrlState(start, { geolocate: true }, 'search'), 'https://x.test/find?utm=1&location=GEOLOCATE#map');
  });

  test('a location search pushes, filter and selection replace, an unchanged URL writes nothing', () => {
    assert.equal(historyMode('search'), 'push');
    assert.equal(historyMode('filter'), 'replace');
    assert.equal(historyMode('select'), 'replace');
    const written: string[] = [];
    const host: UrlHost = {
      location: { href: 'https://x.test/find' },
      history: {
        pushState: (_data, _unused, url) => {
          written.push(`push ${String(url)}`);
          host.location.href = String(url);
        },
        replaceState: (_data, _unused, url) => {
          written.push(`replace ${String(url)}`);
          host.location.href = String(url);
        },
      },
    };
    assert.equal(commitUrlState({ location: 'Provo' }, 'search', host), 'push');
    assert.equal(commitUrlState({ languages: ['es'] }, 'filter', host), 'replace');
    assert.equal(commitUrlState({ unit: '42' }, 'select', host), 'replace');
    assert.equal(commitUrlState({ unit: '42' }, 'select', host), undefined);
    assert.equal(commitUrlState({ location: 'Provo' }, 'search', host), 'push', 'the same place again clears the selection: a new entry');
    assert.deepEqual(written, [
      'push https://x.test/find?location=Provo',
      'replace https://x.test/find?location=Provo&languages=es',
      'replace https://x.test/find?location=Provo&languages=es&unit=42',
      'push https://x.test/find?location=Provo&languages=es',
    ]);
  });
});

describe('form display (spec sections 3 and 6)', () => {
  const lists = parseUnitsAndCampaigns('{"campaignIds":["c-1",7],"unitIds":["379198"]}');

  test('modes and lists are read leniently', () => {
    assert.deepEqual(lists, { campaignIds: ['c-1', '7'], unitIds: ['379198'] });
    assert.deepEqual(parseUnitsAndCampaigns('not json'), { campaignIds: [], unitIds: [] });
    assert.deepEqual(parseUnitsAndCampaigns({ campaignIds: 'c-1' }), { campaignIds: [], unitIds: [] });
    assert.equal(parseFormDisplayMode(' Dynamic-Display '), 'dynamic-display');
    assert.equal(parseFormDisplayMode('always-display'), 'always-display');
    assert.equal(parseFormDisplayMode('sometimes'), 'none');
    assert.equal(parseFormDisplayMode(null), 'none');
  });

  test('always shows; dynamic needs the CID in the campaigns and the unit in the units; otherwise none', () => {
    assert.equal(showsForm('always-display', 'any', { campaignIds: [], unitIds: [] }, undefined), true);
    assert.equal(showsForm('dynamic-display', '379198', lists, 'c-1'), true);
    assert.equal(showsForm('dynamic-display', '379198', lists, '7'), true);
    assert.equal(showsForm('dynamic-display', '379198', lists, 'c-2'), false, 'campaign not listed');
    assert.equal(showsForm('dynamic-display', '111', lists, 'c-1'), false, 'unit not listed');
    assert.equal(showsForm('dynamic-display', '379198', lists, undefined), false, 'no cookie');
    assert.equal(showsForm('none', '379198', lists, 'c-1'), false);
  });
});
