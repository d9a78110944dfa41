/**
 * Enumerations of the maps service (maps-toolkit spec section 3) as typed constants.
 *
 * Naming convention: keys are UPPER_SNAKE; a double underscore `__` separates a base type from its
 * variant (`MEETINGHOUSE__FULL` is a MEETINGHOUSE, `TEMPLE__ANNOUNCED` is a TEMPLE). Values are the
 * strings on the wire and equal their keys, except the two ward types the service has always sent with a
 * dot (visitor-blocks spec section 3): `WARD__SEASONAL` is 'WARD.SEASONAL' and `WARD__NATIVE_AMERICAN` is
 * 'WARD.NATIVEAMERICAN'. `baseLocationType` understands both separators.
 */

/** The values of an `as const` object as a union type. */
export type ValueOf<T> = T[keyof T];

export const LocationType = {
  // Places and ecclesiastical areas.
  LOCALITY: 'LOCALITY',
  AREA: 'AREA',
  MISSION: 'MISSION',
  TEMPLE_DISTRICT: 'TEMPLE_DISTRICT',
  COORDINATING_COUNCIL: 'COORDINATING_COUNCIL',

  // Stakes and their variants (a district is a stake-level unit of branches).
  STAKE: 'STAKE',
  STAKE__DISTRICT: 'STAKE__DISTRICT',
  STAKE__YOUNG_SINGLE_ADULT: 'STAKE__YOUNG_SINGLE_ADULT',
  STAKE__SINGLE_ADULT: 'STAKE__SINGLE_ADULT',
  STAKE__STUDENT: 'STAKE__STUDENT',
  STAKE__LANGUAGE: 'STAKE__LANGUAGE',
  STAKE__MILITARY: 'STAKE__MILITARY',

  // Wards (congregations) with their language and age-group variants.
  WARD: 'WARD',
  WARD__BRANCH: 'WARD__BRANCH',
  WARD__SEASONAL: 'WARD.SEASONAL',
  WARD__NATIVE_AMERICAN: 'WARD.NATIVEAMERICAN',
  WARD__YOUNG_SINGLE_ADULT: 'WARD__YOUNG_SINGLE_ADULT',
  WARD__YOUNG_SINGLE_ADULT_BRANCH: 'WARD__YOUNG_SINGLE_ADULT_BRANCH',
  WARD__SINGLE_ADULT: 'WARD__SINGLE_ADULT',
  WARD__STUDENT: 'WARD__STUDENT',
  WARD__MARRIED_STUDENT: 'WARD__MARRIED_STUDENT',
  WARD__LANGUAGE: 'WARD__LANGUAGE',
  WARD__DEAF: 'WARD__DEAF',
  WARD__MILITARY: 'WARD__MILITARY',
  WARD__SPANISH: 'WARD__SPANISH',
  WARD__PORTUGUESE: 'WARD__PORTUGUESE',
  WARD__FRENCH: 'WARD__FRENCH',
  WARD__CHINESE: 'WARD__CHINESE',
  WARD__KOREAN: 'WARD__KOREAN',
  WARD__TONGAN: 'WARD__TONGAN',
  WARD__SAMOAN: 'WARD__SAMOAN',
  WARD__TAGALOG: 'WARD__TAGALOG',

  // Teaching units.
  TEACHING_UNIT: 'TEACHING_UNIT',
  INSTITUTE: 'INSTITUTE',
  SEMINARY: 'SEMINARY',

  // Buildings.
  STAKE_OFFICE: 'STAKE_OFFICE',
  MEETINGHOUSE: 'MEETINGHOUSE',
  MEETINGHOUSE__FULL: 'MEETINGHOUSE__FULL',
  MEETINGHOUSE__OVER: 'MEETINGHOUSE__OVER',
  MEETINGHOUSE__UNDER: 'MEETINGHOUSE__UNDER',
  MEETINGHOUSE__CONSTRUCTION: 'MEETINGHOUSE__CONSTRUCTION',
  MEETINGHOUSE__DESIGN: 'MEETINGHOUSE__DESIGN',
  MEETINGHOUSE__FUTURE: 'MEETINGHOUSE__FUTURE',
  MEETINGHOUSE__NO_UNITS: 'MEETINGHOUSE__NO_UNITS',
  MEETINGHOUSE__DISCONTINUED: 'MEETINGHOUSE__DISCONTINUED',
  MEETINGHOUSE__EXCESS: 'MEETINGHOUSE__EXCESS',
  MEETINGHOUSE__UNKNOWN: 'MEETINGHOUSE__UNKNOWN',
  MEETINGHOUSE__LICENSED_USE: 'MEETINGHOUSE__LICENSED_USE',
  TEMPLE: 'TEMPLE',
  TEMPLE__ANNOUNCED: 'TEMPLE__ANNOUNCED',
  TEMPLE__CONSTRUCTION: 'TEMPLE__CONSTRUCTION',
  TEMPLE__OPENING_SOON: 'TEMPLE__OPENING_SOON',
  TEMPLE__RENOVATION: 'TEMPLE__RENOVATION',

  // Offices and homes.
  AREA_OFFICE: 'AREA_OFFICE',
  MISSION_OFFICE: 'MISSION_OFFICE',
  FACILITIES_MANAGEMENT_OFFICE: 'FACILITIES_MANAGEMENT_OFFICE',
  ADMINISTRATION_OFFICE: 'ADMINISTRATION_OFFICE',
  MISSION_HOME: 'MISSION_HOME',
  MISSIONARY_HOME: 'MISSIONARY_HOME',
  TEMPLE_PATRON_HOUSING: 'TEMPLE_PATRON_HOUSING',

  // Family history.
  FAMILY_HISTORY_CENTER: 'FAMILY_HISTORY_CENTER',
  FAMILY_HISTORY_CENTER__AFFILIATE: 'FAMILY_HISTORY_CENTER__AFFILIATE',
  FAMILY_HISTORY_LIBRARY: 'FAMILY_HISTORY_LIBRARY',

  // Welfare and employment.
  WELFARE: 'WELFARE',
  WELFARE__BISHOPS_STOREHOUSE: 'WELFARE__BISHOPS_STOREHOUSE',
  WELFARE__HOME_STORAGE_CENTER: 'WELFARE__HOME_STORAGE_CENTER',
  WELFARE__CANNERY: 'WELFARE__CANNERY',
  WELFARE__DESERET_INDUSTRIES: 'WELFARE__DESERET_INDUSTRIES',
  WELFARE__FAMILY_SERVICES: 'WELFARE__FAMILY_SERVICES',
  EMPLOYMENT_CENTER: 'EMPLOYMENT_CENTER',
  EMPLOYMENT_CENTER__SELF_RELIANCE: 'EMPLOYMENT_CENTER__SELF_RELIANCE',

  // Visitor sites.
  VISITORS_CENTER: 'VISITORS_CENTER',
  HISTORIC_SITE: 'HISTORIC_SITE',
  TABERNACLE: 'TABERNACLE',
  PAVILION: 'PAVILION',
  RECREATIONAL_CAMP: 'RECREATIONAL_CAMP',
  GIVING_MACHINE: 'GIVING_MACHINE',

  // Statistical layers.
  STAKE_GROWTH: 'STAKE_GROWTH',
  MEMBER_DENSITY: 'MEMBER_DENSITY',
  HOUSEHOLD: 'HOUSEHOLD',
  INDIVIDUAL: 'INDIVIDUAL',
} as const;
export type LocationType = ValueOf<typeof LocationType>;

