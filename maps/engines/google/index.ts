/**
 * PLACEHOLDER from the maplibre branch (vb11-maplibre), so `maps/engines/index.ts` builds and type-checks
 * before the Google engine is merged. The google branch (vb11-google) owns this file: on merge, take its
 * version whole.
 */
import type { EngineFactory } from '../types.ts';

export const createGoogleEngine: EngineFactory = () => Promise.reject(new Error('Google Maps has not been loaded.'));
