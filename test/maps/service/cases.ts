/**
 * One table of client calls and the request each must produce, shared by the Node protocol test (a
 * recording HTTP server) and the browser test (a recording fetch). No Node or browser imports here.
 */
import type { MapsClient } from '../../../maps/service/client.ts';
import type { PolygonGeometry } from '../../../maps/service/types.ts';

export const PROXY_ROOT = '/api/maps-proxy/v2';
export const SERVICE_ROOT = '/api/maps/v2';
export const TOKEN = 'signed-token.abc/+=';

/** A request as either harness saw it: header names in lower case, the body as text. */
export interface SeenRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

export interface ExpectedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the version root. */
  path: string;
  /** Every query parameter but the token, decoded. */
  query?: Record<string, string>;
  /** The JSON body, parsed. */
  body?: unknown;
  accept?: string;
}

export interface Reply {
  status?: number;
  statusText?: string;
  contentType?: string;
  body?: string;
}

export interface MethodCase {
  name: string;
  call(client: MapsClient): Promise<unknown>;
  expect: ExpectedRequest;
  reply?: Reply;
  /** The value the call must resolve to; blob calls are checked by type and size instead. */
  result?: unknown;
  blob?: { type: string; size: number };
}

const json = (value: unknown) => JSON.stringify(value);

const UTAH = { southWest: { longitude: -114, latitude: 37 }, northEast: { longitude: -109, latitude: 42 } };
const PROVO = { longitude: -111.6585, latitude: 40.2338 };
const FILTERS = [
  { field: 'language.code', operator: '=', operand: 'spa' },
  { field: 'name', operator: 'not contains', operand: 'CARE CENTER' },
] as const;
const POLYGON: PolygonGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};
const SQUARE: PolygonGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
    ],
  ],
};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 30"><path d="M0 0h21v30H0z"/></svg>';

const geometryCases: MethodCase[] = (
  [
    ['union', '/union', { geometry: [POLYGON, SQUARE], tolerance: 1, units: 'm' }],
    [
      'cut',
      '/cut',
      {
        target: SQUARE,
        cutter: {
          type: 'LineString',
          coordinates: [
            [1, -1],
            [1, 3],
          ],
        },
      },
    ],
    [
      'reshape',
      '/reshape',
      {
        target: SQUARE,
        reshaper: {
          type: 'LineString',
          coordinates: [
            [2, 0],
            [3, 1],
            [2, 2],
          ],
        },
      },
    ],
    ['difference', '/difference', { input: SQUARE, difference: POLYGON }],
    ['differentiate', '/differentiate', { input: [SQUARE, POLYGON] }],
    ['topology', '/topology', { geometry: [SQUARE, POLYGON], tolerance: 0.5, units: 'm' }],
    ['topologyAdjust', '/topology/adjust', { geometry: [SQUARE], border: POLYGON, tolerance: 2, units: 'km' }],
    ['repair', '/repair', { geometry: SQUARE }],
    ['relation', '/relation', { geometry: POLYGON, reference: SQUARE, type: 'WITHIN' }],
    ['intersects', '/intersects', { geometry: POLYGON, reference: SQUARE, exclusions: [POLYGON] }],
    ['intersectsAnalyze', '/intersects/analyze', { geometry: POLYGON, reference: SQUARE }],
    ['intersectsReanalyze', '/intersects/reanalyze', { geometry: POLYGON, reference: SQUARE }],
    ['centroids', '/centroids', { geometry: SQUARE, type: 'LABEL', multiple: true }],
    ['labels', '/labels', { geometry: SQUARE, multiple: false }],
  ] as const
).map(([name, path, payload]) => ({
  name: `geometry.${name}`,
  call: (client: MapsClient) => client.geometry[name](payload as never),
  expect: { method: 'POST', path: `/geometry${path}`, query: {}, body: payload },
  reply: { body: json({ ok: name }) },
  result: { ok: name },
}));

