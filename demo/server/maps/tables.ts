/**
 * Weights and word lists the generator draws from. The weights are rough public membership figures
 * (thousands of members) so the generated congregations sit where a visitor expects to find them;
 * within a country they are spread over real cities by population.
 */

/** Country (ISO 3166-1 alpha-2) -> approximate membership in thousands, and the languages its units use. */
export interface CountryProfile {
  members: number;
  /** ISO 639-3 codes with the share of units that use each; the first is the country's main language. */
  languages: ReadonlyArray<readonly [string, number]>;
  /** Two-letter weekday most units meet on (SU unless local custom differs). */
  meetingDay?: 'SU' | 'SA' | 'FR';
}

export const COUNTRY_PROFILES: Readonly<Record<string, CountryProfile>> = {
  US: { members: 6870, languages: [['eng', 0.86], ['spa', 0.1], ['ton', 0.01], ['smo', 0.01], ['kor', 0.005], ['zho', 0.005], ['fil', 0.005], ['por', 0.005]] },
  MX: { members: 1520, languages: [['spa', 1]] },
  BR: { members: 1400, languages: [['por', 1]] },
  PH: { members: 850, languages: [['eng', 0.6], ['fil', 0.4]] },
  PE: { members: 630, languages: [['spa', 0.97], ['que', 0.03]] },
  CL: { members: 610, languages: [['spa', 1]] },
  AR: { members: 490, languages: [['spa', 1]] },
  GT: { members: 300, languages: [['spa', 1]] },
  EC: { members: 260, languages: [['spa', 0.98], ['que', 0.02]] },
  BO: { members: 220, languages: [['spa', 0.95], ['que', 0.03], ['aym', 0.02]] },
  CO: { members: 220, languages: [['spa', 1]] },
  NG: { members: 210, languages: [['eng', 1]] },
  CA: { members: 200, languages: [['eng', 0.85], ['fra', 0.12], ['spa', 0.03]] },
  GB: { members: 185, languages: [['eng', 1]] },
  HN: { members: 180, languages: [['spa', 1]] },
  VE: { members: 170, languages: [['spa', 1]] },
  AU: { members: 155, languages: [['eng', 0.96], ['smo', 0.02], ['ton', 0.02]] },
  DO: { members: 140, languages: [['spa', 1]] },
  SV: { members: 130, languages: [['spa', 1]] },
  JP: { members: 130, languages: [['jpn', 0.97], ['eng', 0.03]] },
  NZ: { members: 120, languages: [['eng', 0.9], ['mri', 0.04], ['ton', 0.03], ['smo', 0.03]] },
  GH: { members: 110, languages: [['eng', 1]] },
  CD: { members: 110, languages: [['fra', 0.9], ['lin', 0.05], ['swa', 0.05]] },
  UY: { members: 110, languages: [['spa', 1]] },
  NI: { members: 110, languages: [['spa', 1]] },
  PY: { members: 100, languages: [['spa', 0.95], ['grn', 0.05]] },
  KR: { members: 90, languages: [['kor', 1]] },
  WS: { members: 87, languages: [['smo', 0.95], ['eng', 0.05]] },
  ZA: { members: 70, languages: [['eng', 0.85], ['afr', 0.1], ['zul', 0.05]] },
  TO: { members: 67, languages: [['ton', 0.97], ['eng', 0.03]] },
  TW: { members: 62, languages: [['zho', 1]] },
  PA: { members: 60, languages: [['spa', 1]] },
  CI: { members: 60, languages: [['fra', 1]] },
  ES: { members: 60, languages: [['spa', 1]] },
  CR: { members: 55, languages: [['spa', 1]] },
  PT: { members: 46, languages: [['por', 1]] },
  DE: { members: 40, languages: [['deu', 0.95], ['eng', 0.05]] },
  FR: { members: 40, languages: [['fra', 1]] },
  ZW: { members: 38, languages: [['eng', 1]] },
  PG: { members: 35, languages: [['eng', 0.7], ['tpi', 0.3]] },
  MZ: { members: 30, languages: [['por', 1]] },
  SL: { members: 30, languages: [['eng', 1]] },
  PF: { members: 28, languages: [['fra', 1]] },
  IT: { members: 27, languages: [['ita', 1]] },
  HT: { members: 25, languages: [['fra', 0.5], ['hat', 0.5]] },
  HK: { members: 25, languages: [['zho', 0.85], ['eng', 0.15]] },
  TH: { members: 23, languages: [['tha', 1]] },
  RU: { members: 23, languages: [['rus', 1]] },
  PR: { members: 23, languages: [['spa', 0.9], ['eng', 0.1]] },
  FJ: { members: 22, languages: [['eng', 0.8], ['fij', 0.2]] },
  KI: { members: 22, languages: [['gil', 0.8], ['eng', 0.2]] },
  UG: { members: 20, languages: [['eng', 1]] },
  KE: { members: 17, languages: [['eng', 0.8], ['swa', 0.2]] },
  AS: { members: 16, languages: [['smo', 0.8], ['eng', 0.2]] },
  KH: { members: 15, languages: [['khm', 1]] },
  IN: { members: 15, languages: [['eng', 0.7], ['tel', 0.15], ['hin', 0.15]] },
  MG: { members: 14, languages: [['mlg', 0.7], ['fra', 0.3]] },
  LR: { members: 13, languages: [['eng', 1]] },
  CV: { members: 12, languages: [['por', 1]] },
  CG: { members: 12, languages: [['fra', 1]] },
  AO: { members: 12, languages: [['por', 1]] },
  MN: { members: 12, languages: [['mon', 1]] },
  UA: { members: 11, languages: [['ukr', 0.6], ['rus', 0.4]] },
  MY: { members: 11, languages: [['eng', 0.6], ['msa', 0.4]] },
  VU: { members: 10, languages: [['bis', 0.7], ['eng', 0.3]] },
  NL: { members: 9, languages: [['nld', 1]] },
  CH: { members: 9, languages: [['deu', 0.7], ['fra', 0.25], ['ita', 0.05]] },
  SE: { members: 9, languages: [['swe', 1]] },
  ID: { members: 8, languages: [['ind', 1]] },
  BE: { members: 7, languages: [['fra', 0.5], ['nld', 0.5]] },
  JM: { members: 7, languages: [['eng', 1]] },
  ZM: { members: 6, languages: [['eng', 1]] },
  MH: { members: 6, languages: [['mah', 0.8], ['eng', 0.2]] },
  FM: { members: 6, languages: [['eng', 1]] },
  AT: { members: 5, languages: [['deu', 1]] },
  FI: { members: 5, languages: [['fin', 1]] },
  BJ: { members: 5, languages: [['fra', 1]] },
  TG: { members: 5, languages: [['fra', 1]] },
  DK: { members: 4.5, languages: [['dan', 1]] },
  NO: { members: 4, languages: [['nob', 1]] },
  SG: { members: 4, languages: [['eng', 1]] },
  CK: { members: 4, languages: [['eng', 0.7], ['rar', 0.3]] },
  IE: { members: 3, languages: [['eng', 1]] },
  GU: { members: 3, languages: [['eng', 1]] },
  RW: { members: 3, languages: [['kin', 0.6], ['eng', 0.4]] },
  TZ: { members: 3, languages: [['swa', 0.6], ['eng', 0.4]] },
  MW: { members: 3, languages: [['eng', 0.7], ['nya', 0.3]] },
  BW: { members: 3, languages: [['eng', 1]] },
  CM: { members: 3, languages: [['fra', 0.7], ['eng', 0.3]] },
  TT: { members: 3, languages: [['eng', 1]] },
  ET: { members: 2, languages: [['amh', 1]] },
  PL: { members: 2, languages: [['pol', 1]] },
  IL: { members: 0.3, languages: [['eng', 0.7], ['heb', 0.3]], meetingDay: 'SA' },
  AE: { members: 1, languages: [['eng', 1]], meetingDay: 'FR' },
  BH: { members: 0.3, languages: [['eng', 1]], meetingDay: 'FR' },
  QA: { members: 0.3, languages: [['eng', 1]], meetingDay: 'FR' },
  KW: { members: 0.3, languages: [['eng', 1]], meetingDay: 'FR' },
};

