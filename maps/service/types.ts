/**
 * Shapes of the maps service (maps-toolkit spec sections 3 and 7). Results carry the fields the spec names,
 * and the fields the finder reads of a unit or a geocode (visitor-blocks spec section 3, 'Church unit or
 * location' and 'Geocode result'); the index signatures keep whatever else the service sends.
 */
import type { BoundingBox, BoundsInput } from '../geo/bounds.ts';
import type {
  Accuracy,
  Avoid,
  Confidence,
  FilterOperator,
  IconFormat,
  IconType,
  LengthUnit,
  Level,
  LocationGroup,
  LocationType,
  MapProvider,
  MapType,
  MapView,
  MediaCategory,
  MediaContent,
  MediaSize,
  MediaSubCategory,
  Permission,
  QueryableField,
  SpatialRelation,
  TimeUnit,
  TravelMode,
} from '../geo/enums.ts';
import type { LocationKey } from '../geo/location-key.ts';
import type { Position, PositionInput } from '../geo/position.ts';
import type { SizeInput } from '../geo/size.ts';

// ---- GeoJSON geometry, as the geometry operations and boundaries carry it ----

export type GeoJsonPosition = [number, number] | [number, number, number];
export interface PointGeometry {
  type: 'Point';
  coordinates: GeoJsonPosition;
}
export interface MultiPointGeometry {
  type: 'MultiPoint';
  coordinates: GeoJsonPosition[];
}
export interface LineStringGeometry {
  type: 'LineString';
  coordinates: GeoJsonPosition[];
}
export interface MultiLineStringGeometry {
  type: 'MultiLineString';
  coordinates: GeoJsonPosition[][];
}
export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: GeoJsonPosition[][];
}
export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: GeoJsonPosition[][][];
}
export interface GeometryCollection {
  type: 'GeometryCollection';
  geometries: Geometry[];
}
export type Geometry =
  PointGeometry | MultiPointGeometry | LineStringGeometry | MultiLineStringGeometry | PolygonGeometry | MultiPolygonGeometry | GeometryCollection;

// ---- Entities of section 3 ----

/** A location named by key ('TYPE:id'), or as a parsed key. */
export type LocationKeyInput = string | LocationKey;

export interface LocationReference {
  id: string;
  type: LocationType | string;
  key?: string;
  name?: string;
  [field: string]: unknown;
}

/** A unit's or building's postal address, in parts (visitor-blocks spec section 3). */
export interface LocationAddress {
  street1?: string;
  street2?: string;
  neighborhood?: string;
  city?: string;
  county?: string;
  state?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  /** ISO 3166-1 alpha-3; the visitor pages preselect the country from it. */
  countryCode3?: string;
  countryName?: string;
  /** The whole address on one line, as written in that country. */
  formatted?: string;
}

/** When a unit meets: `code` is a two-letter weekday and four digits of hour and minute ('SU0900'). */
export interface MeetingTime {
  code: string;
  /** 'SU'. */
  day?: string;
  dayName?: string;
  /** '09:00'. */
  time?: string;
}

export interface LocationHours {
  primary?: MeetingTime;
  [schedule: string]: MeetingTime | undefined;
}

/** The unit's language: `code` is ISO 639-3 ('eng', 'jpn'), `name` its English name. */
export interface LocationLanguage {
  code: string;
  name?: string;
}

export interface LocationProperties {
  /**
   * The unit's names in the local language and script, the first preferred for display (the finder shows
   * it beside the English `name`).
   */
  LocalNames?: string[];
  /** The language's name, as a display string. */
  Language?: string;
  [property: string]: unknown;
}

export interface LocationIdentifier {
  type: string;
  value: string;
}

