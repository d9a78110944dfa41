/**
 * A finder unit as the list shows it: every text made from the unit, the element's wording and the page's
 * locale and clock, with finder-logic's helpers. Pure, so the element renders what a test can compute.
 */
import { formatMessage } from '../../src/strings.ts';
import { numberFormat } from '../../src/locale.ts';
import { meetingIcs, formatMeetingTime, meetingWords, nextMeeting, type HourCycle } from './meeting-time.ts';
import { addressLines, displayName, distanceIn, firstMissionaryNumber, typeLabelKey, type DistanceUnit } from './results.ts';
import type { ResultView } from './result-list.tsx';
import type { FinderUnit } from './search.ts';
import type { UnitFinderProps } from './unit-finder.tsx';

/** Spec section 9: distances to 1 decimal. */
export const DISTANCE_FRACTION_DIGITS = 1;

export interface ViewOptions {
  words: UnitFinderProps;
  locale: string | undefined;
  unit: DistanceUnit;
  hourCycle: HourCycle | undefined;
  /** Whether the unit offers the contact form (form-display.ts). */
  offersForm(unitId: string): boolean;
  now?: Date;
}

export function distanceUnitOf(value: string): DistanceUnit {
  return value.trim().toLowerCase() === 'km' ? 'km' : 'mi';
}

export function hourCycleOf(value: string): HourCycle | undefined {
  const cycle = value.trim().toLowerCase();
  return cycle === 'h12' || cycle === 'h23' ? cycle : undefined;
}

export function typeLabel(type: string, words: Pick<UnitFinderProps, 'generalWard' | 'ysaWard' | 'sawWard'>): string {
  const key = typeLabelKey(type);
  return key === 'ysa' ? words.ysaWard : key === 'saw' ? words.sawWard : words.generalWard;
}

export function distanceWords(metres: number, options: Pick<ViewOptions, 'words' | 'locale' | 'unit'>): string {
  if (!Number.isFinite(metres)) return '';
  const figure = numberFormat(options.locale, {
    minimumFractionDigits: DISTANCE_FRACTION_DIGITS,
    maximumFractionDigits: DISTANCE_FRACTION_DIGITS,
  }).format(distanceIn(metres, options.unit));
  const unitWord = options.unit === 'km' ? options.words.kilometresUnit : options.words.milesUnit;
  return formatMessage(options.words.distanceText, { distance: figure, unit: unitWord });
}

/** Lower case, accents off, spaces single: how two wordings are compared. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** How a result's button is named (issue 19 item 13): the parts of its text a screen reader hears. */
export interface ResultNaming {
  /** The name already ends with the type label ('Provo Central 1st Ward', 'Ward'): the label is not read twice. */
  hideType: boolean;
  /** Another result would be named the same: its list number is read in front. */
  numbered: boolean;
}

/**
 * Each result's button named by its own text (so the name holds what is seen): the name, the type unless the
 * name already ends with it, the distance; a name two results would share gets the list number in front.
 */
export function resultNaming(views: readonly Pick<ResultView, 'name' | 'typeLabel' | 'distance'>[]): ResultNaming[] {
  const hidden = views.map((view) => view.typeLabel === '' || folded(view.name).endsWith(folded(view.typeLabel)));
  const names = views.map((view, i) => folded([view.name, hidden[i] ? '' : view.typeLabel, view.distance].join(' ')));
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return views.map((_view, i) => ({ hideType: hidden[i] ?? false, numbered: (counts.get(names[i] ?? '') ?? 0) > 1 }));
}

export function toResultView(unit: FinderUnit, number: number, options: ViewOptions): ResultView {
  const { words, locale, hourCycle } = options;
  const name = displayName(unit);
  const address = addressLines(unit.address);
  const code = unit.hours?.primary?.code;
  const format = { ...(locale ? { locale } : {}), ...(hourCycle ? { hourCycle } : {}) };
  const start = nextMeeting(code, options.now ? { now: options.now } : {});
  return {
    id: unit.id,
    number,
    name,
    typeLabel: typeLabel(unit.type, words),
    distance: distanceWords(unit.calculatedDistance, options),
    address,
    meetingTime: formatMeetingTime(code, words.serviceTime, format),
    nextMeeting: start ? formatMessage(words.nextMeeting, { when: meetingWords(start, { ...format, ...(options.now ? { now: options.now } : {}) }) }) : '',
    calendar: start
      ? meetingIcs({
          uid: `${unit.id}@visitor-blocks`,
          title: name,
          start,
          weekly: true,
          ...(address.length > 0 ? { location: address.join(', ') } : {}),
          ...(unit.directionsLink ? { url: unit.directionsLink } : {}),
          ...(options.now ? { stamp: options.now } : {}),
        })
      : null,
    phone: firstMissionaryNumber(unit) ?? null,
    directions: unit.directionsLink,
    ownWard: unit.ownWard,
    offersForm: options.offersForm(unit.id),
  };
}
