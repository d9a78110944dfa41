/**
 * The US address universe behind /api/autocomplete and /api/addressVerify: every US ZIP code of the
 * zipcodes package (city, state, centroid) with a deterministic set of streets generated per ZIP
 * (seeded by the ZIP code, so a street exists in every process and on every machine, whatever else
 * was generated first). Built once per process, on first use.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { countryByIso2, statesOf } from './countries.ts';
import { Random } from '../random.ts';
import { formatStreetName, suffixPrimaryName, directionalWord, ordinalWord, uspsTokens } from './usps.ts';

const require = createRequire(import.meta.url);

/** APO/FPO/DPO ZIPs deliver to military units, which have no street addresses. */
const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);
/** zipcodes names some single-firm ZIPs after the firm ('115 Firms', 'At&t'); those have no streets either. */
const FIRM_CITY = /[\d&/]/;

/** How many streets each ZIP gets: a few, as the spec's modal shows a handful of suggestions, not a map. */
export const STREETS_PER_ZIP_MIN = 6;
export const STREETS_PER_ZIP_MAX = 10;

/** Common US street names (the most frequent in national street-name counts), plus numbered streets. */
// prettier-ignore
const STREET_NAMES = [
  'Main', 'Oak', 'Pine', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Walnut', 'Park', 'Spring',
  'Ridge', 'Church', 'Willow', 'Mill', 'Sunset', 'Railroad', 'Jackson', 'Cherry', 'Highland', 'Lincoln',
  'Madison', 'Jefferson', 'Franklin', 'Center', 'Forest', 'River', 'Meadow', 'Valley', 'Chestnut', 'Dogwood',
  'Lakeview', 'Hickory', 'Adams', 'Wilson', 'Broad', 'Spruce', 'Sycamore', 'Magnolia', 'Prospect', 'Union',
  'Market', 'Water', 'School', 'Pleasant', 'Liberty', 'Poplar', 'Cottonwood', 'University', 'Birch', 'Aspen',
  'Canyon', 'Harvard', 'Cambridge', 'Hillcrest', 'Woodland', 'Johnson', 'Green', 'Grove', 'Laurel', 'Locust',
  'Juniper', 'Sequoia', 'Orchard', 'Sunrise', 'Heritage', 'Country Club', 'Mountain View', 'Lake Shore',
  'Cherry Hill', 'Oak Ridge', 'Pinecrest', 'Fairview', 'Bridge', 'Front', 'High', 'Monroe', 'Grant', 'Cleveland',
  'Kennedy', 'Roosevelt', 'Hamilton', 'Wood', 'Smith', 'Brookside', 'Summit', 'Deer Run', 'Fox', 'Hawthorn',
  'Ivy', 'Jasmine', 'Kingston', 'Lexington', 'Mulberry', 'Newport', 'Olive', 'Palm', 'Quail', 'Redwood',
  'Sage', 'Tulip', 'Vine', 'Westwood', 'York', 'Aspen Grove', 'Bluebird', 'Canterbury', 'Sherwood', 'Stonegate',
  'Timber', 'Windsor', 'Mesa', 'Desert', 'Prairie', 'Harbor', 'Bay', 'Ocean', 'Garden', 'Meadowbrook',
] as const;

// prettier-ignore
const ORDINALS = ['1ST', '2ND', '3RD', '4TH', '5TH', '6TH', '7TH', '8TH', '9TH', '10TH', '11TH', '12TH', '13TH',
  '14TH', '15TH', '16TH', '17TH', '18TH', '19TH', '20TH', '21ST', '22ND', '23RD', '24TH', '25TH', '26TH', '27TH',
  '28TH', '29TH', '30TH'] as const;

/** Standard abbreviations with a rough share of US street suffixes. */
// prettier-ignore
const SUFFIX_WEIGHTS: readonly (readonly [string, number])[] = [
  ['ST', 30], ['AVE', 20], ['DR', 15], ['RD', 12], ['LN', 8], ['CT', 6], ['WAY', 5], ['BLVD', 4], ['PL', 4],
  ['CIR', 4], ['PKWY', 2], ['TER', 2], ['TRL', 2], ['LOOP', 1], ['HWY', 1],
];
// prettier-ignore
const PREDIRECTIONAL_WEIGHTS: readonly (readonly [string, number])[] = [
  ['', 60], ['N', 9], ['S', 9], ['E', 9], ['W', 9], ['NE', 1], ['NW', 1], ['SE', 1], ['SW', 1],
];
const NUMBERED_STREET_SHARE = 0.2;

