// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { LocationFieldProps } from '../elements/location-field/location-field.tsx';
import type { LocationFieldEvents } from '../elements/location-field/events.ts';

export type * from '../elements/location-field/events.ts';
export type { LocationFieldProps } from '../elements/location-field/location-field.tsx';
export { default } from '../elements/location-field/define.ts';

/** <vb-location-field>: The search box of a congregation finder as a native form control, submitted under `location` (the finder page's URL parameter): a map-search button (and Enter) submits its form, with validation; a compass button sets the value to GEOLOCATE (use the device location) and submits the form. Typed text is cleaned as in vb-text-field. */
export interface VbLocationFieldElement extends HTMLElement, LocationFieldProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-location-field> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbLocationFieldJsxProps = React.ClassAttributes<VbLocationFieldElement> &
  Omit<
    React.HTMLAttributes<VbLocationFieldElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'placeholder'
    | 'value'
    | 'required'
    | 'disabled'
    | 'hideLocate'
    | 'hide-locate'
    | 'requiredMessage'
    | 'required-message'
    | 'searchLabel'
    | 'search-label'
    | 'locateLabel'
    | 'locate-label'
    | 'currentLocationText'
    | 'current-location-text'
    | 'browserLocationMessage'
    | 'browser-location-message'
    | 'userLocationMessage'
    | 'user-location-message'
    | 'render'
  > & {
    /** The name the form submits the text under; `location` is the unit finder's parameter (`?location=Provo%2C%20UT` or `?location=GEOLOCATE`). */
    name?: LocationFieldProps['name'];
    /** The visible label. */
    label?: LocationFieldProps['label'];
    /** Help text under the label, read with the input (aria-describedby). */
    hint?: LocationFieldProps['hint'];
    /** Example text shown while empty (e.g. "City, address or postal code"). Not a label. */
    placeholder?: LocationFieldProps['placeholder'];
    /** The starting text, and what form reset goes back to; `GEOLOCATE` shows `current-location-text`. Changing the attribute or property later replaces the text. */
    value?: LocationFieldProps['value'];
    /** The form is not sent while the field is empty (or only spaces): `required-message` shows and focus moves to the input. */
    required?: LocationFieldProps['required'];
    /** Not editable, not submitted, not validated; both buttons are disabled too. */
    disabled?: LocationFieldProps['disabled'];
    /** No compass button: text search only. */
    hideLocate?: LocationFieldProps['hideLocate'];
    /** No compass button: text search only. */
    'hide-locate'?: boolean;
    /** Shown (and announced) when a required field is empty on submit or after leaving it. */
    requiredMessage?: LocationFieldProps['requiredMessage'];
    /** Shown (and announced) when a required field is empty on submit or after leaving it. */
    'required-message'?: string;
    /** The accessible name of the map-search (submit) button. */
    searchLabel?: LocationFieldProps['searchLabel'];
    /** The accessible name of the map-search (submit) button. */
    'search-label'?: string;
    /** The accessible name of the compass button. */
    locateLabel?: LocationFieldProps['locateLabel'];
    /** The accessible name of the compass button. */
    'locate-label'?: string;
    /** What the input shows while the value is GEOLOCATE (the form still submits GEOLOCATE). Typing replaces it. */
    currentLocationText?: LocationFieldProps['currentLocationText'];
    /** What the input shows while the value is GEOLOCATE (the form still submits GEOLOCATE). Typing replaces it. */
    'current-location-text'?: string;
    /** The spec's browserLocation message: the compass was pressed in a browser without geolocation. Nothing is submitted. */
    browserLocationMessage?: LocationFieldProps['browserLocationMessage'];
    /** The spec's browserLocation message: the compass was pressed in a browser without geolocation. Nothing is submitted. */
    'browser-location-message'?: string;
    /** The spec's userLocation message: the compass was pressed but this site's location permission is refused. Nothing is submitted. */
    userLocationMessage?: LocationFieldProps['userLocationMessage'];
    /** The spec's userLocation message: the compass was pressed but this site's location permission is refused. Nothing is submitted. */
    'user-location-message'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-location-field': VbLocationFieldElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-location-field-input': CustomEvent<LocationFieldEvents['vb-location-field-input']>;
    'vb-location-field-search': CustomEvent<LocationFieldEvents['vb-location-field-search']>;
    'vb-location-field-error': CustomEvent<LocationFieldEvents['vb-location-field-error']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-location-field': VbLocationFieldJsxProps;
    }
  }
}
