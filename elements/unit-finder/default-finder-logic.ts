/**
 * The default variant's pure parts (visitor-blocks spec sections 2, 4 and 5): what a search is asked, what
 * the URL or the attributes start, which message a failed search shows, the host state, the results header,
 * the filter options and the selection shown. The hooks (use-finder-*.ts) and default-finder.tsx compose them.
 * Node tests: test/elements/unit-finder/default-finder-logic.node.test.ts.
 */
import type { Position } from '../../maps/geo/position.ts';
import { formatMessage } from '../../src/strings.ts';
import type { UnitFinderErrorDetail } from './events.ts';
import { GEOLOCATE } from './finder-constants.ts';
import type { FilterOption } from './filters.tsx';
import type { FilterOptions } from './results.ts';
import type { FinderSearchResult } from './search.ts';
import type { FinderUrlState } from './url-state.ts';
import type { UnitFinderProps } from './unit-finder.tsx';

/** What the host says to page CSS, tests and the e2e bench: data-vb-state. */
export type FinderState = 'idle' | 'loading' | 'results' | 'empty' | 'error';

export type ErrorCode = UnitFinderErrorDetail['code'];

export interface FinderMessage {
  code: ErrorCode;
  text: string;
}

/** A search as asked: typed text, the device ('GEOLOCATE') or a point ('search this area'). */
export interface Query {
  /** The URL's `location` value. */
  location: string;
  /** The place named in the results header. */
  label: string;
  text?: string;
  position?: Position;
  geolocate?: boolean;
}

export interface Found {
  query: Query;
  result: FinderSearchResult;
}

/** Decimals of a 'search this area' point in the URL (about 1 m). */
export const AREA_DECIMALS = 5;

/** 'es, fr,' to ['es', 'fr']. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The device's location: named in the header with `your-location`. */
export function geolocateQuery(yourLocation: string): Query {
  return { location: GEOLOCATE, label: yourLocation, geolocate: true };
}

/** Typed text (or the URL's): searched and named as written. */
export function textQuery(text: string): Query {
  return { location: text, label: text, text };
}

/** 'Search this area': the map centre, in the URL to about a metre, named `this-area` in the header. */
export function areaQuery(centre: Position, thisArea: string): Query {
  const point = `${centre.latitude.toFixed(AREA_DECIMALS)},${centre.longitude.toFixed(AREA_DECIMALS)}`;
  return { location: point, label: thisArea, position: centre };
}

/** What the page starts with (on load, and on Back and Forward): the URL wins; an entry without it goes back to the attributes. */
export interface StartState {
  languages: string[];
  /** The search to run, with the text shown in the field; undefined: no search (the finder is cleared). */
  search?: { query: Query; text: string };
  /** The unit to select once the results are in. */
  unit: string | null;
}

export function startState(url: FinderUrlState | null, props: Pick<UnitFinderProps, 'location' | 'languages' | 'yourLocation'>): StartState {
  const location = url?.location || props.location.trim();
  const languages = url && url.languages.length > 0 ? url.languages : splitList(props.languages);
  const unit = url?.unit || null;
  if (location === '') return { languages, unit };
  if (location.toUpperCase() === GEOLOCATE) return { languages, unit, search: { query: geolocateQuery(props.yourLocation), text: '' } };
  return { languages, unit, search: { query: textQuery(location), text: location } };
}

/** The message of a search that ended without results (noValue, invalidAddress); undefined for results. */
export function resultMessage(status: FinderSearchResult['status'], words: Pick<UnitFinderProps, 'noValue' | 'invalidAddress'>): FinderMessage | undefined {
  if (status === 'noValue') return { code: 'noValue', text: words.noValue };
  if (status === 'invalidAddress') return { code: 'invalidAddress', text: words.invalidAddress };
  return undefined;
}

/**
 * The device location failed (spec section 5): unsupported is `browser-location`, a refusal `user-location`; a
 * device that could not tell (unavailable, timeout) is neither, so it takes the search-error path (`search`).
 */
export function deviceMessage(reason: string, words: Pick<UnitFinderProps, 'browserLocation' | 'userLocation' | 'searchError'>): FinderMessage {
  if (reason === 'unsupported') return { code: 'browserLocation', text: words.browserLocation };
  if (reason === 'denied') return { code: 'userLocation', text: words.userLocation };
  return { code: 'search', text: words.searchError };
}

export function finderState(loading: boolean, message: FinderMessage | null, found: Found | null, count: number): FinderState {
  if (loading) return 'loading';
  if (message && !found) return 'error';
  if (found) return count > 0 ? 'results' : 'empty';
  return 'idle';
}

/** The results header: the loading text, then 'none', 'one' or '{count}' near the place searched. */
export function headerText(
  loading: boolean,
  found: Found | null,
  count: number,
  words: Pick<UnitFinderProps, 'loadingText' | 'noResults' | 'singleResult' | 'multipleResults'>,
): string {
  if (loading) return words.loadingText;
  if (!found) return '';
  const values = { count, location: found.query.label };
  if (count === 0) return formatMessage(words.noResults, values);
  return formatMessage(count === 1 ? words.singleResult : words.multipleResults, values);
}

/** Spec section 4: the narrow-down panel shows for an inexact search with results; exact and none hide it. */
export function showsFilters(found: Found | null): boolean {
  return found !== null && !found.result.exact && found.result.units.length > 0;
}

/** The filters' choices: the languages found, and the congregation types found (each type label once). */
export function filterChoices(
  options: FilterOptions | null,
  words: Pick<UnitFinderProps, 'generalWard' | 'ysaWard' | 'sawWard'>,
): { languages: FilterOption[]; types: FilterOption[] } {
  const languages = options?.languages.map((option) => ({ value: option.code, label: option.label })) ?? [];
  const keys = [...new Set(options?.unitTypes.map((option) => option.labelKey) ?? [])];
  const types = keys.map((key) => ({ value: key, label: key === 'ysa' ? words.ysaWard : key === 'saw' ? words.sawWard : words.generalWard }));
  return { languages, types };
}

/** One result is selected at once; a single result is selected by itself (spec section 4: the single-result layout). */
export function shownSelection(ids: readonly string[], selected: string | null): string | null {
  if (ids.length === 1) return ids[0] ?? null;
  return selected !== null && ids.includes(selected) ? selected : null;
}
