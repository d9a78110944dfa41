/**
 * A fake `google.maps` for browser tests, in the pattern of Google's Extended Component Library
 * (`src/testing/fake_lat_lng.ts`, `fake_google_maps.ts`): fake classes installed on `window.google.maps`,
 * and a `google.maps.importLibrary` that resolves the fake libraries. Google's script cannot load offline.
 *
 * The seam is `google.maps.importLibrary`: `@googlemaps/js-api-loader` 2 only bootstraps (adds the
 * `<script>`) when that function does not exist yet, and its `importLibrary()` then calls it. So the
 * product's loader code runs unchanged and no network is touched.
 *
 * Only what the Google engine and the markerclusterer layer use is here, with real behaviour where they
 * depend on it: bounds, event dispatch through `google.maps.event`, the map's view and its Web Mercator
 * projection (maps/geo/tiles.ts), overlays drawn on every view change, InfoWindow close buttons.
 */
import { fitBounds as fitView, project, unproject, worldSize } from '../../maps/geo/tiles.ts';
import { wrapLongitude } from '../../maps/geo/position.ts';

type Handler = (...args: unknown[]) => void;

// ---------------------------------------------------------------- events

const registry = new WeakMap<object, Map<string, Set<Handler>>>();

interface FakeListener {
  remove(): void;
}

function addListener(instance: object, name: string, handler: Handler): FakeListener {
  let byName = registry.get(instance);
  if (!byName) registry.set(instance, (byName = new Map()));
  let handlers = byName.get(name);
  if (!handlers) byName.set(name, (handlers = new Set()));
  // The same function added twice is two listeners in Google's API: wrap to keep them apart.
  const wrapped: Handler = (...args) => handler(...args);
  handlers.add(wrapped);
  return { remove: () => handlers.delete(wrapped) };
}

function trigger(instance: object, name: string, ...args: unknown[]): void {
  for (const handler of [...(registry.get(instance)?.get(name) ?? [])]) handler(...args);
}

/** Fake-only: how many listeners an instance has (all names, or one). */
export function listenerCount(instance: object, name?: string): number {
  const byName = registry.get(instance);
  if (!byName) return 0;
  if (name !== undefined) return byName.get(name)?.size ?? 0;
  let count = 0;
  for (const handlers of byName.values()) count += handlers.size;
  return count;
}

const event = {
  addListener,
  addListenerOnce(instance: object, name: string, handler: Handler): FakeListener {
    const listener = addListener(instance, name, (...args) => {
      listener.remove();
      handler(...args);
    });
    return listener;
  },
  addDomListener(element: EventTarget, name: string, handler: Handler): FakeListener {
    const listener = (e: Event) => handler(e);
    element.addEventListener(name, listener);
    return { remove: () => element.removeEventListener(name, listener) };
  },
  removeListener(listener: FakeListener): void {
    listener.remove();
  },
  trigger,
  clearInstanceListeners(instance: object): void {
    registry.delete(instance);
  },
  clearListeners(instance: object, name: string): void {
    registry.get(instance)?.delete(name);
  },
};

class FakeMVCObject {
  addListener(name: string, handler: Handler): FakeListener {
    return addListener(this, name, handler);
  }
}

// ---------------------------------------------------------------- positions and bounds

interface LatLngLiteral {
  lat: number;
  lng: number;
}

export class FakeLatLng {
  private readonly latitude: number;
  private readonly longitude: number;

  constructor(latOrLiteral: number | LatLngLiteral | FakeLatLng | null, lng?: number) {
    if (latOrLiteral instanceof FakeLatLng) {
      this.latitude = latOrLiteral.lat();
      this.longitude = latOrLiteral.lng();
    } else if (typeof latOrLiteral === 'object' && latOrLiteral !== null) {
      this.latitude = latOrLiteral.lat;
      this.longitude = latOrLiteral.lng;
    } else {
      this.latitude = latOrLiteral ?? Number.NaN;
      this.longitude = lng ?? Number.NaN;
    }
  }

  lat(): number {
    return this.latitude;
  }

  lng(): number {
    return this.longitude;
  }

