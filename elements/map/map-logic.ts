/**
 * vb-map's pure parts: reading its attributes (centre, layers, control names; the map-service ones are maps/session-logic.ts) and choosing
 * the first view (maps-toolkit spec section 4). Node tests: test/elements/map/map-logic.node.test.ts.
 */
import { tryParsePosition, type Position } from '../../maps/geo/position.ts';
import type { ControlName } from '../../maps/controls/types.ts';

export type MapPhase = 'loading' | 'ready' | 'error';

/** Spec section 4: the caller's own address is shown at zoom 12. */
export const ADDRESS_ZOOM = 12;
/** The zoom of an author's centre given without a zoom: the same street-level view as an address. */
export const CENTER_ZOOM = ADDRESS_ZOOM;
export const CONTROL_NAMES: readonly ControlName[] = ['zoom', 'geolocate', 'maptype', 'legal'];
/** Layer and type names as the maps service writes them (MEETINGHOUSE, WARDS, MEETINGHOUSES__UTILIZATIONS). */
const LAYER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** 'lat,lng' to a position; empty gives undefined; anything else warns naming the attribute and gives undefined. */
export function readCenter(tag: string, value: string, warn: (message: string) => void = console.warn): Position | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const position = /^[-+0-9.eE\s]+,[-+0-9.eE\s]+$/.test(text) ? tryParsePosition(text) : undefined;
  if (!position) warn(`<${tag}>: center="${text.slice(0, 80)}" is not 'latitude,longitude' (for example 40.76,-111.89); ignoring it.`);
  return position;
}

/** 'MEETINGHOUSE, WARDS TEMPLES' to a list; names the service cannot hold are dropped (they would fail every call). */
export function layerList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\s,]+/)
        .map((name) => name.trim())
        .filter((name) => LAYER_NAME.test(name))
        .map((name) => name.toUpperCase()),
    ),
  ];
}

/** 'zoom legal' to control names, in the order written, each once; unknown names warn naming the attribute. */
export function controlNames(tag: string, value: string, warn: (message: string) => void = console.warn): ControlName[] {
  const names: ControlName[] = [];
  const unknown: string[] = [];
  for (const word of value.split(/[\s,]+/).filter(Boolean)) {
    const name = word.toLowerCase();
    if ((CONTROL_NAMES as readonly string[]).includes(name)) {
      if (!names.includes(name as ControlName)) names.push(name as ControlName);
    } else unknown.push(word);
  }
  if (unknown.length > 0) {
    warn(`<${tag}>: controls has unknown names (${unknown.slice(0, 5).join(', ').slice(0, 120)}); known: ${CONTROL_NAMES.join(', ')}.`);
  }
  return names;
}

export interface InitialView {
  center: Position;
  zoom: number;
}

/**
 * The first view: the author's centre (at their zoom, else 12); without one, the caller's own address
 * (`lookup`, the client's initialCenter: address at 12, else 0,0 at 2), the author's zoom still winning.
 */
export async function initialView(center: Position | undefined, zoom: number | undefined, lookup: () => Promise<InitialView>): Promise<InitialView> {
  if (center) return { center, zoom: zoom ?? CENTER_ZOOM };
  const found = await lookup();
  return { center: found.center, zoom: zoom ?? found.zoom };
}
