/** Constants of the maps-service client (maps-toolkit spec sections 5, 7 and 9). */

export const CLIENT_VERSION = '2.2.6';
export const DEFAULT_PROXY_PATH = '/api/maps-proxy';
export const DEFAULT_SERVICE_PATH = '/api/maps';
export const DEFAULT_VERSION_PREFIX = '/v2';
/** Cookies holding the credentials are named `${prefix}_bearer`, `${prefix}_refresh`, `${prefix}_access`. */
export const DEFAULT_COOKIE_PREFIX = 'maps';

export const HEADER_CLIENT = 'X-Maps-Client';
export const HEADER_VERSION = 'X-Maps-Version';
export const HEADER_FORWARDED_PREFIX = 'X-Forwarded-Prefix';
/** The spec names a trace header without giving it a name; this is ours. */
export const HEADER_TRACE = 'X-Maps-Trace';
/** The spec's "extra headers" for the refresh and access credentials. */
export const HEADER_REFRESH = 'X-Maps-Refresh';
export const HEADER_ACCESS = 'X-Maps-Access';
/** Server-side use only, like basic auth. */
export const HEADER_CLIENT_PASSWORD = 'X-Maps-Client-Password';
/** The client-signed token rides in the query string under this name. */
export const TOKEN_PARAMETER = 'token';

/** Spec section 7: a GET-or-POST call goes as GET while path + '?' + query is shorter than this. */
export const GET_POST_SWITCH = 2000;
/** Spec section 7: object URLs of blob answers are revoked after 10 minutes, overlays after 10 seconds. */
export const BLOB_URL_LIFE_MS = 600000;
export const OVERLAY_BLOB_URL_LIFE_MS = 10000;
/** A call that has not been answered after this long fails (kind 'timeout'); the caller can change it. */
export { DEFAULT_TIMEOUT_MS } from '../../src/http.ts';
/** Spec section 9: the session id's length. */
export const SESSION_ID_LENGTH = 16;

/** Spec section 4: the first map view, from the caller's own address or else the whole world. */
export const ADDRESS_CENTER_ZOOM = 12;
export const DEFAULT_CENTER = { latitude: 0, longitude: 0 } as const;
export const DEFAULT_ZOOM = 2;

/** Messages of spec sections 5 and 8, word for word where the spec gives them. */
export const MESSAGES = {
  basicAuthInBrowser: 'Maps Basic Auth and/or Client Password should not be used from the browser.',
  sessionFailed: 'Unable to initialize session!',
  engineNotLoaded: 'Google Maps has not been loaded.',
  geolocationUnsupported: 'Geo-locating is not supported on this device.',
  legalFailed: 'Unable to display legal.',
  // The spec asks for these warnings without wording them.
  missingClientId: 'Maps configuration: no client id specified.',
  missingProductionAndProxy: 'Maps configuration: neither a production flag nor a proxy specified.',
  noProvider: 'Maps configuration: no map provider specified.',
} as const;
