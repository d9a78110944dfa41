// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/check-box/meta.ts.

/** `vb-check-box-change`: The visitor checked or unchecked the box. `name` is the name it is submitted under. */
export type CheckBoxChangeDetail = { name: string; checked: boolean; value: string };

/** Every event <vb-check-box> sends, by name: its `event.detail`. */
export type CheckBoxEvents = {
  'vb-check-box-change': CheckBoxChangeDetail;
};
