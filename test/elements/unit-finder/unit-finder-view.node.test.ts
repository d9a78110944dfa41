/**
 * What one result of vb-unit-finder shows (elements/unit-finder/result-view.ts): the element's wording, the
 * page's locale and clock, finder-logic's helpers. Pure: a fixed unit and a fixed "now".
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { meta } from '../../../elements/unit-finder/meta.ts';
import { distanceUnitOf, distanceWords, hourCycleOf, toResultView, typeLabel } from '../../../elements/unit-finder/result-view.ts';
import type { FinderUnit } from '../../../elements/unit-finder/search.ts';
import type { UnitFinderProps } from '../../../elements/unit-finder/unit-finder.tsx';

const words = Object.fromEntries(Object.entries(meta.props).map(([key, spec]) => [key, spec.default])) as unknown as UnitFinderProps;

const unit = {
  id: '379207',
  name: 'Provo Central 2nd Ward',
  type: 'WARD__YOUNG_SINGLE_ADULT',
  language: { code: 'eng', name: 'English' },
  address: { street1: '122 E 500 N', city: 'Provo', state: 'UT', postalCode: '84606', country: 'US' },
  hours: { primary: { code: 'SU0900' } },
  properties: { LocalNames: ['Barrio Central 2'] },
  calculatedDistance: 1609.344 * 1.26,
  missionaryPhoneNumbers: ['+1 801-555-0100', '+1 801-555-0199'],
  directionsLink: 'https://www.google.com/maps/dir/?api=1&origin=Provo&destination=40.24,-111.65',
  locationIndex: 0,
  ownWard: true,
} as unknown as FinderUnit;

/** A Saturday morning in Provo (UTC-7 in November is MST): the next meeting is tomorrow 9:00. */
const now = new Date('2026-11-28T16:00:00Z');

describe('result-view.ts', () => {
  test('attribute values: distance unit and hour cycle, anything else the default', () => {
    assert.equal(distanceUnitOf('KM'), 'km');
    assert.equal(distanceUnitOf('furlongs'), 'mi');
    assert.equal(hourCycleOf('h23'), 'h23');
    assert.equal(hourCycleOf('h24'), undefined);
  });

  test("type labels come from the element's words (general, YSA, single adult)", () => {
    assert.equal(typeLabel('WARD', words), 'Ward');
    assert.equal(typeLabel('WARD__YOUNG_SINGLE_ADULT', words), 'Young single adult ward');
    assert.equal(typeLabel('WARD__SINGLE_ADULT', words), 'Single adult ward');
  });

  test('distance to one decimal in miles or kilometres with the wording template; none without a distance', () => {
    assert.equal(distanceWords(1609.344 * 1.26, { words, locale: 'en', unit: 'mi' }), '1.3 mi away');
    assert.equal(distanceWords(2000, { words, locale: 'en', unit: 'km' }), '2.0 km away');
    assert.equal(distanceWords(2000, { words: { ...words, distanceText: 'a {distance} {unit}' }, locale: 'es', unit: 'km' }), 'a 2,0 km');
    assert.equal(distanceWords(Number.POSITIVE_INFINITY, { words, locale: 'en', unit: 'mi' }), '');
  });

  test('a whole result: local name, labels, address, meeting time, next meeting, calendar, first number, form', () => {
    const view = toResultView(unit, 3, { words, locale: 'en-US', unit: 'mi', hourCycle: 'h12', offersForm: (id) => id === '379207', now });
    assert.equal(view.number, 3);
    assert.equal(view.name, 'Barrio Central 2');
    assert.equal(view.typeLabel, 'Young single adult ward');
    assert.equal(view.distance, '1.3 mi away');
    assert.deepEqual(view.address, ['122 E 500 N', 'Provo, UT 84606']);
    assert.equal(view.meetingTime, 'Sacrament meeting: Sunday at 9:00 AM');
    assert.match(view.nextMeeting, /^Next meeting: (tomorrow|Sunday) 9:00 AM$/);
    assert.match(view.calendar ?? '', /^BEGIN:VCALENDAR\r\n/);
    assert.match(view.calendar ?? '', /SUMMARY:Barrio Central 2\r\n/);
    assert.match(view.calendar ?? '', /RRULE:FREQ=WEEKLY/);
    assert.equal(view.phone, '+1 801-555-0100');
    assert.equal(view.directions, unit.directionsLink);
    assert.equal(view.ownWard, true);
    assert.equal(view.offersForm, true);
  });

  test('a meeting code that does not parse gives no time, no next meeting and no calendar (spec section 8)', () => {
    const view = toResultView({ ...unit, hours: { primary: { code: 'XX99' } }, missionaryPhoneNumbers: [] }, 1, {
      words,
      locale: 'en-US',
      unit: 'km',
      hourCycle: undefined,
      offersForm: () => false,
      now,
    });
    assert.equal(view.meetingTime, '');
    assert.equal(view.nextMeeting, '');
    assert.equal(view.calendar, null);
    assert.equal(view.phone, null);
    assert.equal(view.offersForm, false);
  });
});
