/// <reference types="google.maps" />
/**
 * Client-side clustering for a small set of locations on the Google engine (spec sections 4 and 9), behind
 * the same ClusterLayer interface as the server layer. The grouping is @googlemaps/markerclusterer's
 * SuperClusterAlgorithm; the drawing is the engine's own HTML markers (focusable buttons), not
 * MarkerClusterer's renderer: that one draws AdvancedMarkerElements, which need a map ID (and a map ID
 * refuses the light StyledMapType), or legacy Markers, which cannot hold a button.
 */
import { SuperClusterAlgorithm, type Cluster as GoogleCluster } from '@googlemaps/markerclusterer';
import { baseLocationType } from '../../geo/enums.ts';
import type { BoundingBox } from '../../geo/bounds.ts';
import { BLANK_SYMBOL_BELOW_SCALE, markerScale } from '../../geo/marker-scale.ts';
import type { Position } from '../../geo/position.ts';
import { project as worldPixel } from '../../geo/tiles.ts';
import { isGoogleEngine, type GoogleEngine } from '../../engines/google/engine.ts';
import type { MapEngine, MarkerHandle } from '../../engines/types.ts';
import type { Cluster, Location } from '../../service/types.ts';
import { createClickDelay } from '../click-delay.ts';
import { countText } from '../cluster-logic.ts';
import type { ClusterLayer, ClusterLayerEvents, ClusterQuery, GoogleClusterLayerOptions } from '../types.ts';

export type { GoogleClusterLayerOptions } from '../types.ts';

/** Spec section 9: old markers are removed 100 ms after the new ones are drawn (no flicker). */
export const OLD_MARKERS_REMOVED_AFTER_MS = 100;
/** Regrouping after a map idle waits this long for the map to stop moving. */
export const IDLE_DEBOUNCE_MS = 50;
/** Spec section 9: a cluster whose members lie within 2 by 2 pixels at the maximum zoom cannot be split by zooming. */
export const CLICK_ZOOM_TOLERANCE_PX = 2;
/** Map padding around a fitted cluster extent, in CSS pixels: the outer markers stay clear of the edge. */
const FIT_PADDING_PX = 24;

type Listener<K extends keyof ClusterLayerEvents> = (detail: ClusterLayerEvents[K]) => void;

/** English default: '12 meetinghouses', '3 locations' for mixed types, the name of a single location. */
export function defaultClusterLabel(cluster: Cluster): string {
  const locations = cluster.locations ?? [];
  const count = cluster.count ?? locations.length;
  const only = count === 1 ? locations[0] : undefined;
  if (only?.name) return only.name;
  const types = new Set(locations.map((location) => baseLocationType(String(location.type))));
  const type = types.size === 1 ? [...types][0] : undefined;
  const noun = (type ?? 'LOCATION').toLowerCase().replace(/_+/g, ' ');
  return `${count} ${count === 1 ? noun : noun.replace(/(s|x|ch|sh)$/, '$1e').replace(/y$/, 'ie') + 's'}`;
}

function matchesQuery(location: Location, query: ClusterQuery): boolean {
  if (query.ids && !query.ids.some((id) => id === location.id || id === location.key || id === `${location.type}:${location.id}`)) return false;
  if (query.layers && query.layers.length > 0) {
    const type = String(location.type).toUpperCase();
    return query.layers.some((layer) => {
      const wanted = layer.toUpperCase();
      return type === wanted || baseLocationType(type) === wanted;
    });
  }
  return true;
}

function extentOf(locations: readonly Location[]): BoundingBox | undefined {
  const points = locations.flatMap((location) => (location.coordinates ? [location.coordinates] : []));
  if (points.length === 0) return undefined;
  const lngs = points.map((point) => point.longitude);
  const lats = points.map((point) => point.latitude);
  return {
    southWest: { longitude: Math.min(...lngs), latitude: Math.min(...lats) },
    northEast: { longitude: Math.max(...lngs), latitude: Math.max(...lats) },
  };
}

/** Members farther apart than the click-zoom tolerance at the engine's maximum zoom: zooming in separates them. */
export function isDispersed(extent: BoundingBox, maxZoom: number): boolean {
  const a = worldPixel(extent.southWest, maxZoom);
  const b = worldPixel(extent.northEast, maxZoom);
  return Math.abs(b.x - a.x) > CLICK_ZOOM_TOLERANCE_PX || Math.abs(b.y - a.y) > CLICK_ZOOM_TOLERANCE_PX;
}

interface DrawnCluster {
  key: string;
  cluster: Cluster;
  handle: MarkerHandle;
  button: HTMLButtonElement;
  count: HTMLSpanElement;
}