/** US state -> approximate membership in thousands (the rest of the US share is spread by population). */
export const US_STATE_MEMBERS: Readonly<Record<string, number>> = {
  UT: 2140, ID: 465, CA: 730, AZ: 440, TX: 365, WA: 300, NV: 185, OR: 155, FL: 160, CO: 155,
  WY: 68, MT: 52, NM: 70, HI: 75, AK: 33, GA: 90, NC: 90, VA: 100, MO: 75, OK: 50, OH: 65, NY: 85,
  IL: 60, MI: 48, PA: 55, TN: 55, SC: 42, AL: 40, KS: 40, IN: 45, MN: 35, WI: 27, KY: 37, LA: 32,
  AR: 32, MD: 45, NE: 26, MS: 23, IA: 29, SD: 11, ND: 11, NJ: 35, MA: 28, CT: 16, NH: 9, ME: 11,
  WV: 18, VT: 5, DE: 6, RI: 4, DC: 3,
};

/** US states where units are as dense as the western heartland: more units per building. */
export const DENSE_US_STATES: ReadonlySet<string> = new Set(['UT', 'ID']);

/** States with Native American wards (visitor spec: WARD.NATIVEAMERICAN). */
export const NATIVE_AMERICAN_STATES: ReadonlySet<string> = new Set(['AZ', 'NM', 'UT', 'OK', 'SD', 'MT', 'NV']);

