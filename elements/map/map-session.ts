/**
 * One running map of vb-map: the engine, the server cluster layer and the controls, wired to the host.
 * Loaded with a dynamic import when a map mounts, so a page without a map never loads any of it (and the
 * engine itself is a further chunk, chosen by createEngine).
 */
import { createServerClusterLayer, type ClusterLayer } from '../../maps/clusters/index.ts';
import clustersCss from '../../maps/clusters/clusters.css?inline';
import { controlStyles, layoutControls, loadControlStrings, type ControlName, type PlacedControls } from '../../maps/controls/index.ts';
import { createEngine } from '../../maps/engines/index.ts';
import type { MapEngine } from '../../maps/engines/types.ts';
import type { BoundingBox } from '../../maps/geo/bounds.ts';
import type { Position } from '../../maps/geo/position.ts';
import { getMapsClient, type MapsClient } from '../../maps/service/client.ts';
import type { Cluster, Location } from '../../maps/service/types.ts';
import { initialView } from './map-logic.ts';

export interface MapSessionEvents {
  clusterClick(detail: { cluster: Cluster; location?: Location; position: Position }): void;
  clusterZoom(detail: { extent: BoundingBox; zoom: number }): void;
  clustersError(message: string): void;
  drawn(detail: { count: number; ms: number }): void;
  /** The first markers are on the map (or the first cluster call failed): the map is no longer loading. */
  firstDrawn(): void;
  /** The markers are being refreshed (from a map idle until the new ones are drawn and the old ones gone). */
  busy(busy: boolean): void;
}

export interface MapSessionOptions {
  host: HTMLElement;
  /** Where the engine draws. */
  canvas: HTMLElement;
  /** Laid over the map: the controls' corners go in here. */
  overlay: HTMLElement;
  center?: Position;
  zoom?: number;
  /** The attribute values the map was made with (the element compares later values against them). */
  initial: { center: string; zoom: number | null };
  label: string;
  mapType?: string;
  googleKey?: string;
  styleUrl?: string;
  proxyPath?: string;
  clientId?: string;
  layers: readonly string[];
  controls: readonly ControlName[];
  language?: string;
  signal: AbortSignal;
  adoptStyles(key: string, css: string): void;
  events: MapSessionEvents;
}

export interface MapSession {
  readonly engine: MapEngine;
  readonly layer: ClusterLayer;
  readonly client: MapsClient;
  readonly initial: { center: string; zoom: number | null };
  setView(center: Position | undefined, zoom: number | undefined): void;
  setLayers(layers: readonly string[]): void;
  setControls(names: readonly ControlName[]): void;
  setLabel(label: string): void;
  destroy(): void;
}

export async function startMapSession(options: MapSessionOptions): Promise<MapSession> {
  const { host, signal, events } = options;
  options.adoptStyles('vb-map:clusters', clustersCss);
  options.adoptStyles('vb-map:controls', controlStyles);
  const client = getMapsClient({
    ...(options.proxyPath ? { proxyPath: options.proxyPath } : {}),
    ...(options.clientId ? { clientId: options.clientId } : {}),
  });
  const [view, strings] = await Promise.all([initialView(options.center, options.zoom, () => client.initialCenter()), loadControlStrings(client, signal)]);
  signal.throwIfAborted();
  const engine = await createEngine({
    container: options.canvas,
    center: view.center,
    zoom: view.zoom,
    label: options.label,
    client,
    strings,
    signal,
    ...(options.language ? { language: options.language } : {}),
    ...(options.mapType ? { mapType: options.mapType } : {}),
    ...(options.googleKey ? { googleKey: options.googleKey } : {}),
    ...(options.styleUrl ? { styleUrl: options.styleUrl } : {}),
  });
  if (signal.aborted) {
    engine.destroy();
    signal.throwIfAborted();
  }

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

  let placed: PlacedControls | undefined;
  let placedNames = '';
  const setControls = (names: readonly ControlName[]) => {
    const key = names.join(' ');
    if (placed && key === placedNames) return;
    placed?.destroy();
    placedNames = key;
    placed = names.length > 0 ? layoutControls({ engine, client, strings, events: host, container: options.overlay, controls: names }) : undefined;
  };
  setControls(options.controls);

  let layersKey = options.layers.join(' ');
  return {
    engine,
    layer,
    client,
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
    setControls,
    setLabel(label) {
      // The engine names its map region (MapLibre's canvas) with the label it was made with.
      for (const region of engine.container.querySelectorAll('[role="region"]')) region.setAttribute('aria-label', label);
    },
    destroy() {
      offLanding?.();
      placed?.destroy();
      layer.destroy();
      engine.destroy();
    },
  };
}
