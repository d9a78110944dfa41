/**
 * The finder's URL state (visitor-blocks spec section 2 'Unit finder'): `location` (address text, or
 * GEOLOCATE for device location), `languages` (comma list) and `unit`. A location search pushes a history
 * entry; a filter or a selection replaces the current one. Other parameters of the page are kept.
 */
import { GEOLOCATE } from './finder-constants.ts';

export const URL_LOCATION = 'location';
export const URL_LANGUAGES = 'languages';
export const URL_UNIT = 'unit';

export interface FinderUrlState {
  /** The address text, or GEOLOCATE; '' when absent. */
  location: string;
  /** True when `location` is GEOLOCATE (device location). */
  geolocate: boolean;
  /** Language codes as written in the URL, blanks dropped. */
  languages: string[];
  /** The selected unit id; '' when none. */
  unit: string;
}

/** What changed: a new location search, a filter change or a unit selection. */
export type FinderUrlChange = 'search' | 'filter' | 'select';

/** A whole address ('https://...'), or a query string with or without its '?' (a fragment is not part of it). */
function paramsOf(text: string): URLSearchParams {
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return new URL(text).searchParams;
  const query = text.split('#')[0] ?? '';
  return new URLSearchParams(query.includes('?') ? query.slice(query.indexOf('?')) : query);
}

/** Read the state from a query string ('?location=Provo'), URLSearchParams or a URL. */
export function readUrlState(source: string | URL | URLSearchParams): FinderUrlState {
  const params = source instanceof URLSearchParams ? source : source instanceof URL ? source.searchParams : paramsOf(source);
  const location = (params.get(URL_LOCATION) ?? '').trim();
  const languages = (params.get(URL_LANGUAGES) ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  return { location, geolocate: location.toUpperCase() === GEOLOCATE, languages, unit: (params.get(URL_UNIT) ?? '').trim() };
}

/**
 * The URL with the state written in (empty values removed, other parameters and the fragment kept). A new
 * search clears the selection: its units are new.
 */
export function writeUrlState(href: string | URL, state: Partial<FinderUrlState>, change: FinderUrlChange): string {
  const url = new URL(String(href));
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) return;
    if (value === '') url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  };
  set(URL_LOCATION, state.geolocate ? GEOLOCATE : state.location);
  set(URL_LANGUAGES, state.languages?.join(','));
  set(URL_UNIT, change === 'search' && state.unit === undefined ? '' : state.unit);
  return url.href;
}

/** A location search pushes a history entry; filter and selection replace it (spec section 2). */
export function historyMode(change: FinderUrlChange): 'push' | 'replace' {
  return change === 'search' ? 'push' : 'replace';
}

/** The parts of `window` the URL state writes to (a test passes its own). */
export interface UrlHost {
  location: { href: string };
  history: Pick<History, 'pushState' | 'replaceState'>;
}

/**
 * Writes the state to the address bar with pushState or replaceState as the change asks; nothing when the
 * URL would not change (a rerun from back navigation must not push again). Returns the mode used, or
 * undefined when nothing was written.
 */
export function commitUrlState(state: Partial<FinderUrlState>, change: FinderUrlChange, host: UrlHost = window): 'push' | 'replace' | undefined {
  const next = writeUrlState(host.location.href, state, change);
  if (next === host.location.href) return undefined;
  const mode = historyMode(change);
  if (mode === 'push') host.history.pushState(null, '', next);
  else host.history.replaceState(null, '', next);
  return mode;
}
