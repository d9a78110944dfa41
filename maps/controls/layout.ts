/**
 * Placing controls: each goes into a corner container over the map (default bottom right, spec
 * section 2), and all re-layout 50 ms after the map stops resizing (spec section 9), whether the engine
 * reports the resize or the container changes size without it (a ResizeObserver).
 */
import { MapTypeControlMode, LegalStyle } from '../geo/enums.ts';
import type { MapsClient } from '../service/client.ts';
import type { MapEngine } from '../engines/types.ts';
import type { ControlContext, ControlName, ControlPosition, MapControl } from './types.ts';
import { CONTROL_LAYOUT_DEBOUNCE_MS, debounce } from './debounce.ts';
import { DEFAULT_CONTROL_POSITION } from './names.ts';
import { createZoomControl } from './zoom.ts';
import { createGeolocateControl } from './geolocate.ts';
import { createMapTypeControl } from './maptype.ts';
import { createLegalControl } from './legal.ts';

export interface ControlSpec {
  name: ControlName;
  position?: ControlPosition;
}

export interface PlaceControlsOptions {
  engine: MapEngine;
  client: MapsClient;
  strings?: Readonly<Record<string, string>>;
  events: EventTarget;
  /** The element laid over the map that receives the corner containers (positioned by controls.css). */
  container: HTMLElement;
  controls: readonly (ControlName | ControlSpec)[];
  /** Where controls without their own position go. */
  position?: ControlPosition;
  mapTypeMode?: MapTypeControlMode;
  legalStyle?: LegalStyle;
}

export interface PlacedControls {
  readonly controls: readonly MapControl[];
  /** Lay every control out now (the debounced path calls this). */
  layout(): void;
  destroy(): void;
}

/** The corner container for `position` inside `container`, made on first use. */
export function controlCorner(container: HTMLElement, position: ControlPosition): HTMLElement {
  const existing = [...container.children].find((child): child is HTMLElement => child instanceof HTMLElement && child.dataset.vbCorner === position);
  if (existing) return existing;
  const corner = document.createElement('div');
  corner.className = `vb-map__controls vb-map__controls--${position}`;
  corner.dataset.vbCorner = position;
  container.append(corner);
  return corner;
}

export function createControl(name: ControlName, context: ControlContext, options: Pick<PlaceControlsOptions, 'mapTypeMode' | 'legalStyle'> = {}): MapControl {
  switch (name) {
    case 'zoom':
      return createZoomControl(context);
    case 'geolocate':
      return createGeolocateControl(context);
    case 'maptype':
      return createMapTypeControl(context, { mode: options.mapTypeMode });
    case 'legal':
      return createLegalControl(context, { style: options.legalStyle });
  }
}

export function layoutControls(options: PlaceControlsOptions): PlacedControls {
  const { engine, client, events, container } = options;
  const strings = options.strings ?? {};
  const controls = options.controls.map((spec) => {
    const { name, position = options.position ?? DEFAULT_CONTROL_POSITION } = typeof spec === 'string' ? { name: spec } : spec;
    const context: ControlContext = { engine, client, strings, events, position, container: controlCorner(container, position) };
    return createControl(name, context, options);
  });

  const layout = () => {
    for (const control of controls) control.layout();
  };
  const scheduled = debounce(layout, CONTROL_LAYOUT_DEBOUNCE_MS);
  const offResize = engine.on('resize', scheduled);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => scheduled()) : undefined;
  observer?.observe(engine.container);
  layout();

  return {
    controls,
    layout,
    destroy() {
      scheduled.cancel();
      offResize();
      observer?.disconnect();
      for (const control of controls) control.destroy();
      for (const corner of [...container.children])
        if (corner instanceof HTMLElement && corner.dataset.vbCorner && corner.childElementCount === 0) corner.remove();
    },
  };
}