export interface Location {
  id: string;
  type: LocationType | string;
  /** 'TYPE:id'. */
  key?: string;
  name?: string;
  coordinates?: Position;
  extent?: BoundingBox;
  centroids?: Position[];
  /** Boxes where a label fits inside the boundary. */
  labels?: BoundingBox[];
  boundary?: MultiPolygonGeometry;
  facility?: LocationReference | Record<string, unknown>;
  parent?: LocationReference;
  children?: LocationReference[];
  associated?: LocationReference[];
  related?: LocationReference[];
  permissions?: Permission[];
  address?: LocationAddress;
  language?: LocationLanguage;
  hours?: LocationHours;
  properties?: LocationProperties;
  phone?: string;
  email?: string;
  notes?: string;
  /** The first is shown. */
  missionaryPhoneNumbers?: string[];
  identifiers?: LocationIdentifier[];
  /** Metres from the point an identify asked about (the reference service's name). */
  distance?: number;
  /** Metres from the searched point, as the finder's data names it (visitor-blocks spec section 3). */
  calculatedDistance?: number;
  /** The finder's numbering of a result in its list. */
  locationIndex?: number;
  directionsLink?: string;
  /** ISO 8601. */
  created?: string;
  updated?: string;
  [field: string]: unknown;
}

export interface ClusterCount {
  type: LocationType | string;
  count: number;
}

export interface Cluster {
  coordinates: Position;
  extent?: BoundingBox;
  locations?: Location[];
  /** How many locations the cluster holds: the sum of `counts`. */
  count?: number;
  /** By type, largest first. */
  counts?: ClusterCount[];
  /** The cluster's locations are spread out: a click zooms in to separate them (spec section 4). */
  dispersed?: boolean;
  emphasized?: boolean;
  /** How many of its locations match the `emphasize` filters. */
  emphasizedCount?: number;
  [field: string]: unknown;
}

export interface Step {
  start: Position;
  end: Position;
  steps?: Step[];
  instructions?: string;
  distance?: number;
  duration?: number;
  [field: string]: unknown;
}

export interface Leg {
  start: Position;
  end: Position;
  steps: Step[];
  distance?: number;
  duration?: number;
  [field: string]: unknown;
}

export interface Route {
  legs: Leg[];
  extent?: BoundingBox;
  /** The route line: positions, or an encoded polyline when `compressed` was asked for. */
  path?: Position[] | string;
  distance?: number;
  duration?: number;
  [field: string]: unknown;
}

export interface IntersectionConnection {
  segment: Position[];
  distance: number;
}

export interface Intersection {
  coordinates: Position;
  connections: IntersectionConnection[];
}

export interface Filter {
  field: QueryableField | string;
  operator: FilterOperator;
  operand: string | number | boolean | null | readonly (string | number)[];
  /** Only locations of these types are tested; others pass. */
  types?: readonly (LocationType | string)[];
}

export interface LabelStyle {
  expression?: string;
  color?: string;
  font?: string;
}

export interface Style {
  fill?: string;
  stroke?: string;
  weight?: number;
  padding?: number;
  label?: LabelStyle;
  types?: readonly (LocationType | string)[];
}

export interface IconOptions {
  type?: IconType;
  format?: IconFormat;
  layer?: string;
  legend?: boolean;
  symbol?: string;
  text?: string;
  color?: string;
  foreground?: string;
  border?: string;
  invert?: boolean;
  scale?: number;
}

export interface LegalLink {
  url: string;
  text: string;
}

export interface Legal {
  terms?: LegalLink;
  privacy?: LegalLink;
  copyright?: string;
}

export interface Media {
  type: MediaContent;
  index: number;
  category: MediaCategory;
  subCategory: MediaSubCategory;
  size: MediaSize;
  [field: string]: unknown;
}

export interface ConfigurationResponse {
  init?: boolean;
  production?: boolean;
  develop?: boolean;
  proxy?: string | boolean;
  client?: string;
  language?: string;
  legal?: Legal;
  strings?: Record<string, string>;
  provider?: MapProvider | string;
  coordinates?: Position;
  /** Put on the provider script element, for pages whose CSP allows scripts by nonce. */
  nonce?: string;
  [field: string]: unknown;
}

/** The address a geocode matched: its parts, the country codes and one line of text. */
export interface GeocodeAddress extends AddressObject {
  /** ISO 3166-1 alpha-3; the visitor pages preselect the country from it. */
  countryCode3?: string;
  countryName?: string;
  /** The whole address on one line. */
  formatted?: string;
}

/**
 * How well a geocode matched (visitor-blocks spec section 3, maps spec Accuracy, Confidence, Level): a
 * street address is ROOFTOP or INTERPOLATION, a town or postal area APPROXIMATE.
 */
