/** The Google Maps engine: load it through this entry only (its own chunk, with the Google loader). */
import type { EngineFactory } from '../types.ts';
import { createGoogleEngine as create } from './engine.ts';

export const createGoogleEngine: EngineFactory = create;
export { GoogleEngine, GOOGLE_MAX_ZOOM, GOOGLE_MIN_ZOOM, isGoogleEngine } from './engine.ts';
export { GOOGLE_MAPS_NOT_LOADED, GOOGLE_MAPS_VERSION, loadGoogleMaps, requireGoogleMaps } from './loader.ts';
export { DEFAULT_GOOGLE_MAP_TYPES, LIGHT_MAP_TYPE_ID, googleMapTypeInfo } from './map-types.ts';
