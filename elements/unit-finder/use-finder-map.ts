import { useEffect, useState, type RefObject } from 'react';
import { engineFor } from '../../maps/engines/index.ts';
import { ENGINE_START_MARGIN_PX } from '../../maps/engines/start-margin.ts';
import type { MapService } from '../../maps/session-logic.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { useNearAndIdle } from '../../src/hooks/use-near-and-idle.ts';
import { adoptMoreStyles } from '../../src/more-styles.ts';
import { createMapMoveAggregator } from './finder-analytics.ts';
import { engineLabel, type FinderMapFailure, type FinderMapMoved } from './finder-map-logic.ts';
import type { FinderMap } from './finder-map.ts';

/**
 * The finder's map engine loads when the map comes within this distance of the viewport (0: once it is in view;
 * and the main thread is idle): a map further down waits, and the list above it is usable first. The same margin
 * as vb-map's (maps/engines/start-margin.ts says why).
 */
export const FINDER_MAP_NEAR_MARGIN_PX = ENGINE_START_MARGIN_PX;

export interface UseFinderMapOptions {
  /**
   * The map may start (the default variant: the first search began and `map` is on; giving machines: at once). It
   * starts once its canvas is near the viewport and the main thread is idle, and not while `searching`.
   */
  start: boolean;
  /** A search is on its way: the engine waits until its answer is shown, so the list never waits for the engine. */
  searching?: boolean;
  canvasRef: RefObject<HTMLDivElement | null>;
  overlayRef: RefObject<HTMLDivElement | null>;
  label: string;
  language: string | undefined;
  /** The checked map-service attributes (read once, when the map starts). */
  service: MapService;
  /** Drags and zooms feed the 1 s analytics aggregation (the default variant's map; the giving-machines map sends none). */
  analytics: boolean;
  onMarkerSelect(id: string | undefined): void;
  /** The visitor moved the map and it settled ('Search this area' belongs to the default variant). */
  onMoved?(detail: FinderMapMoved): void;
  /** The map could not start (already written to the console): the list works on. */
  onError(detail: FinderMapFailure): void;
}

/**
 * The finder's map for both variants (finder-map.ts, loaded with its engine only when the map starts): made
 * once, when `start` turns true, and destroyed with the element. Engine options are read once, as vb-map
 * reads them.
 */
export function useFinderMap(options: UseFinderMapOptions): FinderMap | undefined {
  const host = useHost();
  const { element } = host;
  const latestRef = useLatest(options);
  const [map, setMap] = useState<FinderMap>();
  const { start, searching = false, canvasRef, overlayRef } = options;
  // Off the search's path: watched only once the search's answer is in; the engine then waits for the map to be
  // near the viewport and for an idle main thread (src/hooks/use-near-and-idle.ts). Once started it stays.
  const { ready } = useNearAndIdle(canvasRef, { margin: FINDER_MAP_NEAR_MARGIN_PX, enabled: start && !searching });
  const go = start && ready;

  useEffect(() => {
    const canvas = canvasRef.current;
    const overlay = overlayRef.current;
    if (!go || !canvas || !overlay) return undefined;
    const abort = new AbortController();
    const moves = latestRef.current.analytics ? createMapMoveAggregator(element) : undefined;
    const first = latestRef.current;
    const failed = (detail: FinderMapFailure) => {
      console.warn(`<${host.tag}>: the ${detail.engineLabel} map could not start: ${detail.message}`);
      latestRef.current.onError(detail);
    };
    let made: FinderMap | undefined;
    import('./finder-map.ts')
      .then(({ createFinderMap }) =>
        createFinderMap({
          canvas,
          overlay,
          label: first.label,
          events: element,
          signal: abort.signal,
          adoptStyles: (key, css) => adoptMoreStyles(element, host.mode, host.tag, `${host.tag}:${key}`, css),
          ...(first.language ? { language: first.language } : {}),
          service: first.service,
          onMarkerSelect: (id) => latestRef.current.onMarkerSelect(id),
          onMoved: (detail) => latestRef.current.onMoved?.(detail),
          onInteraction: (detail) => (detail.kind === 'drag' ? moves?.drag() : moves?.zoom()),
          onError: failed,
        }),
      )
      .then((started) => {
        if (!started) return;
        if (abort.signal.aborted) {
          started.destroy();
          return;
        }
        made = started;
        setMap(started);
      })
      .catch((error: unknown) => {
        // The map's module did not load (offline after the page loaded): the list works on.
        if (abort.signal.aborted) return;
        const engine = engineFor(first.service);
        failed({ engine, engineLabel: engineLabel(engine), message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      abort.abort();
      moves?.dispose();
      made?.destroy();
      setMap(undefined);
    };
  }, [go, canvasRef, overlayRef, element, host.mode, host.tag, latestRef]);

  const { label } = options;
  useEffect(() => map?.setLabel(label), [map, label]);
  return map;
}
