/**
 * The one HTTP layer under `api()` (src/api.ts) and the maps-service client (maps/service/client.ts): a
 * deadline made of the caller's signal and a timeout, JSON and form bodies, reading the answer, and one
 * error type whose kind says what went wrong. Works in the browser and in Node (no document needed).
 */

export const DEFAULT_TIMEOUT_MS = 10000;

export type HttpErrorKind = 'http' | 'timeout' | 'network' | 'abort' | 'parse';

export interface HttpErrorDetails {
  kind: HttpErrorKind;
  /** HTTP status; 0 when no answer came. */
  status?: number;
  statusText?: string;
  method?: string;
  url?: string;
  /** The answer's body: parsed as JSON when it is JSON, else its text. */
  body?: unknown;
  cause?: unknown;
}

/** A failed request. For an answer of status 400 or above the message is the status text (or `HTTP <code>`). */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly status: number;
  readonly statusText: string;
  readonly method: string;
  readonly url: string;
  readonly body: unknown;

  constructor(message: string, details: HttpErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = details.kind;
    this.status = details.status ?? 0;
    this.statusText = details.statusText ?? '';
    this.method = details.method ?? '';
    this.url = details.url ?? '';
    this.body = details.body;
  }
}

export interface Deadline {
  /** Aborts when the caller's signal does or when the time is up, whichever comes first. */
  readonly signal: AbortSignal;
  readonly timedOut: boolean;
  /** Clears the timer and the listener, so a finished call leaves nothing behind. */
  done(): void;
}

/** A deadline of `ms` milliseconds over the caller's signal; 0 or Infinity: no timeout. */
export function deadline(caller: AbortSignal | undefined, ms: number): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else caller?.addEventListener('abort', onAbort, { once: true });
  const timer =
    ms > 0 && Number.isFinite(ms) && !controller.signal.aborted
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException(`timed out after ${ms} ms`, 'TimeoutError'));
        }, ms)
      : undefined;
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    done() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

/** The promise's outcome, or the signal's reason as soon as it aborts (the promise itself runs on). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  url: string;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** A record or URLSearchParams goes as application/x-www-form-urlencoded; FormData as multipart (the browser sets the boundary). */
  form?: Record<string, string> | URLSearchParams | FormData;
  /**
   * How to read a successful answer: JSON (an empty body is null), text, or a Blob (a 204 is null).
   * An error answer's body is read as JSON when it is JSON, else as text (always text for 'text').
   */
  responseType?: 'json' | 'text' | 'blob';
  credentials?: RequestCredentials;
  mode?: RequestMode;
  /** The fetch to use; the global one, looked up at call time, by default. */
  fetch?: typeof fetch;
}

function encodeBody(request: HttpRequest, headers: Record<string, string>): BodyInit | undefined {
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    return JSON.stringify(request.json);
  }
  const { form } = request;
  if (form === undefined) return undefined;
  if (typeof FormData !== 'undefined' && form instanceof FormData) return form;
  headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  return (form instanceof URLSearchParams ? form : new URLSearchParams(form as Record<string, string>)).toString();
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readAnswer(response: Response, request: HttpRequest): Promise<unknown> {
  const { method, url } = request;
  const responseType = request.responseType ?? 'json';
  const answer = { status: response.status, statusText: response.statusText, method, url };
  // Status 400 or above fails (maps spec section 8); fetch has followed redirects, so a 3xx here is an answer.
  if (response.status >= 400) {
    const text = await response.text();
    const body = responseType === 'text' ? text : text === '' ? null : jsonOrText(text);
    // HTTP/2 has no status text: the code stands in.
    throw new HttpError(response.statusText || `HTTP ${response.status}`, { kind: 'http', ...answer, body });
  }
  if (responseType === 'blob') return response.status === 204 ? null : response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError(`${method} ${url} answered with invalid JSON`, { kind: 'parse', ...answer, body: text, cause: error });
  }
}

/**
 * Send one request under `signal` and read its answer. A failure is an HttpError of kind 'abort' (the
 * signal fired, before the answer or while its body streamed), 'network', 'http' (status 400 or above)
 * or 'parse'; telling a timeout from an abort is the deadline owner's job (see `request`).
 */
export async function transfer(request: HttpRequest, signal: AbortSignal): Promise<unknown> {
  const { method, url } = request;
  const headers = { ...request.headers };
  const body = encodeBody(request, headers);
  const doFetch = request.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  let response: Response | undefined;
  try {
    response = await doFetch(url, { method, headers, body, signal, credentials: request.credentials, mode: request.mode });
    return await readAnswer(response, request);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The body can fail after the headers arrived: the caller aborted, or the connection dropped.
    const aborted = signal.aborted;
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpError(aborted ? `${method} ${url} was aborted` : `${method} ${url} failed: ${reason}`, {
      kind: aborted ? 'abort' : 'network',
      status: response?.status,
      statusText: response?.statusText,
      method,
      url,
      cause: error,
    });
  }
}

export interface TimedRequest extends HttpRequest {
  /** Milliseconds for the whole call, body included; DEFAULT_TIMEOUT_MS by default, 0 or Infinity: none. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** One request under one deadline (the caller's signal and the timeout), its answer read as asked. */
export async function request(call: TimedRequest): Promise<unknown> {
  const timeoutMs = call.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limit = deadline(call.signal, timeoutMs);
  try {
    return await transfer(call, limit.signal);
  } catch (error) {
    if (!limit.timedOut || !(error instanceof HttpError && error.kind === 'abort')) throw error;
    throw new HttpError(`${call.method} ${call.url} timed out after ${timeoutMs} ms`, { kind: 'timeout', method: call.method, url: call.url, cause: error });
  } finally {
    limit.done();
  }
}
