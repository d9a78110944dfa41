/**
 * Continuous in-view watching (src/in-view.ts fires once): its own module, so pages whose elements only
 * need the once-only callback do not load it.
 */

const visibilityCallbacks = new Map<Element, Set<(visible: boolean) => void>>();
let visibilityObserver: IntersectionObserver | undefined;

/**
 * Call `callback(visible)` every time `element` enters or leaves the viewport (not once, as onInView): for
 * work that runs only while something is on screen (a counter's polling). One observer for every element.
 * Without IntersectionObserver the element counts as visible. Returns a disposer.
 */
export function watchInView(element: Element, callback: (visible: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    queueMicrotask(() => callback(true));
    return () => {};
  }
  visibilityObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) for (const run of visibilityCallbacks.get(entry.target) ?? []) run(entry.isIntersecting);
    },
    { threshold: 0 },
  );
  let set = visibilityCallbacks.get(element);
  if (!set) {
    set = new Set();
    visibilityCallbacks.set(element, set);
    visibilityObserver.observe(element);
  }
  const entry = (visible: boolean) => callback(visible);
  set.add(entry);
  return () => {
    set.delete(entry);
    if (set.size > 0) return;
    visibilityCallbacks.delete(element);
    visibilityObserver?.unobserve(element);
  };
}
