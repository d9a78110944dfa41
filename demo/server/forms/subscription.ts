/**
 * POST /api/simple-subscription: the JSON payload of spec section 3 ('Simple subscription payload').
 * The JSON schema fixes the shape (unknown properties are a 400, as for every JSON route); the rules a
 * schema cannot say (control characters, at least one contact, a channel's contact present, phone and
 * email syntax) are checked in readSubscription.
 */
import { checkEmailSyntax } from './email.ts';
import { isKnownCountry, isValidPhoneForForm, PHONE_INPUT_MAX_CHARS } from './phone.ts';
import { contentHash, type SubscriptionRecord } from './store.ts';
import { checkText, TRANSACTION_ID_RULE, type TextRule } from './text.ts';
import { VERIFICATION_TOKEN_FIELD, VERIFICATION_TOKEN_MAX_CHARS } from './verification.ts';
import { InputError } from '../validation.ts';

/** Compared case-insensitively; the spec's forms use EMAIL and SMS ("disables SMS confirmation and selects EMAIL"). */
export const SUBSCRIPTION_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export const SUBSCRIPTIONS_MAX_ITEMS = 10;
export const FIRST_NAME_MAX_CHARS = 100;
export const SITE_URL_MAX_CHARS = 2000;

export interface SubscriptionItem {
  channel: string;
  cid?: string;
  clientRegion?: string;
  listId: string | number;
  siteUrl?: string;
  subscribed: true;
}

