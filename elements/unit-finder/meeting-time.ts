/**
 * Meeting times (visitor-blocks spec section 3: `hours.primary.code` is a two-letter weekday and four digits
 * of hour and minute, 'SU0900'; section 8: a code that does not parse gives a blank time), and beyond the
 * spec: the next meeting in the visitor's own time zone and calendar words, and an .ics file (RFC 5545).
 */
import { dateTimeFormat, relativeTimeFormat } from '../../src/locale.ts';
import { formatMessage } from '../../src/strings.ts';

/** Two-letter weekdays of the code, Sunday first (Date.getDay order). */
export const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
/** The element data's default 'service time with day placeholder' (spec section 3). */
export const DEFAULT_SERVICE_TIME_TEMPLATE = '{day} {time}';
/** A sacrament meeting and its classes take about an hour (beyond spec: the calendar entry's length). */
export const DEFAULT_MEETING_MINUTES = 60;

export type HourCycle = 'h12' | 'h23';

export interface MeetingCode {
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  hour: number;
  minute: number;
}

const CODE_PATTERN = /^([A-Za-z]{2})(\d{2})(\d{2})$/;

/** 'SU0900' -> { weekday: 0, hour: 9, minute: 0 }; anything else (unknown day, 2460, blank) -> undefined. */
export function parseMeetingCode(code: string | undefined | null): MeetingCode | undefined {
  const match = CODE_PATTERN.exec((code ?? '').trim());
  if (!match) return undefined;
  const weekday = (WEEKDAY_CODES as readonly string[]).indexOf(match[1]!.toUpperCase());
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (weekday < 0 || hour > 23 || minute > 59) return undefined;
  return { weekday, hour, minute };
}

export interface MeetingFormatOptions {
  /** Locale(s) for day names and times; the runtime's by default. */
  locale?: string | readonly string[];
  /** The page's hour cycle (element data 'hour-cycle'); the locale's by default. */
  hourCycle?: HourCycle;
}

/** A Sunday (7 January 2024, UTC) to name weekdays from. */
const SUNDAY_UTC = Date.UTC(2024, 0, 7);
const DAY_MS = 86_400_000;

function timeFormat(options: MeetingFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  return dateTimeFormat(options.locale, {
    hour: 'numeric',
    minute: '2-digit',
    ...(options.hourCycle ? { hourCycle: options.hourCycle } : {}),
    ...(timeZone ? { timeZone } : {}),
  });
}

/**
 * The unit's meeting time as the result shows it: the template's `{day}` and `{time}` filled in the page's
 * locale and hour cycle ('Sunday 9:00 AM'). A code that does not parse gives '' (spec section 8).
 */
export function formatMeetingTime(code: string | undefined | null, template = DEFAULT_SERVICE_TIME_TEMPLATE, options: MeetingFormatOptions = {}): string {
  const parsed = parseMeetingCode(code);
  if (!parsed) return '';
  const at = new Date(SUNDAY_UTC + parsed.weekday * DAY_MS + (parsed.hour * 60 + parsed.minute) * 60_000);
  const day = dateTimeFormat(options.locale, { weekday: 'long', timeZone: 'UTC' }).format(at);
  const time = timeFormat(options, 'UTC').format(at);
  return formatMessage(template, { day, time });
}

/** Wall-clock parts of an instant in a time zone (the runtime's when none is named). */
function wallClock(instant: Date, timeZone: string | undefined): { year: number; month: number; day: number; hour: number; minute: number; weekday: number } {
  if (!timeZone) {
    return {
      year: instant.getFullYear(),
      month: instant.getMonth() + 1,
      day: instant.getDate(),
      hour: instant.getHours(),
      minute: instant.getMinutes(),
      weekday: instant.getDay(),
    };
  }
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
    weekday,
  };
}

/** The instant at which the wall clock in `timeZone` reads the given date and time (DST gaps move forward). */
function instantOf(year: number, month: number, day: number, hour: number, minute: number, timeZone: string | undefined): Date {
  if (!timeZone) return new Date(year, month - 1, day, hour, minute);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  // Two corrections settle the zone's offset, a third covers an offset change between the guesses.
  for (let i = 0; i < 3; i++) {
    const seen = wallClock(new Date(guess), timeZone);
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    if (seenUtc === wanted) break;
    guess += wanted - seenUtc;
  }
  return new Date(guess);
}

