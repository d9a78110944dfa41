/**
 * The server cluster layer (maps-toolkit spec sections 4 and 9) on any MapEngine: after each map idle
 * (debounced) it asks `locations/clusters` for the visible extent and zoom, the newest call aborting the
 * one before, and draws each cluster as a focusable button marker with its count. Markers are kept across
 * refreshes by cluster identity and old ones go 100 ms after the new ones are drawn, so the map never
 * flickers; at most 300 marker nodes exist at any time. Its look is `clusters.css` (vb-map adopts it).
 */
import type { MapEngine, EngineView, MarkerHandle } from '../engines/types.ts';
import type { MapsClient } from '../service/client.ts';
import type { Cluster } from '../service/types.ts';
import { createClickDelay, SINGLE_CLICK_DELAY_MS } from './click-delay.ts';
import {
  capClusters,
  clickZooms,
  clusterCount,
  clusterKey,
  clusterLabel,
  countText,
  debounce,
  IDLE_REFRESH_DEBOUNCE_MS,
  LatestCall,
  markerBox,
  markerLook,
  MAX_MARKER_NODES,
  mergeOverlapping,
  nearestIndex,
  OLD_MARKERS_REMOVAL_MS,
  planRefresh,
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
  clickDelayMs?: number;
  /** Ask at once on creation instead of waiting for the first idle (default true). */
  refreshOnCreate?: boolean;
  /**
   * Told when the markers start and stop changing: from an idle (or a query change) until the refreshed
   * markers are drawn and the old ones gone. vb-map sets aria-busy on the map from it.
   */
  onBusy?: (busy: boolean) => void;
}

interface MarkerRecord {
  key: string;
  cluster: Cluster;
  handle: MarkerHandle;
  button: HTMLButtonElement;
  count: HTMLSpanElement;
  removal?: ReturnType<typeof setTimeout>;
}

const DEFAULT_FIT_PADDING = 40;

type Listeners = { [K in keyof ClusterLayerEvents]: Set<(detail: ClusterLayerEvents[K]) => void> };

