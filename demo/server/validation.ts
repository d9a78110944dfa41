/**
 * Input validation and the JSON error answers every route shares.
 *
 * Bad input gets a 4xx with `{ "error": "<readable message>", "field": "<field name>" }` (the shape
 * src/api.ts reads into ApiError.field). Nothing a client sends answers 500: anything unexpected is
 * logged and answered with a generic 500 that says nothing about the internals.
 */
import type { ErrorObject, Options as AjvOptions } from 'ajv';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { SECURITY_HEADERS } from './security.ts';

export interface ErrorBody {
  error: string;
  field?: string;
  path?: string;
}

/** Thrown by handlers for rules a JSON schema cannot express (e.g. a length after trimming). */
export class InputError extends Error {
  override readonly name = 'InputError';
  readonly statusCode: number;
  constructor(
    readonly field: string,
    message: string,
    statusCode = 400,
  ) {
    super(message);
    this.statusCode = statusCode;
  }
}

const SHARED_AJV_OPTIONS: AjvOptions = {
  allErrors: false,
  useDefaults: true,
  // Schema typos fail at start-up instead of silently accepting anything.
  strictSchema: true,
  strictNumbers: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
};

type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

function makeAjv(coerceTypes: AjvOptions['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...SHARED_AJV_OPTIONS, coerceTypes, removeAdditional: false });
  addFormats(ajv);
  return ajv;
}

/**
 * JSON bodies are typed by their sender, so they are taken as sent: `"vote": "1"` or `"vote": true` is a
 * 400, not a silent vote (Fastify's default coercion would turn `null` into answer 0). Query strings,
 * path parameters and headers only carry text, so numbers and booleans there are coerced.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const compilers: Record<HttpPart, Ajv> = {
    body: makeAjv(false),
    querystring: makeAjv('array'),
    params: makeAjv(true),
    headers: makeAjv(true),
  };
  return ({ schema, httpPart }) => {
    const part: HttpPart = httpPart === 'querystring' || httpPart === 'params' || httpPart === 'headers' ? httpPart : 'body';
    return compilers[part].compile(schema as object);
  };
}

/** How a whole HTTP part is named when the problem is the part itself (e.g. a body that is not an object). */
const PART_FIELD: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

function pointerToField(pointer: string): string {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  let field = '';
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) field += `[${segment}]`;
    else field += field === '' ? segment : `.${segment}`;
  }
  return field;
}

function joinField(parent: string, child: string): string {
  return parent === '' ? child : `${parent}.${child}`;
}

function typeName(type: unknown): string {
  const names: Record<string, string> = {
    integer: 'a whole number',
    number: 'a number',
    string: 'a string',
    boolean: 'true or false',
    object: 'a JSON object',
    array: 'a list',
    null: 'null',
  };
  const list = Array.isArray(type) ? type : [type];
  return list.map((item) => names[String(item)] ?? String(item)).join(' or ');
}

function plural(count: unknown, word: string): string {
  return `${String(count)} ${word}${count === 1 ? '' : 's'}`;
}

