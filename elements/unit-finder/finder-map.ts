/**
 * The unit finder's map (visitor-blocks spec sections 4 'Finder search' and 9; maps-toolkit spec): the
 * engine, its controls, one focusable marker per result and the searched point. The finder imports this
 * module with `import('./finder-map.ts')` once it is on the page, so a page without a finder never loads
 * it, and the engine is a further chunk chosen by createEngine (Google with a key, else MapLibre).
 *
 * The engine, its client and controls come from the one map session (maps/session.ts) that vb-map starts too.
 *
 * The list is the primary path (issue 12): a marker is a toggle button named by the unit, Enter or a click
 * selects it, a second press shows all again. The markers are one tab stop (issue 19 item 10, WAI-ARIA APG
 * roving tabindex): Tab enters them at the last one used (the first result at first), the arrow keys, Home
 * and End move between them in list order, so the keyboard is not led through every marker before the
 * list. Markers never cover each other's numbers (issue 19 item 12): after each fit, zoom and selection the
 * shown ones are decluttered (finder-map-logic.ts `declutter`), a moved marker drawn with a line to its place. The finder owns the selection state and the wording; the map
 * reports what the visitor did (onMarkerSelect, onMoved, onInteraction) and never fails the list: an engine
 * that cannot start calls onError and createFinderMap resolves to undefined.
 */
import type { ControlName } from '../../maps/controls/index.ts';
import { engineFor } from '../../maps/engines/index.ts';
import type { MapEngine, MarkerHandle } from '../../maps/engines/types.ts';
import { boundsContain } from '../../maps/geo/bounds.ts';
import { POSITION_TOLERANCE_NEAR, positionsEqual, type Position } from '../../maps/geo/position.ts';
import type { MapService } from '../../maps/session-logic.ts';
import { startMapSession, type MapSession } from '../../maps/session.ts';
import { prefersReducedMotion } from '../../src/reduced-motion.ts';
import { rovingIndex, setTabOrder } from '../../src/tab-order.ts';
import finderMapCss from './finder-map.css?inline';
import { MARKER_BOUNCE_MS } from './finder-constants.ts';
import {
  declutter,
  engineLabel,
  FINDER_MAP_CONTROLS,
  fitView,
  markerShown,
  movedFrom,
  resultBounds,
  spreadOffsets,
  WORLD_VIEW,
  type FinderMapFailure,
  type FinderMapInteraction,
  type FinderMapMoved,
  type FinderMapUnit,
} from './finder-map-logic.ts';

export * from './finder-map-logic.ts';

/** Light-DOM class prefix of the finder (house rules: `vb-<folder>__<part>`). */
const C = 'vb-unit-finder__';

export interface FinderMapStart {
  /** Where the engine draws (sized by the finder's CSS). */
  canvas: HTMLElement;
  /** Laid over the map: the controls' corner containers go in here. */
  overlay: HTMLElement;
  /** The map region's accessible name. */
  label: string;
  /** The searched point's marker name, e.g. 'Your search'. Default 'Searched location'. */
  originLabel?: string;
  /** The page's language for the basemap labels and `/strings`. */
  language?: string;
  /** Map controls; default zoom and legal. */
  controls?: readonly ControlName[];
  /** The checked map-service attributes: a Google key selects Google, else MapLibre; the page's one client for the path and id. */
  service: MapService;
  /** The view before the first search; default the whole world (0,0 at zoom 2). */
  center?: Position;
  zoom?: number;
  /** Controls raise their events here: the finder's host, so they reach the page. */
  events: EventTarget;
  /** Aborting it stops a start in progress (the promise resolves to undefined) and destroys a started map. */
  signal: AbortSignal;
  /** Adopts a further stylesheet into the finder's root (src/more-styles.ts: adoptMoreStyles). */
  adoptStyles(key: string, css: string): void;
  /** A marker was pressed: its id, or undefined when it was the selected one (show all again). The map has applied it. */
  onMarkerSelect(id: string | undefined): void;
  /** The visitor moved the map and it settled: `searchArea` says whether to offer 'Search this area'. */
  onMoved(detail: FinderMapMoved): void;
  /** Each drag or zoom step by the visitor (not the map's own fitting), for the finder's aggregated analytics. */
  onInteraction?(detail: FinderMapInteraction): void;
  /** The engine could not start (createFinderMap then resolves to undefined). */
  onError(detail: FinderMapFailure): void;
}