export interface GeocodeMatch {
  accuracy: Accuracy;
  confidence: Confidence;
  level?: Level;
  /** Part of the input was not found (a street the service does not know, in a town it does). */
  partial?: boolean;
}

export interface GeocodeResult {
  address?: GeocodeAddress;
  coordinates: Position;
  extent?: BoundingBox;
  match?: GeocodeMatch;
  /** The same as `match.accuracy`, `match.confidence` and `match.level`, for older readers. */
  accuracy?: Accuracy;
  confidence?: Confidence;
  level?: Level;
  /** One line. */
  formatted?: string;
  country?: string;
  provider?: MapProvider | string;
  /** The building an address belongs to, when it is one the service knows. */
  location?: LocationReference;
  /** Metres from the asked point (reverse geocoding). */
  distance?: number;
  [field: string]: unknown;
}

export interface Suggestion {
  text: string;
  [field: string]: unknown;
}

export interface Layer {
  id: string;
  name?: string;
  types?: (LocationType | string)[];
  [field: string]: unknown;
}

export interface LayerGroup {
  id: string;
  name?: string;
  layers?: Layer[];
  [field: string]: unknown;
}

export interface Field {
  name: string;
  type?: string;
  [field: string]: unknown;
}

export interface ProviderInfo {
  id: MapProvider | string;
  name?: string;
  [field: string]: unknown;
}

export interface MapSource {
  id: string;
  provider: MapProvider | string;
  mapType?: MapType;
  [field: string]: unknown;
}

export interface LocationCount {
  count: number;
  counts?: ClusterCount[];
  [field: string]: unknown;
}

export interface Isochrone {
  time?: number;
  distance?: number;
  geometry: Geometry | string;
  [field: string]: unknown;
}

/** A blob answer turned into a temporary object URL (revoked after its life; see BLOB_URL_LIFE_MS). */
export interface ObjectUrl {
  url: string;
  type: string;
  size: number;
}

// ---- Payloads of section 7 ----

/** Map providers a call may use, in order of preference. */
export type Providers = readonly (MapProvider | string)[];

/** An address to geocode, in parts: the parts of a unit's address, and any other part the provider reads. */
export interface AddressObject extends LocationAddress {
  [part: string]: string | undefined;
}

export interface GeocodeParams {
  /** A free-text address (GET /geocode), or its parts (POST /geocode/address). */
  address: string | AddressObject;
  extent?: BoundsInput;
  country?: string;
  phone?: string;
  matches?: number;
  unfiltered?: boolean;
  limit?: number;
  providers?: Providers;
}

export interface ReverseGeocodeParams {
  coordinates: PositionInput;
  matches?: number;
  limit?: number;
  providers?: Providers;
}

export interface GeocodeAutocompleteParams {
  input: string;
  extent?: BoundsInput;
  unfiltered?: boolean;
  limit?: number;
  providers?: Providers;
}

export interface GeocodeIpParams {
  /** Omitted: the caller's own address, whose answer is cached. */
  ip?: string;
  limit?: number;
  providers?: Providers;
}

/** A place: a position in any accepted form, or an address string. */
export type PlaceInput = PositionInput | string;

export interface DirectionsParams {
  origin: PlaceInput;
  destination: PlaceInput;
  waypoints?: readonly PlaceInput[];
  modes?: readonly TravelMode[];
  avoid?: readonly Avoid[];
  alternatives?: boolean;
  depart?: Date | string;
  arrive?: Date | string;
  lengthUnits?: LengthUnit;
  timeUnits?: TimeUnit;
  compressed?: boolean;
  providers?: Providers;
}

export interface IsochroneParams {
  origin: PlaceInput;
  /** Travel times, in seconds unless the service is told otherwise. */
  times?: readonly number[];
  distances?: readonly number[];
  modes?: readonly TravelMode[];
  avoid?: readonly Avoid[];
  alternatives?: boolean;
  depart?: Date | string;
  arrive?: Date | string;
  compressed?: boolean;
  providers?: Providers;
}

/** Fields of the geometry operations; each operation uses the ones it needs (spec section 7). */
export interface GeometryPayload {
  geometry?: Geometry | readonly Geometry[];
  target?: Geometry;
  cutter?: Geometry;
  reshaper?: Geometry;
  input?: Geometry | readonly Geometry[];
  difference?: Geometry | readonly Geometry[];
  border?: Geometry;
  tolerance?: number;
  reference?: Geometry;
  exclusions?: readonly Geometry[];
  units?: LengthUnit;
  type?: SpatialRelation | string;
  multiple?: boolean;
}

