/** Marker clustering behind one interface (maps-toolkit spec sections 4 and 9): the server layer for large sets. */
export type { ClusterClickDetail, ClusterLayer, ClusterLayerEvents, ClusterQuery, ClusterZoomDetail, GoogleClusterLayerOptions } from './types.ts';
export { createServerClusterLayer, markerSelector, type ServerClusterLayerOptions } from './server-layer.ts';
export { createClickDelay, SINGLE_CLICK_DELAY_MS, type ClickDelay, type ClickDelayOptions } from './click-delay.ts';
export {
  baseType,
  clickZooms,
  clusterCount,
  clusterKey,
  clusterLabel,
  countText,
  DEFAULT_TYPE_NAMES,
  CLUSTER_REQUEST_DEBOUNCE_MS,
  IDLE_AFTER_REFRESH_MS,
  markerLook,
  MAX_MARKER_NODES,
  OLD_MARKERS_REMOVAL_MS,
  typeName,
  type TypeNames,
} from './cluster-logic.ts';