/** Cities with large student populations: young single adult and student wards gather there. */
export const UNIVERSITY_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Provo', 'UT'], ['Orem', 'UT'], ['Logan', 'UT'], ['Salt Lake City', 'UT'], ['Rexburg', 'ID'], ['Ogden', 'UT'],
  ['Saint George', 'UT'], ['Cedar City', 'UT'], ['Tempe', 'AZ'], ['Laie', 'HI'], ['Pocatello', 'ID'], ['Boise', 'ID'],
  ['Las Vegas', 'NV'], ['Mesa', 'AZ'],
];

/** Places whose congregations swell in holiday season (visitor spec: WARD.SEASONAL). */
export const SEASONAL_STATES: ReadonlySet<string> = new Set(['FL', 'AZ', 'HI', 'UT', 'CO', 'WY']);

/** Well-known historic sites, looked up in the cities package by name and state. */
export const HISTORIC_SITES: ReadonlyArray<readonly [string, string, string]> = [
  ['Sacred Grove and Smith Family Farm', 'Palmyra', 'NY'],
  ['Hill Cumorah', 'Palmyra', 'NY'],
  ['Peter Whitmer Farm', 'Waterloo', 'NY'],
  ['Priesthood Restoration Site', 'Susquehanna Depot', 'PA'],
  ['Historic Kirtland', 'Kirtland', 'OH'],
  ['Historic Nauvoo', 'Nauvoo', 'IL'],
  ['Carthage Jail', 'Carthage', 'IL'],
  ['Liberty Jail', 'Liberty', 'MO'],
  ['Independence Visitors Center', 'Independence', 'MO'],
  ['Winter Quarters', 'Omaha', 'NE'],
  ['Martin’s Cove', 'Casper', 'WY'],
  ['This Is the Place Heritage Park', 'Salt Lake City', 'UT'],
  ['Cove Fort', 'Beaver', 'UT'],
  ['Brigham Young Winter Home', 'Saint George', 'UT'],
  ['Jacob Hamblin Home', 'Santa Clara', 'UT'],
];

/** Tabernacles: historic halls in pioneer towns. */
export const TABERNACLE_TOWNS: ReadonlyArray<readonly [string, string]> = [
  ['Salt Lake City', 'UT'], ['Logan', 'UT'], ['Brigham City', 'UT'], ['Provo', 'UT'], ['Saint George', 'UT'],
  ['Vernal', 'UT'], ['Heber City', 'UT'], ['Paris', 'ID'], ['Snowflake', 'AZ'], ['Coalville', 'UT'],
];

