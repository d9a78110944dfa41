/**
 * The little spherical and Web Mercator maths the service needs on its hot paths (no allocation,
 * no GeoJSON wrapping). Positions are [longitude, latitude] in degrees, as in GeoJSON.
 */

export type LngLat = [number, number];

/** Mean Earth radius used by geokdbush, so distances here agree with its radius searches. */
export const EARTH_RADIUS_M = 6371008.8;
/** Web Mercator's usable latitude (spec section 9: ±85.05). */
export const MAX_MERCATOR_LATITUDE = 85.05112878;
export const TILE_SIZE = 256;

const RAD = Math.PI / 180;

export function haversineMetres(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The point `distance` metres from a start along an initial bearing (degrees clockwise from north). */
export function destination(lng: number, lat: number, bearingDeg: number, distanceM: number): LngLat {
  const delta = distanceM / EARTH_RADIUS_M;
  const theta = bearingDeg * RAD;
  const phi1 = lat * RAD;
  const lambda1 = lng * RAD;
  const phi2 = Math.asin(Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta));
  const lambda2 = lambda1 + Math.atan2(Math.sin(theta) * Math.sin(delta) * Math.cos(phi1), Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2));
  return [normalizeLongitude(lambda2 / RAD), phi2 / RAD];
}

export function initialBearing(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const phi1 = lat1 * RAD;
  const phi2 = lat2 * RAD;
  const dLambda = (lng2 - lng1) * RAD;
  const y = Math.sin(dLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/** Points along the great circle from a to b, ends included, at most `segmentM` metres apart. */
export function greatCirclePath(a: LngLat, b: LngLat, segmentM: number): LngLat[] {
  const total = haversineMetres(a[0], a[1], b[0], b[1]);
  const segments = Math.max(1, Math.ceil(total / segmentM));
  if (total === 0) return [a, b];
  const delta = total / EARTH_RADIUS_M;
  const phi1 = a[1] * RAD;
  const lambda1 = a[0] * RAD;
  const phi2 = b[1] * RAD;
  const lambda2 = b[0] * RAD;
  const points: LngLat[] = [];
  for (let i = 0; i <= segments; i++) {
    const f = i / segments;
    const A = Math.sin((1 - f) * delta) / Math.sin(delta);
    const B = Math.sin(f * delta) / Math.sin(delta);
    const x = A * Math.cos(phi1) * Math.cos(lambda1) + B * Math.cos(phi2) * Math.cos(lambda2);
    const y = A * Math.cos(phi1) * Math.sin(lambda1) + B * Math.cos(phi2) * Math.sin(lambda2);
    const z = A * Math.sin(phi1) + B * Math.sin(phi2);
    points.push([Math.atan2(y, x) / RAD, Math.atan2(z, Math.sqrt(x * x + y * y)) / RAD]);
  }
  points[0] = a;
  points[segments] = b;
  return points;
}

export function normalizeLongitude(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/** Web Mercator x in [0, 1) (0 at longitude -180). */
export function mercatorX(lng: number): number {
  return (lng + 180) / 360;
}

/** Web Mercator y in [0, 1] (0 at the top), latitude clamped to the projection's bounds. */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-MAX_MERCATOR_LATITUDE, Math.min(MAX_MERCATOR_LATITUDE, lat));
  const sin = Math.sin(clamped * RAD);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

export function latitudeFromMercatorY(y: number): number {
  const n = Math.PI - 2 * Math.PI * y;
  return Math.atan(Math.sinh(n)) / RAD;
}

/** Index along a Hilbert curve of order 16 over the lng/lat plane: nearby places get nearby indices. */
export function hilbertIndex(lng: number, lat: number): number {
  const n = 1 << 16;
  let x = Math.min(n - 1, Math.max(0, Math.floor(((lng + 180) / 360) * n)));
  let y = Math.min(n - 1, Math.max(0, Math.floor(((lat + 90) / 180) * n)));
  let d = 0;
  for (let s = n >> 1; s > 0; s >>= 1) {
    const rx = (x & s) > 0 ? 1 : 0;
    const ry = (y & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        x = s - 1 - x;
        y = s - 1 - y;
      }
      const t = x;
      x = y;
      y = t;
    }
  }
  return d;
}

export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
