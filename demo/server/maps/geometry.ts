/**
 * Geometry operations (maps-toolkit section 7, POST /geometry/...) on GeoJSON, through @turf/turf:
 * union, difference, intersects, relation, centroids, labels and repair. Geometry arrives as a GeoJSON
 * geometry, Feature, FeatureCollection or a list of them, and leaves as a GeoJSON geometry.
 */
import * as turf from '@turf/turf';
import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position as GeoJsonPosition } from 'geojson';
import type { BoundingBox } from '../../../maps/geo/bounds.ts';
import { SpatialRelation } from '../../../maps/geo/enums.ts';
import type { Position } from '../../../maps/geo/position.ts';
import { InputError } from '../validation.ts';
import { NotImplemented } from './errors.ts';
import { MAX_GEOMETRY_VERTICES } from './limits.ts';

const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

function isNumberPair(value: unknown): value is GeoJsonPosition {
  return (
    Array.isArray(value) &&
    (value.length === 2 || value.length === 3) &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    Math.abs(value[0] as number) <= 180 &&
    Math.abs(value[1] as number) <= 90
  );
}

function depthOk(value: unknown, depth: number, counter: { n: number }): boolean {
  if (depth === 0) {
    counter.n++;
    return isNumberPair(value);
  }
  return Array.isArray(value) && value.every((item) => depthOk(item, depth - 1, counter));
}

const DEPTH: Readonly<Record<string, number>> = { Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3 };

function checkGeometry(value: unknown, name: string, counter: { n: number }): Geometry {
  if (typeof value !== 'object' || value === null) throw new InputError(name, `${name} must be a GeoJSON geometry`);
  const record = value as Record<string, unknown>;
  if (typeof record.type !== 'string' || !GEOMETRY_TYPES.has(record.type))
    throw new InputError(name, `${name}.type must be one of ${[...GEOMETRY_TYPES].join(', ')}`);
  if (record.type === 'GeometryCollection') {
    if (!Array.isArray(record.geometries)) throw new InputError(name, `${name}.geometries must be a list`);
    record.geometries.forEach((item, i) => checkGeometry(item, `${name}.geometries[${i}]`, counter));
    return value as Geometry;
  }
  if (!depthOk(record.coordinates, DEPTH[record.type] ?? 0, counter))
    throw new InputError(name, `${name}.coordinates are not valid ${record.type} coordinates ([longitude, latitude] within range)`);
  if (record.type === 'Polygon' || record.type === 'MultiPolygon') {
    const polygons = (record.type === 'Polygon' ? [record.coordinates] : record.coordinates) as GeoJsonPosition[][][];
    for (const ring of polygons.flat()) {
      const first = ring[0];
      const last = ring[ring.length - 1];
      if (ring.length < 4 || !first || !last || first[0] !== last[0] || first[1] !== last[1])
        throw new InputError(name, `${name}: each polygon ring needs 4 or more positions, the last equal to the first`);
    }
  }
  if (counter.n > MAX_GEOMETRY_VERTICES)
    throw new InputError(
      name,
      `${name} has more than ${MAX_GEOMETRY_VERTICES} positions (all geometries of a request together); at most ${MAX_GEOMETRY_VERTICES} are accepted`,
    );
  return value as Geometry;
}

/** Geometries from a geometry, Feature, FeatureCollection, or a list of any of these. */
export function readGeometries(value: unknown, name: string, options: { required?: boolean } = {}): Geometry[] {
  if (value === undefined || value === null) {
    if (options.required) throw new InputError(name, `${name} is required`);
    return [];
  }
  const counter = { n: 0 };
  const out: Geometry[] = [];
  const visit = (item: unknown, path: string) => {
    if (Array.isArray(item)) {
      item.forEach((child, i) => visit(child, `${path}[${i}]`));
      return;
    }
    if (typeof item === 'object' && item !== null) {
      const record = item as Record<string, unknown>;
      if (record.type === 'Feature') return visit(record.geometry, `${path}.geometry`);
      if (record.type === 'FeatureCollection') {
        if (!Array.isArray(record.features)) throw new InputError(path, `${path}.features must be a list`);
        return record.features.forEach((feature, i) => visit(feature, `${path}.features[${i}]`));
      }
    }
    out.push(checkGeometry(item, path, counter));
  };
  visit(value, name);
  if (options.required && out.length === 0) throw new InputError(name, `${name} holds no geometry`);
  return out;
}

