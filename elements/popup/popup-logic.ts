/** vb-popup's rules apart from React. */
import type { OverlayCause } from '../../src/overlay-logic.ts';

/** The trigger-once cookie: the one named, else one per trigger id. */
export function onceCookieName(cookieName: string, triggerId: string): string {
  return cookieName.trim() || `vb-popup-${triggerId || 'popup'}`;
}

/** Opening by itself: a delay or initial display (trigger-once governs these; a visitor's own click always opens). */
export function opensByItself(cause: OverlayCause): boolean {
  return cause === 'delay' || cause === 'initial';
}

/** Focus moves into the popup when the visitor opened it, or it covers the page; a popup that appears by itself leaves focus where it is. */
export function takesFocus(cause: OverlayCause, overlay: boolean): boolean {
  return overlay || !opensByItself(cause);
}
