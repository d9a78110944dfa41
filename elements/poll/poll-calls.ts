/**
 * What the poll loads with its first call rather than with the element: the api client (src/api.ts) and
 * analytics (src/analytics.ts). One module of the poll's own, imported dynamically by use-poll.ts, so the
 * build gives it a chunk of its own that exports these directly (no namespace object, no bundler helpers).
 */
export { api, ApiError, newIdempotencyKey } from '../../src/api.ts';
export { track } from '../../src/analytics.ts';