function polygons(geometries: readonly Geometry[], name: string): Array<Feature<Polygon | MultiPolygon>> {
  return geometries.map((geometry) => {
    if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') throw new InputError(name, `${name} must be polygons (got ${geometry.type})`);
    return turf.feature(geometry);
  });
}

export function union(geometries: readonly Geometry[]): Geometry | null {
  const features = polygons(geometries, 'geometry');
  if (features.length === 1) return features[0]?.geometry ?? null;
  return turf.union(turf.featureCollection(features))?.geometry ?? null;
}

export function difference(geometries: readonly Geometry[], subtract: readonly Geometry[]): Geometry | null {
  const [base, ...rest] = polygons(geometries, 'geometry');
  if (!base) throw new InputError('geometry', 'geometry is required');
  const cutters = polygons(subtract, 'difference');
  if (cutters.length === 0) throw new InputError('difference', 'difference is required');
  let result: Feature<Polygon | MultiPolygon> | null = rest.length > 0 ? turf.union(turf.featureCollection([base, ...rest])) : base;
  if (!result) return null;
  result = turf.difference(turf.featureCollection([result, ...cutters]));
  return result?.geometry ?? null;
}

function single(geometries: readonly Geometry[], name: string): Feature<Geometry> {
  if (geometries.length === 0) throw new InputError(name, `${name} is required`);
  if (geometries.length === 1 && geometries[0]) return turf.feature(geometries[0]);
  return turf.feature({ type: 'GeometryCollection', geometries: [...geometries] } as Geometry);
}

export function relation(kind: SpatialRelation, a: readonly Geometry[], b: readonly Geometry[]): boolean {
  const first = single(a, 'geometry');
  const second = single(b, 'target');
  try {
    switch (kind) {
      case SpatialRelation.INTERSECTS:
        return turf.booleanIntersects(first, second);
      case SpatialRelation.DISJOINT:
        return turf.booleanDisjoint(first, second);
      case SpatialRelation.CONTAINS:
        return turf.booleanContains(first, second);
      case SpatialRelation.WITHIN:
        return turf.booleanWithin(first, second);
      case SpatialRelation.CROSSES:
        return turf.booleanCrosses(first, second);
      case SpatialRelation.OVERLAPS:
        return turf.booleanOverlap(first, second);
      case SpatialRelation.TOUCHES:
        return turf.booleanTouches(first, second);
      case SpatialRelation.EQUALS:
        return turf.booleanEqual(first, second);
      case SpatialRelation.COVERS:
        return turf.booleanEqual(first, second) || turf.booleanContains(first, second);
      case SpatialRelation.COVERED_BY:
        return turf.booleanEqual(first, second) || turf.booleanWithin(first, second);
    }
  } catch (error) {
    // turf answers only some pairs of geometry types per relation (e.g. CROSSES of two polygons).
    throw new NotImplemented(
      `geometry/relation (${kind} of ${first.geometry.type} and ${second.geometry.type})`,
      error instanceof Error ? error.message : String(error),
    );
  }
  return false;
}

export const CENTROID_TYPES = ['CENTROID', 'CENTER_OF_MASS', 'POINT_ON_SURFACE', 'CENTER'] as const;
export type CentroidType = (typeof CENTROID_TYPES)[number];

function parts(geometry: Geometry): Geometry[] {
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }) as Polygon);
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(parts);
  return [geometry];
}

function area(geometry: Geometry): number {
  return geometry.type === 'Polygon' || geometry.type === 'MultiPolygon' ? turf.area(geometry) : 0;
}

function toPosition(coordinates: GeoJsonPosition): Position {
  return { longitude: coordinates[0] ?? 0, latitude: coordinates[1] ?? 0 };
}

