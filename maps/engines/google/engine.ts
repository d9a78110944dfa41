/// <reference types="google.maps" />
/**
 * The Google Maps engine (maps/engines/types.ts), used when a Google key is configured.
 *
 * Markers are HTML elements in ONE OverlayView per map (its `overlayMouseTarget` pane), not
 * AdvancedMarkerElement: advanced markers need a map ID, and a map ID switches the map to cloud styling,
 * where the light StyledMapType (spec section 4) and `styles` are refused. The overlay also gives the
 * projection that project()/unproject() and the markerclusterer layer use, and it leaves each marker's
 * element (a focusable button for clusters) entirely the caller's. No map ID is used.
 */
import type { BoundingBox } from '../../geo/bounds.ts';
import type { Position } from '../../geo/position.ts';
import { fitBounds as fitView, MAX_FIT_ZOOM, project as worldPixel, unproject as fromWorldPixel } from '../../geo/tiles.ts';
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
import { loadGoogleMaps, requireGoogleMaps } from './loader.ts';
import { allowedGoogleMapTypes, googleMapTypeInfo, LIGHT_MAP_STYLES, LIGHT_MAP_TYPE_ID, resolveGoogleMapType } from './map-types.ts';

export const GOOGLE_MIN_ZOOM = 0;
/** Spec section 9: the highest zoom a map is fitted to, and the engine's limit. */
export const GOOGLE_MAX_ZOOM = MAX_FIT_ZOOM;

const toLatLng = (maps: typeof google.maps, position: Position): google.maps.LatLng => new maps.LatLng(position.latitude, position.longitude);
const fromLatLng = (latLng: google.maps.LatLng): Position => ({ latitude: latLng.lat(), longitude: latLng.lng() });

interface PlacedMarker {
  wrapper: HTMLDivElement;
  position: Position;
}

/** The overlay holding every marker; a class made once Google's OverlayView exists. */
interface MarkerLayer extends google.maps.OverlayView {
  readonly markers: Set<PlacedMarker>;
  place(marker: PlacedMarker): void;
}

function createMarkerLayer(maps: typeof google.maps): MarkerLayer {
  class Layer extends maps.OverlayView implements MarkerLayer {
    readonly markers = new Set<PlacedMarker>();
    override onAdd(): void {
      const pane = this.getPanes()?.overlayMouseTarget;
      if (pane) for (const marker of this.markers) pane.append(marker.wrapper);
    }
    override draw(): void {
      for (const marker of this.markers) this.place(marker);
    }
    override onRemove(): void {
      for (const marker of this.markers) marker.wrapper.remove();
    }
    place(marker: PlacedMarker): void {
      const pane = this.getPanes()?.overlayMouseTarget;
      if (!pane) return;
      if (marker.wrapper.parentElement !== pane) pane.append(marker.wrapper);
      const pixel = this.getProjection()?.fromLatLngToDivPixel(toLatLng(maps, marker.position));
      if (!pixel) return;
      marker.wrapper.style.left = `${pixel.x}px`;
      marker.wrapper.style.top = `${pixel.y}px`;
    }
  }
  return new Layer();
}

export class GoogleEngine implements MapEngine {
  readonly name = 'google' as const;
  readonly container: HTMLElement;
  readonly minZoom = GOOGLE_MIN_ZOOM;
  readonly maxZoom = GOOGLE_MAX_ZOOM;
  /** The Google map, for Google-only layers (the markerclusterer layer). */
  readonly map: google.maps.Map;
  private readonly maps: typeof google.maps;
  private readonly allowed: string[];
  private readonly strings: Readonly<Record<string, string>>;
  private readonly layer: MarkerLayer;
  private readonly googleListeners: google.maps.MapsEventListener[] = [];
  private readonly listeners = new EngineListeners();
  private readonly callouts = new Set<CalloutHandle>();
  private destroyed = false;

