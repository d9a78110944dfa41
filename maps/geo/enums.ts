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

/** An enumeration whose wire strings are its keys, from the one list of them (in order: Object.values keeps it). */
/* @__NO_SIDE_EFFECTS__ */
function named<const K extends string>(...lists: (readonly K[])[]): { readonly [P in K]: P } {
  return Object.fromEntries(lists.flat().map((key) => [key, key])) as { readonly [P in K]: P };
}

export const LocationType = {
  ...named(
    // Places and ecclesiastical areas.
    ['LOCALITY', 'AREA', 'MISSION', 'TEMPLE_DISTRICT', 'COORDINATING_COUNCIL'],
    // Stakes and their variants (a district is a stake-level unit of branches).
    ['STAKE', 'STAKE__DISTRICT', 'STAKE__YOUNG_SINGLE_ADULT', 'STAKE__SINGLE_ADULT', 'STAKE__STUDENT', 'STAKE__LANGUAGE', 'STAKE__MILITARY'],
    // Wards (congregations) with their language and age-group variants.
    ['WARD', 'WARD__BRANCH', 'WARD__SEASONAL', 'WARD__NATIVE_AMERICAN', 'WARD__YOUNG_SINGLE_ADULT', 'WARD__YOUNG_SINGLE_ADULT_BRANCH', 'WARD__SINGLE_ADULT'],
    ['WARD__STUDENT', 'WARD__MARRIED_STUDENT', 'WARD__LANGUAGE', 'WARD__DEAF', 'WARD__MILITARY', 'WARD__SPANISH', 'WARD__PORTUGUESE', 'WARD__FRENCH'],
    ['WARD__CHINESE', 'WARD__KOREAN', 'WARD__TONGAN', 'WARD__SAMOAN', 'WARD__TAGALOG'],
    // Teaching units.
    ['TEACHING_UNIT', 'INSTITUTE', 'SEMINARY'],
    // Buildings.
    ['STAKE_OFFICE', 'MEETINGHOUSE', 'MEETINGHOUSE__FULL', 'MEETINGHOUSE__OVER', 'MEETINGHOUSE__UNDER', 'MEETINGHOUSE__CONSTRUCTION', 'MEETINGHOUSE__DESIGN'],
    [
      'MEETINGHOUSE__FUTURE',
      'MEETINGHOUSE__NO_UNITS',
      'MEETINGHOUSE__DISCONTINUED',
      'MEETINGHOUSE__EXCESS',
      'MEETINGHOUSE__UNKNOWN',
      'MEETINGHOUSE__LICENSED_USE',
    ],
    ['TEMPLE', 'TEMPLE__ANNOUNCED', 'TEMPLE__CONSTRUCTION', 'TEMPLE__OPENING_SOON', 'TEMPLE__RENOVATION'],
    // Offices and homes.
    ['AREA_OFFICE', 'MISSION_OFFICE', 'FACILITIES_MANAGEMENT_OFFICE', 'ADMINISTRATION_OFFICE', 'MISSION_HOME', 'MISSIONARY_HOME', 'TEMPLE_PATRON_HOUSING'],
    // Family history.
    ['FAMILY_HISTORY_CENTER', 'FAMILY_HISTORY_CENTER__AFFILIATE', 'FAMILY_HISTORY_LIBRARY'],
    // Welfare and employment.
    ['WELFARE', 'WELFARE__BISHOPS_STOREHOUSE', 'WELFARE__HOME_STORAGE_CENTER', 'WELFARE__CANNERY', 'WELFARE__DESERET_INDUSTRIES', 'WELFARE__FAMILY_SERVICES'],
    ['EMPLOYMENT_CENTER', 'EMPLOYMENT_CENTER__SELF_RELIANCE'],
    // Visitor sites.
    ['VISITORS_CENTER', 'HISTORIC_SITE', 'TABERNACLE', 'PAVILION', 'RECREATIONAL_CAMP', 'GIVING_MACHINE'],
    // Statistical layers.
    ['STAKE_GROWTH', 'MEMBER_DENSITY', 'HOUSEHOLD', 'INDIVIDUAL'],
  ),
  // The two sent with a dot (they keep their place in the list above).
  WARD__SEASONAL: 'WARD.SEASONAL',
  WARD__NATIVE_AMERICAN: 'WARD.NATIVEAMERICAN',
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

export const LocationGroup = named(
  ['ALL', 'NONE', 'WARDS', 'WARDS__YOUNG_SINGLE_ADULT', 'WARDS__SINGLE_ADULT', 'WARDS__LANGUAGE', 'STAKES', 'STAKES__YOUNG_SINGLE_ADULT'],
  ['TEMPLES', 'TEMPLES__OPERATING', 'TEMPLES__PLANNED', 'MEETINGHOUSES', 'MEETINGHOUSES__UTILIZATIONS', 'MEETINGHOUSES__LIFECYCLES'],
  ['WELFARE_LOCATIONS', 'FAMILY_HISTORY_CENTERS', 'OFFICES', 'VISITOR_SITES', 'EDUCATION', 'BOUNDARIES', 'STATISTICS'],
);
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

export const MapProvider = named(['DEFAULT', 'INTERNAL', 'GOOGLE', 'BING', 'ARCGIS', 'IP2LOCATION', 'OPENSTREETMAP', 'PRECISELY']);
export type MapProvider = ValueOf<typeof MapProvider>;

export const MapType = named(['DEFAULT', 'ROAD', 'SATELLITE', 'TERRAIN', 'HYBRID']);
export type MapType = ValueOf<typeof MapType>;

export const MapView = named(['DEFAULT', 'MAP', 'STREET', 'AERIAL', 'SEARCH', 'DIRECTIONS']);
export type MapView = ValueOf<typeof MapView>;

export const TravelMode = named(['DRIVING', 'WALKING', 'TRANSIT', 'BICYCLING', 'DIRECT']);
export type TravelMode = ValueOf<typeof TravelMode>;

export const Avoid = named(['HIGHWAYS', 'TOLLS', 'FERRIES', 'BORDERS', 'INDOORS']);
export type Avoid = ValueOf<typeof Avoid>;

/** How the service answers a media or map call: the content, a download, a redirect to it, or its URL. */
export const ServiceResponse = named(['DEFAULT', 'DOWNLOAD', 'REDIRECT', 'URL']);
export type ServiceResponse = ValueOf<typeof ServiceResponse>;

export const MediaContent = named(['IMAGE', 'PDF', 'KMZ']);
export type MediaContent = ValueOf<typeof MediaContent>;

export const MediaCategory = named(['MAP', 'PHOTO', 'PLAN']);
export type MediaCategory = ValueOf<typeof MediaCategory>;

export const MediaSubCategory = named(['DEFAULT', 'DETAIL', 'ASSIGNMENT']);
export type MediaSubCategory = ValueOf<typeof MediaSubCategory>;

export const MediaSize = named(['DEFAULT', 'LETTER', 'POSTER', 'NON_STANDARD']);
export type MediaSize = ValueOf<typeof MediaSize>;

export const Permission = named(['VIEW_METADATA', 'VIEW_GEOMETRY', 'EDIT_METADATA', 'EDIT_GEOMETRY']);
export type Permission = ValueOf<typeof Permission>;

/** How precisely a geocoded point sits on the address, best first. */
export const Accuracy = named(['ROOFTOP', 'CENTER', 'INTERPOLATION_OFFSET', 'INTERPOLATION', 'APPROXIMATE']);
export type Accuracy = ValueOf<typeof Accuracy>;

export const Confidence = named(['HIGH', 'MEDIUM', 'LOW']);
export type Confidence = ValueOf<typeof Confidence>;

/** The granularity of a geocoded result, finest first. */
export const Level = named(['STREET', 'BLOCK', 'NEIGHBORHOOD', 'POSTAL', 'CITY', 'COUNTY', 'STATE', 'COUNTRY']);
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

export const SpatialRelation = named(['INTERSECTS', 'CONTAINS', 'CROSSES', 'OVERLAPS', 'TOUCHES', 'WITHIN', 'DISJOINT', 'EQUALS', 'COVERS', 'COVERED_BY']);
export type SpatialRelation = ValueOf<typeof SpatialRelation>;

export const IdentifierType = named(['UNIT_NUMBER', 'FACILITY_ID', 'TEACHING_ID', 'PROGRAM_ID', 'CUSTOM_ID', 'PROPERTY_ID', 'ORGANIZATION_ID']);
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
export const IconType = named(['NONE', 'PIN', 'DOT']);
export type IconType = ValueOf<typeof IconType>;

export const IconFormat = named(['DEFAULT', 'PNG', 'SVG']);
export type IconFormat = ValueOf<typeof IconFormat>;

export const LengthUnit = named(['mm', 'cm', 'dm', 'm', 'dam', 'hm', 'km', 'in', 'ft', 'yd', 'mi']);
export type LengthUnit = ValueOf<typeof LengthUnit>;

/** Squares of the length units (written with a trailing 2) plus acres. */
export const AreaUnit = named(['mm2', 'cm2', 'dm2', 'm2', 'dam2', 'hm2', 'km2', 'in2', 'ft2', 'yd2', 'mi2', 'ac']);
export type AreaUnit = ValueOf<typeof AreaUnit>;

export const TimeUnit = named(['ms', 's', 'min', 'h']);
export type TimeUnit = ValueOf<typeof TimeUnit>;

/** Map type control modes and legal styles (spec section 4). */
export const MapTypeControlMode = named(['DEFAULT', 'BUTTON', 'OVERVIEW']);
export type MapTypeControlMode = ValueOf<typeof MapTypeControlMode>;

export const LegalStyle = named(['DEFAULT', 'COMPRESSED', 'EXPANDED']);
export type LegalStyle = ValueOf<typeof LegalStyle>;