/** One point per geometry, or per polygon part with `multiple` (largest part first). */
export function centroids(geometries: readonly Geometry[], kind: CentroidType, multiple: boolean): Position[] {
  const out: Position[] = [];
  for (const geometry of geometries) {
    const pieces = multiple ? parts(geometry).sort((a, b) => area(b) - area(a)) : [geometry];
    for (const piece of pieces) {
      const feature = turf.feature(piece);
      let point: GeoJsonPosition;
      switch (kind) {
        case 'CENTER_OF_MASS':
          point = turf.centerOfMass(feature).geometry.coordinates;
          break;
        case 'POINT_ON_SURFACE':
          point = turf.pointOnFeature(feature).geometry.coordinates;
          break;
        case 'CENTER':
          point = turf.center(feature).geometry.coordinates;
          break;
        default:
          point = turf.centroid(feature).geometry.coordinates;
      }
      out.push(toPosition(point));
    }
  }
  return out;
}

/**
 * Boxes where a label fits inside each polygon: a 2:1 box grown around an interior point (the centre of
 * mass when it is inside, else a point on the surface) until a corner would leave the polygon.
 */
export function labels(geometries: readonly Geometry[], multiple: boolean): BoundingBox[] {
  const out: BoundingBox[] = [];
  for (const geometry of geometries) {
    const polys = parts(geometry)
      .filter((part): part is Polygon => part.type === 'Polygon')
      .sort((a, b) => area(b) - area(a));
    for (const polygon of multiple ? polys : polys.slice(0, 1)) {
      const feature = turf.feature(polygon);
      let center = turf.centerOfMass(feature).geometry.coordinates;
      if (!turf.booleanPointInPolygon(center, feature)) center = turf.pointOnFeature(feature).geometry.coordinates;
      const [cx = 0, cy = 0] = center;
      const [west, south, east, north] = turf.bbox(feature);
      const fits = (h: number) => {
        const w = 2 * h;
        return [
          [cx - w, cy - h],
          [cx + w, cy - h],
          [cx + w, cy + h],
          [cx - w, cy + h],
          [cx, cy + h],
          [cx, cy - h],
          [cx - w, cy],
          [cx + w, cy],
        ].every((corner) => turf.booleanPointInPolygon(corner, feature));
      };
      let lo = 0;
      let hi = Math.max(north - south, (east - west) / 2);
      for (let i = 0; i < 20; i++) {
        const mid = (lo + hi) / 2;
        if (fits(mid)) lo = mid;
        else hi = mid;
      }
      out.push({ southWest: { longitude: cx - 2 * lo, latitude: cy - lo }, northEast: { longitude: cx + 2 * lo, latitude: cy + lo } });
    }
    if (polys.length === 0) {
      const [west, south, east, north] = turf.bbox(turf.feature(geometry));
      out.push({ southWest: { longitude: west, latitude: south }, northEast: { longitude: east, latitude: north } });
    }
  }
  return out;
}

/**
 * Repairs polygons: duplicate and collinear points removed, rings wound as GeoJSON wants, and
 * self-intersecting (bow-tie) rings split at their crossings and merged back.
 */
export function repair(geometries: readonly Geometry[]): Geometry | null {
  const fixed: Array<Feature<Polygon | MultiPolygon>> = [];
  for (const geometry of geometries) {
    if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') {
      if (geometries.length === 1) return turf.cleanCoords(turf.feature(geometry)).geometry;
      throw new InputError('geometry', `geometry must be polygons to repair together (got ${geometry.type})`);
    }
    for (const part of parts(geometry) as Polygon[]) {
      const cleaned = turf.rewind(turf.cleanCoords(turf.feature(part)) as Feature<Polygon>) as Feature<Polygon>;
      const kinks = turf.kinks(cleaned).features.length;
      if (kinks === 0) fixed.push(cleaned);
      else for (const piece of turf.unkinkPolygon(cleaned).features) fixed.push(piece);
    }
  }
  if (fixed.length === 0) return null;
  if (fixed.length === 1) return fixed[0]?.geometry ?? null;
  return turf.union(turf.featureCollection(fixed) as FeatureCollection<Polygon | MultiPolygon>)?.geometry ?? null;
}
