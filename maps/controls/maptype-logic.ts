/** The map-type control's decisions (maps-toolkit spec sections 2 and 4), free of DOM and engine. */
import { MapProvider, MapTypeControlMode } from '../geo/enums.ts';
import type { MapTypeInfo } from '../engines/types.ts';
import type { MapTypeControlModeResolved } from './events.ts';

/** Spec section 9: a map this wide or narrower is narrow; the map-type control shows a button there. */
export const NARROW_MAP_WIDTH = 600;

/** DEFAULT resolves by the map's width: BUTTON at 600 px or narrower, else OVERVIEW (spec section 4). */
export function resolveMapTypeMode(mode: MapTypeControlMode, mapWidth: number): MapTypeControlModeResolved {
  if (mode === MapTypeControlMode.BUTTON || mode === MapTypeControlMode.OVERVIEW) return mode;
  return mapWidth <= NARROW_MAP_WIDTH ? MapTypeControlMode.BUTTON : MapTypeControlMode.OVERVIEW;
}

/** The id to show: the current one when it is allowed, else the first allowed (spec section 4). */
export function resolveCurrentType(types: readonly MapTypeInfo[], currentId: string): MapTypeInfo | undefined {
  return types.find((type) => type.id === currentId) ?? types[0];
}

/**
 * What clicking the control does: with exactly two types, swap to the other one; with more, open the
 * list; with fewer there is nothing to switch.
 */
export function mapTypeAction(types: readonly MapTypeInfo[]): 'none' | 'swap' | 'list' {
  if (types.length < 2) return 'none';
  return types.length === 2 ? 'swap' : 'list';
}

/**
 * The type the overview shows and a swap selects: another type than the current one, from the current
 * type's provider when there is one (spec section 4), else the first other type in configured order.
 */
export function alternateType(types: readonly MapTypeInfo[], currentId: string): MapTypeInfo | undefined {
  const current = resolveCurrentType(types, currentId);
  if (!current) return undefined;
  const others = types.filter((type) => type.id !== current.id);
  return others.find((type) => type.provider === current.provider) ?? others[0];
}

export interface ProviderGroup {
  provider: MapProvider;
  label: string;
  types: readonly MapTypeInfo[];
}

/** Provider names as their owners write them. */
export const PROVIDER_LABELS: Readonly<Record<MapProvider, string>> = {
  [MapProvider.DEFAULT]: 'Default',
  [MapProvider.INTERNAL]: 'Built-in',
  [MapProvider.GOOGLE]: 'Google',
  [MapProvider.BING]: 'Bing',
  [MapProvider.ARCGIS]: 'ArcGIS',
  [MapProvider.IP2LOCATION]: 'IP2Location',
  [MapProvider.OPENSTREETMAP]: 'OpenStreetMap',
  [MapProvider.PRECISELY]: 'Precisely',
};

/** The callout's groups: one per provider, in order of each provider's first type, types in configured order. */
export function groupByProvider(types: readonly MapTypeInfo[]): ProviderGroup[] {
  const groups = new Map<MapProvider, MapTypeInfo[]>();
  for (const type of types) {
    const list = groups.get(type.provider);
    if (list) list.push(type);
    else groups.set(type.provider, [type]);
  }
  return [...groups].map(([provider, list]) => ({ provider, label: PROVIDER_LABELS[provider] ?? provider, types: list }));
}