  equals(other: FakeLatLng | null): boolean {
    return other !== null && Math.abs(other.lat() - this.latitude) < 1e-9 && Math.abs(other.lng() - this.longitude) < 1e-9;
  }

  toJSON(): LatLngLiteral {
    return { lat: this.latitude, lng: this.longitude };
  }

  toString(): string {
    return `(${this.latitude}, ${this.longitude})`;
  }
}

const toLatLng = (value: FakeLatLng | LatLngLiteral): FakeLatLng => (value instanceof FakeLatLng ? value : new FakeLatLng(value));

interface BoundsLiteral {
  south: number;
  west: number;
  north: number;
  east: number;
}

export class FakeLatLngBounds {
  private south = Infinity;
  private west = Infinity;
  private north = -Infinity;
  private east = -Infinity;

  constructor(southWestOrLiteral?: FakeLatLng | LatLngLiteral | BoundsLiteral | null, northEast?: FakeLatLng | LatLngLiteral | null) {
    if (southWestOrLiteral && 'south' in southWestOrLiteral) {
      ({ south: this.south, west: this.west, north: this.north, east: this.east } = southWestOrLiteral);
      return;
    }
    if (southWestOrLiteral) this.extend(southWestOrLiteral);
    if (northEast) {
      const ne = toLatLng(northEast);
      this.north = Math.max(this.north, ne.lat());
      this.east = ne.lng();
    }
  }

  isEmpty(): boolean {
    return this.south > this.north;
  }

  extend(point: FakeLatLng | LatLngLiteral): this {
    const p = toLatLng(point);
    this.south = Math.min(this.south, p.lat());
    this.north = Math.max(this.north, p.lat());
    if (this.west === Infinity) {
      this.west = p.lng();
      this.east = p.lng();
    } else if (!this.containsLng(p.lng())) {
      // Grow towards the nearer side, as Google does.
      const eastward = (((p.lng() - this.east) % 360) + 360) % 360;
      const westward = (((this.west - p.lng()) % 360) + 360) % 360;
      if (eastward <= westward) this.east = p.lng();
      else this.west = p.lng();
    }
    return this;
  }

  private containsLng(lng: number): boolean {
    return this.west <= this.east ? lng >= this.west && lng <= this.east : lng >= this.west || lng <= this.east;
  }

  contains(point: FakeLatLng | LatLngLiteral): boolean {
    const p = toLatLng(point);
    return p.lat() >= this.south && p.lat() <= this.north && this.containsLng(p.lng());
  }

  union(other: FakeLatLngBounds): this {
    if (other.isEmpty()) return this;
    this.extend(other.getSouthWest());
    this.extend(other.getNorthEast());
    return this;
  }

  getSouthWest(): FakeLatLng {
    return new FakeLatLng(this.south, this.west);
  }

  getNorthEast(): FakeLatLng {
    return new FakeLatLng(this.north, this.east);
  }

  getCenter(): FakeLatLng {
    const span = this.west <= this.east ? this.east - this.west : this.east + 360 - this.west;
    return new FakeLatLng((this.south + this.north) / 2, wrapLongitude(this.west + span / 2));
  }

  toJSON(): BoundsLiteral {
    return { south: this.south, west: this.west, north: this.north, east: this.east };
  }
}

class FakePoint {
  constructor(
    public x: number,
    public y: number,
  ) {}

  equals(other: FakePoint | null): boolean {
    return other !== null && other.x === this.x && other.y === this.y;
  }
}

// ---------------------------------------------------------------- the map

const MapTypeId = { HYBRID: 'hybrid', ROADMAP: 'roadmap', SATELLITE: 'satellite', TERRAIN: 'terrain' } as const;
const BUILT_IN_MAP_TYPES = new Set<string>(Object.values(MapTypeId));

class FakeMapTypeRegistry extends FakeMVCObject {
  private readonly types = new Map<string, unknown>();

  set(id: string, mapType: unknown): void {
    this.types.set(id, mapType);
  }

  get(id: string): unknown {
    return this.types.get(id);
  }

  has(id: string): boolean {
    return this.types.has(id);
  }
}

