/**
 * International autocomplete and verification (GET /api/intlautocomplete, POST /api/intladdressverify)
 * over the world cities and their generated streets. Answers are `Output` items shaped like the
 * address-validation service the spec describes (section 3 'International response'): the result
 * (MainAddressLine, AreaName1/3, PostCode1/2, X, Y, FormattedAddress, Country...), the flags the address
 * block decides validity with (LDS_AddressValidationFlag, Match), and the input echoes.
 */
import { countryByIso2, countryByName, type CountryInfo } from './countries.ts';
import {
  addressStyleOf,
  citiesNamed,
  citiesOf,
  countryStreetIndex,
  intlHouseLocation,
  postcodeKey,
  postcodePattern,
  streetPool,
  streetsOf,
  type AddressStyle,
  type IntlCity,
  type IntlStreet,
} from './intl-data.ts';
import { collapseSpaces, editDistance, fold, typoAllowance } from './text.ts';

export const INTL_AUTOCOMPLETE_MAX_OPTIONS = 10;
/** Nearest candidates offered when the address needed a correction. */
export const INTL_MAX_CANDIDATES = 3;
/** Same-named places searched for the street: the largest few (there are 30 Neustadts in Germany). */
const MAX_CITIES_SEARCHED = 25;
const MAX_CITY_WORDS = 4;

export type YesNo = 'T' | 'F';

export interface IntlOutputItem {
  RecordID: string;
  FormattedAddress: string;
  /** '' when a result was found, 'F' when none was. */
  Status: '' | 'F';
  'Status.Description': string;
  Country: string;
  CountryName: string;
  /** 'INPUT': the country parameter; 'ADDRESS': read from the address text (a different country was found there). */
  CountrySource: 'INPUT' | 'ADDRESS';
  /** 'T': the address exists exactly as entered (spelling, house number, postcode if given) in the country. */
  LDS_AddressValidationFlag: YesNo;
  /** Country comparison: 'Y' same country, 'N' the address is in another country, '' not compared (countryComparisonFlag F). */
  Match: 'Y' | 'N' | '';
  MainAddressLine: string;
  /** First-level division; empty, as the city data names none (see README). */
  AreaName1: string;
  /** City. */
  AreaName3: string;
  PostCode1: string;
  PostCode2: string;
  /** Longitude and latitude. */
  X: string;
  Y: string;
  /** 7 house number, 5 street, 3 postcode, 1 city, 0 none. */
  PrecisionLevel: string;
  PrecisionCode: 'ADDRESS' | 'STREET' | 'POSTCODE' | 'CITY' | '';
  BestGeocodingCoverage: 'ADDRESS';
  AddressLine1: string;
  AddressLine2: string;
  AddressLine3: string;
  AddressLine4: string;
  City: string;
  StateProvince: string;
  Locality: string;
  PostalCode: string;
}

/** Abbreviations visitors type, per address style, after folding (lower case, no dots). */
const ABBREVIATIONS: Record<AddressStyle, Record<string, string>> = {
  en: {
    st: 'street',
    rd: 'road',
    ln: 'lane',
    ave: 'avenue',
    av: 'avenue',
    cl: 'close',
    dr: 'drive',
    cres: 'crescent',
    pl: 'place',
    gdns: 'gardens',
    ter: 'terrace',
    terr: 'terrace',
    gr: 'grove',
    gro: 'grove',
  },
  fr: {
    r: 'rue',
    av: 'avenue',
    ave: 'avenue',
    bd: 'boulevard',
    bld: 'boulevard',
    boul: 'boulevard',
    bvd: 'boulevard',
    pl: 'place',
    ch: 'chemin',
    all: 'allee',
    imp: 'impasse',
    gal: 'general',
    gen: 'general',
  },
  de: { pl: 'platz' },
  es: { c: 'calle', cl: 'calle', av: 'avenida', avda: 'avenida', pza: 'plaza', pl: 'plaza', po: 'paseo', cno: 'camino' },
  pt: { r: 'rua', av: 'avenida', tv: 'travessa', pc: 'praca', pca: 'praca', lg: 'largo', al: 'alameda' },
  it: { v: 'via', vle: 'viale', p: 'piazza', pza: 'piazza', cso: 'corso', vic: 'vicolo', l: 'largo' },
  nl: {},
};

/** 'Hauptstr' -> 'hauptstrasse', 'Kerkstr' -> 'kerkstraat': the compound's abbreviated ending. */
const COMPOUND_ENDINGS: Partial<Record<AddressStyle, readonly (readonly [string, string])[]>> = {
  de: [['str', 'strasse']],
  nl: [['str', 'straat']],
};

