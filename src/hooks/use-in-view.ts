import { useCallback, useRef, useState } from 'react';
import { onInView, type InViewOptions } from '../in-view.ts';
import { useLatest } from './use-latest.ts';

export interface UseInViewOptions extends InViewOptions {
  /** Watch only while true (e.g. a player set to load on scroll); default true. */
  enabled?: boolean;
}

/**
 * `const [ref, inView] = useInView<HTMLDivElement>({ margin: 500 })`: inView turns true once, the first
 * time the element comes within `margin` px of the viewport, and stays true.
 */
export function useInView<T extends Element>(options: UseInViewOptions = {}): [ref: (element: T | null) => (() => void) | void, inView: boolean] {
  const [inView, setInView] = useState(false);
  const ref = useOnInView<T>(() => setInView(true), options);
  return [ref, inView];
}

/** Run `callback` once when the element first comes into view; for effects rather than state. */
export function useOnInView<T extends Element>(callback: () => void, options: UseInViewOptions = {}): (element: T | null) => (() => void) | void {
  const latest = useLatest(callback);
  const fired = useRef(false);
  const { margin, enabled = true } = options;
  return useCallback(
    (element: T | null) => {
      if (!element || !enabled || fired.current) return undefined;
      return onInView(
        element,
        () => {
          fired.current = true;
          latest.current();
        },
        margin === undefined ? {} : { margin },
      );
    },
    [margin, enabled, latest],
  );
}
