/**
 * Continuous in-view watching (src/in-view.ts fires once): its own module, so pages whose elements only
 * need the once-only callback do not load it.
 */

interface Watchers {
  observer: IntersectionObserver;
  callbacks: Map<Element, Set<(visible: boolean) => void>>;
}

/** One observer per margin, however many elements watch with it. */
const byMargin = new Map<number, Watchers>();

function watchers(margin: number): Watchers {
  const known = byMargin.get(margin);
  if (known) return known;
  const callbacks = new Map<Element, Set<(visible: boolean) => void>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) for (const run of callbacks.get(entry.target) ?? []) run(entry.isIntersecting);
    },
    { threshold: 0, rootMargin: `${margin}px` },
  );
  const created = { observer, callbacks };
  byMargin.set(margin, created);
  return created;
}

/**
 * Call `callback(visible)` every time `element` enters or leaves the viewport (not once, as onInView): for
 * work that runs only while something is on screen (a counter's polling, a looping video that plays only
 * within 500 px of view: `{ margin: 500 }`). Without IntersectionObserver the element counts as visible.
 * Returns a disposer.
 */
export function watchInView(element: Element, callback: (visible: boolean) => void, { margin = 0 }: { margin?: number } = {}): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    queueMicrotask(() => callback(true));
    return () => {};
  }
  const { observer, callbacks } = watchers(margin);
  let set = callbacks.get(element);
  if (!set) {
    set = new Set();
    callbacks.set(element, set);
    observer.observe(element);
  }
  const entry = (visible: boolean) => callback(visible);
  set.add(entry);
  return () => {
    set.delete(entry);
    if (set.size > 0) return;
    callbacks.delete(element);
    observer.unobserve(element);
  };
}