/**
 * The next start of a weekly meeting after `now`. The code is read in `unitTimeZone` (an IANA zone; the
 * runtime's, i.e. the visitor's, when the unit's is unknown). Undefined when the code does not parse.
 */
export function nextMeeting(code: string | undefined | null, options: { now?: Date; unitTimeZone?: string } = {}): Date | undefined {
  const parsed = parseMeetingCode(code);
  if (!parsed) return undefined;
  const now = options.now ?? new Date();
  const today = wallClock(now, options.unitTimeZone);
  for (let ahead = 0; ahead <= 7; ahead++) {
    if ((today.weekday + ahead) % 7 !== parsed.weekday) continue;
    // Calendar arithmetic in UTC, so a DST change in the runtime's zone cannot shift the day.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + ahead));
    const start = instantOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), parsed.hour, parsed.minute, options.unitTimeZone);
    if (start.getTime() > now.getTime()) return start;
  }
  return undefined;
}

export interface MeetingWordsOptions extends MeetingFormatOptions {
  now?: Date;
  /** The visitor's IANA zone; the runtime's by default. */
  timeZone?: string;
}

/**
 * A meeting start in calendar words in the visitor's zone: 'today 9:00 AM', 'tomorrow 10:30', else the
 * weekday ('Sunday 9:00'); the words come from `Intl.RelativeTimeFormat` in the page's locale.
 */
export function meetingWords(start: Date, options: MeetingWordsOptions = {}): string {
  const now = options.now ?? new Date();
  const a = wallClock(now, options.timeZone);
  const b = wallClock(start, options.timeZone);
  const days = Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
  const day =
    days === 0 || days === 1
      ? relativeTimeFormat(options.locale, { numeric: 'auto' }).format(days, 'day')
      : dateTimeFormat(options.locale, { weekday: 'long', ...(options.timeZone ? { timeZone: options.timeZone } : {}) }).format(start);
  return `${day} ${timeFormat(options, options.timeZone).format(start)}`;
}

export interface CalendarEvent {
  /** Globally unique; the unit id and the start make a stable one ('379198-20261129T160000Z@visitor-blocks'). */
  uid: string;
  title: string;
  start: Date;
  /** DEFAULT_MEETING_MINUTES by default. */
  durationMinutes?: number;
  location?: string;
  description?: string;
  url?: string;
  /**
   * Repeats every week (RRULE:FREQ=WEEKLY). Its times are then written as floating local times (RFC 5545
   * 3.3.5 form 1) read in `timeZone`, so the meeting stays at 9:00 across daylight-saving changes.
   */
  weekly?: boolean;
  /** The IANA zone a weekly event's wall time is read in; the runtime's by default. */
  timeZone?: string;
  /** DTSTAMP: when the file was made; now by default. */
  stamp?: Date;
}

/** RFC 5545 3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of one code point in UTF-8 (a TextEncoder per character cost ~20 ms per 40-result search). */
function utf8Size(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  // Most lines are short ASCII: nothing to fold.
  if (line.length <= 75 && /^[\x20-\x7e]*$/.test(line)) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Size(char);
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 'YYYYMMDDTHHMMSSZ' (UTC, RFC 5545 3.3.5 form 2). */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 'YYYYMMDDTHHMMSS' without a zone: the wall time of an instant in a zone (RFC 5545 3.3.5 form 1, floating). */
export function icsFloatingDateTime(date: Date, timeZone?: string): string {
  const wall = wallClock(date, timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${wall.year}${two(wall.month)}${two(wall.day)}T${two(wall.hour)}${two(wall.minute)}00`;
}

/** The text of an .ics file with one event, CRLF line ends (RFC 5545), for an add-to-calendar link. */
export function meetingIcs(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + (event.durationMinutes ?? DEFAULT_MEETING_MINUTES) * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Visitor Blocks//vb-unit-finder//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp ?? new Date())}`,
    `DTSTART:${event.weekly ? icsFloatingDateTime(event.start, event.timeZone) : icsDateTime(event.start)}`,
    `DTEND:${event.weekly ? icsFloatingDateTime(end, event.timeZone) : icsDateTime(end)}`,
    ...(event.weekly ? ['RRULE:FREQ=WEEKLY'] : []),
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A `data:` URL of the .ics text, for `<a href download="meeting.ics">` (no object URL to revoke). */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
