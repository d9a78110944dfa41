// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/geolocate-button/meta.ts';
import type { GeolocateButtonEvents } from '../elements/geolocate-button/events.ts';

export type * from '../elements/geolocate-button/events.ts';
export { default } from '../elements/geolocate-button/define.ts';

/** Properties of <vb-geolocate-button>, each with its default when unset (from meta.ts). */
export type GeolocateButtonProps = PropsOf<typeof meta>;

/** <vb-geolocate-button>: A 'Use my location' button: asks the browser for the device position (high accuracy), shows locating, located and error states in a polite status line, and sends the position as an event; it can fill a location field or input (with GEOLOCATE or 'lat, lng') and submit its form. No geolocation gives the browserLocation message, a refused permission userLocation. */
export interface VbGeolocateButtonElement extends HTMLElement, GeolocateButtonProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-geolocate-button': VbGeolocateButtonElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-geolocate-button-locate': CustomEvent<GeolocateButtonEvents['vb-geolocate-button-locate']>;
    'vb-geolocate-button-error': CustomEvent<GeolocateButtonEvents['vb-geolocate-button-error']>;
  }
}
