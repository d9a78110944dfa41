/**
 * A map control (maps-toolkit spec section 2): a small piece of DOM that works on any engine through the
 * adapter. Controls are placed in a corner container that `vb-map` (or a page's own code) owns; the
 * default corner is bottom right, and controls re-layout 50 ms after the map is resized (spec section 9).
 */
import type { MapsClient } from '../service/client.ts';
import type { MapEngine } from '../engines/types.ts';

export type ControlPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export type ControlName = 'zoom' | 'geolocate' | 'maptype' | 'legal';

export interface ControlContext {
  engine: MapEngine;
  client: MapsClient;
  /** Labels from `/strings` (geolocate, zoom.zoomin, zoom.zoomout, maptypes, copyright, ...), English when absent. */
  strings: Readonly<Record<string, string>>;
  /** Where the control's element goes. */
  container: HTMLElement;
  position: ControlPosition;
  /** Controls raise their events here (vb-map passes its host, so events reach the page). */
  events: EventTarget;
}

export interface MapControl {
  readonly name: ControlName;
  readonly element: HTMLElement;
  /** Re-read the map's size and pick the layout for it (called debounced by the owner). */
  layout(): void;
  destroy(): void;
}

export type ControlFactory = (context: ControlContext) => MapControl;
