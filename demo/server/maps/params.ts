/**
 * Reading a call's payload. GET-or-POST calls arrive either as a query string (maps/service/query.ts:
 * strings as they are, numbers and booleans as text, objects and arrays as JSON) or as a JSON body with
 * the same fields; both come here as one record. Each reader checks one field and throws InputError
 * naming it, which the server answers as 400 `{ error, field }`. Fields nobody reads (the client's
 * signed `token`, say) are ignored, so a newer client does not break an older service.
 */
import { parseBounds, type BoundingBox } from '../../../maps/geo/bounds.ts';
import { parseLocationKey, type LocationKey } from '../../../maps/geo/location-key.ts';
import { parsePosition, type Position } from '../../../maps/geo/position.ts';
import { parseSize, type Size } from '../../../maps/geo/size.ts';
import { InputError, isDecimalText } from '../validation.ts';
import { checkListLength, MAX_LIST } from './limits.ts';

export type Params = Readonly<Record<string, unknown>>;

/** Query and body as one record; body fields win (a POST carries the whole payload in its body). */
export function mergeParams(query: unknown, body: unknown): Params {
  // No prototype: `?__proto__=a&__proto__=b` must not replace it, and no lookup may find Object.prototype's members.
  const merged = Object.create(null) as Record<string, unknown>;
  if (query && typeof query === 'object') Object.assign(merged, query);
  if (body !== undefined && body !== null) {
    if (typeof body !== 'object' || Array.isArray(body)) throw new InputError('body', 'The request body must be a JSON object');
    Object.assign(merged, body);
  }
  return merged;
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** A repeated query parameter arrives as an array; for scalars the last one counts. */
function scalar(params: Params, name: string): unknown {
  const value = params[name];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') && value.length > 0 ? value[value.length - 1] : value;
}

/** Text that a query string carries for a JSON value (`[...]`, `{...}`) becomes that value. */
function decodeJson(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!(trimmed.startsWith('[') || trimmed.startsWith('{'))) return value;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    throw new InputError(name, `${name} is not valid JSON`);
  }
}

export function has(params: Params, name: string): boolean {
  const value = params[name];
  return value !== undefined && value !== null && value !== '';
}

