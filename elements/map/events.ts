// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/map/meta.ts.

/** `vb-map-ready`: The map is drawn and can be used: the engine has loaded and its first view is set (clusters follow on the first idle). */
export type MapReadyDetail = { engine: 'maplibre' | 'google'; center: { latitude: number; longitude: number }; zoom: number };

/** `vb-map-click`: A cluster was chosen (click, Enter or Space) that is not zoomed into: one location, a cluster at the maximum zoom, or locations at the same spot. A mouse click is sent after 500 ms, and a double click cancels it (the double click zooms the map instead). `location` is set when the cluster holds one location. */
export type MapClickDetail = {
  cluster: {
    coordinates: { latitude: number; longitude: number };
    count?: number;
    counts?: { type: string; count: number }[];
    locations?: object[];
    extent?: object;
  };
  location?: { id: string; type: string; name?: string; key?: string };
  position: { latitude: number; longitude: number };
};

/** `vb-map-cluster-zoom`: A cluster of spread-out locations was chosen below the maximum zoom: the map zoomed to fit it. Sent when the map has landed, with the zoom it landed on. */
export type MapClusterZoomDetail = {
  extent: { southWest: { latitude: number; longitude: number }; northEast: { latitude: number; longitude: number } };
  zoom: number;
};

/** `vb-map-drawn`: The cluster markers of a view are on the map: after the first load and after every pan or zoom. `count` is the markers drawn (at most 300), `ms` the time from the map coming to rest to the markers drawn. */
export type MapDrawnDetail = { count: number; ms: number };

/** `vb-map-maptype-change`: The visitor chose another base map in the map type control. */
export type MapMaptypeChangeDetail = { id: string };

/** `vb-map-maptype-mode`: The map type control changed its layout: a button with a list when the map is 600 px wide or narrower, else an overview thumbnail. */
export type MapMaptypeModeDetail = { mode: 'BUTTON' | 'OVERVIEW' };

/** `vb-map-geolocate`: The visitor's own position was found (geolocate control): the map is fitted to its accuracy circle. */
export type MapGeolocateDetail = { position: { latitude: number; longitude: number }; accuracy: number };

/** `vb-map-geolocate-error`: The browser could not give the visitor's position (denied, unavailable, timed out): the geolocate button turns red. */
export type MapGeolocateErrorDetail = { code: number; message: string };

/** `vb-map-legal-error`: The legal notices could not be loaded ('Unable to display legal.'): the legal control is removed. */
export type MapLegalErrorDetail = { message: string };

/** `vb-map-error`: `phase` "engine": the map could not load and `error-message` is shown. "clusters": a cluster call failed (the markers of the last good view stay). `message` is technical, for logs. */
export type MapErrorDetail = { phase: 'engine' | 'clusters'; message: string };

/** Every event <vb-map> sends, by name: its `event.detail`. */
export type MapEvents = {
  'vb-map-ready': MapReadyDetail;
  'vb-map-click': MapClickDetail;
  'vb-map-cluster-zoom': MapClusterZoomDetail;
  'vb-map-drawn': MapDrawnDetail;
  'vb-map-maptype-change': MapMaptypeChangeDetail;
  'vb-map-maptype-mode': MapMaptypeModeDetail;
  'vb-map-geolocate': MapGeolocateDetail;
  'vb-map-geolocate-error': MapGeolocateErrorDetail;
  'vb-map-legal-error': MapLegalErrorDetail;
  'vb-map-error': MapErrorDetail;
};
