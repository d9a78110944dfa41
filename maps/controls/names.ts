/** Reading a `controls="zoom geolocate maptype legal"` list and control positions, free of DOM. */
import type { ControlName, ControlPosition } from './types.ts';

export const CONTROL_NAMES: readonly ControlName[] = ['zoom', 'geolocate', 'maptype', 'legal'];
export const CONTROL_POSITIONS: readonly ControlPosition[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
/** Spec section 2: the default controls position is bottom right. */
export const DEFAULT_CONTROL_POSITION: ControlPosition = 'bottom-right';

export function isControlName(value: string): value is ControlName {
  return (CONTROL_NAMES as readonly string[]).includes(value);
}

export function isControlPosition(value: string): value is ControlPosition {
  return (CONTROL_POSITIONS as readonly string[]).includes(value);
}

/**
 * The known names in a space- or comma-separated list, each once, in the order written; `unknown` gets
 * the rest so the caller can warn about a typo.
 */
export function parseControlNames(value: string | null | undefined): { names: ControlName[]; unknown: string[] } {
  const names: ControlName[] = [];
  const unknown: string[] = [];
  for (const word of (value ?? '').toLowerCase().split(/[\s,]+/)) {
    if (!word) continue;
    if (isControlName(word)) {
      if (!names.includes(word)) names.push(word);
    } else unknown.push(word);
  }
  return { names, unknown };
}
