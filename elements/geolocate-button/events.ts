// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/geolocate-button/meta.ts.

/** `vb-geolocate-button-locate`: The position was found (after the target, if any, was filled and before its form is submitted). Degrees (WGS 84) and accuracy in metres. */
export type GeolocateButtonLocateDetail = { latitude: number; longitude: number; accuracy: number };

/** `vb-geolocate-button-error`: No position: `reason` 'unsupported' (browserLocation), 'denied' (userLocation), 'unavailable' or 'timeout' (unavailable-message); `message` is the message shown. */
export type GeolocateButtonErrorDetail = { reason: 'unsupported' | 'denied' | 'unavailable' | 'timeout'; message: string };

/** Every event <vb-geolocate-button> sends, by name: its `event.detail`. */
export type GeolocateButtonEvents = {
  'vb-geolocate-button-locate': GeolocateButtonLocateDetail;
  'vb-geolocate-button-error': GeolocateButtonErrorDetail;
};
