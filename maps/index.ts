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
export { createGoogleClusterLayer } from './clusters/google/index.ts';
