/**
 * The server cluster layer (maps-toolkit spec sections 4 and 9) on any MapEngine: after each map idle
 * (debounced) it asks `locations/clusters` for the visible extent and zoom, the newest call aborting the
 * one before, and draws each cluster as a focusable button marker with its count. Markers are kept across
 * refreshes by cluster identity and old ones go 100 ms after the new ones are drawn, so the map never
 * flickers; at most 300 marker nodes exist at any time. 100 ms after a refresh the layer raises its own
 * `idle` event (spec section 9); the wait before asking is a separate debounce (CLUSTER_REQUEST_DEBOUNCE_MS). Its look is `clusters.css` (vb-map adopts it).
 */
import type { MapEngine } from '../engines/types.ts';
import type { MapsClient } from '../service/client.ts';
import type { Cluster } from '../service/types.ts';
import { BusyCount } from './busy-count.ts';
import { createClickDelay, SINGLE_CLICK_DELAY_MS } from './click-delay.ts';
import { createClusterMarkers } from './cluster-markers.ts';
import {
  capClusters,
  clickZooms,
  clusterCount,
  CLUSTER_REQUEST_DEBOUNCE_MS,
  debounce,
  IDLE_AFTER_REFRESH_MS,
  LatestCall,
  markerBox,
  MAX_MARKER_NODES,
  mergeOverlapping,
  OLD_MARKERS_REMOVAL_MS,
  type TypeNames,
} from './cluster-logic.ts';
import type { ClusterLayer, ClusterLayerEvents, ClusterQuery } from './types.ts';

export interface ServerClusterLayerOptions {
  engine: MapEngine;
  /** The page's shared maps client (`getMapsClient()`). */
  client: MapsClient;
  query?: ClusterQuery;
  /** Number formatting of counts and names (the page's language by default). */
  language?: string;
  /** Marker names by base type, for translations ('meetinghouse' / 'meetinghouses'). */
  typeNames?: Readonly<TypeNames>;
  /** Class prefix of the marker's parts; `vb-map__` (house rules: controls and layers share vb-map's names). */
  classPrefix?: string;
  /** Pixels kept free around a cluster's extent when a click zooms to it. */
  fitPadding?: number;
  /** Tests and benches only: the cap and the delays (the spec's figures by default). */
  maxMarkers?: number;
  debounceMs?: number;
  removalMs?: number;
  idleMs?: number;
  clickDelayMs?: number;
  /** Ask at once on creation instead of waiting for the first idle (default true). */
  refreshOnCreate?: boolean;
  /**
   * Told when the markers start and stop changing: from an idle (or a query change) until the refreshed
   * markers are drawn and the old ones gone. vb-map sets aria-busy on the map from it.
   */
  onBusy?: (busy: boolean) => void;
}

const DEFAULT_FIT_PADDING = 40;

type Listeners = { [K in keyof ClusterLayerEvents]: Set<(detail: ClusterLayerEvents[K]) => void> };

/** The `locations/clusters` payload for a view and a query: the parts of the query that are set. */
function clustersRequest(view: ReturnType<MapEngine['getView']>, query: ClusterQuery) {
  return {
    extent: view.bounds,
    size: { width: Math.max(1, Math.round(view.width)), height: Math.max(1, Math.round(view.height)) },
    zoom: view.zoom,
    ...(query.layers && query.layers.length > 0 ? { layers: query.layers } : {}),
    ...(query.ids && query.ids.length > 0 ? { ids: query.ids } : {}),
    ...(query.filters && query.filters.length > 0 ? { filters: query.filters } : {}),
    ...(query.emphasize && query.emphasize.length > 0 ? { emphasize: query.emphasize } : {}),
  };
}

