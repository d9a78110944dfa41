/**
 * What keyboard focus can reach, one way for every block: the overlays (focus in, Tab cycling inside a
 * modal), a light-mode field's focus() (src/form-host.ts), the content block's fold (which elements are
 * judged by their first line) and the sign-up's "carry on after me" focus.
 *
 * FOCUSABLE: can take focus (by script or keyboard). TABBABLE: in the Tab order as well (no tabindex -1).
 * Disabled controls are neither: the browser skips them.
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

/**
 * Every tabbable element inside `root`, in the order Tab reaches them: slotted content where its slot is,
 * open shadow roots entered (a field's inner input counts, not the field). Positive tabindex values are rare
 * on the pages these blocks live in and are taken in document order.
 */
export function tabbables(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (node: Element): void => {
    if (node instanceof HTMLSlotElement) {
      const assigned = node.assignedElements({ flatten: true });
      // An empty slot shows its own fallback content.
      (assigned.length > 0 ? assigned : Array.from(node.children)).forEach(visit);
      return;
    }
    if (node.shadowRoot) {
      // A host that delegates focus is reached through its inner controls, not as a stop of its own.
      if (!node.shadowRoot.delegatesFocus && isTabbable(node)) found.push(node);
      Array.from(node.shadowRoot.children).forEach(visit);
      return;
    }
    if (isTabbable(node)) found.push(node);
    Array.from(node.children).forEach(visit);
  };
  Array.from(root.children).forEach(visit);
  return found;
}

/** The element that has focus, looked for inside open shadow roots too. */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether `node` is inside `container` in the composed tree: slotted content counts as inside its slot's tree. */
export function composedContains(container: Node, node: Node): boolean {
  for (let at: Node | null = node; at; at = (at instanceof Element ? at.assignedSlot : null) ?? at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) {
    if (at === container) return true;
  }
  return false;
}
