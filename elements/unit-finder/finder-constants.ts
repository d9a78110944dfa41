/**
 * The finder's business constants (visitor-blocks spec section 9), each with the spec's figure, shared by
 * the search logic, the element and its map.
 */
import { SINGLE_POINT_WIDEN_DEGREES } from '../../maps/geo/bounds.ts';
import { MILES_PER_METER } from '../../maps/geo/units.ts';

/** Search radius = configured miles x 1609 m (spec section 9). */
export const METERS_PER_RADIUS_MILE = 1609;
/** Inexact addresses list the nearest 10 meetinghouses (spec sections 7 and 9). */
export const NEAREST_COUNT = 10;
/** The configured miles when a page names none (beyond spec: the spec leaves it to configuration). */
export const DEFAULT_SEARCH_MILES = 25;
/** 'Search this area' shows once the map centre is at least 1000 m from the last search centre (spec section 9). */
export const SEARCH_THIS_AREA_METERS = 1000;
/** Fit-bounds padding: top 100, others 50 (spec section 9). */
export const FIT_PADDING = { top: 100, right: 50, bottom: 50, left: 50 } as const;
/** A single result's bounds are widened by 0.01 degrees (spec section 9). */
export const SINGLE_POINT_WIDENING_DEGREES = SINGLE_POINT_WIDEN_DEGREES;
/** A selected marker bounces for 700 ms (spec section 9). */
export const MARKER_BOUNCE_MS = 700;
/** Distances in miles: metres x 0.000621371192 (spec section 9). */
export const MILES_PER_METRE = MILES_PER_METER;
/** Distances are shown to 1 decimal (spec section 9). */
export const DISTANCE_DECIMALS = 1;
/** The `location` URL value that asks for the device's position (spec section 2): one keyword for every element. */
export { GEOLOCATE } from '../../src/device-location.ts';
/** Map drag and zoom analytics are aggregated within 1 s (spec section 7). */
export const MAP_ANALYTICS_AGGREGATE_MS = 1000;
