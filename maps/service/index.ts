export * from './constants.ts';
export * from './errors.ts';
export * from './query.ts';
export * from './types.ts';
export * from './client.ts';
