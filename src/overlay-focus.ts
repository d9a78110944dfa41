/**
 * The overlay kit's focus walking (src/overlay.ts, src/overlay-place.ts, src/overlay-media.ts): tab stops in the
 * composed tree, the focused element inside shadow roots, containment across slots. Built on src/focusable.ts.
 */
import { isTabbable } from './focusable.ts';

/**
 * Every tabbable element inside `root`, in the order Tab reaches them: slotted content where its slot is,
 * open shadow roots entered (a field's inner input counts, not the field). Positive tabindex values are rare
 * on the pages these blocks live in and are taken in document order.
 */
export function tabbables(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = [];
  walkStops(root, (stop) => found.push(stop));
  return found;
}

/**
 * Visits the tab stops inside `root` in Tab order (see tabbables); `mark`, when met, is handed to `onMark` instead
 * and not entered, so a caller can tell the stops before an element from those after it.
 */
function walkStops(root: Element | ShadowRoot, onStop: (stop: HTMLElement) => void, mark?: Element, onMark?: () => void): void {
  const visit = (node: Element): void => {
    if (node === mark) {
      onMark?.();
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
      if (!node.shadowRoot.delegatesFocus && isTabbable(node)) onStop(node);
      Array.from(node.shadowRoot.children).forEach(visit);
      return;
    }
    if (isTabbable(node)) onStop(node);
    Array.from(node.children).forEach(visit);
  };
  Array.from(root.children).forEach(visit);
}

/**
 * The tab stop nearest `place` on its page, outside it: the first one after it in Tab order (where Tab would have
 * gone next), else the last one before it; null when the page has none or `place` is not on it.
 */
export function stopNear(place: Element): HTMLElement | null {
  const body = place.ownerDocument.body;
  if (!place.isConnected || !body) return null;
  const stops: HTMLElement[] = [];
  let markAt = -1;
  walkStops(
    body,
    (stop) => stops.push(stop),
    place,
    () => {
      markAt = stops.length;
    },
  );
  if (markAt < 0) return null;
  return stops[markAt] ?? stops[markAt - 1] ?? null;
}

/** The element with `id` in `host`'s tree (the page, or the shadow root it sits in); null for an empty id. */
export function elementById(host: Element, id: string): HTMLElement | null {
  const wanted = id.trim();
  if (!wanted) return null;
  const root = host.getRootNode();
  const found = root instanceof ShadowRoot || root instanceof Document ? root.getElementById(wanted) : null;
  return found instanceof HTMLElement ? found : null;
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