export const METHOD_CASES: MethodCase[] = [
  {
    name: 'configure',
    call: (c) => c.configure({ ip: '203.0.113.9' }),
    expect: { method: 'GET', path: '/scripts/configure', query: { ip: '203.0.113.9' } },
    reply: { body: json({ init: true, provider: 'INTERNAL', client: 'vb-test' }) },
    result: { init: true, provider: 'INTERNAL', client: 'vb-test' },
  },
  {
    name: 'geocode (text address)',
    call: (c) =>
      c.geocode({
        address: 'Provo, UT',
        extent: [-114, 37, -109, 42],
        country: 'US',
        phone: '+1 801',
        matches: 3,
        unfiltered: true,
        limit: 5,
        providers: ['GOOGLE', 'INTERNAL'],
      }),
    expect: {
      method: 'GET',
      path: '/geocode',
      query: {
        address: 'Provo, UT',
        extent: json(UTAH),
        country: 'US',
        phone: '+1 801',
        matches: '3',
        unfiltered: 'true',
        limit: '5',
        providers: '["GOOGLE","INTERNAL"]',
      },
    },
    reply: { body: json([{ coordinates: PROVO, accuracy: 'CENTER' }]) },
    result: [{ coordinates: PROVO, accuracy: 'CENTER' }],
  },
  {
    name: 'geocode (address object goes to POST /geocode/address)',
    call: (c) => c.geocode({ address: { street1: '1 Main St', city: 'Provo', state: 'UT' }, limit: 1 }),
    expect: { method: 'POST', path: '/geocode/address', query: {}, body: { address: { street1: '1 Main St', city: 'Provo', state: 'UT' }, limit: 1 } },
  },
  {
    name: 'geocodeAddress',
    call: (c) => c.geocodeAddress({ address: 'Provo, UT', country: 'US', extent: { west: -114, south: 37, east: -109, north: 42 } }),
    expect: { method: 'POST', path: '/geocode/address', query: {}, body: { address: 'Provo, UT', country: 'US', extent: UTAH } },
  },
  {
    name: 'reverseGeocode',
    call: (c) => c.reverseGeocode({ coordinates: '40.2338,-111.6585', matches: 2, limit: 1, providers: ['INTERNAL'] }),
    expect: { method: 'GET', path: '/geocode/reverse', query: { coordinates: json(PROVO), matches: '2', limit: '1', providers: '["INTERNAL"]' } },
  },
  {
    name: 'geocodeAutocomplete',
    call: (c) => c.geocodeAutocomplete({ input: 'Pro', extent: UTAH, unfiltered: false, limit: 10, providers: ['INTERNAL'] }),
    expect: {
      method: 'GET',
      path: '/geocode/autocomplete',
      query: { input: 'Pro', extent: json(UTAH), unfiltered: 'false', limit: '10', providers: '["INTERNAL"]' },
    },
  },
  {
    name: 'geocodeIp (another address)',
    call: (c) => c.geocodeIp({ ip: '198.51.100.4', limit: 1, providers: ['IP2LOCATION'] }),
    expect: { method: 'GET', path: '/geocode/ip', query: { ip: '198.51.100.4', limit: '1', providers: '["IP2LOCATION"]' } },
  },
  {
    name: 'directions',
    call: (c) =>
      c.directions({
        origin: 'Provo, UT',
        destination: { lat: 40.7704, lng: -111.8919 },
        waypoints: [[-111.7, 40.4], 'Lehi, UT'],
        modes: ['DRIVING'],
        avoid: ['TOLLS', 'FERRIES'],
        alternatives: true,
        depart: new Date(Date.UTC(2030, 0, 2, 3, 4, 5)),
        lengthUnits: 'mi',
        timeUnits: 'min',
        compressed: false,
        providers: ['INTERNAL'],
      }),
    expect: {
      method: 'GET',
      path: '/navigation/directions',
      query: {
        origin: 'Provo, UT',
        destination: json({ longitude: -111.8919, latitude: 40.7704 }),
        waypoints: json([{ longitude: -111.7, latitude: 40.4 }, 'Lehi, UT']),
        modes: '["DRIVING"]',
        avoid: '["TOLLS","FERRIES"]',
        alternatives: 'true',
        depart: '2030-01-02T03:04:05.000Z',
        lengthUnits: 'mi',
        timeUnits: 'min',
        compressed: 'false',
        providers: '["INTERNAL"]',
      },
    },
  },
  {
    name: 'isochrone',
    call: (c) =>
      c.isochrone({
        origin: PROVO,
        times: [600, 1200],
        distances: [5000],
        modes: ['WALKING'],
        avoid: ['HIGHWAYS'],
        alternatives: false,
        arrive: '2030-01-02T10:00:00Z',
        compressed: true,
        providers: ['INTERNAL'],
      }),
    expect: {
      method: 'GET',
      path: '/navigation/isochrone',
      query: {
        origin: json(PROVO),
        times: '[600,1200]',
        distances: '[5000]',
        modes: '["WALKING"]',
        avoid: '["HIGHWAYS"]',
        alternatives: 'false',
        arrive: '2030-01-02T10:00:00Z',
        compressed: 'true',
        providers: '["INTERNAL"]',
      },
    },
  },
  ...geometryCases,
  { name: 'layers', call: (c) => c.layers(), expect: { method: 'GET', path: '/layers', query: {} } },
  { name: 'layer', call: (c) => c.layer('wards and stakes'), expect: { method: 'GET', path: '/layers/wards%20and%20stakes', query: {} } },
  { name: 'layerGroups', call: (c) => c.layerGroups(), expect: { method: 'GET', path: '/layers/groups', query: {} } },
  { name: 'layerGroup', call: (c) => c.layerGroup('TEMPLES'), expect: { method: 'GET', path: '/layers/groups/TEMPLES', query: {} } },
  {
    name: 'locations',
    call: (c) =>
      c.locations({
        layers: ['WARDS', 'MEETINGHOUSE'],
        ids: ['ward:1', { type: 'stake', id: '2' }],
        filters: FILTERS,
        limit: 20,
        start: 40,
        children: true,
        associated: false,
        related: true,
      }),
    expect: {
      method: 'GET',
      path: '/locations',
      query: {
        layers: '["WARDS","MEETINGHOUSE"]',
        ids: '["WARD:1","STAKE:2"]',
        filters: json(FILTERS),
        limit: '20',
        start: '40',
        children: 'true',
        associated: 'false',
        related: 'true',
      },
    },
    reply: { body: json([{ id: '1', type: 'WARD', name: 'Provo 1st Ward' }]) },
    result: [{ id: '1', type: 'WARD', name: 'Provo 1st Ward' }],
  },
  {
    name: 'location',
    call: (c) => c.location('ward/123', { live: true, children: true, associated: true, related: false }),
    expect: { method: 'GET', path: '/locations/WARD:123', query: { live: 'true', children: 'true', associated: 'true', related: 'false' } },
  },
  {
    name: 'location (dotted type, id needing escapes)',
    call: (c) => c.location('ward.seasonal:a b/c'),
    expect: { method: 'GET', path: '/locations/WARD.SEASONAL:a%20b%2Fc', query: {} },
  },
  {
    name: 'createLocation',
    call: (c) => c.createLocation({ type: 'PAVILION', name: 'Bear Lake Pavilion', coordinates: PROVO }),
    expect: { method: 'POST', path: '/locations', query: {}, body: { type: 'PAVILION', name: 'Bear Lake Pavilion', coordinates: PROVO } },
  },
  {
    name: 'updateLocation',
    call: (c) => c.updateLocation('PAVILION:9', { name: 'Renamed' }),
    expect: { method: 'PUT', path: '/locations/PAVILION:9', query: {}, body: { name: 'Renamed' } },
  },
  {
    name: 'deleteLocation (204 gives null)',
    call: (c) => c.deleteLocation({ type: 'pavilion', id: '9' }),
    expect: { method: 'DELETE', path: '/locations/PAVILION:9', query: {} },
    reply: { status: 204 },
    result: null,
  },
  {
    name: 'search',
    call: (c) => c.search({ query: 'Provo 1st', extent: UTAH, providers: ['INTERNAL'], layers: ['WARDS'], limit: 5, start: 0 }),
    expect: {
      method: 'GET',
      path: '/locations/search',
      query: { query: 'Provo 1st', extent: json(UTAH), providers: '["INTERNAL"]', layers: '["WARDS"]', limit: '5', start: '0' },
    },
  },
  {
    name: 'autocomplete',
    call: (c) => c.autocomplete({ input: 'Pro', extent: UTAH, providers: ['INTERNAL'], limit: 10 }),
    expect: { method: 'GET', path: '/locations/autocomplete', query: { input: 'Pro', extent: json(UTAH), providers: '["INTERNAL"]', limit: '10' } },
  },
  {
    name: 'overlay (blob)',
    call: (c) =>
      c.overlay({
        extent: UTAH,
        size: '640x480.5',
        zoom: 7,
        layers: ['TEMPLES'],
        ids: ['TEMPLE:1'],
        filters: FILTERS,
        styles: [{ fill: '#ff000080', stroke: '#000', weight: 2, label: { expression: 'name', color: '#111', font: '12px sans-serif' }, types: ['STAKE'] }],
      }),
    expect: {
      method: 'GET',
      path: '/locations/overlay',
      accept: 'image/*',
      query: {
        extent: json(UTAH),
        size: json({ width: 640, height: 481 }),
        zoom: '7',
        layers: '["TEMPLES"]',
        ids: '["TEMPLE:1"]',
        filters: json(FILTERS),
        styles: json([
          { fill: '#ff000080', stroke: '#000', weight: 2, label: { expression: 'name', color: '#111', font: '12px sans-serif' }, types: ['STAKE'] },
        ]),
      },
    },
    reply: { contentType: 'image/svg+xml', body: SVG },
    blob: { type: 'image/svg+xml', size: SVG.length },
  },
  {
    name: 'clusters',
    call: (c) =>
      c.clusters({
        extent: [-114, 37, -109, 42],
        size: [800, 600],
        zoom: 6,
        layers: ['MEETINGHOUSES'],
        filters: FILTERS,
        emphasize: [{ field: 'key', operator: '=', operand: 'WARD:1' }],
        icon: { type: 'PIN', color: '#7d003f', scale: 0.5 },
      }),
    expect: {
      method: 'GET',
      path: '/locations/clusters',
      query: {
        extent: json(UTAH),
        size: json({ width: 800, height: 600 }),
        zoom: '6',
        layers: '["MEETINGHOUSES"]',
        filters: json(FILTERS),
        emphasize: json([{ field: 'key', operator: '=', operand: 'WARD:1' }]),
        icon: json({ type: 'PIN', color: '#7d003f', scale: 0.5 }),
      },
    },
    reply: { body: json([{ coordinates: PROVO, counts: [{ type: 'WARD', count: 3 }], dispersed: true }]) },
    result: [{ coordinates: PROVO, counts: [{ type: 'WARD', count: 3 }], dispersed: true }],
  },
  {
    name: 'clustersIdentify',
    call: (c) =>
      c.clustersIdentify({ coordinates: { lat: 40.2338, lon: -111.6585 }, extent: UTAH, size: { width: 800, height: 600 }, zoom: 6, ids: ['WARD:1'] }),
    expect: {
      method: 'GET',
      path: '/locations/clusters/identify',
      query: { coordinates: json(PROVO), extent: json(UTAH), size: json({ width: 800, height: 600 }), zoom: '6', ids: '["WARD:1"]' },
    },
  },
  {
    name: 'boundary',
    call: (c) => c.boundary('stake:5', { generalize: 25, offset: -10, compressed: true }),
    expect: { method: 'GET', path: '/locations/STAKE:5/boundary', query: { generalize: '25', offset: '-10', compressed: 'true' } },
  },
  {
    name: 'boundaries',
    call: (c) => c.boundaries({ layers: ['STAKES'], extent: UTAH, generalize: 100 }),
    expect: { method: 'GET', path: '/locations/boundaries', query: { layers: '["STAKES"]', extent: json(UTAH), generalize: '100' } },
  },
  {
    name: 'boundariesUnion',
    call: (c) => c.boundariesUnion({ ids: ['STAKE:5', 'STAKE:6'] }),
    expect: { method: 'GET', path: '/locations/boundaries/union', query: { ids: '["STAKE:5","STAKE:6"]' } },
  },
  { name: 'extent', call: (c) => c.extent('STAKE:5'), expect: { method: 'GET', path: '/locations/STAKE:5/extent', query: {} } },
  { name: 'extents', call: (c) => c.extents({ ids: ['STAKE:5'] }), expect: { method: 'GET', path: '/locations/extents', query: { ids: '["STAKE:5"]' } } },
  {
    name: 'centroids',
    call: (c) => c.centroids('STAKE:5', { type: 'LABEL', multiple: true }),
    expect: { method: 'GET', path: '/locations/STAKE:5/centroids', query: { type: 'LABEL', multiple: 'true' } },
  },
  {
    name: 'centroidsAll',
    call: (c) => c.centroidsAll({ layers: ['STAKES'], multiple: false }),
    expect: { method: 'GET', path: '/locations/centroids', query: { layers: '["STAKES"]', multiple: 'false' } },
  },
  {
    name: 'labels',
    call: (c) => c.labels('STAKE:5', { multiple: true }),
    expect: { method: 'GET', path: '/locations/STAKE:5/labels', query: { multiple: 'true' } },
  },
  { name: 'labelsAll', call: (c) => c.labelsAll({ ids: ['STAKE:5'] }), expect: { method: 'GET', path: '/locations/labels', query: { ids: '["STAKE:5"]' } } },
  {
    name: 'identify',
    call: (c) =>
      c.identify({
        coordinates: [-111.6585, 40.2338],
        radius: 16093,
        nearest: 10,
        layers: ['MEETINGHOUSE', 'WARDS'],
        filters: FILTERS,
        relation: 'WITHIN',
        reference: 'stake/5',
        limit: 10,
      }),
    expect: {
      method: 'GET',
      path: '/locations/identify',
      query: {
        coordinates: json(PROVO),
        radius: '16093',
        nearest: '10',
        layers: '["MEETINGHOUSE","WARDS"]',
        filters: json(FILTERS),
        relation: 'WITHIN',
        reference: 'STAKE:5',
        limit: '10',
      },
    },
  },
  {
    name: 'count',
    call: (c) => c.count({ address: 'Provo, UT', ip: '203.0.113.9', extent: UTAH, boundary: SQUARE, geometry: POLYGON, layers: ['WARDS'] }),
    expect: {
      method: 'GET',
      path: '/locations/count',
      query: { address: 'Provo, UT', ip: '203.0.113.9', extent: json(UTAH), boundary: json(SQUARE), geometry: json(POLYGON), layers: '["WARDS"]' },
    },
    reply: { body: json({ count: 12 }) },
    result: { count: 12 },
  },
  {
    name: 'contact',
    call: (c) =>
      c.contact('WARD:1', {
        subject: 'Visiting',
        message: 'What time?',
        senderName: 'Ann',
        senderEmail: 'ann@example.org',
        senderPhone: '+1 801 555 0100',
        referrerUrl: 'https://example.org/find',
      }),
    expect: {
      method: 'POST',
      path: '/locations/contact/WARD:1',
      query: {},
      body: {
        subject: 'Visiting',
        message: 'What time?',
        senderName: 'Ann',
        senderEmail: 'ann@example.org',
        senderPhone: '+1 801 555 0100',
        referrerUrl: 'https://example.org/find',
      },
    },
  },
  { name: 'fields', call: (c) => c.fields(), expect: { method: 'GET', path: '/locations/fields', query: {} } },
  { name: 'field', call: (c) => c.field('address.city'), expect: { method: 'GET', path: '/locations/fields/address.city', query: {} } },
  {
    name: 'fieldValues',
    call: (c) => c.fieldValues('type', { includeNull: true }),
    expect: { method: 'GET', path: '/locations/fields/type/values', query: { includeNull: 'true' } },
  },
  {
    name: 'media (blob)',
    call: (c) =>
      c.media('TEMPLE:7', { type: 'PDF', index: 1, category: 'MAP', subCategory: 'DETAIL', size: 'LETTER', imageSize: [300.2, 200], preserveRatio: true }),
    expect: {
      method: 'GET',
      path: '/media/locations/TEMPLE:7',
      accept: 'application/pdf',
      query: {
        type: 'PDF',
        index: '1',
        category: 'MAP',
        subCategory: 'DETAIL',
        size: 'LETTER',
        imageSize: json({ width: 301, height: 200 }),
        preserveRatio: 'true',
      },
    },
    reply: { contentType: 'application/pdf', body: '%PDF-1.4 fake' },
    blob: { type: 'application/pdf', size: 13 },
  },
  {
    name: 'mediaImage (blob)',
    call: (c) => c.mediaImage('TEMPLE:7', { index: 0 }),
    expect: { method: 'GET', path: '/media/locations/TEMPLE:7/image', accept: 'image/*', query: { index: '0' } },
    reply: { contentType: 'image/png', body: 'PNGDATA' },
    blob: { type: 'image/png', size: 7 },
  },
  {
    name: 'mediaCatalog',
    call: (c) => c.mediaCatalog('TEMPLE:7'),
    expect: { method: 'GET', path: '/media/catalog/locations/TEMPLE:7', query: {} },
    reply: { body: json([{ type: 'IMAGE', index: 0, category: 'PHOTO', subCategory: 'DEFAULT', size: 'DEFAULT' }]) },
    result: [{ type: 'IMAGE', index: 0, category: 'PHOTO', subCategory: 'DEFAULT', size: 'DEFAULT' }],
  },
  {
    name: 'icons (blob)',
    call: (c) =>
      c.icons({
        type: 'PIN',
        format: 'SVG',
        layer: 'WARDS',
        legend: false,
        symbol: 'ward',
        text: '3',
        color: '#7d003f',
        foreground: '#fff',
        border: '#000',
        invert: true,
        scale: 0.5,
      }),
    expect: {
      method: 'GET',
      path: '/icons',
      accept: 'image/svg+xml',
      query: {
        type: 'PIN',
        format: 'SVG',
        layer: 'WARDS',
        legend: 'false',
        symbol: 'ward',
        text: '3',
        color: '#7d003f',
        foreground: '#fff',
        border: '#000',
        invert: 'true',
        scale: '0.5',
      },
    },
    reply: { contentType: 'image/svg+xml', body: SVG },
    blob: { type: 'image/svg+xml', size: SVG.length },
  },
  { name: 'mapSource', call: (c) => c.mapSource('GOOGLE', 'roadmap'), expect: { method: 'GET', path: '/maps/sources/GOOGLE/roadmap', query: {} } },
  { name: 'providers', call: (c) => c.providers(), expect: { method: 'GET', path: '/maps/providers', query: {} } },
  { name: 'provider', call: (c) => c.provider('OPENSTREETMAP'), expect: { method: 'GET', path: '/maps/providers/OPENSTREETMAP', query: {} } },
  {
    name: 'householdsCenter',
    call: (c) => c.householdsCenter({ units: [12345, '67890'] }),
    expect: { method: 'GET', path: '/households/center', query: { units: '[12345,"67890"]' } },
  },
  {
    name: 'strings',
    call: (c) => c.strings(['maptypes', 'maptypes.map', 'zoom.zoomin']),
    expect: { method: 'GET', path: '/strings', query: { keys: '["maptypes","maptypes.map","zoom.zoomin"]' } },
    reply: { body: json({ maptypes: 'Map types', 'maptypes.map': 'Map', 'zoom.zoomin': 'Zoom in' }) },
    result: { maptypes: 'Map types', 'maptypes.map': 'Map', 'zoom.zoomin': 'Zoom in' },
  },
];

