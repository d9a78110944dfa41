/**
 * POST /api/form-submission: the fields of spec section 3 ('Stepped form config. Form fields' and 'Form
 * submission extras'), their rules, and the record stored. Every rule is listed in demo/server/README.md.
 *
 * Values are kept exactly as sent. An empty value counts as not sent (a form posts every input, filled or
 * not), so rules apply to non-empty values only. Fields the spec does not name are an author's own
 * questions (a CMS form may add firstName, lastName ...): they are kept, within the limits of EXTRA_FIELD.
 */
import { checkEmailSyntax } from './email.ts';
import { CALLING_CODES, isValidPhoneForForm, PHONE_INPUT_MAX_CHARS } from './phone.ts';
import type { FieldValue, FormSubmissionRecord } from './store.ts';
import { contentHash } from './store.ts';
import { checkText, COUNTRY_ISO2_RULE, TRANSACTION_ID_RULE, type TextRule } from './text.ts';
import type { FormBody } from './urlencoded.ts';
import { VERIFICATION_TOKEN_FIELD, VERIFICATION_TOKEN_MAX_CHARS } from './verification.ts';
import { InputError } from '../validation.ts';

/** Spec section 3: MDCampaignId defaults to 10, boncomCampaignId to 0 (section 9: "default campaign ids 10 and 0"). */
export const DEFAULT_MD_CAMPAIGN_ID = '10';
export const DEFAULT_BONCOM_CAMPAIGN_ID = '0';
/** Spec section 9: "Note capped at 250 characters". */
export const NOTE_MAX_CHARS = 250;
/** A form's own questions beyond the spec's fields. */
export const EXTRA_FIELDS_MAX = 50;
export const EXTRA_FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.:[\]-]*$/;
export const EXTRA_FIELD: TextRule = { maxChars: 2000, multiline: true };
/** Offer lists (offerType, oItemId, sourceId as JSON arrays) and the offerDetails array. */
export const OFFER_LIST_MAX_ITEMS = 50;
export const OFFER_LIST_ITEM_MAX_CHARS = 200;
export const OFFER_DETAILS_MAX_CHARS = 20000;
export const OFFER_DETAILS_MAX_ITEMS = 100;

type Check = (field: string, value: string, form: FormBody) => void;

interface FieldSpec extends TextRule {
  check?: Check;
}

const line = (maxChars: number): FieldSpec => ({ maxChars });
const lines = (maxChars: number): FieldSpec => ({ maxChars, multiline: true });
const oneOf = (values: readonly string[]): FieldSpec => ({
  maxChars: Math.max(...values.map((value) => value.length)),
  pattern: new RegExp(`^(?:${values.join('|')})$`),
  patternHint: `one of ${values.map((value) => `"${value}"`).join(', ')}`,
});
const CAMPAIGN_ID: FieldSpec = { maxChars: 64, pattern: /^[A-Za-z0-9_.-]+$/, patternHint: "letters, digits, '.', '_' or '-'" };
const CHECKBOX_VALUE = line(200);

/**
 * offerType, oItemId and sourceId: one value from a hidden input, or a JSON array of the selected
 * offers' values (spec 'Form submission extras').
 */
function checkOfferList(field: string, value: string): void {
  if (!value.trimStart().startsWith('[')) {
    checkText(field, value, line(OFFER_LIST_ITEM_MAX_CHARS));
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new InputError(field, `${field} starts with '[' but is not valid JSON`);
  }
  if (!Array.isArray(parsed)) throw new InputError(field, `${field} must be a JSON array`);
  if (parsed.length > OFFER_LIST_MAX_ITEMS) throw new InputError(field, `${field} must list at most ${OFFER_LIST_MAX_ITEMS} offers`);
  parsed.forEach((item: unknown, index) => {
    const itemField = `${field}[${index}]`;
    if (typeof item === 'number' && Number.isFinite(item)) return;
    if (typeof item !== 'string') throw new InputError(itemField, `${itemField} must be a string or a number`);
    checkText(itemField, item, line(OFFER_LIST_ITEM_MAX_CHARS));
  });
}

