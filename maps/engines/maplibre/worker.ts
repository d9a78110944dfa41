/**
 * MapLibre 6 runs its parsing in a module worker loaded from its own file, found next to its module by
 * default. Bundled, the module is no longer next to that file, so the worker's served URL is given here
 * (Vite and the test bundler turn `?url` into it; `no-inline` because a library build would otherwise put
 * the 520 KB worker into the engine chunk as a data URL). A page that set its own with `setWorkerUrl` keeps it.
 *
 * CSP: a same-origin worker needs `worker-src 'self'`; MapLibre starts a cross-origin one (a CDN) from a
 * `blob:` URL, hence `worker-src 'self' blob:` in the README.
 */
import { getWorkerUrl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url&no-inline';

export const MAPLIBRE_WORKER_URL: string = workerUrl;

export function ensureWorkerUrl(): void {
  if (!getWorkerUrl()) setWorkerUrl(new URL(MAPLIBRE_WORKER_URL, document.baseURI).href);
}
