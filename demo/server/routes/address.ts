/**
 * Address endpoints (spec sections 3 and 7):
 *   GET  /api/autocomplete?address=          US suggestions: [{ text, street_line, city, state, zipcode }]
 *   GET  /api/intlautocomplete?address=&country=ISO3             { Output: [...] } suggestions
 *   POST /api/addressVerify?address=          US candidates: [{ delivery_line_1, last_line, components, metadata, analysis }]
 *   POST /api/intladdressverify?address=&country=ISO3&countryComparisonFlag=T|F   { Output: [...] }
 *   GET  /api/preciselyik                     { ok: true, locations: [{ address: { countryCode3, ... }, coordinates }] }, counted
 *        (the visitor's general location by IP, spec section 7 'Other calls', from the maps geocoder's IP lookup)
 * The verify calls also take their fields from a JSON or form-urlencoded body (the query wins), since
 * some clients post forms. State lists are static files: scripts/generate-states.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { countryByIso3, type CountryInfo } from '../address/countries.ts';
import { autocompleteIntl, verifyIntlAddress, type IntlOutputItem } from '../address/intl.ts';
import { createAddressStore, type VerificationOutcome } from '../address/store.ts';
import { autocompleteUs } from '../address/us-autocomplete.ts';
import { verifyUsAddress } from '../address/us-verify.ts';
import { InputError } from '../validation.ts';
import { locateIp } from '../maps/geocoder.ts';

/** Longest address accepted: a full one-line address with a unit is under 100 characters; 200 leaves room. */
export const ADDRESS_MAX_CHARS = 200;
export const PRECISELY_SERVICE = 'preciselyik';
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

const addressField = { type: 'string', maxLength: ADDRESS_MAX_CHARS } as const;
// The code itself is checked by the handler, which can say which country codes exist.
const countryField = { type: 'string', maxLength: 16 } as const;
const flagField = { type: 'string', enum: ['T', 'F'] } as const;

const usSuggestionSchema = {
  type: 'object',
  required: ['text', 'street_line', 'city', 'state', 'zipcode'],
  properties: {
    text: { type: 'string' },
    street_line: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    zipcode: { type: 'string' },
  },
} as const;

/** One general location: the geocoder's address (strings) and position. */
const generalLocationSchema = {
  type: 'object',
  required: ['address'],
  properties: {
    address: { type: 'object', additionalProperties: { type: 'string' } },
    coordinates: { type: 'object', properties: { latitude: { type: 'number' }, longitude: { type: 'number' } } },
  },
} as const;

const INTL_STRING_FIELDS = [
  'RecordID',
  'FormattedAddress',
  'Status',
  'Status.Description',
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
] as const satisfies readonly (keyof IntlOutputItem)[];

const intlOutputSchema = {
  type: 'object',
  required: ['Output'],
  properties: {
    Output: {
      type: 'array',
      items: {
        type: 'object',
        required: INTL_STRING_FIELDS,
        properties: Object.fromEntries(INTL_STRING_FIELDS.map((field) => [field, { type: 'string' }])),
      },
    },
  },
} as const;

const usCandidateSchema = {
  type: 'object',
  required: ['input_index', 'candidate_index', 'delivery_line_1', 'last_line', 'deliveryLine1', 'lastLine', 'components', 'metadata', 'analysis'],
  properties: {
    input_index: { type: 'integer' },
    candidate_index: { type: 'integer' },
    delivery_line_1: { type: 'string' },
    last_line: { type: 'string' },
    deliveryLine1: { type: 'string' },
    lastLine: { type: 'string' },
    components: {
      type: 'object',
      required: ['primary_number', 'street_predirectional', 'street_name', 'street_suffix', 'city_name', 'state_abbreviation', 'zipcode', 'plus4_code'],
      properties: {
        primary_number: { type: 'string' },
        street_predirectional: { type: 'string' },
        street_name: { type: 'string' },
        street_suffix: { type: 'string' },
        street_postdirectional: { type: 'string' },
        secondary_designator: { type: 'string' },
        secondary_number: { type: 'string' },
        city_name: { type: 'string' },
        state_abbreviation: { type: 'string' },
        zipcode: { type: 'string' },
        plus4_code: { type: 'string' },
      },
    },
    metadata: {
      type: 'object',
      required: ['record_type', 'zip_type', 'latitude', 'longitude', 'precision'],
      properties: {
        record_type: { type: 'string' },
        zip_type: { type: 'string' },
        latitude: { type: 'number' },
        longitude: { type: 'number' },
        precision: { type: 'string' },
      },
    },
    analysis: {
      type: 'object',
      required: ['dpv_match_code', 'match', 'footnotes'],
      properties: {
        dpv_match_code: { type: 'string' },
        match: { type: 'string' },
        footnotes: { type: 'string' },
      },
    },
  },
} as const;

/** Verify calls: the fields may come in the query (the spec's way) or in a JSON or form body. */
const verifyBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { address: addressField, country: countryField, countryComparisonFlag: flagField },
} as const;

interface AutocompleteQuery {
  address: string;
}
interface IntlAutocompleteQuery {
  address: string;
  country: string;
}
interface VerifyFields {
  address?: string;
  country?: string;
  countryComparisonFlag?: 'T' | 'F';
}

