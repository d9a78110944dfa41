// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/simple-counter/meta.ts.

/** `vb-simple-counter-change`: The count shown changed to `value`. */
export type SimpleCounterChangeDetail = { value: number };

/** Every event <vb-simple-counter> sends, by name: its `event.detail`. */
export type SimpleCounterEvents = {
  'vb-simple-counter-change': SimpleCounterChangeDetail;
};