const ALL_LOCATION_TYPES: readonly LocationType[] = Object.values(LocationType);

export function isLocationType(value: unknown): value is LocationType {
  return typeof value === 'string' && (ALL_LOCATION_TYPES as readonly string[]).includes(value);
}

/**
 * The type a variant belongs to: 'MEETINGHOUSE__FULL' -> 'MEETINGHOUSE', 'WARD.SEASONAL' -> 'WARD'.
 * Works on any string, so types the service adds later are still grouped.
 */
export function baseLocationType(type: string): string {
  const upper = type.toUpperCase();
  const cut = upper.search(/__|\./);
  return cut === -1 ? upper : upper.slice(0, cut);
}

export const LocationGroup = {
  ALL: 'ALL',
  NONE: 'NONE',
  WARDS: 'WARDS',
  WARDS__YOUNG_SINGLE_ADULT: 'WARDS__YOUNG_SINGLE_ADULT',
  WARDS__SINGLE_ADULT: 'WARDS__SINGLE_ADULT',
  WARDS__LANGUAGE: 'WARDS__LANGUAGE',
  STAKES: 'STAKES',
  STAKES__YOUNG_SINGLE_ADULT: 'STAKES__YOUNG_SINGLE_ADULT',
  TEMPLES: 'TEMPLES',
  TEMPLES__OPERATING: 'TEMPLES__OPERATING',
  TEMPLES__PLANNED: 'TEMPLES__PLANNED',
  MEETINGHOUSES: 'MEETINGHOUSES',
  MEETINGHOUSES__UTILIZATIONS: 'MEETINGHOUSES__UTILIZATIONS',
  MEETINGHOUSES__LIFECYCLES: 'MEETINGHOUSES__LIFECYCLES',
  WELFARE_LOCATIONS: 'WELFARE_LOCATIONS',
  FAMILY_HISTORY_CENTERS: 'FAMILY_HISTORY_CENTERS',
  OFFICES: 'OFFICES',
  VISITOR_SITES: 'VISITOR_SITES',
  EDUCATION: 'EDUCATION',
  BOUNDARIES: 'BOUNDARIES',
  STATISTICS: 'STATISTICS',
} as const;
export type LocationGroup = ValueOf<typeof LocationGroup>;

