/**
 * The server cluster layer's pure parts (maps-toolkit spec sections 4 and 9): which marker is which
 * cluster across refreshes, what a marker is called, how big it is drawn, which markers a refresh keeps,
 * adds and removes under the DOM cap, when a click zooms, and the newest-call-wins refresh. No DOM here:
 * node tests cover all of it (test/maps/clusters/cluster-logic.node.test.ts).
 */
import type { BoundingBox } from '../geo/bounds.ts';
// Aliased: the geo helper's name reads as a React hook to the linter; it is a plain function.
import { markerScale, useBlankSymbol as blankSymbolAt } from '../geo/marker-scale.ts';
import { worldSize, project as projectAt } from '../geo/tiles.ts';
import type { Cluster, ClusterCount } from '../service/types.ts';
import { numberFormat } from '../../src/locale.ts';

/** The most marker nodes a layer keeps in the DOM at any time, old and new together (issue 11). */
export const MAX_MARKER_NODES = 300;
/** Spec section 9: old markers are removed 100 ms after the new ones are drawn. */
export const OLD_MARKERS_REMOVAL_MS = 100;
/** Spec section 9: the layer raises its idle event 100 ms after a marker refresh (the new markers drawn). */
export const IDLE_AFTER_REFRESH_MS = 100;
/**
 * Not a spec figure: section 4 says only that regrouping after each map idle is debounced. A burst of idles,
 * zoom steps and drags within this asks the service once, for the view where the map came to rest.
 */
export const CLUSTER_REQUEST_DEBOUNCE_MS = 100;
/** Spec section 9: click-zoom pixel tolerance, 2 by 2. */
export const CLICK_ZOOM_TOLERANCE_PX = 2;

/** Coordinates are compared as displayed: spec section 9's near tolerance, 1e-6 degrees. */
const KEY_DECIMALS = 6;

/**
 * A cluster's identity across refreshes: the same locations are the same marker. A cluster that lists
 * its locations is named by their keys; a large one (the server omits its locations) by where it sits and
 * how many it holds, which the server's grid keeps stable while the map pans at one zoom.
 */
export function clusterKey(cluster: Cluster): string {
  const locations = cluster.locations;
  if (locations && locations.length > 0) {
    return `L:${locations
      .map((location) => location.key ?? `${String(location.type).toUpperCase()}:${location.id}`)
      .sort()
      .join('|')}`;
  }
  const { longitude, latitude } = cluster.coordinates;
  return `C:${latitude.toFixed(KEY_DECIMALS)},${longitude.toFixed(KEY_DECIMALS)}:${clusterCount(cluster)}`;
}

/** How many locations a cluster holds: `count`, else the sum of `counts`, else its listed locations, else 1. */
export function clusterCount(cluster: Cluster): number {
  if (typeof cluster.count === 'number' && Number.isFinite(cluster.count)) return cluster.count;
  if (cluster.counts && cluster.counts.length > 0) return cluster.counts.reduce((sum, entry) => sum + (Number.isFinite(entry.count) ? entry.count : 0), 0);
  if (cluster.locations && cluster.locations.length > 0) return cluster.locations.length;
  return 1;
}

/** Singular and plural names of location types, for marker names; a caller may pass its own (translations). */
export interface TypeNames {
  [baseType: string]: { one: string; other: string };
}

/** English names of the common base types; any other type is named from its own words (FAMILY_HISTORY_CENTER: family history centers). */
export const DEFAULT_TYPE_NAMES: Readonly<TypeNames> = {
  MEETINGHOUSE: { one: 'meetinghouse', other: 'meetinghouses' },
  WARD: { one: 'ward', other: 'wards' },
  WARDS: { one: 'ward', other: 'wards' },
  BRANCH: { one: 'branch', other: 'branches' },
  STAKE: { one: 'stake', other: 'stakes' },
  STAKES: { one: 'stake', other: 'stakes' },
  TEMPLE: { one: 'temple', other: 'temples' },
  TEMPLES: { one: 'temple', other: 'temples' },
  MISSION: { one: 'mission', other: 'missions' },
  FAMILY_HISTORY_CENTER: { one: 'family history center', other: 'family history centers' },
  LOCATION: { one: 'location', other: 'locations' },
};

