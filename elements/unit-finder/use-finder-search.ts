/**
 * The default variant's search (spec sections 2, 4 and 5): the field's text, the message shown, the running
 * search (the newest wins, LatestSearch) and its results, the selection asked for, and the URL: read on load and
 * on Back and Forward, written by a search. default-finder.tsx composes it with the results and the map.
 */
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { getMapsClient } from '../../maps/service/client.ts';
import { clientOptions, type MapService } from '../../maps/session-logic.ts';
import { DeviceLocationError, GEOLOCATION_OPTIONS, locateDevice } from '../../src/device-location.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import {
  deviceMessage,
  geolocateQuery,
  resultMessage,
  splitList,
  startState,
  textQuery,
  type ErrorCode,
  type FinderMessage,
  type Found,
  type Query,
} from './default-finder-logic.ts';
import type { UnitFinderEvents } from './events.ts';
import { hasVisitorFilter } from './results.ts';
import { LatestSearch, runFinderSearch, type FinderUnit } from './search.ts';
import type { UnitFinderProps } from './unit-finder.tsx';
import { commitUrlState, readUrlState } from './url-state.ts';

export interface FinderSearch {
  text: string;
  /** The field as the visitor types: clears a noValue mark. */
  typeText(value: string): void;
  invalid: boolean;
  message: FinderMessage | null;
  showMessage(code: ErrorCode, text: string): void;
  loading: boolean;
  found: Found | null;
  /** The unit selected (by the visitor, or by the URL when the results came). */
  selected: string | null;
  setSelected(id: string | null): void;
  languages: string[];
  /** The type filter: a type label key ('ysa') or a unit type; '' every type. */
  type: string;
  /**
   * A new language or type filter: sent with a new lookup around the same place (issue 19 item 2), so the list
   * holds the nearest units that pass it, not only those of the nearest buildings. No history entry.
   */
  refilter(next: { languages: string[]; type: string }): void;
  /** The units of the last search without a visitor filter, and its place: the filters' choices come from them. */
  unfiltered: { location: string; units: readonly FinderUnit[] } | null;
  /** The map moved far enough from the search: 'Search this area' is offered. */
  area: boolean;
  setArea(area: boolean): void;
  /** A search began with the map on: the map starts (and stays). */
  mapStarted: boolean;
  /** The field's search button. */
  submit(value: string): void;
  /** The device-location button. */
  locate(): void;
  /** A search the visitor asked elsewhere ('Search this area'): the field is emptied. */
  searchFor(query: Query): void;
  /**
   * Where focus goes after Back or Forward took away what held it (issue 19 item 11): the field when the entry has
   * no search, the results header when an earlier search is restored; null: leave focus alone.
   */
  backFocus: BackFocus;
  clearBackFocus(): void;
}

export type BackFocus = 'input' | 'header' | null;

/** Whether focus is the finder's to move: inside it, or fallen to the page (a focused result was redrawn away). */
function focusIsOurs(element: HTMLElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === element || element.contains(active);
}

