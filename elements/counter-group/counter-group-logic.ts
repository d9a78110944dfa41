/** vb-counter-group's sum: one value per distinct counter (group and id), whatever number of elements show it. */
import { counterKey } from '../../src/social-counter-logic.ts';

export interface CounterReading {
  group: string;
  id: string;
  value: number;
}

export function sumOf(readings: Iterable<CounterReading>): { total: number; counters: number } {
  const values = new Map<string, number>();
  for (const { group, id, value } of readings) {
    const key = counterKey(group, id);
    values.set(key, Math.max(values.get(key) ?? 0, value));
  }
  let total = 0;
  for (const value of values.values()) total += value;
  return { total, counters: values.size };
}
