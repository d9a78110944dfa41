/**
 * The default variant's results: the last search's units filtered (a filter change needs no new search), as
 * the list shows them, the selection shown, the host's data-vb-state, and what a search, a selection and a
 * filter tell the page (events, analytics, the URL).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { finderState, shownSelection } from './default-finder-logic.ts';
import type { UnitFinderEvents } from './events.ts';
import { trackFinderClick, trackFinderSearch } from './finder-analytics.ts';
import { campaignCookie, formLists, parseFormDisplayMode, showsForm } from './form-display.ts';
import type { ResultView } from './result-list.tsx';
import { distanceUnitOf, hourCycleOf, toResultView } from './result-view.ts';
import { displayName, filterOptions, filterUnits, type FilterOptions } from './results.ts';
import type { FinderUnit } from './search.ts';
import type { UnitFinderProps } from './unit-finder.tsx';
import type { FinderSearch } from './use-finder-search.ts';
import { commitUrlState } from './url-state.ts';

export interface FinderResults {
  /** The units shown, filtered, in list order. */
  filtered: FinderUnit[];
  views: ResultView[];
  options: FilterOptions | null;
  type: string;
  /** The selection shown (a single result is selected by itself). */
  shown: string | null;
  select(id: string | null, from: 'list' | 'map'): void;
  changeFilter(next: { language: string; type: string }): void;
}

export function useFinderResults(props: UnitFinderProps, search: FinderSearch, language: string): FinderResults {
  const { element } = useHost();
  const emit = useEmit<UnitFinderEvents>();
  const latestRef = useLatest(props);
  const { found, loading, message, languages, type, refilter, selected, setSelected } = search;

  const units = found?.result.units;
  const filtered = useMemo(() => (units ? filterUnits(units, { languages, type }) : []), [units, languages, type]);
  // The choices: those of the place's unfiltered search (a filtered lookup's units are all of the chosen
  // language), with what the filtered lookups found beyond it.
  const { unfiltered } = search;
  const options = useMemo(() => {
    if (!found) return null;
    const base = unfiltered?.location === found.query.location ? unfiltered.units : [];
    const seen = new Set(base.map((unit) => unit.id));
    return filterOptions([...base, ...found.result.units.filter((unit) => !seen.has(unit.id))], language);
  }, [found, unfiltered, language]);

  const formMode = parseFormDisplayMode(props.formDisplay);
  const { unitsAndCampaigns, formCampaignIds, formUnitIds, distanceUnit, hourCycle } = props;
  const views = useMemo(() => {
    const lists = formLists(unitsAndCampaigns, formCampaignIds, formUnitIds);
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
  }, [filtered, language, distanceUnit, hourCycle, formMode, unitsAndCampaigns, formCampaignIds, formUnitIds, props]);

  const shown = shownSelection(
    views.map((view) => view.id),
    selected,
  );

  const state = finderState(loading, message, found, views.length);
  useLayoutEffect(() => {
    element.setAttribute('data-vb-state', state);
  }, [element, state]);

  // A search ended and its results are drawn: the event and the analytics, once per search.
  const reported = useRef<typeof found>(null);
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
    [latestRef, found, emit, element, setSelected],
  );

  const changeFilter = useCallback(
    (next: { language: string; type: string }) => {
      const nextLanguages = next.language ? [next.language] : [];
      refilter({ languages: nextLanguages, type: next.type });
      if (latestRef.current.urlState) commitUrlState({ languages: nextLanguages }, 'filter');
      emit('vb-unit-finder-filter', { languages: nextLanguages, type: next.type });
    },
    [latestRef, emit, refilter],
  );

  return { filtered, views, options, type, shown, select, changeFilter };
}
