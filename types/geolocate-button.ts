// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { GeolocateButtonProps } from '../elements/geolocate-button/geolocate-button.tsx';
import type { GeolocateButtonEvents } from '../elements/geolocate-button/events.ts';

export type * from '../elements/geolocate-button/events.ts';
export type { GeolocateButtonProps } from '../elements/geolocate-button/geolocate-button.tsx';
export { default } from '../elements/geolocate-button/define.ts';

/** <vb-geolocate-button>: A 'Use my location' button: asks the browser for the device position (high accuracy), shows locating, located and error states in a polite status line, and sends the position as an event; it can fill a location field or input (with GEOLOCATE or 'lat, lng') and submit its form. No geolocation gives the browserLocation message, a refused permission userLocation. */
export interface VbGeolocateButtonElement extends HTMLElement, GeolocateButtonProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-geolocate-button> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbGeolocateButtonJsxProps = React.ClassAttributes<VbGeolocateButtonElement> &
  Omit<
    React.HTMLAttributes<VbGeolocateButtonElement>,
    | 'label'
    | 'target'
    | 'fill'
    | 'submit'
    | 'timeout'
    | 'locatingText'
    | 'locating-text'
    | 'locatedText'
    | 'located-text'
    | 'browserLocationMessage'
    | 'browser-location-message'
    | 'userLocationMessage'
    | 'user-location-message'
    | 'unavailableMessage'
    | 'unavailable-message'
    | 'render'
  > & {
    /** The button text (and its accessible name). */
    label?: GeolocateButtonProps['label'];
    /** The id of a `vb-location-field`, `vb-text-field` or `<input>` to fill when the position is found (same document or shadow root). Empty: events only. */
    target?: GeolocateButtonProps['target'];
    /** What the target is filled with: `geolocate` (the unit finder's `GEOLOCATE` keyword: the finder locates the device itself) or `coordinates` ('40.233844, -111.658534'). Anything else gives geolocate, with a warning. */
    fill?: GeolocateButtonProps['fill'];
    /** After filling the target, submit the target's form (`requestSubmit()`, so the form's validation runs). */
    submit?: GeolocateButtonProps['submit'];
    /** Most milliseconds to wait for a position once the visitor has allowed it (0: as long as the device needs). Running out shows `unavailable-message`. */
    timeout?: GeolocateButtonProps['timeout'];
    /** Announced (politely) while the browser looks for the position. */
    locatingText?: GeolocateButtonProps['locatingText'];
    /** Announced (politely) while the browser looks for the position. */
    'locating-text'?: string;
    /** Announced when the position was found. */
    locatedText?: GeolocateButtonProps['locatedText'];
    /** Announced when the position was found. */
    'located-text'?: string;
    /** The spec's browserLocation message: the browser has no geolocation. */
    browserLocationMessage?: GeolocateButtonProps['browserLocationMessage'];
    /** The spec's browserLocation message: the browser has no geolocation. */
    'browser-location-message'?: string;
    /** The spec's userLocation message: the visitor (or the page's permissions policy) refused. */
    userLocationMessage?: GeolocateButtonProps['userLocationMessage'];
    /** The spec's userLocation message: the visitor (or the page's permissions policy) refused. */
    'user-location-message'?: string;
    /** The device could not tell its position, or not within `timeout`. */
    unavailableMessage?: GeolocateButtonProps['unavailableMessage'];
    /** The device could not tell its position, or not within `timeout`. */
    'unavailable-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-geolocate-button': VbGeolocateButtonElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-geolocate-button-locate': CustomEvent<GeolocateButtonEvents['vb-geolocate-button-locate']>;
    'vb-geolocate-button-error': CustomEvent<GeolocateButtonEvents['vb-geolocate-button-error']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-geolocate-button': VbGeolocateButtonJsxProps;
    }
  }
}
