/** Zoom control (maps-toolkit spec section 2): zoom in and out; CSS hides it on narrow touch devices. */
import type { ControlContext, MapControl } from './types.ts';
import { controlString } from './strings.ts';
import { h, icon, ICONS } from './dom.ts';

/** One zoom level per press, as map keyboards and wheel notches do. */
export const ZOOM_STEP = 1;

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

  // aria-disabled rather than `disabled`: a button that disables itself under keyboard focus would drop the
  // focus to <body>; this way the visitor stays on it and hears that it is unavailable.
  const update = () => {
    const { zoom } = engine.getView();
    zoomIn.setAttribute('aria-disabled', String(zoom >= engine.maxZoom));
    zoomOut.setAttribute('aria-disabled', String(zoom <= engine.minZoom));
  };
  const step = (delta: number) => (event: Event) => {
    if ((event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true') return;
    const { zoom } = engine.getView();
    const target = Math.min(engine.maxZoom, Math.max(engine.minZoom, zoom + delta));
    engine.setView({ zoom: target });
    update();
  };
  zoomIn.addEventListener('click', step(ZOOM_STEP));
  zoomOut.addEventListener('click', step(-ZOOM_STEP));
  const unsubscribe = [engine.on('zoom', update), engine.on('idle', update)];
  update();
  context.container.append(element);

  return {
    name: 'zoom',
    element,
    layout: update,
    destroy() {
      for (const off of unsubscribe) off();
      element.remove();
    },
  };
}
