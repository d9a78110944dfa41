/**
 * What keyboard focus can reach, one way for every block: the overlays (focus in, Tab cycling inside a
 * modal), a light-mode field's focus() (src/form-host.ts), the content block's fold (which elements are
 * judged by their first line) and the sign-up's "carry on after me" focus.
 *
 * FOCUSABLE: can take focus (by script or keyboard). TABBABLE: in the Tab order as well (no tabindex -1).
 * Disabled controls are neither: the browser skips them.
 * Walking the composed tree (slots, shadow roots) for the overlays is src/overlay-focus.ts, apart so that the
 * fields, which need only the selectors, do not load it.
 */

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
];

export const FOCUSABLE = CANDIDATES.join(', ');
export const TABBABLE = CANDIDATES.map((selector) => `${selector}:not([tabindex="-1"])`).join(', ');

/** Takes room on the page and sits in no hidden or inert subtree (either way the browser would not focus it). */
export function isShown(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility({ visibilityProperty: true })) return false;
  return !element.closest('[inert]');
}

export function isTabbable(element: Element): element is HTMLElement {
  return element instanceof HTMLElement && element.matches(TABBABLE) && isShown(element);
}
