import { useInsertionEffect, useRef, type RefObject } from 'react';

/**
 * A ref holding the latest committed `value`, for code that outlives a render (native listeners,
 * subscriptions, effects with fixed dependencies) and must see current props without resubscribing:
 * `const latest = useLatest(handler); useEffect(() => subscribe(id, (m) => latest.current(m)), [id])`.
 *
 * Assigned in an insertion effect rather than during render: a render React discards must not leak
 * its value, and insertion effects run before every layout effect, ref callback and effect of the
 * same commit, so those all read the new value. Read `.current` only outside render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
