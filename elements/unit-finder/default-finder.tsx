import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Position } from '../../maps/geo/position.ts';
import { parsePosition } from '../../maps/geo/position.ts';
import { getMapsClient } from '../../maps/service/client.ts';
import { DeviceLocationError, GEOLOCATION_OPTIONS, locateDevice } from '../../src/device-location.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { formatMessage } from '../../src/strings.ts';
import type { UnitFinderErrorDetail, UnitFinderEvents } from './events.ts';
import { trackFinderClick, trackFinderSearch } from './finder-analytics.ts';
import { GEOLOCATE } from './finder-constants.ts';
import type { FinderMapFailure, FinderMapMoved } from './finder-map-logic.ts';
import { Filters, type FilterOption } from './filters.tsx';
import { campaignCookie, parseFormDisplayMode, showsForm } from './form-display.ts';
import { ResultList, type ResultView } from './result-list.tsx';
import { distanceUnitOf, hourCycleOf, toResultView } from './result-view.ts';
import { displayName, filterOptions, filterUnits } from './results.ts';
import { SearchBox } from './search-box.tsx';
import { LatestSearch, runFinderSearch, type FinderSearchResult } from './search.ts';
import type { UnitFinderProps } from './unit-finder.tsx';
import { useFinderMap } from './use-finder-map.ts';
import { commitUrlState, readUrlState } from './url-state.ts';

const C = 'vb-unit-finder__';

/** What the host says to page CSS, tests and the e2e bench: data-vb-state. */
export type FinderState = 'idle' | 'loading' | 'results' | 'empty' | 'error';

type ErrorCode = UnitFinderErrorDetail['code'];

/** A search as asked: typed text, the device ('GEOLOCATE') or a point ('search this area'). */
interface Query {
  /** The URL's `location` value. */
  location: string;
  /** The place named in the results header. */
  label: string;
  text?: string;
  position?: Position;
  geolocate?: boolean;
}

interface Found {
  query: Query;
  result: FinderSearchResult;
}

/** Decimals of a 'search this area' point in the URL (about 1 m). */
const AREA_DECIMALS = 5;

