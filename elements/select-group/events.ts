// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/select-group/meta.ts.

/** `vb-select-group-change`: The visitor checked or unchecked an option; `values` are the checked values, in option order. */
export type SelectGroupChangeDetail = { name: string; values: string[] };

/** Every event <vb-select-group> sends, by name: its `event.detail`. */
export type SelectGroupEvents = {
  'vb-select-group-change': SelectGroupChangeDetail;
};
