/** Cookies, local and session storage. Storage can throw (private mode, disabled cookies): never let it break a block. */

export const COOKIE_DAYS = 365; // spec: cookie lifetime for polls, popups, sign-up, saved data, cid
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieOptions {
  /** Lifetime in days; omitted means a session cookie. */
  days?: number;
  path?: string;
}

/**
 * A cookie's value, decoded. `source` is a `document.cookie`-style string to read instead of the page's
 * (code that may run where there is no document, such as the maps client in Node, passes its own).
 */
export function getCookie(name: string, source?: string): string | undefined {
  const cookies = source ?? (typeof document === 'undefined' ? undefined : document.cookie);
  if (cookies === undefined) return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookies.split(/;\s*/)) {
    const cookie = part.trimStart();
    if (cookie.startsWith(prefix)) {
      const raw = cookie.slice(prefix.length).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** The document event a cookie write through this module dispatches, so blocks that show content by a cookie follow at once. */
export const COOKIE_CHANGE_EVENT = 'vb-cookie-change';

function announceCookie(name: string): void {
  document.dispatchEvent(new CustomEvent(COOKIE_CHANGE_EVENT, { detail: { name } }));
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}; SameSite=Lax`;
  if (options.days !== undefined) {
    cookie += `; expires=${new Date(Date.now() + options.days * DAY_MS).toUTCString()}`;
  }
  if (typeof location !== 'undefined' && location.protocol === 'https:') cookie += '; Secure';
  document.cookie = cookie;
  announceCookie(name);
}

export function deleteCookie(name: string, path = '/'): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  announceCookie(name);
}

/** JSON cookie helpers: a malformed cookie reads as undefined rather than throwing. */
export function getJsonCookie<T>(name: string): T | undefined {
  const raw = getCookie(name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function setJsonCookie(name: string, value: unknown, options: CookieOptions = {}): void {
  setCookie(name, JSON.stringify(value), options);
}

type StorageKind = 'local' | 'session';

function store(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function getItem(kind: StorageKind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function setItem(kind: StorageKind, key: string, value: string): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // quota exceeded or storage disabled: the block still works, it just forgets
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    store(kind)?.removeItem(key);
  } catch {
    // storage disabled
  }
}

export function getJsonItem<T>(kind: StorageKind, key: string): T | undefined {
  const raw = getItem(kind, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function setJsonItem(kind: StorageKind, key: string, value: unknown): void {
  setItem(kind, key, JSON.stringify(value));
}

/** Visitor-identifier trackers (spec section 1 'Start-up'). */
export const TRACKERS = [
  { name: 'cid', days: COOKIE_DAYS },
  { name: 'mdcid', days: undefined }, // session-length cookie
] as const;

/**
 * Read `cid` and `mdcid` from the query string (also `CID`, `MDCID`) and store them as cookies.
 * Returns what it stored.
 */
export function captureTrackers(search: string = typeof location === 'undefined' ? '' : location.search): Record<string, string> {
  const params = new URLSearchParams(search);
  const stored: Record<string, string> = {};
  for (const tracker of TRACKERS) {
    const value = params.get(tracker.name) ?? params.get(tracker.name.toUpperCase());
    if (value) {
      setCookie(tracker.name, value, tracker.days === undefined ? {} : { days: tracker.days });
      stored[tracker.name] = value;
    }
  }
  return stored;
}
