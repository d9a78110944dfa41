/** vb-persistent-call-to-action's rules, pure: when the bar shows, and how far the page scrolls so focus is not under it. */

/** Spec section 9: the persistent call to action appears 500 ms after the page (the element) starts. */
export const SHOW_DELAY_MS = 500;

/** Space kept between the focused element and the bar's top edge, in CSS px. */
export const FOCUS_GAP_PX = 8;

export interface VerticalBox {
  top: number;
  bottom: number;
}

/**
 * How far to scroll down (px, > 0) so `focused` sits above the bar's top edge, or 0 when the bar does not cover it.
 * A focused box taller than the room above the bar is scrolled so its top shows (reading starts there).
 */
export function uncoverDistance(focused: VerticalBox, barTop: number, gap: number = FOCUS_GAP_PX): number {
  if (focused.bottom <= barTop || focused.bottom === focused.top) return 0;
  const toBottom = focused.bottom - barTop + gap;
  const toTop = Math.max(0, focused.top - gap);
  return Math.ceil(Math.min(toBottom, toTop));
}
