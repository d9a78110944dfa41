import { useEffect, useState, type RefObject } from 'react';
import { onIdle } from '../idle.ts';
import { onInView } from '../in-view.ts';

export interface NearAndIdle {
  /** The element has come within the margin of the viewport (and stays counted as near). */
  near: boolean;
  /** ...and the main thread has since been idle (src/idle.ts): heavy work may start now. */
  ready: boolean;
}

/**
 * For work too heavy to do on load (a map engine): `ready` turns true once the element behind `ref` has come
 * within `margin` px of the viewport AND the main thread has then been idle. Watching starts while `enabled`
 * (default true); both flags stay true once set.
 */
export function useNearAndIdle(ref: RefObject<Element | null>, { margin, enabled = true }: { margin: number; enabled?: boolean }): NearAndIdle {
  const [near, setNear] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return undefined;
    return onInView(element, () => setNear(true), { margin });
  }, [ref, enabled, near, margin]);
  useEffect(() => {
    if (!near || ready) return undefined;
    return onIdle(() => setReady(true));
  }, [near, ready]);
  return { near, ready };
}
