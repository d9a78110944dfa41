/**
 * A stand-in for `navigator.geolocation` and the geolocation permission, for every test of device location (the
 * map's geolocate control, vb-geolocate-button, vb-location-field, vb-unit-finder): the test runner cannot grant the
 * permission or set a position, and headless Chromium refuses. It keeps the API's contract: callbacks in a later
 * task, a GeolocationPosition-shaped answer, the GeolocationPositionError codes.
 */

export interface PendingRequest {
  options: PositionOptions | undefined;
  succeed(latitude: number, longitude: number, accuracy: number): void;
  fail(code: number, message?: string): void;
}

/** GeolocationPositionError codes. */
export const PERMISSION_DENIED = 1;
export const POSITION_UNAVAILABLE = 2;
export const TIMEOUT = 3;

/** A Geolocation whose answers the test releases; each call is one pending request. */
export function installGeolocation(): PendingRequest[] {
  const pending: PendingRequest[] = [];
  const geolocation: Pick<Geolocation, 'getCurrentPosition'> = {
    getCurrentPosition(success, error, options) {
      pending.push({
        options,
        succeed(latitude, longitude, accuracy) {
          const coords = { latitude, longitude, accuracy, altitude: null, altitudeAccuracy: null, heading: null, speed: null };
          const position = { coords: { ...coords, toJSON: () => coords }, timestamp: Date.now(), toJSON: () => ({ coords, timestamp: 0 }) };
          setTimeout(() => success(position));
        },
        fail(code, message = '') {
          setTimeout(() => error?.({ code, message, PERMISSION_DENIED, POSITION_UNAVAILABLE, TIMEOUT }));
        },
      });
    },
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => geolocation });
  return pending;
}

/** A browser without geolocation (the spec's browserLocation case). */
export function removeGeolocation(): void {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, get: () => undefined });
}

/** What `navigator.permissions.query({ name: 'geolocation' })` answers. */
export function setGeolocationPermission(state: PermissionState): void {
  const permissions: Pick<Permissions, 'query'> = {
    query: (descriptor) =>
      descriptor.name === 'geolocation'
        ? Promise.resolve({ state } as PermissionStatus)
        : Promise.reject(new TypeError(`unknown permission ${descriptor.name}`)),
  };
  Object.defineProperty(navigator, 'permissions', { configurable: true, get: () => permissions });
}

/** The browser's own geolocation and permissions again (the own properties shadowed Navigator.prototype's getters). */
export function restoreGeolocation(): void {
  delete (navigator as { geolocation?: unknown }).geolocation;
  delete (navigator as { permissions?: unknown }).permissions;
}
