/**
 * One running vb-map: a map session (maps/session.ts: client, engine, controls) with the server cluster layer
 * on it, wired to the host. Loaded with a dynamic import when a map mounts, so a page without a map never
 * loads any of it (and the engine itself is a further chunk).
 */
import { createServerClusterLayer, type ClusterLayer } from '../../maps/clusters/index.ts';
import clustersCss from '../../maps/clusters/clusters.css?inline';
import type { ControlName } from '../../maps/controls/index.ts';
import type { BoundingBox } from '../../maps/geo/bounds.ts';
import type { Position } from '../../maps/geo/position.ts';
import type { Cluster, Location } from '../../maps/service/types.ts';
import { startMapSession, type MapSession, type MapSessionOptions } from '../../maps/session.ts';
import { initialView } from './map-logic.ts';

export interface ClusterMapEvents {
  clusterClick(detail: { cluster: Cluster; location?: Location; position: Position }): void;
  clusterZoom(detail: { extent: BoundingBox; zoom: number }): void;
  clustersError(message: string): void;
  drawn(detail: { count: number; ms: number }): void;
  /** The first markers are on the map (or the first cluster call failed): the map is no longer loading. */
  firstDrawn(): void;
  /** The markers are being refreshed (from a map idle until the new ones are drawn and the old ones gone). */
  busy(busy: boolean): void;
}

export interface ClusterMapOptions extends Omit<MapSessionOptions, 'view' | 'events'> {
  host: HTMLElement;
  center?: Position;
  zoom?: number;
  /** The attribute values the map was made with (the element compares later values against them). */
  initial: { center: string; zoom: number | null };
  layers: readonly string[];
  events: ClusterMapEvents;
}

export interface ClusterMap {
  readonly session: MapSession;
  readonly layer: ClusterLayer;
  readonly initial: { center: string; zoom: number | null };
  setView(center: Position | undefined, zoom: number | undefined): void;
  setLayers(layers: readonly string[]): void;
  setControls(names: readonly ControlName[]): void;
  setLabel(label: string): void;
  destroy(): void;
}

export async function startClusterMap(options: ClusterMapOptions): Promise<ClusterMap> {
  const { events } = options;
  options.adoptStyles('clusters', clustersCss);
  const session = await startMapSession({
    ...options,
    view: (client) => initialView(options.center, options.zoom, () => client.initialCenter()),
    events: options.host,
  });
  const { engine, client } = session;
  const layer = createServerClusterLayer({ engine, client, query: { layers: options.layers }, language: options.language, onBusy: events.busy });
  let drawnOnce = false;
  const settled = () => {
    if (drawnOnce) return;
    drawnOnce = true;
    events.firstDrawn();
  };
  layer.on('drawn', (detail) => {
    settled();
    events.drawn(detail);
  });
  layer.on('error', ({ error }) => {
    settled();
    events.clustersError(error instanceof Error ? error.message : String(error));
  });
  layer.on('click', ({ cluster, location }) => events.clusterClick({ cluster, ...(location ? { location } : {}), position: cluster.coordinates }));
  let offLanding: (() => void) | undefined;
  layer.on('zoom', ({ extent }) => {
    // Sent once the map has landed, with the zoom it landed on.
    offLanding?.();
    offLanding = engine.on('idle', (landed) => {
      offLanding?.();
      offLanding = undefined;
      events.clusterZoom({ extent, zoom: landed.zoom });
    });
  });

  let layersKey = options.layers.join(' ');
  return {
    session,
    layer,
    initial: options.initial,
    setView(center, zoom) {
      const now = engine.getView();
      const moves = center !== undefined && (center.latitude !== now.center.latitude || center.longitude !== now.center.longitude);
      const zooms = zoom !== undefined && Math.abs(zoom - now.zoom) > 1e-9;
      // An unchanged (or unreadable) value must not redraw the map: a page may set the same attribute often.
      if (!moves && !zooms) return;
      engine.setView({ ...(moves ? { center } : {}), ...(zooms ? { zoom } : {}) });
    },
    setLayers(layers) {
      const key = layers.join(' ');
      if (key === layersKey) return;
      layersKey = key;
      layer.setQuery({ layers });
    },
    setControls: session.setControls,
    setLabel: session.setLabel,
    destroy() {
      offLanding?.();
      layer.destroy();
      session.destroy();
    },
  };
}
