/**
 * Picks the map engine (maps-toolkit spec section 2): Google when a key is configured, else MapLibre.
 * Each engine is imported on demand, so it is its own chunk and a page without a map never loads either.
 */
import type { EngineName, EngineOptions, MapEngine } from './types.ts';

export type * from './types.ts';

/**
 * A map's engine starts when the map is in the viewport (0 px margin; then once the main thread is idle:
 * src/hooks/use-near-and-idle.ts), not before. Starting costs a phone seconds of main-thread work: the
 * engine's megabyte of script, a WebGL context, and a blocking draw of every frame until the basemap has
 * arrived. A map below the first screen (the map page's second example, the finder's map under its search
 * and results count) cost every visitor that, and most never scroll to it; a visitor who does sees the map's
 * placeholder box, at its final size, for the moment the engine takes. (It was 200 px, and 600 px before that.)
 * `vb-map` and the finder both start their engines by this one margin.
 */
export const ENGINE_START_MARGIN_PX = 0;

/** Which engine `createEngine` uses for these options. */
export function engineFor(options: Pick<EngineOptions, 'googleKey'>): EngineName {
  return options.googleKey ? 'google' : 'maplibre';
}

export async function createEngine(options: EngineOptions): Promise<MapEngine> {
  options.signal?.throwIfAborted();
  if (engineFor(options) === 'google') {
    const { createGoogleEngine } = await import('./google/index.ts');
    return createGoogleEngine(options);
  }
  const { createMaplibreEngine } = await import('./maplibre/index.ts');
  return createMaplibreEngine(options);
}