const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The default variant (spec section 2): search box, narrow-down panel, results header, list and map. */
export function DefaultFinder(props: UnitFinderProps) {
  const host = useHost();
  const { element } = host;
  const emit = useEmit<UnitFinderEvents>();
  const latestRef = useLatest(props);
  const inputRef = useRef<HTMLInputElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const [searches] = useState(() => new LatestSearch());

  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [message, setMessage] = useState<{ code: ErrorCode; text: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [languages, setLanguages] = useState<string[]>(() => splitList(props.languages));
  const [type, setType] = useState(props.unitType.trim());
  const [selected, setSelected] = useState<string | null>(null);
  const [mapFailure, setMapFailure] = useState<string | null>(null);
  const [area, setArea] = useState(false);
  const [mapStarted, setMapStarted] = useState(false);

  const language = element.closest('[lang]')?.getAttribute('lang') || undefined;

  const showMessage = useCallback(
    (code: ErrorCode, text: string) => {
      setMessage({ code, text });
      emit('vb-unit-finder-error', { code, message: text });
    },
    [emit],
  );

  /** Runs a search; the newest wins (an older answer is dropped, LatestSearch). */
  const search = useCallback(
    async (query: Query, history: 'push' | 'none', unit: string | null = null) => {
      const p = latestRef.current;
      setMessage(null);
      setInvalid(false);
      setLoading(true);
      setArea(false);
      if (p.map) setMapStarted(true);
      const client = getMapsClient({ ...(p.proxyPath ? { proxyPath: p.proxyPath } : {}), ...(p.clientId ? { clientId: p.clientId } : {}) });
      let outcome;
      try {
        outcome = await searches.run(async (signal) => {
          let position = query.position;
          if (query.geolocate) {
            const device = await locateDevice({ ...GEOLOCATION_OPTIONS, signal });
            position = { latitude: device.coords.latitude, longitude: device.coords.longitude };
          }
          return runFinderSearch({ client, miles: p.miles, signal, ...(position ? { position } : { text: query.text ?? '' }) });
        });
      } catch (error) {
        setLoading(false);
        if (error instanceof DeviceLocationError) {
          if (error.reason === 'aborted') return;
          showMessage(error.reason === 'unsupported' ? 'browserLocation' : 'userLocation', error.reason === 'unsupported' ? p.browserLocation : p.userLocation);
          return;
        }
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.warn(`<${host.tag}>: the search failed:`, error instanceof Error ? error.message : error);
        setFound(null);
        showMessage('search', p.searchError);
        return;
      }
      if (outcome.superseded) return;
      setLoading(false);
      const result = outcome.value;
      if (result.status === 'noValue') {
        setInvalid(true);
        showMessage('noValue', p.noValue);
        return;
      }
      if (result.status === 'invalidAddress') {
        setFound(null);
        showMessage('invalidAddress', p.invalidAddress);
        return;
      }
      setFound({ query, result });
      setSelected(unit && result.units.some((u) => u.id === unit) ? unit : null);
      if (history === 'push' && p.urlState) {
        commitUrlState({ location: query.location, geolocate: query.geolocate === true, unit: '' }, 'search');
      }
    },
    [latestRef, showMessage, host.tag, searches],
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
      void search({ location: trimmed, label: trimmed, text: trimmed }, 'push');
    },
    [search, showMessage, latestRef],
  );

  const locate = useCallback(() => {
    setText('');
    void search({ location: GEOLOCATE, label: latestRef.current.yourLocation, geolocate: true }, 'push');
  }, [search, latestRef]);

  /** The URL (or the attributes) to the state: on load, and on Back and Forward. */
  const applyState = useCallback(
    (fromUrl: boolean) => {
      const p = latestRef.current;
      const url = fromUrl ? readUrlState(window.location.search) : null;
      // The URL wins; an entry without it (the page as first opened) goes back to the attributes.
      const location = url?.location || p.location.trim();
      setLanguages(url && url.languages.length > 0 ? url.languages : splitList(p.languages));
      const unit = url?.unit || null;
      if (location === '') {
        searches.abort();
        setLoading(false);
        setFound(null);
        setSelected(null);
        setText('');
        return;
      }
      if (location.toUpperCase() === GEOLOCATE) {
        setText('');
        void search({ location: GEOLOCATE, label: p.yourLocation, geolocate: true }, 'none', unit);
        return;
      }
      setText(location);
      void search({ location, label: location, text: location }, 'none', unit);
    },
    [latestRef, search, searches],
  );

  // Once on mount, and again on every Back/Forward (spec section 2: re-read the URL and rerun).
  const { urlState } = props;
  useEffect(() => {
    applyState(urlState);
    if (!urlState) return undefined;
    const onPop = () => applyState(true);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [applyState, urlState]);
  useEffect(() => () => searches.abort(), [searches]);

  // Filtering happens here, on the units of the last search: a filter change needs no new search.
  const units = found?.result.units;
  const filtered = useMemo(() => (units ? filterUnits(units, { languages, type }) : []), [units, languages, type]);
  const options = useMemo(() => (units ? filterOptions(units, language) : null), [units, language]);

  const formMode = parseFormDisplayMode(props.formDisplay);
  const { formCampaignIds, formUnitIds, distanceUnit, hourCycle } = props;
  const views = useMemo(() => {
    const lists = { campaignIds: splitList(formCampaignIds), unitIds: splitList(formUnitIds) };
    const cid = formMode === 'dynamic-display' ? campaignCookie() : undefined;
    return filtered.map((unit, index) =>
      toResultView(unit, index + 1, {
        words: props,
        locale: language,
        unit: distanceUnitOf(distanceUnit),
        hourCycle: hourCycleOf(hourCycle),
        offersForm: (id) => showsForm(formMode, id, lists, cid),
      }),
    );
  }, [filtered, language, distanceUnit, hourCycle, formMode, formCampaignIds, formUnitIds, props]);

  // One result is selected at once (spec section 4: the single-result layout with auto-selection).
  const onlyId = views.length === 1 ? (views[0]?.id ?? null) : null;
  const shownSelection = onlyId ?? (selected !== null && views.some((view) => view.id === selected) ? selected : null);

  const state: FinderState = loading ? 'loading' : message && !found ? 'error' : found ? (views.length > 0 ? 'results' : 'empty') : 'idle';
  useLayoutEffect(() => {
    element.setAttribute('data-vb-state', state);
  }, [element, state]);

  // A search ended and its results are drawn: the event and the analytics, once per search.
  const reported = useRef<Found | null>(null);
  useEffect(() => {
    if (!found || loading || reported.current === found) return;
    reported.current = found;
    emit('vb-unit-finder-search', { location: found.query.location, exact: found.result.exact, count: views.length, ids: views.map((view) => view.id) });
    trackFinderSearch(element, { text: found.query.location, results: views.length, exact: found.result.exact });
  }, [found, loading, views, emit, element]);

  const select = useCallback(
    (id: string | null, from: 'list' | 'map') => {
      setSelected(id);
      const p = latestRef.current;
      if (p.urlState) commitUrlState({ unit: id ?? '' }, 'select');
      const unit = id === null ? undefined : found?.result.units.find((u) => u.id === id);
      const name = unit ? displayName(unit) : null;
      emit('vb-unit-finder-select', { id, name });
      trackFinderClick(element, { text: name ?? p.showAll, ...(id ? { unitId: id } : {}), link: from });
    },
    [latestRef, found, emit, element],
  );

  const changeFilter = useCallback(
    (next: { language: string; type: string }) => {
      const nextLanguages = next.language ? [next.language] : [];
      setLanguages(nextLanguages);
      setType(next.type);
      if (latestRef.current.urlState) commitUrlState({ languages: nextLanguages }, 'filter');
      emit('vb-unit-finder-filter', { languages: nextLanguages, type: next.type });
    },
    [latestRef, emit],
  );

  // The map: started with the first search, fed the filtered results, following the selection.
  const map = useFinderMap({
    start: mapStarted && props.map,
    canvasRef,
    overlayRef,
    label: props.mapLabel,
    language,
    googleKey: props.googleKey,
    styleUrl: props.styleUrl,
    proxyPath: props.proxyPath,
    clientId: props.clientId,
    analytics: true,
    onMarkerSelect: (id) => select(id ?? null, 'map'),
    onMoved: (moved: FinderMapMoved) => setArea(moved.searchArea),
    onError: (failure: FinderMapFailure) => {
      const shown = formatMessage(latestRef.current.googleUnavailable, { engine: failure.engineLabel });
      setMapFailure(shown);
      emit('vb-unit-finder-error', { code: 'googleUnavailable', message: shown });
    },
  });
  const origin = found?.result.origin;
  useEffect(() => {
    if (!map) return;
    map.showResults(
      filtered.flatMap((unit, index) =>
        unit.coordinates ? [{ id: unit.id, name: displayName(unit), position: parsePosition(unit.coordinates), number: index + 1 }] : [],
      ),
      origin,
    );
  }, [map, filtered, origin]);
  useEffect(() => {
    map?.select(shownSelection ?? undefined);
  }, [map, shownSelection, filtered]);

  const searchArea = () => {
    if (!map) return;
    const centre = map.centre();
    const point = `${centre.latitude.toFixed(AREA_DECIMALS)},${centre.longitude.toFixed(AREA_DECIMALS)}`;
    setText('');
    void search({ location: point, label: props.thisArea, position: centre }, 'push');
  };

  const listRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = focusAfter.current;
    if (id === null || shownSelection !== null) return;
    focusAfter.current = null;
    for (const item of listRef.current?.querySelectorAll<HTMLElement>('[data-vb-unit-id]') ?? []) {
      if (item.dataset.vbUnitId === id) item.querySelector<HTMLButtonElement>(`.${C}toggle`)?.focus();
    }
  }, [shownSelection]);

  const onForm = (view: ResultView) => emit('vb-unit-finder-form', { id: view.id, name: view.name });

  const header = (() => {
    if (loading) return props.loadingText;
    if (!found) return '';
    const values = { count: views.length, location: found.query.label };
    if (views.length === 0) return formatMessage(props.noResults, values);
    return formatMessage(views.length === 1 ? props.singleResult : props.multipleResults, values);
  })();

  const languageOptions: FilterOption[] = options?.languages.map((option) => ({ value: option.code, label: option.label })) ?? [];
  const typeKeys = [...new Set(options?.unitTypes.map((option) => option.labelKey) ?? [])];
  const typeOptions: FilterOption[] = typeKeys.map((key) => ({
    value: key,
    label: key === 'ysa' ? props.ysaWard : key === 'saw' ? props.sawWard : props.generalWard,
  }));
  // Spec section 4: the narrow-down panel shows for an inexact search with results; exact and none hide it.
  const showFilters = found !== null && !found.result.exact && found.result.units.length > 0;

  return (
    <div className={`${C}root`} aria-busy={loading ? 'true' : undefined}>
      <SearchBox
        text={text}
        onText={(value) => {
          setText(value);
          if (invalid) setInvalid(false);
          if (message?.code === 'noValue') setMessage(null);
        }}
        onSearch={submit}
        onLocate={locate}
        invalid={invalid}
        busy={loading}
        message={message?.text ?? ''}
        label={props.searchLabel}
        searchButton={props.searchButton}
        locateButton={props.locateButton}
        inputRef={inputRef}
      />
      <p className={`${C}status`} part="status" role="status">
        {loading ? <span className={`${C}spinner`} aria-hidden="true" /> : null}
        {header}
      </p>
      {mapFailure && found ? (
        <p className={`${C}notice`} role="alert">
          {mapFailure}
        </p>
      ) : null}
      {showFilters ? (
        <Filters
          languages={languageOptions}
          types={typeOptions}
          language={languages.length === 1 ? (languages[0] ?? '') : ''}
          type={type}
          onChange={changeFilter}
          words={props}
        />
      ) : null}
      <div className={`${C}body${props.map ? ` ${C}body--map` : ''}`} hidden={!found && !loading ? true : undefined}>
        {props.map ? (
          <div className={`${C}map`} part="map" hidden={mapFailure !== null ? true : undefined}>
            <div ref={canvasRef} className={`${C}map-canvas`} />
            <div ref={overlayRef} className={`${C}map-overlay`} />
            {area && !loading ? (
              <button type="button" className={`${C}button ${C}button--primary ${C}area`} onClick={searchArea}>
                {props.searchThisArea}
              </button>
            ) : null}
          </div>
        ) : null}
        <div ref={listRef} className={`${C}list`}>
          {shownSelection !== null && views.length > 1 ? (
            <button
              type="button"
              className={`${C}button ${C}show-all`}
              onClick={() => {
                // The button goes with the selection: focus moves to the drawer that was selected, not to the page.
                focusAfter.current = shownSelection;
                select(null, 'list');
              }}
            >
              {props.showAll}
            </button>
          ) : null}
          {views.length > 0 ? (
            <ResultList results={views} selected={shownSelection} onSelect={(id) => select(id, 'list')} onForm={onForm} words={props} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
