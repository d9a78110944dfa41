/**
 * Phone verification with libphonenumber-js and its full ('max') metadata, which knows each country's
 * number ranges and types (mobile, fixed line, toll free ...), not only the lengths.
 */
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberWithError,
  ParseError,
  validatePhoneNumberLength,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';

/** Longer than any formatted number ("+1 (201) 555-0123 ext. 12345" is 28); more is not a phone number. */
export const PHONE_INPUT_MAX_CHARS = 40;

export type PhoneInvalidReason = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH' | 'INVALID_NUMBER' | 'COUNTRY_MISMATCH';

export interface PhoneFormats {
  international: string;
  national: string;
  e164: string;
}

export type PhoneVerdict =
  | { valid: true; formatted: PhoneFormats; country: string | null; type: string | null }
  | { valid: false; formatted: null; country: string; type: null; reason: PhoneInvalidReason; message: string };

const REASON_MESSAGES: Record<PhoneInvalidReason, string> = {
  NOT_A_NUMBER: 'This is not a phone number',
  TOO_SHORT: 'The number is too short for this country',
  TOO_LONG: 'The number is too long for this country',
  INVALID_LENGTH: 'The number has a length this country does not use',
  INVALID_NUMBER: 'The number is not in a range this country assigns',
  COUNTRY_MISMATCH: "The number's country calling code is not the selected country's",
};

/** Every calling code libphonenumber knows for a country, e.g. '1', '44', '55'. */
export const CALLING_CODES: ReadonlySet<string> = new Set(getCountries().map((country) => getCountryCallingCode(country)));

/**
 * What a person types as a number: digits with spaces and the usual separators, one leading '+'.
 * libphonenumber would otherwise pick a number out of any text ("call 201 555 0123 now").
 */
const PHONE_CHARACTERS = /^\+?[0-9 ().\-/\u00a0]*[0-9][0-9 ().\-/\u00a0]*$/u;

export function looksLikePhoneNumber(text: string): boolean {
  return PHONE_CHARACTERS.test(text.trim());
}

export function isKnownCountry(iso2: string): boolean {
  return isSupportedCountry(iso2.toUpperCase());
}

function invalid(country: string, reason: PhoneInvalidReason): PhoneVerdict {
  return { valid: false, formatted: null, country, type: null, reason, message: REASON_MESSAGES[reason] };
}

function parse(text: string, country: CountryCode): PhoneNumber | PhoneInvalidReason {
  try {
    return parsePhoneNumberWithError(text, country);
  } catch (error) {
    if (error instanceof ParseError) {
      const reason = error.message;
      return reason === 'TOO_SHORT' || reason === 'TOO_LONG' ? reason : 'NOT_A_NUMBER';
    }
    throw error;
  }
}

/**
 * `country` is the selected country (ISO2, known to the library). The number is read in that country's
 * national format unless it starts with '+' (or the selected calling code is given and it has none).
 * A number whose calling code is not the country's is invalid here: the phone field is per country. Inside
 * one calling code (+1 is the US, Canada and the Caribbean) the number's own country is answered.
 */
export function verifyPhone(number: string, countryIso2: string, callingCode?: string): PhoneVerdict {
  const country = countryIso2.toUpperCase() as CountryCode;
  const countryCode = getCountryCallingCode(country);
  const trimmed = number.trim();
  if (!looksLikePhoneNumber(trimmed)) return invalid(country, 'NOT_A_NUMBER');
  const text = trimmed.startsWith('+') || callingCode === undefined ? trimmed : `+${callingCode}${trimmed}`;

  const parsed = parse(text, country);
  if (typeof parsed === 'string') return invalid(country, parsed);
  if (parsed.countryCallingCode !== countryCode) return invalid(country, 'COUNTRY_MISMATCH');
  if (!parsed.isValid()) {
    const lengthProblem = validatePhoneNumberLength(text, country);
    // INVALID_COUNTRY cannot happen here: the country was checked and the number parsed under it.
    return invalid(country, lengthProblem === undefined || lengthProblem === 'INVALID_COUNTRY' ? 'INVALID_NUMBER' : lengthProblem);
  }
  return {
    valid: true,
    formatted: {
      international: parsed.formatInternational(),
      national: parsed.formatNational(),
      e164: parsed.number,
    },
    country: parsed.country ?? null,
    type: parsed.getType() ?? null,
  };
}

/**
 * For stored submissions, where the form gives a calling code (phoneCountryCode) and maybe a country:
 * true when the number is a valid one under that code. Without either, only a '+' number can be read.
 */
export function isValidPhoneForForm(number: string, callingCode: string | undefined, countryIso2: string | undefined): boolean {
  const trimmed = number.trim();
  if (!looksLikePhoneNumber(trimmed)) return false;
  let text = trimmed;
  if (!trimmed.startsWith('+')) {
    if (callingCode !== undefined) text = `+${callingCode}${trimmed}`;
    else if (countryIso2 === undefined || !isKnownCountry(countryIso2)) return false;
  }
  const country = countryIso2 !== undefined && isKnownCountry(countryIso2) ? (countryIso2.toUpperCase() as CountryCode) : undefined;
  try {
    const parsed = country ? parsePhoneNumberWithError(text, country) : parsePhoneNumberWithError(text);
    if (callingCode !== undefined && parsed.countryCallingCode !== callingCode) return false;
    return parsed.isValid();
  } catch (error) {
    if (error instanceof ParseError) return false;
    throw error;
  }
}
