/** Map controls (maps-toolkit spec section 2): one factory per name, the placement helper, the stylesheet. */
import type { ControlFactory, ControlName } from './types.ts';
import { createZoomControl } from './zoom.ts';
import { createGeolocateControl } from './geolocate.ts';
import { createMapTypeControl } from './maptype.ts';
import { createLegalControl } from './legal.ts';

export type { ControlContext, ControlFactory, ControlName, ControlPosition, MapControl } from './types.ts';
export { createZoomControl, ZOOM_STEP } from './zoom.ts';
export { createGeolocateControl, GEOLOCATION_OPTIONS, GEOLOCATION_UNSUPPORTED, type GeolocateControl } from './geolocate.ts';
export { createMapTypeControl, type MapTypeControl, type MapTypeControlOptions } from './maptype.ts';
export { createLegalControl, LEGAL_UNAVAILABLE, type LegalControl, type LegalControlOptions } from './legal.ts';
export { controlCorner, createControl, layoutControls, type ControlSpec, type PlaceControlsOptions, type PlacedControls } from './layout.ts';
export { CONTROL_NAMES, CONTROL_POSITIONS, DEFAULT_CONTROL_POSITION, isControlName, isControlPosition, parseControlNames } from './names.ts';
export { CONTROL_STRINGS, controlString, type ControlStringKey } from './strings.ts';
export { loadControlStrings } from './load-strings.ts';
export { CONTROL_LAYOUT_DEBOUNCE_MS, debounce } from './debounce.ts';
export { NARROW_MAP_WIDTH, alternateType, groupByProvider, mapTypeAction, resolveCurrentType, resolveMapTypeMode } from './maptype-logic.ts';
export { LEGAL_COMPRESS_WIDTH, LEGAL_ICON_WIDTH, legalLayout, type LegalLayout } from './legal-logic.ts';
export { nextGeolocateState, type GeolocateEvent, type GeolocateState } from './geolocate-state.ts';
export type { ControlEventDetails, ControlEventName } from './events.ts';
export { controlStyles } from './styles.ts';

/** One factory per control name (with default options), for callers that build controls by name. */
export const CONTROL_FACTORIES: Readonly<Record<ControlName, ControlFactory>> = {
  zoom: createZoomControl,
  geolocate: createGeolocateControl,
  maptype: (context) => createMapTypeControl(context),
  legal: (context) => createLegalControl(context),
};