  constructor(options: EngineOptions, maps: typeof google.maps) {
    this.maps = maps;
    this.strings = options.strings ?? {};
    this.allowed = allowedGoogleMapTypes(options.mapTypes);
    const container = document.createElement('div');
    // The same element as the MapLibre engine's: vb-map and the controls style and read one shape.
    container.className = 'vb-map__engine';
    // The map region's accessible name (Google's own inner element is labelled "Map" in its language).
    container.setAttribute('role', 'region');
    container.setAttribute('aria-roledescription', 'map');
    container.setAttribute('aria-label', options.label);
    container.style.cssText = 'position:absolute;inset:0';
    options.container.append(container);
    this.container = container;

    const initial = resolveGoogleMapType(options.mapType, this.allowed);
    this.map = new maps.Map(container, {
      center: toLatLng(maps, options.center),
      zoom: options.zoom,
      minZoom: GOOGLE_MIN_ZOOM,
      maxZoom: GOOGLE_MAX_ZOOM,
      // Our own controls (maps/controls) replace Google's.
      disableDefaultUI: true,
      clickableIcons: false,
      ...(initial === LIGHT_MAP_TYPE_ID ? {} : { mapTypeId: initial }),
    });
    if (initial === LIGHT_MAP_TYPE_ID) this.setMapType(initial);
    container.setAttribute('data-vb-map-type', this.getMapType());
    this.layer = createMarkerLayer(maps);
    this.layer.setMap(this.map);

    const on = (name: string, handler: (event?: google.maps.MapMouseEvent) => void) => this.googleListeners.push(this.map.addListener(name, handler));
    on('idle', () => this.listeners.emit('idle', this.getView()));
    on('drag', () => this.listeners.emit('drag', this.getView()));
    on('zoom_changed', () => this.listeners.emit('zoom', this.getView()));
    on('maptypeid_changed', () => {
      container.setAttribute('data-vb-map-type', this.getMapType());
      this.listeners.emit('maptypechange', { id: this.getMapType() });
    });
    options.signal?.addEventListener('abort', () => this.destroy(), { once: true });
    for (const name of ['click', 'dblclick'] as const) {
      on(name, (event) => {
        if (!event?.latLng) return;
        const position = fromLatLng(event.latLng);
        this.listeners.emit(name, { position, pixel: this.project(position) });
      });
    }
  }

  /** The marker overlay's projection, once Google has laid the map out (the markerclusterer layer's input). */
  canvasProjection(): google.maps.MapCanvasProjection | undefined {
    return this.layer.getProjection() ?? undefined;
  }

  readonly on: MapEngine['on'] = (type, listener) => this.listeners.on(type, listener);

  private size(): { width: number; height: number } {
    return { width: this.container.clientWidth, height: this.container.clientHeight };
  }

  getView(): EngineView {
    const center = fromLatLng(this.map.getCenter() ?? new this.maps.LatLng(0, 0));
    const zoom = this.map.getZoom() ?? 0;
    const { width, height } = this.size();
    const bounds = this.map.getBounds();
    return {
      center,
      zoom,
      bounds: bounds ? { southWest: fromLatLng(bounds.getSouthWest()), northEast: fromLatLng(bounds.getNorthEast()) } : this.boundsFromMaths(center, zoom),
      width,
      height,
    };
  }

  /** Before Google has laid the map out it has no bounds: the box the container will show. */
  private boundsFromMaths(center: Position, zoom: number): BoundingBox {
    const { width, height } = this.size();
    const c = worldPixel(center, zoom);
    return {
      southWest: fromWorldPixel({ x: c.x - width / 2, y: c.y + height / 2 }, zoom),
      northEast: fromWorldPixel({ x: c.x + width / 2, y: c.y - height / 2 }, zoom),
    };
  }

  setView(view: { center?: Position; zoom?: number }, options: { animate?: boolean } = {}): void {
    if (view.zoom !== undefined) this.map.setZoom(Math.min(this.maxZoom, Math.max(this.minZoom, view.zoom)));
    if (view.center) {
      const center = toLatLng(this.maps, view.center);
      if (options.animate) this.map.panTo(center);
      else this.map.setCenter(center);
    }
  }

  /**
   * Google's own fitBounds has no maximum zoom: the view is worked out with the toolkit's tile maths
   * (the same as MapLibre's), held to spec section 9's 21.
   */
  fitBounds(bounds: BoundingBox, options: FitOptions = {}): void {
    const maxZoom = Math.min(options.maxZoom ?? MAX_FIT_ZOOM, MAX_FIT_ZOOM, this.maxZoom);
    const view = fitView(bounds, this.size(), options.padding ?? 0);
    this.setView({ center: view.center, zoom: Math.min(view.zoom, maxZoom) }, { animate: options.animate ?? false });
  }

  project(position: Position): PixelPoint {
    const pixel = this.layer.getProjection()?.fromLatLngToContainerPixel(toLatLng(this.maps, position));
    if (pixel) return { x: pixel.x, y: pixel.y };
    const { width, height } = this.size();
    const view = this.getView();
    const c = worldPixel(view.center, view.zoom);
    const p = worldPixel(position, view.zoom);
    return { x: width / 2 + p.x - c.x, y: height / 2 + p.y - c.y };
  }

