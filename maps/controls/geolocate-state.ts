/**
 * The geolocate button's state machine (maps-toolkit spec section 4): idle, then locating, then viewed
 * (own position shown) or error; viewed ends when the marker leaves the map. Pure, so node:test covers
 * every transition.
 */
export type GeolocateState = 'idle' | 'locating' | 'viewed' | 'error';

export type GeolocateEvent =
  /** The visitor pressed the button. */
  | { type: 'press' }
  /** The browser answered with a position. */
  | { type: 'found' }
  /** The browser refused or failed, or has no geolocation at all. */
  | { type: 'failed' }
  /** After a map idle: is the own-position marker still inside the visible bounds? */
  | { type: 'idle'; markerVisible: boolean };

export function nextGeolocateState(state: GeolocateState, event: GeolocateEvent): GeolocateState {
  switch (event.type) {
    case 'press':
      // A press while locating changes nothing: the browser answers the request already made.
      return 'locating';
    case 'found':
      return state === 'locating' ? 'viewed' : state;
    case 'failed':
      return state === 'locating' ? 'error' : state;
    case 'idle':
      return state === 'viewed' && !event.markerVisible ? 'idle' : state;
  }
}

/** Whether a press should ask the browser again (not while a request is already out). */
export function shouldRequestPosition(state: GeolocateState): boolean {
  return state !== 'locating';
}