export interface UsZip {
  zip: string;
  /** As zipcodes spells it, e.g. 'Salt Lake City'. */
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** City key within the state: USPS-folded upper case ('SAINT LOUIS'). */
  cityKey: string;
  /** cityKey's words, for prefix matching without splitting on every keystroke. */
  cityWords: string[];
  /** Position in the ranking used by autocomplete: cities with more ZIPs (larger places) first. */
  rank: number;
}

/** A distinct street name (predirectional + name + suffix); many ZIPs have a 'Main St'. */
export interface StreetKey {
  id: number;
  predirectional: string;
  name: string[];
  suffix: string;
  /** Standard tokens: ['N', 'MAIN', 'ST']. */
  tokens: string[];
  /** The same tokens spelled out: ['NORTH', 'MAIN', 'STREET'] (for half-typed autocomplete words). */
  longTokens: string[];
  /** 'N Main St' */
  text: string;
}

export interface UsStreet {
  zip: UsZip;
  /** Position among its ZIP's streets: with the ZIP's rank, a stable order for ties. */
  index: number;
  key: StreetKey;
  /** House numbers low..high, both sides of the street. */
  low: number;
  high: number;
  bearing: number;
  offsetLat: number;
  offsetLon: number;
  length: number;
}

export interface UsUniverse {
  zips: UsZip[];
  zipByCode: Map<string, UsZip>;
  /** state -> cityKey -> ZIPs */
  cities: Map<string, Map<string, UsZip[]>>;
  /** cityKey -> states that have such a city */
  cityStates: Map<string, string[]>;
  stateNames: Map<string, string>;
  /** folded full state name ('NEW YORK') -> 'NY' */
  stateByName: Map<string, string>;
  /** The streets of a ZIP, generated on first request (none for military and single-firm ZIPs). */
  streetsOf(zip: UsZip): readonly UsStreet[];
  generationMs: number;
}

/** Every street at once, for prefix search: built on the first autocomplete call. */
export interface UsStreetIndex {
  keys: StreetKey[];
  /** key id -> its streets, best ranked first */
  postings: UsStreet[][];
  /** Every ZIP, best ranked first. */
  zipsByRank: UsZip[];
  streetCount: number;
  generationMs: number;
}

/** City names as USPS keys them: 'St. Louis' and 'Saint Louis' are one city. */
const CITY_ABBREVIATIONS: Record<string, string> = { ST: 'SAINT', STE: 'SAINTE', FT: 'FORT', MT: 'MOUNT' };

export function cityKey(city: string): string {
  return uspsTokens(city)
    .map((token, index) => (index === 0 ? (CITY_ABBREVIATIONS[token] ?? token) : token))
    .join(' ');
}

function makeKey(id: number, predirectional: string, name: string[], suffix: string): StreetKey {
  const tokens = [...(predirectional ? [predirectional] : []), ...name, suffix];
  const longTokens = [
    ...(predirectional ? [directionalWord(predirectional) ?? predirectional] : []),
    ...name.map((word) => ordinalWord(word) ?? word),
    suffixPrimaryName(suffix) ?? suffix,
  ];
  const text = [predirectional, formatStreetName(name), suffix.charAt(0) + suffix.slice(1).toLowerCase()].filter(Boolean).join(' ');
  return { id, predirectional, name, suffix, tokens, longTokens, text };
}

function hasStreets(zip: UsZip): boolean {
  return !MILITARY_STATES.has(zip.state) && !FIRM_CITY.test(zip.city);
}