export interface FinderMap {
  readonly engine: MapEngine;
  /**
   * Draws one marker per unit (in list order, so the tab order follows the list) and the origin marker,
   * fits the map to them (padding top 100, others 50; one point widened by 0.01 degrees) and makes the
   * fitted centre the search centre 'Search this area' is measured from. Clears the selection.
   */
  showResults(units: readonly FinderMapUnit[], origin?: Position): void;
  /**
   * Highlights only this unit's marker (the others are hidden), with a 700 ms bounce; undefined shows all.
   * A selection off screen is brought into view; with `zoom`, the map also centres on it at least that close.
   */
  select(id: string | undefined, options?: { zoom?: number }): void;
  /** Fits the map to the current results again (after a deselection, or a resize). */
  fitToResults(): void;
  /** The map centre now: the point a 'Search this area' search starts from. */
  centre(): Position;
  /** The map's accessible name. */
  setLabel(label: string): void;
  destroy(): void;
}

interface DrawnMarker {
  unit: FinderMapUnit;
  handle: MarkerHandle;
  button: HTMLButtonElement;
  /** Its first choice of offset: wards of one meetinghouse side by side (spreadOffsets). */
  spread: number;
  /** The line from its place to the marker when decluttering moved it: a marker of its own under every pin. */
  leader: MarkerHandle;
}

/** Makes marker `index` the map's one tab stop (roving tabindex, src/tab-order.ts). */
function setTabStopAt(markers: readonly DrawnMarker[], index: number): void {
  setTabOrder(
    markers.map((marker) => marker.button),
    index,
  );
}

/** Moves the shown markers apart where they would cover each other's numbers, at the map's zoom now. */
function declutterMarkers(engine: MapEngine, markers: readonly DrawnMarker[]): void {
  const shown = markers.filter((marker) => !marker.button.hidden);
  const offsets = declutter(
    shown.map((marker) => engine.project(marker.unit.position)),
    shown.map((marker) => marker.spread),
    engine.getView(),
  );
  for (const marker of markers) marker.leader.element.hidden = true;
  shown.forEach((marker, index) => placeMarker(marker, offsets[index] ?? { x: 0, y: 0 }));
}

/** The arrow keys, Home and End on marker `index`: focus moves to another shown marker, which becomes the tab stop. */
function moveAmongMarkers(event: KeyboardEvent, markers: readonly DrawnMarker[], index: number): void {
  const shown = markers.filter((marker) => !marker.button.hidden);
  const next = rovingIndex(
    event.key,
    shown.findIndex((marker) => marker === markers[index]),
    shown.length,
  );
  const target = next === undefined ? undefined : shown[next];
  if (!target) return;
  // The arrow keys move between markers here, not the map under them.
  event.preventDefault();
  event.stopPropagation();
  setTabStopAt(markers, markers.indexOf(target));
  target.button.focus();
}

/** Draws a marker `offset` pixels off its place, with a line from the place to its point when it moved. */
function placeMarker(marker: DrawnMarker, offset: { x: number; y: number }): void {
  const { button, leader } = marker;
  const moved = offset.x !== 0 || offset.y !== 0;
  button.style.setProperty('--_vb-unit-finder-dx', `${offset.x}px`);
  button.style.setProperty('--_vb-unit-finder-dy', `${offset.y}px`);
  button.classList.toggle(`${C}marker--moved`, moved);
  leader.element.hidden = !moved;
  leader.element.style.setProperty('--_vb-unit-finder-leader', `${Math.hypot(offset.x, offset.y)}px`);
  leader.element.style.setProperty('--_vb-unit-finder-leader-angle', `${Math.atan2(offset.y, offset.x)}rad`);
}

function leaderElement(): HTMLElement {
  const line = document.createElement('span');
  line.className = `${C}leader`;
  line.setAttribute('aria-hidden', 'true');
  line.hidden = true;
  return line;
}

