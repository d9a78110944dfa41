/**
 * vb-location-field's rules as pure functions (spec sections 2 and 5 'Location field'), so node:test covers them
 * without a DOM. The text is cleaned exactly as vb-text-field cleans it (the spec's shared text cleaning).
 */
import type { FieldError } from '../../src/form-control.tsx';

export { cleanCommitted, cleanTypedLine } from '../../src/clean-text.ts';

import { GEOLOCATE } from '../../src/device-location.ts';

export { GEOLOCATE };

export function isGeolocate(text: string): boolean {
  return text === GEOLOCATE;
}

/** What the input shows: the text, or the field's own words for the device location instead of the keyword. */
export function shownText(text: string, currentLocationText: string): string {
  return isGeolocate(text) ? currentLocationText : text;
}

/** Spec section 5 'Location field': valid if not required or non-empty (spaces only count as empty). */
export function locationError(required: boolean, text: string, requiredMessage: string): FieldError | null {
  return required && text.trim() === '' ? { flags: { valueMissing: true }, message: requiredMessage } : null;
}

/** Why the compass did not submit: the spec's browserLocation (unsupported) or userLocation (blocked). */
export type CompassRefusal = 'unsupported' | 'denied';

/**
 * Before sending the visitor to a page that will ask for the device location: no geolocation in this browser
 * (browserLocation), or the page's permission already refused (userLocation). A 'prompt' or unknown permission
 * goes ahead: the finder page asks.
 */
export function compassRefusal(supported: boolean, permission: PermissionState | 'unknown'): CompassRefusal | null {
  if (!supported) return 'unsupported';
  return permission === 'denied' ? 'denied' : null;
}
