/**
 * vb-simple-sign-up without the DOM: the JSON body of POST /api/simple-subscription (spec section 3 'Simple
 * subscription payload') from the author's form entries, the channels the visitor chose, the transaction id that
 * makes a retry the same sign-up, and what an answer means. Node tests cover it (simple-sign-up-logic.node.test.ts).
 */
import { safeUrl } from '../../src/safe-href.ts';
import { newTransactionId } from '../../src/transaction-id.ts';

/** Payload channel names, as the reference server and the spec's forms write them. */
export type SignUpChannel = 'EMAIL' | 'SMS' | 'WHATSAPP';
export const CHANNELS: readonly SignUpChannel[] = ['EMAIL', 'SMS', 'WHATSAPP'];

/** The names the sign-up reads from its form (README 'Fields'): the #13 fields' defaults and the spec's names. */
export const FIELD_NAMES = {
  firstName: 'firstName',
  email: 'email',
  phone: 'phone',
  phoneCountryCode: 'phoneCountryCode',
  phoneCountry: 'phoneCountry',
  whatsAppable: 'whatsAppable',
} as const;

/**
 * The choice names: `subscriptions` valued EMAIL, SMS or WHATSAPP, or (a vb-check-box or vb-checkbox-radio with a
 * conditional field renames it, spec section 5) `emailSubscription` / `phoneSubscription`.
 */
export const CHOICE_NAMES = ['subscriptions', 'emailSubscription', 'phoneSubscription'] as const;
export const MERGE_CODE_NAMES = ['missionaries', 'address', 'timeSelection'] as const;
export type MergeCodeName = (typeof MERGE_CODE_NAMES)[number];

export interface SubscriptionItem {
  channel: SignUpChannel;
  cid: string;
  clientRegion: string;
  listId: string;
  siteUrl: string;
  subscribed: true;
}

export interface SubscriptionPayload {
  person: { firstName: string };
  phone?: { phoneNumber: string; whatsAppable: boolean };
  email?: { emailAddress: string };
  countryIso2: string;
  languageIso3: string;
  messagingMergeCodes?: Partial<Record<MergeCodeName, string>>;
  subscriptions: SubscriptionItem[];
  transactionId?: string;
}

/** Where the page and the element's attributes put the rest of the payload. */
export interface SignUpContext {
  /** Per channel: the list the visitor is added to ('' = not configured). */
  listIds: Record<SignUpChannel, string>;
  clientRegion: string;
  /** The `cid` cookie ('' when there is none). */
  cid: string;
  siteUrl: string;
  /** The element's `country` attribute, then the page's geocountry meta (either may be ''). */
  country: string;
  pageCountry: string;
  /** The element's language (BCP 47), turned into ISO 639-2 here. */
  language: string;
  /** Whether the form has any choice control (checked or not); without one the filled contacts are the channels. */
  choicesOffered: boolean;
}

/** Why a payload cannot be sent; `field` is the form field to send the visitor to, if one. */
export type SignUpProblem =
  | { kind: 'no-first-name'; field: 'firstName' }
  | { kind: 'no-channel'; field: null }
  | { kind: 'no-contact'; field: 'email' }
  | { kind: 'missing-contact'; field: 'email' | 'phone'; channel: SignUpChannel }
  | { kind: 'no-list-id'; field: null; channel: SignUpChannel };

export type BuildResult = { ok: true; payload: SubscriptionPayload } | { ok: false; problem: SignUpProblem };

/** Form entries as FormData gives them; files (never in a sign-up) read as ''. */
export type Entries = Iterable<readonly [string, unknown]>;

/** Whitespace collapsed and trimmed: what a visitor means by a name or an address. */
const clean = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** Every value of each name, in order. */
function collect(entries: Entries): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const [name, value] of entries) {
    const list = values.get(name) ?? [];
    list.push(typeof value === 'string' ? value : '');
    values.set(name, list);
  }
  return values;
}

