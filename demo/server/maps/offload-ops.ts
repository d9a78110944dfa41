/**
 * The maps service's heavy work, as plain functions of plain data: what one request may ask that takes
 * longer than a few milliseconds (polygon unions, point-in-polygon over thousands of candidates, turf
 * geometry operations, buffered boundaries). offload.ts runs them in a worker thread so the event loop
 * keeps answering other clients; the same functions run in process in tests and as a fallback.
 */
import * as turf from '@turf/turf';
import type { Geometry } from 'geojson';
import type { BoundingBox } from '../../../maps/geo/bounds.ts';
import type { SpatialRelation } from '../../../maps/geo/enums.ts';
import type { Position } from '../../../maps/geo/position.ts';
import { basemapJson } from './basemap-data.ts';
import { thumbnailPaths } from './basemap-thumbnail.ts';
import { mergeCells, unionRings, type MultiPolygonCoordinates, type Ring } from './boundaries.ts';
import { centroids, difference, labels, relation, repair, union, type CentroidType } from './geometry.ts';
import { directions, encodePolyline, type DirectionsRequest } from './navigation.ts';
import { PolygonIndex, polygonsOf } from './polygon-index.ts';

export interface ShapeOptions {
  /** Metres of simplification. */
  generalize?: number;
  /** Metres of growth (negative shrinks). */
  offset?: number;
  /** Rings as encoded polylines. */
  compressed: boolean;
}

/** A boundary as the answer carries it: GeoJSON MultiPolygon, or its rings as encoded polylines; null when nothing is left. */
export function shapeBoundary(coordinates: MultiPolygonCoordinates, options: ShapeOptions): Record<string, unknown> | null {
  let geometry: Geometry | null = { type: 'MultiPolygon', coordinates };
  if (options.offset) geometry = turf.buffer(turf.feature(geometry), options.offset, { units: 'meters' })?.geometry ?? null;
  if (geometry && options.generalize) geometry = turf.simplify(turf.feature(geometry), { tolerance: options.generalize / 111320, highQuality: true }).geometry;
  if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return null;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  if (options.compressed) {
    return {
      type: 'MultiPolygon',
      encoding: 'polyline',
      coordinates: polygons.map((polygon) => polygon.map((ring) => encodePolyline(ring.map(([longitude = 0, latitude = 0]) => ({ longitude, latitude }))))),
    };
  }
  return { type: 'MultiPolygon', coordinates: polygons };
}

/**
 * Which points (x0, y0, x1, y1, ... as longitude, latitude) intersect any of the geometries: 1 or 0 per
 * point. Polygons go through a banded index; other geometry types (lines, points) through turf.
 */
export function pointsIntersecting(points: Float64Array, geometries: readonly Geometry[]): Uint8Array {
  const count = points.length >> 1;
  const out = new Uint8Array(count);
  const polygonal: PolygonIndex[] = [];
  const others: Array<ReturnType<typeof turf.feature>> = [];
  for (const geometry of geometries) {
    const polygons = polygonsOf(geometry);
    if (polygons) polygonal.push(new PolygonIndex(polygons));
    else others.push(turf.feature(geometry));
  }
  for (let i = 0; i < count; i++) {
    const x = points[i * 2] ?? 0;
    const y = points[i * 2 + 1] ?? 0;
    if (polygonal.some((index) => index.contains(x, y))) out[i] = 1;
    else if (others.length > 0) {
      const point = turf.point([x, y]);
      if (others.some((feature) => turf.booleanIntersects(point, feature))) out[i] = 1;
    }
  }
  return out;
}

/**
 * Rings as two typed arrays: copying them to the worker is then one memory copy, where nested arrays of
 * 100,000 positions take tens of milliseconds of the event loop to serialise.
 */
export interface PackedRings {
  /** x0, y0, x1, y1, ... of every ring, one after another. */
  coords: Float64Array;
  /** Where each ring ends, in positions. */
  ends: Uint32Array;
}

export function packRings(rings: ReadonlyArray<ReadonlyArray<readonly number[]>>): PackedRings {
  let total = 0;
  for (const ring of rings) total += ring.length;
  const coords = new Float64Array(total * 2);
  const ends = new Uint32Array(rings.length);
  let at = 0;
  rings.forEach((ring, r) => {
    for (const [x = 0, y = 0] of ring) {
      coords[at * 2] = x;
      coords[at * 2 + 1] = y;
      at++;
    }
    ends[r] = at;
  });
  return { coords, ends };
}

export function unpackRings(packed: PackedRings): Ring[] {
  const rings: Ring[] = [];
  let start = 0;
  for (const end of packed.ends) {
    const ring: Ring = [];
    for (let i = start; i < end; i++) ring.push([packed.coords[i * 2] ?? 0, packed.coords[i * 2 + 1] ?? 0]);
    rings.push(ring);
    start = end;
  }
  return rings;
}

/** Every operation the worker runs, by name. Arguments and results are structured-cloneable. */
export const OPS = {
  mergeCells: (cellLists: readonly Ring[][]): Array<MultiPolygonCoordinates | null> => cellLists.map((cells) => mergeCells(cells)),
  unionRings: (rings: readonly Ring[]): MultiPolygonCoordinates | null => unionRings(rings),
  /** boundaries/union: the union of the rings, shaped and serialised; null when empty. */
  unionPackedJson: (packed: PackedRings, options: ShapeOptions): string | null => {
    const merged = unionRings(unpackRings(packed));
    const shaped = merged ? shapeBoundary(merged, options) : null;
    return shaped ? JSON.stringify(shaped) : null;
  },
  pointsIntersecting,
  /** Each boundary shaped and serialised: JSON text, 'null' when nothing is left. */
  shapeJsonMany: (boundaries: readonly MultiPolygonCoordinates[], options: ShapeOptions): string[] =>
    boundaries.map((coordinates) => JSON.stringify(shapeBoundary(coordinates, options))),
  centroidsMany: (items: ReadonlyArray<Geometry | null>, kind: CentroidType, multiple: boolean): Array<Position[] | null> =>
    items.map((geometry) => (geometry ? centroids([geometry], kind, multiple) : null)),
  labelsMany: (items: ReadonlyArray<Geometry | null>, multiple: boolean): BoundingBox[][] =>
    items.map((geometry) => (geometry ? labels([geometry], multiple) : [])),
  union: (geometries: readonly Geometry[]): Geometry | null => union(geometries),
  difference: (geometries: readonly Geometry[], subtract: readonly Geometry[]): Geometry | null => difference(geometries, subtract),
  relation: (kind: SpatialRelation, a: readonly Geometry[], b: readonly Geometry[]): boolean => relation(kind, a, b),
  centroids: (geometries: readonly Geometry[], kind: CentroidType, multiple: boolean): Position[] => centroids(geometries, kind, multiple),
  labels: (geometries: readonly Geometry[], multiple: boolean): BoundingBox[] => labels(geometries, multiple),
  repair: (geometries: readonly Geometry[]): Geometry | null => repair(geometries),
  directions: (request: DirectionsRequest): Array<Record<string, unknown>> => directions(request),
  /** The offline basemap's GeoJSON for one layer (basemap-data.ts): about 0.1 s of CPU, once per process. */
  basemapJson,
  /** The SVG paths of the basemap types' pictures (basemap-thumbnail.ts). */
  basemapThumbnailPaths: thumbnailPaths,
};

export type Ops = typeof OPS;
export type OpName = keyof Ops;
