/**
 * The MapLibre engine (maps-toolkit spec sections 2, 4 and 9): the default when no Google key is set.
 * Its base maps are the maps service's own sources (`GET /maps/sources/INTERNAL/{ROAD|LIGHT}`, read
 * through the page's shared client), or one style URL (OpenStreetMap-style vector tiles) in production.
 *
 * Zoom levels are the spec's (256 px tiles, as Google's): MapLibre draws 512 px tiles, so its zoom is one
 * less for the same scale. Every zoom that crosses this adapter is converted, so the cluster layer, the
 * marker scale (section 9) and MAX_FIT_ZOOM mean the same on both engines.
 */
import * as maplibregl from 'maplibre-gl';
import { makeBounds, crossesAntimeridian, type BoundingBox } from '../../geo/bounds.ts';
import { MapProvider, MapType } from '../../geo/enums.ts';
import { wrapLongitude, type Position } from '../../geo/position.ts';
import { MAX_FIT_ZOOM, MAX_LATITUDE } from '../../geo/tiles.ts';
import type {
  CalloutHandle,
  CalloutOptions,
  EngineOptions,
  FitOptions,
  MapEngine,
  MapTypeInfo,
  EngineView,
  MarkerHandle,
  MarkerOptions,
  PixelPoint,
} from '../types.ts';
import { EngineListeners } from '../listeners.ts';
import { adoptMaplibreCss } from './css.ts';
import { resolveStyle } from './style.ts';
import { ensureWorkerUrl } from './worker.ts';

/** MapLibre's tiles are 512 px, the spec's 256 px (section 9): MapLibre zoom + 1 = spec zoom. */
export const ZOOM_OFFSET = 1;
/** The spec's zoom range on this engine: the whole world in one 256 px tile, down to street level. */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
/** The offline types, in the order the map-type control lists them. */
export const INTERNAL_ROAD = `${MapProvider.INTERNAL}:${MapType.ROAD}`;
export const INTERNAL_LIGHT = `${MapProvider.INTERNAL}:LIGHT`;
export const DEFAULT_MAP_TYPES: readonly string[] = [INTERNAL_ROAD, INTERNAL_LIGHT];
/** The one type a `styleUrl` map has. */
export const STYLE_URL_MAP_TYPE = `${MapProvider.OPENSTREETMAP}:${MapType.ROAD}`;

/** English labels when `/strings` has none; keys as the service names them. */
const LABELS: Readonly<Record<string, { key: string; fallback: string }>> = {
  [INTERNAL_ROAD]: { key: 'maptypes.map', fallback: 'Map' },
  [INTERNAL_LIGHT]: { key: 'maptypes.light', fallback: 'Light' },
  [STYLE_URL_MAP_TYPE]: { key: 'maptypes.map', fallback: 'Map' },
};

interface TypeEntry {
  info: MapTypeInfo;
  /** The source's `{provider, id}` on the maps service, for INTERNAL types. */
  source?: { provider: string; id: string };
}

/** 'INTERNAL:ROAD' or 'INTERNAL:LIGHT' (the light type is a restyled road map, so its MapType is ROAD). */
function parseTypeId(id: string, label: string): TypeEntry | undefined {
  const [provider, type] = id.split(':');
  if (provider !== MapProvider.INTERNAL || (type !== MapType.ROAD && type !== 'LIGHT')) return undefined;
  return { info: { id, provider: MapProvider.INTERNAL, type: MapType.ROAD, label }, source: { provider, id: type } };
}