export function readString(params: Params, name: string, options: { required?: boolean; maxLength?: number } = {}): string | undefined {
  const value = scalar(params, name);
  if (value === undefined || value === null || value === '') {
    if (options.required) throw new InputError(name, `${name} is required`);
    return undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw new InputError(name, `${name} must be a string`);
  const text = String(value);
  if (options.required && text.trim() === '') throw new InputError(name, `${name} must not be blank`);
  const max = options.maxLength ?? 2000;
  if (text.length > max) throw new InputError(name, `${name} must be at most ${max} characters`);
  return text;
}

export function readNumber(
  params: Params,
  name: string,
  options: { min?: number; max?: number; exclusiveMin?: number; integer?: boolean; required?: boolean } = {},
): number | undefined {
  const value = scalar(params, name);
  if (value === undefined || value === null || value === '') {
    if (options.required) throw new InputError(name, `${name} is required`);
    return undefined;
  }
  // Text follows the server's one rule for numbers: plain decimal (not 0x10, ' 5', 1_000), then finite.
  const number = typeof value === 'number' ? value : typeof value === 'string' && isDecimalText(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) throw new InputError(name, `${name} must be a number`);
  if (options.integer && !Number.isInteger(number)) throw new InputError(name, `${name} must be a whole number`);
  if (options.exclusiveMin !== undefined && number <= options.exclusiveMin) throw new InputError(name, `${name} must be greater than ${options.exclusiveMin}`);
  if (options.min !== undefined && number < options.min) throw new InputError(name, `${name} must be at least ${options.min}`);
  if (options.max !== undefined && number > options.max) throw new InputError(name, `${name} must be at most ${options.max}`);
  return number;
}

export function readBoolean(params: Params, name: string): boolean | undefined {
  const value = scalar(params, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    // A bare `?children` means yes, as HTML boolean attributes do.
    if (text === 'true' || text === '1' || text === '' || text === 'yes') return true;
    if (text === 'false' || text === '0' || text === 'no') return false;
  }
  throw new InputError(name, `${name} must be true or false`);
}

/** A list: a JSON array, a repeated parameter, or comma-separated text; at most `max` entries (MAX_LIST). */
export function readList(params: Params, name: string, max: number = MAX_LIST): unknown[] | undefined {
  const raw = params[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const items = Array.isArray(raw) ? raw : [raw];
  checkListLength(name, items.length, max);
  const out: unknown[] = [];
  for (const item of items) {
    const decoded = decodeJson(name, item);
    const parts = Array.isArray(decoded)
      ? (decoded as unknown[])
      : typeof decoded === 'string'
        ? decoded
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part !== '')
        : [decoded];
    // Checked before the copy: a 200,000-entry list is refused, not spread into arguments.
    checkListLength(name, out.length + parts.length, max);
    for (const part of parts) out.push(part);
  }
  return out;
}

export function readStringList(params: Params, name: string, max?: number): string[] | undefined {
  const list = readList(params, name, max);
  if (!list) return undefined;
  return list.map((item, index) => {
    if (typeof item !== 'string' && typeof item !== 'number') throw new InputError(`${name}[${index}]`, `${name}[${index}] must be a string`);
    return String(item);
  });
}

export function readPosition(params: Params, name: string, options: { required?: boolean } = {}): Position | undefined {
  const raw = decodeJson(name, scalar(params, name));
  if (raw === undefined || raw === null || raw === '') {
    if (options.required) throw new InputError(name, `${name} is required`);
    return undefined;
  }
  return toPosition(name, raw);
}

export function toPosition(name: string, raw: unknown): Position {
  try {
    const position = parsePosition(raw);
    if (position.longitude < -180 || position.longitude > 180) throw new TypeError(`longitude ${position.longitude} is outside -180 to 180`);
    return position;
  } catch (error) {
    throw new InputError(name, `${name} is not a valid position: ${error instanceof Error ? error.message : describe(raw)}`);
  }
}

export function readBounds(params: Params, name: string): BoundingBox | undefined {
  const raw = decodeJson(name, scalar(params, name));
  if (raw === undefined || raw === null || raw === '') return undefined;
  try {
    return parseBounds(raw);
  } catch (error) {
    throw new InputError(name, `${name} is not a valid bounding box: ${error instanceof Error ? error.message : describe(raw)}`);
  }
}

export function readSize(params: Params, name: string): Size | undefined {
  const raw = decodeJson(name, scalar(params, name));
  if (raw === undefined || raw === null || raw === '') return undefined;
  try {
    const size = parseSize(raw);
    if (size.width < 1 || size.height < 1 || size.width > 10000 || size.height > 10000) throw new TypeError('width and height must be 1 to 10000 pixels');
    return size;
  } catch (error) {
    throw new InputError(name, `${name} is not a valid size: ${error instanceof Error ? error.message : describe(raw)}`);
  }
}

/** Any JSON value (geometry, filter lists...), decoded from query text when needed. */
export function readJson(params: Params, name: string): unknown {
  const raw = scalar(params, name);
  if (raw === undefined || raw === null || raw === '') return undefined;
  return decodeJson(name, raw);
}

export function readEnum<T extends string>(params: Params, name: string, allowed: readonly T[], fallback?: T): T | undefined {
  const value = readString(params, name);
  if (value === undefined) return fallback;
  const upper = value.trim().toUpperCase();
  const match = allowed.find((option) => option.toUpperCase() === upper);
  if (!match) throw new InputError(name, `${name} must be one of ${allowed.join(', ')}`);
  return match;
}

export function toKey(name: string, raw: unknown): LocationKey {
  try {
    if (typeof raw !== 'string' && (typeof raw !== 'object' || raw === null)) throw new TypeError('expected a key');
    return parseLocationKey(raw as string | LocationKey);
  } catch {
    throw new InputError(name, `${name} is not a location key ('TYPE:id' or 'TYPE/id'): ${describe(raw)}`);
  }
}