const L = LocationType;
const byBase = (...bases: string[]): LocationType[] => ALL_LOCATION_TYPES.filter((type) => bases.includes(baseLocationType(type)));

/** The location types each group stands for (the service's layer groups). */
export const LOCATION_GROUP_TYPES: Readonly<Record<LocationGroup, readonly LocationType[]>> = {
  ALL: ALL_LOCATION_TYPES,
  NONE: [],
  WARDS: byBase('WARD'),
  WARDS__YOUNG_SINGLE_ADULT: [L.WARD__YOUNG_SINGLE_ADULT, L.WARD__YOUNG_SINGLE_ADULT_BRANCH],
  WARDS__SINGLE_ADULT: [L.WARD__SINGLE_ADULT],
  WARDS__LANGUAGE: [
    L.WARD__LANGUAGE,
    L.WARD__DEAF,
    L.WARD__SPANISH,
    L.WARD__PORTUGUESE,
    L.WARD__FRENCH,
    L.WARD__CHINESE,
    L.WARD__KOREAN,
    L.WARD__TONGAN,
    L.WARD__SAMOAN,
    L.WARD__TAGALOG,
  ],
  STAKES: byBase('STAKE'),
  STAKES__YOUNG_SINGLE_ADULT: [L.STAKE__YOUNG_SINGLE_ADULT],
  TEMPLES: byBase('TEMPLE'),
  TEMPLES__OPERATING: [L.TEMPLE, L.TEMPLE__RENOVATION],
  TEMPLES__PLANNED: [L.TEMPLE__ANNOUNCED, L.TEMPLE__CONSTRUCTION, L.TEMPLE__OPENING_SOON],
  MEETINGHOUSES: byBase('MEETINGHOUSE'),
  MEETINGHOUSES__UTILIZATIONS: [
    L.MEETINGHOUSE__FULL,
    L.MEETINGHOUSE__OVER,
    L.MEETINGHOUSE__UNDER,
    L.MEETINGHOUSE__NO_UNITS,
    L.MEETINGHOUSE__EXCESS,
    L.MEETINGHOUSE__UNKNOWN,
    L.MEETINGHOUSE__LICENSED_USE,
  ],
  MEETINGHOUSES__LIFECYCLES: [L.MEETINGHOUSE__DESIGN, L.MEETINGHOUSE__CONSTRUCTION, L.MEETINGHOUSE__FUTURE, L.MEETINGHOUSE__DISCONTINUED],
  WELFARE_LOCATIONS: byBase('WELFARE', 'EMPLOYMENT_CENTER'),
  FAMILY_HISTORY_CENTERS: byBase('FAMILY_HISTORY_CENTER', 'FAMILY_HISTORY_LIBRARY'),
  OFFICES: [L.STAKE_OFFICE, L.AREA_OFFICE, L.MISSION_OFFICE, L.FACILITIES_MANAGEMENT_OFFICE, L.ADMINISTRATION_OFFICE],
  VISITOR_SITES: [L.VISITORS_CENTER, L.HISTORIC_SITE, L.TABERNACLE, L.PAVILION, L.RECREATIONAL_CAMP, L.GIVING_MACHINE],
  EDUCATION: [L.TEACHING_UNIT, L.INSTITUTE, L.SEMINARY],
  BOUNDARIES: [L.AREA, L.MISSION, L.TEMPLE_DISTRICT, L.COORDINATING_COUNCIL, L.LOCALITY],
  STATISTICS: [L.STAKE_GROWTH, L.MEMBER_DENSITY, L.HOUSEHOLD, L.INDIVIDUAL],
};

