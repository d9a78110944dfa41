// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/map/meta.ts';
import type { MapEvents } from '../elements/map/events.ts';

export type * from '../elements/map/events.ts';
export { default } from '../elements/map/define.ts';

/** Properties of <vb-map>, each with its default when unset (from meta.ts). */
export type MapProps = PropsOf<typeof meta>;

/** <vb-map>: An interactive map of locations from the maps service, clustered by the service as the visitor pans and zooms, with zoom, geolocate, map type and legal controls. It runs on MapLibre with an offline basemap by default, or on Google Maps when a Google key is set. The map engine loads only when a map is on the page. */
export interface VbMapElement extends HTMLElement, MapProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-map': VbMapElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-map-ready': CustomEvent<MapEvents['vb-map-ready']>;
    'vb-map-click': CustomEvent<MapEvents['vb-map-click']>;
    'vb-map-cluster-zoom': CustomEvent<MapEvents['vb-map-cluster-zoom']>;
    'vb-map-drawn': CustomEvent<MapEvents['vb-map-drawn']>;
    'vb-map-maptype-change': CustomEvent<MapEvents['vb-map-maptype-change']>;
    'vb-map-maptype-mode': CustomEvent<MapEvents['vb-map-maptype-mode']>;
    'vb-map-geolocate': CustomEvent<MapEvents['vb-map-geolocate']>;
    'vb-map-geolocate-error': CustomEvent<MapEvents['vb-map-geolocate-error']>;
    'vb-map-legal-error': CustomEvent<MapEvents['vb-map-legal-error']>;
    'vb-map-error': CustomEvent<MapEvents['vb-map-error']>;
  }
}
