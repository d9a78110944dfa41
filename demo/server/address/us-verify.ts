/**
 * US address verification (POST /api/addressVerify): the visitor's one-line address is parsed
 * (delivery line, city, state, ZIP), standardised the USPS way and looked up among the generated
 * streets. An address that exists answers one candidate whose delivery_line_1, city_name,
 * state_abbreviation and zipcode are the standardised input; a typo in the street or city, a missing
 * or wrong ZIP, or a missing directional or suffix answers the nearest candidates; nonsense answers [].
 */
import { collapseSpaces, editDistance, typoAllowance } from './text.ts';
import { cityKey, usHouseLocation, usPlus4, usUniverse, type UsStreet, type UsUniverse, type UsZip } from './us-data.ts';
import { formatStreetName, formatUsStreetLine, parseUsStreetTokens, secondaryUnit, suffixAbbreviation, uspsTokens, type UsStreetLine } from './usps.ts';

/** The modal lists a handful of options; more would be noise. */
export const MAX_VERIFY_CANDIDATES = 5;
/** A city name may be at most this many words when it is not set off by a comma ('Salt Lake City', 'Rancho Santa Margarita'). */
const MAX_CITY_WORDS = 4;

export interface UsAddressParts {
  street: UsStreetLine;
  /** The delivery line as typed, tidied. */
  streetText: string;
  city: string;
  /** City key (USPS-folded) of the typed city, '' when none was found. */
  cityKey: string;
  state: string;
  zip: string;
  plus4: string;
}

export interface UsCandidate {
  input_index: number;
  candidate_index: number;
  delivery_line_1: string;
  last_line: string;
  /** The same two lines under the names the single address field reads. */
  deliveryLine1: string;
  lastLine: string;
  components: {
    primary_number: string;
    street_predirectional: string;
    street_name: string;
    street_suffix: string;
    street_postdirectional?: string;
    secondary_designator?: string;
    secondary_number?: string;
    city_name: string;
    state_abbreviation: string;
    zipcode: string;
    plus4_code: string;
  };
  metadata: {
    record_type: 'S' | 'H';
    zip_type: 'Standard';
    latitude: number;
    longitude: number;
    precision: 'Zip9';
  };
  analysis: {
    dpv_match_code: 'Y';
    /** 'exact' when the input was already this address in standard form, else 'corrected'. */
    match: 'exact' | 'corrected';
    /** SmartyStreets-style codes: A# ZIP corrected or added, B# city or state corrected, M# street corrected, N# abbreviations standardised. */
    footnotes: string;
  };
}

const ZIP_TOKEN = /^(\d{5})(?:-?(\d{4}))?$/;

interface CityMatch {
  state: string;
  key: string;
  distance: number;
}

function joinTokens(tokens: readonly string[]): string {
  return tokens.join(' ');
}

/** The state at the end of `tokens` (an abbreviation or a full name of up to three words). */
function takeState(tokens: string[], data: UsUniverse): string {
  const last = tokens[tokens.length - 1];
  // At least a house number and a street word must stay in front of it.
  if (last !== undefined && tokens.length >= 3 && data.stateNames.has(last)) {
    tokens.pop();
    return last;
  }
  for (let words = Math.min(3, tokens.length - 2); words >= 1; words--) {
    const name = joinTokens(tokens.slice(tokens.length - words));
    const state = data.stateByName.get(name);
    if (state) {
      tokens.splice(tokens.length - words);
      return state;
    }
  }
  return '';
}

/** Cities called `key` (exactly) in the state, or anywhere when the state is unknown. */
function exactCities(key: string, state: string, data: UsUniverse): CityMatch[] {
  if (state) return data.cities.get(state)?.has(key) ? [{ state, key, distance: 0 }] : [];
  return (data.cityStates.get(key) ?? []).map((found) => ({ state: found, key, distance: 0 }));
}

/**
 * Cities within typo distance of `key`, nearest first: among the ZIP's own city when a known ZIP was
 * typed (so a street word is never mistaken for a misspelt far-away town), else among the state's cities.
 */
function fuzzyCities(key: string, state: string, zip: UsZip | undefined, data: UsUniverse): CityMatch[] {
  const byCity = data.cities.get(state);
  if (!byCity) return [];
  const allowance = typoAllowance(key.replace(/ /g, '').length);
  if (allowance === 0) return [];
  const found: CityMatch[] = [];
  const candidates = zip && zip.state === state ? [zip.cityKey] : byCity.keys();
  for (const candidate of candidates) {
    const distance = editDistance(key, candidate, allowance);
    if (distance <= allowance) found.push({ state, key: candidate, distance });
  }
  return found.sort((a, b) => a.distance - b.distance || (a.key < b.key ? -1 : 1));
}

/**
 * Splits the words before the state into delivery line and city. With a comma the visitor drew the line;
 * without one, the longest run of final words that names a known city is the city (a close spelling when
 * no exact name fits), always leaving a house number and a street word in front.
 */