export function createServerClusterLayer(options: ServerClusterLayerOptions): ClusterLayer {
  const { engine, client } = options;
  const max = options.maxMarkers ?? MAX_MARKER_NODES;
  let query: ClusterQuery = { ...options.query };
  let destroyed = false;
  const latest = new LatestCall();
  const listeners: Listeners = { click: new Set(), zoom: new Set(), drawn: new Set(), idle: new Set(), error: new Set() };
  const busy = new BusyCount(options.onBusy);
  const emphasizing = () => (query.emphasize?.length ?? 0) > 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  function emit<K extends keyof ClusterLayerEvents>(type: K, detail: ClusterLayerEvents[K]): void {
    for (const listener of [...listeners[type]]) listener(detail);
  }

  const act = (cluster: Cluster): void => {
    if (destroyed) return;
    const view = engine.getView();
    if (clickZooms(cluster, view.zoom, engine.maxZoom) && cluster.extent) {
      engine.fitBounds(cluster.extent, { padding: options.fitPadding ?? DEFAULT_FIT_PADDING, maxZoom: engine.maxZoom });
      emit('zoom', { cluster, extent: cluster.extent });
      return;
    }
    const location = clusterCount(cluster) === 1 ? cluster.locations?.[0] : undefined;
    emit('click', location ? { cluster, location } : { cluster });
  };
  const clickDelay = createClickDelay<Cluster>(act, { delay: options.clickDelayMs ?? SINGLE_CLICK_DELAY_MS });
  const markers = createClusterMarkers({
    engine,
    prefix: options.classPrefix ?? 'vb-map__',
    language: options.language,
    typeNames: options.typeNames,
    max,
    removalMs: options.removalMs ?? OLD_MARKERS_REMOVAL_MS,
    busy,
    emphasizing,
    onPress: (cluster, now) => (now ? act(cluster) : clickDelay.click(cluster)),
    onDoubleClick: () => clickDelay.doubleClick(),
  });

  function draw(clusters: readonly Cluster[], startedAt: number): void {
    const view = engine.getView();
    // Markers that would cover each other become one (a click zooms in to part them); then the DOM cap.
    const separate = mergeOverlapping(
      clusters,
      (cluster) => engine.project(cluster.coordinates),
      (cluster) => markerBox(cluster, view.zoom, emphasizing(), options.language),
    );
    const count = markers.draw(capClusters(separate, max), view);
    emit('drawn', { count, ms: performance.now() - startedAt });
    // Spec section 9: the idle event follows the refresh by 100 ms; a newer refresh restarts the wait.
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = undefined;
      if (!destroyed) emit('idle', { count });
    }, options.idleMs ?? IDLE_AFTER_REFRESH_MS);
  }

  /** What the last call asked (or is asking), so the idle after a refresh already made for the same view asks nothing. */
  let askedKey = '';
  const viewKey = () => JSON.stringify([engine.getView(), query]);

  async function refreshFrom(startedAt: number, force = false): Promise<void> {
    if (destroyed) return;
    const key = viewKey();
    if (!force && key === askedKey) return;
    askedKey = key;
    busy.begin();
    try {
      await ask(startedAt);
    } catch {
      askedKey = '';
    } finally {
      busy.end();
    }
  }

  async function ask(startedAt: number): Promise<void> {
    const signal = latest.begin();
    try {
      const clusters = await client.clusters(clustersRequest(engine.getView(), query), { signal });
      if (destroyed || !latest.isCurrent(signal)) return;
      draw(Array.isArray(clusters) ? clusters : [], startedAt);
    } catch (error) {
      if (destroyed || signal.aborted) return;
      // A failed view is asked again on the next idle, even if it is the same view.
      askedKey = '';
      emit('error', { error });
    }
  }

  const debounced = debounce<number>((startedAt) => {
    // In flight from here (refreshFrom counts itself) before the debounce stops counting.
    const running = refreshFrom(startedAt);
    busy.unschedule();
    // A view already asked for returns at once: then the map is not busy any more.
    busy.report();
    void running;
  }, options.debounceMs ?? CLUSTER_REQUEST_DEBOUNCE_MS);
  const onIdle = {
    call(startedAt: number) {
      busy.schedule();
      debounced.call(startedAt);
    },
    cancel() {
      debounced.cancel();
      busy.unschedule();
      busy.report();
    },
  };
  // Idle is when the map has drawn everything, tiles included; a refresh also starts once the map has stopped
  // moving (debounced zoom and drag), so clusters never wait for the basemap and the map is busy from the
  // first movement until its new markers are drawn. The idle that follows asks again only for a new view.
  const offs = [
    engine.on('idle', () => {
      if (!busy.scheduled && viewKey() === askedKey) return;
      onIdle.call(performance.now());
    }),
    engine.on('zoom', () => onIdle.call(performance.now())),
    engine.on('drag', () => onIdle.call(performance.now())),
  ];
  if (options.refreshOnCreate !== false) onIdle.call(performance.now());

  return {
    setQuery(next: ClusterQuery) {
      query = { ...next };
      onIdle.call(performance.now());
    },
    refresh() {
      const running = refreshFrom(performance.now(), true);
      onIdle.cancel();
      return running;
    },
    on(type, listener) {
      const set = listeners[type] as Set<typeof listener>;
      set.add(listener);
      return () => set.delete(listener);
    },
    focusedAt() {
      return markers.focused()?.coordinates;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      // Not busy from here: the cancels below must not report a change.
      busy.stop();
      for (const off of offs) off();
      onIdle.cancel();
      latest.abort();
      clearTimeout(idleTimer);
      clickDelay.cancel();
      markers.clear();
      for (const set of Object.values(listeners)) set.clear();
    },
  };
}

/** How many marker nodes a layer has on the map now (benches and tests read the DOM instead). */
export function markerSelector(prefix = 'vb-map__'): string {
  return `.${prefix}cluster`;
}