  unproject(pixel: PixelPoint): Position {
    const latLng = this.layer.getProjection()?.fromContainerPixelToLatLng(new this.maps.Point(pixel.x, pixel.y));
    if (latLng) return fromLatLng(latLng);
    const { width, height } = this.size();
    const view = this.getView();
    const c = worldPixel(view.center, view.zoom);
    return fromWorldPixel({ x: c.x + pixel.x - width / 2, y: c.y + pixel.y - height / 2 }, view.zoom);
  }

  addMarker(options: MarkerOptions): MarkerHandle {
    const wrapper = document.createElement('div');
    wrapper.className = 'vb-map__marker';
    // The wrapper's top-left sits on the position; the element is shifted by its anchor.
    wrapper.style.cssText = `position:absolute;width:0;height:0;z-index:${options.zIndex ?? 0}`;
    options.element.style.position = 'absolute';
    options.element.style.left = '0';
    options.element.style.top = '0';
    options.element.style.translate = options.anchor === 'bottom' ? '-50% -100%' : '-50% -50%';
    wrapper.append(options.element);
    // A click or drag on a marker is the marker's, not a map click (nor a map pan).
    this.maps.OverlayView.preventMapHitsAndGesturesFrom(wrapper);
    const marker: PlacedMarker = { wrapper, position: options.position };
    this.layer.markers.add(marker);
    this.layer.place(marker);
    return {
      element: options.element,
      setPosition: (position) => {
        marker.position = position;
        this.layer.place(marker);
      },
      setZIndex: (zIndex) => {
        wrapper.style.zIndex = String(zIndex);
      },
      remove: () => {
        this.layer.markers.delete(marker);
        wrapper.remove();
      },
    };
  }

  addCallout(options: CalloutOptions): CalloutHandle {
    const window = new this.maps.InfoWindow({ content: options.content, position: toLatLng(this.maps, options.position) });
    let closedByUs = false;
    const closing = window.addListener('close', () => {
      closing.remove();
      this.callouts.delete(handle);
      if (!closedByUs) options.onClose?.();
    });
    const handle: CalloutHandle = {
      setPosition: (position) => window.setPosition(toLatLng(this.maps, position)),
      remove: () => {
        closedByUs = true;
        window.close();
        closing.remove();
        this.callouts.delete(handle);
      },
    };
    this.callouts.add(handle);
    window.open({ map: this.map });
    return handle;
  }

  mapTypes(): readonly MapTypeInfo[] {
    return this.allowed.map((id) => googleMapTypeInfo(id, this.strings));
  }

  getMapType(): string {
    return this.map.getMapTypeId() ?? this.allowed[0] ?? 'roadmap';
  }

  setMapType(id: string): void {
    const next = resolveGoogleMapType(id, this.allowed);
    // Spec section 4: the light styled type exists only once it is asked for.
    if (next === LIGHT_MAP_TYPE_ID && !this.map.mapTypes.get(LIGHT_MAP_TYPE_ID)) {
      const { label } = googleMapTypeInfo(LIGHT_MAP_TYPE_ID, this.strings);
      this.map.mapTypes.set(LIGHT_MAP_TYPE_ID, new this.maps.StyledMapType(LIGHT_MAP_STYLES, { name: label }));
    }
    this.map.setMapTypeId(next);
  }

  resize(): void {
    // Google follows its container's size by itself; redraw the markers and tell the listeners.
    this.layer.draw();
    this.listeners.emit('resize', this.getView());
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const listener of this.googleListeners) listener.remove();
    this.googleListeners.length = 0;
    for (const callout of [...this.callouts]) callout.remove();
    this.layer.setMap(null);
    this.layer.markers.clear();
    this.maps.event.clearInstanceListeners(this.map);
    this.listeners.clear();
    this.container.remove();
  }
}

/** The Google engine among MapEngines (the markerclusterer layer works on it only). */
export function isGoogleEngine(engine: MapEngine): engine is GoogleEngine {
  return engine instanceof GoogleEngine;
}

/** Loads Google Maps once per page (the shared promise), then makes the engine. */
export async function createGoogleEngine(options: EngineOptions): Promise<GoogleEngine> {
  if (!options.googleKey) throw new Error('The Google engine needs a Google Maps API key (googleKey).');
  await loadGoogleMaps({ key: options.googleKey, ...(options.language ? { language: options.language } : {}) });
  options.signal?.throwIfAborted();
  return new GoogleEngine(options, requireGoogleMaps());
}