export const MapProvider = {
  DEFAULT: 'DEFAULT',
  INTERNAL: 'INTERNAL',
  GOOGLE: 'GOOGLE',
  BING: 'BING',
  ARCGIS: 'ARCGIS',
  IP2LOCATION: 'IP2LOCATION',
  OPENSTREETMAP: 'OPENSTREETMAP',
  PRECISELY: 'PRECISELY',
} as const;
export type MapProvider = ValueOf<typeof MapProvider>;

export const MapType = { DEFAULT: 'DEFAULT', ROAD: 'ROAD', SATELLITE: 'SATELLITE', TERRAIN: 'TERRAIN', HYBRID: 'HYBRID' } as const;
export type MapType = ValueOf<typeof MapType>;

export const MapView = { DEFAULT: 'DEFAULT', MAP: 'MAP', STREET: 'STREET', AERIAL: 'AERIAL', SEARCH: 'SEARCH', DIRECTIONS: 'DIRECTIONS' } as const;
export type MapView = ValueOf<typeof MapView>;

export const TravelMode = { DRIVING: 'DRIVING', WALKING: 'WALKING', TRANSIT: 'TRANSIT', BICYCLING: 'BICYCLING', DIRECT: 'DIRECT' } as const;
export type TravelMode = ValueOf<typeof TravelMode>;

export const Avoid = { HIGHWAYS: 'HIGHWAYS', TOLLS: 'TOLLS', FERRIES: 'FERRIES', BORDERS: 'BORDERS', INDOORS: 'INDOORS' } as const;
export type Avoid = ValueOf<typeof Avoid>;

/** How the service answers a media or map call: the content, a download, a redirect to it, or its URL. */
export const ServiceResponse = { DEFAULT: 'DEFAULT', DOWNLOAD: 'DOWNLOAD', REDIRECT: 'REDIRECT', URL: 'URL' } as const;
export type ServiceResponse = ValueOf<typeof ServiceResponse>;

export const MediaContent = { IMAGE: 'IMAGE', PDF: 'PDF', KMZ: 'KMZ' } as const;
export type MediaContent = ValueOf<typeof MediaContent>;