function generateStreetsFor(zip: UsZip, keyFor: (predirectional: string, name: string[], suffix: string) => StreetKey): UsStreet[] {
  if (!hasStreets(zip)) return [];
  const random = new Random(`us-zip:${zip.zip}`);
  const count = random.int(STREETS_PER_ZIP_MIN, STREETS_PER_ZIP_MAX);
  const seen = new Set<StreetKey>();
  const streets: UsStreet[] = [];
  for (let attempt = 0; streets.length < count && attempt < count * 4; attempt++) {
    const name = random.chance(NUMBERED_STREET_SHARE) ? [random.pick(ORDINALS)] : random.pick(STREET_NAMES).toUpperCase().split(' ');
    const key = keyFor(random.weighted(PREDIRECTIONAL_WEIGHTS), name, random.weighted(SUFFIX_WEIGHTS));
    if (seen.has(key)) continue;
    seen.add(key);
    const low = random.int(0, 30) * 100 + 1;
    const blocks = random.int(1, 12);
    streets.push({
      zip,
      index: streets.length,
      key,
      low,
      high: low + blocks * 100 - 2,
      bearing: random.next() * Math.PI,
      offsetLat: (random.next() - 0.5) * 0.04,
      offsetLon: (random.next() - 0.5) * 0.04,
      length: 0.004 + random.next() * 0.016,
    });
  }
  return streets;
}

/** Street names are shared objects: 16,000 distinct ones serve 335,000 streets. */
const streetKeys: StreetKey[] = [];
const streetKeyIds = new Map<string, StreetKey>();
function keyFor(predirectional: string, name: string[], suffix: string): StreetKey {
  const id = `${predirectional}|${name.join(' ')}|${suffix}`;
  let key = streetKeyIds.get(id);
  if (!key) {
    key = makeKey(streetKeys.length, predirectional, name, suffix);
    streetKeys.push(key);
    streetKeyIds.set(id, key);
  }
  return key;
}

function buildUniverse(): UsUniverse {
  const started = performance.now();
  const codes = (require('zipcodes') as typeof import('zipcodes')).codes;

  const unitedStates = countryByIso2('US');
  const states = unitedStates ? statesOf(unitedStates) : undefined;
  if (!states) throw new Error('country-region-data has no US states');
  const stateNames = new Map(states.map((state) => [state.abbrev, state.commonName]));
  const stateByName = new Map(states.map((state) => [uspsTokens(state.commonName).join(' '), state.abbrev]));

  const records = Object.values(codes)
    .filter((record) => record.country === 'US' && /^\d{5}$/.test(record.zip))
    .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));

  const zips: UsZip[] = records.map((record) => ({
    zip: record.zip,
    city: record.city,
    state: record.state,
    latitude: record.latitude,
    longitude: record.longitude,
    cityKey: cityKey(record.city),
    cityWords: [],
    rank: 0,
  }));
  for (const zip of zips) zip.cityWords = zip.cityKey.split(' ');
  const zipByCode = new Map(zips.map((zip) => [zip.zip, zip]));

  const cities = new Map<string, Map<string, UsZip[]>>();
  const cityStates = new Map<string, string[]>();
  for (const zip of zips) {
    let byCity = cities.get(zip.state);
    if (!byCity) cities.set(zip.state, (byCity = new Map()));
    const list = byCity.get(zip.cityKey);
    if (list) list.push(zip);
    else {
      byCity.set(zip.cityKey, [zip]);
      const statesOfCity = cityStates.get(zip.cityKey);
      if (statesOfCity) statesOfCity.push(zip.state);
      else cityStates.set(zip.cityKey, [zip.state]);
    }
  }
  const cityZipCounts = zips.map((zip) => cities.get(zip.state)?.get(zip.cityKey)?.length ?? 1);
  zips
    .map((zip, position) => ({ zip, size: cityZipCounts[position] ?? 1, position }))
    // zips is sorted by code, so the position breaks ties by ZIP code.
    .sort((a, b) => b.size - a.size || a.position - b.position)
    .forEach((entry, rank) => {
      entry.zip.rank = rank;
    });

  const streetsByZip = new Map<UsZip, UsStreet[]>();
  const streetsOf = (zip: UsZip): readonly UsStreet[] => {
    let streets = streetsByZip.get(zip);
    if (!streets) streetsByZip.set(zip, (streets = generateStreetsFor(zip, keyFor)));
    return streets;
  };

  return { zips, zipByCode, cities, cityStates, stateNames, stateByName, streetsOf, generationMs: performance.now() - started };
}

