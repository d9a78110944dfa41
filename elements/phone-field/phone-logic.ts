/**
 * vb-phone-field's rules that need no phone metadata (spec section 5 'Phone'): what the input keeps, where the
 * caret goes when the number is reformatted, how the country and the number change (one reducer: every write
 * of the country goes through it; the starting country is src/general-location.ts), which error the field has, and the hidden
 * fields it submits (spec section 3 'Phone field'). Pure: node tests cover it. libphonenumber-js comes later
 * (phone-lib.ts); the hooks (use-phone-*.ts) pass in what they learnt from it.
 */
import { checkingError, type CheckState } from '../../src/server-check.ts';

/** The server-check key of a number in a country: the same digits in another country are another question. */
export function checkKey(country: string, digits: string): string {
  return digits === '' ? '' : `${country}|${digits}`;
}

/** The country and digits a check key was made of. */
export function splitCheckKey(key: string): { country: string; digits: string } {
  const at = key.indexOf('|');
  return { country: key.slice(0, at), digits: key.slice(at + 1) };
}

export interface PhoneMessages {
  requiredMessage: string;
  conditionalRequiredMessage: string;
  malformedMessage: string;
  whitelistMessage: string;
  checkingText: string;
}

/** What verification said about one number in one country. `unverified`: the service failed; the visitor is not blocked. */
export type PhoneCheck =
  { status: 'valid'; formatted: string; country: string } | { status: 'invalid'; reason: string } | { status: 'unverified'; reason: string };

/** Digits only: what the number is made of, whatever the formatting around it. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Digits and spaces only (spec), plus a leading `+` while a calling code is being typed. Everything else a
 * visitor types or pastes (letters, dashes, dots, brackets) is dropped; the formatting adds its own.
 */
export function cleanPhoneInput(text: string): string {
  const plus = /^\s*\+/.test(text);
  const kept = text.replace(/[^\d ]/g, '');
  return plus ? `+${kept.replace(/^ +/, '')}` : kept;
}

/** How many digits stand before `caret` in `text`. */
export function digitsBefore(text: string, caret: number): number {
  return digitsOf(text.slice(0, caret)).length;
}

/** The caret position after the `count`-th digit of `text` (0: before the first digit). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) {
    const first = text.search(/\d/);
    return first === -1 ? text.length : first;
  }
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i] ?? '')) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * One edit of the number: the digits it leaves and where the caret goes, counted in digits. Deleting only a
 * formatting character (a space or a bracket the formatter put there) deletes the digit beside it instead,
 * or the visitor's Backspace would do nothing: the formatter puts the character straight back.
 */
export function applyEdit(previous: string, raw: string, caret: number, inputType: string): { digits: string; caretDigits: number } {
  let digits = digitsOf(raw);
  let caretDigits = digitsBefore(raw, caret);
  if (digits === digitsOf(previous) && raw.length < previous.length) {
    if (inputType === 'deleteContentBackward' && caretDigits > 0) {
      digits = digits.slice(0, caretDigits - 1) + digits.slice(caretDigits);
      caretDigits -= 1;
    } else if (inputType === 'deleteContentForward') {
      digits = digits.slice(0, caretDigits) + digits.slice(caretDigits + 1);
    }
  }
  return { digits, caretDigits };
}

/** A whitelist attribute ("US, CA, MX" or alpha-3 codes) as alpha-2 codes, through `toAlpha2`. Empty: every country. */
export function parseWhitelist(text: string, toAlpha2: (code: string) => string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((code) => toAlpha2(code))
    .filter(Boolean);
}

export interface PhoneErrorInput {
  digits: string;
  country: string;
  required: boolean;
  requiredBy: string;
  whitelist: readonly string[];
  /** Local validity from the phone metadata (null until it has loaded). */
  locallyValid: boolean | null;
  verify: boolean;
  /** The server's answer for exactly this number and country, or null when none is known yet. */
  check: PhoneCheck | null;
  messages: PhoneMessages;
}

export interface PhoneError {
  kind: 'required' | 'whitelist' | 'malformed' | 'checking';
  flags: ValidityStateFlags;
  message: string;
}

/**
 * The field's error, in the spec's order: empty (required or conditional-required, else valid); a country
 * outside the whitelist; a malformed number (the metadata says so locally, or the server does); a number
 * not verified yet (the form waits, with `checking-text`, until the server answers).
 */
export function phoneError(input: PhoneErrorInput): PhoneError | null {
  const { digits, country, required, requiredBy, whitelist, locallyValid, verify, check, messages } = input;
  if (digits === '') {
    if (!required && !requiredBy) return null;
    return { kind: 'required', flags: { valueMissing: true }, message: requiredBy ? messages.conditionalRequiredMessage : messages.requiredMessage };
  }
  if (whitelist.length > 0 && !whitelist.includes(country)) return { kind: 'whitelist', flags: { customError: true }, message: messages.whitelistMessage };
  if (locallyValid === false || check?.status === 'invalid') return { kind: 'malformed', flags: { typeMismatch: true }, message: messages.malformedMessage };
  if (!verify) return null;
  if (!check) return checkingError(messages.checkingText);
  return null;
}

