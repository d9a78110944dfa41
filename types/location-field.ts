// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/location-field/meta.ts';
import type { LocationFieldEvents } from '../elements/location-field/events.ts';

export type * from '../elements/location-field/events.ts';
export { default } from '../elements/location-field/define.ts';

/** Properties of <vb-location-field>, each with its default when unset (from meta.ts). */
export type LocationFieldProps = PropsOf<typeof meta>;

/** <vb-location-field>: The search box of a congregation finder as a native form control, submitted under `location` (the finder page's URL parameter): a map-search button (and Enter) submits its form, with validation; a compass button sets the value to GEOLOCATE (use the device location) and submits the form. Typed text is cleaned as in vb-text-field. */
export interface VbLocationFieldElement extends HTMLElement, LocationFieldProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

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