/** MEETINGHOUSE__UNDER and MEETINGHOUSE count as meetinghouses: the part before '__' is the base type. */
export function baseType(type: string): string {
  const upper = type.toUpperCase();
  const cut = upper.indexOf('__');
  return cut > 0 ? upper.slice(0, cut) : upper;
}

function pluralize(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** 'meetinghouse' or 'meetinghouses' for a type and a count. */
export function typeName(type: string, count: number, names: Readonly<TypeNames> = DEFAULT_TYPE_NAMES): string {
  const base = baseType(type);
  const known = names[base] ?? DEFAULT_TYPE_NAMES[base];
  if (known) return count === 1 ? known.one : known.other;
  const words = base.toLowerCase().replace(/_+/g, ' ').trim() || 'location';
  return count === 1 ? words : words.replace(/(\S+)$/, (last) => pluralize(last));
}

/** Counts by base type, largest first (MEETINGHOUSE 1357 and MEETINGHOUSE__DESIGN 2 are 1359 meetinghouses). */
export function countsByBaseType(cluster: Cluster): ClusterCount[] {
  const totals = new Map<string, number>();
  const entries: readonly ClusterCount[] =
    cluster.counts && cluster.counts.length > 0 ? cluster.counts : (cluster.locations ?? []).map((location) => ({ type: String(location.type), count: 1 }));
  for (const entry of entries) {
    const base = baseType(String(entry.type));
    totals.set(base, (totals.get(base) ?? 0) + (Number.isFinite(entry.count) ? entry.count : 0));
  }
  return [...totals.entries()].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count || (a.type < b.type ? -1 : 1));
}

export interface LabelOptions {
  /** For number formatting (Intl); the page's language by default. */
  language?: string;
  typeNames?: Readonly<TypeNames>;
}

/**
 * A marker's accessible name: '12 meetinghouses'; with several types '15 locations: 12 meetinghouses,
 * 3 temples'; one named location is its name and type ('Provo 3rd Ward, meetinghouse').
 */
export function clusterLabel(cluster: Cluster, options: LabelOptions = {}): string {
  const format = numberFormat(options.language || undefined);
  const names = options.typeNames ?? DEFAULT_TYPE_NAMES;
  const total = clusterCount(cluster);
  const byType = countsByBaseType(cluster);
  const single = total === 1 ? cluster.locations?.[0] : undefined;
  if (single?.name) return `${single.name}, ${typeName(String(single.type), 1, names)}`;
  if (byType.length <= 1) return `${format.format(total)} ${typeName(byType[0]?.type ?? 'LOCATION', total, names)}`;
  const parts = byType.map((entry) => `${format.format(entry.count)} ${typeName(entry.type, entry.count, names)}`);
  return `${format.format(total)} ${typeName('LOCATION', total, names)}: ${parts.join(', ')}`;
}

/**
 * The count drawn on a marker, written as in its name ('1,926'), never compacted ('1.9K'): what a sighted
 * voice-control user reads must be part of the button's name (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function countText(count: number, language?: string): string {
  return numberFormat(language || undefined).format(count);
}

export interface MarkerLook {
  /** Spec section 9 scale, 0.82 of it when de-emphasised. */
  scale: number;
  /** Below 0.4 the symbol is blank. */
  blank: boolean;
  deEmphasized: boolean;
}

/** How a cluster is drawn at a zoom; de-emphasised only when the query asked to emphasise some locations and this cluster has none of them. */
export function markerLook(cluster: Cluster, zoom: number, emphasizing: boolean): MarkerLook {
  const deEmphasized = emphasizing && cluster.emphasized !== true && !((cluster.emphasizedCount ?? 0) > 0);
  const scale = markerScale(zoom, deEmphasized);
  return { scale, blank: blankSymbolAt(scale), deEmphasized };
}

