/**
 * The real reference server, as browser tests see it: web-test-runner proxies /api/* to one
 * reference API process started on the first such request and shared by every test file of the run
 * (test/support/reference-server.mjs). Its database lives for the whole run, so tests keep their
 * records apart with unique ids instead of resetting it.
 */

const realFetch = window.fetch.bind(window);
const RUN = Math.random().toString(36).slice(2, 8);
let counter = 0;

/** An id no other test of this run uses (for poll ids, questions, counters...). */
export function uniqueId(prefix = 'test'): string {
  counter += 1;
  return `${prefix}-${RUN}-${counter}`;
}

/** Call the real reference server, even while a test fakes window.fetch. */
export async function callServer<T = unknown>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<{ status: number; body: T }> {
  const { json, ...rest } = init;
  const request: RequestInit =
    json === undefined ? rest : { method: 'POST', ...rest, body: JSON.stringify(json), headers: { 'Content-Type': 'application/json', ...rest.headers } };
  const response = await realFetch(path, request);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the text itself.
  }
  return { status: response.status, body: body as T };
}
