/** Marker sizing with the zoom (maps-toolkit spec section 9). */

/** Spec section 9: marker icon base size and pin height in pixels, and the default brand colour. */
export const MARKER_ICON_SIZE_PX = 21;
export const MARKER_PIN_HEIGHT_PX = 30;
export const DEFAULT_MARKER_COLOR = '#7d003f';
export const MARKER_SCALE_MIN = 0.125;
export const MARKER_SCALE_MAX = 1;
/** De-emphasised markers are drawn at 0.82 of the normal scale. */
export const DE_EMPHASIZED_SCALE_FACTOR = 0.82;
/** Below this scale a marker's symbol is too small to read, so a blank one is drawn. */
export const BLANK_SYMBOL_BELOW_SCALE = 0.4;

/** (0.1 (z + 1))^2 + 0.01, held to 0.125..1, then x 0.82 when de-emphasised. */
export function markerScale(zoom: number, deEmphasized = false): number {
  const scale = Math.min(MARKER_SCALE_MAX, Math.max(MARKER_SCALE_MIN, (0.1 * (zoom + 1)) ** 2 + 0.01));
  return deEmphasized ? scale * DE_EMPHASIZED_SCALE_FACTOR : scale;
}

export function useBlankSymbol(scale: number): boolean {
  return scale < BLANK_SYMBOL_BELOW_SCALE;
}

/** The pin's drawn size at a scale, in whole pixels. */
export function markerPixelSize(scale: number): { width: number; height: number } {
  return { width: Math.round(MARKER_ICON_SIZE_PX * scale), height: Math.round(MARKER_PIN_HEIGHT_PX * scale) };
}
