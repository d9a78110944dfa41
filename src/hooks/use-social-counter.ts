import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../api.ts';
import { watchInView } from '../watch-in-view.ts';
import { useLatest } from './use-latest.ts';
import { counterHub, type CounterSnapshot, type CounterWatch, type IncrementOptions } from '../social-counters.ts';

export interface SocialCounter extends CounterSnapshot {
  /** Adds one (src/social-counters.ts); rejects when the call fails, after the count is re-read. */
  increment(options: IncrementOptions): Promise<number>;
}

const EMPTY: CounterSnapshot = { value: undefined, failed: false };

/**
 * The count of `group`/`id` for an element, read while the element is on screen (the page's counter hub
 * shares reads, polls, pauses). Nothing is read while `group` or `id` is empty.
 */
export function useSocialCounter(element: Element, group: string, id: string): SocialCounter {
  const [snapshot, setSnapshot] = useState<CounterSnapshot>(EMPTY);
  const watchRef = useRef<CounterWatch | null>(null);

  useEffect(() => {
    if (!group || !id) return undefined;
    const watch = counterHub().watch(group, id, setSnapshot);
    watchRef.current = watch;
    // Another element of the same counter may have read it already: the hub is the external store here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSnapshot(watch.snapshot());
    const stop = watchInView(element, (visible) => watch.setVisible(visible));
    return () => {
      stop();
      watch.dispose();
      if (watchRef.current === watch) watchRef.current = null;
      setSnapshot(EMPTY);
    };
  }, [element, group, id]);

  const increment = useCallback((options: IncrementOptions) => {
    const watch = watchRef.current;
    return watch ? watch.increment(options) : Promise.reject(new Error('the counter has no group or id'));
  }, []);

  return { ...snapshot, increment };
}

export type IncrementPhase = 'ready' | 'sending' | 'counted';

export interface CounterIncrement {
  phase: IncrementPhase;
  /** Adds one, once: later calls do nothing until a failure makes it ready again. */
  increment(limit?: number): Promise<void>;
}

interface IncrementHandlers {
  onCounted(value: number): void;
  onFailed(failure: unknown): void;
}

/**
 * One visitor's one increment (spec section 4: the button is disabled after one increment and re-enabled
 * if the call fails). A retry after a failure is the same action: it carries the same Idempotency-Key, so
 * an increment whose answer was lost is counted once.
 */
export function useCounterIncrement(counter: SocialCounter, handlers: IncrementHandlers, initial: IncrementPhase = 'ready'): CounterIncrement {
  const [phase, setPhase] = useState<IncrementPhase>(initial);
  const busy = useRef(initial !== 'ready');
  const pendingKey = useRef<string | null>(null);
  const latest = useLatest(handlers);
  const send = counter.increment;

  const increment = useCallback(
    async (limit?: number) => {
      if (busy.current) return;
      busy.current = true;
      setPhase('sending');
      const idempotencyKey = (pendingKey.current ??= newIdempotencyKey());
      try {
        const value = await send({ idempotencyKey, ...(limit ? { limit } : {}) });
        pendingKey.current = null;
        setPhase('counted');
        latest.current.onCounted(value);
      } catch (failure) {
        busy.current = false;
        setPhase('ready');
        latest.current.onFailed(failure);
      }
    },
    [send, latest],
  );
  return { phase, increment };
}