function markerElement(unit: FinderMapUnit): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${C}marker`;
  // The number drawn on the pin is part of the name (WCAG 2.5.3 label in name: 'press 3' works by voice).
  button.setAttribute('aria-label', unit.number === undefined ? unit.name : `${unit.number}. ${unit.name}`);
  button.setAttribute('aria-pressed', 'false');
  button.dataset.vbUnitId = unit.id;
  const pin = document.createElement('span');
  pin.className = `${C}marker-pin`;
  pin.setAttribute('aria-hidden', 'true');
  if (unit.number !== undefined) {
    const number = document.createElement('span');
    number.className = `${C}marker-number`;
    number.textContent = String(unit.number);
    pin.append(number);
  }
  button.append(pin);
  return button;
}

function originElement(label: string): HTMLElement {
  const dot = document.createElement('span');
  dot.className = `${C}origin`;
  dot.setAttribute('role', 'img');
  dot.setAttribute('aria-label', label);
  return dot;
}

/**
 * Starts the finder's map. Resolves to undefined when the engine cannot start (after onError, with the
 * engine's name for the googleUnavailable message) or when `signal` aborts first.
 */
export async function createFinderMap(options: FinderMapStart): Promise<FinderMap | undefined> {
  const { signal } = options;
  const engineName = engineFor(options.service);
  options.adoptStyles('map', finderMapCss);
  try {
    const session = await startMapSession({
      service: options.service,
      canvas: options.canvas,
      overlay: options.overlay,
      label: options.label,
      ...(options.language ? { language: options.language } : {}),
      view: { center: options.center ?? WORLD_VIEW.center, zoom: options.zoom ?? WORLD_VIEW.zoom },
      controls: options.controls ?? FINDER_MAP_CONTROLS,
      events: options.events,
      signal,
      adoptStyles: options.adoptStyles,
    });
    return startFinderMap(session, options);
  } catch (error) {
    if (signal.aborted) return undefined;
    options.onError({ engine: engineName, engineLabel: engineLabel(engineName), message: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

function startFinderMap(session: MapSession, options: FinderMapStart): FinderMap {
  const { engine } = session;
  let markers: DrawnMarker[] = [];
  let origin: { position: Position; handle: MarkerHandle } | undefined;
  let selected: string | undefined;
  let searchCentre: Position | undefined;
  /** True while the map moves itself (a fit, a pan to a selection): those moves are not the visitor's. */
  let ownMove = false;
  /** The visitor dragged or zoomed since the last idle. */
  let visitorMoved = false;
  /** Where the map's own last move (or the last report) left the centre: any other centre at idle is the visitor's (arrow keys pan without a drag). */
  let settledCentre: Position | undefined;
  let bounceTimer: ReturnType<typeof setTimeout> | undefined;
  /** A fit asked for before the map had a size waits for the first resize. */
  let fitPending = false;
  let destroyed = false;

  const moveMap = (move: () => void) => {
    ownMove = true;
    try {
      move();
    } finally {
      ownMove = false;
      settledCentre = engine.getView().center;
    }
  };

  const fit = (): boolean => {
    const box = resultBounds(
      markers.map((marker) => marker.unit),
      origin?.position,
    );
    if (!box) return false;
    const view = engine.getView();
    if (view.width <= 0 || view.height <= 0) {
      fitPending = true;
      return false;
    }
    fitPending = false;
    const target = fitView(box, view);
    moveMap(() => engine.setView(target));
    return true;
  };

  const interaction = (kind: FinderMapInteraction['kind']) => (view: { center: Position; zoom: number }) => {
    if (ownMove) return;
    visitorMoved = true;
    options.onInteraction?.({ kind, center: view.center, zoom: view.zoom });
  };
  const offs = [
    engine.on('drag', interaction('drag')),
    engine.on('zoom', interaction('zoom')),
    engine.on('idle', (view) => {
      const panned = settledCentre !== undefined && !positionsEqual(settledCentre, view.center, POSITION_TOLERANCE_NEAR);
      settledCentre = view.center;
      if (!visitorMoved && !panned) return;
      visitorMoved = false;
      if (searchCentre) options.onMoved(movedFrom(searchCentre, view.center));
    }),
    engine.on('resize', () => {
      if (fitPending && fit()) searchCentre = engine.getView().center;
      layout();
    }),
    // Zooming changes which markers would cover each other; a pan does not.
    engine.on('zoom', () => layout()),
    engine.on('idle', () => layout()),
  ];

  const setTabStop = (index: number) => setTabStopAt(markers, index);
  let layoutFrame = 0;
  /** Moves the shown markers apart where they would cover each other's numbers, at the map's zoom now. */
  const layout = () => {
    // Once more at the next frame, where the engine draws its markers: a view can still change within the
    // event that asked (a fit inside a resize), and a stale layout would let two markers meet.
    cancelAnimationFrame(layoutFrame);
    layoutFrame = requestAnimationFrame(() => {
      if (!destroyed) declutterMarkers(engine, markers);
    });
    declutterMarkers(engine, markers);
  };
  const onMarkerKey = (event: KeyboardEvent, index: number) => moveAmongMarkers(event, markers, index);

  const stopBounce = () => {
    clearTimeout(bounceTimer);
    bounceTimer = undefined;
    for (const marker of markers) marker.button.classList.remove(`${C}marker--bounce`);
  };

  const apply = (id: string | undefined) => {
    selected = id !== undefined && markers.some((marker) => marker.unit.id === id) ? id : undefined;
    stopBounce();
    for (const marker of markers) {
      const on = marker.unit.id === selected;
      marker.button.hidden = !markerShown(marker.unit.id, selected);
      marker.button.setAttribute('aria-pressed', String(on));
      marker.button.classList.toggle(`${C}marker--selected`, on);
      marker.handle.setZIndex(on ? 2 : 1);
      if (on && !prefersReducedMotion()) {
        marker.button.style.setProperty('--_vb-unit-finder-bounce', `${MARKER_BOUNCE_MS}ms`);
        marker.button.classList.add(`${C}marker--bounce`);
        bounceTimer = setTimeout(stopBounce, MARKER_BOUNCE_MS);
      }
    }
    // The one tab stop is always a shown marker: the selected one while only it is shown.
    const chosen = markers.findIndex((marker) => marker.unit.id === selected);
    if (chosen >= 0) setTabStop(chosen);
    layout();
  };

  /** Brings the selected marker into view: off screen it is centred; with `zoom`, shown at least that close. */
  const reveal = (zoom: number | undefined) => {
    const chosen = markers.find((marker) => marker.unit.id === selected);
    if (!chosen) return;
    const view = engine.getView();
    if (zoom !== undefined && view.zoom < zoom) moveMap(() => engine.setView({ center: chosen.unit.position, zoom }));
    // A selected unit off screen (chosen in the list) is brought into view; the zoom stays the visitor's.
    else if (!boundsContain(view.bounds, chosen.unit.position)) moveMap(() => engine.setView({ center: chosen.unit.position }));
  };

  const clear = () => {
    stopBounce();
    for (const marker of markers) {
      marker.handle.remove();
      marker.leader.remove();
    }
    markers = [];
    origin?.handle.remove();
    origin = undefined;
    selected = undefined;
  };

  const map: FinderMap = {
    engine,
    showResults(units, at) {
      if (destroyed) return;
      clear();
      // Markers are added in list order, so their tab order follows the list; wards of one meetinghouse fan out.
      const offsets = spreadOffsets(units);
      markers = units.map((unit, index) => {
        const button = markerElement(unit);
        button.addEventListener('keydown', (event) => onMarkerKey(event, index));
        // A click focuses the marker too: the tab stop follows the last marker used.
        button.addEventListener('focus', () => setTabStop(index));
        button.addEventListener('click', () => {
          const next = selected === unit.id ? undefined : unit.id;
          apply(next);
          options.onMarkerSelect(next);
        });
        const handle = engine.addMarker({ position: unit.position, element: button, anchor: 'bottom', zIndex: 1 });
        // Under every pin (z-index 0, as the searched point): a line never covers a number.
        const leader = engine.addMarker({ position: unit.position, element: leaderElement(), anchor: 'center', zIndex: 0 });
        return { unit, handle, button, spread: offsets[index] ?? 0, leader };
      });
      setTabStop(0);
      if (at)
        origin = { position: at, handle: engine.addMarker({ position: at, element: originElement(options.originLabel ?? 'Searched location'), zIndex: 0 }) };
      visitorMoved = false;
      if (fit() || !fitPending) searchCentre = engine.getView().center;
      layout();
    },
    select(id, options = {}) {
      if (destroyed) return;
      if (id !== selected) apply(id);
      reveal(options.zoom);
    },
    fitToResults() {
      if (destroyed) return;
      fit();
    },
    centre() {
      return engine.getView().center;
    },
    setLabel: session.setLabel,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      cancelAnimationFrame(layoutFrame);
      clear();
      for (const off of offs) off();
      session.destroy();
    },
  };
  options.signal.addEventListener('abort', () => map.destroy(), { once: true });
  return map;
}