function expandWord(word: string, style: AddressStyle): string {
  const table = ABBREVIATIONS[style];
  // Own keys only: the word comes from the visitor, and 'constructor' is on every plain object.
  const expanded = Object.hasOwn(table, word) ? table[word] : undefined;
  if (expanded) return expanded;
  for (const [short, long] of COMPOUND_ENDINGS[style] ?? []) {
    if (word.endsWith(short) && word.length > short.length) return word.slice(0, -short.length) + long;
  }
  return word;
}

const HOUSE_NUMBER = /^\d+[a-z]?$/;

function formatLine(style: AddressStyle, streetName: string, houseNumber: string): string {
  if (!houseNumber) return streetName;
  return streetPool(style).numberFirst ? `${houseNumber} ${streetName}` : `${streetName} ${houseNumber}`;
}

function formatLastLine(style: AddressStyle, city: string, postcode: string): string {
  if (!postcode) return city;
  return streetPool(style).postcodeFirst ? `${postcode} ${city}` : `${city} ${postcode}`;
}

interface InputEcho {
  lines: string[];
  city: string;
  postcode: string;
}

function emptyItem(
  country: CountryInfo,
  echo: InputEcho,
  source: IntlOutputItem['CountrySource'],
  match: IntlOutputItem['Match'],
  description: string,
): IntlOutputItem {
  return {
    RecordID: '',
    FormattedAddress: '',
    Status: 'F',
    'Status.Description': description,
    Country: country.iso3,
    CountryName: country.name,
    CountrySource: source,
    LDS_AddressValidationFlag: 'F',
    Match: match,
    MainAddressLine: '',
    AreaName1: '',
    AreaName3: '',
    PostCode1: '',
    PostCode2: '',
    X: '',
    Y: '',
    PrecisionLevel: '0',
    PrecisionCode: '',
    BestGeocodingCoverage: 'ADDRESS',
    AddressLine1: echo.lines[0] ?? '',
    AddressLine2: echo.lines[1] ?? '',
    AddressLine3: echo.lines[2] ?? '',
    AddressLine4: echo.lines[3] ?? '',
    City: echo.city,
    StateProvince: '',
    Locality: '',
    PostalCode: echo.postcode,
  };
}

function resultItem(
  street: IntlStreet,
  houseNumber: string,
  country: CountryInfo,
  echo: InputEcho,
  flags: { source: IntlOutputItem['CountrySource']; valid: boolean; match: IntlOutputItem['Match']; description: string },
): IntlOutputItem {
  const style = addressStyleOf(country);
  const line = formatLine(style, street.name, houseNumber);
  const location = intlHouseLocation(street, houseNumber ? Number.parseInt(houseNumber, 10) : street.low);
  const formatted = [line, formatLastLine(style, street.city.name, street.postcode), country.name].join(', ');
  return {
    ...emptyItem(country, echo, flags.source, flags.match, flags.description),
    RecordID: `${country.iso3}-${street.city.id}-${street.index}${houseNumber ? `-${houseNumber}` : ''}`,
    FormattedAddress: formatted,
    Status: '',
    LDS_AddressValidationFlag: flags.valid ? 'T' : 'F',
    MainAddressLine: line,
    AreaName3: street.city.name,
    PostCode1: street.postcode,
    X: location.longitude.toFixed(6),
    Y: location.latitude.toFixed(6),
    PrecisionLevel: houseNumber ? '7' : '5',
    PrecisionCode: houseNumber ? 'ADDRESS' : 'STREET',
  };
}

interface ParsedIntl {
  /** A country named in the text ('..., Germany'), if any. */
  namedCountry: CountryInfo | undefined;
  streetWords: string[];
  houseNumber: string;
  /** Words after the street part, all comma parts together. */
  cityWords: string[];
  /** The same words per comma part ('Paris', 'Île-de-France'): the city is usually one of them. */
  cityParts: string[][];
  postcode: string;
  echo: InputEcho;
}

function findPostcode(text: string, iso2: string): { postcode: string; rest: string } {
  const pattern = postcodePattern(iso2);
  if (!pattern) return { postcode: '', rest: text };
  let last: RegExpExecArray | undefined;
  for (const match of text.matchAll(pattern)) last = match as RegExpExecArray;
  if (!last || last[1] === undefined) return { postcode: '', rest: text };
  const start = (last.index ?? 0) + last[0].length - last[1].length;
  return { postcode: last[1], rest: collapseSpaces(text.slice(0, start) + ' ' + text.slice(start + last[1].length)) };
}

