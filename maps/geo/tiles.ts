/**
 * Web Mercator tile maths (maps-toolkit spec sections 5 and 9): 256 px tiles, world pixels at a zoom,
 * and the zoom that fits a box into a map of a given size.
 */
import { longitudeSpan, type BoundingBox } from './bounds.ts';
import { wrapLongitude, type Position } from './position.ts';
import type { Size } from './size.ts';

export const TILE_SIZE = 256;
/** Spec section 9: the highest zoom a map is fitted to. */
export const MAX_FIT_ZOOM = 21;
/** Spec section 9: latitude and longitude bounds of the map. */
export const MAX_LATITUDE = 85.05;
export const MAX_LONGITUDE = 180;
/** Spec section 5: the sine of the latitude is clamped here, since the poles project to infinity. */
export const MAX_SIN_LATITUDE = 0.9999;

export interface Point {
  x: number;
  y: number;
}

export interface Tile {
  x: number;
  y: number;
  zoom: number;
}

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const DEGREES = 180 / Math.PI;

export function clampLatitude(latitude: number): number {
  return clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE);
}

export function clampLongitude(longitude: number): number {
  return clamp(longitude, -MAX_LONGITUDE, MAX_LONGITUDE);
}

/** Width (and height) of the whole world in pixels at a zoom. */
export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

/** Mercator y of a latitude as a fraction of the world height, 0 at the top. */
function mercatorY(latitude: number): number {
  const sin = clamp(Math.sin(latitude / DEGREES), -MAX_SIN_LATITUDE, MAX_SIN_LATITUDE);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** A position as world pixels at a zoom (zoom 0: the world is one 256 px tile). */
export function project(position: Position, zoom = 0): Point {
  const size = worldSize(zoom);
  return { x: ((wrapLongitude(position.longitude) + 180) / 360) * size, y: mercatorY(position.latitude) * size };
}

/** World pixels at a zoom back to a position, within the map's latitude and longitude bounds. */
export function unproject(point: Point, zoom = 0): Position {
  const size = worldSize(zoom);
  const longitude = wrapLongitude((point.x / size) * 360 - 180);
  const n = Math.PI - (2 * Math.PI * point.y) / size;
  return { longitude: clampLongitude(longitude), latitude: clampLatitude(Math.atan(Math.sinh(n)) * DEGREES) };
}

/** The tile holding a position at a whole zoom. */
export function positionToTile(position: Position, zoom: number): Tile {
  const point = project(position, zoom);
  const last = 2 ** zoom - 1;
  return { x: clamp(Math.floor(point.x / TILE_SIZE), 0, last), y: clamp(Math.floor(point.y / TILE_SIZE), 0, last), zoom };
}

export function tileBounds(tile: Tile): BoundingBox {
  const northWest = unproject({ x: tile.x * TILE_SIZE, y: tile.y * TILE_SIZE }, tile.zoom);
  const southEast = unproject({ x: (tile.x + 1) * TILE_SIZE, y: (tile.y + 1) * TILE_SIZE }, tile.zoom);
  // The last column's east edge is 180, not the -180 that wrapping would make of it.
  const east = tile.x + 1 === 2 ** tile.zoom ? 180 : southEast.longitude;
  return { southWest: { longitude: northWest.longitude, latitude: southEast.latitude }, northEast: { longitude: east, latitude: northWest.latitude } };
}

export function normalizePadding(padding: number | Partial<Padding> = 0): Padding {
  if (typeof padding === 'number') return { top: padding, right: padding, bottom: padding, left: padding };
  return { top: padding.top ?? 0, right: padding.right ?? 0, bottom: padding.bottom ?? 0, left: padding.left ?? 0 };
}

// log2 of an exact power of two can come out a hair under the whole number.
const ZOOM_EPSILON = 1e-9;

/**
 * The highest whole zoom, 0 to 21, at which the box fits inside the map less its padding. A box of one
 * point fits at every zoom, so it gets 21: widen it first (bounds.widenSinglePoint) for a sensible view.
 */
export function fitZoom(bounds: BoundingBox, size: Size, padding?: number | Partial<Padding>): number {
  const pad = normalizePadding(padding);
  const width = size.width - pad.left - pad.right;
  const height = size.height - pad.top - pad.bottom;
  if (width <= 0 || height <= 0) return 0;
  const fractionX = longitudeSpan(bounds) / 360;
  const fractionY = Math.abs(mercatorY(bounds.southWest.latitude) - mercatorY(bounds.northEast.latitude));
  const zoomX = fractionX === 0 ? Infinity : Math.log2(width / (TILE_SIZE * fractionX));
  const zoomY = fractionY === 0 ? Infinity : Math.log2(height / (TILE_SIZE * fractionY));
  const zoom = Math.min(zoomX, zoomY);
  if (zoom === Infinity) return MAX_FIT_ZOOM;
  return clamp(Math.floor(zoom + ZOOM_EPSILON), 0, MAX_FIT_ZOOM);
}

/**
 * The view that shows the box: fitZoom's zoom and the centre that puts the box in the middle of the
 * padded area (so a larger top padding moves the box down, clear of a search bar).
 */
export function fitBounds(bounds: BoundingBox, size: Size, padding?: number | Partial<Padding>): { center: Position; zoom: number } {
  const zoom = fitZoom(bounds, size, padding);
  const pad = normalizePadding(padding);
  const southWest = project(bounds.southWest, zoom);
  const northEast = project(bounds.northEast, zoom);
  // Across the antimeridian the east edge lies one world further east.
  const eastX = northEast.x < southWest.x || (northEast.x === southWest.x && longitudeSpan(bounds) >= 360) ? northEast.x + worldSize(zoom) : northEast.x;
  const middle = { x: (southWest.x + eastX) / 2, y: (southWest.y + northEast.y) / 2 };
  const center = unproject({ x: middle.x - (pad.left - pad.right) / 2, y: middle.y - (pad.top - pad.bottom) / 2 }, zoom);
  return { center, zoom };
}