export interface FakeMapOptions {
  center?: FakeLatLng | LatLngLiteral;
  zoom?: number;
  mapTypeId?: string;
  minZoom?: number;
  maxZoom?: number;
  mapId?: string;
  [option: string]: unknown;
}

export class FakeMap extends FakeMVCObject {
  readonly mapTypes = new FakeMapTypeRegistry();
  /** Fake-only: the options given to the constructor. */
  readonly options: FakeMapOptions;
  /** Fake-only: overlays on this map, drawn on every view change. */
  readonly overlays = new Set<FakeOverlayView>();
  /** The pane layer overlays draw into; its origin is the container's top-left corner. */
  readonly paneRoot: HTMLDivElement;
  private readonly div: HTMLElement;
  private center: FakeLatLng;
  private zoom: number;
  private mapTypeId: string;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(div: HTMLElement, options: FakeMapOptions = {}) {
    super();
    harness.maps.push(this);
    this.div = div;
    this.options = options;
    this.center = toLatLng(options.center ?? { lat: 0, lng: 0 });
    this.zoom = options.zoom ?? 0;
    this.mapTypeId = options.mapTypeId ?? MapTypeId.ROADMAP;
    this.paneRoot = document.createElement('div');
    this.paneRoot.className = 'fake-gm-panes';
    this.paneRoot.style.cssText = 'position:absolute;inset:0;overflow:hidden';
    // Like Google's map, clicks on the map surface (not on markers that opted out) are map clicks.
    this.paneRoot.addEventListener('click', (domEvent) => this.domMouse('click', domEvent));
    this.paneRoot.addEventListener('dblclick', (domEvent) => this.domMouse('dblclick', domEvent));
    if (getComputedStyle(div).position === 'static') div.style.position = 'relative';
    div.append(this.paneRoot);
    this.scheduleIdle();
  }

  private domMouse(name: string, domEvent: MouseEvent): void {
    const box = this.div.getBoundingClientRect();
    const latLng = this.containerPixelToLatLng(domEvent.clientX - box.left, domEvent.clientY - box.top);
    trigger(this, name, { latLng, domEvent, stop: () => domEvent.stopPropagation() });
  }

  getDiv(): HTMLElement {
    return this.div;
  }

  getCenter(): FakeLatLng {
    return this.center;
  }

  getZoom(): number {
    return this.zoom;
  }

  getMapTypeId(): string {
    return this.mapTypeId;
  }

  getMapCapabilities(): { isAdvancedMarkersAvailable: boolean } {
    return { isAdvancedMarkersAvailable: this.options.mapId !== undefined };
  }

  getProjection(): { fromLatLngToPoint(latLng: FakeLatLng): FakePoint; fromPointToLatLng(point: FakePoint): FakeLatLng } {
    return {
      fromLatLngToPoint: (latLng) => {
        const point = project({ latitude: latLng.lat(), longitude: latLng.lng() }, 0);
        return new FakePoint(point.x, point.y);
      },
      fromPointToLatLng: (point) => {
        const position = unproject(point, 0);
        return new FakeLatLng(position.latitude, position.longitude);
      },
    };
  }

  private size(): { width: number; height: number } {
    return { width: this.div.clientWidth, height: this.div.clientHeight };
  }

  /** Container pixels of a position at the current view (the centre is the container's middle). */
  latLngToContainerPixel(latLng: FakeLatLng): FakePoint {
    const { width, height } = this.size();
    const world = worldSize(this.zoom);
    const c = project({ latitude: this.center.lat(), longitude: this.center.lng() }, this.zoom);
    const p = project({ latitude: latLng.lat(), longitude: latLng.lng() }, this.zoom);
    // The copy of the world nearest to the centre.
    let dx = p.x - c.x;
    if (dx > world / 2) dx -= world;
    if (dx < -world / 2) dx += world;
    return new FakePoint(width / 2 + dx, height / 2 + (p.y - c.y));
  }

  containerPixelToLatLng(x: number, y: number): FakeLatLng {
    const { width, height } = this.size();
    const c = project({ latitude: this.center.lat(), longitude: this.center.lng() }, this.zoom);
    const position = unproject({ x: c.x + x - width / 2, y: c.y + y - height / 2 }, this.zoom);
    return new FakeLatLng(position.latitude, position.longitude);
  }

