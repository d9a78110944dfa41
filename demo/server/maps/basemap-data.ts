/**
 * The offline basemap's GeoJSON, built from Natural Earth data packages: land and country borders from
 * `world-atlas` (50m, simplified), US state borders from `us-atlas` (states-10m). Pure and synchronous
 * (about 0.1 s for land): it runs in the maps worker thread (offload-ops.ts `basemapJson`), never on the
 * event loop; basemap.ts caches the result.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { FeatureCollection } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

export const BASEMAP_LAYERS = ['land', 'borders', 'states'] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];

/**
 * Douglas-Peucker tolerance in degrees (about 2 km at the equator): below a pixel up to zoom 6, and it
 * halves the 50m land file. Applied to the topology's arcs, so land edges and borders stay on one line.
 */
export const SIMPLIFY_TOLERANCE_DEG = 0.02;
/** Decimal places kept in coordinates: 0.001 degree is about 110 m, finer than the 50m source. */
export const COORDINATE_DECIMALS = 3;

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

/**
 * A ring that crosses the antimeridian jumps from 180 to -180 and back: drawn flat, those two edges span
 * the whole world and fill a band across it (Eurasia, Wrangel Island, a Fiji islet). Made continuous
 * instead (longitudes past 180 are fine: MapLibre's tiler wraps them). A ring around a pole (Antarctica)
 * crosses once and is left alone: it is meant to run the whole way round.
 */
function unwrapRing(ring: Arc): Arc {
  let net = 0;
  for (let i = 1; i < ring.length; i++) {
    const step = ring[i]![0] - ring[i - 1]![0];
    if (Math.abs(step) > 180) net += Math.sign(step);
  }
  if (net !== 0 || !ring.some((point, i) => i > 0 && Math.abs(point[0] - ring[i - 1]![0]) > 180)) return ring;
  const out: Arc = [ring[0]!];
  for (let i = 1; i < ring.length; i++) {
    const previous = out[i - 1]![0];
    let longitude = ring[i]![0];
    while (longitude - previous > 180) longitude -= 360;
    while (previous - longitude > 180) longitude += 360;
    out.push([longitude, ring[i]![1]]);
  }
  // Most of the ring inside -180..180, the overhang past the antimeridian.
  const mean = out.reduce((sum, point) => sum + point[0], 0) / out.length;
  const shift = mean > 180 ? -360 : mean < -180 ? 360 : 0;
  return shift === 0 ? out : out.map(([longitude, latitude]) => [longitude + shift, latitude]);
}

function unwrapPolygons(collection: FeatureCollection): FeatureCollection {
  for (const item of collection.features) {
    const geometry = item.geometry;
    if (geometry.type === 'Polygon') geometry.coordinates = geometry.coordinates.map((ring) => unwrapRing(ring as Arc));
    else if (geometry.type === 'MultiPolygon') geometry.coordinates = geometry.coordinates.map((polygon) => polygon.map((ring) => unwrapRing(ring as Arc)));
  }
  return collection;
}

function rounded(value: unknown): string {
  const factor = 10 ** COORDINATE_DECIMALS;
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'number' ? Math.round(item * factor) / factor : item));
}

function buildGeoJson(layer: BasemapLayer): unknown {
  switch (layer) {
    case 'land': {
      const topology = simplifyTopology(loadTopology('world-atlas/land-50m.json'), SIMPLIFY_TOLERANCE_DEG);
      return unwrapPolygons(feature(topology, topology.objects.land as GeometryCollection));
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

/** The layer's GeoJSON text (a FeatureCollection of land polygons, or one MultiLineString Feature of borders). */
export function basemapJson(layer: BasemapLayer): string {
  return rounded(buildGeoJson(layer));
}
