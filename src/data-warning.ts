/**
 * A block whose data cannot load (a static file or a call the page's host does not answer) says so once: one
 * console warning naming the element and the URL, so a page on a plain static host learns which block needs what
 * (the browser's own 404 lines name no block). Issue 25 item 6; the README's "Data and calls" table lists them.
 */
import { HttpError } from './http.ts';

const warned = new Set<string>();

/**
 * Warns once per element and URL. `url` is the address asked for (an HttpError carries it too); `hint` says how a
 * page provides the data. An abort is not a failure: the block asked for something newer.
 */
export function warnDataUnavailable(tag: string, failure: unknown, options: { url?: string; hint?: string } = {}): void {
  if (failure instanceof HttpError && failure.kind === 'abort') return;
  const url = options.url ?? (failure instanceof HttpError ? failure.url : '');
  const key = `${tag} ${url}`;
  if (warned.has(key)) return;
  warned.add(key);
  const why = failure instanceof HttpError && failure.status > 0 ? `HTTP ${failure.status}` : failure instanceof Error ? failure.message : String(failure);
  console.warn(`<${tag}>: could not load ${url} (${why}).${options.hint ? ` ${options.hint}` : ''}`);
}