export function createServerClusterLayer(options: ServerClusterLayerOptions): ClusterLayer {
  const { engine, client } = options;
  const prefix = options.classPrefix ?? 'vb-map__';
  const max = options.maxMarkers ?? MAX_MARKER_NODES;
  const removalMs = options.removalMs ?? OLD_MARKERS_REMOVAL_MS;
  let query: ClusterQuery = { ...options.query };
  let destroyed = false;
  /** Markers on the map, oldest first (Map keeps insertion order). */
  const markers = new Map<string, MarkerRecord>();
  const latest = new LatestCall();
  const listeners: Listeners = { click: new Set(), zoom: new Set(), drawn: new Set(), error: new Set() };
  /** Refreshes waiting (debounced), asking, or whose old markers are still leaving. */
  let busyCount = 0;
  let busy = false;
  const reportBusy = () => {
    const now = busyCount > 0 && !destroyed;
    if (now === busy) return;
    busy = now;
    options.onBusy?.(now);
  };
  let scheduled = false;
  const schedule = () => {
    if (!scheduled) busyCount += 1;
    scheduled = true;
    reportBusy();
  };
  const unschedule = () => {
    if (scheduled) busyCount -= 1;
    scheduled = false;
  };
  let removalsPending = false;

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

  function removeRecord(record: MarkerRecord): void {
    if (record.removal !== undefined) clearTimeout(record.removal);
    record.removal = undefined;
    record.handle.remove();
    markers.delete(record.key);
  }

  /** Once no old marker waits for its removal, that part of the refresh is over. */
  function settleRemovals(): void {
    if (!removalsPending) return;
    for (const record of markers.values()) if (record.removal !== undefined) return;
    removalsPending = false;
    busyCount -= 1;
    reportBusy();
  }

  function focusedRecord(): MarkerRecord | undefined {
    for (const record of markers.values()) if (record.button.matches(':focus')) return record;
    return undefined;
  }

  function render(record: MarkerRecord, view: EngineView): void {
    const { cluster, button, count } = record;
    const total = clusterCount(cluster);
    const look = markerLook(cluster, view.zoom, (query.emphasize?.length ?? 0) > 0);
    button.setAttribute('aria-label', clusterLabel(cluster, { language: options.language, typeNames: options.typeNames }));
    // Custom properties through the CSSOM: a strict CSP forbids style attributes, not this.
    button.style.setProperty('--_vb-map-cluster-scale', String(look.scale));
    button.classList.toggle(`${prefix}cluster--single`, total === 1);
    button.classList.toggle(`${prefix}cluster--dispersed`, cluster.dispersed === true);
    button.classList.toggle(`${prefix}cluster--blank`, look.blank);
    button.classList.toggle(`${prefix}cluster--de-emphasized`, look.deEmphasized);
    count.textContent = total === 1 ? '' : countText(total, options.language);
    count.hidden = total === 1;
  }

  function create(key: string, cluster: Cluster, view: EngineView): MarkerRecord {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `${prefix}cluster`;
    button.setAttribute('part', 'cluster');
    const icon = document.createElement('span');
    icon.className = `${prefix}cluster-icon`;
    icon.setAttribute('part', 'cluster-icon');
    icon.setAttribute('aria-hidden', 'true');
    const count = document.createElement('span');
    count.className = `${prefix}cluster-count`;
    count.setAttribute('part', 'cluster-count');
    count.setAttribute('aria-hidden', 'true');
    button.append(icon, count);
    const handle = engine.addMarker({ position: cluster.coordinates, element: button, anchor: 'center', zIndex: Math.min(clusterCount(cluster), 100000) });
    const record: MarkerRecord = { key, cluster, handle, button, count };
    button.addEventListener('click', (event) => {
      // The map must not also take the click as its own (a map click, a drag end).
      event.stopPropagation();
      const current = markers.get(key)?.cluster ?? record.cluster;
      // detail 0 is Enter, Space or a script: no double click can follow, so it acts at once.
      if (event.detail === 0) act(current);
      else clickDelay.click(current);
    });
    button.addEventListener('dblclick', () => clickDelay.doubleClick());
    render(record, view);
    return record;
  }

  function draw(clusters: readonly Cluster[], view: EngineView, startedAt: number): void {
    const emphasizing = (query.emphasize?.length ?? 0) > 0;
    // Markers that would cover each other become one (a click zooms in to part them); then the DOM cap.
    const separate = mergeOverlapping(
      clusters,
      (cluster) => engine.project(cluster.coordinates),
      (cluster) => markerBox(cluster, view.zoom, emphasizing, options.language),
    );
    const capped = capClusters(separate, max);
    const byKey = new Map<string, Cluster>();
    for (const cluster of capped) if (!byKey.has(clusterKey(cluster))) byKey.set(clusterKey(cluster), cluster);
    const plan = planRefresh([...markers.keys()], [...byKey.keys()], max);
    const focused = focusedRecord();
    const focusFrom = focused ? engine.project(focused.cluster.coordinates) : undefined;

    for (const key of plan.removeNow) {
      const record = markers.get(key);
      if (record) removeRecord(record);
    }
    const fresh: MarkerRecord[] = [];
    for (const key of plan.keep) {
      const record = markers.get(key);
      const cluster = byKey.get(key);
      if (!record || !cluster) continue;
      if (record.removal !== undefined) clearTimeout(record.removal);
      record.removal = undefined;
      record.cluster = cluster;
      record.handle.setPosition(cluster.coordinates);
      render(record, view);
      fresh.push(record);
    }
    for (const key of plan.add) {
      const cluster = byKey.get(key);
      if (!cluster) continue;
      const record = create(key, cluster, view);
      markers.set(key, record);
      fresh.push(record);
    }
    for (const key of plan.removeLater) {
      const record = markers.get(key);
      if (!record || record.removal !== undefined) continue;
      record.removal = setTimeout(() => {
        record.removal = undefined;
        if (markers.get(key) === record) removeRecord(record);
        settleRemovals();
      }, removalMs);
    }
    if (plan.removeLater.length > 0 && !removalsPending) {
      busyCount += 1;
      removalsPending = true;
    }
    // Kept markers cancel their own removal: an earlier refresh's wait may be over now.
    settleRemovals();

    // Focus on a marker that is going moves to the nearest marker of the new view, before its node leaves.
    if (focused && focusFrom && !fresh.includes(focused)) {
      const target =
        fresh[
          nearestIndex(
            focusFrom,
            fresh.map((record) => engine.project(record.cluster.coordinates)),
          )
        ];
      target?.button.focus({ preventScroll: true });
    }
    emit('drawn', { count: fresh.length, ms: performance.now() - startedAt });
  }

  /** What the last call asked (or is asking), so the idle after a refresh already made for the same view asks nothing. */
  let askedKey = '';
  const viewKey = () => JSON.stringify([engine.getView(), query]);

  async function refreshFrom(startedAt: number, force = false): Promise<void> {
    if (destroyed) return;
    const key = viewKey();
    if (!force && key === askedKey) return;
    askedKey = key;
    busyCount += 1;
    try {
      await ask(startedAt);
    } catch {
      askedKey = '';
    } finally {
      busyCount -= 1;
      reportBusy();
    }
  }

  async function ask(startedAt: number): Promise<void> {
    const signal = latest.begin();
    const view = engine.getView();
    try {
      const clusters = await client.clusters(
        {
          extent: view.bounds,
          size: { width: Math.max(1, Math.round(view.width)), height: Math.max(1, Math.round(view.height)) },
          zoom: view.zoom,
          ...(query.layers && query.layers.length > 0 ? { layers: query.layers } : {}),
          ...(query.ids && query.ids.length > 0 ? { ids: query.ids } : {}),
          ...(query.filters && query.filters.length > 0 ? { filters: query.filters } : {}),
          ...(query.emphasize && query.emphasize.length > 0 ? { emphasize: query.emphasize } : {}),
        },
        { signal },
      );
      if (destroyed || !latest.isCurrent(signal)) return;
      draw(Array.isArray(clusters) ? clusters : [], engine.getView(), startedAt);
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
    unschedule();
    // A view already asked for returns at once: then the map is not busy any more.
    reportBusy();
    void running;
  }, options.debounceMs ?? IDLE_REFRESH_DEBOUNCE_MS);
  const onIdle = {
    call(startedAt: number) {
      schedule();
      debounced.call(startedAt);
    },
    cancel() {
      debounced.cancel();
      unschedule();
      reportBusy();
    },
  };
  // Idle is when the map has drawn everything, tiles included; a refresh also starts once the map has stopped
  // moving (debounced zoom and drag), so clusters never wait for the basemap and the map is busy from the
  // first movement until its new markers are drawn. The idle that follows asks again only for a new view.
  const offIdle = engine.on('idle', () => {
    if (!scheduled && viewKey() === askedKey) return;
    onIdle.call(performance.now());
  });
  const offZoom = engine.on('zoom', () => onIdle.call(performance.now()));
  const offDrag = engine.on('drag', () => onIdle.call(performance.now()));
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
      return focusedRecord()?.cluster.coordinates;
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      offIdle();
      offZoom();
      offDrag();
      onIdle.cancel();
      latest.abort();
      clickDelay.cancel();
      for (const record of [...markers.values()]) removeRecord(record);
      if (busy) options.onBusy?.(false);
      busy = false;
      for (const set of Object.values(listeners)) set.clear();
    },
  };
}

/** How many marker nodes a layer has on the map now (benches and tests read the DOM instead). */
export function markerSelector(prefix = 'vb-map__'): string {
  return `.${prefix}cluster`;
}