function requireAddress(value: string | undefined): string {
  if (value === undefined) throw new InputError('address', 'address is required');
  const address = value.replace(/\s+/g, ' ').trim();
  if (address === '') throw new InputError('address', 'address must not be blank');
  return address;
}

/** An ISO 3166-1 alpha-3 code of a country outside the US (US addresses have their own endpoints). */
function requireIntlCountry(value: string | undefined): CountryInfo {
  if (value === undefined) throw new InputError('country', 'country is required (an ISO 3166-1 alpha-3 code such as DEU)');
  const country = countryByIso3(value);
  if (!country) throw new InputError('country', `country "${value}" is not an ISO 3166-1 alpha-3 country code`);
  if (country.iso2 === 'US') throw new InputError('country', 'US addresses are served by /api/autocomplete and /api/addressVerify');
  return country;
}

function mergeFields(query: VerifyFields, body: unknown): VerifyFields {
  const fromBody = typeof body === 'object' && body !== null ? (body as VerifyFields) : {};
  return {
    address: query.address ?? fromBody.address,
    country: query.country ?? fromBody.country,
    countryComparisonFlag: query.countryComparisonFlag ?? fromBody.countryComparisonFlag,
  };
}

function intlOutcome(items: readonly IntlOutputItem[]): VerificationOutcome {
  const first = items[0];
  if (!first || first.Status === 'F') return first?.Match === 'N' ? 'mismatch' : 'none';
  if (first.Match === 'N') return 'mismatch';
  return first.LDS_AddressValidationFlag === 'T' ? 'verified' : 'suggested';
}

export const addressRoutes: FastifyPluginAsync = async (api) => {
  const store = createAddressStore(api.db);

  api.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    // No prototype: a field named __proto__ or constructor is an ordinary (and then refused) field.
    const fields = Object.create(null) as Record<string, string>;
    for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
    done(null, fields);
  });

  // The spec's calls post with the query only: no body (or an empty one) is an empty set of body fields.
  const noBodyIsEmpty = async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null || request.body === '') request.body = {};
  };

  api.get<{ Querystring: AutocompleteQuery }>(
    '/autocomplete',
    {
      schema: {
        querystring: { type: 'object', required: ['address'], properties: { address: addressField } },
        response: { 200: { type: 'array', items: usSuggestionSchema } },
      },
    },
    // The prefix goes in untrimmed: a trailing space says the last word is finished.
    async (request) => {
      requireAddress(request.query.address);
      return autocompleteUs(request.query.address);
    },
  );

  api.get<{ Querystring: IntlAutocompleteQuery }>(
    '/intlautocomplete',
    {
      schema: {
        querystring: { type: 'object', required: ['address', 'country'], properties: { address: addressField, country: countryField } },
        response: { 200: intlOutputSchema },
      },
    },
    async (request) => {
      requireAddress(request.query.address);
      const country = requireIntlCountry(request.query.country);
      return { Output: autocompleteIntl(request.query.address, country) };
    },
  );

  api.post<{ Querystring: VerifyFields; Body: VerifyFields | undefined }>(
    '/addressVerify',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        querystring: { type: 'object', properties: { address: addressField } },
        body: verifyBodySchema,
        response: { 200: { type: 'array', items: usCandidateSchema } },
      },
    },
    async (request) => {
      const fields = mergeFields(request.query, request.body);
      const address = requireAddress(fields.address);
      const candidates = verifyUsAddress(address);
      const first = candidates[0];
      store.logVerification({
        kind: 'us',
        address,
        country: 'USA',
        candidates: candidates.length,
        outcome: !first ? 'none' : first.analysis.match === 'exact' && candidates.length === 1 ? 'verified' : 'suggested',
      });
      return candidates;
    },
  );

  api.post<{ Querystring: VerifyFields; Body: VerifyFields | undefined }>(
    '/intladdressverify',
    {
      preValidation: noBodyIsEmpty,
      schema: {
        querystring: { type: 'object', properties: { address: addressField, country: countryField, countryComparisonFlag: flagField } },
        body: verifyBodySchema,
        response: { 200: intlOutputSchema },
      },
    },
    async (request) => {
      const fields = mergeFields(request.query, request.body);
      const address = requireAddress(fields.address);
      const country = requireIntlCountry(fields.country);
      // Spec section 7: countryComparisonFlag 'T or F, default T'.
      const compare = (fields.countryComparisonFlag ?? 'T') === 'T';
      const output = verifyIntlAddress(address, country, compare);
      store.logVerification({
        kind: 'intl',
        address,
        country: country.iso3,
        candidates: output.filter((item) => item.Status === '').length,
        outcome: intlOutcome(output),
      });
      return { Output: output };
    },
  );

  api.get(
    '/preciselyik',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['ok', 'locations'],
            properties: { ok: { type: 'boolean' }, locations: { type: 'array', items: generalLocationSchema } },
          },
        },
      },
    },
    async (request) => {
      store.countCall(PRECISELY_SERVICE);
      // The caller's general location (the blocks preselect its address.countryCode3); none for an address the
      // reference server cannot place (it bundles no IP database: loopback and private networks only).
      const locations = locateIp(request.ip).map(({ address, coordinates }) => ({ address, coordinates }));
      return { ok: true, locations };
    },
  );
};