/** The clusters a refresh draws: at most `max`, the largest first (a stable order: ties keep the server's order). */
export function capClusters<T extends Cluster>(clusters: readonly T[], max: number = MAX_MARKER_NODES): T[] {
  if (clusters.length <= max) return [...clusters];
  return clusters
    .map((cluster, index) => ({ cluster, index, count: clusterCount(cluster) }))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, Math.max(0, max))
    .map((entry) => entry.cluster);
}

export interface RefreshPlan {
  /** Keys already on the map that stay (their marker is reused, not redrawn). */
  keep: string[];
  /** Keys to draw now. */
  add: string[];
  /** Keys to remove 100 ms after the new markers are drawn. */
  removeLater: string[];
  /** Keys to remove at once, before drawing, so old and new together never exceed the cap. */
  removeNow: string[];
}

/**
 * What a refresh does with the markers on the map. `current` is in the order drawn (oldest first),
 * `next` the keys of the capped new clusters. Old markers normally stay 100 ms so the map never shows a
 * gap; when old and new together would pass `max`, the oldest of them go at once instead.
 */
export function planRefresh(current: readonly string[], next: readonly string[], max: number = MAX_MARKER_NODES): RefreshPlan {
  const nextSet = new Set(next);
  const currentSet = new Set(current);
  const keep = next.filter((key) => currentSet.has(key));
  const add = [...new Set(next.filter((key) => !currentSet.has(key)))];
  const stale = current.filter((key) => !nextSet.has(key));
  const room = Math.max(0, max - keep.length - add.length);
  const removeNow = stale.slice(0, Math.max(0, stale.length - room));
  const removeLater = stale.slice(removeNow.length);
  return { keep, add, removeLater, removeNow };
}

/**
 * Spec section 4: a click on a dispersed cluster below the maximum zoom fits its extent (a zoom); otherwise
 * it is a click. A cluster whose extent is within 2 by 2 pixels even at the maximum zoom cannot be
 * separated by zooming (its locations share a spot), so it is a click too.
 */
export function clickZooms(cluster: Cluster, zoom: number, maxZoom: number): boolean {
  if (cluster.dispersed !== true || !cluster.extent || zoom >= maxZoom) return false;
  const { width, height } = extentPixels(cluster.extent, maxZoom);
  return width > CLICK_ZOOM_TOLERANCE_PX || height > CLICK_ZOOM_TOLERANCE_PX;
}

/** An extent's size in pixels at a zoom (Web Mercator, 256 px tiles). */
export function extentPixels(extent: BoundingBox, zoom: number): { width: number; height: number } {
  const sw = projectAt(extent.southWest, zoom);
  const ne = projectAt(extent.northEast, zoom);
  let width = ne.x - sw.x;
  if (width < 0) width += worldSize(zoom);
  return { width, height: Math.abs(sw.y - ne.y) };
}

