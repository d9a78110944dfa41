/**
 * The maps toolkit: geo utilities, the maps-service client, map engines (each loaded on demand by
 * `createEngine`, its own chunk), controls and marker clustering. Import the engines only through
 * `createEngine`: a static import of maplibre/ or google/ would put the engine into this entry.
 */
export * from './geo/index.ts';
export * from './service/index.ts';
export * from './engines/index.ts';
export * from './controls/index.ts';
export * from './clusters/index.ts';

import type { ClusterLayer, GoogleClusterLayerOptions } from './clusters/types.ts';
import type { MapEngine } from './engines/types.ts';
import type { Location } from './service/types.ts';

/**
 * The Google engine's client-side cluster layer (markerclusterer), loaded on demand: it is only for a Google
 * map with a small set of locations, and markerclusterer is CommonJS that Node cannot import by name.
 */
export async function loadGoogleClusterLayer(engine: MapEngine, locations: readonly Location[], options?: GoogleClusterLayerOptions): Promise<ClusterLayer> {
  const { createGoogleClusterLayer } = await import('./clusters/google/index.ts');
  return createGoogleClusterLayer(engine, locations, options);
}
