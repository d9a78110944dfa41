/**
 * The reference maps service (maps-toolkit spec section 7) under both `/api/maps/v2` and
 * `/api/maps-proxy/v2` (the client's default proxy path, which sends X-Forwarded-Prefix). GET-or-POST
 * calls are accepted either way: a query string (JSON for objects and arrays) or a JSON body.
 * Unimplemented calls answer 501 `{ error, operation }`; bad input 400 `{ error, field }`.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as turf from '@turf/turf';
import type { Geometry } from 'geojson';
import { boundsOf, type BoundingBox } from '../../../maps/geo/bounds.ts';
import { MapProvider, SpatialRelation } from '../../../maps/geo/enums.ts';
import type { Position } from '../../../maps/geo/position.ts';
import { fitZoom, MAX_FIT_ZOOM } from '../../../maps/geo/tiles.ts';
import { InputError } from '../validation.ts';
import type { MultiPolygonCoordinates } from './boundaries.ts';
import { findField, isKnownType, listFields, listLayerGroups, listLayers, negotiateLanguage, stringsFor } from './catalog.ts';
import { readContact, saveContact } from './contacts.ts';
import { getMapsData, mapsDataLoaded } from './data.ts';
import {
  BASEMAP_CACHE_CONTROL,
  BASEMAP_LAYERS,
  BASEMAP_TYPES,
  basemapLayer,
  basemapSource,
  basemapThumbnail,
  isBasemapLayer,
  isBasemapType,
} from './basemap.ts';
import { NotImplemented } from './errors.ts';
import {
  MAPS_BODY_LIMIT_BYTES,
  MAPS_GEOMETRY_BODY_LIMIT_BYTES,
  MAPS_SMALL_BODY_LIMIT_BYTES,
  MAX_BOUNDARIES,
  MAX_BOUNDARY_POSITIONS,
  MAX_CLUSTERS,
  MAX_FIELD_VALUES,
  MAX_ISOCHRONES,
  MAX_OPTION_LIST,
  MAX_STRING_KEYS,
  MAX_WAYPOINTS,
} from './limits.ts';
import { DEFAULT_LIMIT, MAX_LIMIT, readFilters, readListOptions, type ListOptions } from './filters.ts';
import { getGeocoder, locateIp, type GeocodeHit, type GeocodeOptions } from './geocoder.ts';
import { CENTROID_TYPES, readGeometries, type CentroidType } from './geometry.ts';
import { offload } from './offload.ts';
import { packRings, type ShapeOptions } from './offload-ops.ts';
import { readIcon, renderIcon } from './icons.ts';
import { isochrones, readAvoid, readDirectionsOptions, readModes } from './navigation.ts';
import {
  has,
  mergeParams,
  readBoolean,
  readBounds,
  readEnum,
  readJson,
  readList,
  readNumber,
  readPosition,
  readSize,
  readString,
  readStringList,
  toKey,
  toPosition,
  type Params,
} from './params.ts';
import { getLocationSearch } from './search.ts';
import { keyOf, Serializer } from './serialize.ts';
import { CLUSTER_LOCATIONS_MAX, getMapsService, longitudeRanges, TooManyClusters, type ClusterResult, type MapsService, type Selection } from './service.ts';
import type { LocationRecord } from './types.ts';

/** Mount points below /api (maps-toolkit section 9: service path /api/maps, proxy /api/maps-proxy, version /v2). */
export const MAPS_MOUNTS = ['/maps/v2', '/maps-proxy/v2'] as const;
export const SERVICE_PROVIDER = MapProvider.INTERNAL;
export { MAPS_BODY_LIMIT_BYTES, MAPS_GEOMETRY_BODY_LIMIT_BYTES, MAPS_SMALL_BODY_LIMIT_BYTES, MAX_BOUNDARIES } from './limits.ts';
export const DEFAULT_GEOCODE_LIMIT = 5;
export const MAX_GEOCODE_LIMIT = 50;
export const DEFAULT_AUTOCOMPLETE_LIMIT = 10;
/** Half the Earth's circumference: no two places are further apart. */
export const MAX_RADIUS_M = 20037509;
const WORLD: BoundingBox = { southWest: { longitude: -180, latitude: -85.05 }, northEast: { longitude: 180, latitude: 85.05 } };
const PROVIDERS: readonly string[] = Object.values(MapProvider);
/** Boundaries per worker job when shaping: keeps each message to the worker and back small. */
const SHAPE_BATCH = 25;
const SPATIAL_RELATIONS = Object.values(SpatialRelation);

type Handler = (params: Params, request: FastifyRequest, reply: FastifyReply) => unknown;

function params(request: FastifyRequest): Params {
  return mergeParams(request.query, request.method === 'GET' ? undefined : request.body);
}

function notImplemented(operation: string, detail?: string): never {
  throw new NotImplemented(operation, detail);
}

function readProviders(p: Params): void {
  const list = readStringList(p, 'providers', MAX_OPTION_LIST);
  list?.forEach((provider, index) => {
    if (!PROVIDERS.includes(provider.toUpperCase())) throw new InputError(`providers[${index}]`, `providers[${index}] must be one of ${PROVIDERS.join(', ')}`);
  });
}

function selectionOf(options: ListOptions): Selection {
  return { ...(options.types ? { types: options.types } : {}), ...(options.ids ? { ids: options.ids } : {}), filters: options.filters };
}

/** A location by its path key: 'TYPE:id' or 'TYPE/id' (type case-insensitive), 404 when unknown. */
function findLocation(service: MapsService, raw: string, field = 'key'): LocationRecord {
  const key = toKey(field, raw);
  const record = service.data.byId(key.id);
  if (!record || record.type !== key.type) throw new InputError(field, `No location ${key.type}:${key.id}`, 404);
  return record;
}

function geocodeJson(hit: GeocodeHit): Record<string, unknown> {
  return {
    coordinates: hit.coordinates,
    address: hit.address,
    formatted: hit.address.formatted,
    match: hit.match,
    accuracy: hit.match.accuracy,
    confidence: hit.match.confidence,
    level: hit.match.level,
    ...(hit.address.country ? { country: hit.address.country } : {}),
    ...(hit.extent ? { extent: hit.extent } : {}),
    ...(hit.location ? { location: hit.location } : {}),
    ...(hit.distance !== undefined ? { distance: hit.distance } : {}),
    provider: SERVICE_PROVIDER,
  };
}

