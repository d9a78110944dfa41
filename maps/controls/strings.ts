/**
 * The controls' wording: keys of the maps service's `/strings` (maps-toolkit spec section 2), with the
 * English the reference service answers. Keys the service does not have yet (the geolocate messages, the
 * modal's close button) get English defaults here and may still be overridden by a `strings` entry.
 */
export const CONTROL_STRINGS = {
  geolocate: 'Show your location',
  'geolocate.locating': 'Finding your location…',
  'geolocate.viewed': 'Showing your location',
  'geolocate.error': 'Your location could not be found',
  'geolocate.marker': 'Your location',
  'zoom.zoomin': 'Zoom in',
  'zoom.zoomout': 'Zoom out',
  maptypes: 'Map types',
  'maptypes.map': 'Map',
  'maptypes.satellite': 'Satellite',
  copyright: 'Copyright',
  'copyright.info': 'Map data and legal information',
  close: 'Close',
} as const;

export type ControlStringKey = keyof typeof CONTROL_STRINGS;

/** The service's wording for `key` when it has a non-empty one, else the English default. */
export function controlString(strings: Readonly<Record<string, string>>, key: ControlStringKey): string {
  const value = Object.prototype.hasOwnProperty.call(strings, key) ? strings[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : CONTROL_STRINGS[key];
}
