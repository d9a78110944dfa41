/**
 * The server layer's markers on the map: one focusable button per cluster, kept across refreshes by cluster
 * identity; old ones leave `removalMs` after the new ones are drawn (so the map never flickers), and focus on a
 * leaving marker moves to the nearest new one. The plan (what to keep, add and remove) is cluster-logic.ts's.
 */
import type { EngineView, MapEngine, MarkerHandle } from '../engines/types.ts';
import type { Cluster } from '../service/types.ts';
import type { BusyCount } from './busy-count.ts';
import { clusterCount, clusterKey, clusterLabel, countText, markerLook, nearestIndex, planRefresh, type TypeNames } from './cluster-logic.ts';

interface MarkerRecord {
  key: string;
  cluster: Cluster;
  handle: MarkerHandle;
  button: HTMLButtonElement;
  count: HTMLSpanElement;
  removal?: ReturnType<typeof setTimeout>;
}

export interface ClusterMarkersOptions {
  engine: MapEngine;
  /** Class prefix of the marker's parts (`vb-map__`). */
  prefix: string;
  language: string | undefined;
  typeNames: Readonly<TypeNames> | undefined;
  max: number;
  removalMs: number;
  busy: BusyCount;
  /** Whether the query emphasizes some locations (the others are drawn de-emphasized). */
  emphasizing(): boolean;
  /** A marker was pressed: `now` for Enter, Space or a script (no double click can follow), else a mouse click. */
  onPress(cluster: Cluster, now: boolean): void;
  onDoubleClick(): void;
}

export interface ClusterMarkers {
  /** Draws the clusters of a view (already merged and capped); returns how many markers it shows. */
  draw(clusters: readonly Cluster[], view: EngineView): number;
  /** The cluster whose marker has focus. */
  focused(): Cluster | undefined;
  clear(): void;
}

function markerButton(prefix: string): { button: HTMLButtonElement; count: HTMLSpanElement } {
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
  return { button, count };
}

export function createClusterMarkers(options: ClusterMarkersOptions): ClusterMarkers {
  const { engine, prefix, busy } = options;
  /** Markers on the map, oldest first (Map keeps insertion order). */
  const markers = new Map<string, MarkerRecord>();

  function removeRecord(record: MarkerRecord): void {
    if (record.removal !== undefined) clearTimeout(record.removal);
    record.removal = undefined;
    record.handle.remove();
    markers.delete(record.key);
  }

  /** Once no old marker waits for its removal, that part of the refresh is over. */
  function settleRemovals(): void {
    for (const record of markers.values()) if (record.removal !== undefined) return;
    busy.removalsDone();
  }

  function focusedRecord(): MarkerRecord | undefined {
    for (const record of markers.values()) if (record.button.matches(':focus')) return record;
    return undefined;
  }

  function render(record: MarkerRecord, view: EngineView): void {
    const { cluster, button, count } = record;
    const total = clusterCount(cluster);
    const look = markerLook(cluster, view.zoom, options.emphasizing());
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
    const { button, count } = markerButton(prefix);
    const handle = engine.addMarker({ position: cluster.coordinates, element: button, anchor: 'center', zIndex: Math.min(clusterCount(cluster), 100000) });
    const record: MarkerRecord = { key, cluster, handle, button, count };
    button.addEventListener('click', (event) => {
      // The map must not also take the click as its own (a map click, a drag end).
      event.stopPropagation();
      // detail 0 is Enter, Space or a script: no double click can follow, so it acts at once.
      options.onPress(markers.get(key)?.cluster ?? record.cluster, event.detail === 0);
    });
    button.addEventListener('dblclick', () => options.onDoubleClick());
    render(record, view);
    return record;
  }

  /** Kept markers move to their cluster's new data and cancel a pending removal. */
  function keep(key: string, cluster: Cluster, view: EngineView): MarkerRecord | undefined {
    const record = markers.get(key);
    if (!record) return undefined;
    if (record.removal !== undefined) clearTimeout(record.removal);
    record.removal = undefined;
    record.cluster = cluster;
    record.handle.setPosition(cluster.coordinates);
    render(record, view);
    return record;
  }

  function removeLater(keys: readonly string[]): void {
    for (const key of keys) {
      const record = markers.get(key);
      if (!record || record.removal !== undefined) continue;
      record.removal = setTimeout(() => {
        record.removal = undefined;
        if (markers.get(key) === record) removeRecord(record);
        settleRemovals();
      }, options.removalMs);
    }
    if (keys.length > 0) busy.removalsPending();
  }

  /** Focus on a marker that is going moves to the nearest marker of the new view, before its node leaves. */
  function moveFocus(focused: MarkerRecord, from: ReturnType<MapEngine['project']>, fresh: readonly MarkerRecord[]): void {
    if (fresh.includes(focused)) return;
    const index = nearestIndex(
      from,
      fresh.map((record) => engine.project(record.cluster.coordinates)),
    );
    fresh[index]?.button.focus({ preventScroll: true });
  }

  return {
    draw(clusters, view) {
      const byKey = new Map<string, Cluster>();
      for (const cluster of clusters) if (!byKey.has(clusterKey(cluster))) byKey.set(clusterKey(cluster), cluster);
      const plan = planRefresh([...markers.keys()], [...byKey.keys()], options.max);
      const focused = focusedRecord();
      const focusFrom = focused ? engine.project(focused.cluster.coordinates) : undefined;
      for (const key of plan.removeNow) {
        const record = markers.get(key);
        if (record) removeRecord(record);
      }
      const fresh: MarkerRecord[] = [];
      for (const key of plan.keep) {
        const cluster = byKey.get(key);
        const record = cluster ? keep(key, cluster, view) : undefined;
        if (record) fresh.push(record);
      }
      for (const key of plan.add) {
        const cluster = byKey.get(key);
        if (!cluster) continue;
        const record = create(key, cluster, view);
        markers.set(key, record);
        fresh.push(record);
      }
      removeLater(plan.removeLater);
      // Kept markers cancel their own removal: an earlier refresh's wait may be over now.
      settleRemovals();
      if (focused && focusFrom) moveFocus(focused, focusFrom, fresh);
      return fresh.length;
    },
    focused() {
      return focusedRecord()?.cluster;
    },
    clear() {
      for (const record of [...markers.values()]) removeRecord(record);
    },
  };
}