/** Takes the one-line address apart: country name, postcode, city, street and house number. */
function parseIntl(address: string, country: CountryInfo): ParsedIntl {
  const rawParts = address
    .split(',')
    .map((part) => collapseSpaces(part))
    .filter((part) => part !== '');
  const echoLines = rawParts.slice(0, 4);
  let parts = rawParts.map(fold).filter((part) => part !== '');

  let namedCountry: CountryInfo | undefined;
  const lastPart = parts[parts.length - 1];
  if (parts.length > 1 && lastPart !== undefined && countryByName(lastPart)) {
    namedCountry = countryByName(lastPart);
    parts = parts.slice(0, -1);
  } else if (parts.length === 1) {
    const words = (parts[0] ?? '').split(' ');
    for (let count = Math.min(3, words.length - 2); count >= 1; count--) {
      const found = countryByName(words.slice(words.length - count).join(' '));
      if (found) {
        namedCountry = found;
        parts = [words.slice(0, words.length - count).join(' ')];
        break;
      }
    }
  }

  // The postcode is looked for in the country the text names, else the selected one, outside the street part first.
  const postcodeCountry = namedCountry ?? country;
  let postcode = '';
  for (let i = parts.length - 1; i >= 0 && postcode === ''; i--) {
    if (i === 0 && parts.length > 1) break;
    const found = findPostcode(parts[i] ?? '', postcodeCountry.iso2);
    if (found.postcode) {
      postcode = found.postcode;
      parts[i] = found.rest;
    }
  }
  parts = parts.filter((part) => part !== '');

  const streetPart = (parts[0] ?? '').split(' ').filter(Boolean);
  const cityParts = parts
    .slice(1)
    .map((part) => part.split(' ').filter(Boolean))
    .filter((words) => words.length > 0);
  const cityWords = cityParts.flat();
  let houseNumber = '';
  const numberAt = streetPart.findIndex((word) => HOUSE_NUMBER.test(word));
  // The house number is the first or last word of the street part ('12 rue ...', 'Hauptstraße 12'), or comes right after the street when the city follows without a comma.
  if (numberAt !== -1) {
    houseNumber = streetPart[numberAt] ?? '';
    streetPart.splice(numberAt, 1);
  }
  // The city as typed: the comma parts after the street, without the country and the postcode.
  const postcodeWords = new Set(fold(postcode).split(' '));
  const echoCity = rawParts
    .slice(1, namedCountry ? -1 : undefined)
    .map((part) =>
      part
        .split(/\s+/)
        .filter((word) => !postcodeWords.has(fold(word)))
        .join(' '),
    )
    .filter((part) => part !== '')
    .join(', ');
  return {
    namedCountry,
    streetWords: streetPart,
    houseNumber,
    cityWords,
    cityParts,
    postcode,
    echo: { lines: echoLines, city: echoCity, postcode: postcode.toUpperCase() },
  };
}

interface CityChoice {
  city: IntlCity;
  distance: number;
}

function citiesByName(country: CountryInfo, words: readonly string[]): CityChoice[] {
  const name = words.join(' ');
  if (name === '') return [];
  const exact = citiesOf(country.iso2).filter((city) => city.folded === name);
  if (exact.length > 0) return exact.slice(0, MAX_CITIES_SEARCHED).map((city) => ({ city, distance: 0 }));
  const allowance = typoAllowance(name.replace(/ /g, '').length);
  if (allowance === 0) return [];
  const near: CityChoice[] = [];
  for (const city of citiesOf(country.iso2)) {
    const distance = editDistance(name, city.folded, allowance);
    if (distance <= allowance) near.push({ city, distance });
  }
  return near.sort((a, b) => a.distance - b.distance || b.city.population - a.city.population).slice(0, MAX_CITIES_SEARCHED);
}

/**
 * Without a comma the city is the longest run of final words naming a city of the country (or, failing
 * that, the closest spelling), leaving at least one street word in front.
 */
function splitStreetAndCity(words: string[], country: CountryInfo): { street: string[]; cities: CityChoice[]; cityWords: string[] } {
  const maxWords = Math.min(MAX_CITY_WORDS, words.length - 1);
  let best: { count: number; cities: CityChoice[] } | undefined;
  for (let count = maxWords; count >= 1; count--) {
    const cities = citiesByName(country, words.slice(words.length - count));
    const first = cities[0];
    if (!first) continue;
    if (first.distance === 0) return { street: words.slice(0, words.length - count), cities, cityWords: words.slice(words.length - count) };
    if (!best || first.distance < (best.cities[0]?.distance ?? Infinity)) best = { count, cities };
  }
  if (best) return { street: words.slice(0, words.length - best.count), cities: best.cities, cityWords: words.slice(words.length - best.count) };
  return { street: words, cities: [], cityWords: [] };
}

