/**
 * In-view callback (spec section 4): fires once per element when it comes within `margin` px of the
 * viewport (threshold 0). Media players load on scroll with it (150 px, 500 px when looping).
 * One IntersectionObserver is shared per margin value, however many elements watch.
 */

export const IN_VIEW_MARGIN_PX = 150; // spec: in-view margin 150 px

export interface InViewOptions {
  /** Distance in px around the viewport that already counts as in view. */
  margin?: number;
}

export type InViewCallback = (entry: IntersectionObserverEntry | undefined) => void;

interface SharedObserver {
  observer: IntersectionObserver;
  callbacks: Map<Element, Set<InViewCallback>>;
}

const observers = new Map<number, SharedObserver>();

function sharedObserver(margin: number): SharedObserver {
  const existing = observers.get(margin);
  if (existing) return existing;
  const callbacks = new Map<Element, Set<InViewCallback>>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const set = callbacks.get(entry.target);
        if (!set) continue;
        // Once per element: forget it before calling, so a callback that throws cannot fire twice.
        forget(margin, entry.target);
        for (const callback of set) {
          try {
            callback(entry);
          } catch (error) {
            console.error('visitorBlocks: an in-view callback failed', error);
          }
        }
      }
    },
    { rootMargin: `${margin}px`, threshold: 0 },
  );
  const shared = { observer, callbacks };
  observers.set(margin, shared);
  return shared;
}

function forget(margin: number, element: Element, callback?: InViewCallback): void {
  const shared = observers.get(margin);
  if (!shared) return;
  const set = shared.callbacks.get(element);
  if (set && callback) set.delete(callback);
  if (!set || !callback || set.size === 0) {
    shared.callbacks.delete(element);
    shared.observer.unobserve(element);
  }
  if (shared.callbacks.size === 0) {
    shared.observer.disconnect();
    observers.delete(margin);
  }
}

/**
 * Call `callback` once, when `element` first comes within `margin` px of the viewport.
 * Without IntersectionObserver it fires at once, in a microtask (never before onInView returns, so
 * the disposer is always in hand first; the disposer still cancels it). Returns a disposer.
 */
export function onInView(element: Element, callback: InViewCallback, { margin = IN_VIEW_MARGIN_PX }: InViewOptions = {}): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) callback(undefined);
    });
    return () => {
      cancelled = true;
    };
  }
  const shared = sharedObserver(margin);
  let set = shared.callbacks.get(element);
  if (!set) {
    set = new Set();
    shared.callbacks.set(element, set);
    shared.observer.observe(element);
  }
  // A wrapper per call, so the same function registered twice fires twice and disposes separately.
  const entry: InViewCallback = (observed) => callback(observed);
  set.add(entry);
  let disposed = false;
  return () => {
    if (disposed) return;
    disposed = true;
    if (shared.callbacks.get(element)?.has(entry)) forget(margin, element, entry);
  };
}

/** Number of live shared observers; for tests and diagnostics. */
export function activeObserverCount(): number {
  return observers.size;
}
