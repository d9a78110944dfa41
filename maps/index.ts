/** The maps toolkit: geo utilities and the maps-service client. */
export * from './geo/index.ts';
export * from './service/index.ts';
