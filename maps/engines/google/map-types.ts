/// <reference types="google.maps" />
/**
 * Google's base maps as the map-type control lists them (spec section 4): roadmap and hybrid by default,
 * satellite and terrain on request, and a light styled type made on demand. Pure, so node can test it.
 */
import { MapProvider, MapType } from '../../geo/enums.ts';
import type { MapTypeInfo } from '../types.ts';

/** Spec section 4: default map type ids. */
export const DEFAULT_GOOGLE_MAP_TYPES: readonly string[] = ['roadmap', 'hybrid'];
export const LIGHT_MAP_TYPE_ID = 'light';

/** Each id with its toolkit type, its `/strings` key and the English default. */
const GOOGLE_MAP_TYPES: Readonly<Record<string, { type: MapType; key: string; label: string }>> = {
  roadmap: { type: MapType.ROAD, key: 'maptypes.map', label: 'Map' },
  hybrid: { type: MapType.HYBRID, key: 'maptypes.satellite', label: 'Satellite' },
  satellite: { type: MapType.SATELLITE, key: 'maptypes.satellite.plain', label: 'Satellite without labels' },
  terrain: { type: MapType.TERRAIN, key: 'maptypes.terrain', label: 'Terrain' },
  [LIGHT_MAP_TYPE_ID]: { type: MapType.ROAD, key: 'maptypes.light', label: 'Light' },
};

export function isGoogleMapType(id: string): boolean {
  return Object.hasOwn(GOOGLE_MAP_TYPES, id);
}

/** The allowed ids, known ones only, without repeats; the defaults when none is left. */
export function allowedGoogleMapTypes(requested: readonly string[] | undefined): string[] {
  const known = [...new Set((requested ?? []).filter(isGoogleMapType))];
  return known.length > 0 ? known : [...DEFAULT_GOOGLE_MAP_TYPES];
}

/** Spec section 4: an id that is not allowed selects the first allowed type. */
export function resolveGoogleMapType(id: string | undefined, allowed: readonly string[]): string {
  return id !== undefined && allowed.includes(id) ? id : (allowed[0] ?? 'roadmap');
}

export function googleMapTypeInfo(id: string, strings: Readonly<Record<string, string>> = {}): MapTypeInfo {
  const known = GOOGLE_MAP_TYPES[id] ?? { type: MapType.DEFAULT, key: `maptypes.${id}`, label: id };
  const label = Object.hasOwn(strings, known.key) ? (strings[known.key] ?? known.label) : known.label;
  return { id, provider: MapProvider.GOOGLE, type: known.type, label };
}

/** The light type's styles: pale land and water, grey roads, fewer labels, so markers stand out. */
export const LIGHT_MAP_STYLES: google.maps.MapTypeStyle[] = [
  { elementType: 'geometry', stylers: [{ color: '#f5f5f5' }] },
  { elementType: 'labels.icon', stylers: [{ visibility: 'off' }] },
  { elementType: 'labels.text.fill', stylers: [{ color: '#616161' }] },
  { elementType: 'labels.text.stroke', stylers: [{ color: '#f5f5f5' }] },
  { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#ffffff' }] },
  { featureType: 'road.highway', elementType: 'geometry', stylers: [{ color: '#dadada' }] },
  { featureType: 'transit', stylers: [{ visibility: 'off' }] },
  { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#c9c9c9' }] },
];
