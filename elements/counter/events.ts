// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/counter/meta.ts.

/** `vb-counter-change`: The count shown changed (a read or an increment); it never goes down. */
export type CounterChangeDetail = { group: string; id: string; value: number };

/** `vb-counter-increment`: The visitor was counted; `value` is the count the server answered. */
export type CounterIncrementDetail = { group: string; id: string; value: number };

/** `vb-counter-error`: An increment failed (`phase` "increment") or a read failed (`phase` "read"); `message` is technical, for logs. */
export type CounterErrorDetail = { group: string; id: string; phase: 'read' | 'increment'; message: string };

/** Every event <vb-counter> sends, by name: its `event.detail`. */
export type CounterEvents = {
  'vb-counter-change': CounterChangeDetail;
  'vb-counter-increment': CounterIncrementDetail;
  'vb-counter-error': CounterErrorDetail;
};