export interface SubscriptionBody {
  person: { firstName: string };
  phone?: { phoneNumber: string; whatsAppable?: boolean };
  email?: { emailAddress: string };
  countryIso2: string;
  languageIso3: string;
  messagingMergeCodes?: { missionaries?: string; address?: string; timeSelection?: string };
  subscriptions: SubscriptionItem[];
  transactionId?: string;
  verificationToken?: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const subscriptionSchema = {
  body: {
    type: 'object',
    required: ['person', 'countryIso2', 'languageIso3', 'subscriptions'],
    additionalProperties: false,
    properties: {
      person: {
        type: 'object',
        required: ['firstName'],
        additionalProperties: false,
        properties: { firstName: { type: 'string', minLength: 1, maxLength: FIRST_NAME_MAX_CHARS } },
      },
      phone: {
        type: 'object',
        required: ['phoneNumber'],
        additionalProperties: false,
        properties: { phoneNumber: text(PHONE_INPUT_MAX_CHARS), whatsAppable: { type: 'boolean' } },
      },
      email: {
        type: 'object',
        required: ['emailAddress'],
        additionalProperties: false,
        properties: { emailAddress: text(254) },
      },
      countryIso2: { type: 'string', pattern: '^[A-Za-z]{2}$' },
      languageIso3: { type: 'string', pattern: '^[A-Za-z]{3}$' },
      messagingMergeCodes: {
        type: 'object',
        additionalProperties: false,
        properties: { missionaries: text(500), address: text(500), timeSelection: text(200) },
      },
      subscriptions: {
        type: 'array',
        minItems: 1,
        maxItems: SUBSCRIPTIONS_MAX_ITEMS,
        items: {
          type: 'object',
          required: ['channel', 'listId', 'subscribed'],
          additionalProperties: false,
          properties: {
            channel: text(20),
            cid: text(100),
            clientRegion: text(100),
            listId: {
              anyOf: [
                { type: 'string', minLength: 1, maxLength: 100 },
                { type: 'integer', minimum: 0 },
              ],
            },
            siteUrl: text(SITE_URL_MAX_CHARS),
            subscribed: { const: true },
          },
        },
      },
      transactionId: { type: 'string', maxLength: 64 },
      [VERIFICATION_TOKEN_FIELD]: { type: 'string', maxLength: VERIFICATION_TOKEN_MAX_CHARS },
    },
  },
} as const;

const LINE = (maxChars: number): TextRule => ({ maxChars });

export interface ParsedSubscription {
  record: Omit<SubscriptionRecord, 'verified'>;
  token: string | undefined;
}

export function readSubscription(body: SubscriptionBody): ParsedSubscription {
  const firstName = body.person.firstName;
  checkText('person.firstName', firstName, LINE(FIRST_NAME_MAX_CHARS));
  if (firstName.trim() === '') throw new InputError('person.firstName', 'person.firstName must not be blank');

  if (body.transactionId !== undefined && body.transactionId !== '') checkText('transactionId', body.transactionId, TRANSACTION_ID_RULE);
  if (!isKnownCountry(body.countryIso2)) throw new InputError('countryIso2', `countryIso2 "${body.countryIso2}" is not a known country code`);

  const merge = body.messagingMergeCodes;
  if (merge?.missionaries !== undefined) checkText('messagingMergeCodes.missionaries', merge.missionaries, LINE(500));
  if (merge?.address !== undefined) checkText('messagingMergeCodes.address', merge.address, { maxChars: 500, multiline: true });
  if (merge?.timeSelection !== undefined) checkText('messagingMergeCodes.timeSelection', merge.timeSelection, LINE(200));

  const email = body.email?.emailAddress ?? '';
  if (email !== '') {
    checkText('email.emailAddress', email, LINE(254));
    const syntax = checkEmailSyntax(email);
    if (!syntax.ok) throw new InputError('email.emailAddress', `email.emailAddress is not a valid email address: ${syntax.reason}`);
  }
  const phone = body.phone?.phoneNumber ?? '';
  if (phone !== '') {
    checkText('phone.phoneNumber', phone, LINE(PHONE_INPUT_MAX_CHARS));
    if (!isValidPhoneForForm(phone, undefined, body.countryIso2)) {
      throw new InputError('phone.phoneNumber', `phone.phoneNumber is not a valid phone number for ${body.countryIso2.toUpperCase()}`);
    }
  }
  if (email === '' && phone === '') {
    throw new InputError('email.emailAddress', 'email.emailAddress or phone.phoneNumber is required: the sign-up needs a way to reach the visitor');
  }

  const channels: string[] = [];
  body.subscriptions.forEach((item, index) => {
    const at = (name: string) => `subscriptions[${index}].${name}`;
    const channel = item.channel.toLowerCase();
    if (!(SUBSCRIPTION_CHANNELS as readonly string[]).includes(channel)) {
      throw new InputError(at('channel'), `${at('channel')} must be one of ${SUBSCRIPTION_CHANNELS.map((name) => name.toUpperCase()).join(', ')}`);
    }
    if (channel === 'email' && email === '')
      throw new InputError('email.emailAddress', `email.emailAddress is required for the EMAIL subscription ${at('channel')}`);
    if (channel !== 'email' && phone === '') {
      throw new InputError('phone.phoneNumber', `phone.phoneNumber is required for the ${item.channel} subscription ${at('channel')}`);
    }
    if (channel === 'whatsapp' && body.phone?.whatsAppable === false) {
      throw new InputError(at('channel'), `${at('channel')} is WHATSAPP but phone.whatsAppable is false`);
    }
    if (item.cid !== undefined) checkText(at('cid'), item.cid, LINE(100));
    if (item.clientRegion !== undefined) checkText(at('clientRegion'), item.clientRegion, LINE(100));
    if (typeof item.listId === 'string') checkText(at('listId'), item.listId, LINE(100));
    if (item.siteUrl !== undefined && item.siteUrl !== '') checkSiteUrl(at('siteUrl'), item.siteUrl);
    channels.push(item.channel);
  });

  const { [VERIFICATION_TOKEN_FIELD]: token, ...payload } = body;
  return {
    record: {
      transactionId: body.transactionId === undefined || body.transactionId === '' ? null : body.transactionId,
      contentHash: contentHash(payload),
      payload,
      firstName,
      email: email === '' ? null : email,
      phone: phone === '' ? null : phone,
      whatsAppable: body.phone?.whatsAppable ?? null,
      countryIso2: body.countryIso2,
      languageIso3: body.languageIso3,
      channels,
    },
    token,
  };
}

/** The page the visitor signed up on: an absolute http(s) address, taken as sent. */
function checkSiteUrl(field: string, value: string): void {
  checkText(field, value, LINE(SITE_URL_MAX_CHARS));
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InputError(field, `${field} must be an absolute http(s) address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InputError(field, `${field} must be an http or https address`);
}
