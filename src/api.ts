/**
 * The one way blocks call their server: the consolidation prefix, query strings, idempotency keys and the
 * server's error fields, over the one HTTP layer (http.ts: deadline, bodies, error kinds) the maps client shares.
 */
import { getConfig } from './config.ts';
import { DEFAULT_TIMEOUT_MS, HttpError, request as send, type HttpErrorKind } from './http.ts';

export { DEFAULT_TIMEOUT_MS };

/** The header the reference server reads an idempotency key from (demo/server/README.md, Idempotency). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A fresh key for one visitor action (a vote, a like, a counter increment). Make one when the visitor acts
 * and pass the same key to every retry of that action: a try whose answer came after the timeout has been
 * counted, and the server answers the retry with that first answer instead of counting it again.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; an http:// demo page still has getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type ApiErrorKind = HttpErrorKind;

/** A failed `api()` call: the layer's HttpError, plus the field a 4xx answer named. */
export class ApiError extends HttpError {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    kind: ApiErrorKind,
    status = 0,
    /** The field the server named in a 4xx answer, if any. */
    readonly field?: string,
    body?: unknown,
    details: { statusText?: string; method?: string; url?: string; cause?: unknown } = {},
  ) {
    super(message, { kind, status, body, ...details });
  }
}

export type QueryValue = string | number | boolean | undefined | null;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string> | URLSearchParams;
  /** Put the consolidation prefix in front of the path (the spec's {prefix}/api/... calls). */
  prefixed?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** How to read the answer; JSON by default. */
  responseType?: 'json' | 'text';
  /**
   * For a call that is not idempotent (it adds something): sent as the `Idempotency-Key` header. One key per
   * visitor action (`newIdempotencyKey()`), the same key on every retry of it, so the action counts once.
   */
  idempotencyKey?: string;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>, prefixed = false): string {
  const base = prefixed ? `${getConfig().apiPrefix}${path}` : path;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${qs}`;
}

function errorFromBody(body: unknown): { message?: string; field?: string } {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    return {
      message: typeof record.error === 'string' ? record.error : typeof record.message === 'string' ? record.message : undefined,
      field: typeof record.field === 'string' ? record.field : undefined,
    };
  }
  return {};
}

export async function api<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const { json, form, query, prefixed = false, timeoutMs = DEFAULT_TIMEOUT_MS, responseType = 'json' } = request;
  const method = request.method ?? (json !== undefined || form !== undefined ? 'POST' : 'GET');
  const headers: Record<string, string> = { Accept: responseType === 'json' ? 'application/json' : '*/*' };
  if (request.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = request.idempotencyKey;
  const url = buildUrl(path, query, prefixed);
  try {
    return (await send({ method, url, headers, json, form, responseType, timeoutMs, signal: request.signal, credentials: 'same-origin' })) as T;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const { status, statusText, body, cause } = error;
    const context = { statusText, method, url, cause };
    if (error.kind !== 'http') throw new ApiError(error.message, error.kind, status, undefined, body, context);
    const { message, field } = errorFromBody(body);
    throw new ApiError(message ?? error.message, 'http', status, field, body, context);
  }
}
