/**
 * The default variant's map: started with the first search (when `map` is on), fed the filtered results,
 * following the selection; its failure shows the googleUnavailable message and the list works on.
 */
import { useEffect, useState, type RefObject } from 'react';
import { parsePosition } from '../../maps/geo/position.ts';
import type { MapService } from '../../maps/session-logic.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { formatMessage } from '../../src/strings.ts';
import type { UnitFinderEvents } from './events.ts';
import type { FinderMap } from './finder-map.ts';
import { displayName } from './results.ts';
import type { UnitFinderProps } from './unit-finder.tsx';
import { useFinderMap } from './use-finder-map.ts';
import type { FinderResults } from './use-finder-results.ts';
import type { FinderSearch } from './use-finder-search.ts';

export interface FinderResultsMap {
  map: FinderMap | undefined;
  /** The googleUnavailable message shown, once the map failed. */
  failure: string | null;
}

export function useFinderResultsMap(
  props: UnitFinderProps,
  service: MapService,
  language: string,
  refs: { canvas: RefObject<HTMLDivElement | null>; overlay: RefObject<HTMLDivElement | null> },
  search: FinderSearch,
  results: FinderResults,
): FinderResultsMap {
  const emit = useEmit<UnitFinderEvents>();
  const latestRef = useLatest(props);
  const [failure, setFailure] = useState<string | null>(null);
  const map = useFinderMap({
    start: search.mapStarted && props.map,
    searching: search.loading,
    canvasRef: refs.canvas,
    overlayRef: refs.overlay,
    label: props.mapLabel,
    language,
    service,
    analytics: true,
    onMarkerSelect: (id) => results.select(id ?? null, 'map'),
    onMoved: (moved) => search.setArea(moved.searchArea),
    onError: (detail) => {
      const shown = formatMessage(latestRef.current.googleUnavailable, { engine: detail.engineLabel });
      setFailure(shown);
      emit('vb-unit-finder-error', { code: 'googleUnavailable', message: shown });
    },
  });
  const { filtered, shown } = results;
  const origin = search.found?.result.origin;
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
    map?.select(shown ?? undefined);
  }, [map, shown, filtered]);
  return { map, failure };
}