function typeEntries(options: EngineOptions): TypeEntry[] {
  const label = (id: string) => {
    const entry = LABELS[id];
    return entry ? (options.strings?.[entry.key] ?? entry.fallback) : id;
  };
  if (options.styleUrl) {
    return [{ info: { id: STYLE_URL_MAP_TYPE, provider: MapProvider.OPENSTREETMAP, type: MapType.ROAD, label: label(STYLE_URL_MAP_TYPE) } }];
  }
  const wanted = options.mapTypes && options.mapTypes.length > 0 ? options.mapTypes : DEFAULT_MAP_TYPES;
  const entries: TypeEntry[] = [];
  for (const id of wanted) {
    const entry = parseTypeId(id, label(id));
    if (entry && !entries.some((e) => e.info.id === id)) entries.push(entry);
  }
  // Nothing this engine can draw was asked for: its own defaults, so the map is never blank.
  const found = entries.length > 0 ? entries : DEFAULT_MAP_TYPES.map((id) => parseTypeId(id, label(id))!);
  // The service draws each type's picture (the map-type control's overview thumbnail).
  return found.map((entry) =>
    entry.source ? { ...entry, info: { ...entry.info, thumbnail: options.client.sourceLegendUrl(entry.source.provider, entry.source.id) } } : entry,
  );
}

function toPosition(lngLat: maplibregl.LngLat): Position {
  return { latitude: lngLat.lat, longitude: wrapLongitude(lngLat.lng) };
}

function clampLatitude(latitude: number): number {
  return Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
}

class MaplibreEngine implements MapEngine {
  readonly name = 'maplibre' as const;
  readonly container: HTMLElement;
  readonly minZoom = MIN_ZOOM;
  readonly maxZoom = MAX_ZOOM;
  /** The MapLibre map itself, for tests and for code that knows it is on this engine. */
  readonly map: maplibregl.Map;
  private readonly listeners = new EngineListeners();
  private readonly markers = new Set<maplibregl.Marker>();
  private readonly popups = new Set<maplibregl.Popup>();
  private readonly styles = new Map<string, Promise<maplibregl.StyleSpecification>>();
  private readonly abort = new AbortController();
  private currentType: string;
  /** The last view sent with `idle`: MapLibre is idle after every repaint, the adapter's idle only after a change. */
  private lastIdle = '';
  private destroyed = false;

