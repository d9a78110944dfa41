/**
 * The visitor's device location, one way for every element (the map's geolocate control, the unit
 * finder, the geolocate button, the location field). Spec section 5: geolocation unsupported gives the
 * `browserLocation` message, a visitor who refuses gives `userLocation`; section 4 of the maps spec asks
 * for high accuracy.
 */

/**
 * Spec section 2: the finder's `location` parameter holds address text, or this value to use the device location
 * (vb-location-field's compass, vb-geolocate-button's target, vb-unit-finder's URL).
 */
export const GEOLOCATE = 'GEOLOCATE';

/** Spec section 5: logged when the browser has no geolocation. */
export const GEOLOCATION_UNSUPPORTED = 'Geo-locating is not supported on this device.';
/** Maps spec section 4: device location uses high accuracy. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true };

/**
 * Why no position came: `unsupported` (no `navigator.geolocation`: the spec's browserLocation), `denied`
 * (the visitor or the page's permissions policy refused: userLocation), `unavailable` or `timeout`
 * (the device could not tell), `aborted` (the caller gave up).
 */
export type DeviceLocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'aborted';

/** GeolocationPositionError codes (the constants are not defined outside a browser). */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export class DeviceLocationError extends Error {
  override readonly name = 'DeviceLocationError';
  /** The browser's GeolocationPositionError code; 2 (position unavailable) when there is no geolocation. */
  readonly code: number;
  constructor(
    readonly reason: DeviceLocationFailure,
    message: string,
    code: number = POSITION_UNAVAILABLE,
  ) {
    super(message);
    this.code = code;
  }
}

export function failureOf(code: number): DeviceLocationFailure {
  if (code === PERMISSION_DENIED) return 'denied';
  if (code === TIMEOUT) return 'timeout';
  return 'unavailable';
}

export function hasDeviceLocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && navigator.geolocation != null;
}

export interface DeviceLocationOptions extends PositionOptions {
  signal?: AbortSignal;
}

/**
 * One reading of the device position. Rejects with a DeviceLocationError; an abort rejects at once with
 * reason `aborted` (the browser's own request cannot be cancelled, its late answer is ignored).
 */
export function locateDevice(options: DeviceLocationOptions = {}): Promise<GeolocationPosition> {
  const { signal, ...position } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DeviceLocationError('aborted', 'The location request was aborted.'));
      return;
    }
    if (!hasDeviceLocation()) {
      reject(new DeviceLocationError('unsupported', GEOLOCATION_UNSUPPORTED));
      return;
    }
    let settled = false;
    const onAbort = () => {
      if (settled) return;
      settled = true;
      reject(new DeviceLocationError('aborted', 'The location request was aborted.'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    navigator.geolocation.getCurrentPosition(
      (result) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        resolve(result);
      },
      (error) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        reject(new DeviceLocationError(failureOf(error.code), error.message || failureOf(error.code), error.code));
      },
      { ...GEOLOCATION_OPTIONS, ...position },
    );
  });
}