/** Runs a search; the newest wins (an older answer is dropped). Messages go to the host as events too. */
export function useFinderSearch(props: UnitFinderProps, service: MapService, inputRef: RefObject<HTMLInputElement | null>): FinderSearch {
  const host = useHost();
  const emit = useEmit<UnitFinderEvents>();
  const latestRef = useLatest(props);
  const serviceRef = useLatest(service);
  const [searches] = useState(() => new LatestSearch());
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [message, setMessage] = useState<FinderMessage | null>(null);
  const [loading, setLoading] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [languages, setLanguages] = useState<string[]>(() => splitList(props.languages));
  const [type, setType] = useState(() => props.unitType.trim());
  // What the next lookup sends: set with the state, read by a search started in the same event.
  const filterRef = useRef({ languages, type });
  const [unfiltered, setUnfiltered] = useState<FinderSearch['unfiltered']>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [area, setArea] = useState(false);
  const [mapStarted, setMapStarted] = useState(false);
  const [backFocus, setBackFocus] = useState<BackFocus>(null);

  const showMessage = useCallback(
    (code: ErrorCode, shown: string) => {
      setMessage({ code, text: shown });
      emit('vb-unit-finder-error', { code, message: shown });
    },
    [emit],
  );

  const search = useCallback(
    async (query: Query, history: 'push' | 'none', unit: string | null = null) => {
      const p = latestRef.current;
      setMessage(null);
      setInvalid(false);
      setLoading(true);
      setArea(false);
      if (p.map) setMapStarted(true);
      const client = getMapsClient(clientOptions(serviceRef.current));
      let outcome;
      try {
        outcome = await searches.run(async (signal) => {
          let position = query.position;
          if (query.geolocate) {
            const device = await locateDevice({ ...GEOLOCATION_OPTIONS, signal });
            position = { latitude: device.coords.latitude, longitude: device.coords.longitude };
          }
          const filter = filterRef.current;
          return runFinderSearch({ client, miles: p.miles, signal, filter, text: query.text ?? '', ...(position ? { position } : {}) });
        });
      } catch (error) {
        setLoading(false);
        if (error instanceof DeviceLocationError) {
          if (error.reason === 'aborted') return;
          const shown = deviceMessage(error.reason, p);
          // The search-error path clears the results, as a failed service does.
          if (shown.code === 'search') setFound(null);
          showMessage(shown.code, shown.text);
          return;
        }
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn(`<${host.tag}>: the search failed:`, error instanceof Error ? error.message : error);
        setFound(null);
        showMessage('search', p.searchError);
        return;
      }
      if (outcome.superseded) return;
      const result = outcome.value;
      const failed = resultMessage(result.status, p);
      if (failed) {
        setLoading(false);
        // noValue marks the field; invalidAddress clears the results.
        if (failed.code === 'noValue') setInvalid(true);
        else setFound(null);
        showMessage(failed.code, failed.text);
        return;
      }
      const narrowed = hasVisitorFilter(filterRef.current);
      // A transition: React renders the list (up to hundreds of results, each with its times and links) in
      // slices of a few milliseconds between which the browser handles input, instead of one long task that
      // freezes a phone for a second; the visitor's typing interrupts it. It all commits at once, loading and
      // results together, so the list never shows half built.
      startTransition(() => {
        setLoading(false);
        setFound({ query, result });
        setUnfiltered((before) => (!narrowed || before?.location !== query.location ? { location: query.location, units: result.units } : before));
        setSelected(unit && result.units.some((u) => u.id === unit) ? unit : null);
      });
      if (history === 'push' && p.urlState) {
        commitUrlState({ location: query.location, geolocate: query.geolocate === true, unit: '' }, 'search');
      }
    },
    [latestRef, serviceRef, showMessage, host.tag, searches],
  );

  const submit = useCallback(
    (value: string) => {
      const trimmed = value.trim();
      if (trimmed === '') {
        // Spec section 5: blank gives noValue and marks the field invalid until the visitor types.
        setInvalid(true);
        showMessage('noValue', latestRef.current.noValue);
        inputRef.current?.focus();
        return;
      }
      void search(textQuery(trimmed), 'push');
    },
    [search, showMessage, latestRef, inputRef],
  );

  const searchFor = useCallback(
    (query: Query) => {
      setText('');
      void search(query, 'push');
    },
    [search],
  );
  const locate = useCallback(() => searchFor(geolocateQuery(latestRef.current.yourLocation)), [searchFor, latestRef]);

  /** The URL (or the attributes) to the state: on load, and on Back and Forward. */
  const applyState = useCallback(
    (fromUrl: boolean, fromHistory = false) => {
      const start = startState(fromUrl ? readUrlState(window.location.search) : null, latestRef.current);
      if (fromHistory && focusIsOurs(host.element)) setBackFocus(start.search ? 'header' : 'input');
      setLanguages(start.languages);
      filterRef.current = { ...filterRef.current, languages: start.languages };
      if (!start.search) {
        searches.abort();
        setLoading(false);
        setFound(null);
        setSelected(null);
        setText('');
        return;
      }
      setText(start.search.text);
      void search(start.search.query, 'none', start.unit);
    },
    [latestRef, search, searches, host.element],
  );

  // Once on mount, and again on every Back/Forward (spec section 2: re-read the URL and rerun).
  const { urlState } = props;
  useEffect(() => {
    applyState(urlState);
    if (!urlState) return undefined;
    const onPop = () => applyState(true, true);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [applyState, urlState]);
  useEffect(() => () => searches.abort(), [searches]);

  const clearBackFocus = useCallback(() => setBackFocus(null), []);

  const refilter = useCallback(
    (next: { languages: string[]; type: string }) => {
      filterRef.current = next;
      setLanguages(next.languages);
      setType(next.type);
      if (!found?.result.origin) return;
      // Around the same point, named as before: a device position is not asked again, a text not geocoded again.
      const { query, result } = found;
      void search({ ...query, position: result.origin, geolocate: false, text: result.text || undefined }, 'none', selected);
    },
    [found, search, selected],
  );

  const typeText = useCallback((value: string) => {
    setText(value);
    setInvalid(false);
    setMessage((now) => (now?.code === 'noValue' ? null : now));
  }, []);

  return {
    text,
    typeText,
    invalid,
    message,
    showMessage,
    loading,
    found,
    selected,
    setSelected,
    languages,
    type,
    refilter,
    unfiltered,
    area,
    setArea,
    mapStarted,
    submit,
    locate,
    searchFor,
    backFocus,
    clearBackFocus,
  };
}
