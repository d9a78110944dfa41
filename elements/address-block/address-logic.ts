/**
 * vb-address-block's rules, as pure functions a node test covers (spec sections 3, 4, 5, 7 and 9):
 * country modes, autocomplete throttling and the strike counter, the validity values and their
 * transitions, and the mapping of the US and international answers onto the block's hidden fields.
 * No DOM, no fetch: the component (address-block.tsx) and its hooks feed these the visitor's input and
 * the server's answers.
 */

/** Spec section 4 'Address validity value': 10 valid, 15 service failed (non-200), 20 invalid or unmatched. */
export const VALIDITY_VALID = 10;
export const VALIDITY_SERVICE_FAILED = 15;
export const VALIDITY_INVALID = 20;
export type Validity = typeof VALIDITY_VALID | typeof VALIDITY_SERVICE_FAILED | typeof VALIDITY_INVALID;

/** Spec section 9: autocomplete shows up to 10 options. */
export const AUTOCOMPLETE_MAX_OPTIONS = 10;
/** Spec section 7 (intlautocomplete): at most 2 suggestions kept, plus the verify matches. */
export const INTL_MAX_SUGGESTIONS = 2;
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

/* ---------- autocomplete throttling (spec section 4) ---------- */

export type ThrottleMode = 'off' | 'unconstrained' | 'time' | 'char';

export interface ThrottleConfig {
  mode: ThrottleMode;
  /** Minimum initial characters before the first request (hidden configuration, spec section 9). */
  minChars: number;
  /** 'char' mode: a new request every this many characters typed since the last one. */
  charInterval: number;
  /** 'time' mode: at least this many milliseconds between two requests. */
  timeInterval: number;
  /** Empty answers in a row that stop autocomplete; 0 means never. */
  strikeLimit: number;
}

export interface ThrottleState {
  /** Empty answers in a row. */
  strikes: number;
  /** The text last sent, and when (ms). */
  lastText: string | null;
  lastAt: number;
}

export const initialThrottle: ThrottleState = { strikes: 0, lastText: null, lastAt: -Infinity };

export function parseThrottleMode(value: string): ThrottleMode {
  const mode = value.trim().toLowerCase();
  return mode === 'off' || mode === 'time' || mode === 'char' ? mode : 'unconstrained';
}

export type ThrottleDecision = { kind: 'skip'; clear: boolean } | { kind: 'now' } | { kind: 'later'; delayMs: number };

/**
 * Whether the text typed now is sent: now, later (time mode: when the interval has passed, with the
 * text as it is then, so the final text is always asked for), or not at all (and whether the open
 * list is then out of date and closes).
 */
export function throttleDecision(config: ThrottleConfig, state: ThrottleState, text: string, now: number): ThrottleDecision {
  const typed = text.trim();
  if (config.mode === 'off') return { kind: 'skip', clear: true };
  if (typed === '' || typed.length < Math.max(1, config.minChars)) return { kind: 'skip', clear: true };
  if (config.strikeLimit > 0 && state.strikes >= config.strikeLimit) return { kind: 'skip', clear: true };
  if (text === state.lastText) return { kind: 'skip', clear: false };
  if (config.mode === 'char' && state.lastText !== null) {
    const typedSince = Math.abs(typed.length - state.lastText.trim().length);
    // Deleting back past what was sent makes the list wrong: ask again at once.
    const stillPrefix = typed.startsWith(state.lastText.trim());
    if (stillPrefix && typedSince < Math.max(1, config.charInterval)) return { kind: 'skip', clear: false };
  }
  if (config.mode === 'time') {
    const wait = state.lastAt + Math.max(0, config.timeInterval) - now;
    if (wait > 0) return { kind: 'later', delayMs: wait };
  }
  return { kind: 'now' };
}

export function afterRequest(state: ThrottleState, text: string, now: number): ThrottleState {
  return { ...state, lastText: text, lastAt: now };
}

/** Spec section 4: the strike counter grows when an answer has no results and resets on results. */
export function afterAnswer(state: ThrottleState, resultCount: number): ThrottleState {
  return { ...state, strikes: resultCount === 0 ? state.strikes + 1 : 0 };
}

/* ---------- answers ---------- */

export interface Suggestion {
  /** What the option shows. */
  text: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** International: an address the verify service accepts as it is (flag T, match not N). */
  verified: boolean;
  /** International: the item, for the hidden fields when it is chosen. */
  intl?: IntlItem;
}

