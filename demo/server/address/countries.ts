/**
 * Countries (world-countries: ISO 3166-1 alpha-2, alpha-3, numeric, names) and their first-level
 * divisions (country-region-data), with the numeric location codes the address block uses.
 *
 * Location codes: the spec's address block keys its state list by a numeric country "location code"
 * and fixes one value, "Country code 251 uses state abbreviations", i.e. 251 is the United States.
 * Every other country's location code is its ISO 3166-1 numeric code (Canada 124, Mexico 484,
 * Germany 276, written without leading zeros: Afghanistan 4). 251 is unassigned in ISO 3166-1, so the
 * United States' code cannot collide with another country, and 840 (its ISO code) is not a location
 * code. Kosovo, which has no ISO numeric code, takes 900 from ISO's user-assigned range 900-999.
 * The codes are therefore fixed by a standard, not by the order of a package's list.
 */
import { createRequire } from 'node:module';
import type { Country } from 'world-countries';
import { fold } from './text.ts';

const require = createRequire(import.meta.url);

/** Spec section 5: 'Country code 251 uses state abbreviations instead of common names.' */
export const UNITED_STATES_LOCATION_CODE = 251;
/** Kosovo has no ISO 3166-1 numeric code; 900 is the first of the user-assigned codes. */
export const KOSOVO_LOCATION_CODE = 900;

export interface CountryInfo {
  iso2: string;
  iso3: string;
  /** English common name, e.g. 'Germany'. */
  name: string;
  officialName: string;
  /** ISO 3166-1 numeric, 0 when the country has none (Kosovo). */
  isoNumeric: number;
  locationCode: number;
  /** ISO 639-3 codes of the official languages, e.g. ['deu']. */
  languages: string[];
  /** Every spelling a visitor may type as the country: names, native names, alternative spellings. */
  names: string[];
  latitude: number;
  longitude: number;
}

export interface StateEntry {
  commonName: string;
  abbrev: string;
}

interface RegionRecord {
  name: string;
  shortCode?: string;
}

interface CountryRegionRecord {
  countryName: string;
  countryShortCode: string;
  regions: RegionRecord[];
}

function locationCodeOf(country: Country): number {
  if (country.cca2 === 'US') return UNITED_STATES_LOCATION_CODE;
  if (country.ccn3 === '') {
    if (country.cca2 === 'XK') return KOSOVO_LOCATION_CODE;
    throw new Error(`${country.cca2} has no ISO numeric code and no location code`);
  }
  return Number.parseInt(country.ccn3, 10);
}

function countryNames(country: Country): string[] {
  const names = new Set<string>([country.name.common, country.name.official, ...country.altSpellings]);
  for (const native of Object.values(country.name.native)) {
    names.add(native.common);
    names.add(native.official);
  }
  // Two-letter spellings ('DE', 'FR') are also ordinary words and abbreviations; only the ISO3 code is kept.
  return [...names, country.cca3].filter((name) => name.length > 2);
}

function loadCountries(): CountryInfo[] {
  const raw = require('world-countries') as Country[];
  const list = raw.map<CountryInfo>((country) => ({
    iso2: country.cca2,
    iso3: country.cca3,
    name: country.name.common,
    officialName: country.name.official,
    isoNumeric: country.ccn3 === '' ? 0 : Number.parseInt(country.ccn3, 10),
    locationCode: locationCodeOf(country),
    languages: Object.keys(country.languages),
    names: countryNames(country),
    latitude: country.latlng[0],
    longitude: country.latlng[1],
  }));
  list.sort((a, b) => (a.iso3 < b.iso3 ? -1 : a.iso3 > b.iso3 ? 1 : 0));
  const codes = new Set<number>();
  for (const country of list) {
    if (codes.has(country.locationCode)) throw new Error(`location code ${country.locationCode} is used twice`);
    codes.add(country.locationCode);
  }
  return list;
}

let countriesCache: CountryInfo[] | undefined;
let byIso3: Map<string, CountryInfo> | undefined;
let byIso2: Map<string, CountryInfo> | undefined;
let byLocationCode: Map<number, CountryInfo> | undefined;
let byFoldedName: Map<string, CountryInfo> | undefined;

/** Every country, sorted by ISO3. */
export function allCountries(): readonly CountryInfo[] {
  countriesCache ??= loadCountries();
  return countriesCache;
}

export function countryByIso3(iso3: string): CountryInfo | undefined {
  byIso3 ??= new Map(allCountries().map((country) => [country.iso3, country]));
  return byIso3.get(iso3.toUpperCase());
}

export function countryByIso2(iso2: string): CountryInfo | undefined {
  byIso2 ??= new Map(allCountries().map((country) => [country.iso2, country]));
  return byIso2.get(iso2.toUpperCase());
}

export function countryByLocationCode(code: number): CountryInfo | undefined {
  byLocationCode ??= new Map(allCountries().map((country) => [country.locationCode, country]));
  return byLocationCode.get(code);
}

/** The country a piece of address text names ('Deutschland', 'germany', 'DEU'), if any. */
export function countryByName(text: string): CountryInfo | undefined {
  if (!byFoldedName) {
    byFoldedName = new Map();
    for (const country of allCountries()) {
      for (const name of country.names) {
        const key = fold(name);
        // A spelling two countries share keeps the first country (sorted by ISO3), so the answer is stable.
        if (key !== '' && !byFoldedName.has(key)) byFoldedName.set(key, country);
      }
    }
  }
  return byFoldedName.get(fold(text));
}

let regionsCache: Map<string, RegionRecord[]> | undefined;

function regionsByIso2(): Map<string, RegionRecord[]> {
  if (!regionsCache) {
    const data = require('country-region-data/data.json') as CountryRegionRecord[];
    regionsCache = new Map(data.map((country) => [country.countryShortCode, country.regions]));
  }
  return regionsCache;
}

/**
 * The state list of a country, or undefined when it has none. country-region-data lists a country
 * without divisions (Aruba, Gibraltar, Hong Kong) as one region named like the country; a list of one
 * is no choice, so those countries have no state file and the address block hides its state group.
 * A region without a short code takes its name as its abbreviation.
 */
export function statesOf(country: CountryInfo): StateEntry[] | undefined {
  const regions = regionsByIso2().get(country.iso2);
  if (!regions || regions.length <= 1) return undefined;
  return regions.map((region) => ({ commonName: region.name, abbrev: region.shortCode ?? region.name }));
}

/** The file name the spec's `{static directory}/country/state-{locationCode}.json` call asks for. */
export function stateFileName(country: CountryInfo): string {
  return `state-${country.locationCode}.json`;
}