function buildIndex(data: UsUniverse): UsStreetIndex {
  const started = performance.now();
  const byRank = [...data.zips].sort((a, b) => a.rank - b.rank);
  const postings: UsStreet[][] = [];
  let streetCount = 0;
  // Visiting ZIPs best-ranked first fills every posting list already in rank order.
  for (const zip of byRank) {
    for (const street of data.streetsOf(zip)) {
      let list = postings[street.key.id];
      if (!list) postings[street.key.id] = list = [];
      list.push(street);
      streetCount++;
    }
  }
  for (let id = 0; id < streetKeys.length; id++) postings[id] ??= [];
  return { keys: streetKeys, postings, zipsByRank: byRank, streetCount, generationMs: performance.now() - started };
}

let universe: UsUniverse | undefined;
let streetIndex: UsStreetIndex | undefined;

/** ZIPs, cities and states, loaded on the first call in this process and shared by every app after. */
export function usUniverse(): UsUniverse {
  universe ??= buildUniverse();
  return universe;
}

/** Every street of every ZIP with a prefix index, built on the first call in this process. */
export function usStreetIndex(): UsStreetIndex {
  streetIndex ??= buildIndex(usUniverse());
  return streetIndex;
}

/** Latitude and longitude of a house on a street: along the street's line, in proportion to its number. */
export function usHouseLocation(street: UsStreet, houseNumber: number): { latitude: number; longitude: number } {
  const span = Math.max(1, street.high - street.low);
  const along = ((Math.min(Math.max(houseNumber, street.low), street.high) - street.low) / span - 0.5) * street.length;
  const latitude = street.zip.latitude + street.offsetLat + along * Math.cos(street.bearing);
  const cosLat = Math.max(0.2, Math.cos((latitude * Math.PI) / 180));
  const longitude = street.zip.longitude + street.offsetLon + (along * Math.sin(street.bearing)) / cosLat;
  return { latitude: Number(latitude.toFixed(5)), longitude: Number(longitude.toFixed(5)) };
}

/**
 * The ZIP+4 add-on of a house: one per block face (the hundred block and the side of the street),
 * as USPS assigns them, derived from the street so the same house always gets the same code.
 */
export function usPlus4(street: UsStreet, houseNumber: number): string {
  const random = new Random(`us-plus4:${street.zip.zip}:${street.key.text}:${Math.floor(houseNumber / 100)}:${houseNumber % 2}`);
  return String(random.int(1, 9999)).padStart(4, '0');
}

export interface UsDataStats {
  zipCodes: number;
  zipCodesWithStreets: number;
  cities: number;
  streets: number;
  distinctStreetNames: number;
  addresses: number;
  loadMs: number;
  indexMs: number;
}

export function usDataStats(): UsDataStats {
  const data = usUniverse();
  const index = usStreetIndex();
  let cities = 0;
  for (const byCity of data.cities.values()) cities += byCity.size;
  let addresses = 0;
  let zipCodesWithStreets = 0;
  for (const zip of data.zips) {
    const streets = data.streetsOf(zip);
    if (streets.length > 0) zipCodesWithStreets++;
    for (const street of streets) addresses += street.high - street.low + 1;
  }
  return {
    zipCodes: data.zips.length,
    zipCodesWithStreets,
    cities,
    streets: index.streetCount,
    distinctStreetNames: index.keys.length,
    addresses,
    loadMs: Math.round(data.generationMs),
    indexMs: Math.round(index.generationMs),
  };
}

/**
 * SHA-256 over every generated street in ZIP order, so two processes (or machines) can be shown to hold
 * the same data whatever order they generated it in.
 */
export function usDataFingerprint(): string {
  const data = usUniverse();
  const hash = createHash('sha256');
  let chunk = '';
  for (const zip of data.zips) {
    for (const street of data.streetsOf(zip)) {
      chunk += `${zip.zip}|${zip.city}|${zip.state}|${street.key.text}|${street.low}|${street.high}|${street.bearing.toFixed(6)}|${street.offsetLat.toFixed(6)}\n`;
    }
    if (chunk.length > 65536) {
      hash.update(chunk);
      chunk = '';
    }
  }
  hash.update(chunk);
  return hash.digest('hex');
}