/** Turns AJV's first error into a field name and a sentence a page author can act on. */
export function describeSchemaError(error: ErrorObject, context: string): { field: string; error: string } {
  const base = pointerToField(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const partField = PART_FIELD[context] ?? context;
  const named = (field: string) => (field === '' ? partField : field);

  switch (error.keyword) {
    case 'required': {
      const field = joinField(base, String(params.missingProperty));
      return { field, error: `${field} is required` };
    }
    case 'additionalProperties': {
      const field = joinField(base, String(params.additionalProperty));
      return { field, error: `${field} is not an accepted field` };
    }
    case 'type': {
      const field = named(base);
      return { field, error: `${field} must be ${typeName(params.type)}` };
    }
    case 'minimum':
      return { field: named(base), error: `${named(base)} must be at least ${String(params.limit)}` };
    case 'maximum':
      return { field: named(base), error: `${named(base)} must be at most ${String(params.limit)}` };
    case 'exclusiveMinimum':
      return { field: named(base), error: `${named(base)} must be greater than ${String(params.limit)}` };
    case 'exclusiveMaximum':
      return { field: named(base), error: `${named(base)} must be less than ${String(params.limit)}` };
    case 'minLength':
      return {
        field: named(base),
        error: params.limit === 1 ? `${named(base)} must not be empty` : `${named(base)} must be at least ${plural(params.limit, 'character')}`,
      };
    case 'maxLength':
      return { field: named(base), error: `${named(base)} must be at most ${plural(params.limit, 'character')}` };
    case 'minItems':
      return { field: named(base), error: `${named(base)} must have at least ${plural(params.limit, 'item')}` };
    case 'maxItems':
      return { field: named(base), error: `${named(base)} must have at most ${plural(params.limit, 'item')}` };
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map((value) => JSON.stringify(value)).join(', ') : '';
      return { field: named(base), error: `${named(base)} must be one of ${allowed}` };
    }
    case 'const':
      return { field: named(base), error: `${named(base)} must be ${JSON.stringify(params.allowedValue)}` };
    case 'format':
      return { field: named(base), error: `${named(base)} must be a valid ${String(params.format)}` };
    case 'pattern':
      return { field: named(base), error: `${named(base)} has an invalid format` };
    default:
      return { field: named(base), error: `${named(base)} ${error.message ?? 'is invalid'}` };
  }
}

interface FrameworkErrorAnswer {
  status: number;
  body: ErrorBody;
}

/** Fastify's own request errors (body parsing, limits, media types), reworded with the field they concern. */
function frameworkError(error: FastifyError, bodyLimit: number): FrameworkErrorAnswer | undefined {
  switch (error.code) {
    // Also covers __proto__ / constructor.prototype keys, which the JSON parser refuses (prototype poisoning).
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { error: 'The request body is not valid JSON', field: 'body' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { error: 'The request body is empty; send a JSON object', field: 'body' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: `The request body is larger than ${bodyLimit} bytes`, field: 'body' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: 'Unsupported content type; send application/json', field: 'content-type' } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { error: 'The request body does not match its Content-Length', field: 'body' } };
    case 'FST_ERR_BAD_URL':
      return { status: 400, body: { error: 'The request path is not a valid URL', field: 'path' } };
    default:
      return undefined;
  }
}

function isFastifyError(value: unknown): value is FastifyError {
  return value instanceof Error;
}

export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler(function handleError(rawError: unknown, request: FastifyRequest, reply: FastifyReply) {
    if (!isFastifyError(rawError)) {
      request.log.error({ err: rawError }, 'non-Error thrown');
      return sendError(reply, 500, { error: 'Internal server error' });
    }
    const error = rawError;

    if (error.validation && error.validation.length > 0) {
      const first = error.validation[0] as ErrorObject;
      const described = describeSchemaError(first, error.validationContext ?? 'body');
      return sendError(reply, 400, described);
    }
    if (error instanceof InputError) {
      return sendError(reply, error.statusCode, { error: error.message, field: error.field });
    }
    const known = frameworkError(error, bodyLimit);
    if (known) return sendError(reply, known.status, known.body);

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // e.g. @fastify/send's 403 for a path that climbs out of its root: say no, name nothing.
      return sendError(reply, status, { error: status === 403 ? 'Forbidden' : error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, status >= 500 && status < 600 ? status : 500, { error: 'Internal server error' });
  });

  app.setNotFoundHandler(function notFound(request, reply) {
    const questionMark = request.url.indexOf('?');
    const requestPath = questionMark === -1 ? request.url : request.url.slice(0, questionMark);
    return sendError(reply, 404, { error: 'Not found', path: requestPath });
  });
}

/** For Fastify's `frameworkErrors` option: errors raised before routing (a path that cannot be decoded). */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // This answer skips the onSend hooks, so it gets the security headers here.
  reply.headers(SECURITY_HEADERS);
  const known = frameworkError(error, 0);
  if (known) {
    void sendError(reply, known.status, known.body);
    return;
  }
  void sendError(reply, 400, { error: 'Bad request' });
}