export const MediaCategory = { MAP: 'MAP', PHOTO: 'PHOTO', PLAN: 'PLAN' } as const;
export type MediaCategory = ValueOf<typeof MediaCategory>;

export const MediaSubCategory = { DEFAULT: 'DEFAULT', DETAIL: 'DETAIL', ASSIGNMENT: 'ASSIGNMENT' } as const;
export type MediaSubCategory = ValueOf<typeof MediaSubCategory>;

export const MediaSize = { DEFAULT: 'DEFAULT', LETTER: 'LETTER', POSTER: 'POSTER', NON_STANDARD: 'NON_STANDARD' } as const;
export type MediaSize = ValueOf<typeof MediaSize>;

export const Permission = {
  VIEW_METADATA: 'VIEW_METADATA',
  VIEW_GEOMETRY: 'VIEW_GEOMETRY',
  EDIT_METADATA: 'EDIT_METADATA',
  EDIT_GEOMETRY: 'EDIT_GEOMETRY',
} as const;
export type Permission = ValueOf<typeof Permission>;

/** How precisely a geocoded point sits on the address, best first. */
export const Accuracy = {
  ROOFTOP: 'ROOFTOP',
  CENTER: 'CENTER',
  INTERPOLATION_OFFSET: 'INTERPOLATION_OFFSET',
  INTERPOLATION: 'INTERPOLATION',
  APPROXIMATE: 'APPROXIMATE',
} as const;
export type Accuracy = ValueOf<typeof Accuracy>;

export const Confidence = { HIGH: 'HIGH', MEDIUM: 'MEDIUM', LOW: 'LOW' } as const;
export type Confidence = ValueOf<typeof Confidence>;

/** The granularity of a geocoded result, finest first. */
export const Level = {
  STREET: 'STREET',
  BLOCK: 'BLOCK',
  NEIGHBORHOOD: 'NEIGHBORHOOD',
  POSTAL: 'POSTAL',
  CITY: 'CITY',
  COUNTY: 'COUNTY',
  STATE: 'STATE',
  COUNTRY: 'COUNTRY',
} as const;
export type Level = ValueOf<typeof Level>;

export const FilterOperator = {
  EQUALS: '=',
  NOT_EQUALS: '!=',
  GREATER: '>',
  GREATER_OR_EQUAL: '>=',
  LESS: '<',
  LESS_OR_EQUAL: '<=',
  CONTAINS: 'contains',
  NOT_CONTAINS: 'not contains',
} as const;
export type FilterOperator = ValueOf<typeof FilterOperator>;

export const SpatialRelation = {
  INTERSECTS: 'INTERSECTS',
  CONTAINS: 'CONTAINS',
  CROSSES: 'CROSSES',
  OVERLAPS: 'OVERLAPS',
  TOUCHES: 'TOUCHES',
  WITHIN: 'WITHIN',
  DISJOINT: 'DISJOINT',
  EQUALS: 'EQUALS',
  COVERS: 'COVERS',
  COVERED_BY: 'COVERED_BY',
} as const;
export type SpatialRelation = ValueOf<typeof SpatialRelation>;

export const IdentifierType = {
  UNIT_NUMBER: 'UNIT_NUMBER',
  FACILITY_ID: 'FACILITY_ID',
  TEACHING_ID: 'TEACHING_ID',
  PROGRAM_ID: 'PROGRAM_ID',
  CUSTOM_ID: 'CUSTOM_ID',
  PROPERTY_ID: 'PROPERTY_ID',
  ORGANIZATION_ID: 'ORGANIZATION_ID',
} as const;
export type IdentifierType = ValueOf<typeof IdentifierType>;

/**
 * Fields a filter can name. Values are paths into the Location JSON (dots walk into objects), so the
 * same string selects the field on the server and reads it from a result on the client.
 */
