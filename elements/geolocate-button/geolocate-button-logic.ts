/**
 * vb-geolocate-button's rules as pure functions, so node:test covers them without a DOM: which message a failure
 * shows (spec section 5: unsupported gives browserLocation, denied gives userLocation) and what a target is filled with.
 */
import { GEOLOCATE, type DeviceLocationFailure } from '../../src/device-location.ts';

export { GEOLOCATE };

/** Six decimals of a degree are about 0.1 m: finer than any phone can tell, short enough to read. */
export const COORDINATE_DECIMALS = 6;

export type GeolocateState = 'idle' | 'locating' | 'located' | 'error';

/** What a target is filled with (`fill`, whose choices meta.ts lists). */
export type FillMode = 'geolocate' | 'coordinates';

export interface FailureMessages {
  browserLocationMessage: string;
  userLocationMessage: string;
  unavailableMessage: string;
}

/** The message shown for a failure; an abort (the element left the page) shows none. */
export function failureMessage(reason: DeviceLocationFailure, messages: FailureMessages): string {
  switch (reason) {
    case 'unsupported':
      return messages.browserLocationMessage;
    case 'denied':
      return messages.userLocationMessage;
    case 'unavailable':
    case 'timeout':
      return messages.unavailableMessage;
    case 'aborted':
      return '';
  }
}

/** 'lat, lng' as a geocoder reads it: '40.233844, -111.658534'. */
export function coordinatesText(latitude: number, longitude: number): string {
  return `${latitude.toFixed(COORDINATE_DECIMALS)}, ${longitude.toFixed(COORDINATE_DECIMALS)}`;
}

/** What the target is filled with: the finder's GEOLOCATE keyword, or the coordinates found. */
export function fillValue(mode: FillMode, latitude: number, longitude: number): string {
  return mode === 'geolocate' ? GEOLOCATE : coordinatesText(latitude, longitude);
}

/** The browser's `timeout` option: a positive number of milliseconds, else none (the browser waits as long as it takes). */
export function timeoutOf(timeout: number): number | undefined {
  return Number.isFinite(timeout) && timeout > 0 ? timeout : undefined;
}
