/**
 * A whole address pasted into vb-address-block's street (issue 13 'Beyond the spec'), split into the parts:
 * pure, so a node test covers the addresses of many countries.
 */
import type { AddressParts } from './address-logic.ts';
import type { StateOption } from './address-answers-logic.ts';

/** A postcode: one or two tokens that each hold a digit ('84604', '84604-1840', 'M5V 2T6', 'SW1A 2AA'). */
const TRAILING_POSTCODE = /(?:^|\s)((?=[\p{L}\d]*\d)[\p{L}\d]+(?:[ -](?=[\p{L}\d]*\d)[\p{L}\d]+)?)$/u;
/** A postcode before the town, as most of Europe writes it ('15090 Berlin'). */
const LEADING_POSTCODE = /^(\d[\d -]*\d|\d)\s+(\D.*)$/u;
const HAS_LETTER = /\p{L}/u;
/** A pasted text longer than any address is not split (and costs nothing to look at). */
export const PASTE_MAX_LENGTH = 500;
/** The region-and-postcode segment ('UT 84604-1840', 'ON M5V 2T6') is short; a longer one is not a region. */
const REGION_MAX_LENGTH = 80;

function sameWord(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
}

/** The state option a pasted region names (its value, label or abbreviation, any case), if any. */
export function matchState(options: readonly StateOption[], text: string): StateOption | undefined {
  const wanted = text.trim();
  if (!wanted) return undefined;
  return options.find((o) => sameWord(o.value, wanted) || sameWord(o.label, wanted) || (o.also !== undefined && sameWord(o.also, wanted)));
}

/**
 * A whole address pasted into the street field ('1900 N 500 W, Provo, UT 84604', 'Street, City, ST 12345',
 * '301 Front St W, Toronto, ON M5V 2T6, Canada', 'Blumenallee 5, 15090 Berlin') as the block's parts, or null
 * when the text does not read as one (a street alone, a sentence with commas): then the paste is a plain paste.
 * Segments are split at commas and line breaks; a last segment naming the country (`countryNames`) is dropped;
 * the last one left holds the region and postcode, the one before it the city, the first the street and any
 * between them line 2. `text` is already cleaned (src/clean-text.ts); every part is trimmed here.
 */
export function splitPastedAddress(text: string, states: readonly StateOption[], countryNames: readonly string[]): AddressParts | null {
  if (text.length > PASTE_MAX_LENGTH) return null;
  const segments = text
    .split(/[,\n\r]+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const last = segments.at(-1);
  if (last !== undefined && segments.length > 2 && countryNames.some((name) => name && sameWord(name, last))) segments.pop();
  if (segments.length < 2) return null;
  const [street, ...rest] = segments as [string, ...string[]];
  let region = rest.pop() ?? '';
  if (region.length > REGION_MAX_LENGTH) return null;
  let city = rest.length > 0 ? (rest.pop() ?? '') : '';
  const line2 = rest.join(', ');
  let zip = '';
  const trailing = TRAILING_POSTCODE.exec(region);
  const leading = trailing ? null : LEADING_POSTCODE.exec(region);
  if (trailing) {
    zip = trailing[1] ?? '';
    region = region.slice(0, region.length - zip.length).trim();
  } else if (leading) {
    zip = leading[1] ?? '';
    region = leading[2] ?? '';
  }
  let state = '';
  const whole = matchState(states, region);
  if (whole) {
    state = whole.value;
    region = '';
  } else {
    // 'Provo UT': the last word may be the state.
    const words = region.split(' ');
    const found = words.length > 1 ? matchState(states, words.at(-1) ?? '') : undefined;
    if (found) {
      state = found.value;
      region = words.slice(0, -1).join(' ');
    }
  }
  // What is left of the region is the city when there was no city segment ('15090 Berlin'), else it is dropped
  // into the city only if that is empty: a region the state list does not know is the visitor's to pick.
  if (city === '') city = region;
  // Two segments with no postcode, or a city without letters ('1,000,000'): not an address.
  if (!HAS_LETTER.test(city) || (segments.length === 2 && zip === '' && state === '')) return null;
  return { street, line2, city, state, zip };
}
