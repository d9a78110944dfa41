// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/location-field/meta.ts.

/** `vb-location-field-input`: The text changed while the visitor types (after cleaning). */
export type LocationFieldInputDetail = { name: string; value: string };

/** `vb-location-field-search`: The visitor asked to search (search button, Enter, or the compass with `value` GEOLOCATE) and the field is valid; sent just before the form is submitted. Cancelable: `preventDefault()` keeps the form from being submitted (a page that searches in script). Without a form, this is the only effect. */
export type LocationFieldSearchDetail = { name: string; value: string };

/** `vb-location-field-error`: The compass could not be used: `reason` 'unsupported' (no geolocation: browserLocation) or 'denied' (permission refused: userLocation); `message` is the message shown. */
export type LocationFieldErrorDetail = { reason: 'unsupported' | 'denied'; message: string };

/** Every event <vb-location-field> sends, by name: its `event.detail`. */
export type LocationFieldEvents = {
  'vb-location-field-input': LocationFieldInputDetail;
  'vb-location-field-search': LocationFieldSearchDetail;
  'vb-location-field-error': LocationFieldErrorDetail;
};
