/** Zoom control (maps-toolkit spec section 2): zoom in and out; CSS hides it on narrow touch devices. */
import type { ControlContext, MapControl } from './types.ts';
import { controlString } from './strings.ts';
import { h, icon, ICONS, placeControl } from './dom.ts';

/** One zoom level per press, as map keyboards and wheel notches do. */
export const ZOOM_STEP = 1;
const EPSILON = 1e-6;

export function createZoomControl(context: ControlContext): MapControl {
  const { engine, strings } = context;
  const zoomIn = h(
    'button',
    { type: 'button', class: 'vb-map__button vb-map__zoom-in', 'aria-label': controlString(strings, 'zoom.zoomin') },
    icon(ICONS.plus),
  );
  const zoomOut = h(
    'button',
    { type: 'button', class: 'vb-map__button vb-map__zoom-out', 'aria-label': controlString(strings, 'zoom.zoomout') },
    icon(ICONS.minus),
  );
  zoomIn.title = zoomIn.getAttribute('aria-label') ?? '';
  zoomOut.title = zoomOut.getAttribute('aria-label') ?? '';
  const element = h('div', { class: 'vb-map__control vb-map__zoom' }, zoomIn, zoomOut);

  // An engine may stop short of its nominal limits (MapLibre keeps the whole world's height in view, so a
  // tall map cannot zoom out to 0): a step that did not move marks that direction unavailable until the
  // zoom or the map's size changes.
  let stuckIn: number | undefined;
  let stuckOut: number | undefined;

  // aria-disabled rather than `disabled`: a button that disables itself under keyboard focus would drop the
  // focus to <body>; this way the visitor stays on it and hears that it is unavailable.
  const update = () => {
    const { zoom } = engine.getView();
    if (stuckIn !== undefined && zoom < stuckIn - EPSILON) stuckIn = undefined;
    if (stuckOut !== undefined && zoom > stuckOut + EPSILON) stuckOut = undefined;
    zoomIn.setAttribute('aria-disabled', String(zoom >= engine.maxZoom - EPSILON || stuckIn !== undefined));
    zoomOut.setAttribute('aria-disabled', String(zoom <= engine.minZoom + EPSILON || stuckOut !== undefined));
  };
  const step = (delta: number) => (event: Event) => {
    if ((event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true') return;
    const before = engine.getView().zoom;
    engine.setView({ zoom: Math.min(engine.maxZoom, Math.max(engine.minZoom, before + delta)) });
    const after = engine.getView().zoom;
    if (Math.abs(after - before) < EPSILON) {
      if (delta > 0) stuckIn = after;
      else stuckOut = after;
    }
    update();
  };
  zoomIn.addEventListener('click', step(ZOOM_STEP));
  zoomOut.addEventListener('click', step(-ZOOM_STEP));
  const listeners = [
    engine.on('zoom', update),
    engine.on('idle', update),
    engine.on('resize', () => {
      stuckIn = stuckOut = undefined;
      update();
    }),
  ];
  update();
  const remove = placeControl(context, element, listeners);

  return { name: 'zoom', element, layout: update, destroy: remove };
}