function geocodeOptions(p: Params, defaultLimit = DEFAULT_GEOCODE_LIMIT): GeocodeOptions {
  readProviders(p);
  const matches = readNumber(p, 'matches', { integer: true, min: 1, max: MAX_GEOCODE_LIMIT });
  const limit = readNumber(p, 'limit', { integer: true, min: 1, max: MAX_GEOCODE_LIMIT });
  const countryText = readString(p, 'country', { maxLength: 60 });
  let country;
  if (countryText !== undefined) {
    country = getGeocoder(getMapsData()).findCountry(countryText);
    if (!country) throw new InputError('country', `country ${JSON.stringify(countryText)} is not a country code or name`);
  }
  const extent = readBounds(p, 'extent');
  return {
    limit: Math.min(limit ?? MAX_GEOCODE_LIMIT, matches ?? defaultLimit),
    unfiltered: readBoolean(p, 'unfiltered') ?? false,
    ...(country ? { country } : {}),
    ...(extent ? { extent } : {}),
  };
}

function callerIp(request: FastifyRequest, p: Params): string {
  const ip = readString(p, 'ip', { maxLength: 64 });
  if (ip === undefined) return request.ip;
  if (isIP(ip.trim()) === 0) throw new InputError('ip', 'ip must be an IPv4 or IPv6 address');
  return ip.trim();
}

/** A place given as a position, a location key or an address to geocode. */
function readPlace(service: MapsService, p: Params, name: string, raw: unknown): { position: Position; label?: string } {
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') throw new InputError(name, `${name} must not be blank`);
    const keyMatch = /^([A-Za-z_.]+)[:/](\w+)$/.exec(text);
    if (keyMatch && isKnownType((keyMatch[1] ?? '').toUpperCase())) {
      const record = findLocation(service, text, name);
      return { position: { latitude: record.latitude, longitude: record.longitude }, label: record.name };
    }
    if (text.startsWith('{') || text.startsWith('[')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new InputError(name, `${name} is not valid JSON`);
      }
      return { position: toPosition(name, parsed) };
    }
    const [hit] = getGeocoder(service.data).geocode(text, { limit: 1, unfiltered: false });
    if (!hit) throw new InputError(name, `${name} ${JSON.stringify(text)} could not be found`);
    return { position: hit.coordinates, label: hit.address.formatted };
  }
  if (raw === undefined || raw === null) throw new InputError(name, `${name} is required`);
  return { position: toPosition(name, raw) };
}

function boundaryGeometry(service: MapsService, record: LocationRecord): MultiPolygonCoordinates | undefined {
  return service.boundaries.boundaryOf(record);
}

function multiPolygon(coordinates: MultiPolygonCoordinates): Geometry {
  return { type: 'MultiPolygon', coordinates };
}

/** generalize (metres of simplification), offset (metres of growth, negative shrinks), compressed (encoded rings). */
function shapeOptions(p: Params): ShapeOptions {
  const generalize = readNumber(p, 'generalize', { min: 0, max: 100000 });
  const offset = readNumber(p, 'offset', { min: -100000, max: 100000 });
  return { compressed: readBoolean(p, 'compressed') ?? false, ...(generalize ? { generalize } : {}), ...(offset ? { offset } : {}) };
}

async function shapeBoundaries(p: Params, boundaries: readonly MultiPolygonCoordinates[]): Promise<string[]> {
  const options = shapeOptions(p);
  // Buffering and simplifying take tens of milliseconds per boundary, and 500 boundaries are megabytes of
  // JSON: shaped and serialised in the worker, in batches, so the event loop only joins text.
  const batches: Array<Promise<string[]>> = [];
  for (let i = 0; i < boundaries.length; i += SHAPE_BATCH) batches.push(offload('shapeJsonMany', boundaries.slice(i, i + SHAPE_BATCH), options));
  return (await Promise.all(batches)).flat();
}

/** A JSON array of up to 1,000 locations, serialised in slices that yield (tens of milliseconds on a busy machine). */
async function jsonArrayInSlices<T>(items: readonly T[], toJson: (item: T) => unknown): Promise<string> {
  const parts: string[] = [];
  let sliceStart = performance.now();
  for (const item of items) {
    parts.push(JSON.stringify(toJson(item)));
    if (performance.now() - sliceStart > 8) {
      await yieldToLoop();
      sliceStart = performance.now();
    }
  }
  return `[${parts.join(',')}]`;
}

