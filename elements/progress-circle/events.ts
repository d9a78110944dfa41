// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/progress-circle/meta.ts.

/** `vb-progress-circle-change`: The progress shown changed after the element appeared (a drawer opened here or in another tab, or `done`/`total` changed). `complete` is true when every item is done. */
export type ProgressCircleChangeDetail = { done: number; total: number; percent: number; complete: boolean };

/** Every event <vb-progress-circle> sends, by name: its `event.detail`. */
export type ProgressCircleEvents = {
  'vb-progress-circle-change': ProgressCircleChangeDetail;
};