/** The list fields shared by the location calls. */
export interface ListParams {
  layers?: readonly (LocationGroup | LocationType | string)[];
  ids?: readonly LocationKeyInput[];
  filters?: readonly Filter[];
  limit?: number;
  start?: number;
  children?: boolean;
  associated?: boolean;
  related?: boolean;
}

export interface LocationParams {
  live?: boolean;
  children?: boolean;
  associated?: boolean;
  related?: boolean;
}

export interface SearchParams extends ListParams {
  query: string;
  extent?: BoundsInput;
  providers?: Providers;
}

export interface AutocompleteParams {
  input: string;
  extent?: BoundsInput;
  providers?: Providers;
  limit?: number;
}

/** The map view an overlay or a cluster layer is drawn for, and which locations it shows. */
export interface MapAreaParams extends Pick<ListParams, 'layers' | 'ids' | 'filters'> {
  extent: BoundsInput;
  size: SizeInput;
  zoom: number;
}

export interface OverlayParams extends MapAreaParams {
  styles?: readonly Style[];
}

export interface ClustersParams extends MapAreaParams {
  /** Locations matching these filters are drawn emphasised, the others de-emphasised. */
  emphasize?: readonly Filter[];
  icon?: IconOptions;
}

export interface ClustersIdentifyParams extends ClustersParams {
  coordinates: PositionInput;
}

export interface BoundaryParams {
  /** Simplification tolerance, in metres. */
  generalize?: number;
  /** Grow (or shrink, negative) the boundary by this many metres. */
  offset?: number;
  compressed?: boolean;
}

export interface BoundariesParams extends ListParams, BoundaryParams {
  extent?: BoundsInput;
}

export interface CentroidsParams {
  type?: string;
  multiple?: boolean;
}

export interface LabelsParams {
  multiple?: boolean;
}

export interface IdentifyParams extends ListParams {
  coordinates?: PositionInput;
  address?: string;
  ip?: string;
  extent?: BoundsInput;
  boundary?: Geometry;
  geometry?: Geometry;
  /** Metres around the coordinates. */
  radius?: number;
  /** The nearest this many. */
  nearest?: number;
  relation?: SpatialRelation;
  reference?: LocationKeyInput;
}

export interface ContactParams {
  subject: string;
  message: string;
  senderName: string;
  senderEmail: string;
  senderPhone?: string;
  referrerUrl?: string;
}

export interface FieldValuesParams {
  includeNull?: boolean;
}

export interface MediaParams {
  type?: MediaContent;
  index?: number;
  category?: MediaCategory;
  subCategory?: MediaSubCategory;
  size?: MediaSize;
  imageSize?: SizeInput;
  preserveRatio?: boolean;
}

export interface MapImageParams {
  center?: PositionInput;
  zoom?: number;
  extent?: BoundsInput;
  size?: SizeInput;
  mapType?: MapType;
  provider?: MapProvider | string;
  layers?: ListParams['layers'];
  ids?: ListParams['ids'];
  filters?: readonly Filter[];
  styles?: readonly Style[];
  icon?: IconOptions;
  language?: string;
}

export interface MapUrlParams {
  provider?: MapProvider | string;
  view?: MapView;
  mapType?: MapType;
  center?: PositionInput;
  zoom?: number;
  extent?: BoundsInput;
  query?: string;
  origin?: PlaceInput;
  destination?: PlaceInput;
  modes?: readonly TravelMode[];
}

export interface ScriptParams {
  /** Engine libraries to load with it, such as 'geometry'. */
  libraries?: readonly string[];
  /** A global function the script calls once loaded. */
  callback?: string;
  /** Language; the client's language by default. */
  lang?: string;
}

export interface CallOptions {
  /** Stops the call at any stage: before it is sent, while the session is configured, in flight. */
  signal?: AbortSignal;
  /** This call's time limit in milliseconds, instead of the client's `timeoutMs` (0 or Infinity: none). */
  timeoutMs?: number;
}