export interface UsAutocompleteItem {
  text?: unknown;
  street_line?: unknown;
  city?: unknown;
  state?: unknown;
  zipcode?: unknown;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** GET /api/autocomplete: a JSON array of options with text (spec section 7); anything else is no options. */
export function usSuggestions(body: unknown): Suggestion[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter((item): item is UsAutocompleteItem => typeof item === 'object' && item !== null && str((item as UsAutocompleteItem).text) !== '')
    .slice(0, AUTOCOMPLETE_MAX_OPTIONS)
    .map((item) => ({
      text: str(item.text),
      street: str(item.street_line) || str(item.text),
      city: str(item.city),
      state: str(item.state),
      zip: str(item.zipcode),
      verified: false,
    }));
}

export type IntlItem = Record<(typeof INTL_FIELDS)[number], string>;

const INTL_FIELDS = [
  'RecordID',
  'FormattedAddress',
  'Status',
  'Country',
  'CountryName',
  'CountrySource',
  'LDS_AddressValidationFlag',
  'Match',
  'MainAddressLine',
  'AreaName1',
  'AreaName3',
  'PostCode1',
  'PostCode2',
  'X',
  'Y',
  'PrecisionLevel',
  'PrecisionCode',
  'BestGeocodingCoverage',
  'AddressLine1',
  'AddressLine2',
  'AddressLine3',
  'AddressLine4',
  'City',
  'StateProvince',
  'Locality',
  'PostalCode',
] as const;

/** `{ Output: [...] }` to typed items (every field a string, missing ones empty). */
export function intlItems(body: unknown): IntlItem[] {
  const output = typeof body === 'object' && body !== null ? (body as { Output?: unknown }).Output : undefined;
  if (!Array.isArray(output)) return [];
  return output
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => Object.fromEntries(INTL_FIELDS.map((field) => [field, str(item[field])])) as IntlItem);
}

/** Spec section 4: international is valid if the validation flag is T and match is not N. */
export function intlItemValid(item: IntlItem | undefined): boolean {
  return item !== undefined && item.LDS_AddressValidationFlag === 'T' && item.Match !== 'N';
}

/**
 * GET /api/intlautocomplete: spec section 7 'at most 2 suggestions kept plus verify matches'. Items the
 * verify service would accept as they are (flag T, match not N) are all kept; of the others (streets,
 * unverified guesses) the first 2. Order is the server's; 10 at most (section 9).
 */
export function intlSuggestions(body: unknown): Suggestion[] {
  let others = 0;
  const kept: Suggestion[] = [];
  for (const item of intlItems(body)) {
    if (item.Status === 'F') continue;
    const verified = intlItemValid(item);
    if (!verified) {
      if (others >= INTL_MAX_SUGGESTIONS) continue;
      others += 1;
    }
    const text = item.FormattedAddress || [item.MainAddressLine, item.AreaName3, item.PostCode1].filter(Boolean).join(', ');
    if (!text) continue;
    kept.push({
      text,
      street: verified ? text : item.MainAddressLine || item.AddressLine1 || text,
      city: item.AreaName3 || item.City,
      state: item.AreaName1 || item.StateProvince,
      zip: item.PostCode1 || item.PostalCode,
      verified,
      intl: item,
    });
    if (kept.length >= AUTOCOMPLETE_MAX_OPTIONS) break;
  }
  return kept;
}

export interface UsCandidate {
  delivery_line_1: string;
  last_line: string;
  city: string;
  state: string;
  zip: string;
  plus4: string;
  latitude: string;
  longitude: string;
  precision: string;
  match: string;
}

/** POST /api/addressVerify: the US list (spec section 3: delivery_line_1 and components city_name, state_abbreviation, zipcode). */
export function usCandidates(body: unknown): UsCandidate[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter(
      (item): item is Record<string, unknown> => typeof item === 'object' && item !== null && str((item as Record<string, unknown>).delivery_line_1) !== '',
    )
    .map((item) => {
      const components = (typeof item.components === 'object' && item.components !== null ? item.components : {}) as Record<string, unknown>;
      const metadata = (typeof item.metadata === 'object' && item.metadata !== null ? item.metadata : {}) as Record<string, unknown>;
      const analysis = (typeof item.analysis === 'object' && item.analysis !== null ? item.analysis : {}) as Record<string, unknown>;
      return {
        delivery_line_1: str(item.delivery_line_1),
        last_line: str(item.last_line),
        city: str(components.city_name),
        state: str(components.state_abbreviation),
        zip: str(components.zipcode),
        plus4: str(components.plus4_code),
        latitude: str(metadata.latitude),
        longitude: str(metadata.longitude),
        precision: str(metadata.precision),
        match: str(analysis.match),
      };
    });
}

