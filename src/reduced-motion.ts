/**
 * Reduced motion, one way for every element: `prefersReducedMotion()` for a decision made now (a
 * scroll, an animation about to start), `useReducedMotion()` for rendering that follows the setting
 * while the page is open (the visitor may switch it in the OS settings).
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function query(win: Window | undefined): MediaQueryList | undefined {
  return win && typeof win.matchMedia === 'function' ? win.matchMedia(QUERY) : undefined;
}

export function prefersReducedMotion(win: Window | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  return query(win)?.matches ?? false;
}

/** 'smooth', or 'instant' when the visitor asked for reduced motion. */
export function scrollBehavior(win?: Window): ScrollBehavior {
  return prefersReducedMotion(win) ? 'instant' : 'smooth';
}

function subscribe(onChange: () => void): () => void {
  const list = query(typeof window === 'undefined' ? undefined : window);
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the visitor prefers reduced motion, re-rendering when that changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prefersReducedMotion(),
    () => false,
  );
}
