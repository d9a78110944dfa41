/** The legal control's layout by map width (maps-toolkit spec sections 2, 4 and 9). */
import { LegalStyle } from '../geo/enums.ts';
import type { ControlPosition } from './types.ts';

/** Spec section 9: at this map width or narrower, DEFAULT legal compresses into a text button. */
export const LEGAL_COMPRESS_WIDTH = 1050;
/** Spec section 9: at this width or narrower, bottom-positioned legal becomes an icon-only button. */
export const LEGAL_ICON_WIDTH = 525;

export type LegalLayout = 'row' | 'text' | 'icon';

/**
 * EXPANDED always shows the full row; COMPRESSED always a button; DEFAULT the row only above 1050 px.
 * A compressed button is icon-only at 525 px or narrower when the legal sits at the bottom (where it
 * shares the edge with the other controls); at the top it keeps its text.
 */
export function legalLayout(style: LegalStyle, mapWidth: number, position: ControlPosition): LegalLayout {
  if (style === LegalStyle.EXPANDED) return 'row';
  if (style === LegalStyle.DEFAULT && mapWidth > LEGAL_COMPRESS_WIDTH) return 'row';
  return mapWidth <= LEGAL_ICON_WIDTH && position.startsWith('bottom') ? 'icon' : 'text';
}