interface Scored {
  street: IntlStreet;
  cost: number;
}

function matchStreets(country: CountryInfo, parsed: ParsedIntl): { scored: Scored[]; exactCity: boolean; cityWords: string[] } {
  const style = addressStyleOf(country);
  let streetWords = parsed.streetWords;
  let cities: CityChoice[];
  let cityWords = parsed.cityWords;
  if (cityWords.length > 0) {
    // The part that names a city best ('Paris' in 'Paris, Île-de-France'); all parts together as a last try.
    cities = [];
    for (const words of [...parsed.cityParts, ...(parsed.cityParts.length > 1 ? [cityWords] : [])]) {
      const found = citiesByName(country, words);
      const distance = found[0]?.distance;
      if (distance !== undefined && (cities.length === 0 || distance < (cities[0]?.distance ?? Infinity))) {
        cities = found;
        cityWords = words;
      }
    }
  } else {
    const split = splitStreetAndCity(streetWords, country);
    streetWords = split.street;
    cities = split.cities;
    cityWords = split.cityWords;
  }
  const postcode = parsed.postcode ? postcodeKey(parsed.postcode) : '';
  if (postcode) {
    for (const city of countryStreetIndex(country.iso2).postcodes.get(postcode) ?? []) {
      if (!cities.some((choice) => choice.city === city)) cities.push({ city, distance: cityWords.length > 0 ? 2 : 0 });
    }
  }
  const exactCity = cities.some((choice) => choice.distance === 0);
  const typed = streetWords.map((word) => expandWord(word, style)).join(' ');
  if (typed === '' || !parsed.houseNumber) return { scored: [], exactCity, cityWords };
  const houseNumber = Number.parseInt(parsed.houseNumber, 10);
  const compactTyped = typed.replace(/ /g, '');
  const scored: Scored[] = [];
  for (const { city, distance: cityDistance } of cities) {
    for (const street of streetsOf(city)) {
      if (houseNumber < street.low || houseNumber > street.high) continue;
      const allowance = typoAllowance(street.folded.replace(/ /g, '').length);
      const nameDistance = Math.min(editDistance(typed, street.folded, allowance), editDistance(compactTyped, street.folded.replace(/ /g, ''), allowance));
      if (nameDistance > allowance) continue;
      const postcodeCost = postcode && postcodeKey(street.postcode) !== postcode ? 1 : 0;
      scored.push({ street, cost: nameDistance + cityDistance + postcodeCost });
    }
  }
  scored.sort(
    (a, b) => a.cost - b.cost || b.street.city.population - a.street.city.population || a.street.city.id - b.street.city.id || a.street.index - b.street.index,
  );
  return { scored, exactCity, cityWords };
}

/**
 * The country of a world city named by a run of these words (longest run first; the most populous of
 * same-named cities), when it is not `except`: 'Provo UT' finds Provo, United States.
 */
function countryOfCity(words: readonly string[], except: CountryInfo, endOnly: boolean): CountryInfo | undefined {
  for (let count = Math.min(MAX_CITY_WORDS, words.length); count >= 1; count--) {
    const lowest = endOnly ? words.length - count : 0;
    for (let start = words.length - count; start >= lowest; start--) {
      const city = citiesNamed(words.slice(start, start + count).join(' '))[0];
      if (city && city.iso2 !== except.iso2) return countryByIso2(city.iso2);
    }
  }
  return undefined;
}

function itemsFor(country: CountryInfo, parsed: ParsedIntl, source: IntlOutputItem['CountrySource'], match: IntlOutputItem['Match']): IntlOutputItem[] {
  const { scored, cityWords } = matchStreets(country, parsed);
  // Without a comma the city was only found by matching: echo the words that named it.
  if (parsed.echo.city === '' && cityWords.length > 0) parsed.echo.city = cityWords.join(' ');
  const best = scored[0];
  if (!best) return [emptyItem(country, parsed.echo, source, match, 'No matching address')];
  if (best.cost === 0) {
    const description = match === 'N' ? 'Address found in another country' : 'Address verified';
    return [resultItem(best.street, parsed.houseNumber, country, parsed.echo, { source, valid: true, match, description })];
  }
  return scored.slice(0, INTL_MAX_CANDIDATES).map((entry) =>
    resultItem(entry.street, parsed.houseNumber, country, parsed.echo, {
      source,
      valid: false,
      match,
      description: 'Address corrected; confirm a suggestion',
    }),
  );
}