  getBounds(): FakeLatLngBounds | undefined {
    const { width, height } = this.size();
    if (width === 0 || height === 0) return undefined;
    const sw = this.containerPixelToLatLng(0, height);
    const ne = this.containerPixelToLatLng(width, 0);
    if (worldSize(this.zoom) <= width) return new FakeLatLngBounds({ south: sw.lat(), west: -180, north: ne.lat(), east: 180 });
    return new FakeLatLngBounds({ south: sw.lat(), west: sw.lng(), north: ne.lat(), east: ne.lng() });
  }

  setCenter(center: FakeLatLng | LatLngLiteral): void {
    this.center = toLatLng(center);
    this.viewChanged('center_changed');
  }

  panTo(center: FakeLatLng | LatLngLiteral): void {
    this.setCenter(center);
  }

  panBy(x: number, y: number): void {
    const { width, height } = this.size();
    this.setCenter(this.containerPixelToLatLng(width / 2 + x, height / 2 + y));
  }

  setZoom(zoom: number): void {
    const min = this.options.minZoom ?? 0;
    const max = this.options.maxZoom ?? 22;
    const next = Math.min(max, Math.max(min, zoom));
    if (next === this.zoom) return;
    this.zoom = next;
    this.viewChanged('zoom_changed');
  }

  moveCamera(camera: { center?: FakeLatLng | LatLngLiteral; zoom?: number }): void {
    if (camera.center) this.setCenter(camera.center);
    if (camera.zoom !== undefined) this.setZoom(camera.zoom);
  }

  fitBounds(bounds: FakeLatLngBounds | BoundsLiteral, padding: number = 0): void {
    const b = bounds instanceof FakeLatLngBounds ? bounds.toJSON() : bounds;
    const view = fitView({ southWest: { longitude: b.west, latitude: b.south }, northEast: { longitude: b.east, latitude: b.north } }, this.size(), padding);
    this.setZoom(view.zoom);
    this.setCenter({ lat: view.center.latitude, lng: view.center.longitude });
  }

  setMapTypeId(id: string): void {
    if (!BUILT_IN_MAP_TYPES.has(id) && !this.mapTypes.has(id)) throw new Error(`fake google.maps: map type ${id} is not registered`);
    if (id === this.mapTypeId) return;
    this.mapTypeId = id;
    trigger(this, 'maptypeid_changed');
  }

  setOptions(options: FakeMapOptions): void {
    Object.assign(this.options, options);
  }

  /** Fake-only: a user drag by a pixel offset (dragstart, drag, dragend, then idle). */
  drag(dx: number, dy: number): void {
    trigger(this, 'dragstart');
    this.panBy(-dx, -dy);
    trigger(this, 'drag');
    trigger(this, 'dragend');
  }

  private viewChanged(name: string): void {
    trigger(this, name);
    trigger(this, 'bounds_changed');
    for (const overlay of this.overlays) overlay.draw();
    this.scheduleIdle();
  }

  private scheduleIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => trigger(this, 'idle'), 0);
  }
}

// ---------------------------------------------------------------- overlays

interface FakePanes {
  mapPane: HTMLElement;
  overlayLayer: HTMLElement;
  markerLayer: HTMLElement;
  overlayMouseTarget: HTMLElement;
  floatPane: HTMLElement;
}

const panesOf = new WeakMap<FakeMap, FakePanes>();

function panes(map: FakeMap): FakePanes {
  let found = panesOf.get(map);
  if (!found) {
    const make = (name: string, z: number) => {
      const pane = document.createElement('div');
      pane.dataset.pane = name;
      pane.style.cssText = `position:absolute;left:0;top:0;z-index:${z}`;
      map.paneRoot.append(pane);
      return pane;
    };
    found = {
      mapPane: make('mapPane', 0),
      overlayLayer: make('overlayLayer', 1),
      markerLayer: make('markerLayer', 2),
      overlayMouseTarget: make('overlayMouseTarget', 3),
      floatPane: make('floatPane', 4),
    };
    panesOf.set(map, found);
  }
  return found;
}

