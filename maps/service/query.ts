/**
 * How payloads travel (spec section 7). Query strings: one parameter per payload field, in the payload's
 * order; strings as they are, numbers and booleans as text, dates as ISO 8601, and objects and arrays as
 * JSON; undefined and null fields are left out. Bodies: the same payload as JSON.
 */
import { GET_POST_SWITCH } from './constants.ts';

export type Payload = Readonly<Record<string, unknown>>;

export function toQueryValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

export function encodeQuery(payload: Payload | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload ?? {})) {
    const text = toQueryValue(value);
    if (text !== undefined) params.append(key, text);
  }
  return params.toString();
}

/** `path?query`, or the path alone when there is no query. */
export function withQuery(path: string, query: string): string {
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Spec section 7: a GET-or-POST call goes as GET while the path plus the JSON payload is shorter than
 * 2000 characters, else as POST with that JSON as its body. The path is the one below the version prefix
 * ('/locations/clusters'), without host, proxy, version or token, so the same payload goes the same way
 * through a proxy or straight to the service. What is measured is the JSON as the POST body would carry
 * it, not its percent-encoded query form (escaping would triple a payload of quotes and brackets).
 */
export function measuredLength(path: string, payload: Payload | undefined): number {
  return path.length + JSON.stringify(payload ?? {}).length;
}

export function chooseMethod(path: string, payload: Payload | undefined): 'GET' | 'POST' {
  return measuredLength(path, payload) < GET_POST_SWITCH ? 'GET' : 'POST';
}
