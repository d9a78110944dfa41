/**
 * One map session: how every block starts a map (`vb-map` and the finder's two variants). The page's one maps
 * client for the checked service attributes (maps/session-logic.ts), the controls' wording from `/strings`,
 * the engine (Google with a key, else MapLibre; each its own chunk), and the controls over it. Loaded with a
 * dynamic import when a map starts, so a page without a map never loads any of it.
 *
 * A block builds its own layer on the session: vb-map the server clusters (elements/map/cluster-map.ts), the
 * finder its result markers (elements/unit-finder/finder-map.ts).
 */
import { controlStyles, layoutControls, loadControlStrings, type ControlName, type PlacedControls } from './controls/index.ts';
import { createEngine } from './engines/index.ts';
import type { MapEngine } from './engines/types.ts';
import type { Position } from './geo/position.ts';
import { getMapsClient, type MapsClient } from './service/client.ts';
import { clientOptions, type MapService } from './session-logic.ts';

export interface SessionView {
  center: Position;
  zoom: number;
}

export interface MapSessionOptions {
  /** The checked map-service attributes (`readMapService`). */
  service: MapService;
  /** Where the engine draws. */
  canvas: HTMLElement;
  /** Laid over the map: the controls' corners go in here. */
  overlay: HTMLElement;
  /** The map region's accessible name. */
  label: string;
  /** The page's language (basemap labels, `/strings`). */
  language?: string;
  /** The first base map's id. */
  mapType?: string;
  /** The first view, or how to find it once the client is known (vb-map may ask the service for the visitor's address). */
  view: SessionView | ((client: MapsClient) => Promise<SessionView>);
  controls: readonly ControlName[];
  /** Controls raise their events here: the block's host, so they reach the page. */
  events: EventTarget;
  /** Aborting stops a start in progress (the promise rejects with the abort reason). */
  signal: AbortSignal;
  /** Adopts a further stylesheet into the block's root; `key` is unique per sheet (the block adds its tag). */
  adoptStyles(key: string, css: string): void;
}

export interface MapSession {
  readonly engine: MapEngine;
  readonly client: MapsClient;
  /** Shows these controls (in this order); the same list again changes nothing. */
  setControls(names: readonly ControlName[]): void;
  /** Names the map region again (the engine names it with the label it was made with). */
  setLabel(label: string): void;
  /** Removes the controls and the engine. */
  destroy(): void;
}

/** Starts a map. Rejects when the engine cannot start or `signal` aborts first; nothing is left running then. */
export async function startMapSession(options: MapSessionOptions): Promise<MapSession> {
  const { signal } = options;
  options.adoptStyles('controls', controlStyles);
  const client = getMapsClient(clientOptions(options.service));
  const { view: asked } = options;
  const [view, strings] = await Promise.all([typeof asked === 'function' ? asked(client) : asked, loadControlStrings(client, signal)]);
  signal.throwIfAborted();
  const { googleKey, styleUrl } = options.service;
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
    ...(googleKey ? { googleKey } : {}),
    ...(styleUrl ? { styleUrl } : {}),
  });
  let placed: PlacedControls | undefined;
  let placedNames = '';
  const setControls = (names: readonly ControlName[]) => {
    const key = names.join(' ');
    if (placed && key === placedNames) return;
    placed?.destroy();
    placedNames = key;
    placed = names.length > 0 ? layoutControls({ engine, client, strings, events: options.events, container: options.overlay, controls: names }) : undefined;
  };
  try {
    signal.throwIfAborted();
    setControls(options.controls);
  } catch (error) {
    // An engine made before a later step failed (or the start was called off) is not left running.
    engine.destroy();
    throw error;
  }
  return {
    engine,
    client,
    setControls,
    setLabel(label) {
      for (const region of engine.container.querySelectorAll('[role="region"]')) region.setAttribute('aria-label', label);
    },
    destroy() {
      placed?.destroy();
      placed = undefined;
      engine.destroy();
    },
  };
}