function splitCity(
  streetTokens: string[],
  cityTokens: string[],
  state: string,
  zip: UsZip | undefined,
  data: UsUniverse,
): { street: string[]; cities: CityMatch[]; cityText: string[] } {
  const lookupState = state || zip?.state || '';
  if (cityTokens.length > 0) {
    const key = cityKey(joinTokens(cityTokens));
    const exact = exactCities(key, lookupState, data);
    return { street: streetTokens, cities: exact.length > 0 ? exact : lookupState ? fuzzyCities(key, lookupState, zip, data) : [], cityText: cityTokens };
  }
  const maxWords = Math.min(MAX_CITY_WORDS, streetTokens.length - 2);
  for (let words = maxWords; words >= 1; words--) {
    const key = cityKey(joinTokens(streetTokens.slice(streetTokens.length - words)));
    const exact = exactCities(key, lookupState, data);
    if (exact.length > 0)
      return { street: streetTokens.slice(0, streetTokens.length - words), cities: exact, cityText: streetTokens.slice(streetTokens.length - words) };
  }
  if (lookupState) {
    let best: { words: number; cities: CityMatch[] } | undefined;
    for (let words = maxWords; words >= 1; words--) {
      const tail = streetTokens.slice(streetTokens.length - words);
      // A misspelt city does not start with a street suffix or unit word: those end the delivery line.
      const head = tail[0] ?? '';
      if (suffixAbbreviation(head) || secondaryUnit(head) || head === '#') continue;
      const cities = fuzzyCities(cityKey(joinTokens(tail)), lookupState, zip, data);
      const first = cities[0];
      if (first && (!best || first.distance < (best.cities[0]?.distance ?? Infinity))) best = { words, cities };
    }
    if (best) {
      return {
        street: streetTokens.slice(0, streetTokens.length - best.words),
        cities: best.cities,
        cityText: streetTokens.slice(streetTokens.length - best.words),
      };
    }
  }
  return { street: streetTokens, cities: [], cityText: [] };
}

function looksLikeSecondary(tokens: readonly string[]): boolean {
  const first = tokens[0];
  return first !== undefined && (first === '#' || secondaryUnit(first) !== undefined);
}

export interface ParsedUsAddress {
  parts: UsAddressParts;
  cities: CityMatch[];
  zip: UsZip | undefined;
}

/** Takes a one-line US address apart. Undefined when there is no house number and street name. */
export function parseUsAddress(address: string, data: UsUniverse = usUniverse()): ParsedUsAddress | undefined {
  const commaParts = address
    .split(',')
    .map((part) => uspsTokens(part))
    .filter((tokens) => tokens.length > 0);
  if (commaParts.length === 0) return undefined;

  // '123 Main St, Apt 4, Provo, UT': a part that is only a unit belongs to the delivery line.
  const first = commaParts.shift() ?? [];
  while (commaParts.length > 0 && looksLikeSecondary(commaParts[0] ?? [])) first.push(...(commaParts.shift() ?? []));
  const rest = commaParts.flat();
  const all = [...first, ...rest];

  let zipCode = '';
  let plus4 = '';
  const lastToken = all[all.length - 1] ?? '';
  const zipMatch = ZIP_TOKEN.exec(lastToken);
  if (zipMatch && all.length >= 3) {
    zipCode = zipMatch[1] ?? '';
    plus4 = zipMatch[2] ?? '';
    all.pop();
  }
  const zip = zipCode ? data.zipByCode.get(zipCode) : undefined;
  let state = takeState(all, data);
  // '123 Main Ct 84604': CT (Court) is also Connecticut; next to a Utah ZIP it is the street's suffix.
  if (state && zip && zip.state !== state && suffixAbbreviation(state) && all.length < first.length) {
    all.push(state);
    state = '';
  }

  // What is left: the delivery line, and the city either after the first comma or at the end.
  const streetCount = Math.min(first.length, all.length);
  const streetTokens = all.slice(0, streetCount);
  const cityTokens = all.slice(streetCount);
  const split = splitCity(streetTokens, cityTokens, state, zip, data);
  const street = parseUsStreetTokens(split.street);
  if (!street || street.primaryNumber === '' || street.name.length === 0) return undefined;

  return {
    parts: {
      street,
      streetText: collapseSpaces(joinTokens(split.street)),
      city: joinTokens(split.cityText),
      cityKey: split.cityText.length > 0 ? cityKey(joinTokens(split.cityText)) : '',
      state,
      zip: zipCode,
      plus4,
    },
    cities: split.cities,
    zip,
  };
}

interface Scored {
  street: UsStreet;
  cost: number;
  nameDistance: number;
}

function houseNumberValue(primaryNumber: string): number {
  return Number.parseInt(primaryNumber, 10);
}

