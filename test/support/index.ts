/** The one set of browser-test helpers (README.md in this folder says which to use when). */
export * from './fixtures.ts';
export * from './wait.ts';
export * from './console.ts';
export * from './server.ts';
export * as network from './network.ts';
