import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import { useInView } from '../../src/hooks/use-in-view.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { adoptMoreStyles } from '../../src/more-styles.ts';
import { readMapService } from '../../maps/session-logic.ts';
import { elementLanguage } from '../../src/locale.ts';
import type { PropsOf } from '../../src/props.ts';
import type { ClusterMap } from './cluster-map.ts';
import type { MapEvents } from './events.ts';
import { controlNames, layerList, readCenter, type MapPhase } from './map-logic.ts';
import type { meta } from './meta.ts';

/** Every prop from meta.ts; `zoom` is empty (null) until an author sets one, which meta's number type cannot say. */
export type MapProps = Omit<PropsOf<typeof meta>, 'zoom'> & { zoom: number | null };

const TAG = 'vb-map';
/**
 * A map starts loading when it comes within about one screen of the viewport: an engine costs a WebGL
 * context, a worker's parsing and seconds of drawing on a slow device, so maps further down wait.
 */
export const MAP_IN_VIEW_MARGIN_PX = 600;
/**
 * ...and once its engine options have stayed unchanged this long: a script that inserts a map and then sets
 * its attributes gets a map made with them, not one made and thrown away.
 */
export const START_SETTLE_MS = 100;
/** Light-DOM class prefix (house rules). */
const C = 'vb-map__';

export function VbMap(props: MapProps) {
  const host = useHost();
  const { element } = host;
  const emit = useEmit<MapEvents>();
  const canvasRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<MapPhase>('loading');
  const [refreshing, setRefreshing] = useState(false);
  const [session, setSession] = useState<ClusterMap>();
  const latest = useLatest(props);
  const [inViewRef, inView] = useInView<HTMLDivElement>({ margin: MAP_IN_VIEW_MARGIN_PX });
  const [go, setGo] = useState(false);
  const { googleKey: keyProp, styleUrl: styleProp, proxyPath: pathProp, mapType: typeProp } = props;
  useEffect(() => {
    if (!inView || go) return undefined;
    const timer = setTimeout(() => setGo(true), START_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [inView, go, keyProp, styleProp, pathProp, typeProp, props.center, props.zoom]);

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
  }, [go, element, emit, host.mode, latest]);

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

  return (
    // The map region and its name are the engine's (MapLibre's focusable canvas): a second region here would repeat it.
    // Busy while it is about to load, loads, or redraws its markers; a map far below the fold is not.
    <div
      ref={inViewRef}
      className={`${C}frame`}
      part="frame"
      aria-busy={(phase === 'loading' && inView) || (phase === 'ready' && refreshing) ? 'true' : undefined}
    >
      <div ref={canvasRef} className={`${C}canvas`} part="canvas" />
      <div ref={controlsRef} className={`${C}overlay`} part="controls" />
      <p className={`${C}status`} part="status" role="status">
        {phase === 'loading' && go ? props.loadingText : ''}
      </p>
      {phase === 'error' ? (
        <p className={`${C}error`} part="error" role="alert">
          {props.errorMessage}
        </p>
      ) : null}
    </div>
  );
}
