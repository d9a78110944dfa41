/**
 * The offline basemap (`GET /maps/sources/INTERNAL/{ROAD|LIGHT}`): a MapLibre style (version 8) whose
 * sources are GeoJSON built here from Natural Earth data packages: land and country borders from
 * `world-atlas` (50m, simplified), US state borders from `us-atlas` (states-10m). Each layer is built
 * once, on its first request, and kept with its gzip and ETag, so a map costs one small JSON style and
 * three cacheable files (sizes in demo/server/README.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MapProvider, MapType } from '../../../maps/geo/enums.ts';

const gzip = promisify(gzipCallback);
const require = createRequire(import.meta.url);

export const BASEMAP_PROVIDER = MapProvider.INTERNAL;
/** The two offline types: the map-type control needs two real types to switch between. */
export const BASEMAP_TYPES = [MapType.ROAD, 'LIGHT'] as const;
export type BasemapType = (typeof BASEMAP_TYPES)[number];
export const BASEMAP_LAYERS = ['land', 'borders', 'states'] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];

/**
 * Douglas-Peucker tolerance in degrees (about 2 km at the equator): below a pixel up to zoom 6, and it
 * halves the 50m land file. Applied to the topology's arcs, so land edges and borders stay on one line.
 */
export const SIMPLIFY_TOLERANCE_DEG = 0.02;
/** Decimal places kept in coordinates: 0.001 degree is about 110 m, finer than the 50m source. */
export const COORDINATE_DECIMALS = 3;
/** Browsers keep the style and data a day; the ETag makes the revalidation after that free. */
export const BASEMAP_CACHE_CONTROL = 'public, max-age=86400';
/** Natural Earth's terms ask for no more than this credit (public domain); MapLibre shows it nowhere, our legal control does. */
export const BASEMAP_ATTRIBUTION = 'Natural Earth (public domain), via world-atlas and us-atlas';

interface Palette {
  water: string;
  land: string;
  coast: string;
  border: string;
  state: string;
}

/** ROAD looks like a road map (light land, blue water, grey borders); LIGHT is the pale backdrop for busy data. */
const PALETTES: Record<BasemapType, Palette> = {
  ROAD: { water: '#aad3df', land: '#f2efe9', coast: '#8fb8c9', border: '#8c8a99', state: '#b3b0bd' },
  LIGHT: { water: '#e6eef1', land: '#fbfbf9', coast: '#d3e0e5', border: '#c9c9cf', state: '#dedee3' },
};

const NAMES: Record<BasemapType, string> = { ROAD: 'Road', LIGHT: 'Light' };

export interface BuiltLayer {
  json: string;
  gzip: Buffer;
  etag: string;
}

type Arc = Array<[number, number]>;

function loadTopology(file: string): Topology {
  return JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Topology;
}

function perpendicularSquared(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

function douglasPeucker(points: Arc, first: number, last: number, tolerance2: number, keep: Uint8Array): void {
  let index = -1;
  let max = tolerance2;
  for (let i = first + 1; i < last; i++) {
    const d = perpendicularSquared(points[i]!, points[first]!, points[last]!);
    if (d > max) {
      max = d;
      index = i;
    }
  }
  if (index < 0) return;
  keep[index] = 1;
  douglasPeucker(points, first, index, tolerance2, keep);
  douglasPeucker(points, index, last, tolerance2, keep);
}

/** One arc simplified; a closed arc (an island) keeps its farthest point so it stays a ring of at least 4 points. */
function simplifyArc(points: Arc, tolerance: number): Arc {
  if (points.length <= 3) return points;
  const keep = new Uint8Array(points.length);
  const last = points.length - 1;
  keep[0] = 1;
  keep[last] = 1;
  const start = points[0]!;
  const end = points[last]!;
  if (start[0] === end[0] && start[1] === end[1]) {
    let far = 1;
    let farthest = -1;
    for (let i = 1; i < last; i++) {
      const d = (points[i]![0] - start[0]) ** 2 + (points[i]![1] - start[1]) ** 2;
      if (d > farthest) {
        farthest = d;
        far = i;
      }
    }
    keep[far] = 1;
    douglasPeucker(points, 0, far, tolerance * tolerance, keep);
    douglasPeucker(points, far, last, tolerance * tolerance, keep);
    // A ring needs three distinct corners: an islet smaller than the tolerance keeps one more.
    if (keep.reduce((n, k) => n + k, 0) < 4) keep[far > 1 ? 1 : far + 1] = 1;
  } else {
    douglasPeucker(points, 0, last, tolerance * tolerance, keep);
  }
  return points.filter((_point, i) => keep[i] === 1);
}

/** Decodes a quantized topology's arcs to degrees and simplifies them, in place (shared edges stay shared). */
function simplifyTopology(topology: Topology, tolerance: number): Topology {
  const transform = topology.transform;
  const arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    const points: Arc = arc.map((position) => {
      if (!transform) return [position[0]!, position[1]!];
      x += position[0]!;
      y += position[1]!;
      return [x * transform.scale[0] + transform.translate[0], y * transform.scale[1] + transform.translate[1]];
    });
    return simplifyArc(points, tolerance);
  });
  const { transform: _quantized, ...rest } = topology;
  return { ...rest, arcs };
}