/** A JSON answer already serialised (by the worker, or in slices). */
function sendJson(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/**
 * A JSON array sent element by element. Boundaries answers run to 10 MB: joined into one string first, the join
 * alone held the event loop 240-460 ms on a busy 2-core machine; streamed, each piece is one element's text.
 */
function sendJsonArray(reply: FastifyReply, count: number, element: (index: number) => string): FastifyReply {
  function* pieces(): Generator<Buffer> {
    yield Buffer.from('[');
    for (let i = 0; i < count; i++) yield Buffer.from(i === 0 ? element(i) : `,${element(i)}`);
    yield Buffer.from(']');
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(pieces(), { objectMode: false }));
}

/** Unions among these locations' boundaries, computed in the worker before the synchronous reads. */
function prepareBoundaries(service: MapsService, records: readonly LocationRecord[]): Promise<void> {
  return service.boundaries.prepare(records, (cellLists) => offload('mergeCells', cellLists));
}

function extentOf(service: MapsService, record: LocationRecord): BoundingBox {
  const boundary = boundaryGeometry(service, record);
  if (!boundary)
    return { southWest: { latitude: record.latitude, longitude: record.longitude }, northEast: { latitude: record.latitude, longitude: record.longitude } };
  const points = boundary.flat(2).map(([longitude = 0, latitude = 0]) => ({ longitude, latitude }));
  return (
    boundsOf(points) ?? {
      southWest: { latitude: record.latitude, longitude: record.longitude },
      northEast: { latitude: record.latitude, longitude: record.longitude },
    }
  );
}

async function centroidsOfMany(service: MapsService, records: readonly LocationRecord[], kind: CentroidType, multiple: boolean): Promise<Position[][]> {
  const geometries = records.map((record) => {
    const boundary = boundaryGeometry(service, record);
    return boundary ? multiPolygon(boundary) : null;
  });
  const found = geometries.some((geometry) => geometry) ? await offload('centroidsMany', geometries, kind, multiple) : [];
  return records.map((record, i) => found[i] ?? [{ latitude: record.latitude, longitude: record.longitude }]);
}

async function labelsOfMany(service: MapsService, records: readonly LocationRecord[], multiple: boolean): Promise<BoundingBox[][]> {
  const geometries = records.map((record) => {
    const boundary = boundaryGeometry(service, record);
    return boundary ? multiPolygon(boundary) : null;
  });
  const found = geometries.some((geometry) => geometry) ? await offload('labelsMany', geometries, multiple) : [];
  return records.map((_record, i) => found[i] ?? []);
}

/** Identify and count share how they find locations (maps-toolkit section 7's identify fields). */
async function identifyRecords(
  service: MapsService,
  p: Params,
  request: FastifyRequest,
  options: ListOptions,
  maxHits: number,
): Promise<{ hits: Array<{ record: LocationRecord; distance?: number }>; spatial: boolean }> {
  const selection = selectionOf(options);
  const radius = readNumber(p, 'radius', { exclusiveMin: 0, max: MAX_RADIUS_M });
  const nearest = readNumber(p, 'nearest', { integer: true, min: 1, max: MAX_LIMIT });
  const relationKind = readEnum(p, 'relation', SPATIAL_RELATIONS, SpatialRelation.INTERSECTS) ?? SpatialRelation.INTERSECTS;
  const extent = readBounds(p, 'extent');

  let point = readPosition(p, 'coordinates');
  const address = readString(p, 'address', { maxLength: 500 });
  if (!point && address !== undefined) {
    const [hit] = getGeocoder(service.data).geocode(address, { limit: 1, unfiltered: false });
    // Visitor spec: a geocode with no results is an invalid address with no locations.
    if (!hit) return { hits: [], spatial: true };
    point = hit.coordinates;
  }
  if (!point && has(p, 'ip')) {
    const [hit] = locateIp(callerIp(request, p));
    if (!hit) return { hits: [], spatial: true };
    point = hit.coordinates;
  }

  let geometries: Geometry[] = [];
  for (const name of ['geometry', 'boundary'] as const) if (geometries.length === 0) geometries = readGeometries(readJson(p, name), name);
  const referenceRaw = readString(p, 'reference', { maxLength: 200 });
  if (geometries.length === 0 && referenceRaw !== undefined) {
    const reference = findLocation(service, referenceRaw, 'reference');
    await prepareBoundaries(service, [reference]);
    const boundary = boundaryGeometry(service, reference);
    geometries = boundary ? [multiPolygon(boundary)] : [{ type: 'Point', coordinates: [reference.longitude, reference.latitude] }];
  }

  if (point && (radius !== undefined || nearest !== undefined)) {
    return { hits: service.nearest(point, selection, Math.min(maxHits, nearest ?? Infinity), radius ?? Infinity), spatial: true };
  }
  if (radius !== undefined && !point) throw new InputError('coordinates', 'radius needs coordinates (or an address or ip) to measure from');
  if (point) return { hits: service.containing(point, selection).map((record) => ({ record })), spatial: true };
  if (geometries.length > 0) {
    // Each step below is a few milliseconds of CPU over a large polygon; on a busy machine a few
    // milliseconds become tens, so the loop gets a turn between them.
    await yieldToLoop();
    const features = geometries.map((geometry) => turf.feature(geometry));
    const [west, south, east, north] = turf.bbox(turf.featureCollection(features));
    await yieldToLoop();
    if (
      relationKind !== SpatialRelation.INTERSECTS &&
      relationKind !== SpatialRelation.WITHIN &&
      relationKind !== SpatialRelation.COVERED_BY &&
      relationKind !== SpatialRelation.DISJOINT
    ) {
      notImplemented(
        `locations/identify (relation ${relationKind})`,
        `identify answers INTERSECTS, WITHIN, COVERED_BY and DISJOINT; ${relationKind} is not implemented`,
      );
    }
    const candidates = (
      relationKind === SpatialRelation.DISJOINT
        ? await service.selectInSlices(selection, extent)
        : await service.selectInSlices(selection, { southWest: { longitude: west, latitude: south }, northEast: { longitude: east, latitude: north } })
    ).filter((record) => !extent || inExtent(record, extent));
    await yieldToLoop();
    // Testing thousands of points against a large polygon is the heaviest thing identify does: in the worker.
    const points = new Float64Array(candidates.length * 2);
    candidates.forEach((record, i) => {
      points[i * 2] = record.longitude;
      points[i * 2 + 1] = record.latitude;
    });
    const inside = candidates.length > 0 ? await offload('pointsIntersecting', points, geometries) : new Uint8Array(0);
    const wanted = relationKind === SpatialRelation.DISJOINT ? 0 : 1;
    return { hits: candidates.filter((_record, i) => inside[i] === wanted).map((record) => ({ record })), spatial: true };
  }
  if (extent) return { hits: (await service.selectInSlices(selection, extent)).map((record) => ({ record })), spatial: true };
  return { hits: (await service.selectInSlices(selection)).map((record) => ({ record })), spatial: false };
}

function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function inExtent(record: LocationRecord, box: BoundingBox): boolean {
  if (record.latitude < box.southWest.latitude || record.latitude > box.northEast.latitude) return false;
  const { longitude: west } = box.southWest;
  const { longitude: east } = box.northEast;
  return west <= east ? record.longitude >= west && record.longitude <= east : record.longitude >= west || record.longitude <= east;
}

function clusterArgs(p: Params): { extent: BoundingBox; zoom: number } {
  const extent = readBounds(p, 'extent') ?? WORLD;
  const size = readSize(p, 'size');
  let zoom = readNumber(p, 'zoom', { min: 0, max: 24 });
  if (zoom === undefined) {
    if (!size) throw new InputError('zoom', 'zoom is required (or a size to fit the extent into)');
    zoom = fitZoom(extent, size);
  }
  readJson(p, 'icon');
  return { extent, zoom: Math.min(MAX_FIT_ZOOM + 3, Math.floor(zoom)) };
}

/** A box grown by 1e-7 degrees: points on a cell's edge stay in it despite rounding (other cells' points are filtered out after). */
function padded(box: BoundingBox): BoundingBox {
  const pad = 1e-7;
  return {
    southWest: { longitude: Math.max(-180, box.southWest.longitude - pad), latitude: box.southWest.latitude - pad },
    northEast: { longitude: Math.min(180, box.northEast.longitude + pad), latitude: box.northEast.latitude + pad },
  };
}

/** The part of a cluster cell's box inside the extent (a cell never crosses the antimeridian; an extent may). */
function cellWithin(cell: BoundingBox, extent: BoundingBox): BoundingBox | undefined {
  const south = Math.max(cell.southWest.latitude, extent.southWest.latitude);
  const north = Math.min(cell.northEast.latitude, extent.northEast.latitude);
  if (south > north) return undefined;
  for (const [west, east] of longitudeRanges(extent)) {
    const w = Math.max(west, cell.southWest.longitude);
    const e = Math.min(east, cell.northEast.longitude);
    if (w <= e) return { southWest: { longitude: w, latitude: south }, northEast: { longitude: e, latitude: north } };
  }
  return undefined;
}

function forwardedPrefix(request: FastifyRequest): string | undefined {
  const header = request.headers['x-forwarded-prefix'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\/[A-Za-z0-9._~/-]*$/.test(value) && value.length <= 200 ? value.replace(/\/+$/, '') : undefined;
}

/** SVG logo of the reference provider (maps/providers/{id}/logo). */
const PROVIDER_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="24" viewBox="0 0 96 24" role="img" aria-label="Visitor Blocks maps">' +
  '<path d="M12 2 C7 2 4 6 4 10 C4 16 12 22 12 22 C12 22 20 16 20 10 C20 6 17 2 12 2 Z" fill="#7d003f"/>' +
  '<circle cx="12" cy="10" r="3" fill="#ffffff"/>' +
  '<text x="26" y="16" font-family="Arial, Helvetica, sans-serif" font-size="11" fill="#333333">Visitor Blocks</text></svg>';

function providerInfo(base: string): Record<string, unknown> {
  return {
    id: SERVICE_PROVIDER,
    name: 'Visitor Blocks reference maps service',
    description: 'Generated demo data over GeoNames cities and US ZIP codes; an offline Natural Earth basemap (ROAD, LIGHT).',
    website: '/demo/',
    logo: `${base}/maps/providers/${SERVICE_PROVIDER}/logo`,
    mapTypes: [...BASEMAP_TYPES],
    sources: BASEMAP_TYPES.map((type) => `${base}/maps/sources/${SERVICE_PROVIDER}/${type}`),
  };
}

/** The provider segment of a source path: INTERNAL (or DEFAULT, which means it here), else 404 naming `provider`. */
function sourceProvider(raw: string): void {
  const provider = raw.toUpperCase();
  if (provider === SERVICE_PROVIDER || provider === MapProvider.DEFAULT) return;
  if (!PROVIDERS.includes(provider)) throw new InputError('provider', `provider must be one of ${PROVIDERS.join(', ')}`);
  throw new InputError('provider', `No sources for provider ${provider}`, 404);
}

function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const versionRoutes: FastifyPluginAsync = async (api) => {
  const route = (
    methods: Array<'GET' | 'POST' | 'PUT' | 'DELETE'>,
    url: string,
    handler: Handler,
    bodyLimit = methods.includes('POST') ? MAPS_BODY_LIMIT_BYTES : MAPS_SMALL_BODY_LIMIT_BYTES,
  ) => {
    api.route({
      method: methods,
      url,
      bodyLimit,
      handler: async (request, reply) => handler(params(request), request, reply),
    });
  };
  const getOrPost = (url: string, handler: Handler, bodyLimit?: number) => route(['GET', 'POST'], url, handler, bodyLimit);
  const unimplemented = (methods: Array<'GET' | 'POST' | 'PUT' | 'DELETE'>, url: string, operation: string) =>
    route(methods, url, () => notImplemented(operation));

  const service = () => getMapsService();
  let sharedSerializer: Serializer | undefined;
  const serializer = () => (sharedSerializer ??= new Serializer(getMapsData()));
  const base = (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '';
    const mount = MAPS_MOUNTS.find((m) => path.includes(`${m}/`) || path.endsWith(m));
    return mount ? path.slice(0, path.indexOf(mount) + mount.length) : '/api/maps/v2';
  };

  // ---------------------------------------------------------------- session and strings

  route(['GET'], '/scripts/configure', (p, request) => {
    const language = negotiateLanguage(request.headers['accept-language'], readString(p, 'lang', { maxLength: 35 }));
    const ip = callerIp(request, p);
    const [place] = locateIp(ip);
    const clientHeader = request.headers['x-maps-client'];
    const path = request.url.split('?')[0] ?? '';
    const viaProxy = path.includes('/maps-proxy/');
    return {
      init: true,
      production: false,
      develop: true,
      proxy: viaProxy ? (forwardedPrefix(request) ?? path.slice(0, path.indexOf('/maps-proxy/') + '/maps-proxy'.length)) : false,
      client: (Array.isArray(clientHeader) ? clientHeader[0] : clientHeader) ?? 'visitor-blocks-demo',
      language,
      legal: {
        terms: { url: 'https://creativecommons.org/licenses/by/4.0/', text: 'Place names: GeoNames (CC BY 4.0)' },
        privacy: { url: '/demo/', text: 'This demo service keeps no record of map requests' },
        copyright: '© Visitor Blocks demo data, generated; places © GeoNames contributors',
      },
      strings: stringsFor(language),
      provider: SERVICE_PROVIDER,
      ...(place ? { coordinates: place.coordinates } : {}),
      nonce: randomBytes(16).toString('base64'),
    };
  });
  route(['GET'], '/scripts/:provider', (_p, request) =>
    notImplemented(
      `scripts/${String((request.params as { provider: string }).provider)}`,
      'The reference service serves no map engine script; the map elements draw without one',
    ),
  );

  route(['GET'], '/strings', (p, request) => {
    const keys = readStringList(p, 'keys', MAX_STRING_KEYS);
    const language = negotiateLanguage(request.headers['accept-language'], readString(p, 'lang', { maxLength: 35 }));
    return stringsFor(language, keys);
  });

  // ---------------------------------------------------------------- geocoding

  const geocode: Handler = (p) => {
    const options = geocodeOptions(p);
    const geocoder = getGeocoder(getMapsData());
    const raw = readJson(p, 'address');
    if (raw !== undefined && typeof raw === 'object' && raw !== null && !Array.isArray(raw))
      return geocoder.geocodeParts(raw as Record<string, unknown>, options).map(geocodeJson);
    const address = readString(p, 'address', { maxLength: 500 });
    if (address !== undefined && address.trim() !== '') return geocoder.geocode(address, options).map(geocodeJson);
    const phone = readString(p, 'phone', { maxLength: 40 });
    if (phone !== undefined) return geocoder.geocodePhone(phone, options).map(geocodeJson);
    throw new InputError('address', 'address is required (or phone)');
  };
  getOrPost('/geocode', geocode, MAPS_SMALL_BODY_LIMIT_BYTES);
  route(['POST'], '/geocode/address', geocode, MAPS_SMALL_BODY_LIMIT_BYTES);
  getOrPost(
    '/geocode/reverse',
    (p) => {
      readProviders(p);
      const point = readPosition(p, 'coordinates', { required: true }) as Position;
      const limit = Math.min(
        readNumber(p, 'limit', { integer: true, min: 1, max: MAX_GEOCODE_LIMIT }) ?? DEFAULT_GEOCODE_LIMIT,
        readNumber(p, 'matches', { integer: true, min: 1, max: MAX_GEOCODE_LIMIT }) ?? MAX_GEOCODE_LIMIT,
      );
      return getGeocoder(getMapsData()).reverse(point, limit).map(geocodeJson);
    },
    MAPS_SMALL_BODY_LIMIT_BYTES,
  );
  getOrPost(
    '/geocode/autocomplete',
    (p) => {
      readProviders(p);
      const input = readString(p, 'input', { required: true, maxLength: 200 }) ?? '';
      const limit = readNumber(p, 'limit', { integer: true, min: 1, max: MAX_GEOCODE_LIMIT }) ?? DEFAULT_AUTOCOMPLETE_LIMIT;
      readBoolean(p, 'unfiltered');
      return getGeocoder(getMapsData()).autocomplete(input, limit, readBounds(p, 'extent'));
    },
    MAPS_SMALL_BODY_LIMIT_BYTES,
  );
  getOrPost(
    '/geocode/ip',
    (p, request) => {
      readProviders(p);
      const limit = readNumber(p, 'limit', { integer: true, min: 1, max: MAX_GEOCODE_LIMIT }) ?? DEFAULT_GEOCODE_LIMIT;
      return locateIp(callerIp(request, p)).slice(0, limit).map(geocodeJson);
    },
    MAPS_SMALL_BODY_LIMIT_BYTES,
  );

  // ---------------------------------------------------------------- navigation

  getOrPost(
    '/navigation/directions',
    async (p) => {
      const options = readDirectionsOptions(p);
      readProviders(p);
      const s = service();
      const origin = readPlace(s, p, 'origin', readJson(p, 'origin') ?? p.origin);
      const destination = readPlace(s, p, 'destination', readJson(p, 'destination') ?? p.destination);
      const waypoints = (readList(p, 'waypoints', MAX_WAYPOINTS) ?? []).map((item, index) => readPlace(s, p, `waypoints[${index}]`, item));
      // Legs around the world make thousands of steps (50-70 ms): in the worker.
      return offload('directions', { places: [origin, ...waypoints, destination].map((place, index) => ({ name: String(index), ...place })), ...options });
    },
    MAPS_SMALL_BODY_LIMIT_BYTES,
  );
  getOrPost(
    '/navigation/isochrone',
    (p) => {
      readModes(p, 'navigation/isochrone');
      readAvoid(p);
      readProviders(p);
      const origin = readPlace(service(), p, 'origin', readJson(p, 'origin') ?? p.origin);
      readList(p, 'times', MAX_ISOCHRONES);
      if (has(p, 'times')) notImplemented('navigation/isochrone (times)', 'Travel times need a road network; DIRECT isochrones take distances (metres)');
      const distances = (readList(p, 'distances', MAX_ISOCHRONES) ?? []).map((value, index) => {
        const number = typeof value === 'number' ? value : Number(value);
        if (!Number.isFinite(number) || number <= 0 || number > MAX_RADIUS_M)
          throw new InputError(`distances[${index}]`, `distances[${index}] must be a distance in metres above 0`);
        return number;
      });
      if (distances.length === 0) throw new InputError('distances', 'distances is required (metres)');
      return isochrones(origin.position, distances, readBoolean(p, 'compressed') ?? false);
    },
    MAPS_SMALL_BODY_LIMIT_BYTES,
  );

  // ---------------------------------------------------------------- geometry

  const geometryOp = (url: string, operation: string, run: (p: Params) => Promise<unknown>) =>
    route(
      ['POST'],
      url,
      async (p, _request, reply) => {
        try {
          const result = await run(p);
          if (result === null) return reply.code(204).send();
          return result;
        } catch (error) {
          if (error instanceof InputError || error instanceof NotImplemented) throw error;
          // turf rejects degenerate input (zero-area rings...) by throwing: that is bad input, named.
          throw new InputError('geometry', `${operation} could not process the geometry: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
      MAPS_GEOMETRY_BODY_LIMIT_BYTES,
    );
  // Input is checked here (naming the field); the turf work runs in the worker.
  const input = (p: Params) => readGeometries(p.geometry ?? p.input, 'geometry', { required: true });
  const target = (p: Params) => readGeometries(p.target ?? p.reference, 'target', { required: true });
  geometryOp('/geometry/union', 'geometry/union', (p) => offload('union', input(p)));
  geometryOp('/geometry/difference', 'geometry/difference', (p) =>
    offload('difference', input(p), readGeometries(p.difference, 'difference', { required: true })),
  );
  geometryOp('/geometry/intersects', 'geometry/intersects', (p) => offload('relation', SpatialRelation.INTERSECTS, input(p), target(p)));
  geometryOp('/geometry/relation', 'geometry/relation', (p) => {
    const kind = readEnum(p, 'type', SPATIAL_RELATIONS) ?? readEnum(p, 'relation', SPATIAL_RELATIONS, SpatialRelation.INTERSECTS) ?? SpatialRelation.INTERSECTS;
    return offload('relation', kind, input(p), target(p));
  });
  geometryOp('/geometry/centroids', 'geometry/centroids', (p) => {
    const kind = (readEnum(p, 'type', CENTROID_TYPES, 'CENTROID') ?? 'CENTROID') as CentroidType;
    return offload('centroids', input(p), kind, readBoolean(p, 'multiple') ?? false);
  });
  geometryOp('/geometry/labels', 'geometry/labels', (p) => offload('labels', input(p), readBoolean(p, 'multiple') ?? false));
  geometryOp('/geometry/repair', 'geometry/repair', (p) => offload('repair', input(p)));
  for (const op of ['cut', 'reshape', 'differentiate', 'topology', 'topology/adjust', 'intersects/analyze', 'intersects/reanalyze', 'parse'])
    unimplemented(['POST'], `/geometry/${op}`, `geometry/${op}`);

  // ---------------------------------------------------------------- layers

  route(['GET'], '/layers', () => listLayers());
  route(['GET'], '/layers/groups', () => listLayerGroups());
  route(['GET'], '/layers/groups/:id', (_p, request) => {
    const id = String((request.params as { id: string }).id).toUpperCase();
    const group = listLayerGroups().find((g) => g.id === id);
    if (!group) throw new InputError('id', `No layer group ${id}`, 404);
    return group;
  });
  route(['GET'], '/layers/:id', (_p, request) => {
    const id = String((request.params as { id: string }).id).toUpperCase();
    const layer = listLayers().find((l) => l.id === id);
    if (!layer) throw new InputError('id', `No layer ${id}`, 404);
    return layer;
  });

  // ---------------------------------------------------------------- locations

  route(['GET'], '/locations', async (p, _request, reply) => {
    const options = readListOptions(p);
    const s = service();
    const out = serializer();
    const records = await s.selectInSlices(options, readBounds(p, 'extent'));
    return sendJson(reply, await jsonArrayInSlices(records.slice(options.start, options.start + options.limit), (record) => out.location(record, options)));
  });
  unimplemented(['POST'], '/locations', 'locations (create)');

  getOrPost('/locations/search', async (p, _request, reply) => {
    readProviders(p);
    const query = readString(p, 'query', { required: true, maxLength: 200 }) ?? '';
    const options = readListOptions(p);
    const extent = readBounds(p, 'extent');
    const s = service();
    const selection = selectionOf(options);
    const idSet = options.ids ? new Set(options.ids.map((ref) => ref.id)) : undefined;
    const hits = await getLocationSearch(s.data).search(query, (record) => s.accepts(record, selection, idSet) && (!extent || inExtent(record, extent)));
    const out = serializer();
    return sendJson(reply, await jsonArrayInSlices(hits.slice(options.start, options.start + options.limit), (hit) => out.location(hit.record, options)));
  });
  getOrPost('/locations/autocomplete', async (p) => {
    readProviders(p);
    const input = readString(p, 'input', { required: true, maxLength: 200 }) ?? '';
    const limit = readNumber(p, 'limit', { integer: true, min: 1, max: 100 }) ?? DEFAULT_AUTOCOMPLETE_LIMIT;
    const extent = readBounds(p, 'extent');
    const s = service();
    const types = readListOptions(p).types;
    return (await getLocationSearch(s.data).search(input, (record) => (!types || types.has(record.type)) && (!extent || inExtent(record, extent)), limit)).map(
      ({ record }) => ({
        text: record.localNames?.[0] ?? record.name,
        name: record.name,
        id: record.id,
        key: keyOf(record),
        type: record.type,
        coordinates: { latitude: record.latitude, longitude: record.longitude },
      }),
    );
  });
  getOrPost('/locations/overlay', () => notImplemented('locations/overlay', 'Overlay images need a renderer; use locations/clusters and boundaries instead'));

  getOrPost('/locations/clusters', async (p) => {
    const { extent, zoom } = clusterArgs(p);
    const options = readListOptions(p);
    const emphasize = readFilters(p, 'emphasize');
    const s = service();
    const out = serializer();
    const selection = selectionOf(options);
    const masks = await s.clusterMasks(selection, extent, emphasize);
    let clusters: ClusterResult[];
    try {
      clusters = s.clusters(selection, extent, zoom, emphasize, MAX_CLUSTERS, masks);
    } catch (error) {
      if (!(error instanceof TooManyClusters)) throw error;
      throw new InputError('zoom', `The answer would hold more than ${MAX_CLUSTERS} clusters, the most answered: zoom out or send a smaller extent`);
    }
    return clusters.map((cluster) => ({
      coordinates: cluster.coordinates,
      extent: cluster.extent,
      count: cluster.count,
      counts: cluster.counts,
      ...(cluster.count <= CLUSTER_LOCATIONS_MAX ? { locations: cluster.positions.map((position) => out.location(s.recordAt(position))) } : {}),
      dispersed: cluster.dispersed,
      emphasized: cluster.emphasized,
      emphasizedCount: cluster.emphasizedCount,
    }));
  });
  getOrPost('/locations/clusters/identify', (p) => {
    const point = readPosition(p, 'coordinates', { required: true }) as Position;
    const { extent, zoom } = clusterArgs(p);
    const options = readListOptions(p, { limit: MAX_LIMIT });
    const emphasize = readFilters(p, 'emphasize');
    const s = service();
    const cell = s.clusterCellOf(point, zoom);
    const selection = selectionOf(options);
    // Only the point's cell can hold its cluster: count over that cell, not the whole extent.
    const box = cellWithin(padded(s.clusterCellBox(cell, zoom)), extent);
    const clusters = (box ? s.clusters(selection, box, zoom, emphasize) : []).filter((cluster) => {
      const at = s.clusterCellOf(cluster.coordinates, zoom);
      return at.x === cell.x && at.y === cell.y;
    });
    const out = serializer();
    return clusters.map((cluster) => {
      const members = s.select(selection, cluster.extent).filter((record) => s.inClusterCell(s.data.indexOf(record.id), cell, zoom));
      return {
        coordinates: cluster.coordinates,
        extent: cluster.extent,
        count: cluster.count,
        counts: cluster.counts,
        locations: members.slice(options.start, options.start + options.limit).map((record) => out.location(record, options)),
        dispersed: cluster.dispersed,
        emphasized: cluster.emphasized,
        emphasizedCount: cluster.emphasizedCount,
      };
    });
  });

  getOrPost(
    '/locations/identify',
    async (p, request, reply) => {
      const options = readListOptions(p);
      readProviders(p);
      const s = service();
      const { hits } = await identifyRecords(s, p, request, options, options.start + options.limit);
      const out = serializer();
      return sendJson(
        reply,
        await jsonArrayInSlices(hits.slice(options.start, options.start + options.limit), ({ record, distance }) => ({
          ...out.location(record, options),
          ...(distance !== undefined ? { distance: Math.round(distance * 10) / 10 } : {}),
        })),
      );
    },
    MAPS_GEOMETRY_BODY_LIMIT_BYTES,
  );
  getOrPost(
    '/locations/count',
    async (p, request) => {
      const options = readListOptions(p, { limit: MAX_LIMIT });
      readProviders(p);
      const s = service();
      const { hits } = await identifyRecords(s, p, request, options, Infinity);
      const records = hits.map((hit) => hit.record);
      return { count: records.length, counts: s.countByType(records) };
    },
    MAPS_GEOMETRY_BODY_LIMIT_BYTES,
  );

  const boundariesOf = async (p: Params) => {
    const options = readListOptions(p, { limit: DEFAULT_LIMIT, maxLimit: MAX_BOUNDARIES });
    const s = service();
    const records = await s.selectInSlices(selectionOf(options), readBounds(p, 'extent'));
    const withBoundary: Array<{ record: LocationRecord; boundary: MultiPolygonCoordinates }> = [];
    // Unions are prepared a page at a time: only as many locations as the answer can still take.
    for (let from = 0; from < records.length && withBoundary.length < options.start + options.limit;) {
      const batch = records.slice(from, from + options.start + options.limit - withBoundary.length);
      from += batch.length;
      await prepareBoundaries(s, batch);
      for (const record of batch) {
        const boundary = boundaryGeometry(s, record);
        if (boundary) withBoundary.push({ record, boundary });
      }
    }
    const items = withBoundary.slice(options.start);
    let positions = 0;
    for (const { boundary } of items) for (const polygon of boundary) for (const ring of polygon) positions += ring.length;
    if (positions > MAX_BOUNDARY_POSITIONS) {
      throw new InputError(
        'limit',
        `These ${items.length} boundaries hold ${positions} positions; at most ${MAX_BOUNDARY_POSITIONS} are answered at once: ask for fewer (limit, start)`,
      );
    }
    return { options, items };
  };
  getOrPost('/locations/boundaries', async (p, _request, reply) => {
    const { options, items } = await boundariesOf(p);
    const out = serializer();
    const shaped = await shapeBoundaries(
      p,
      items.map((item) => item.boundary),
    );
    return sendJsonArray(reply, items.length, (i) => {
      const location = JSON.stringify({ ...out.location(items[i]!.record, options), boundary: null });
      return `${location.slice(0, -'null}'.length)}${shaped[i] ?? 'null'}}`;
    });
  });
  getOrPost('/locations/boundaries/union', async (p, _request, reply) => {
    const { items } = await boundariesOf(p);
    if (items.length === 0) return reply.code(204).send();
    if (items.length === 1 && items[0]) {
      const [shaped] = await shapeBoundaries(p, [items[0].boundary]);
      return shaped && shaped !== 'null' ? sendJson(reply, shaped) : reply.code(204).send();
    }
    // The outer rings of every boundary, packed (one memory copy to the worker), merged there.
    const outer = items.flatMap(({ boundary }) => boundary.map((polygon) => polygon[0] ?? []));
    const merged = await offload('unionPackedJson', packRings(outer), shapeOptions(p));
    return merged ? sendJson(reply, merged) : reply.code(204).send();
  });
  const perLocation = (url: string, build: (p: Params, s: MapsService, records: LocationRecord[]) => Promise<Array<Record<string, unknown>>>) =>
    getOrPost(url, async (p) => {
      const options = readListOptions(p, { limit: DEFAULT_LIMIT, maxLimit: MAX_BOUNDARIES });
      const s = service();
      const out = serializer();
      const records = (await s.selectInSlices(selectionOf(options), readBounds(p, 'extent'))).slice(options.start, options.start + options.limit);
      await prepareBoundaries(s, records);
      const built = await build(p, s, records);
      return records.map((record, i) => ({ ...out.location(record, options), ...built[i] }));
    });
  perLocation('/locations/extents', async (_p, s, records) => records.map((record) => ({ extent: extentOf(s, record) })));
  perLocation('/locations/centroids', async (p, s, records) => {
    const kind = (readEnum(p, 'type', CENTROID_TYPES, 'CENTROID') ?? 'CENTROID') as CentroidType;
    const found = await centroidsOfMany(s, records, kind, readBoolean(p, 'multiple') ?? false);
    return found.map((centroids) => ({ centroids }));
  });
  perLocation('/locations/labels', async (p, s, records) => {
    const found = await labelsOfMany(s, records, readBoolean(p, 'multiple') ?? false);
    return found.map((labels) => ({ labels }));
  });

  route(['GET'], '/locations/fields', () => listFields().map(({ read: _read, ...field }) => field));
  route(['GET'], '/locations/fields/:field', (_p, request) => {
    const name = String((request.params as { field: string }).field);
    const field = findField(name);
    if (!field) throw new InputError('field', `No field ${name}`, 404);
    const { read: _read, ...info } = field;
    return info;
  });
  getOrPost('/locations/fields/:field/values', async (p, request) => {
    const name = String((request.params as { field: string }).field);
    const field = findField(name);
    if (!field) throw new InputError('field', `No field ${name}`, 404);
    if (!field.read) throw new InputError('field', `${field.name} has no listable values`);
    const options = readListOptions(p, { limit: MAX_LIMIT, maxLimit: MAX_FIELD_VALUES });
    const values = await service().fieldValues(field.name, selectionOf(options), readBoolean(p, 'includeNull') ?? false);
    return values.slice(options.start, options.start + options.limit);
  });

  route(
    ['POST'],
    '/locations/contact/*',
    (p, request, reply) => {
      const record = findLocation(service(), decodeKey((request.params as { '*': string })['*']));
      const message = readContact(p);
      const saved = saveContact(api.db, keyOf(record), message);
      return reply.code(201).send({ id: saved.id, location: keyOf(record), received: saved.received });
    },
    MAPS_SMALL_BODY_LIMIT_BYTES,
  );

  /** GET /locations/{key}[/boundary|/extent|/centroids|/labels], key 'TYPE:id' or 'TYPE/id'. */
  route(['GET', 'POST'], '/locations/*', async (p, request, reply) => {
    const rest = decodeKey((request.params as { '*': string })['*']).replace(/\/+$/, '');
    const match = /^(.+?)(?:\/(boundary|extent|centroids|labels))?$/.exec(rest);
    const keyText = match?.[1] ?? rest;
    const suffix = match?.[2];
    if (request.method === 'POST' && suffix === undefined) notImplemented('locations (create)');
    const s = service();
    const record = findLocation(s, keyText);
    if (suffix !== undefined) await prepareBoundaries(s, [record]);
    switch (suffix) {
      case 'boundary': {
        const boundary = boundaryGeometry(s, record);
        // A point location (a temple, a family history centre) has no boundary: 204, which the client reads as null.
        if (!boundary) return reply.code(204).send();
        const [shaped] = await shapeBoundaries(p, [boundary]);
        return shaped && shaped !== 'null' ? sendJson(reply, shaped) : reply.code(204).send();
      }
      case 'extent':
        return extentOf(s, record);
      case 'centroids': {
        const kind = (readEnum(p, 'type', CENTROID_TYPES, 'CENTROID') ?? 'CENTROID') as CentroidType;
        const [found] = await centroidsOfMany(s, [record], kind, readBoolean(p, 'multiple') ?? false);
        return found;
      }
      case 'labels': {
        const [found] = await labelsOfMany(s, [record], readBoolean(p, 'multiple') ?? false);
        return found;
      }
      default:
        readBoolean(p, 'live');
        return serializer().location(record, {
          children: readBoolean(p, 'children') ?? false,
          associated: readBoolean(p, 'associated') ?? false,
          related: readBoolean(p, 'related') ?? false,
        });
    }
  });
  unimplemented(['PUT', 'DELETE'], '/locations/*', 'locations (update and delete)');

  // ---------------------------------------------------------------- media, icons, maps, households

  unimplemented(['GET'], '/media/locations/*', 'media/locations');
  unimplemented(['GET'], '/media/catalog/locations/*', 'media/catalog/locations');

  route(['GET'], '/icons', (p, _request, reply) => {
    const icon = readIcon(p);
    if (!icon.svg) notImplemented('icons (format PNG)', 'Icons are drawn as SVG; ask for format SVG or DEFAULT');
    // The same options always draw the same icon: cache it (the marker layer asks for each once per type).
    return reply.type('image/svg+xml; charset=utf-8').header('x-maps-cache', 'public, max-age=86400').send(renderIcon(icon));
  });

  route(['GET'], '/maps/providers', (_p, request) => [providerInfo(base(request))]);
  route(['GET'], '/maps/providers/:id', (_p, request) => {
    const id = String((request.params as { id: string }).id).toUpperCase();
    if (id !== SERVICE_PROVIDER && id !== MapProvider.DEFAULT) throw new InputError('id', `No provider ${id}`, 404);
    return providerInfo(base(request));
  });
  route(['GET'], '/maps/providers/:id/logo', (_p, request, reply) => {
    const id = String((request.params as { id: string }).id).toUpperCase();
    if (id !== SERVICE_PROVIDER && id !== MapProvider.DEFAULT) throw new InputError('id', `No provider ${id}`, 404);
    return reply.type('image/svg+xml; charset=utf-8').header('x-maps-cache', 'public, max-age=86400').send(PROVIDER_LOGO);
  });
  route(['GET'], '/maps/providers/:id/website', (_p, request, reply) => {
    const id = String((request.params as { id: string }).id).toUpperCase();
    if (id !== SERVICE_PROVIDER && id !== MapProvider.DEFAULT) throw new InputError('id', `No provider ${id}`, 404);
    return reply.redirect('/demo/', 302);
  });
  route(['GET'], '/maps/sources/:provider/:id', (_p, request, reply) => {
    const { provider, id } = request.params as { provider: string; id: string };
    sourceProvider(provider);
    const type = id.toUpperCase();
    if (!isBasemapType(type)) throw new InputError('id', `No source ${id}: one of ${BASEMAP_TYPES.join(', ')}`, 404);
    return reply.header('x-maps-cache', BASEMAP_CACHE_CONTROL).send(basemapSource(type, base(request)));
  });
  /** The basemap's GeoJSON (land, borders, states): built once, gzip when asked, revalidated by ETag. */
  route(['GET'], '/maps/sources/:provider/data/:layer', async (_p, request, reply) => {
    const { provider, layer: file } = request.params as { provider: string; layer: string };
    sourceProvider(provider);
    const layer = file.replace(/\.geojson$/, '');
    if (!isBasemapLayer(layer)) throw new InputError('layer', `No basemap layer ${file}: one of ${BASEMAP_LAYERS.map((l) => `${l}.geojson`).join(', ')}`, 404);
    const built = await basemapLayer(layer);
    reply.header('x-maps-cache', BASEMAP_CACHE_CONTROL).header('etag', built.etag).header('vary', 'Accept-Encoding');
    if (ifNoneMatch(request, built.etag)) return reply.code(304).send();
    reply.type('application/geo+json; charset=utf-8');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(built.gzip);
    return reply.send(built.json);
  });
  /** A picture of the type (the map-type control's overview thumbnail): SVG, cacheable. */
  route(['GET'], '/maps/sources/:provider/:id/legend', async (_p, request, reply) => {
    const { provider, id } = request.params as { provider: string; id: string };
    sourceProvider(provider);
    const type = id.toUpperCase();
    if (!isBasemapType(type)) throw new InputError('id', `No source ${id}: one of ${BASEMAP_TYPES.join(', ')}`, 404);
    const picture = await basemapThumbnail(type);
    reply.header('x-maps-cache', BASEMAP_CACHE_CONTROL).header('etag', picture.etag);
    if (ifNoneMatch(request, picture.etag)) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(picture.svg);
  });
  unimplemented(['GET'], '/maps/image', 'maps/image');
  unimplemented(['GET'], '/maps/url', 'maps/url');
  unimplemented(['GET'], '/households/center', 'households/center');
};

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new InputError('key', 'The location key is not valid URL encoding');
  }
}

export const mapsRoutes: FastifyPluginAsync = async (api) => {
  api.setErrorHandler(function mapsErrors(error: unknown, _request, reply) {
    if (error instanceof NotImplemented) {
      return reply.code(501).type('application/json; charset=utf-8').send({ error: error.message, operation: error.operation });
    }
    // Everything else is answered by the server's own handler (400 with the field, 404, generic 500).
    throw error;
  });
  // Icons and logos are the same for the same options: let browsers keep them (the API answers no-store).
  api.addHook('onSend', async (_request, reply, payload) => {
    const cache = reply.getHeader('x-maps-cache');
    if (typeof cache === 'string') {
      reply.header('cache-control', cache);
      reply.removeHeader('x-maps-cache');
    }
    return payload;
  });
  for (const prefix of MAPS_MOUNTS) await api.register(versionRoutes, { prefix });
};

/** Generates (or loads) the data and builds the indexes now instead of on the first request. */
export function warmMapsService(options: { geocoder?: boolean } = {}): { readyMs: number; generated: boolean } {
  const started = performance.now();
  const generated = !mapsDataLoaded();
  const s = getMapsService();
  // The Voronoi diagram of every meetinghouse (about 0.2 s) and the search index: built now, not inside the first request.
  void s.boundaries;
  s.warm();
  getLocationSearch(s.data);
  if (options.geocoder) getGeocoder(s.data);
  return { readyMs: performance.now() - started, generated };
}
