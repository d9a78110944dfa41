/**
 * Everything vb-phone-field needs from libphonenumber-js, in one module the field loads with a dynamic
 * import: the `max` metadata (about 150 KB) is fetched only when a phone field is on the page, in a chunk
 * of its own (DESIGN.md section 3). Pure and synchronous once loaded, so node tests cover it whole.
 */
import { AsYouType, getCountries, getCountryCallingCode, isSupportedCountry, isValidPhoneNumber, Metadata, type CountryCode } from 'libphonenumber-js/max';
import { codeDisplayName } from '../../src/display-names.ts';

export interface Country {
  /** ISO 3166-1 alpha-2, upper case. */
  iso2: string;
  /** Calling code, digits only ('44'). */
  dial: string;
  /** Name in the page's language. */
  name: string;
  /** Name in English, also searched (a visitor may type the English name on a page in another language). */
  englishName: string;
  /** The flag emoji (regional indicator letters); shown beside the name, hidden from screen readers. */
  flag: string;
}

export function isCountry(iso2: string): iso2 is CountryCode {
  return /^[A-Z]{2}$/.test(iso2) && isSupportedCountry(iso2);
}

/** The flag emoji of an alpha-2 code: two regional indicator symbols. */
export function flagOf(iso2: string): string {
  return String.fromCodePoint(...Array.from(iso2.toUpperCase(), (letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

function displayNames(locale: string): (iso2: string) => string {
  return (iso2) => codeDisplayName('region', iso2, locale) ?? iso2;
}

/** What the closed country box shows: the flag and the calling code, no name (nothing asked of Intl). */
export type ShownCountry = Pick<Country, 'iso2' | 'dial' | 'flag'>;

/** The country `iso2` as the closed box shows it, without building the list; undefined for a code with no numbers. */
export function shownCountry(iso2: string): ShownCountry | undefined {
  return isCountry(iso2) ? { iso2, dial: getCountryCallingCode(iso2), flag: flagOf(iso2) } : undefined;
}

/** Built once per locale for the page: every phone field on it shares the list (245 names, twice, and a sort). */
const lists = new Map<string, readonly Country[]>();

/** Whether the list for `locale` is built (countryList then costs nothing). */
export function hasCountryList(locale: string): boolean {
  return lists.has(locale);
}

/** How many countries the list has, without building it. */
export function countryCount(): number {
  return getCountries().length;
}

/** Every country with telephone numbers, named in `locale` and sorted by that name; the same list for every caller of a locale. */
export function countryList(locale: string): readonly Country[] {
  const known = lists.get(locale);
  if (known) return known;
  const local = displayNames(locale);
  const english = displayNames('en');
  const collator = new Intl.Collator(locale || 'en');
  const list = Object.freeze(
    getCountries()
      .map((iso2) => ({ iso2, dial: getCountryCallingCode(iso2), name: local(iso2), englishName: english(iso2), flag: flagOf(iso2) }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  );
  lists.set(locale, list);
  return list;
}

/** Lower case without accents: "Österreich", "osterreich" and "OSTERREICH" find each other. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The countries a search finds: by name in the page's language or in English (any word start, then
 * anywhere), by calling code (`44`, `+44`) or by alpha-2 code. Name matches at the start come first.
 */
export function searchCountries(list: readonly Country[], query: string): Country[] {
  const q = foldForSearch(query);
  if (q === '') return [...list];
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) {
    codes ??= countriesByCode();
    const main = (c: Country) => (codes?.get(c.dial)?.[0] === c.iso2 ? 0 : 1);
    // Array.prototype.sort is stable: within a code, the list's (name) order stays.
    return list.filter((c) => c.dial.startsWith(digits)).sort((a, b) => a.dial.length - b.dial.length || main(a) - main(b));
  }
  const starts: Country[] = [];
  const words: Country[] = [];
  const inside: Country[] = [];
  for (const country of list) {
    const names = [foldForSearch(country.name), foldForSearch(country.englishName)];
    if (country.iso2.toLowerCase() === q) starts.unshift(country);
    else if (names.some((n) => n.startsWith(q))) starts.push(country);
    else if (names.some((n) => n.split(/[\s,()'’-]+/).some((w) => w.startsWith(q)))) words.push(country);
    else if (names.some((n) => n.includes(q))) inside.push(country);
  }
  return [...starts, ...words, ...inside];
}

/** The number as typed, formatted for the country (libphonenumber-js AsYouType). */
export function formatAsTyped(digits: string, iso2: string): string {
  if (digits === '') return '';
  if (!isCountry(iso2)) return digits;
  return new AsYouType(iso2).input(digits);
}

/** A valid number for the country by its number ranges (the same test the server makes with the same metadata). */
export function isValidFor(digits: string, iso2: string): boolean {
  return isCountry(iso2) && digits !== '' && isValidPhoneNumber(digits, iso2);
}

/** The countries sharing each calling code, the main one first (`1` → US, then CA, AG, ...). */
function countriesByCode(): Map<string, string[]> {
  // The metadata lists each code's countries main first; its method is public at runtime but not typed.
  const metadata = new Metadata() as unknown as { getCountryCodesForCallingCode?: (code: string) => string[] | undefined };
  const byCode = new Map<string, string[]>();
  for (const iso2 of getCountries()) {
    const dial = getCountryCallingCode(iso2);
    if (byCode.has(dial)) continue;
    const listed = metadata.getCountryCodesForCallingCode?.(dial);
    byCode.set(dial, listed && listed.length > 0 ? [...listed] : getCountries().filter((c) => getCountryCallingCode(c) === dial));
  }
  return byCode;
}
let codes: Map<string, string[]> | undefined;

export interface PlusNumber {
  /** The country the code picks: `current` when it shares the code (a Canadian visitor typing +1), else the code's main country. */
  iso2: string;
  dial: string;
  /** The rest: the national number's digits. */
  national: string;
}

/**
 * A typed or pasted `+<code> <number>`: the calling code stripped and its country picked (spec: "typed +code
 * stripped"). Calling codes are prefix-free, so the first 1 to 3 digits that are one are the code; for a code
 * several countries share, the number itself decides when it can (+1 416 is Canada). Null while the digits
 * typed so far are not a calling code yet ('+4').
 */
export function splitPlusCode(text: string, current: string): PlusNumber | null {
  const digits = text.replace(/\D/g, '');
  codes ??= countriesByCode();
  for (let length = 1; length <= 3 && length <= digits.length; length += 1) {
    const dial = digits.slice(0, length);
    const sharing = codes.get(dial);
    if (!sharing) continue;
    const national = digits.slice(length);
    const typer = new AsYouType();
    typer.input(`+${digits}`);
    const own = typer.getCountry();
    // The selected country keeps the number unless the number names a more specific one: with United States
    // selected, +1 416 is Canada; with Åland selected, +358 40 (Finland's mobile ranges, shared) stays Åland.
    const main = sharing[0];
    const keep = sharing.includes(current) && (!own || own === current || (own === main && current !== main));
    const iso2 = keep ? current : own && sharing.includes(own) ? own : (sharing[0] ?? current);
    return { iso2, dial, national };
  }
  return null;
}

export function dialOf(iso2: string): string {
  return isCountry(iso2) ? getCountryCallingCode(iso2) : '';
}