function rounded(value: unknown): string {
  const factor = 10 ** COORDINATE_DECIMALS;
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'number' ? Math.round(item * factor) / factor : item));
}

function buildGeoJson(layer: BasemapLayer): unknown {
  switch (layer) {
    case 'land': {
      const topology = simplifyTopology(loadTopology('world-atlas/land-50m.json'), SIMPLIFY_TOLERANCE_DEG);
      return feature(topology, topology.objects.land as GeometryCollection);
    }
    case 'borders': {
      const topology = simplifyTopology(loadTopology('world-atlas/countries-50m.json'), SIMPLIFY_TOLERANCE_DEG);
      // Only edges between two countries: coastlines come from the land layer's outline.
      const geometry = mesh(topology, topology.objects.countries as GeometryCollection, (a, b) => a !== b);
      return { type: 'Feature', properties: {}, geometry };
    }
    case 'states': {
      // states-10m is already small (115 KB); simplifying it would move borders off the 50m coast.
      const topology = loadTopology('us-atlas/states-10m.json');
      const geometry = mesh(topology, topology.objects.states as GeometryCollection, (a, b) => a !== b);
      return { type: 'Feature', properties: {}, geometry };
    }
  }
}

const built = new Map<BasemapLayer, Promise<BuiltLayer>>();

/** The layer's GeoJSON text, gzip and ETag: built on first use (tens of ms, gzip off the event loop), then cached. */
export function basemapLayer(layer: BasemapLayer): Promise<BuiltLayer> {
  let found = built.get(layer);
  if (!found) {
    found = (async () => {
      const json = rounded(buildGeoJson(layer));
      const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`;
      return { json, gzip: await gzip(json, { level: 9 }), etag };
    })();
    // A failed build is not cached: the next request tries again.
    found.catch(() => built.delete(layer));
    built.set(layer, found);
  }
  return found;
}

export function isBasemapType(id: string): id is BasemapType {
  return (BASEMAP_TYPES as readonly string[]).includes(id);
}

export function isBasemapLayer(id: string): id is BasemapLayer {
  return (BASEMAP_LAYERS as readonly string[]).includes(id);
}

/** What the style's sources point at, below the service's version root (e.g. /api/maps/v2). */
export function basemapDataPath(layer: BasemapLayer): string {
  return `/maps/sources/${BASEMAP_PROVIDER}/data/${layer}.geojson`;
}

/** Thin lines stay visible when zoomed out and grow as the map zooms in. */
function width(at2: number, at10: number): unknown {
  return ['interpolate', ['linear'], ['zoom'], 2, at2, 10, at10];
}

/**
 * The answer of `GET /maps/sources/INTERNAL/{id}`: the client's `MapSource` shape (id, provider, mapType,
 * name) around a MapLibre style (version 8) whose GeoJSON URLs start at `base` (the mount the call came
 * through, so a proxied client fetches the data through the proxy too). No symbol layers: there are no
 * glyphs offline.
 */
export function basemapSource(type: BasemapType, base: string): Record<string, unknown> {
  const colours = PALETTES[type];
  const source = (layer: BasemapLayer) => ({
    type: 'geojson',
    data: `${base}${basemapDataPath(layer)}`,
    attribution: BASEMAP_ATTRIBUTION,
    // Tiles are cut up to zoom 10 and overzoomed after: the 50m data has no more detail to show.
    maxzoom: 10,
    tolerance: 0.5,
  });
  return {
    id: type,
    provider: BASEMAP_PROVIDER,
    // The spec's MapType has no LIGHT: the light type is a restyled road map.
    mapType: MapType.ROAD,
    name: NAMES[type],
    attribution: BASEMAP_ATTRIBUTION,
    style: {
      version: 8,
      name: `Visitor Blocks ${NAMES[type]}`,
      sources: { land: source('land'), borders: source('borders'), states: source('states') },
      layers: [
        { id: 'water', type: 'background', paint: { 'background-color': colours.water } },
        { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colours.land, 'fill-antialias': true } },
        { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': colours.coast, 'line-width': width(0.5, 1.2) } },
        { id: 'states', type: 'line', source: 'states', minzoom: 2, paint: { 'line-color': colours.state, 'line-width': width(0.4, 1.2) } },
        {
          id: 'borders',
          type: 'line',
          source: 'borders',
          layout: { 'line-join': 'round' },
          paint: { 'line-color': colours.border, 'line-width': width(0.6, 1.8) },
        },
      ],
    },
  };
}
