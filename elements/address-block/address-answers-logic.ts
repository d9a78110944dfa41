/**
 * vb-address-block's reading of the server's answers (spec sections 3, 4, 7 and 9): autocomplete suggestions,
 * the US and international verify answers with their validity and result fields, the modal's candidates, and
 * the state lists. Pure: anything malformed reads as no answer.
 */
import { ABBREVIATION_LOCATION_CODE, emptyParts, US_ISO3, type AddressParts, type CountryMode } from './address-logic.ts';
import { emptyResult, VALIDITY_INVALID, VALIDITY_VALID, type Validity, type VerificationResult } from './address-verify-logic.ts';

import { AUTOCOMPLETE_MAX_OPTIONS, usAutocompleteOptions } from '../../src/address-autocomplete.ts';

export { AUTOCOMPLETE_MAX_OPTIONS };
/** Spec section 7 (intlautocomplete): at most 2 suggestions kept, plus the verify matches. */
export const INTL_MAX_SUGGESTIONS = 2;

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

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** GET /api/autocomplete: a JSON array of options with text (spec section 7; read by src/address-autocomplete.ts). */
export function usSuggestions(body: unknown): Suggestion[] {
  return usAutocompleteOptions(body).map((option) => ({ ...option, verified: false }));
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

/** The entered US address as compared with the first suggestion. */
export function usEnteredText(parts: AddressParts): string {
  return [parts.street, parts.line2, parts.city, parts.state, parts.zip].join(' ');
}

export function usCandidateText(candidate: UsCandidate): string {
  return [candidate.delivery_line_1, candidate.city, candidate.state, candidate.zip].join(' ');
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

/* ---------- the modal's candidates and a chosen suggestion ---------- */

/** A modal option: a suggestion from the verify answer, the parts it fills and the result it submits. */
export interface Candidate {
  text: string;
  parts: AddressParts;
  result: VerificationResult;
}

export function usCandidate(candidate: UsCandidate): Candidate {
  return {
    text: [candidate.delivery_line_1, candidate.last_line].filter(Boolean).join(', '),
    parts: { street: candidate.delivery_line_1, line2: '', city: candidate.city, state: candidate.state, zip: candidate.zip },
    result: usResult(candidate),
  };
}

/** A formatted international address without its trailing country name: that is in the country select. */
export function intlStreet(item: IntlItem): string {
  const suffix = `, ${item.CountryName}`;
  return item.CountryName && item.FormattedAddress.endsWith(suffix) ? item.FormattedAddress.slice(0, -suffix.length) : item.FormattedAddress;
}

export function intlCandidate(item: IntlItem, flag: 'T' | 'F'): Candidate {
  return { text: item.FormattedAddress, parts: { ...emptyParts, street: intlStreet(item) }, result: intlResult(item, flag) };
}

/** A verify answer read: its validity, the result submitted, and the modal's candidates (only when unmatched). */
export interface VerifyAnswer {
  validity: Validity;
  result: VerificationResult;
  candidates: Candidate[];
}

/** POST /api/addressVerify's answer for the entered parts (spec section 4: the first suggestion must equal them). */
export function usVerifyAnswer(body: unknown, parts: AddressParts): VerifyAnswer {
  const list = usCandidates(body);
  const validity = usValidity(parts, list);
  const first = list[0];
  return {
    validity,
    result: first && validity !== VALIDITY_INVALID ? usResult(first) : { ...emptyResult },
    candidates: validity === VALIDITY_INVALID ? list.map(usCandidate) : [],
  };
}

/** POST /api/intladdressverify's answer: the first item decides; failed or unformatted items are no candidates. */
export function intlVerifyAnswer(body: unknown, flag: 'T' | 'F'): VerifyAnswer {
  const items = intlItems(body);
  const validity = intlValidity(items);
  const first = items[0];
  const usable = items.filter((item) => item.Status !== 'F' && item.FormattedAddress);
  return {
    validity,
    result: first && validity !== VALIDITY_INVALID ? intlResult(first, flag) : { ...emptyResult },
    candidates: validity === VALIDITY_INVALID ? usable.map((item) => intlCandidate(item, flag)) : [],
  };
}

/**
 * A chosen autocomplete option: the parts it fills and how the validity moves. A US option fills what it has and
 * is verified at the submit; an international option the service accepts is valid at once; any other fills the street.
 */
export function chooseSuggestion(
  mode: CountryMode,
  before: AddressParts,
  option: Suggestion,
  flag: 'T' | 'F',
): { parts: AddressParts; event: { type: 'autocomplete' } | { type: 'autocomplete-verified'; result: VerificationResult } } {
  if (mode === 'us') {
    return {
      parts: { ...before, street: option.street, city: option.city || before.city, state: option.state || before.state, zip: option.zip || before.zip },
      event: { type: 'autocomplete' },
    };
  }
  if (option.verified && option.intl) {
    return {
      parts: { ...before, street: intlStreet(option.intl) || option.text },
      event: { type: 'autocomplete-verified', result: intlResult(option.intl, flag) },
    };
  }
  return { parts: { ...before, street: option.street }, event: { type: 'autocomplete' } };
}
