/**
 * The overlay kit's focus walking (src/overlay.ts, src/overlay-place.ts, src/overlay-media.ts): tab stops in the
 * composed tree, the focused element inside shadow roots, containment across slots. Built on src/focusable.ts.
 */
import { isTabbable } from './focusable.ts';

/**
 * Every tabbable element inside `root`, in the order Tab reaches them: slotted content where its slot is,
 * open shadow roots entered (a field's inner input counts, not the field). Positive tabindex values are rare
 * on the pages these blocks live in and are taken in document order. `place`, when given, is listed where it
 * stands (not entered), so a caller can find the stops either side of it.
 */
export function tabbables(root: Element | ShadowRoot, place?: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (node: Element): void => {
    if (node === place) {
      found.push(place);
      return;
    }
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
