/** Distances and circles on the sphere (maps-toolkit spec section 9: circle polygons). */
import type { BoundingBox } from './bounds.ts';
import { wrapLongitude, type Position } from './position.ts';

/** Mean Earth radius (IUGG), in metres. */
export const EARTH_RADIUS_METERS = 6371008.8;
/** Spec section 9: circle polygons have 36 to 360 points, about one per 100 m of radius. */
export const CIRCLE_MIN_POINTS = 36;
export const CIRCLE_MAX_POINTS = 360;
export const CIRCLE_METERS_PER_POINT = 100;

const RADIANS = Math.PI / 180;

/** Great-circle distance in metres (haversine). */
export function distance(a: Position, b: Position): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLng = (b.longitude - a.longitude) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north, 0 to 360. */
export function bearing(a: Position, b: Position): number {
  const lat1 = a.latitude * RADIANS;
  const lat2 = b.latitude * RADIANS;
  const dLng = (b.longitude - a.longitude) * RADIANS;
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return (Math.atan2(y, x) / RADIANS + 360) % 360;
}

/** The point reached going `meters` from `origin` along the initial bearing. */
export function destination(origin: Position, bearingDegrees: number, meters: number): Position {
  const angular = meters / EARTH_RADIUS_METERS;
  const theta = bearingDegrees * RADIANS;
  const lat1 = origin.latitude * RADIANS;
  const lng1 = origin.longitude * RADIANS;
  const sinLat2 = Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(theta);
  const lat2 = Math.asin(Math.max(-1, Math.min(1, sinLat2)));
  const lng2 = lng1 + Math.atan2(Math.sin(theta) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * sinLat2);
  return { latitude: lat2 / RADIANS, longitude: wrapLongitude(lng2 / RADIANS) };
}

/** How many distinct points a circle of this radius gets: one per 100 m, held to 36..360. */
export function circlePointCount(radiusMeters: number): number {
  return Math.min(CIRCLE_MAX_POINTS, Math.max(CIRCLE_MIN_POINTS, Math.round(radiusMeters / CIRCLE_METERS_PER_POINT)));
}

/**
 * A closed ring around `center` (first point repeated at the end, as GeoJSON wants): `circlePointCount`
 * distinct points, starting due north and going clockwise.
 */
export function circlePolygon(center: Position, radiusMeters: number): Position[] {
  if (!Number.isFinite(radiusMeters) || radiusMeters < 0)
    throw new RangeError(`Invalid circle radius ${radiusMeters}: expected a finite number of metres, 0 or more.`);
  const count = circlePointCount(radiusMeters);
  const ring: Position[] = [];
  for (let index = 0; index < count; index += 1) ring.push(destination(center, (index * 360) / count, radiusMeters));
  const first = ring[0];
  if (first) ring.push({ ...first });
  return ring;
}

/** The box around a circle (the geolocate control fits the map to the accuracy circle). */
export function circleBounds(center: Position, radiusMeters: number): BoundingBox {
  const north = destination(center, 0, radiusMeters).latitude;
  const south = destination(center, 180, radiusMeters).latitude;
  // Near a pole, or for a radius reaching it, the circle covers every longitude.
  const reachesPole = radiusMeters / EARTH_RADIUS_METERS >= Math.PI / 2 - Math.abs(center.latitude * RADIANS);
  if (reachesPole) {
    return {
      southWest: { longitude: -180, latitude: center.latitude > 0 ? south : -90 },
      northEast: { longitude: 180, latitude: center.latitude > 0 ? 90 : north },
    };
  }
  const angular = radiusMeters / EARTH_RADIUS_METERS;
  const dLng = Math.asin(Math.min(1, Math.sin(angular) / Math.cos(center.latitude * RADIANS))) / RADIANS;
  return {
    southWest: { longitude: wrapLongitude(center.longitude - dLng), latitude: south },
    northEast: { longitude: wrapLongitude(center.longitude + dLng), latitude: north },
  };
}
