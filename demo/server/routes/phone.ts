/**
 * POST /api/phoneVerify (spec section 7: "query phone (code and number), country"; answer "valid, formatted").
 * Fields from the query string, or from a JSON or form body when the query lacks them:
 *   phone        the number as typed (national, or international with '+')
 *   country      ISO 3166-1 alpha-2 of the selected country (required)
 *   countryCode  the selected calling code (optional; must be the country's, e.g. 44 for GB)
 * Answer 200 `{ valid, formatted: { international, national, e164 } | null, country, type, reason?, message? }`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { getCountryCallingCode } from 'libphonenumber-js/max';
import { isKnownCountry, PHONE_INPUT_MAX_CHARS, verifyPhone } from '../forms/phone.ts';
import { checkText, COUNTRY_ISO2_RULE } from '../forms/text.ts';
import { FormBody, registerFormParser } from '../forms/urlencoded.ts';
import { InputError } from '../validation.ts';

const phoneSchema = {
  querystring: {
    type: 'object',
    properties: { phone: { type: 'string' }, country: { type: 'string' }, countryCode: { type: 'string' } },
  },
} as const;
type PhoneField = keyof typeof phoneSchema.querystring.properties;

/** The value of `field`: query first, then the body (form or JSON); a body value that is not text is a 400. */
function readField(query: Partial<Record<PhoneField, string>>, body: unknown, field: PhoneField): string | undefined {
  if (query[field] !== undefined) return query[field];
  if (body instanceof FormBody) {
    if (body.count(field) > 1) throw new InputError(field, `${field} was sent more than once`);
    return body.get(field);
  }
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const value = (body as Record<string, unknown>)[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw new InputError(field, `${field} must be a string`);
    return value;
  }
  return undefined;
}

export const phoneRoutes: FastifyPluginAsync = async (api) => {
  registerFormParser(api);

  api.post<{ Querystring: Partial<Record<PhoneField, string>> }>('/phoneVerify', { schema: phoneSchema }, async (request) => {
    if (request.body !== undefined && request.body !== null && typeof request.body !== 'object') {
      throw new InputError('body', 'The body must be a JSON object or a form; or send the fields in the query string');
    }
    const phone = readField(request.query, request.body, 'phone');
    const country = readField(request.query, request.body, 'country');
    const countryCode = readField(request.query, request.body, 'countryCode');

    if (phone === undefined || phone.trim() === '') throw new InputError('phone', 'phone is required');
    checkText('phone', phone, { maxChars: PHONE_INPUT_MAX_CHARS });
    if (country === undefined || country === '') throw new InputError('country', 'country is required (ISO 3166-1 alpha-2, e.g. US)');
    checkText('country', country, COUNTRY_ISO2_RULE);
    if (!isKnownCountry(country)) throw new InputError('country', `country "${country}" is not a country with telephone numbers`);

    let callingCode: string | undefined;
    if (countryCode !== undefined && countryCode !== '') {
      checkText('countryCode', countryCode, { maxChars: 4, pattern: /^\+?[0-9]{1,3}$/, patternHint: 'a calling code such as 44 or +44' });
      callingCode = countryCode.replace(/^\+/, '');
      const expected = getCountryCallingCode(country.toUpperCase() as Parameters<typeof getCountryCallingCode>[0]);
      if (callingCode !== expected) {
        throw new InputError('countryCode', `countryCode +${callingCode} is not the calling code of ${country.toUpperCase()} (+${expected})`);
      }
    }

    return verifyPhone(phone, country, callingCode);
  });
};