export class FakeOverlayView extends FakeMVCObject {
  private map: FakeMap | null = null;

  /** Google stops clicks and gestures on this element from reaching the map. */
  static preventMapHitsAndGesturesFrom(element: Element): void {
    for (const name of ['click', 'dblclick', 'mousedown', 'pointerdown', 'touchstart', 'contextmenu', 'wheel']) {
      element.addEventListener(name, (e) => e.stopPropagation());
    }
  }

  static preventMapHitsFrom(element: Element): void {
    FakeOverlayView.preventMapHitsAndGesturesFrom(element);
  }

  onAdd(): void {}
  draw(): void {}
  onRemove(): void {}

  getMap(): FakeMap | null {
    return this.map;
  }

  setMap(map: FakeMap | null): void {
    if (map === this.map) return;
    if (this.map) {
      this.map.overlays.delete(this);
      this.map = null;
      this.onRemove();
    }
    if (map) {
      this.map = map;
      map.overlays.add(this);
      this.onAdd();
      this.draw();
    }
  }

  getPanes(): FakePanes | null {
    return this.map ? panes(this.map) : null;
  }

  getProjection(): {
    fromLatLngToDivPixel(latLng: FakeLatLng | null): FakePoint | null;
    fromLatLngToContainerPixel(latLng: FakeLatLng | null): FakePoint | null;
    fromDivPixelToLatLng(pixel: FakePoint | null): FakeLatLng | null;
    fromContainerPixelToLatLng(pixel: FakePoint | null): FakeLatLng | null;
    getWorldWidth(): number;
  } {
    const map = this.map;
    if (!map) throw new Error('fake google.maps: getProjection() before onAdd');
    // The fake's panes do not move when the map pans, so div pixels are container pixels.
    const toPixel = (latLng: FakeLatLng | null) => (latLng ? map.latLngToContainerPixel(latLng) : null);
    const toLatLng = (pixel: FakePoint | null) => (pixel ? map.containerPixelToLatLng(pixel.x, pixel.y) : null);
    return {
      fromLatLngToDivPixel: toPixel,
      fromLatLngToContainerPixel: toPixel,
      fromDivPixelToLatLng: toLatLng,
      fromContainerPixelToLatLng: toLatLng,
      getWorldWidth: () => worldSize(map.getZoom()),
    };
  }
}

// ---------------------------------------------------------------- info windows, styled types, markers

interface InfoWindowOptions {
  content?: string | Node | null;
  position?: FakeLatLng | LatLngLiteral | null;
  ariaLabel?: string | null;
  headerContent?: string | Node | null;
}

export class FakeInfoWindow extends FakeMVCObject {
  /** Fake-only: the window's element while open, with its close button. */
  element: HTMLElement | null = null;
  private options: InfoWindowOptions;
  private map: FakeMap | null = null;

  constructor(options: InfoWindowOptions = {}) {
    super();
    this.options = { ...options };
  }

  open(target?: { map?: FakeMap | null } | FakeMap | null): void {
    const map = target instanceof FakeMap ? target : (target?.map ?? null);
    if (!map) return;
    this.close();
    this.map = map;
    const element = document.createElement('div');
    element.className = 'fake-gm-infowindow';
    element.setAttribute('role', 'dialog');
    if (this.options.ariaLabel) element.setAttribute('aria-label', this.options.ariaLabel);
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'fake-gm-infowindow__close';
    close.setAttribute('aria-label', 'Close');
    close.textContent = '×';
    close.addEventListener('click', () => {
      trigger(this, 'closeclick');
      this.close();
    });
    element.append(close);
    const { content } = this.options;
    if (content instanceof Node) element.append(content);
    else if (typeof content === 'string') element.append(content);
    panes(map).floatPane.append(element);
    this.element = element;
    trigger(this, 'domready');
  }

  close(): void {
    if (!this.element) return;
    this.element.remove();
    this.element = null;
    this.map = null;
    trigger(this, 'close');
  }

  getMap(): FakeMap | null {
    return this.map;
  }

  setPosition(position: FakeLatLng | LatLngLiteral | null): void {
    this.options.position = position;
  }

