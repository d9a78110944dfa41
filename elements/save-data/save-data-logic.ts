/**
 * vb-save-data's pure rules: what is kept in its cookie, when a kept copy is too old, and when it is too big for a
 * cookie. The DOM side (which fields, reading and giving back) is in use-saved-fields.ts.
 */
import { COOKIE_DAYS } from '../../src/storage.ts';

export const SAVED_MS = COOKIE_DAYS * 24 * 60 * 60 * 1000;
/** Browsers keep at most about 4096 bytes per cookie, name and attributes included. */
export const COOKIE_VALUE_LIMIT = 3800;
export const DEFAULT_COOKIE = 'vb-save-data';

export type SavedValues = Record<string, string[]>;

export interface SavedCopy {
  /** When it was written (ms since the epoch): an older copy than 365 days is not given back. */
  t: number;
  values: SavedValues;
}

/** A copy read back from the cookie, or undefined when it is not one of ours or is older than 365 days. */
export function parseSaved(raw: unknown, now: number): SavedValues | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  if (typeof record.t !== 'number' || !Number.isFinite(record.t) || now - record.t > SAVED_MS || record.t > now + 60_000) return undefined;
  if (typeof record.values !== 'object' || record.values === null) return undefined;
  const values: SavedValues = {};
  for (const [name, list] of Object.entries(record.values as Record<string, unknown>)) {
    if (Array.isArray(list) && list.every((item) => typeof item === 'string')) values[name] = list as string[];
  }
  return values;
}

/** The cookie's name: `cookie` trimmed, else the default. */
export function cookieNameOf(cookie: string): string {
  return cookie.trim() || DEFAULT_COOKIE;
}

/**
 * Merges what the visitor chose now over what was kept: a field of another page (or not on this one yet) keeps
 * its value; a field emptied now is forgotten.
 */
export function mergeSaved(kept: SavedValues, now: SavedValues): SavedValues {
  const merged: SavedValues = { ...kept };
  for (const [name, list] of Object.entries(now)) {
    if (list.length === 0 || list.every((item) => item === '')) delete merged[name];
    else merged[name] = list;
  }
  return merged;
}

/** Whether the copy fits one cookie once encoded as setCookie writes it. */
export function fitsCookie(copy: SavedCopy): boolean {
  return encodeURIComponent(JSON.stringify(copy)).length <= COOKIE_VALUE_LIMIT;
}
