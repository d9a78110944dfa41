/**
 * The default variant (spec section 2): search box, narrow-down panel, results header, list and map. A short
 * composition: the search (use-finder-search.ts), the results (use-finder-results.ts) and the map
 * (use-finder-results-map.ts) over default-finder-logic.ts.
 */
import { useLayoutEffect, useRef } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { readMeta } from '../../src/config.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { elementLanguage } from '../../src/locale.ts';
import { areaQuery, filterChoices, headerText, showsFilters } from './default-finder-logic.ts';
import type { UnitFinderEvents } from './events.ts';
import { Filters } from './filters.tsx';
import { ResultList, type ResultView } from './result-list.tsx';
import { SearchBox } from './search-box.tsx';
import type { VariantProps } from './unit-finder.tsx';
import { useFinderResults } from './use-finder-results.ts';
import { useFinderResultsMap } from './use-finder-results-map.ts';
import { useFinderSearch } from './use-finder-search.ts';
import { isUnitedStates, useFinderSuggestions } from './use-finder-suggestions.ts';

const C = 'vb-unit-finder__';

export function DefaultFinder({ props, service }: VariantProps) {
  const { element } = useHost();
  const emit = useEmit<UnitFinderEvents>();
  const inputRef = useRef<HTMLInputElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLParagraphElement>(null);
  const language = elementLanguage(element);

  const search = useFinderSearch(props, service, inputRef);
  const suggestions = useFinderSuggestions({
    enabled: isUnitedStates(props.country || readMeta('geocountry') || 'us') && props.suggestionCount > 0,
    limit: props.suggestionCount,
    container: element,
    query: search.text,
    onChoose: (text) => {
      search.typeText(text);
      search.submit(text);
    },
  });
  const results = useFinderResults(props, search, language);
  const { map, failure } = useFinderResultsMap(props, service, language, { canvas: canvasRef, overlay: overlayRef }, search, results);
  const { found, loading, message } = search;
  const { views, shown } = results;

  // 'Show all' goes with the selection: focus moves to the result that was selected, not to the page.
  const focusAfter = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = focusAfter.current;
    if (id === null || shown !== null) return;
    focusAfter.current = null;
    for (const item of listRef.current?.querySelectorAll<HTMLElement>('[data-vb-unit-id]') ?? []) {
      if (item.dataset.vbUnitId === id) item.querySelector<HTMLButtonElement>(`.${C}toggle`)?.focus();
    }
  }, [shown]);

  // Back or Forward: focus goes to the field, or to the header of the restored search, never to the page.
  const { backFocus, clearBackFocus } = search;
  useLayoutEffect(() => {
    if (backFocus === null) return;
    clearBackFocus();
    (backFocus === 'input' ? inputRef.current : headerRef.current)?.focus();
  }, [backFocus, clearBackFocus]);

  const onForm = (view: ResultView) => emit('vb-unit-finder-form', { id: view.id, name: view.name });
  const choices = filterChoices(results.options, props);

  return (
    <div className={`${C}root`} aria-busy={loading ? 'true' : undefined}>
      <SearchBox
        text={search.text}
        onText={search.typeText}
        onSearch={search.submit}
        onLocate={search.locate}
        invalid={search.invalid}
        busy={loading}
        message={message?.text ?? ''}
        label={props.searchLabel}
        searchButton={props.searchButton}
        locateButton={props.locateButton}
        suggestions={suggestions}
        suggestionsLabel={props.suggestionsLabel}
        inputRef={inputRef}
      />
      <p ref={headerRef} className={`${C}status`} part="status" role="status" tabIndex={-1}>
        {loading ? <span className={`${C}spinner`} aria-hidden="true" /> : null}
        {headerText(loading, found, views.length, props)}
      </p>
      {failure && found ? (
        <p className={`${C}notice`} role="alert">
          {failure}
        </p>
      ) : null}
      {showsFilters(found) ? (
        <Filters
          languages={choices.languages}
          types={choices.types}
          language={search.languages.length === 1 ? (search.languages[0] ?? '') : ''}
          type={results.type}
          onChange={results.changeFilter}
          words={props}
        />
      ) : null}
      <div className={`${C}body${props.map ? ` ${C}body--map` : ''}`} hidden={!found && !loading ? true : undefined}>
        {props.map ? (
          <div className={`${C}map`} part="map" hidden={failure !== null ? true : undefined}>
            <div ref={canvasRef} className={`${C}map-canvas`} />
            <div ref={overlayRef} className={`${C}map-overlay`} />
            {search.area && !loading && map ? (
              <button
                type="button"
                className={`${C}button ${C}button--primary ${C}area`}
                onClick={() => search.searchFor(areaQuery(map.centre(), props.thisArea))}
              >
                {props.searchThisArea}
              </button>
            ) : null}
          </div>
        ) : null}
        <div ref={listRef} className={`${C}list`}>
          {shown !== null && views.length > 1 ? (
            <button
              type="button"
              className={`${C}button ${C}show-all`}
              onClick={() => {
                focusAfter.current = shown;
                results.select(null, 'list');
              }}
            >
              {props.showAll}
            </button>
          ) : null}
          {views.length > 0 ? (
            <ResultList results={views} selected={shown} onSelect={(id) => results.select(id, 'list')} onForm={onForm} words={props} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
