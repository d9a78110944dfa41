/**
 * The one way to fake the network in browser tests, for the cases the real reference server cannot
 * produce: a slow or stalled answer, a 5xx, a dropped connection, a malformed body. Everything else
 * goes to the real server (web-test-runner proxies /api/* to it, see reference-server.mjs).
 *
 * The stand-in behaves like fetch: it builds a real Request (so tests read method, headers and body
 * the way a server would) and rejects with an AbortError when the request's signal aborts, also
 * while a body is streaming. It is undone after every test, so no test leaks a fake into the next.
 */

export type Handler = (request: Request) => Response | Promise<Response>;

const realFetch = window.fetch.bind(window);
let installed = false;

/** Every request the fake saw since it was installed, in order (clones: their bodies are unread). */
export const requests: Request[] = [];

export function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Answer every fetch with `handler`. Call `passThrough(request)` from the handler to send a request on
 * to the real server (e.g. fake only the second vote).
 */
export function fakeNetwork(handler: Handler): void {
  installed = true;
  requests.length = 0;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return new Promise<Response>((resolve, reject) => {
      if (request.signal.aborted) return reject(abortError());
      request.signal.addEventListener('abort', () => reject(abortError()), { once: true });
      Promise.resolve()
        .then(() => handler(request))
        .then(resolve, reject);
    });
  };
}

/** The real network, for a handler that fakes only some requests. */
export function passThrough(request: Request): Promise<Response> {
  return realFetch(request);
}

/** Put the real fetch back (also done after every test). */
export function restoreNetwork(): void {
  if (!installed) return;
  window.fetch = realFetch;
  installed = false;
}

// A root-level mocha hook: registered once when a test file imports this module.
afterEach(() => {
  restoreNetwork();
  requests.length = 0;
});

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A server error with an HTML body, as a proxy in front of the real server would send. */
export function serverError(status = 500, statusText = 'Internal Server Error'): Response {
  return new Response(`<h1>${status} ${statusText}</h1>`, { status, statusText, headers: { 'Content-Type': 'text/html' } });
}

/** A server that never answers (the request ends only by timeout or abort). */
export const never: Handler = () => new Promise<Response>(() => {});

/** A dropped connection: fetch rejects with the TypeError browsers give. */
export const offline: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

/**
 * The answer is lost on its way back: the request reaches the real server (which acts on it), then fetch
 * rejects as after a dropped connection or the client's timeout. Only the first `times` requests are lost;
 * later ones pass through: `fakeNetwork(answerLost())`.
 */
export function answerLost(times = 1): Handler {
  let left = times;
  return async (request) => {
    const response = await passThrough(request);
    if (left <= 0) return response;
    left -= 1;
    throw new TypeError('Failed to fetch');
  };
}

/** A server that sends headers and the first bytes, then stalls; the body errors when the request aborts. */
export const stallsMidBody: Handler = (request) => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"partial":'));
      request.signal.addEventListener('abort', () => controller.error(abortError()), { once: true });
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
};

/**
 * A slow answer that the test releases: `const gate = held(passThrough)`, then `gate.release()`.
 * Waiting on the test, not on a clock, keeps the test deterministic on a loaded machine.
 */
export function held(handler: Handler): Handler & { release(): void; readonly waiting: number } {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  const gated = (async (request: Request) => {
    waiting += 1;
    await opened;
    return handler(request);
  }) as Handler & { release(): void; readonly waiting: number };
  Object.defineProperty(gated, 'waiting', { get: () => waiting });
  gated.release = () => open();
  return gated;
}