/** The index of the point nearest to `from` (where focus goes when its marker leaves); -1 for none. */
export function nearestIndex(from: { x: number; y: number }, points: readonly { x: number; y: number }[]): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  points.forEach((point, index) => {
    const distance = (point.x - from.x) ** 2 + (point.y - from.y) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
}

/**
 * Newest call wins: each `begin()` aborts the call before it, and `isCurrent` tells a finished call
 * whether its answer may still be drawn (a slower older answer must never replace a newer view).
 */
export class LatestCall {
  private controller: AbortController | undefined;

  begin(): AbortSignal {
    this.controller?.abort();
    this.controller = new AbortController();
    return this.controller.signal;
  }

  isCurrent(signal: AbortSignal): boolean {
    return !signal.aborted && this.controller?.signal === signal;
  }

  abort(): void {
    this.controller?.abort();
    this.controller = undefined;
  }
}

export interface DebounceTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: DebounceTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Runs `fn` once, `ms` after the last of a burst of calls, with the last call's argument. */
export function debounce<T>(fn: (value: T) => void, ms: number, timers: DebounceTimers = realTimers): { call(value: T): void; cancel(): void } {
  let handle: unknown;
  let armed = false;
  return {
    call(value: T) {
      if (armed) timers.clearTimeout(handle);
      armed = true;
      handle = timers.setTimeout(() => {
        armed = false;
        fn(value);
      }, ms);
    },
    cancel() {
      if (armed) timers.clearTimeout(handle);
      armed = false;
    },
  };
}

/** A marker's box in CSS pixels, as clusters.css draws it: at least 24 px square (WCAG 2.2 target size). */
export const MIN_TARGET_PX = 24;
const ICON_BORDER_PX = 4;
const COUNT_CHAR_PX = 7.5;
const COUNT_PADDING_PX = 10;
const COUNT_HEIGHT_PX = 20;

export function markerBox(cluster: Cluster, zoom: number, emphasizing: boolean, language?: string): { width: number; height: number } {
  const icon = Math.max(8, 21 * markerLook(cluster, zoom, emphasizing).scale) + ICON_BORDER_PX;
  const total = clusterCount(cluster);
  const countWidth = total === 1 ? 0 : countText(total, language).length * COUNT_CHAR_PX + COUNT_PADDING_PX;
  return { width: Math.max(MIN_TARGET_PX, icon, countWidth), height: Math.max(MIN_TARGET_PX, icon, total === 1 ? 0 : COUNT_HEIGHT_PX) };
}

function unionExtent(a: BoundingBox | undefined, b: BoundingBox | undefined): BoundingBox | undefined {
  if (!a || !b) return a ?? b;
  return {
    southWest: { latitude: Math.min(a.southWest.latitude, b.southWest.latitude), longitude: Math.min(a.southWest.longitude, b.southWest.longitude) },
    northEast: { latitude: Math.max(a.northEast.latitude, b.northEast.latitude), longitude: Math.max(a.northEast.longitude, b.northEast.longitude) },
  };
}

/** Two clusters drawn as one: the sum of their counts over both extents, spread out (a click zooms in to part them). */
export function mergeClusters(into: Cluster, other: Cluster): Cluster {
  const counts = new Map<string, number>();
  for (const entry of [...(into.counts ?? []), ...(other.counts ?? [])]) counts.set(String(entry.type), (counts.get(String(entry.type)) ?? 0) + entry.count);
  const locations = into.locations && other.locations ? [...into.locations, ...other.locations] : undefined;
  const extent = unionExtent(
    into.extent ?? { southWest: into.coordinates, northEast: into.coordinates },
    other.extent ?? { southWest: other.coordinates, northEast: other.coordinates },
  );
  return {
    ...into,
    count: clusterCount(into) + clusterCount(other),
    counts: [...counts.entries()].map(([type, count]) => ({ type, count })).sort((a, b) => b.count - a.count),
    ...(locations ? { locations } : { locations: undefined }),
    ...(extent ? { extent } : {}),
    dispersed: true,
    emphasized: into.emphasized === true || other.emphasized === true,
    emphasizedCount: (into.emphasizedCount ?? 0) + (other.emphasizedCount ?? 0),
  };
}

/**
 * Clusters whose markers would overlap on screen are drawn as one, at the larger one's place: overlapping
 * buttons hide each other (WCAG 2.2 target size, 2.5.8) and cannot be told apart. Largest first, so the big
 * clusters stay where the service put them; `gap` pixels are kept between markers.
 */
export function mergeOverlapping<T extends Cluster>(
  clusters: readonly T[],
  pixel: (cluster: T) => { x: number; y: number },
  box: (cluster: Cluster) => { width: number; height: number },
  gap = 2,
): Cluster[] {
  const order = clusters.map((cluster, index) => ({ cluster, index, count: clusterCount(cluster) })).sort((a, b) => b.count - a.count || a.index - b.index);
  const kept: Array<{ cluster: Cluster; at: { x: number; y: number } }> = [];
  for (const { cluster } of order) {
    const at = pixel(cluster);
    const size = box(cluster);
    const hit = kept.find((group) => {
      const other = box(group.cluster);
      return Math.abs(group.at.x - at.x) * 2 < size.width + other.width + 2 * gap && Math.abs(group.at.y - at.y) * 2 < size.height + other.height + 2 * gap;
    });
    if (hit) hit.cluster = mergeClusters(hit.cluster, cluster);
    else kept.push({ cluster, at });
  }
  return kept.map((group) => group.cluster);
}