export const QueryableField = {
  ID: 'id',
  KEY: 'key',
  TYPE: 'type',
  NAME: 'name',
  LOCAL_NAMES: 'properties.LocalNames',
  IDENTIFIERS: 'identifiers',
  ADDRESS_STREET1: 'address.street1',
  ADDRESS_STREET2: 'address.street2',
  ADDRESS_NEIGHBORHOOD: 'address.neighborhood',
  ADDRESS_CITY: 'address.city',
  ADDRESS_COUNTY: 'address.county',
  ADDRESS_STATE: 'address.state',
  ADDRESS_POSTAL_CODE: 'address.postalCode',
  ADDRESS_COUNTRY: 'address.country',
  ADDRESS_FORMATTED: 'address.formatted',
  PHONE: 'phone',
  EMAIL: 'email',
  WEBSITE: 'website',
  CONTACT_NAME: 'contact.name',
  CONTACT_PHONE: 'contact.phone',
  CONTACT_EMAIL: 'contact.email',
  MISSIONARY_PHONE_NUMBERS: 'missionaryPhoneNumbers',
  HOURS: 'hours',
  HOURS_PRIMARY_CODE: 'hours.primary.code',
  TIME_ZONE: 'timeZone',
  SIZE: 'size',
  BUILDING_SIZE: 'facility.buildingSize',
  LOT_SIZE: 'facility.lotSize',
  PARKING: 'facility.parking',
  FACILITY_ID: 'facility.id',
  LANGUAGE_CODE: 'language.code',
  LANGUAGE_NAME: 'language.name',
  NOTES: 'notes',
  COORDINATES: 'coordinates',
  LATITUDE: 'coordinates.latitude',
  LONGITUDE: 'coordinates.longitude',
  BOUNDARY: 'boundary',
  PARENT_ID: 'parent.id',
  PARENT_TYPE: 'parent.type',
  CHILDREN: 'children',
  ASSOCIATED: 'associated',
  RELATED: 'related',
  CREATED: 'created',
  UPDATED: 'updated',
} as const;
export type QueryableField = ValueOf<typeof QueryableField>;

/** Icon shapes and image formats of the icons call. */
export const IconType = { NONE: 'NONE', PIN: 'PIN', DOT: 'DOT' } as const;
export type IconType = ValueOf<typeof IconType>;

export const IconFormat = { DEFAULT: 'DEFAULT', PNG: 'PNG', SVG: 'SVG' } as const;
export type IconFormat = ValueOf<typeof IconFormat>;

export const LengthUnit = { mm: 'mm', cm: 'cm', dm: 'dm', m: 'm', dam: 'dam', hm: 'hm', km: 'km', in: 'in', ft: 'ft', yd: 'yd', mi: 'mi' } as const;
export type LengthUnit = ValueOf<typeof LengthUnit>;

/** Squares of the length units (written with a trailing 2) plus acres. */
export const AreaUnit = {
  mm2: 'mm2',
  cm2: 'cm2',
  dm2: 'dm2',
  m2: 'm2',
  dam2: 'dam2',
  hm2: 'hm2',
  km2: 'km2',
  in2: 'in2',
  ft2: 'ft2',
  yd2: 'yd2',
  mi2: 'mi2',
  ac: 'ac',
} as const;
export type AreaUnit = ValueOf<typeof AreaUnit>;

export const TimeUnit = { ms: 'ms', s: 's', min: 'min', h: 'h' } as const;
export type TimeUnit = ValueOf<typeof TimeUnit>;

/** Map type control modes and legal styles (spec section 4). */
export const MapTypeControlMode = { DEFAULT: 'DEFAULT', BUTTON: 'BUTTON', OVERVIEW: 'OVERVIEW' } as const;
export type MapTypeControlMode = ValueOf<typeof MapTypeControlMode>;

export const LegalStyle = { DEFAULT: 'DEFAULT', COMPRESSED: 'COMPRESSED', EXPANDED: 'EXPANDED' } as const;
export type LegalStyle = ValueOf<typeof LegalStyle>;
