/**
 * Picks the map engine (maps-toolkit spec section 2): Google when a key is configured, else MapLibre.
 * Each engine is imported on demand, so it is its own chunk and a page without a map never loads either.
 */
import type { EngineName, EngineOptions, MapEngine } from './types.ts';

export type * from './types.ts';

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
