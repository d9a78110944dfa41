// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/select-box/meta.ts.

/** `vb-select-box-change`: The visitor chose an option. */
export type SelectBoxChangeDetail = { name: string; value: string };

/** Every event <vb-select-box> sends, by name: its `event.detail`. */
export type SelectBoxEvents = {
  'vb-select-box-change': SelectBoxChangeDetail;
};