/** What differs between the request a case expects and the one seen; empty when they agree. */
export function requestMismatches(expected: ExpectedRequest, seen: SeenRequest, root = PROXY_ROOT, token: string | undefined = TOKEN): string[] {
  const problems: string[] = [];
  const url = new URL(seen.url, 'http://placeholder');
  if (seen.method !== expected.method) problems.push(`method ${seen.method}, expected ${expected.method}`);
  if (url.pathname !== `${root}${expected.path}`) problems.push(`path ${url.pathname}, expected ${root}${expected.path}`);
  const params = new URLSearchParams(url.search);
  const tokens = params.getAll('token');
  if (token === undefined ? tokens.length !== 0 : tokens.length !== 1 || tokens[0] !== token)
    problems.push(`token ${JSON.stringify(tokens)}, expected ${JSON.stringify(token)}`);
  if (token !== undefined && !url.search.endsWith(`token=${encodeURIComponent(token)}`)) problems.push(`the token is not last: ${url.search}`);
  params.delete('token');
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) problems.push(`repeated query parameters: ${keys.join(', ')}`);
  if (expected.query) {
    const actual = Object.fromEntries(params);
    if (JSON.stringify(sortKeys(actual)) !== JSON.stringify(sortKeys(expected.query)))
      problems.push(`query ${JSON.stringify(actual)}, expected ${JSON.stringify(expected.query)}`);
  }
  if (expected.body === undefined) {
    if (seen.body !== undefined && seen.body !== '') problems.push(`unexpected body ${seen.body}`);
    if (seen.headers['content-type'] !== undefined) problems.push(`content-type ${seen.headers['content-type']} without a body`);
  } else {
    let body: unknown;
    try {
      body = seen.body === undefined ? undefined : JSON.parse(seen.body);
    } catch {
      body = seen.body;
    }
    if (JSON.stringify(sortDeep(body)) !== JSON.stringify(sortDeep(expected.body)))
      problems.push(`body ${seen.body}, expected ${JSON.stringify(expected.body)}`);
    if (seen.headers['content-type'] !== 'application/json') problems.push(`content-type ${seen.headers['content-type']}, expected application/json`);
  }
  const accept = expected.accept ?? 'application/json';
  if (seen.headers.accept !== accept) problems.push(`accept ${seen.headers.accept}, expected ${accept}`);
  return problems;
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

function sortDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortDeep);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sortDeep(v)]),
    );
  return value;
}

/** A clock that runs handlers only when told to: the blob URL life is ten minutes. */
export class FakeTimers {
  now = 0;
  readonly scheduled: { at: number; ms: number; handler: () => void; done: boolean }[] = [];

  setTimeout = (handler: () => void, ms: number): number => {
    this.scheduled.push({ at: this.now + ms, ms, handler, done: false });
    return this.scheduled.length;
  };

  advance(ms: number): void {
    this.now += ms;
    for (const timer of this.scheduled) {
      if (!timer.done && timer.at <= this.now) {
        timer.done = true;
        timer.handler();
      }
    }
  }
}

/**
 * A payload whose measured length (spec section 7: the path plus the JSON payload) is exactly `length`
 * characters: a single `input` of plain letters, padded to size.
 */
export function autocompletePayloadOfLength(length: number): { input: string } {
  const fixed = `/locations/autocomplete${JSON.stringify({ input: '' })}`.length;
  return { input: 'a'.repeat(length - fixed) };
}

/**
 * Two sides of the switch that only the spec's measure tells apart: JSON quotes and brackets, which a
 * query string escapes to three characters each. `layers` of short names whose JSON payload is
 * `length` characters with the path, while its query string is far longer than 2000.
 */
export function clustersPayloadOfLength(length: number): { extent: number[]; size: number[]; zoom: number; layers: string[] } {
  const base = { extent: [0, 0, 1, 1], size: [10, 10], zoom: 3 };
  const measure = (layers: string[]) =>
    '/locations/clusters'.length +
    JSON.stringify({
      extent: { southWest: { longitude: 0, latitude: 0 }, northEast: { longitude: 1, latitude: 1 } },
      size: { width: 10, height: 10 },
      zoom: 3,
      layers,
    }).length;
  const layers: string[] = [];
  while (measure([...layers, `L${layers.length % 10}`]) <= length) layers.push(`L${layers.length % 10}`);
  // Pad the last name so the measure lands exactly on `length`.
  const missing = length - measure(layers);
  if (missing > 0) layers[layers.length - 1] += 'x'.repeat(missing);
  if (measure(layers) !== length) throw new Error(`no payload of ${length} characters`);
  return { ...base, layers };
}
