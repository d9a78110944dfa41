/**
 * Marker clustering (maps-toolkit spec sections 4 and 9) behind one interface: the server layer asks
 * `locations/clusters` on each map idle (large sets); the Google engine's client-side layer groups a small
 * set of locations with `@googlemaps/markerclusterer`. `vb-map` and the finder use only this.
 */
import type { BoundingBox } from '../geo/bounds.ts';
import type { Position } from '../geo/position.ts';
import type { Cluster, Filter, Location } from '../service/types.ts';

export interface ClusterQuery {
  layers?: readonly string[];
  ids?: readonly string[];
  filters?: readonly Filter[];
  emphasize?: readonly Filter[];
}

export interface ClusterClickDetail {
  cluster: Cluster;
  /** Set when the cluster holds one location. */
  location?: Location;
}

export interface ClusterZoomDetail {
  cluster: Cluster;
  extent: BoundingBox;
}

export interface ClusterLayerEvents {
  /** A click (or Enter) on a cluster that is not zoomed into: after the 500 ms single-click delay. */
  click: ClusterClickDetail;
  /** A click on a dispersed cluster below the maximum zoom: the map was fitted to its extent. */
  zoom: ClusterZoomDetail;
  /** Markers of one refresh are on the map; `ms` from the idle that started it to drawn. */
  drawn: { count: number; ms: number };
  /** Spec section 9: 100 ms after a marker refresh (after `drawn`), once per refresh that no newer one replaced. */
  idle: { count: number };
  error: { error: unknown };
}

export interface ClusterLayer {
  setQuery(query: ClusterQuery): void;
  /** Refresh now (it also refreshes by itself on each map idle, after CLUSTER_REQUEST_DEBOUNCE_MS). */
  refresh(): Promise<void>;
  on<K extends keyof ClusterLayerEvents>(type: K, listener: (detail: ClusterLayerEvents[K]) => void): () => void;
  /** Which marker is focused, so focus survives a refresh or a zoom. */
  focusedAt(): Position | undefined;
  destroy(): void;
}

/** Options of the Google engine's client-side layer (`loadGoogleClusterLayer`). */
export interface GoogleClusterLayerOptions {
  /** A cluster marker's accessible name; by default '12 meetinghouses' (or the location's name for one). */
  label?: (cluster: Cluster) => string;
  /** Map padding kept free when a cluster's extent is fitted. */
  padding?: number;
  /** supercluster's radius in pixels. */
  radius?: number;
}
