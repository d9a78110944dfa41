import { useEffect, useState, type RefObject } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { adoptMoreStyles } from '../../src/more-styles.ts';
import { createMapMoveAggregator } from './finder-analytics.ts';
import type { FinderMapFailure, FinderMapMoved } from './finder-map-logic.ts';
import type { FinderMap } from './finder-map.ts';

export interface FinderMapOptions {
  /** Start the map now (the first search began and `map` is on). */
  start: boolean;
  canvasRef: RefObject<HTMLDivElement | null>;
  overlayRef: RefObject<HTMLDivElement | null>;
  label: string;
  language: string | undefined;
  googleKey: string;
  proxyPath: string;
  clientId: string;
  onMarkerSelect(id: string | undefined): void;
  onMoved(detail: FinderMapMoved): void;
  onError(detail: FinderMapFailure): void;
}

/**
 * The finder's map (finder-map.ts, loaded with its engine only when the map starts): made once, when the
 * first search begins, and destroyed with the element. Drags and zooms feed the 1 s analytics aggregation.
 */
export function useFinderMap(options: FinderMapOptions): FinderMap | undefined {
  const host = useHost();
  const { element } = host;
  const latestRef = useLatest(options);
  const [map, setMap] = useState<FinderMap>();
  const { start, canvasRef, overlayRef } = options;

  useEffect(() => {
    const canvas = canvasRef.current;
    const overlay = overlayRef.current;
    if (!start || !canvas || !overlay) return undefined;
    const abort = new AbortController();
    const moves = createMapMoveAggregator(element);
    const first = latestRef.current;
    const engine = first.googleKey ? 'google' : 'maplibre';
    let made: FinderMap | undefined;
    import('./finder-map.ts')
      .then(({ createFinderMap }) =>
        createFinderMap({
          canvas,
          overlay,
          label: first.label,
          events: element,
          signal: abort.signal,
          adoptStyles: (key, css) => adoptMoreStyles(element, host.mode, host.tag, key, css),
          ...(first.language ? { language: first.language } : {}),
          ...(first.googleKey ? { googleKey: first.googleKey } : {}),
          ...(first.proxyPath ? { proxyPath: first.proxyPath } : {}),
          ...(first.clientId ? { clientId: first.clientId } : {}),
          onMarkerSelect: (id) => latestRef.current.onMarkerSelect(id),
          onMoved: (detail) => latestRef.current.onMoved(detail),
          onInteraction: (detail) => (detail.kind === 'drag' ? moves.drag() : moves.zoom()),
          onError: (detail) => latestRef.current.onError(detail),
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
        latestRef.current.onError({
          engine,
          engineLabel: engine === 'google' ? 'Google Maps' : 'MapLibre',
          message: error instanceof Error ? error.message : String(error),
        });
      });
    return () => {
      abort.abort();
      moves.dispose();
      made?.destroy();
      setMap(undefined);
    };
  }, [start, canvasRef, overlayRef, element, host.mode, host.tag, latestRef]);

  const { label } = options;
  useEffect(() => map?.setLabel(label), [map, label]);
  return map;
}