/** A choice's value as a channel: EMAIL, SMS, WHATSAPP in any case and spacing; anything else is not one. */
export function channelFromValue(value: string): SignUpChannel | null {
  const upper = value.trim().toUpperCase();
  return (CHANNELS as readonly string[]).includes(upper) ? (upper as SignUpChannel) : null;
}

/** The channels chosen, in the payload's order (EMAIL, SMS, WHATSAPP), each once. */
export function chosenChannels(values: Map<string, string[]>): SignUpChannel[] {
  const chosen = new Set<SignUpChannel>();
  for (const value of values.get('subscriptions') ?? []) {
    const channel = channelFromValue(value);
    if (channel) chosen.add(channel);
  }
  // A renamed box keeps the author's value: 'true' or 'on' for a plain box, or a channel name.
  if ((values.get('emailSubscription') ?? []).length > 0) chosen.add('EMAIL');
  for (const value of values.get('phoneSubscription') ?? []) chosen.add(channelFromValue(value) === 'WHATSAPP' ? 'WHATSAPP' : 'SMS');
  return CHANNELS.filter((channel) => chosen.has(channel));
}

/** Calling codes whose numbers keep their leading 0 after the code (Italy, San Marino, Vatican City). */
const LEADING_ZERO_KEPT = new Set(['39', '378', '379']);

/**
 * The number as the server reads it: international (+code) when the phone field gave its calling code, so a
 * number from another country than countryIso2 is read in its own; else as typed. The national trunk prefix 0
 * goes (07400 123456 in the UK is +44 7400 123456), except where the 0 belongs to the number.
 */
export function phoneNumberOf(number: string, callingCode: string): string {
  const typed = clean(number);
  if (typed === '' || typed.startsWith('+')) return typed;
  const code = callingCode.replace(/\D/g, '');
  if (code === '') return typed;
  const national = LEADING_ZERO_KEPT.has(code) ? typed : typed.replace(/^0\s*/, '');
  return `+${code} ${national}`;
}

/** ISO 3166 alpha-2, upper case, or '' when the text is not two letters. */
const alpha2 = (value: string): string => (/^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : '');

/** The visitor's country: the attribute, the phone field's country, the page's geocountry, else US. */
export function countryOf(context: Pick<SignUpContext, 'country' | 'pageCountry'>, phoneCountry: string): string {
  return alpha2(context.country) || alpha2(phoneCountry) || alpha2(context.pageCountry) || 'US';
}

/**
 * ISO 639-2 (three letters) of a BCP 47 language, from the table of three-letter codes per two-letter one
 * (`codesOf` is src/language-codes.ts' languageCodes, passed in so this file stays free of the table).
 * 'en-GB' gives 'eng'; a three-letter tag is kept; anything unknown gives 'eng' (the spec's default language en).
 */
export function languageIso3(language: string, codesOf: (code: string) => string[]): string {
  const primary = language.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  const three = codesOf(primary).find((code) => code.length === 3);
  if (three) return three;
  if (/^[a-z]{3}$/.test(primary)) return primary;
  return 'eng';
}

const first = (values: Map<string, string[]>, name: string): string => values.get(name)?.[0] ?? '';

/** Checked or valued true: a boolean form entry (`whatsAppable`). */
function isOn(values: Map<string, string[]>, name: string): boolean {
  const value = values.get(name);
  if (!value || value.length === 0) return false;
  return value.some((entry) => !/^(false|0|off|no)$/i.test(entry.trim()));
}

/**
 * The payload for the form's entries, or the first reason it cannot be sent. The channels are the chosen ones
 * (or, with no choice in the form, the contacts given); each needs its contact and a configured list id.
 */