  getPosition(): FakeLatLng | null {
    return this.options.position ? toLatLng(this.options.position) : null;
  }

  setContent(content: string | Node | null): void {
    this.options.content = content;
  }
}

export class FakeStyledMapType extends FakeMVCObject {
  readonly name: string | null;
  readonly tileSize = new FakeSize(256, 256);

  constructor(
    readonly styles: ReadonlyArray<Record<string, unknown>> | null,
    options: { name?: string | null; alt?: string | null } = {},
  ) {
    super();
    harness.styledMapTypes.push(this);
    this.name = options.name ?? null;
  }
}

class FakeSize {
  constructor(
    public width: number,
    public height: number,
  ) {}
}

/** Positions only: what markerclusterer reads to group locations. */
export class FakeAdvancedMarkerElement extends FakeMVCObject {
  position: FakeLatLng | LatLngLiteral | null;
  map: FakeMap | null;
  content: Node | null;
  title: string;

  constructor(options: { position?: FakeLatLng | LatLngLiteral | null; map?: FakeMap | null; content?: Node | null; title?: string } = {}) {
    super();
    this.position = options.position ?? null;
    this.map = options.map ?? null;
    this.content = options.content ?? null;
    this.title = options.title ?? '';
  }
}

// ---------------------------------------------------------------- the namespace, the libraries, the harness

const core = { event, LatLng: FakeLatLng, LatLngBounds: FakeLatLngBounds, Point: FakePoint, Size: FakeSize, MVCObject: FakeMVCObject };
const mapsLibrary = {
  Map: FakeMap,
  OverlayView: FakeOverlayView,
  InfoWindow: FakeInfoWindow,
  StyledMapType: FakeStyledMapType,
  MapTypeId,
  MapTypeRegistry: FakeMapTypeRegistry,
};
const markerLibrary = { AdvancedMarkerElement: FakeAdvancedMarkerElement };

export interface FakeGoogleMapsHarness {
  /** Every `google.maps.importLibrary(name)` call, in order. */
  readonly importLibraryCalls: string[];
  /** Every map constructed. */
  readonly maps: FakeMap[];
  readonly styledMapTypes: FakeStyledMapType[];
  /** When set, `importLibrary` rejects as the bootstrap does when the script fails to load. */
  failLoading: boolean;
  /** Resolve `importLibrary` only when this promise settles (to hold a load in flight). */
  gate: Promise<void> | undefined;
}

const harness: FakeGoogleMapsHarness = { importLibraryCalls: [], maps: [], styledMapTypes: [], failLoading: false, gate: undefined };

interface GoogleHolder {
  google?: { maps?: Record<string, unknown> };
}

/**
 * Puts the fake on `window.google.maps` (with its `importLibrary`) and returns the harness. The classes are
 * on the namespace itself too, as they are once Google's script has loaded a library.
 */
export function installFakeGoogleMaps(): FakeGoogleMapsHarness {
  const holder = window as unknown as GoogleHolder;
  const namespace: Record<string, unknown> = {
    ...core,
    ...mapsLibrary,
    marker: markerLibrary,
    async importLibrary(name: string): Promise<unknown> {
      harness.importLibraryCalls.push(name);
      if (harness.gate) await harness.gate;
      if (harness.failLoading) throw new Error('The Google Maps JavaScript API could not load.');
      if (name === 'core') return core;
      if (name === 'maps') return mapsLibrary;
      if (name === 'marker') return markerLibrary;
      throw new Error(`fake google.maps: no library ${name}`);
    },
  };
  holder.google = { maps: namespace };
  return harness;
}

/** Removes `window.google` (a page where Google's script never loaded). */
export function uninstallFakeGoogleMaps(): void {
  delete (window as unknown as GoogleHolder).google;
}

/** The fake map of an engine's container (the last one constructed inside it). */
export function fakeMapIn(container: Element): FakeMap {
  const map = [...harness.maps].reverse().find((candidate) => container.contains(candidate.getDiv()));
  if (!map) throw new Error('fake google.maps: no map in that container');
  return map;
}

export function fakeHarness(): FakeGoogleMapsHarness {
  return harness;
}
