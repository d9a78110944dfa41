/**
 * vb-map's running map (cluster-map.ts, loaded when the map starts): made once, when `go` turns true, with the
 * attributes of that moment; later changes of the view, layers, controls and label reach it. Its phase is the
 * host's data-vb-state.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { readMapService } from '../../maps/session-logic.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { elementLanguage } from '../../src/locale.ts';
import { adoptMoreStyles } from '../../src/more-styles.ts';
import type { ClusterMap } from './cluster-map.ts';
import type { MapEvents } from './events.ts';
import { controlNames, layerList, readCenter, type MapPhase } from './map-logic.ts';
import type { MapProps } from './map.tsx';

const TAG = 'vb-map';

/**
 * A map starts once its engine options have stayed unchanged this long: a script that inserts a map and then
 * sets its attributes gets a map made with them, not one made and thrown away.
 */
export const START_SETTLE_MS = 100;

/** True once the map is near the viewport and its engine options have settled. */
export function useStartWhenSettled(props: MapProps, inView: boolean): boolean {
  const [go, setGo] = useState(false);
  const { googleKey, styleUrl, proxyPath, mapType, center, zoom } = props;
  useEffect(() => {
    if (!inView || go) return undefined;
    const timer = setTimeout(() => setGo(true), START_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [inView, go, googleKey, styleUrl, proxyPath, mapType, center, zoom]);
  return go;
}

export function useClusterMap(
  props: MapProps,
  go: boolean,
  canvasRef: RefObject<HTMLDivElement | null>,
  controlsRef: RefObject<HTMLDivElement | null>,
): { phase: MapPhase; refreshing: boolean } {
  const host = useHost();
  const { element } = host;
  const emit = useEmit<MapEvents>();
  const [phase, setPhase] = useState<MapPhase>('loading');
  const [refreshing, setRefreshing] = useState(false);
  const [session, setSession] = useState<ClusterMap>();
  const latest = useLatest(props);

  useLayoutEffect(() => {
    element.setAttribute('data-vb-state', phase);
  }, [element, phase]);

  // The engine is made once, when the map first starts; a move keeps it (the runtime keeps the tree).
  useEffect(() => {
    if (!go) return undefined;
    const canvas = canvasRef.current;
    const overlay = controlsRef.current;
    if (!canvas || !overlay) return undefined;
    const abort = new AbortController();
    let made: ClusterMap | undefined;
    const first = latest.current;
    const fail = (error: unknown) => {
      if (abort.signal.aborted) return;
      setPhase('error');
      emit('vb-map-error', { phase: 'engine', message: error instanceof Error ? error.message : String(error) });
    };
    import('./cluster-map.ts')
      .then(({ startClusterMap }) =>
        startClusterMap({
          host: element,
          canvas,
          overlay,
          center: readCenter(TAG, first.center),
          zoom: first.zoom ?? undefined,
          initial: { center: first.center, zoom: first.zoom },
          label: first.label,
          mapType: first.mapType.trim() || undefined,
          service: readMapService(TAG, first),
          layers: layerList(first.layers),
          controls: controlNames(TAG, first.controls),
          language: elementLanguage(element),
          signal: abort.signal,
          adoptStyles: (key, css) => adoptMoreStyles(element, host.mode, TAG, `${TAG}:${key}`, css),
          events: {
            clusterClick: (detail) => emit('vb-map-click', detail),
            clusterZoom: (detail) => emit('vb-map-cluster-zoom', detail),
            clustersError: (message) => emit('vb-map-error', { phase: 'clusters', message }),
            drawn: (detail) => emit('vb-map-drawn', { count: detail.count, ms: Math.round(detail.ms) }),
            firstDrawn: () => setPhase((now) => (now === 'loading' ? 'ready' : now)),
            busy: setRefreshing,
          },
        }),
      )
      .then((started) => {
        if (abort.signal.aborted) {
          started.destroy();
          return;
        }
        made = started;
        setSession(started);
        const { engine } = started.session;
        const view = engine.getView();
        emit('vb-map-ready', { engine: engine.name, center: view.center, zoom: view.zoom });
      })
      .catch(fail);
    return () => {
      abort.abort();
      made?.destroy();
    };
    // Engine options are read once (documented): later changes go through the effects below.
  }, [go, element, emit, host.mode, latest, canvasRef, controlsRef]);

  // Later changes of the view, the layers and the controls reach the running map.
  const { center, zoom, layers, controls, label } = props;
  const applied = useRef<{ center: string; zoom: number | null }>(undefined);
  useEffect(() => {
    if (!session) return;
    // The view the map was made with is already there (and a pan by the visitor is theirs): only a change of
    // the attributes moves it, back to values it had before included.
    const last = applied.current ?? session.initial;
    applied.current = { center, zoom };
    if (center === last.center && zoom === last.zoom) return;
    session.setView(readCenter(TAG, center), zoom ?? undefined);
  }, [session, center, zoom]);
  useEffect(() => session?.setLayers(layerList(layers)), [session, layers]);
  useEffect(() => session?.setControls(controlNames(TAG, controls)), [session, controls]);
  useEffect(() => session?.setLabel(label), [session, label]);

  return { phase, refreshing };
}
