/** The sum of the vb-counter elements inside the group, from their vb-counter-change events. */
import { useEffect, useState } from 'react';
import type { CounterChangeDetail } from '../counter/events.ts';
import { sumOf, type CounterReading } from './counter-group-logic.ts';

export function useCounterSum(element: HTMLElement): { total: number | undefined; counters: number } {
  const [sum, setSum] = useState<{ total: number | undefined; counters: number }>({ total: undefined, counters: 0 });

  useEffect(() => {
    const readings = new Map<Element, CounterReading>();
    const update = () => {
      // A counter taken out of the group no longer counts.
      for (const counter of readings.keys()) if (!element.contains(counter)) readings.delete(counter);
      const next = sumOf(readings.values());
      setSum((last) =>
        last.total === next.total && last.counters === next.counters ? last : { total: readings.size ? next.total : undefined, counters: next.counters },
      );
    };
    const onChange = (event: Event) => {
      const counter = event.composedPath().find((node): node is Element => node instanceof Element && node.localName === 'vb-counter');
      if (!counter || counter === element) return;
      readings.set(counter, (event as CustomEvent<CounterChangeDetail>).detail);
      update();
    };
    element.addEventListener('vb-counter-change', onChange);
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      element.removeEventListener('vb-counter-change', onChange);
      observer.disconnect();
    };
  }, [element]);

  return sum;
}