export const US_AREA_CODES: Readonly<Record<string, readonly string[]>> = {
  UT: ['801', '385', '435'], ID: ['208', '986'], AZ: ['480', '602', '520', '623', '928'], CA: ['213', '310', '415', '559', '619', '714', '909', '916'],
  TX: ['214', '512', '713', '817', '210'], WA: ['206', '253', '425', '509'], NV: ['702', '775'], OR: ['503', '541'], FL: ['305', '407', '813', '904'],
  CO: ['303', '719', '970'], NY: ['212', '315', '518', '716'], HI: ['808'], WY: ['307'], MT: ['406'], NM: ['505', '575'], AK: ['907'],
};

/** ISO 639-3 names the countries package lacks (sign and minority languages units use). */
export const EXTRA_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ase: 'American Sign Language',
  nav: 'Navajo',
  tel: 'Telugu',
  gil: 'Gilbertese',
  rar: 'Cook Islands Māori',
  tpi: 'Tok Pisin',
  mlg: 'Malagasy',
};

/** Canadian provinces by the cities package's admin1 code (GeoNames). */
export const CANADA_PROVINCES: Readonly<Record<string, string>> = {
  '01': 'AB', '02': 'BC', '03': 'MB', '04': 'NB', '05': 'NL', '07': 'NS', '08': 'ON', '09': 'PE', '10': 'QC', '11': 'SK', '12': 'YT', '13': 'NT', '14': 'NU',
};

/** Words for 'ward', 'branch', 'stake', 'district' and 'meetinghouse' in the units' languages (LocalNames). */
export interface UnitWords {
  ward: string;
  branch: string;
  stake: string;
  district: string;
  meetinghouse: string;
  /** true when the word comes before the place name ('Barrio Centro'), false when after ('Centro Ward'). */
  prefix: boolean;
}

export const UNIT_WORDS: Readonly<Record<string, UnitWords>> = {
  spa: { ward: 'Barrio', branch: 'Rama', stake: 'Estaca', district: 'Distrito', meetinghouse: 'Centro de reuniones', prefix: true },
  por: { ward: 'Ala', branch: 'Ramo', stake: 'Estaca', district: 'Distrito', meetinghouse: 'Capela', prefix: true },
  fra: { ward: 'Paroisse de', branch: 'Branche de', stake: 'Pieu de', district: 'District de', meetinghouse: 'Église de', prefix: true },
  ita: { ward: 'Rione', branch: 'Ramo', stake: 'Palo di', district: 'Distretto di', meetinghouse: 'Cappella di', prefix: true },
  deu: { ward: 'Gemeinde', branch: 'Zweig', stake: 'Pfahl', district: 'Distrikt', meetinghouse: 'Gemeindehaus', prefix: true },
  nld: { ward: 'Wijk', branch: 'Gemeente', stake: 'Ring', district: 'District', meetinghouse: 'Kerkgebouw', prefix: true },
  fil: { ward: 'Ward', branch: 'Branch', stake: 'Stake', district: 'District', meetinghouse: 'Meetinghouse', prefix: false },
  smo: { ward: 'Uarota', branch: 'Paranesi', stake: 'Siteki', district: 'Itumalo', meetinghouse: 'Falesa', prefix: true },
  ton: { ward: 'Uooti', branch: 'Kolo', stake: 'Siteiki', district: 'Vahefonua', meetinghouse: 'Falelotu', prefix: true },
};

