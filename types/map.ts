// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { MapProps } from '../elements/map/map.tsx';
import type { MapEvents } from '../elements/map/events.ts';

export type * from '../elements/map/events.ts';
export type { MapProps } from '../elements/map/map.tsx';
export { default } from '../elements/map/define.ts';

/** <vb-map>: An interactive map of locations from the maps service, clustered by the service as the visitor pans and zooms, with zoom, geolocate, map type and legal controls. It runs on MapLibre with an offline basemap by default, or on Google Maps when a Google key is set. The map engine loads only when a map is on the page. */
export interface VbMapElement extends HTMLElement, MapProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-map> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbMapJsxProps = React.ClassAttributes<VbMapElement> &
  Omit<
    React.HTMLAttributes<VbMapElement>,
    | 'layers'
    | 'center'
    | 'zoom'
    | 'controls'
    | 'label'
    | 'mapType'
    | 'map-type'
    | 'googleKey'
    | 'google-key'
    | 'styleUrl'
    | 'style-url'
    | 'proxyPath'
    | 'proxy-path'
    | 'clientId'
    | 'client-id'
    | 'loadingText'
    | 'loading-text'
    | 'errorMessage'
    | 'error-message'
    | 'render'
  > & {
    /** Which locations are clustered: layer names or location types from the maps service, separated by spaces or commas (`MEETINGHOUSE`, `WARDS TEMPLES`). Empty (the default): every layer. */
    layers?: MapProps['layers'];
    /** The first centre as `latitude,longitude` (`40.76,-111.89`). Empty: the visitor's own address from the maps service (their IP) at zoom 12, else 0,0 at zoom 2. A later change moves the map. */
    center?: MapProps['center'];
    /** The first zoom (0 the whole world, 21 a building). Empty: 12 with a centre, else as for `center`. A later change zooms the map. */
    zoom?: MapProps['zoom'];
    /** The controls shown, in the bottom-right corner, separated by spaces: any of `zoom`, `geolocate`, `maptype`, `legal`. Empty (`controls=""`): none. An unknown name is skipped with a console warning. */
    controls?: MapProps['controls'];
    /** The map's accessible name (what a screen reader calls the map region). */
    label?: MapProps['label'];
    /** The first base map's id: MapLibre's `INTERNAL:ROAD` or `INTERNAL:LIGHT`; Google's `roadmap`, `hybrid`, `satellite`, `terrain` or `light`. Empty or unknown: the engine's first type. */
    mapType?: MapProps['mapType'];
    /** The first base map's id: MapLibre's `INTERNAL:ROAD` or `INTERNAL:LIGHT`; Google's `roadmap`, `hybrid`, `satellite`, `terrain` or `light`. Empty or unknown: the engine's first type. */
    'map-type'?: string;
    /** A Google Maps JavaScript API key: the map then runs on Google Maps (the page must allow Google in its CSP). Empty (the default): MapLibre with the offline basemap. A value that is not shaped like a Google key (`AIza` and 35 more characters) is ignored with a console warning. Read when the map first loads. */
    googleKey?: MapProps['googleKey'];
    /** A Google Maps JavaScript API key: the map then runs on Google Maps (the page must allow Google in its CSP). Empty (the default): MapLibre with the offline basemap. A value that is not shaped like a Google key (`AIza` and 35 more characters) is ignored with a console warning. Read when the map first loads. */
    'google-key'?: string;
    /** MapLibre only: a style URL for OpenStreetMap-style vector tiles (production). Empty: the maps service's offline basemap. A value that is not a path on this site, an http(s) URL or a `blob:` URL the page made is ignored with a console warning. Read when the map first loads. */
    styleUrl?: MapProps['styleUrl'];
    /** MapLibre only: a style URL for OpenStreetMap-style vector tiles (production). Empty: the maps service's offline basemap. A value that is not a path on this site, an http(s) URL or a `blob:` URL the page made is ignored with a console warning. Read when the map first loads. */
    'style-url'?: string;
    /** The maps service's proxy path on this site; empty: the client's default `/api/maps-proxy` (same origin). Blocks on one page with the same path share one client and session. A value that is not a path on this site or an http(s) URL is ignored with a console warning. Read when the map first loads. */
    proxyPath?: MapProps['proxyPath'];
    /** The maps service's proxy path on this site; empty: the client's default `/api/maps-proxy` (same origin). Blocks on one page with the same path share one client and session. A value that is not a path on this site or an http(s) URL is ignored with a console warning. Read when the map first loads. */
    'proxy-path'?: string;
    /** The maps service's client id, sent as X-Maps-Client: your site's id when the service gave you one. Empty: none (the client warns once per page, as the spec says). Read when the map first loads. */
    clientId?: MapProps['clientId'];
    /** The maps service's client id, sent as X-Maps-Client: your site's id when the service gave you one. Empty: none (the client warns once per page, as the spec says). Read when the map first loads. */
    'client-id'?: string;
    /** Shown and announced while the map loads. */
    loadingText?: MapProps['loadingText'];
    /** Shown and announced while the map loads. */
    'loading-text'?: string;
    /** Shown (and announced) when the map engine cannot load (no WebGL, a blocked script, a failed basemap). */
    errorMessage?: MapProps['errorMessage'];
    /** Shown (and announced) when the map engine cannot load (no WebGL, a blocked script, a failed basemap). */
    'error-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

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

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-map': VbMapJsxProps;
    }
  }
}
