/** The events controls raise on their `events` target (issue 11's shared names): bubbling, composed, typed. */
import type { Position } from '../geo/position.ts';

export type MapTypeControlModeResolved = 'BUTTON' | 'OVERVIEW';

export interface ControlEventDetails {
  'vb-map-maptype-change': { id: string };
  'vb-map-maptype-mode': { mode: MapTypeControlModeResolved };
  'vb-map-geolocate': { position: Position; accuracy: number };
  /** The browser's GeolocationPositionError code and message. */
  'vb-map-geolocate-error': { code: number; message: string };
  'vb-map-legal-error': { message: string };
}

export type ControlEventName = keyof ControlEventDetails;

export function emit<K extends ControlEventName>(target: EventTarget, type: K, detail: ControlEventDetails[K]): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}