export const ENGLISH_STREETS = [
  'Main', 'Center', 'Oak', 'Maple', 'Cedar', 'Pine', 'Elm', 'Willow', 'Aspen', 'Birch', 'Park', 'Lake', 'Hill', 'Ridge',
  'Valley', 'Canyon', 'Meadow', 'Spring', 'Mill', 'Church', 'River', 'Highland', 'Orchard', 'Sunset', 'Sunrise', 'Harvest',
  'Washington', 'Lincoln', 'Jefferson', 'Madison', 'Franklin', 'Grant', 'Cherry', 'Walnut', 'Chestnut', 'Juniper', 'Sage',
  'Pioneer', 'Liberty', 'Heritage', 'Country Club', 'Mountain View', 'Foothill', 'Grandview', 'Riverside', 'Prospect',
];
export const ENGLISH_SUFFIXES = ['St', 'Ave', 'Rd', 'Dr', 'Ln', 'Blvd', 'Way', 'Ct', 'Pkwy', 'Cir'];
export const SPANISH_STREETS = [
  'Juárez', 'Hidalgo', 'Morelos', 'Independencia', 'Reforma', 'Libertad', 'San Martín', 'Bolívar', 'Los Pinos', 'Las Flores',
  'Sol', 'Primavera', 'Los Álamos', 'Las Palmas', 'Santa Rosa', 'San José', 'Colón', 'Sucre', 'Constitución', 'Los Olivos',
];
export const PORTUGUESE_STREETS = [
  'das Flores', 'São João', 'Tiradentes', 'Sete de Setembro', 'XV de Novembro', 'Paraná', 'Amazonas', 'Dom Pedro II',
  'Santos Dumont', 'Getúlio Vargas', 'das Palmeiras', 'Rio Branco', 'Boa Vista', 'da Paz',
];
export const FRENCH_STREETS = ['de la Paix', 'Victor Hugo', 'Pasteur', 'des Lilas', 'du Moulin', 'Jean Jaurès', 'de la République', 'des Écoles', 'du Lac', 'de la Gare'];
export const GERMAN_STREETS = ['Haupt', 'Linden', 'Garten', 'Berg', 'Schiller', 'Goethe', 'Bahnhof', 'Kirch', 'Wald', 'Blumen', 'Mozart'];
export const ITALIAN_STREETS = ['Roma', 'Garibaldi', 'Mazzini', 'Verdi', 'Dante Alighieri', 'Cavour', 'della Repubblica', 'dei Mille'];
export const DUTCH_STREETS = ['Kerk', 'Molen', 'Linden', 'School', 'Dorps', 'Beuken', 'Eiken'];

/** Names given to parts of a city when it holds several stakes. */
export const NEIGHBORHOODS = [
  'North', 'South', 'East', 'West', 'Central', 'Edgemont', 'Oak Hills', 'Riverside', 'Grandview', 'Sunset Heights',
  'Pleasant View', 'Lakeview', 'Parkway', 'Canyon View', 'Foothill', 'Heritage', 'Meadowbrook', 'Cherry Hill', 'Highland',
  'Valley View', 'Orchard', 'Stonebridge', 'Willow Creek', 'Bonneville', 'Timpanogos', 'University', 'Westridge', 'Eastgate',
];

/** Postal code patterns by country: 9 is a digit, A a letter. Countries not listed have none. */
export const POSTAL_PATTERNS: Readonly<Record<string, string>> = {
  MX: '99999', BR: '99999-999', PE: '99999', CL: '9999999', AR: 'A9999AAA', GT: '99999', EC: '999999', CO: '999999',
  PH: '9999', GB: 'AA9 9AA', AU: '9999', NZ: '9999', JP: '999-9999', KR: '99999', DE: '99999', FR: '99999', IT: '99999',
  ES: '99999', PT: '9999-999', CH: '9999', BE: '9999', NL: '9999 AA', SE: '999 99', NO: '9999', DK: '9999', FI: '99999',
  AT: '9999', ZA: '9999', UY: '99999', PY: '9999', DO: '99999', SV: '9999', CR: '99999', NI: '99999', HN: '99999',
  TW: '999', RU: '999999', UA: '99999', TH: '99999', MY: '99999', ID: '99999', IN: '999999', PR: '00999', KH: '99999',
  MN: '99999', VE: '9999', BO: '', IE: 'A99 A9A9', PL: '99-999',
};
