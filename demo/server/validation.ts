/**
 * Input validation and the JSON error answers every route shares.
 *
 * Bad input gets a 4xx with `{ "error": "<readable message>", "field": "<field name>" }` (the shape
 * src/api.ts reads into ApiError.field). Nothing a client sends answers 500: anything unexpected is
 * logged and answered with a generic 500 that says nothing about the internals.
 */
import type { ErrorObject, Options as AjvOptions } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
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
    return guardNumbers(compilers[part].compile(schema as object), schema as SchemaNode, part !== 'body');
  };
}

/** The parts of a JSON schema the number guard follows (the route schemas are plain literals). */
interface SchemaNode {
  type?: string | readonly string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: readonly SchemaNode[];
}

/**
 * A number written in text (query string, path, header): plain decimal, optionally with an exponent.
 * AJV's coercion also takes `Infinity`, `0x10` and ` 5`, and a coerced `Infinity` then passes `maximum`.
 */
const DECIMAL_TEXT = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Whether `text` is a number written in plain decimal (the rule every route's text numbers follow). */
export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

function isNumeric(schema: SchemaNode): boolean {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('number') || types.includes('integer');
}

/** Text numbers must be decimal and finite; after validation every -0 becomes 0 (a documented normalisation). */
interface NumberProblem {
  path: string;
  message: string;
}

function checkNumberText(schema: SchemaNode, value: unknown, path: string): NumberProblem | undefined {
  if (isNumeric(schema)) {
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      if (typeof text !== 'string') continue;
      if (!DECIMAL_TEXT.test(text)) return { path, message: `must be ${typeName(schema.type)} written in decimal digits` };
      if (!Number.isFinite(Number(text))) return { path, message: 'must be a finite number' };
    }
    return undefined;
  }
  if (schema.properties && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(value, key)) continue;
      const problem = checkNumberText(child, (value as Record<string, unknown>)[key], `${path}/${key}`);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** Walks only where the schema declares numbers, so the cost is the schema's size, not the payload's. */
function normaliseNumbers(schema: SchemaNode, value: unknown): unknown {
  if (typeof value === 'number') {
    if (Object.is(value, -0)) return 0;
    return value;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items = schema.items ?? schema.anyOf?.find((branch) => branch.items)?.items;
    if (items) for (let index = 0; index < value.length; index += 1) value[index] = normaliseNumbers(items, value[index]);
    return value;
  }
  const record = value as Record<string, unknown>;
  const branches = [schema, ...(schema.anyOf ?? [])];
  for (const branch of branches) {
    for (const [key, child] of Object.entries(branch.properties ?? {})) {
      if (Object.hasOwn(record, key)) record[key] = normaliseNumbers(child, record[key]);
    }
  }
  return value;
}

function firstNonFinite(schema: SchemaNode, value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !schema.properties) return undefined;
  for (const [key, child] of Object.entries(schema.properties)) {
    if (!Object.hasOwn(value, key)) continue;
    const found = firstNonFinite(child, (value as Record<string, unknown>)[key], `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

type CompiledValidator = ((data: unknown, context?: DataValidationCxt) => boolean) & { errors?: ErrorObject[] | null; schemaEnv?: unknown };

function numberError(instancePath: string, message: string): ErrorObject {
  return { keyword: 'number', instancePath, schemaPath: '#', params: {}, message };
}

/**
 * Wraps an AJV validator so that no number field answers 500 or takes a value nobody meant: `Infinity`,
 * `1e400`, `NaN` and hexadecimal text are 400s naming the field, and negative zero is stored as 0.
 */
function guardNumbers(validate: CompiledValidator, schema: SchemaNode, fromText: boolean): CompiledValidator {
  const guarded: CompiledValidator = (data, context) => {
    if (fromText) {
      const problem = checkNumberText(schema, data, '');
      if (problem) {
        guarded.errors = [numberError(problem.path, problem.message)];
        return false;
      }
    }
    const valid = validate(data, context);
    guarded.errors = validate.errors;
    if (!valid) return false;
    // Belt and braces for anything coercion lets through (AJV checks the range before it coerces).
    const nonFinite = firstNonFinite(schema, data, '');
    if (nonFinite !== undefined) {
      guarded.errors = [numberError(nonFinite, 'must be a finite number')];
      return false;
    }
    normaliseNumbers(schema, data);
    return true;
  };
  guarded.schemaEnv = validate.schemaEnv;
  return guarded;
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

export function installErrorHandling(app: FastifyInstance, bodyLimit: number, routes: RouteTable): void {
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
    // The route's own limit (the maps routes take more than the API's default), not the server-wide one.
    const known = frameworkError(error, request.routeOptions.bodyLimit ?? bodyLimit);
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
    const allowed = routes.methodsFor(requestPath);
    // A route that took this method and found nothing (a missing file under /demo/*) is a plain 404.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return sendError(reply, 405, { error: `${request.method} is not allowed here; use ${allowed.join(' or ')}`, field: 'method', path: requestPath });
    }
    return sendError(reply, 404, { error: 'Not found', path: requestPath });
  });
}

/**
 * Every route's path pattern and methods, collected as routes are added, so that a known path asked with
 * the wrong method answers 405 with `Allow` (RFC 9110) rather than a 404 that says the path does not exist.
 */
export class RouteTable {
  readonly #patterns = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  /** Every route with its request schema, in the order added (tests enumerate the fields from it). */
  readonly routes: { url: string; method: string; schema: unknown; bodyLimit: number | undefined }[] = [];

  add(url: string, methods: string | readonly string[], schema?: unknown, bodyLimit?: number): void {
    let entry = this.#patterns.get(url);
    if (!entry) {
      entry = { pattern: RouteTable.toPattern(url), methods: new Set() };
      this.#patterns.set(url, entry);
    }
    for (const method of typeof methods === 'string' ? [methods] : methods) {
      entry.methods.add(method.toUpperCase());
      this.routes.push({ url, method: method.toUpperCase(), schema, bodyLimit });
    }
  }

  /** The methods some route answers for this concrete path, sorted; empty when no route has the path. */
  methodsFor(requestPath: string): string[] {
    const found = new Set<string>();
    for (const { pattern, methods } of this.#patterns.values()) {
      if (pattern.test(requestPath)) for (const method of methods) found.add(method);
    }
    return [...found].sort();
  }

  /** find-my-way's syntax as this server uses it: `:name` is one segment, a trailing `*` anything. */
  static toPattern(url: string): RegExp {
    let source = '';
    for (const part of url.split(/(:[A-Za-z_][A-Za-z0-9_]*|\*)/)) {
      if (part === '*') source += '.*';
      else if (part.startsWith(':')) source += '[^/]+';
      else source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
    return new RegExp(`^${source}$`);
  }
}

/** Lone surrogates (half of a UTF-16 pair) are not text: stored, they become bytes no UTF-8 reader accepts. */
const LONE_SURROGATE = /\p{Cs}/u;

interface TextCarrier {
  readonly entries: readonly (readonly [string, string])[];
}

/** A parsed form body (forms/urlencoded.ts FormBody), never a JSON object that happens to have `entries`. */
function isTextCarrier(value: object): value is TextCarrier {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype !== Object.prototype && prototype !== null && Array.isArray((value as { entries?: unknown }).entries);
}

/** The first field (as the error answers name fields) holding a lone surrogate, in a key or a value. */
export function findLoneSurrogate(value: unknown, partField: string): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, field] = stack.pop()!;
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) return field === '' ? partField : field;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) stack.push([item[index], `${field}[${index}]`]);
      continue;
    }
    // A parsed form body: its names and values, by field name.
    const entries: readonly (readonly [string, unknown])[] = isTextCarrier(item) ? item.entries : Object.entries(item);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      const childField = joinField(field, key);
      if (LONE_SURROGATE.test(key)) return field === '' ? partField : field;
      stack.push([child, childField]);
    }
  }
  return undefined;
}

/**
 * The query parser keeps a part that does not percent-decode (`%ED%A0%80`, a stray `%`) as literal text, which
 * would store something the visitor never sent: such a part is refused, naming its field, like the form parser.
 */
export function findUndecodableQueryField(url: string): string | undefined {
  const questionMark = url.indexOf('?');
  if (questionMark === -1) return undefined;
  for (const part of url.slice(questionMark + 1).split('&')) {
    const equals = part.indexOf('=');
    const rawName = equals === -1 ? part : part.slice(0, equals);
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    let name: string;
    try {
      name = decode(rawName);
    } catch {
      return 'query';
    }
    try {
      if (equals !== -1) decode(part.slice(equals + 1));
    } catch {
      return name;
    }
  }
  return undefined;
}

/**
 * Refuses lone surrogates anywhere in a request's query, path parameters and body, for every route, so the
 * stored text is always what was acknowledged (the form parser already refuses invalid UTF-8 the same way).
 */
export function installTextChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const badQueryField = findUndecodableQueryField(request.url);
    if (badQueryField !== undefined) {
      throw new InputError(badQueryField, `${badQueryField} is not valid UTF-8 once percent-decoded`);
    }
    const parts: [unknown, string][] = [
      [request.query, 'query'],
      [request.params, 'path'],
      [request.body, 'body'],
    ];
    for (const [value, partField] of parts) {
      const field = findLoneSurrogate(value, partField);
      if (field !== undefined) {
        throw new InputError(field, `${field} contains a lone surrogate (half of a UTF-16 pair), which is not text; send valid Unicode`);
      }
    }
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
