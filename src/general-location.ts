/**
 * The visitor's general location, for the country a field starts on (spec section 7 'Other calls': an IP-based
 * geolocation lookup "returns locations; the first is cached in session, else null. A geolocation lookup on load
 * preselects the country (response address.countryCode3)"; section 3: session storage `general-location`). The
 * lookup is `GET {prefix}/api/preciselyik`, asked once per session and shared by every block of the page: one
 * call in flight, its first location (or null) kept in session storage.
 *
 * A field's starting country (vb-address-block, vb-phone-field): its `country` attribute, else the page's
 * `<meta name="geocountry">` (the page, or the server that wrote it, already knows where the visitor is: no call),
 * else the lookup's country, else the United States.
 */
import { useEffect, useState } from 'react';
import { api } from './api.ts';
import { readMeta } from './config.ts';
import { pageState } from './page-state.ts';
import { getJsonItem, setJsonItem } from './storage.ts';

export const GENERAL_LOCATION_KEY = 'general-location';
export const GENERAL_LOCATION_PATH = '/api/preciselyik';
/** The country when nothing names one. */
export const FALLBACK_COUNTRY = 'US';

/** One location of the lookup, as far as the blocks read it. */
export interface GeneralLocation {
  address?: { countryCode3?: unknown };
}

function isLocation(value: unknown): value is GeneralLocation {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first location of the lookup's answer: a list, `{ locations: [...] }`, or one location; else null. */
export function firstLocation(body: unknown): GeneralLocation | null {
  const list = Array.isArray(body)
    ? body
    : isLocation(body) && Array.isArray((body as { locations?: unknown }).locations)
      ? (body as { locations: unknown[] }).locations
      : [body];
  const first: unknown = list[0];
  return isLocation(first) && isLocation(first.address) ? first : null;
}

/** The ISO 3166-1 alpha-3 code of a location (`address.countryCode3`), upper-cased; '' when it has none. */
export function countryCode3Of(location: GeneralLocation | null | undefined): string {
  const code = location?.address?.countryCode3;
  return typeof code === 'string' && /^[A-Za-z]{3}$/.test(code.trim()) ? code.trim().toUpperCase() : '';
}

/** What this session knows: a location, null (asked, none found), or undefined (not asked yet). */
export function cachedGeneralLocation(): GeneralLocation | null | undefined {
  const cached = getJsonItem<unknown>('session', GENERAL_LOCATION_KEY);
  if (cached === undefined) return undefined;
  return isLocation(cached) ? cached : null;
}

const inflight = () => pageState('visitorBlocks.generalLocation', () => ({ call: null as Promise<GeneralLocation | null> | null }));

/** The visitor's general location: from this session's copy, else one lookup for the whole page. A failure counts as none. */
export function generalLocation(): Promise<GeneralLocation | null> {
  const cached = cachedGeneralLocation();
  if (cached !== undefined) return Promise.resolve(cached);
  const state = inflight();
  state.call ??= api(GENERAL_LOCATION_PATH, { prefixed: true })
    .then(firstLocation, () => null)
    .then((location) => {
      setJsonItem('session', GENERAL_LOCATION_KEY, location);
      state.call = null;
      return location;
    });
  return state.call;
}

/**
 * The country a field starts on, as far as it is known now: the attribute, the geocountry meta, the lookup's
 * alpha-3 code (`located`), else US. `known` maps a code to the field's own form ('' for one it does not know,
 * which then gives way to the next); by default a code is kept as given, trimmed.
 */
export function startCountryCode(
  attribute: string,
  geocountry: string | undefined,
  located: string | undefined,
  known: (code: string) => string = (code) => code.trim(),
): string {
  for (const code of [attribute, geocountry ?? '', located ?? '']) {
    const found = known(code);
    if (found) return found;
  }
  return known(FALLBACK_COUNTRY) || FALLBACK_COUNTRY;
}

/** The country a field starts on now, from its attribute, the page's meta and this session's lookup (if it answered). */
export function pageStartCountry(attribute: string, known?: (code: string) => string): string {
  return startCountryCode(attribute, readMeta('geocountry'), countryCode3Of(cachedGeneralLocation()), known);
}

/** Whether a field with this `country` attribute asks the lookup: only when neither it nor the page names a country. */
export function needsLookup(attribute: string): boolean {
  return attribute.trim() === '' && !readMeta('geocountry');
}

/**
 * The lookup's country (alpha-3) for a field whose attribute is `attribute`: '' while unknown, not needed, or
 * when the lookup found none. A session that already asked answers on the first render (no change of country
 * in front of the visitor).
 */
export function useGeneralCountry(attribute: string): string {
  const needed = needsLookup(attribute);
  const [located, setLocated] = useState(() => (needed ? countryCode3Of(cachedGeneralLocation()) : ''));
  useEffect(() => {
    if (!needed) return undefined;
    let live = true;
    void generalLocation().then((location) => {
      if (live) setLocated(countryCode3Of(location));
    });
    return () => {
      live = false;
    };
  }, [needed]);
  return needed ? located : '';
}
