/**
 * Geolocate control (maps-toolkit spec sections 2 and 4): idle, locating (a blinking cover on the button,
 * a static one under reduced motion), viewed (green, an own-position marker inside its accuracy circle,
 * the map fitted to that circle) and error (red, `vb-map-geolocate-error` with the browser's error). Viewed ends when
 * the marker leaves the map.
 */
import { boundsContain } from '../geo/bounds.ts';
import { circleBounds, destination } from '../geo/circle.ts';
import { MAX_FIT_ZOOM } from '../geo/tiles.ts';
import type { Position } from '../geo/position.ts';
import type { MarkerHandle } from '../engines/types.ts';
import { prefersReducedMotion } from '../../src/reduced-motion.ts';
import type { ControlContext, MapControl } from './types.ts';
import { controlString } from './strings.ts';
import { emit } from './events.ts';
import { h, icon, ICONS, placeControl } from './dom.ts';
import { nextGeolocateState, shouldRequestPosition, type GeolocateEvent, type GeolocateState } from './geolocate-state.ts';

import { DeviceLocationError, GEOLOCATION_UNSUPPORTED, locateDevice } from '../../src/device-location.ts';

export { GEOLOCATION_OPTIONS, GEOLOCATION_UNSUPPORTED } from '../../src/device-location.ts';
/** Pixels kept free around the accuracy circle, so the marker is not hidden under the corner controls. */
const FIT_PADDING = 48;

export interface GeolocateControl extends MapControl {
  readonly state: GeolocateState;
}

export function createGeolocateControl(context: ControlContext): GeolocateControl {
  const { engine, strings, events } = context;
  const label = controlString(strings, 'geolocate');
  const button = h(
    'button',
    { type: 'button', class: 'vb-map__button vb-map__geolocate-button', 'aria-label': label, title: label, 'aria-pressed': 'false' },
    icon(ICONS.locate),
  );
  const live = h('span', { class: 'vb-map__live', role: 'status' });
  const element = h('div', { class: 'vb-map__control vb-map__geolocate', 'data-vb-state': 'idle' }, button, live);

  let state: GeolocateState = 'idle';
  let marker: MarkerHandle | undefined;
  /** The accuracy circle: a tinted disc under the marker, its diameter in pixels kept true at every zoom. */
  let ring: { handle: MarkerHandle; position: Position; radius: number } | undefined;
  let shown: Position | undefined;
  // Set while the map moves to the accuracy circle: idles before it arrives must not end the viewed state.
  let arriving = false;
  let request = 0;
  let destroyed = false;

  const messages: Record<GeolocateState, string> = {
    idle: '',
    locating: controlString(strings, 'geolocate.locating'),
    viewed: controlString(strings, 'geolocate.viewed'),
    error: controlString(strings, 'geolocate.error'),
  };

  const removeMarker = () => {
    marker?.remove();
    marker = undefined;
    ring?.handle.remove();
    ring = undefined;
    shown = undefined;
  };

  // Pixels from the centre to a point `radius` metres east, as the engine projects them now.
  const sizeRing = () => {
    if (!ring) return;
    const centre = engine.project(ring.position);
    const edge = engine.project(destination(ring.position, 90, ring.radius));
    const diameter = 2 * Math.hypot(edge.x - centre.x, edge.y - centre.y);
    ring.handle.element.style.width = `${diameter.toFixed(1)}px`;
    ring.handle.element.style.height = `${diameter.toFixed(1)}px`;
  };

  const dispatch = (event: GeolocateEvent) => {
    const next = nextGeolocateState(state, event);
    if (next === state) return;
    state = next;
    if (state !== 'viewed') removeMarker();
    element.dataset.vbState = state;
    button.setAttribute('aria-pressed', String(state === 'viewed'));
    button.setAttribute('aria-busy', String(state === 'locating'));
    live.textContent = messages[state];
  };

  const found = (id: number, result: GeolocationPosition) => {
    if (destroyed || id !== request) return;
    const position: Position = { latitude: result.coords.latitude, longitude: result.coords.longitude };
    const accuracy = result.coords.accuracy;
    dispatch({ type: 'found' });
    removeMarker();
    const dot = h('div', { class: 'vb-map__own-position', role: 'img', 'aria-label': controlString(strings, 'geolocate.marker') });
    const disc = h('div', { class: 'vb-map__accuracy', 'aria-hidden': 'true' });
    ring = { handle: engine.addMarker({ position, element: disc, anchor: 'center', zIndex: 999 }), position, radius: accuracy };
    sizeRing();
    marker = engine.addMarker({ position, element: dot, anchor: 'center', zIndex: 1000 });
    shown = position;
    // When the position is already on the map, the fit may not move it at all and no idle would follow.
    arriving = !boundsContain(engine.getView().bounds, position);
    engine.fitBounds(circleBounds(position, accuracy), { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM, animate: !prefersReducedMotion() });
    emit(events, 'vb-map-geolocate', { position, accuracy });
  };

  const failed = (id: number, code: number, message: string) => {
    if (destroyed || id !== request) return;
    dispatch({ type: 'failed' });
    emit(events, 'vb-map-geolocate-error', { code, message });
  };

  const locate = () => {
    if (!shouldRequestPosition(state)) return;
    dispatch({ type: 'press' });
    const id = ++request;
    locateDevice().then(
      (result) => found(id, result),
      (error: unknown) => {
        const failure = error instanceof DeviceLocationError ? error : new DeviceLocationError('unavailable', String(error));
        if (failure.reason === 'unsupported') console.warn(GEOLOCATION_UNSUPPORTED);
        failed(id, failure.code, failure.message);
      },
    );
  };
  button.addEventListener('click', locate);

  const listeners = [
    engine.on('zoom', sizeRing),
    engine.on('resize', sizeRing),
    engine.on('idle', (view) => {
      sizeRing();
      if (state !== 'viewed' || !shown) return;
      const visible = boundsContain(view.bounds, shown);
      if (arriving) {
        if (visible) arriving = false;
        return;
      }
      dispatch({ type: 'idle', markerVisible: visible });
    }),
    // A drag is the visitor's own move: from then on, leaving the map ends the viewed state.
    engine.on('drag', () => {
      arriving = false;
    }),
  ];
  const remove = placeControl(context, element, listeners);

  return {
    name: 'geolocate',
    element,
    get state() {
      return state;
    },
    layout() {},
    destroy() {
      destroyed = true;
      removeMarker();
      remove();
    },
  };
}