/** offerDetails: a JSON array of question details, each with its response (spec 'Form submission extras'). */
function checkOfferDetails(field: string, value: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new InputError(field, `${field} must be valid JSON`);
  }
  if (!Array.isArray(parsed)) throw new InputError(field, `${field} must be a JSON array`);
  if (parsed.length > OFFER_DETAILS_MAX_ITEMS) throw new InputError(field, `${field} must have at most ${OFFER_DETAILS_MAX_ITEMS} items`);
  parsed.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new InputError(`${field}[${index}]`, `${field}[${index}] must be a JSON object`);
    }
  });
}

function checkEmail(field: string, value: string): void {
  const syntax = checkEmailSyntax(value);
  if (!syntax.ok) throw new InputError(field, `${field} is not a valid email address: ${syntax.reason}`);
}

const callingCodeOf = (form: FormBody): string | undefined => {
  const code = form.get('phoneCountryCode');
  return code ? code.replace(/^\+/, '') : undefined;
};

function checkPhone(field: string, value: string, form: FormBody): void {
  const callingCode = callingCodeOf(form);
  const country = form.get('countryIso2') || undefined;
  if (!value.trim().startsWith('+') && callingCode === undefined && country === undefined) {
    throw new InputError('phoneCountryCode', 'phoneCountryCode (or countryIso2) is required with a phone number that does not start with +');
  }
  if (!isValidPhoneForForm(value, callingCode, country)) {
    throw new InputError(field, `${field} is not a valid phone number${callingCode ? ` for +${callingCode}` : ''}`);
  }
}

function checkCallingCode(field: string, value: string): void {
  if (!CALLING_CODES.has(value.replace(/^\+/, ''))) throw new InputError(field, `${field} "${value}" is not a country calling code`);
}

/** Spec section 3 'Form fields' and 'Form submission extras', plus the phone field's own hidden fields. */
export const FORM_FIELDS: Readonly<Record<string, FieldSpec>> = {
  offerType: { ...line(OFFER_LIST_MAX_ITEMS * (OFFER_LIST_ITEM_MAX_CHARS + 3)), check: checkOfferList },
  oItemId: { ...line(OFFER_LIST_MAX_ITEMS * (OFFER_LIST_ITEM_MAX_CHARS + 3)), check: checkOfferList },
  sourceId: { ...line(OFFER_LIST_MAX_ITEMS * (OFFER_LIST_ITEM_MAX_CHARS + 3)), check: checkOfferList },
  fType: line(100),
  marketoToken: line(300),
  transactionId: TRANSACTION_ID_RULE,
  hashed: line(300),
  adobeId: line(200),
  requestId: line(200),
  MDCampaignId: CAMPAIGN_ID,
  boncomCampaignId: CAMPAIGN_ID,
  // A checkbox posts "on" unless the form gives it a value; the spec does not fix this one.
  consent_to_message: oneOf(['true', 'false', 'on']),
  // Spec: "ad_partner_consent (sent as true or false)".
  ad_partner_consent: oneOf(['true', 'false']),
  phone: { ...line(PHONE_INPUT_MAX_CHARS), check: checkPhone },
  phoneCountryCode: { maxChars: 4, pattern: /^\+?[0-9]{1,3}$/, patternHint: 'a country calling code such as 44 or +44', check: checkCallingCode },
  phoneCountryAlpha3: { maxChars: 3, pattern: /^[A-Za-z]{3}$/, patternHint: 'a three-letter ISO 3166-1 code such as GBR' },
  phoneCountry: line(100),
  phoneFieldType: line(50),
  email: { ...line(254), check: checkEmail },
  fullName: line(200),
  countryIso2: COUNTRY_ISO2_RULE,
  lang: { maxChars: 35, pattern: /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, patternHint: 'a language code such as en, pt-BR or eng' },
  missionaries: line(500),
  address: lines(500),
  timeSelection: line(200),
  clientRegion: line(100),
  offerDetails: { ...lines(OFFER_DETAILS_MAX_CHARS), check: checkOfferDetails },
  note: lines(NOTE_MAX_CHARS),
  subscriptions: CHECKBOX_VALUE,
  messagingOptIn: CHECKBOX_VALUE,
  emailSubscription: CHECKBOX_VALUE,
  phoneSubscription: CHECKBOX_VALUE,
};

