// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/counter-group/meta.ts.

/** `vb-counter-group-change`: The total changed; `counters` is how many distinct counters it sums. */
export type CounterGroupChangeDetail = { total: number; counters: number };

/** Every event <vb-counter-group> sends, by name: its `event.detail`. */
export type CounterGroupEvents = {
  'vb-counter-group-change': CounterGroupChangeDetail;
};
