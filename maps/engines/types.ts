/**
 * The one adapter every map engine implements (maps-toolkit spec sections 2, 4 and 9), so controls, the
 * cluster layer and `vb-map` never touch Google Maps or MapLibre directly. Positions and boxes are the
 * toolkit's own (`maps/geo`); pixels are CSS pixels relative to the map container's top-left corner.
 */
import type { BoundingBox } from '../geo/bounds.ts';
import type { MapProvider, MapType } from '../geo/enums.ts';
import type { Position } from '../geo/position.ts';
import type { MapsClient } from '../service/client.ts';

export type EngineName = 'google' | 'maplibre';

/** One base map the engine can show, as the map-type control lists it. */
export interface MapTypeInfo {
  /** Engine-specific id: Google's 'roadmap', 'hybrid', 'satellite', 'terrain', 'light'; MapLibre's 'INTERNAL:ROAD', 'INTERNAL:LIGHT'. */
  id: string;
  provider: MapProvider;
  type: MapType;
  /** Shown to people (from `/strings` when the service has it). */
  label: string;
  /** A small picture of this type for the overview thumbnail, when the engine can give one. */
  thumbnail?: string;
}

export interface PixelPoint {
  x: number;
  y: number;
}

export interface EngineView {
  center: Position;
  zoom: number;
  /** The visible extent. */
  bounds: BoundingBox;
  /** The container's size in CSS pixels. */
  width: number;
  height: number;
}

export interface MarkerOptions {
  position: Position;
  /** What is drawn: the caller owns its content, classes and ARIA (a cluster is a focusable button). */
  element: HTMLElement;
  /** Which point of the element sits on the position: 'center' for dots and clusters, 'bottom' for pins. */
  anchor?: 'center' | 'bottom';
  zIndex?: number;
}

export interface MarkerHandle {
  readonly element: HTMLElement;
  setPosition(position: Position): void;
  setZIndex(zIndex: number): void;
  remove(): void;
}

export interface CalloutOptions {
  position: Position;
  content: HTMLElement;
  /** Called when the engine closes it (its own close button, Escape); not when `remove()` is called. */
  onClose?: () => void;
}

export interface CalloutHandle {
  setPosition(position: Position): void;
  remove(): void;
}

export interface MapClickDetail {
  position: Position;
  pixel: PixelPoint;
}

/** Events every engine raises: idle after any change has settled; drag and zoom while they happen. */
export interface MapEngineEvents {
  idle: EngineView;
  drag: EngineView;
  zoom: EngineView;
  click: MapClickDetail;
  dblclick: MapClickDetail;
  maptypechange: { id: string };
  resize: EngineView;
}

export interface FitOptions {
  /** Pixels kept free on each side. */
  padding?: number;
  /** Spec section 9: at most 21. */
  maxZoom?: number;
  animate?: boolean;
}

export interface MapEngine {
  readonly name: EngineName;
  /** The element the engine draws into (inside the caller's container). */
  readonly container: HTMLElement;
  readonly minZoom: number;
  readonly maxZoom: number;
  getView(): EngineView;
  setView(view: { center?: Position; zoom?: number }, options?: { animate?: boolean }): void;
  fitBounds(bounds: BoundingBox, options?: FitOptions): void;
  project(position: Position): PixelPoint;
  unproject(pixel: PixelPoint): Position;
  addMarker(options: MarkerOptions): MarkerHandle;
  addCallout(options: CalloutOptions): CalloutHandle;
  /** The base maps this engine offers, in the order configured. */
  mapTypes(): readonly MapTypeInfo[];
  getMapType(): string;
  /** An id not in `mapTypes()` selects the first allowed type (spec section 4). */
  setMapType(id: string): void;
  on<K extends keyof MapEngineEvents>(type: K, listener: (detail: MapEngineEvents[K]) => void): () => void;
  /** Call after the container changed size. */
  resize(): void;
  destroy(): void;
}

export interface EngineOptions {
  /** The engine creates its own drawing element inside this one. */
  container: HTMLElement;
  center: Position;
  zoom: number;
  /** The map's accessible name (`aria-label` of the map region). */
  label: string;
  /** Allowed map type ids in order; the engine's defaults when absent (Google: roadmap, hybrid). */
  mapTypes?: readonly string[];
  mapType?: string;
  /** The page's shared maps client (`getMapsClient()`): MapLibre reads its basemap sources through it. */
  client: MapsClient;
  language?: string;
  /** Translated labels from `/strings` (maptypes.map, maptypes.satellite, ...). */
  strings?: Readonly<Record<string, string>>;
  /** Google only: the API key; its presence selects the Google engine. */
  googleKey?: string;
  /** MapLibre only: a style URL for OpenStreetMap-style vector tiles in production, instead of the offline basemap. */
  styleUrl?: string;
  signal?: AbortSignal;
}

export type EngineFactory = (options: EngineOptions) => Promise<MapEngine>;