export interface ParsedSubmission {
  record: Omit<FormSubmissionRecord, 'verified'>;
  token: string | undefined;
}

/** Validates every field and builds the record; throws InputError naming the first bad field. */
export function readSubmission(form: FormBody): ParsedSubmission {
  // No prototype: a field named __proto__ is then an ordinary key, not a silently dropped assignment.
  const fields = Object.create(null) as Record<string, FieldValue>;
  const crossChecks: (() => void)[] = [];
  let extras = 0;
  for (const name of form.names()) {
    const count = form.count(name);
    // Own keys only: `constructor` or `toString` would otherwise find Object.prototype's and skip every limit.
    const spec = name === VERIFICATION_TOKEN_FIELD || !Object.hasOwn(FORM_FIELDS, name) ? undefined : FORM_FIELDS[name];
    if (name === VERIFICATION_TOKEN_FIELD || spec) {
      // Two values for one of the spec's fields would leave the stored record ambiguous.
      if (count > 1) throw new InputError(name, `${name} was sent ${count} times; send it once`);
    }
    if (name === VERIFICATION_TOKEN_FIELD) {
      const token = form.get(name)!;
      if (token.length > VERIFICATION_TOKEN_MAX_CHARS) throw new InputError(name, `${name} is longer than ${VERIFICATION_TOKEN_MAX_CHARS} characters`);
      continue;
    }
    if (spec) {
      const value = form.get(name)!;
      if (value !== '') {
        checkText(name, value, spec);
        const check = spec.check;
        // After every field's own rules, so a phone is judged against a phoneCountryCode already checked.
        if (check) crossChecks.push(() => check(name, value, form));
      }
      fields[name] = value;
      continue;
    }
    extras += 1;
    if (extras > EXTRA_FIELDS_MAX) throw new InputError(name, `The form has more than ${EXTRA_FIELDS_MAX} fields beyond the documented ones`);
    if (!EXTRA_FIELD_NAME.test(name)) {
      throw new InputError(name, `Field name "${name}" must start with a letter or '_' and hold only letters, digits, '_', '.', ':', '-', '[' or ']'`);
    }
    const values = form.entries.filter(([key]) => key === name).map(([, value]) => value);
    for (const value of values) checkText(name, value, EXTRA_FIELD);
    fields[name] = values.length === 1 ? values[0]! : values;
  }

  for (const check of crossChecks) check();

  const present = (name: string): string | null => {
    const value = form.get(name);
    return value === undefined || value === '' ? null : value;
  };
  if (present('email') === null && present('phone') === null) {
    throw new InputError('email', 'email or phone is required: the submission needs at least one way to reach the visitor');
  }

  // The hash ignores field order, and keeps the order of a repeated field's values.
  const hashInput = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  return {
    record: {
      transactionId: present('transactionId'),
      contentHash: contentHash(hashInput),
      fields,
      email: present('email'),
      phone: present('phone'),
      fullName: present('fullName'),
      countryIso2: present('countryIso2'),
      lang: present('lang'),
      offerType: present('offerType'),
      sourceId: present('sourceId'),
      mdCampaignId: present('MDCampaignId') ?? DEFAULT_MD_CAMPAIGN_ID,
      boncomCampaignId: present('boncomCampaignId') ?? DEFAULT_BONCOM_CAMPAIGN_ID,
    },
    token: form.get(VERIFICATION_TOKEN_FIELD),
  };
}
