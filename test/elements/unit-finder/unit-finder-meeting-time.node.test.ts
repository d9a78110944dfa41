/**
 * Meeting times from `hours.primary.code` (visitor-blocks spec sections 3 and 8), and beyond the spec: the
 * next meeting in calendar words and the .ics file (RFC 5545).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  escapeIcsText,
  foldIcsLine,
  formatMeetingTime,
  icsDataUrl,
  icsDateTime,
  meetingIcs,
  meetingWords,
  nextMeeting,
  parseMeetingCode,
} from '../../../elements/unit-finder/meeting-time.ts';

/** Thursday 26 November 2026, 15:00 UTC (08:00 in Denver). */
const THURSDAY = new Date('2026-11-26T15:00:00Z');

describe('meeting time from hours.primary.code', () => {
  test('parses a two-letter weekday and HHMM; anything else is no time', () => {
    assert.deepEqual(parseMeetingCode('SU0900'), { weekday: 0, hour: 9, minute: 0 });
    assert.deepEqual(parseMeetingCode('sa1330'), { weekday: 6, hour: 13, minute: 30 });
    assert.deepEqual(parseMeetingCode(' FR1900 '), { weekday: 5, hour: 19, minute: 0 });
    for (const bad of ['', 'XX0900', 'SU2400', 'SU0960', 'SU900', 'Sunday 9', undefined, null]) assert.equal(parseMeetingCode(bad), undefined, String(bad));
  });

  test('fills the day placeholder template in the locale and the page hour cycle; a bad code is blank', () => {
    // ICU versions differ on the space before AM (U+202F or U+0020).
    assert.equal(formatMeetingTime('SU0900', '{day} {time}', { locale: 'en-US', hourCycle: 'h12' }).replace('\u202f', ' '), 'Sunday 9:00 AM');
    assert.equal(formatMeetingTime('SU1330', 'Services {day} at {time}', { locale: 'en-US', hourCycle: 'h23' }), 'Services Sunday at 13:30');
    assert.equal(formatMeetingTime('SA1000', '{day}, {time}', { locale: 'es', hourCycle: 'h23' }), 'sábado, 10:00');
    assert.equal(formatMeetingTime('SU0900', undefined, { locale: 'de-DE' }), 'Sonntag 9:00');
    assert.equal(formatMeetingTime('garbage', '{day} {time}', { locale: 'en-US' }), '');
    assert.equal(formatMeetingTime(undefined), '');
  });
});

describe('next meeting (beyond spec)', () => {
  test('the next start after now, read in the unit time zone', () => {
    assert.equal(nextMeeting('SU0900', { now: THURSDAY, unitTimeZone: 'America/Denver' })?.toISOString(), '2026-11-29T16:00:00.000Z');
    // Thursday 08:00 in Denver: a Thursday 19:00 meeting is today, an 07:00 one is next week.
    assert.equal(nextMeeting('TH1900', { now: THURSDAY, unitTimeZone: 'America/Denver' })?.toISOString(), '2026-11-27T02:00:00.000Z');
    assert.equal(nextMeeting('TH0700', { now: THURSDAY, unitTimeZone: 'America/Denver' })?.toISOString(), '2026-12-03T14:00:00.000Z');
    assert.equal(nextMeeting('SU1000', { now: THURSDAY, unitTimeZone: 'Asia/Tokyo' })?.toISOString(), '2026-11-29T01:00:00.000Z');
    assert.equal(nextMeeting('bad', { now: THURSDAY }), undefined);
  });

  test('across a daylight-saving change the wall time holds', () => {
    // Sunday 8 March 2026: Denver moves from MST (-7) to MDT (-6) at 02:00.
    const saturday = new Date('2026-03-07T20:00:00Z');
    assert.equal(nextMeeting('SU0900', { now: saturday, unitTimeZone: 'America/Denver' })?.toISOString(), '2026-03-08T15:00:00.000Z');
  });

  test('calendar words in the visitor zone: today, tomorrow, else the weekday', () => {
    const options = { now: THURSDAY, locale: 'en-US', hourCycle: 'h23' as const, timeZone: 'America/Denver' };
    assert.equal(meetingWords(new Date('2026-11-27T02:00:00Z'), options), 'today 19:00');
    assert.equal(meetingWords(new Date('2026-11-27T17:30:00Z'), options), 'tomorrow 10:30');
    assert.equal(meetingWords(new Date('2026-11-29T16:00:00Z'), options), 'Sunday 09:00');
    // The same Sunday meeting seen from Tokyo, where it is already Monday morning.
    assert.equal(meetingWords(new Date('2026-11-29T16:00:00Z'), { ...options, timeZone: 'Asia/Tokyo' }), 'Monday 01:00');
    assert.equal(meetingWords(new Date('2026-11-27T17:30:00Z'), { ...options, locale: 'es' }), 'mañana 10:30');
  });
});