export function buildPayload(entries: Entries, context: SignUpContext, codesOf: (code: string) => string[]): BuildResult {
  const values = collect(entries);
  const firstName = clean(first(values, FIELD_NAMES.firstName));
  const emailAddress = first(values, FIELD_NAMES.email).replace(/\s+/g, '');
  const phoneNumber = phoneNumberOf(first(values, FIELD_NAMES.phone), first(values, FIELD_NAMES.phoneCountryCode));

  let channels: SignUpChannel[];
  if (context.choicesOffered) {
    channels = chosenChannels(values);
    if (channels.length === 0) return { ok: false, problem: { kind: 'no-channel', field: null } };
  } else {
    channels = [...(emailAddress ? (['EMAIL'] as const) : []), ...(phoneNumber ? (['SMS'] as const) : [])];
    if (channels.length === 0) return { ok: false, problem: { kind: 'no-contact', field: 'email' } };
  }
  for (const channel of channels) {
    if (channel === 'EMAIL' && emailAddress === '') return { ok: false, problem: { kind: 'missing-contact', field: 'email', channel } };
    if (channel !== 'EMAIL' && phoneNumber === '') return { ok: false, problem: { kind: 'missing-contact', field: 'phone', channel } };
  }
  if (firstName === '') return { ok: false, problem: { kind: 'no-first-name', field: 'firstName' } };
  const unlisted = channels.find((channel) => clean(context.listIds[channel]) === '');
  if (unlisted) return { ok: false, problem: { kind: 'no-list-id', field: null, channel: unlisted } };

  const merge: Partial<Record<MergeCodeName, string>> = {};
  for (const name of MERGE_CODE_NAMES) {
    const value = first(values, name).trim();
    if (value !== '') merge[name] = value;
  }
  const payload: SubscriptionPayload = {
    person: { firstName },
    ...(phoneNumber ? { phone: { phoneNumber, whatsAppable: isOn(values, FIELD_NAMES.whatsAppable) || channels.includes('WHATSAPP') } } : {}),
    ...(emailAddress ? { email: { emailAddress } } : {}),
    countryIso2: countryOf(context, first(values, FIELD_NAMES.phoneCountry)),
    languageIso3: languageIso3(context.language, codesOf),
    ...(Object.keys(merge).length > 0 ? { messagingMergeCodes: merge } : {}),
    subscriptions: channels.map((channel) => ({
      channel,
      cid: context.cid,
      clientRegion: context.clientRegion,
      listId: clean(context.listIds[channel]),
      siteUrl: context.siteUrl,
      subscribed: true,
    })),
  };
  return { ok: true, payload };
}

/** The last payload sent and its transaction id: sending the same payload again is a retry of that sign-up. */
export interface SentSignUp {
  body: string;
  transactionId: string;
}

/**
 * The transaction id for this payload: the last one when the payload is the one sent before (a retry after a
 * failure or a lost answer, stored once by the server), a new one when the visitor changed anything.
 */
export function transactionFor(previous: SentSignUp | null, payload: SubscriptionPayload, make: () => string = newTransactionId): SentSignUp {
  const body = JSON.stringify(payload);
  if (previous && previous.body === body) return previous;
  return { body, transactionId: make() };
}

/** The failure as the visitor reads it: a field to fix (a 4xx naming one of the form's fields) or try again. */
export type SignUpFailure = { kind: 'field'; field: 'firstName' | 'email' | 'phone' } | { kind: 'retry' };

/** The server names payload paths (`email.emailAddress`); the visitor fixes form fields. */
const FIELD_OF_PATH: Record<string, 'firstName' | 'email' | 'phone'> = {
  'person.firstName': 'firstName',
  'email.emailAddress': 'email',
  'phone.phoneNumber': 'phone',
};

export function failureOf(status: number, field: string | undefined): SignUpFailure {
  if (status >= 400 && status < 500 && field !== undefined && FIELD_OF_PATH[field]) return { kind: 'field', field: FIELD_OF_PATH[field] };
  return { kind: 'retry' };
}

/**
 * Where to send the visitor after signing up: an http(s) address or a path, resolved against the page; a
 * `javascript:` or other scheme is refused (null), so an attribute cannot run script.
 */
export function safeRedirect(url: string, base: string): string | null {
  return safeUrl(url, base)?.href ?? null;
}

/** The page address sent as siteUrl: without the fragment, which is the visitor's place on the page, not the page. */
export function siteUrlOf(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}
