/** The one way blocks call the server: prefixes, JSON and form bodies, timeouts, AbortSignal, one error type. */
import { getConfig } from './config.ts';

export const DEFAULT_TIMEOUT_MS = 10000;
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

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'abort' | 'parse';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status = 0,
    /** The field the server named in a 4xx answer, if any. */
    readonly field?: string,
    readonly body?: unknown,
  ) {
    super(message);
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
  let body: string | undefined;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = (form instanceof URLSearchParams ? form : new URLSearchParams(form)).toString();
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const url = buildUrl(path, query, prefixed);
  const failure = (error: unknown) => {
    if (timedOut) return new ApiError(`${method} ${url} timed out after ${timeoutMs} ms`, 'timeout');
    if (controller.signal.aborted) return new ApiError(`${method} ${url} was aborted`, 'abort');
    return new ApiError(`${method} ${url} failed: ${error instanceof Error ? error.message : String(error)}`, 'network');
  };
  let response: Response;
  let text: string;
  // The timeout and the caller's signal cover the body too: a server can stall after the headers.
  try {
    response = await fetch(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
    text = await response.text();
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }

  let parsed: unknown = text;
  if (responseType === 'json' && text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      if (response.ok) throw new ApiError(`${method} ${url} answered with invalid JSON`, 'parse', response.status);
    }
  } else if (responseType === 'json') {
    parsed = null;
  }
  if (!response.ok) {
    const { message, field } = errorFromBody(parsed);
    throw new ApiError(message ?? (response.statusText || `HTTP ${response.status}`), 'http', response.status, field, parsed);
  }
  return parsed as T;
}