class GoogleClusterLayer implements ClusterLayer {
  private readonly maps: typeof google.maps;
  private readonly algorithm: SuperClusterAlgorithm;
  /** markerclusterer reads positions from markers: one data-only AdvancedMarkerElement per location, never on the map. */
  private readonly points = new Map<google.maps.marker.AdvancedMarkerElement, Location>();
  private selected: google.maps.marker.AdvancedMarkerElement[] = [];
  private drawn = new Map<string, DrawnCluster>();
  private readonly listeners = new Map<keyof ClusterLayerEvents, Set<Listener<keyof ClusterLayerEvents>>>();
  private readonly offIdle: () => void;
  /** Old markers waiting out their 100 ms, by removal timer. */
  private readonly leaving = new Map<ReturnType<typeof setTimeout>, DrawnCluster[]>();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private idleAt = performance.now();
  private readonly clickDelay = createClickDelay<Cluster>((cluster) => this.emitClick(cluster));
  private destroyed = false;

  constructor(
    private readonly engine: GoogleEngine,
    locations: readonly Location[],
    private readonly options: GoogleClusterLayerOptions = {},
  ) {
    this.maps = (globalThis as unknown as { google: { maps: typeof google.maps } }).google.maps;
    this.algorithm = new SuperClusterAlgorithm({ maxZoom: engine.maxZoom, radius: options.radius ?? 60 });
    for (const location of locations) {
      if (!location.coordinates) continue;
      const point = new this.maps.marker.AdvancedMarkerElement({ position: { lat: location.coordinates.latitude, lng: location.coordinates.longitude } });
      this.points.set(point, location);
    }
    this.selected = [...this.points.keys()];
    this.offIdle = engine.on('idle', () => {
      this.idleAt = performance.now();
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => void this.refresh(), IDLE_DEBOUNCE_MS);
    });
  }

  on<K extends keyof ClusterLayerEvents>(type: K, listener: Listener<K>): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    const entry = listener as Listener<keyof ClusterLayerEvents>;
    set.add(entry);
    return () => set.delete(entry);
  }

  private emit<K extends keyof ClusterLayerEvents>(type: K, detail: ClusterLayerEvents[K]): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) (listener as Listener<K>)(detail);
  }

  private emitClick(cluster: Cluster): void {
    const only = cluster.count === 1 ? cluster.locations?.[0] : undefined;
    this.emit('click', { cluster, ...(only ? { location: only } : {}) });
  }

  setQuery(query: ClusterQuery): void {
    this.selected = [...this.points].filter(([, location]) => matchesQuery(location, query)).map(([point]) => point);
    void this.refresh();
  }

  focusedAt(): Position | undefined {
    for (const drawn of this.drawn.values()) if (drawn.button === document.activeElement) return drawn.cluster.coordinates;
    return undefined;
  }

  refresh(): Promise<void> {
    if (this.destroyed) return Promise.resolve();
    try {
      this.draw();
    } catch (error) {
      this.emit('error', { error });
    }
    return Promise.resolve();
  }

  private toCluster(group: GoogleCluster): Cluster {
    const locations = group.markers.flatMap((marker) => {
      const location = this.points.get(marker as google.maps.marker.AdvancedMarkerElement);
      return location ? [location] : [];
    });
    const position = group.position;
    const extent = extentOf(locations);
    return {
      coordinates: { latitude: position.lat(), longitude: position.lng() },
      ...(extent ? { extent } : {}),
      locations,
      count: locations.length,
      dispersed: extent !== undefined && locations.length > 1 && isDispersed(extent, this.engine.maxZoom),
    };
  }

  private draw(): void {
    const projection = this.engine.canvasProjection();
    if (!projection) return;
    const { clusters } = this.algorithm.calculate({ markers: this.selected, map: this.engine.map, mapCanvasProjection: projection });
    const focused = this.focusedAt();
    const zoom = this.engine.getView().zoom;
    const next = new Map<string, DrawnCluster>();
    for (const group of clusters) {
      const cluster = this.toCluster(group);
      // Identity: the members, so a cluster that did not change keeps its marker (and its focus).
      const key = (cluster.locations ?? []).map((location) => `${location.type}:${location.id}`).join('|');
      const kept = this.drawn.get(key);
      if (kept) {
        kept.cluster = cluster;
        kept.handle.setPosition(cluster.coordinates);
        this.style(kept, zoom);
        this.drawn.delete(key);
        next.set(key, kept);
        continue;
      }
      next.set(key, this.makeMarker(key, cluster, zoom));
    }
    const old = [...this.drawn.values()];
    this.drawn = next;
    if (focused && old.some((drawn) => drawn.button === document.activeElement)) this.refocus(focused);
    // Spec section 9: the old markers go 100 ms after the new ones are drawn.
    const timer = setTimeout(() => {
      this.leaving.delete(timer);
      for (const drawn of old) drawn.handle.remove();
    }, OLD_MARKERS_REMOVED_AFTER_MS);
    this.leaving.set(timer, old);
    for (const drawn of old) drawn.button.tabIndex = -1;
    this.emit('drawn', { count: next.size, ms: performance.now() - this.idleAt });
  }

  /** Focus is not lost when the map zooms: the new marker nearest the old one's position takes it. */
  private refocus(at: Position): void {
    let best: DrawnCluster | undefined;
    let bestDistance = Infinity;
    for (const drawn of this.drawn.values()) {
      const d = (drawn.cluster.coordinates.latitude - at.latitude) ** 2 + (drawn.cluster.coordinates.longitude - at.longitude) ** 2;
      if (d < bestDistance) {
        best = drawn;
        bestDistance = d;
      }
    }
    best?.button.focus({ preventScroll: true });
  }

  /**
   * The same markup and classes as the server layer (maps/clusters/server-layer.ts), so one stylesheet
   * draws both: the icon scaled by spec section 9 through --_vb-map-cluster-scale, the count beside it.
   */
  private style(drawn: DrawnCluster, zoom: number): void {
    const { button, count, cluster } = drawn;
    const total = cluster.count ?? 0;
    const scale = markerScale(zoom);
    button.setAttribute('aria-label', (this.options.label ?? defaultClusterLabel)(cluster));
    // Custom properties through the CSSOM: a strict CSP forbids style attributes, not this.
    button.style.setProperty('--_vb-map-cluster-scale', String(scale));
    button.classList.toggle('vb-map__cluster--single', total === 1);
    button.classList.toggle('vb-map__cluster--dispersed', cluster.dispersed === true);
    button.classList.toggle('vb-map__cluster--blank', scale < BLANK_SYMBOL_BELOW_SCALE);
    // In full, as the server layer writes it: a compact '1.9K' would not match the button's name '1,926 meetinghouses'.
    count.textContent = total === 1 ? '' : countText(total);
    count.hidden = total === 1;
  }

  private makeMarker(key: string, cluster: Cluster, zoom: number): DrawnCluster {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'vb-map__cluster';
    button.setAttribute('part', 'cluster');
    const icon = document.createElement('span');
    icon.className = 'vb-map__cluster-icon';
    icon.setAttribute('part', 'cluster-icon');
    icon.setAttribute('aria-hidden', 'true');
    const count = document.createElement('span');
    count.className = 'vb-map__cluster-count';
    count.setAttribute('part', 'cluster-count');
    count.setAttribute('aria-hidden', 'true');
    button.append(icon, count);
    const handle = this.engine.addMarker({ position: cluster.coordinates, element: button, anchor: 'center', zIndex: cluster.count ?? 0 });
    const drawn: DrawnCluster = { key, cluster, button, count, handle };
    this.style(drawn, zoom);
    button.addEventListener('click', (event) => {
      // detail 0 is Enter, Space or a script: no double click can follow, so it acts at once.
      this.activate(drawn.cluster, event.detail === 0);
    });
    button.addEventListener('dblclick', () => this.clickDelay.doubleClick());
    return drawn;
  }

  private activate(cluster: Cluster, keyboard: boolean): void {
    const zoom = this.engine.getView().zoom;
    if (cluster.dispersed && cluster.extent && zoom < this.engine.maxZoom) {
      this.clickDelay.cancel();
      this.engine.fitBounds(cluster.extent, { padding: this.options.padding ?? FIT_PADDING_PX });
      // A box that already fits at this zoom still zooms in one step: the click asked to separate them.
      if (this.engine.getView().zoom <= zoom) this.engine.setView({ zoom: zoom + 1 });
      this.emit('zoom', { cluster, extent: cluster.extent });
      return;
    }
    if (keyboard) {
      this.clickDelay.cancel();
      this.emitClick(cluster);
    } else this.clickDelay.click(cluster);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.offIdle();
    clearTimeout(this.idleTimer);
    this.clickDelay.cancel();
    for (const [timer, old] of this.leaving) {
      clearTimeout(timer);
      for (const drawn of old) drawn.handle.remove();
    }
    this.leaving.clear();
    for (const drawn of this.drawn.values()) drawn.handle.remove();
    this.drawn.clear();
    this.listeners.clear();
  }
}

/** A client-side cluster layer over `locations` on a Google engine; it draws on the next idle, or on refresh(). */
export function createGoogleClusterLayer(engine: MapEngine, locations: readonly Location[], options?: GoogleClusterLayerOptions): ClusterLayer {
  if (!isGoogleEngine(engine)) throw new TypeError('The markerclusterer cluster layer needs the Google engine.');
  return new GoogleClusterLayer(engine, locations, options);
}