  constructor(
    private readonly options: EngineOptions,
    private readonly types: readonly TypeEntry[],
    initialType: string,
    style: maplibregl.StyleSpecification | string,
  ) {
    this.currentType = initialType;
    this.container = document.createElement('div');
    this.container.className = 'vb-map__engine';
    this.container.style.cssText = 'position:absolute;inset:0;';
    options.container.append(this.container);
    adoptMaplibreCss(this.container);
    this.map = new maplibregl.Map({
      container: this.container,
      style,
      center: [options.center.longitude, clampLatitude(options.center.latitude)],
      zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, options.zoom)) - ZOOM_OFFSET,
      minZoom: MIN_ZOOM - ZOOM_OFFSET,
      maxZoom: MAX_ZOOM - ZOOM_OFFSET,
      // Our own controls replace MapLibre's; the legal control shows the copyright.
      attributionControl: false,
      maplibreLogo: false,
      // A flat map like Google's: no tilt or rotation by right-drag, pitch or touch.
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      // The map region's accessible name is the caller's label (MapLibre puts it on the focusable canvas).
      locale: { 'Map.Title': options.label },
    });
    this.map.touchZoomRotate.disableRotation();
    this.map.keyboard.disableRotation();
    const canvas = this.map.getCanvas();
    canvas.setAttribute('role', 'region');
    canvas.setAttribute('aria-roledescription', 'map');
    this.container.setAttribute('data-vb-map-type', initialType);
    this.wire();
    options.signal?.addEventListener('abort', () => this.destroy(), { signal: this.abort.signal });
  }

  // ---------------------------------------------------------------- events

  private wire(): void {
    const map = this.map;
    const canvas = map.getCanvas();
    const fromCanvas = (event: maplibregl.MapMouseEvent) => event.originalEvent.target === canvas || event.originalEvent.target === map.getCanvasContainer();
    map.on('idle', () => {
      const view = this.getView();
      const key = JSON.stringify(view);
      if (key === this.lastIdle) return;
      this.lastIdle = key;
      this.listeners.emit('idle', view);
    });
    map.on('drag', () => this.listeners.emit('drag', this.getView()));
    map.on('zoom', () => this.listeners.emit('zoom', this.getView()));
    map.on('resize', () => this.listeners.emit('resize', this.getView()));
    // A click on a marker (a cluster button) is the marker's own: the map reports clicks on the map only.
    map.on('click', (event) => {
      if (fromCanvas(event)) this.listeners.emit('click', { position: toPosition(event.lngLat), pixel: { x: event.point.x, y: event.point.y } });
    });
    map.on('dblclick', (event) => {
      if (fromCanvas(event)) this.listeners.emit('dblclick', { position: toPosition(event.lngLat), pixel: { x: event.point.x, y: event.point.y } });
    });
    map.on('error', (event) => {
      // A failed tile or source must not stop the map; it is reported once per failure, not thrown.
      if (!this.destroyed) console.warn('MapLibre:', event.error?.message ?? event);
    });
  }

  readonly on: MapEngine['on'] = (type, listener) => this.listeners.on(type, listener);

  // ---------------------------------------------------------------- view

  getView(): EngineView {
    const map = this.map;
    const bounds = map.getBounds();
    const width = this.container.clientWidth;
    const height = this.container.clientHeight;
    return {
      center: toPosition(map.getCenter()),
      zoom: map.getZoom() + ZOOM_OFFSET,
      bounds: makeBounds(bounds.getWest(), clampLatitude(bounds.getSouth()), bounds.getEast(), clampLatitude(bounds.getNorth())),
      width,
      height,
    };
  }

  setView(view: { center?: Position; zoom?: number }, options: { animate?: boolean } = {}): void {
    const camera: maplibregl.CameraOptions = {};
    if (view.center) camera.center = [view.center.longitude, clampLatitude(view.center.latitude)];
    if (view.zoom !== undefined) camera.zoom = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, view.zoom)) - ZOOM_OFFSET;
    if (options.animate) this.map.easeTo(camera);
    else this.map.jumpTo(camera);
  }

  fitBounds(bounds: BoundingBox, options: FitOptions = {}): void {
    const west = bounds.southWest.longitude;
    // MapLibre fits a box crossing the antimeridian when its east edge is past 180.
    const east = crossesAntimeridian(bounds) ? bounds.northEast.longitude + 360 : bounds.northEast.longitude;
    const maxZoom = Math.min(options.maxZoom ?? MAX_FIT_ZOOM, MAX_FIT_ZOOM, MAX_ZOOM);
    this.map.fitBounds(
      [
        [west, clampLatitude(bounds.southWest.latitude)],
        [east, clampLatitude(bounds.northEast.latitude)],
      ],
      { padding: options.padding ?? 0, maxZoom: maxZoom - ZOOM_OFFSET, animate: options.animate ?? false },
    );
  }

  project(position: Position): PixelPoint {
    // The copy of the world nearest the centre, as markers are placed: -179 seen from 179 is 2 degrees east.
    const centre = this.map.getCenter().lng;
    let longitude = position.longitude;
    while (longitude - centre > 180) longitude -= 360;
    while (centre - longitude > 180) longitude += 360;
    const point = this.map.project([longitude, position.latitude]);
    return { x: point.x, y: point.y };
  }

  unproject(pixel: PixelPoint): Position {
    return toPosition(this.map.unproject([pixel.x, pixel.y]));
  }

  // ---------------------------------------------------------------- markers and callouts

  addMarker(options: MarkerOptions): MarkerHandle {
    const { element } = options;
    const marker = new maplibregl.Marker({ element, anchor: options.anchor ?? 'center' })
      .setLngLat([options.position.longitude, options.position.latitude])
      .addTo(this.map);
    if (options.zIndex !== undefined) element.style.zIndex = String(options.zIndex);
    this.markers.add(marker);
    return {
      element,
      setPosition: (position) => void marker.setLngLat([position.longitude, position.latitude]),
      setZIndex: (zIndex) => void (element.style.zIndex = String(zIndex)),
      remove: () => {
        marker.remove();
        this.markers.delete(marker);
      },
    };
  }

  addCallout(options: CalloutOptions): CalloutHandle {
    // Like Google's info window: it stays on a map click and closes with its button or Escape.
    const popup = new maplibregl.Popup({ closeButton: true, closeOnClick: false, closeOnMove: false, focusAfterOpen: true, maxWidth: 'none' })
      .setLngLat([options.position.longitude, options.position.latitude])
      .setDOMContent(options.content);
    let removing = false;
    popup.on('close', () => {
      this.popups.delete(popup);
      // Removed by the caller, or by destroy(): the caller knows already.
      if (!removing && !this.destroyed) options.onClose?.();
    });
    popup.addTo(this.map);
    popup.getElement()?.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      popup.remove();
    });
    this.popups.add(popup);
    return {
      setPosition: (position) => void popup.setLngLat([position.longitude, position.latitude]),
      remove: () => {
        removing = true;
        popup.remove();
      },
    };
  }

  // ---------------------------------------------------------------- map types

  mapTypes(): readonly MapTypeInfo[] {
    return this.types.map((entry) => entry.info);
  }

  getMapType(): string {
    return this.currentType;
  }

  setMapType(id: string): void {
    const entry = this.types.find((t) => t.info.id === id) ?? this.types[0]!;
    if (entry.info.id === this.currentType) return;
    this.currentType = entry.info.id;
    this.container.setAttribute('data-vb-map-type', entry.info.id);
    if (!entry.source) return;
    void this.styleFor(entry).then(
      (style) => {
        if (this.destroyed || this.currentType !== entry.info.id) return;
        // Same sources, other paint: the diff keeps the GeoJSON already parsed and only repaints.
        this.map.setStyle(style, { diff: true });
        this.listeners.emit('maptypechange', { id: entry.info.id });
      },
      (error: unknown) => {
        if (!this.destroyed) console.warn(`Map type ${entry.info.id} could not be loaded:`, error);
      },
    );
  }

  /** A type's style, asked once per engine (the maps client and the browser cache do the rest). */
  styleFor(entry: TypeEntry): Promise<maplibregl.StyleSpecification> {
    let found = this.styles.get(entry.info.id);
    if (!found) {
      found = loadServiceStyle(this.options, entry, this.abort.signal);
      found.catch(() => this.styles.delete(entry.info.id));
      this.styles.set(entry.info.id, found);
    }
    return found;
  }

  rememberStyle(id: string, style: maplibregl.StyleSpecification): void {
    this.styles.set(id, Promise.resolve(style));
  }

  // ---------------------------------------------------------------- life

  resize(): void {
    if (!this.destroyed) this.map.resize();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.abort.abort();
    for (const marker of this.markers) marker.remove();
    this.markers.clear();
    for (const popup of this.popups) popup.remove();
    this.popups.clear();
    this.listeners.clear();
    this.map.remove();
    this.container.remove();
  }
}

async function loadServiceStyle(options: EngineOptions, entry: TypeEntry, signal?: AbortSignal): Promise<maplibregl.StyleSpecification> {
  const { provider, id } = entry.source!;
  const source = await options.client.mapSource(provider, id, signal ? { signal } : undefined);
  const page = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  return resolveStyle(source, options.client.url(`/maps/sources/${encodeURIComponent(provider)}/${encodeURIComponent(id)}`), options.client, page);
}

/** Creates a MapLibre map in `options.container` once its first style is known. */
export async function createMaplibreMap(options: EngineOptions): Promise<MapEngine & { readonly map: maplibregl.Map }> {
  ensureWorkerUrl();
  const types = typeEntries(options);
  const initial = types.find((t) => t.info.id === options.mapType) ?? types[0]!;
  let style: maplibregl.StyleSpecification | string;
  if (options.styleUrl) style = options.styleUrl;
  else style = await loadServiceStyle(options, initial, options.signal);
  options.signal?.throwIfAborted();
  const engine = new MaplibreEngine(options, types, initial.info.id, style);
  if (typeof style !== 'string') engine.rememberStyle(initial.info.id, style);
  return engine;
}

export type { MaplibreEngine };
