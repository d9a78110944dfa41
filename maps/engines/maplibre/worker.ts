/**
 * MapLibre 6 runs its parsing in a module worker loaded from its own file, found next to its module by
 * default. Bundled, the module is no longer next to that file, so the worker's served URL is given here
 * (Vite and the test bundler turn `?url` into it; `no-inline` because a library build would otherwise put
 * the 520 KB worker into the engine chunk as a data URL). A page that set its own with `setWorkerUrl` keeps it.
 *
 * CSP: a same-origin worker needs `worker-src 'self'`; MapLibre starts a cross-origin one (a CDN) from a
 * `blob:` URL, hence `worker-src 'self' blob:` in the README. Trusted Types: the URL is made through the
 * library's one policy (src/trusted-types.ts), so `new Worker(url)` passes `require-trusted-types-for 'script'`.
 */
import { getWorkerUrl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url&no-inline';
import { trustedScriptUrl, type TrustedScriptUrl } from '../../../src/trusted-types.ts';

export const MAPLIBRE_WORKER_URL: string = workerUrl;

/** The string methods MapLibre calls on the worker URL before it constructs the worker (its `.cjs` check). */
const READ_AS_STRING = ['endsWith', 'startsWith', 'includes', 'indexOf', 'split', 'slice', 'substring'] as const;

/**
 * MapLibre types the URL as a string and reads it as one (`url.endsWith('.cjs')`) before `new Worker(url)`.
 * A TrustedScriptURL has no string methods, so the trusted value gets those it reads, answered from its text;
 * it stays the platform's TrustedScriptURL, which is what the Worker constructor checks.
 */
export function workerUrlForMaplibre(url: TrustedScriptUrl | string): string {
  if (typeof url === 'string') return url;
  const text = url.toString();
  const methods: Record<string, unknown> = {};
  for (const name of READ_AS_STRING) methods[name] = String.prototype[name].bind(text);
  return Object.assign(url, methods) as unknown as string;
}

export function ensureWorkerUrl(): void {
  if (!getWorkerUrl()) setWorkerUrl(workerUrlForMaplibre(trustedScriptUrl(new URL(MAPLIBRE_WORKER_URL, document.baseURI).href)));
}