function streetCost(input: UsStreetLine, street: UsStreet): { cost: number; nameDistance: number } | undefined {
  const typed = joinTokens(input.name);
  const known = joinTokens(street.key.name);
  const allowance = typoAllowance(known.replace(/ /g, '').length);
  const nameDistance = editDistance(typed, known, allowance);
  if (nameDistance > allowance) return undefined;
  let cost = nameDistance;
  const key = street.key;
  if (input.predirectional !== key.predirectional) {
    // '123 Main St N' for '123 N Main St' is the same street written the other way round.
    if (!input.predirectional && input.postdirectional === key.predirectional) cost += 0.5;
    else cost += input.predirectional ? 1 : 0.5;
  } else if (input.postdirectional) {
    cost += 1;
  }
  if (input.suffix !== key.suffix) cost += input.suffix ? 1 : 0.5;
  return { cost, nameDistance };
}

/** The candidates for an address, nearest first; [] when nothing is close. */
export function verifyUsAddress(address: string): UsCandidate[] {
  const data = usUniverse();
  const parsed = parseUsAddress(address, data);
  if (!parsed) return [];
  const { parts, cities, zip } = parsed;

  const zips = new Set<UsZip>();
  if (zip) zips.add(zip);
  for (const city of cities) for (const cityZip of data.cities.get(city.state)?.get(city.key) ?? []) zips.add(cityZip);
  if (zips.size === 0) return [];

  const houseNumber = houseNumberValue(parts.street.primaryNumber);
  const cityDistance = new Map(cities.map((city) => [`${city.state}|${city.key}`, city.distance]));
  const scored: Scored[] = [];
  for (const candidateZip of zips) {
    let locationCost = 0;
    if (parts.zip) locationCost += candidateZip.zip === parts.zip ? 0 : 1;
    else locationCost += 0.25;
    if (parts.cityKey) {
      const distance = cityDistance.get(`${candidateZip.state}|${candidateZip.cityKey}`);
      locationCost += distance ?? 2;
    } else if (!parts.zip) {
      locationCost += 0.25;
    }
    if (parts.state && parts.state !== candidateZip.state) locationCost += 1;
    for (const street of data.streetsOf(candidateZip)) {
      if (houseNumber < street.low || houseNumber > street.high) continue;
      const cost = streetCost(parts.street, street);
      if (!cost) continue;
      scored.push({ street, cost: cost.cost + locationCost, nameDistance: cost.nameDistance });
    }
  }
  if (scored.length === 0) return [];
  scored.sort((a, b) => a.cost - b.cost || a.street.zip.rank - b.street.zip.rank || a.street.index - b.street.index);
  const best = scored[0]?.cost ?? 0;
  const chosen = best === 0 ? scored.filter((entry) => entry.cost === 0) : scored.slice(0, MAX_VERIFY_CANDIDATES);
  return chosen.map((entry, index) => toCandidate(entry, parts, index));
}

function toCandidate(entry: Scored, parts: UsAddressParts, index: number): UsCandidate {
  const { street } = entry;
  const zip = street.zip;
  const houseNumber = houseNumberValue(parts.street.primaryNumber);
  const line: UsStreetLine = {
    primaryNumber: parts.street.primaryNumber,
    predirectional: street.key.predirectional,
    name: street.key.name,
    suffix: street.key.suffix,
    postdirectional: '',
    secondaryDesignator: parts.street.secondaryDesignator,
    secondaryNumber: parts.street.secondaryNumber,
  };
  const deliveryLine = formatUsStreetLine(line);
  const plus4 = usPlus4(street, houseNumber);
  const lastLine = `${zip.city} ${zip.state} ${zip.zip}-${plus4}`;
  const location = usHouseLocation(street, houseNumber);

  const footnotes: string[] = [];
  if (parts.zip !== zip.zip) footnotes.push('A#');
  if (parts.cityKey !== zip.cityKey || (parts.state !== '' && parts.state !== zip.state)) footnotes.push('B#');
  if (entry.nameDistance > 0) footnotes.push('M#');
  if (parts.streetText !== formatUsStreetLine(parts.street).toUpperCase()) footnotes.push('N#');

  const components: UsCandidate['components'] = {
    primary_number: parts.street.primaryNumber,
    street_predirectional: street.key.predirectional,
    street_name: formatStreetName(street.key.name),
    street_suffix: street.key.suffix.charAt(0) + street.key.suffix.slice(1).toLowerCase(),
    city_name: zip.city,
    state_abbreviation: zip.state,
    zipcode: zip.zip,
    plus4_code: plus4,
  };
  if (line.secondaryDesignator) {
    components.secondary_designator =
      line.secondaryDesignator === '#' ? '#' : line.secondaryDesignator.charAt(0) + line.secondaryDesignator.slice(1).toLowerCase();
    if (line.secondaryNumber) components.secondary_number = line.secondaryNumber;
  }
  return {
    input_index: 0,
    candidate_index: index,
    delivery_line_1: deliveryLine,
    last_line: lastLine,
    deliveryLine1: deliveryLine,
    lastLine,
    components,
    metadata: {
      record_type: line.secondaryDesignator ? 'H' : 'S',
      zip_type: 'Standard',
      latitude: location.latitude,
      longitude: location.longitude,
      precision: 'Zip9',
    },
    analysis: {
      dpv_match_code: 'Y',
      match: entry.cost === 0 && footnotes.length === 0 ? 'exact' : 'corrected',
      footnotes: footnotes.join(''),
    },
  };
}