/**
 * Local validity from the metadata: null while it is loading or the field is empty (nothing to say); a `+`
 * still in the input (a calling code nobody could read) is not a number yet.
 */
export function localValidity(digits: string, plusPending: boolean, validFor: ((digits: string) => boolean) | null): boolean | null {
  if (!validFor || digits === '') return plusPending && digits !== '' ? false : null;
  return plusPending ? false : validFor(digits);
}

/** The host's data-vb-state: empty field nothing; a running check; a local error invalid; else the answer (valid without verification). */
export function phoneState(digits: string, pending: boolean, error: PhoneError | null, check: PhoneCheck | null, verify: boolean): CheckState {
  if (digits === '') return '';
  if (pending) return 'checking';
  if (error && error.kind !== 'checking') return 'invalid';
  return check?.status ?? (verify ? '' : 'valid');
}

/** The country and the number as shown: one state, so a country change and the number's reformatting are one write. */
export interface PhoneValue {
  country: string;
  text: string;
}

export type PhoneAction =
  /** The page set the country attribute, the value attribute, or the form reset: the value as given. */
  | { type: 'set'; country?: string; text?: string }
  /** The visitor chose a country or typed a number (and a +code picked its country). */
  | { type: 'edit'; country?: string; text: string }
  /** The metadata or the server reformatted `from`: only what nobody changed meanwhile takes the new value. */
  | { type: 'reformat'; from: PhoneValue; to: PhoneValue; sameDigits?: boolean };

export function phoneValueReducer(state: PhoneValue, action: PhoneAction): PhoneValue {
  switch (action.type) {
    case 'set':
    case 'edit': {
      const next = { country: action.country ?? state.country, text: action.text ?? state.text };
      return next.country === state.country && next.text === state.text ? state : next;
    }
    case 'reformat': {
      const { from, to } = action;
      if (action.sameDigits) {
        // A server answer: it is about the number as it was, so it applies only if the number and country still are.
        if (digitsOf(state.text) !== digitsOf(from.text) || state.country !== from.country) return state;
        return phoneValueReducer(state, { type: 'set', ...to });
      }
      const text = state.text === from.text ? to.text : state.text;
      const country = state.country === from.country ? to.country : state.country;
      return phoneValueReducer(state, { type: 'set', country, text });
    }
  }
}

/** A saved state (back/forward, reload) as the field wrote it, or null for a state of another shape (an older version's). */
export function readSavedPhone(saved: string, toAlpha2: (code: string) => string): { country?: string; text?: string } | null {
  try {
    const parsed = JSON.parse(saved) as { country?: unknown; text?: unknown };
    const result: { country?: string; text?: string } = {};
    if (typeof parsed.country === 'string' && toAlpha2(parsed.country)) result.country = toAlpha2(parsed.country);
    if (typeof parsed.text === 'string') result.text = cleanPhoneInput(parsed.text);
    return result;
  } catch {
    return null;
  }
}

export interface HiddenFields {
  phoneCountryCode: string;
  phoneCountryAlpha3: string;
  phoneCountry: string;
  customWhitelist: string;
}

/**
 * The prefix of a phone field's hidden field names. The spec's names (phoneCountryCode, ...) belong to one field per
 * form: the first vb-phone-field of the form (`position` 0) keeps them; each later one prefixes them with its own
 * name (`mobile_phoneCountryCode`), or `phone<n>` when it has none, so two fields never overwrite each other.
 */
export function hiddenPrefix(position: number, name: string): string {
  if (position <= 0) return '';
  return name || `phone${position + 1}`;
}

/** What the form submits: the number under the field's name and the hidden fields of spec section 3 (prefixed, see above). */
export function phoneFormData(name: string, number: string, hidden: HiddenFields, prefix = ''): FormData {
  const data = new FormData();
  if (name) data.append(name, number);
  for (const [key, value] of Object.entries(hidden)) data.append(prefix ? `${prefix}_${key}` : key, value);
  return data;
}

/** The answer of POST /api/phoneVerify (`{ valid, formatted: { national, ... }, country }`). */
export function readPhoneAnswer(body: unknown): PhoneCheck {
  if (!body || typeof body !== 'object') return { status: 'unverified', reason: 'answer is not an object' };
  const { valid, formatted, country, reason } = body as { valid?: unknown; formatted?: unknown; country?: unknown; reason?: unknown };
  if (valid === false) return { status: 'invalid', reason: typeof reason === 'string' ? reason : 'INVALID_NUMBER' };
  const national = formatted && typeof formatted === 'object' ? (formatted as { national?: unknown }).national : undefined;
  if (valid === true && typeof national === 'string' && typeof country === 'string')
    return { status: 'valid', formatted: national, country: country.toUpperCase() };
  return { status: 'unverified', reason: 'answer of another shape' };
}