describe('add to calendar (.ics, RFC 5545)', () => {
  const ics = meetingIcs({
    uid: '379198-20261129T160000Z@visitor-blocks',
    title: 'Provo Central 1st Ward; sacrament meeting, all welcome',
    start: new Date('2026-11-29T16:00:00Z'),
    location: '122 E 500 N\nProvo, UT 84606',
    description: 'Back\\slash',
    url: 'https://www.google.com/maps/dir/?api=1&origin=Provo&destination=40.2,-111.6',
    weekly: true,
    timeZone: 'America/Denver',
    stamp: THURSDAY,
  });

  test('one event with UID, DTSTAMP, start, end and weekly rule, every line CRLF-ended', () => {
    assert.ok(ics.endsWith('\r\n'));
    assert.ok(!/[^\r]\n/.test(ics), 'no bare LF');
    const lines = ics.split('\r\n');
    assert.equal(lines[0], 'BEGIN:VCALENDAR');
    assert.ok(lines.includes('VERSION:2.0'));
    assert.ok(lines.some((line) => line.startsWith('PRODID:')));
    assert.ok(lines.includes('UID:379198-20261129T160000Z@visitor-blocks'));
    assert.ok(lines.includes('DTSTAMP:20261126T150000Z'));
    // Weekly: floating wall times in the unit's zone, so 9:00 stays 9:00 after the clocks change.
    assert.ok(lines.includes('DTSTART:20261129T090000'), lines.join(' | '));
    assert.ok(lines.includes('DTEND:20261129T100000'), 'an hour by default');
    assert.ok(lines.includes('RRULE:FREQ=WEEKLY'));
    assert.ok(lines.includes('SUMMARY:Provo Central 1st Ward\\; sacrament meeting\\, all welcome'));
    assert.ok(lines.includes('LOCATION:122 E 500 N\\nProvo\\, UT 84606'));
    assert.ok(lines.includes('DESCRIPTION:Back\\\\slash'));
    assert.deepEqual(lines.slice(-3), ['END:VEVENT', 'END:VCALENDAR', '']);
  });

  test('a one-off event is written in UTC', () => {
    const once = meetingIcs({ uid: 'u@x', title: 'Visit', start: new Date('2026-11-29T16:00:00Z'), durationMinutes: 90, stamp: THURSDAY }).split('\r\n');
    assert.ok(once.includes('DTSTART:20261129T160000Z'));
    assert.ok(once.includes('DTEND:20261129T173000Z'));
    assert.ok(!once.some((line) => line.startsWith('RRULE')));
  });

  test('text escaping, folding at 75 octets without splitting a character, UTC times, a data URL', () => {
    assert.equal(escapeIcsText('a,b;c\\d\r\ne'), 'a\\,b\\;c\\\\d\\ne');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldIcsLine(long);
    const parts = folded.split('\r\n ');
    assert.ok(parts.length > 1);
    for (const part of parts) assert.ok(new TextEncoder().encode(part).length <= 75);
    assert.equal(parts.join(''), long, 'unfolding gives the line back');
    assert.equal(foldIcsLine('SHORT:1'), 'SHORT:1');
    for (const wide of [`SUMMARY:${'東'.repeat(40)}`, `SUMMARY:${'😀'.repeat(30)}a`]) {
      const pieces = foldIcsLine(wide).split('\r\n ');
      assert.equal(pieces.join(''), wide);
      for (const piece of pieces) assert.ok(new TextEncoder().encode(piece).length <= 75, piece);
      assert.ok(new TextEncoder().encode(pieces[0]).length > 70, 'lines are filled, not cut early');
    }
    assert.equal(icsDateTime(new Date('2026-01-02T03:04:05.678Z')), '20260102T030405Z');
    assert.equal(decodeURIComponent(icsDataUrl(ics).replace('data:text/calendar;charset=utf-8,', '')), ics);
  });
});
