/**
 * vb-address-block's own rules, as pure functions a node test covers: the countries and their modes (spec
 * section 4), the address parts and the one line they make, which parts must be filled (section 5), what the
 * form submits (section 3) and what the status region says. The other jobs have their own files:
 * address-throttle-logic.ts (when autocomplete asks), address-answers-logic.ts (the server's answers),
 * address-verify-logic.ts (the validity state machine), address-paste-logic.ts (a whole address pasted).
 * No DOM, no fetch: the component (address-block.tsx) and its hooks feed these the visitor's input.
 */

/** Spec section 5: country code 251 (the United States) lists states by abbreviation. */
export const ABBREVIATION_LOCATION_CODE = 251;
export const US_ISO3 = 'USA';

export type CountryMode = 'us' | 'verified' | 'plain';

export interface Country {
  name: string;
  iso2: string;
  iso3: string;
  locationCode: number;
  hasStates?: boolean;
}

/** "ALL" or a comma/space separated list of ISO3 codes, upper-cased; empty entries dropped. */
export function parseIso3List(text: string): { all: boolean; codes: Set<string> } {
  const codes = new Set(
    text
      .split(/[\s,;]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  );
  return { all: codes.has('ALL'), codes };
}

/** Spec section 4 'Country modes': United States; international-verified (a configured list or ALL, minus exclusions); plain. */
export function countryMode(iso3: string, verifiedCountries: string, excludedCountries: string): CountryMode {
  const code = iso3.toUpperCase();
  if (code === US_ISO3) return 'us';
  if (!code) return 'plain';
  const verified = parseIso3List(verifiedCountries);
  const excluded = parseIso3List(excludedCountries);
  if (excluded.codes.has(code)) return 'plain';
  return verified.all || verified.codes.has(code) ? 'verified' : 'plain';
}

/** The country a `geocountry` meta names (ISO2 or ISO3, any case), if the list has it. */
export function findCountry(countries: readonly Country[], code: string | null | undefined): Country | undefined {
  const wanted = (code ?? '').trim().toUpperCase();
  if (!wanted) return undefined;
  return countries.find((c) => c.iso2.toUpperCase() === wanted || c.iso3.toUpperCase() === wanted);
}

export interface AddressParts {
  street: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

export const emptyParts: AddressParts = { street: '', line2: '', city: '', state: '', zip: '' };

/** What the verify call is sent: one line, as the server reads it. */
export function verifyQuery(mode: CountryMode, parts: AddressParts): string {
  if (mode === 'verified') return parts.street.trim();
  const street = [parts.street, parts.line2]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
  const region = [parts.state, parts.zip]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
  return [street, parts.city.trim(), region].filter(Boolean).join(', ');
}

/* ---------- the country shown ---------- */

/** Used before the country list has loaded, so a US page works at once. */
export const UNITED_STATES: Country = { name: 'United States', iso2: 'US', iso3: US_ISO3, locationCode: ABBREVIATION_LOCATION_CODE, hasStates: true };

/** The selected country's entry: from the list, or the United States while the list loads. */
export function resolveCountry(countries: readonly Country[], code: string): Country | undefined {
  return findCountry(countries, code) ?? findCountry([UNITED_STATES], code);
}

/** `F` turns the international country check off; anything else (the default `T`) keeps it. */
export function comparisonFlag(value: string): 'T' | 'F' {
  return value.trim().toUpperCase() === 'F' ? 'F' : 'T';
}

/** Spec section 4: changing the country clears the street (and the state); in verified mode every part. */
export function partsForCountry(before: AddressParts, mode: CountryMode): AddressParts {
  return mode === 'verified' ? { ...emptyParts } : { ...before, street: '', state: '' };
}

/** Other names a pasted address may end with for the United States. */
const US_NAMES = ['USA', 'U.S.A.', 'United States of America'];

/** The names a pasted address may end with for the selected country (dropped from the parts). */
export function countryNames(country: Country | undefined, mode: CountryMode): string[] {
  return [country?.name ?? '', country?.iso2 ?? '', country?.iso3 ?? '', ...(mode === 'us' ? US_NAMES : [])];
}

/* ---------- which parts must be filled (spec section 5) ---------- */

export type Part = keyof AddressParts;

/** The parts a mode asks for; the state only counts when its list loaded (`statesShown`). */
export function requiredParts(mode: CountryMode): Part[] {
  return mode === 'verified' ? ['street'] : mode === 'us' ? ['street', 'city', 'state', 'zip'] : ['street', 'city', 'state'];
}

export function hasContent(parts: AddressParts): boolean {
  return Object.values(parts).some((v) => v.trim() !== '');
}

/**
 * A non-required empty block is valid; otherwise each part its mode asks for must be filled, the state only
 * when its list is shown. `isRequired(part)` says whether a part is required now; `missing` lists the empty ones.
 */
export function requirements(mode: CountryMode, parts: AddressParts, required: boolean, statesShown: boolean) {
  const asked = requiredParts(mode);
  const mustFill = required || hasContent(parts);
  const isRequired = (part: Part) => mustFill && asked.includes(part) && (part !== 'state' || statesShown);
  const missing = asked.filter((part) => isRequired(part) && parts[part].trim() === '');
  return { isRequired, missing };
}

/* ---------- what the form submits (spec section 3) ---------- */

export interface SubmittedState {
  name: string;
  mode: CountryMode;
  parts: AddressParts;
  country: Country | undefined;
  countryCode: string;
  /** null: nothing to say yet (submitted empty); false: changed since the last verification. */
  validity: number | false | null;
  flags: { autocompleteSelected: boolean; validatedAddressSelected: boolean; validationAutocompleteSelected: boolean };
  precisely: boolean;
  result: Readonly<Record<string, string>>;
}

/** The form's entries, in the order the README's "Submitted fields" lists them. Verified mode sends its one line only. */
export function submittedEntries(s: SubmittedState): [string, string][] {
  const verified = s.mode === 'verified';
  return [
    [s.name, verifyQuery(s.mode, s.parts)],
    ['street', s.parts.street.trim()],
    ['street2', verified ? '' : s.parts.line2.trim()],
    ['city', verified ? '' : s.parts.city.trim()],
    ['state', verified ? '' : s.parts.state],
    ['zip', verified ? '' : s.parts.zip.trim()],
    ['country', s.country?.iso2 ?? s.countryCode],
    ['locationCode', s.country ? String(s.country.locationCode) : ''],
    ['countryIso3', s.country?.iso3 ?? ''],
    ['addressValidity', s.validity === null ? '' : String(s.validity)],
    ['autocompleteSelected', String(s.flags.autocompleteSelected)],
    ['validatedAddressSelected', String(s.flags.validatedAddressSelected)],
    ['validationAutocompleteSelected', String(s.flags.validationAutocompleteSelected)],
    ['preciselyik', String(s.precisely)],
    ...Object.entries(s.result),
  ];
}

/** What the browser keeps to restore the block (back/forward, autofill of the form): the parts and the country. */
export interface SavedAddress extends AddressParts {
  country: string;
}

/** The saved state read back, each part cleaned by `clean`; null when it is not ours (an older format). */
export function parseSaved(state: string, clean: (text: string) => string): { country: string; parts: AddressParts } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(state);
  } catch {
    return null;
  }
  if (parsed === null) return null;
  const value = (typeof parsed === 'object' ? parsed : {}) as Partial<Record<keyof SavedAddress, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' ? clean(v) : '');
  return {
    country: typeof value.country === 'string' ? value.country : '',
    parts: { street: text(value.street), line2: text(value.line2), city: text(value.city), state: text(value.state), zip: text(value.zip) },
  };
}

/* ---------- the status region ---------- */

/** What the polite status says: verifying, then a failed autocomplete, then the number of suggestions. */
export function statusText(
  s: { verifying: boolean; failed: boolean; listOpen: boolean; count: number },
  words: { verifyingText: string; noSuggestionsText: string; suggestionsText: string },
): string {
  if (s.verifying) return words.verifyingText;
  if (s.failed && s.listOpen) return words.noSuggestionsText;
  if (s.listOpen && s.count > 0) return words.suggestionsText.replace('{count}', String(s.count));
  return '';
}
