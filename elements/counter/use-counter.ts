/** vb-counter's effects: the shared count (src/social-counters.ts), its events, the visitor's one increment. */
import { useEffect, useRef, useState } from 'react';
import { track } from '../../src/analytics.ts';
import { useCounterIncrement, useSocialCounter } from '../../src/hooks/use-social-counter.ts';
import { serverLimit } from './counter-logic.ts';
import type { CounterEvents } from './events.ts';

export type { CounterChangeDetail, CounterErrorDetail, CounterEvents, CounterIncrementDetail } from './events.ts';

type Emit = <K extends keyof CounterEvents>(name: K, detail: CounterEvents[K]) => boolean;

interface Options {
  element: HTMLElement;
  group: string;
  id: string;
  limit: number;
  label: string;
  emit: Emit;
}

function describe(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

export function useCounter({ element, group, id, limit, label, emit }: Options) {
  const counter = useSocialCounter(element, group, id);
  const [error, setError] = useState(false);
  const { value, failed } = counter;

  useEffect(() => {
    if (value !== undefined) emit('vb-counter-change', { group, id, value });
  }, [value, group, id, emit]);

  const reportedFailure = useRef(false);
  useEffect(() => {
    if (failed && !reportedFailure.current) emit('vb-counter-error', { group, id, phase: 'read', message: 'the count could not be read' });
    reportedFailure.current = failed;
  }, [failed, group, id, emit]);

  useEffect(() => {
    if (!id) console.warn(`<vb-counter group="${group}">: no counter-id; set counter-id="..." to show a count.`);
  }, [group, id]);

  const { phase, increment } = useCounterIncrement(counter, {
    onCounted(counted) {
      emit('vb-counter-increment', { group, id, value: counted });
      track(element, 'click', { contentTitle: label || id, interactionText: 'increment' });
    },
    onFailed(failure) {
      setError(true);
      emit('vb-counter-error', { group, id, phase: 'increment', message: describe(failure) });
    },
  });

  const add = () => {
    setError(false);
    void increment(serverLimit(limit));
  };
  return { value, failed, phase, error, add };
}
