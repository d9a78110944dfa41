/**
 * The giving-machines variant's hooks: the sites from the maps service (with 'Try again'), the map that shows
 * them, and where focus goes when a site opens or the panel goes back. giving-machines.tsx composes them.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { getMapsClient } from '../../maps/service/client.ts';
import { clientOptions, type MapService } from '../../maps/session-logic.ts';
import { useHost } from '../../src/hooks/host-context.ts';
import type { FinderMapFailure } from './finder-map-logic.ts';
import type { FinderMap } from './finder-map.ts';
import { listGivingMachines, type GivingMachine } from './search.ts';
import { useFinderMap } from './use-finder-map.ts';

export type GivingPhase = 'loading' | 'ready' | 'error';

/**
 * An opened site is shown at least this close: its city and the roads around it (one machine site per
 * metropolis). Closer, the offline basemap has little left to show beside the pin.
 */
export const MACHINE_ZOOM = 10;

/** The sites, from the page's one maps client; `retry` loads them anew after a failure. */
export function useGivingList(service: MapService): { phase: GivingPhase; machines: GivingMachine[]; retry(): void } {
  const host = useHost();
  const [phase, setPhase] = useState<GivingPhase>('loading');
  const [machines, setMachines] = useState<GivingMachine[]>([]);
  /** Bumped by 'Try again' after the list failed: loads it anew. */
  const [attempt, setAttempt] = useState(0);
  const { proxyPath, clientId } = service;
  useEffect(() => {
    const abort = new AbortController();
    const client = getMapsClient(clientOptions({ ...(proxyPath ? { proxyPath } : {}), ...(clientId ? { clientId } : {}) }));
    listGivingMachines(client, { signal: abort.signal }).then(
      (list) => {
        if (abort.signal.aborted) return;
        setMachines(list.filter((machine) => machine.name !== ''));
        setPhase('ready');
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn(`<${host.tag}>: giving machines could not be loaded:`, error instanceof Error ? error.message : error);
        setPhase('error');
      },
    );
    return () => abort.abort();
  }, [proxyPath, clientId, host.tag, attempt]);
  const retry = () => {
    setPhase('loading');
    setAttempt((count) => count + 1);
  };
  return { phase, machines, retry };
}

export interface GivingMapOptions {
  canvasRef: RefObject<HTMLDivElement | null>;
  overlayRef: RefObject<HTMLDivElement | null>;
  label: string;
  language: string | undefined;
  service: MapService;
  machines: readonly GivingMachine[];
  active: string | undefined;
  /** A marker was pressed (its id), or the selected one again (undefined). */
  onMarker(id: string | undefined): void;
  onError(detail: FinderMapFailure): void;
}

/** The variant's map: started at once; its markers follow the list and the active site is the one highlighted. */
export function useGivingMap(options: GivingMapOptions): FinderMap | undefined {
  const { machines, active } = options;
  const map = useFinderMap({
    start: true,
    canvasRef: options.canvasRef,
    overlayRef: options.overlayRef,
    label: options.label,
    language: options.language,
    service: options.service,
    analytics: false,
    onMarkerSelect: options.onMarker,
    onError: options.onError,
  });
  useEffect(() => {
    if (!map) return;
    map.showResults(
      machines.map((machine) => ({ id: machine.id, name: machine.name, position: { latitude: machine.latitude, longitude: machine.longitude } })),
    );
  }, [map, machines]);
  useEffect(() => {
    if (!map) return;
    map.select(active, { zoom: MACHINE_ZOOM });
    if (active === undefined) map.fitToResults();
  }, [map, active]);
  return map;
}

export type FocusTarget = { to: 'heading' } | { to: 'entry'; id: string };

/**
 * The site shown in the panel, and focus after the panel changes: opening a site moves it to the detail heading,
 * back returns it to that site's entry in the list. `show` sets both; focus moves once the panel has rendered.
 */
export function useGivingPanel() {
  const [active, setActive] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const entries = useRef(new Map<string, HTMLButtonElement>());
  const next = useRef<FocusTarget>(undefined);
  useEffect(() => {
    const target = next.current;
    if (!target) return;
    next.current = undefined;
    if (target.to === 'heading') {
      // The whole detail comes into view with its back button above the heading (on a phone the map is above it).
      headingRef.current?.focus({ preventScroll: true });
      detailRef.current?.scrollIntoView({ block: 'nearest' });
    } else entries.current.get(target.id)?.focus();
  }, [active]);
  const show = useCallback((id: string | undefined, focus: FocusTarget | undefined) => {
    next.current = focus;
    setActive(id);
  }, []);
  return { active, show, headingRef, detailRef, entries };
}