/** Spec section 4: lowercased, whitespace collapsed. */
export function normaliseAddress(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface AddressParts {
  street: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

export const emptyParts: AddressParts = { street: '', line2: '', city: '', state: '', zip: '' };

/** The entered US address as compared with the first suggestion. */
export function usEnteredText(parts: AddressParts): string {
  return [parts.street, parts.line2, parts.city, parts.state, parts.zip].join(' ');
}

export function usCandidateText(candidate: UsCandidate): string {
  return [candidate.delivery_line_1, candidate.city, candidate.state, candidate.zip].join(' ');
}

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

/** Spec section 4: US is valid only if the entered address, normalised, equals the first suggestion. */
export function usValidity(parts: AddressParts, candidates: readonly UsCandidate[]): Validity {
  const first = candidates[0];
  if (!first) return VALIDITY_INVALID;
  return normaliseAddress(usEnteredText(parts)) === normaliseAddress(usCandidateText(first)) ? VALIDITY_VALID : VALIDITY_INVALID;
}

export function intlValidity(items: readonly IntlItem[]): Validity {
  return intlItemValid(items[0]) ? VALIDITY_VALID : VALIDITY_INVALID;
}

/* ---------- hidden fields (spec section 3) ---------- */

/** The verification-result fields, under the names the form submits them. */
export const RESULT_FIELDS = [
  'recordId',
  'mainAddressLine',
  'verifiedCity',
  'verifiedState',
  'postCode1',
  'postCode2',
  'verifiedCountryIso3',
  'verifiedCountryName',
  'formattedAddress',
  'latitude',
  'longitude',
  'countryComparisonFlag',
  'precisionLevel',
  'precisionCode',
  'match',
  'countrySource',
  'addressValidationFlag',
  'bestGeocodingCoverage',
  'userConfirmedInputAddress',
] as const;
export type ResultField = (typeof RESULT_FIELDS)[number];
export type VerificationResult = Record<ResultField, string>;

export const emptyResult: VerificationResult = Object.fromEntries(RESULT_FIELDS.map((field) => [field, ''])) as VerificationResult;

export function usResult(candidate: UsCandidate): VerificationResult {
  return {
    ...emptyResult,
    mainAddressLine: candidate.delivery_line_1,
    verifiedCity: candidate.city,
    verifiedState: candidate.state,
    postCode1: candidate.zip,
    postCode2: candidate.plus4,
    verifiedCountryIso3: US_ISO3,
    verifiedCountryName: 'United States',
    formattedAddress: [candidate.delivery_line_1, candidate.last_line].filter(Boolean).join(', '),
    latitude: candidate.latitude,
    longitude: candidate.longitude,
    precisionCode: candidate.precision,
    match: candidate.match,
    countrySource: 'INPUT',
    addressValidationFlag: 'T',
    userConfirmedInputAddress: 'false',
  };
}

export function intlResult(item: IntlItem, comparisonFlag: 'T' | 'F'): VerificationResult {
  return {
    recordId: item.RecordID,
    mainAddressLine: item.MainAddressLine,
    verifiedCity: item.AreaName3,
    verifiedState: item.AreaName1,
    postCode1: item.PostCode1,
    postCode2: item.PostCode2,
    verifiedCountryIso3: item.Country,
    verifiedCountryName: item.CountryName,
    formattedAddress: item.FormattedAddress,
    latitude: item.Y,
    longitude: item.X,
    countryComparisonFlag: comparisonFlag,
    precisionLevel: item.PrecisionLevel,
    precisionCode: item.PrecisionCode,
    match: item.Match,
    countrySource: item.CountrySource,
    addressValidationFlag: item.LDS_AddressValidationFlag,
    bestGeocodingCoverage: item.BestGeocodingCoverage,
    userConfirmedInputAddress: 'false',
  };
}

/* ---------- the validity state machine (spec section 4) ---------- */

export interface VerifyState {
  /** null: not verified since the last manual edit (the spec's "validity false"). */
  validity: Validity | null;
  /** The form waits for the visitor's choice in the modal. */
  waiting: boolean;
  modalOpen: boolean;
  result: VerificationResult;
  autocompleteSelected: boolean;
  validatedAddressSelected: boolean;
  validationAutocompleteSelected: boolean;
}

export const initialVerify: VerifyState = {
  validity: null,
  waiting: false,
  modalOpen: false,
  result: emptyResult,
  autocompleteSelected: false,
  validatedAddressSelected: false,
  validationAutocompleteSelected: false,
};

export type VerifyEvent =
  /** The visitor typed in a field (or changed the country). */
  | { type: 'edit' }
  /** A US autocomplete option was chosen: the fields are filled, verification still runs on submit. */
  | { type: 'autocomplete' }
  /** An international option the verify service accepts was chosen: valid at once. */
  | { type: 'autocomplete-verified'; result: VerificationResult }
  | { type: 'verified'; validity: Validity; result: VerificationResult }
  /** Verified with no submit waiting (an autofill, a pasted address): a 20 opens the modal at the next submit, not now. */
  | { type: 'checked'; validity: Validity; result: VerificationResult }
  /** Non-200 or no answer. */
  | { type: 'service-failed' }
  /** A suggestion in the modal was chosen and confirmed. */
  | { type: 'choose'; result: VerificationResult }
  /** Continue with the address as entered. */
  | { type: 'continue' }
  /** Edit: back to the fields; the form keeps waiting. */
  | { type: 'edit-button' }
  /** Escape or the close button: the form keeps waiting. */
  | { type: 'close' }
  | { type: 'reset' };

export function verifyReducer(state: VerifyState, event: VerifyEvent): VerifyState {
  switch (event.type) {
    case 'edit':
      // "Any manual edit resets validity to false"; "editing ... keeps it waiting".
      return {
        ...state,
        validity: null,
        modalOpen: false,
        result: emptyResult,
        autocompleteSelected: false,
        validatedAddressSelected: false,
        validationAutocompleteSelected: false,
      };
    case 'autocomplete':
      return {
        ...state,
        validity: null,
        result: emptyResult,
        autocompleteSelected: true,
        validatedAddressSelected: false,
        validationAutocompleteSelected: false,
      };
    case 'autocomplete-verified':
      return {
        ...state,
        validity: VALIDITY_VALID,
        waiting: false,
        modalOpen: false,
        result: event.result,
        autocompleteSelected: true,
        validationAutocompleteSelected: true,
      };
    case 'verified':
      if (event.validity === VALIDITY_INVALID) return { ...state, validity: VALIDITY_INVALID, waiting: true, modalOpen: true, result: event.result };
      return { ...state, validity: event.validity, waiting: false, modalOpen: false, result: event.result };
    case 'checked':
      return { ...state, validity: event.validity, waiting: false, modalOpen: false, result: event.result };
    case 'service-failed':
      // Spec section 8: accepted, no blocking.
      return { ...state, validity: VALIDITY_SERVICE_FAILED, waiting: false, modalOpen: false, result: emptyResult };
    case 'choose':
      return { ...state, validity: VALIDITY_VALID, waiting: false, modalOpen: false, result: event.result, validatedAddressSelected: true };
    case 'continue':
      return { ...state, waiting: false, modalOpen: false, result: { ...state.result, userConfirmedInputAddress: 'true' } };
    case 'edit-button':
    case 'close':
      return { ...state, modalOpen: false };
    case 'reset':
      return initialVerify;
  }
}

/** Below 20 counts as accepted; 20 is accepted once the visitor chose Continue (the wait cleared). */
export function accepted(state: VerifyState): boolean {
  if (state.validity === null) return false;
  return state.validity < VALIDITY_INVALID || (!state.waiting && state.result.userConfirmedInputAddress === 'true');
}

/* ---------- state lists ---------- */

export interface StateOption {
  value: string;
  label: string;
  /** The other form (the abbreviation where values are names, the name where they are abbreviations), so a pasted 'Toronto, ON M5V 2T6' finds Ontario. */
  also?: string;
}

/** `{ locations: { location: [{ commonName, abbrev }] } }`; null when the file is not a state list. Code 251 uses abbreviations. */
export function stateOptions(body: unknown, locationCode: number): StateOption[] | null {
  const locations = typeof body === 'object' && body !== null ? (body as { locations?: { location?: unknown } }).locations : undefined;
  const list = locations?.location;
  if (!Array.isArray(list)) return null;
  const options: StateOption[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const name = str((entry as Record<string, unknown>).commonName);
    const abbrev = str((entry as Record<string, unknown>).abbrev);
    if (!name && !abbrev) continue;
    const value = locationCode === ABBREVIATION_LOCATION_CODE ? abbrev || name : name || abbrev;
    const other = value === abbrev ? name : abbrev;
    options.push({ value, label: value, ...(other && other !== value ? { also: other } : {}) });
  }
  return options.length > 0 ? options : null;
}

/* ---------- a whole address pasted into the street (issue 13 'Beyond the spec') ---------- */

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
