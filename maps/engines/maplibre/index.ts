/** The MapLibre engine: its own chunk, loaded by `createEngine` only when a map without a Google key is on the page. */
import type { EngineFactory } from '../types.ts';
import { createMaplibreMap } from './engine.ts';

export const createMaplibreEngine: EngineFactory = (options) => createMaplibreMap(options);
export { maplibreCss, maplibreStyleSheet, adoptMaplibreCss } from './css.ts';
export { DEFAULT_MAP_TYPES, INTERNAL_LIGHT, INTERNAL_ROAD, MAX_ZOOM, MIN_ZOOM, STYLE_URL_MAP_TYPE, ZOOM_OFFSET } from './engine.ts';
export type { MaplibreEngine } from './engine.ts';
