/**
 * The map session's pure parts: reading the map-service attributes (maps/session-props.ts) the one way both
 * `vb-map` and the finder read them. A Google key must look like one, `style-url` and `proxy-path` must be a
 * path on this site or an http(s) URL (a style may also be a `blob:` URL the page made), the client id is
 * trimmed; a bad value warns naming the attribute and gives the default (a map on the offline basemap beats a
 * map that cannot load).
 * Node tests: test/maps/session-logic.node.test.ts.
 */

/** Google's browser keys: 'AIza' and 35 URL-safe characters. */
const GOOGLE_KEY = /^AIza[0-9A-Za-z_-]{35}$/;

export function isGoogleKey(value: string): boolean {
  return GOOGLE_KEY.test(value.trim());
}

const PROPERTY_OF = { 'style-url': 'styleUrl', 'proxy-path': 'proxyPath' } as const;

/** A path on this site ('/api/maps-proxy'), or an http(s) URL: anything else cannot be a service or style address. */
function isAddress(value: string): boolean {
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** A style the page made itself (`URL.createObjectURL`, a style built in the browser): `blob:` of an http(s) page. */
function isPageBlob(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'blob:' && isAddress(url.pathname) && !/\s/.test(value);
  } catch {
    return false;
  }
}

type Warn = (message: string) => void;

/** style-url and proxy-path: empty is the default; an address is used; anything else warns naming the attribute and gives the default. */
export function readAddress(tag: string, attribute: 'style-url' | 'proxy-path', value: string, warn: Warn = console.warn): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (isAddress(text)) return text.replace(/\/+$/, '') || '/';
  if (attribute === 'style-url' && isPageBlob(text)) return text;
  warn(`<${tag}>: ${attribute} (${PROPERTY_OF[attribute]}) "${text.slice(0, 80)}" is not a path on this site or an http(s) URL; using the default.`);
  return undefined;
}

/** The map-service attribute values as a block holds them (its props). */
export interface MapServiceAttributes {
  googleKey: string;
  styleUrl: string;
  proxyPath: string;
  clientId: string;
}

/** The same, checked: only the values that are set and usable. */
export interface MapService {
  googleKey?: string;
  styleUrl?: string;
  proxyPath?: string;
  clientId?: string;
}

/** The map-service attributes, checked (see the file comment); warnings name the block's tag. */
export function readMapService(tag: string, attributes: MapServiceAttributes, warn: Warn = console.warn): MapService {
  const googleKey = attributes.googleKey.trim();
  if (googleKey && !isGoogleKey(googleKey)) {
    warn(`<${tag}>: google-key (googleKey) "${googleKey.slice(0, 40)}" is not a Google Maps API key (AIza and 35 more characters); using MapLibre.`);
  }
  const styleUrl = readAddress(tag, 'style-url', attributes.styleUrl, warn);
  const proxyPath = readAddress(tag, 'proxy-path', attributes.proxyPath, warn);
  const clientId = attributes.clientId.trim();
  return {
    ...(isGoogleKey(googleKey) ? { googleKey } : {}),
    ...(styleUrl ? { styleUrl } : {}),
    ...(proxyPath ? { proxyPath } : {}),
    ...(clientId ? { clientId } : {}),
  };
}

/** What getMapsClient() takes of a checked service: the page's one client per proxy path and id. */
export function clientOptions(service: MapService): { proxyPath?: string; clientId?: string } {
  return { ...(service.proxyPath ? { proxyPath: service.proxyPath } : {}), ...(service.clientId ? { clientId: service.clientId } : {}) };
}
