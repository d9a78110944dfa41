/**
 * The largest inputs the maps service's limits still accept (demo/server/maps/limits.ts), written once
 * for the two places that throw them at the server: the event-loop test
 * (test/demo/server/maps-event-loop.node.test.ts) and the load test (scripts/load.ts).
 */
import { MAX_FILTERS, MAX_GEOMETRY_VERTICES, MAX_ISOCHRONES, MAX_WAYPOINTS } from '../../demo/server/maps/limits.ts';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A closed ring of `count` positions on a circle `radius` degrees wide around `center`. */
export function circleRing(count: number, radius: number, center: [number, number]): number[][] {
  const ring: number[][] = [];
  for (let i = 0; i < count - 1; i++) {
    const angle = (2 * Math.PI * i) / (count - 1);
    // A little wobble so the polygon is not a convex shortcut for any algorithm.
    const r = radius * (1 + 0.05 * Math.sin(angle * 97));
    ring.push([center[0] + r * Math.cos(angle), center[1] + r * Math.sin(angle)]);
  }
  ring.push([...(ring[0] ?? [0, 0])]);
  return ring;
}

/** The largest polygon the limits accept, 20 degrees across over the western United States. */
export const BIG_POLYGON = { type: 'Polygon', coordinates: [circleRing(MAX_GEOMETRY_VERTICES, 10, [-105, 40])] };

/** The same number of vertices in two overlapping halves: the largest geometry/union input. */
export const SPLIT_POLYGONS = [
  { type: 'Polygon', coordinates: [circleRing(MAX_GEOMETRY_VERTICES / 2, 10, [-105, 40])] },
  { type: 'Polygon', coordinates: [circleRing(MAX_GEOMETRY_VERTICES / 2, 10, [-95, 40])] },
];

/** The most filters a call takes, each on the costliest field (every address read, none matching). */
export function mostFilters(prefix = 'zq'): Array<{ field: string; operator: string; operand: string }> {
  return Array.from({ length: MAX_FILTERS }, (_, i) => ({ field: 'address.formatted', operator: 'not contains', operand: `${prefix}${i}` }));
}

/** The most isochrone distances, each larger than the last (up to 20,000 km). */
export function mostIsochroneDistances(): number[] {
  return Array.from({ length: MAX_ISOCHRONES }, (_, i) => 2_000_000 * (i + 1));
}

/** Directions with the most waypoints, zig-zagging around the world. */
export function mostWaypointsDirections(origin: LatLng): { origin: LatLng; destination: LatLng; waypoints: LatLng[] } {
  return {
    origin,
    destination: { latitude: -33, longitude: 151 },
    waypoints: Array.from({ length: MAX_WAYPOINTS }, (_, i) => ({ latitude: (i % 2 ? 50 : -40) + i, longitude: -170 + i * 13 })),
  };
}