/**
 * Verifies an address in `country`. With `compareCountry` (countryComparisonFlag T) an address whose
 * text names another country, or whose city exists only in another country, is flagged: Match 'N',
 * Country and CountryName of the country found, CountrySource 'ADDRESS'.
 */
export function verifyIntlAddress(address: string, country: CountryInfo, compareCountry: boolean): IntlOutputItem[] {
  const parsed = parseIntl(address, country);
  const sameCountryMatch: IntlOutputItem['Match'] = compareCountry ? 'Y' : '';
  if (compareCountry && parsed.namedCountry && parsed.namedCountry.iso3 !== country.iso3) {
    return mismatchItems(parsed.namedCountry, parsed);
  }
  const { scored, exactCity, cityWords } = matchStreets(country, parsed);
  // No exact address and no city of that name here, but a city of that name elsewhere: the visitor picked the wrong country.
  if (compareCountry && (scored[0]?.cost ?? 1) > 0 && !exactCity) {
    // Without a comma only the final words can be the city; a street word ('Main') may be a town somewhere.
    const elsewhere = cityWords.length > 0 ? countryOfCity(cityWords, country, false) : countryOfCity(parsed.streetWords.slice(1), country, true);
    if (elsewhere) return mismatchItems(elsewhere, parsed);
  }
  return itemsFor(country, parsed, 'INPUT', sameCountryMatch);
}

function mismatchItems(found: CountryInfo, parsed: ParsedIntl): IntlOutputItem[] {
  // US streets live in the US data set (POST /api/addressVerify); here the country is only named.
  if (found.iso2 === 'US') return [emptyItem(found, parsed.echo, 'ADDRESS', 'N', 'The address is in another country')];
  return itemsFor(found, parsed, 'ADDRESS', 'N');
}

/**
 * Suggestions for a half-typed address in `country`: street names that start with the typed words
 * (abbreviations and accents forgiven), in the largest places first, with the typed house number when it
 * exists on the street. Text after a comma (or after a complete street name) narrows by city or postcode.
 */
export function autocompleteIntl(prefix: string, country: CountryInfo, limit = INTL_AUTOCOMPLETE_MAX_OPTIONS): IntlOutputItem[] {
  const style = addressStyleOf(country);
  const comma = prefix.indexOf(',');
  const streetText = comma === -1 ? prefix : prefix.slice(0, comma);
  const cityText = fold(comma === -1 ? '' : prefix.slice(comma + 1));
  const partial = !/\s$/.test(prefix);
  const words = fold(streetText).split(' ').filter(Boolean);
  let houseNumber = '';
  const numberAt = words.findIndex((word) => HOUSE_NUMBER.test(word));
  if (numberAt !== -1) {
    houseNumber = words[numberAt] ?? '';
    words.splice(numberAt, 1);
  }
  if (words.length === 0 && !houseNumber) return [];
  // A half-typed last word is matched as typed ('av' may become 'avenue' or 'avenida'); finished ones are expanded.
  const typed = words.map((word, i) => (i === words.length - 1 && partial && comma === -1 ? word : expandWord(word, style))).join(' ');
  const number = houseNumber ? Number.parseInt(houseNumber, 10) : undefined;
  const echo: InputEcho = { lines: [], city: '', postcode: '' };

  const found: IntlStreet[] = [];
  for (const entry of countryStreetIndex(country.iso2).names) {
    let cityPrefix = cityText;
    if (typed !== '' && !entry.folded.startsWith(typed) && !entry.compact.startsWith(typed.replace(/ /g, ''))) {
      // '12 rue de la paix par': a complete street name followed by the start of the city.
      if (comma !== -1 || !typed.startsWith(`${entry.folded} `)) continue;
      cityPrefix = typed.slice(entry.folded.length + 1);
    }
    let taken = 0;
    for (const street of entry.streets) {
      if (number !== undefined && (number < street.low || number > street.high)) continue;
      if (cityPrefix && !street.city.folded.startsWith(cityPrefix) && !postcodeKey(street.postcode).startsWith(postcodeKey(cityPrefix))) continue;
      found.push(street);
      if (++taken >= limit) break;
    }
  }
  found.sort((a, b) => b.city.population - a.city.population || a.city.id - b.city.id || a.index - b.index);
  return found.slice(0, limit).map((street) => {
    const item = resultItem(street, houseNumber, country, echo, { source: 'INPUT', valid: houseNumber !== '', match: 'Y', description: 'Suggestion' });
    // In a suggestion the "input" fields describe the suggestion itself, ready to fill the form's fields.
    return { ...item, AddressLine1: item.MainAddressLine, City: street.city.name, PostalCode: street.postcode };
  });
}
