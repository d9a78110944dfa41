// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/checkbox-radio/meta.ts.

/** `vb-checkbox-radio-change`: The visitor changed the choice. `values` holds every chosen value (one for radios), in the options' order. */
export type CheckboxRadioChangeDetail = { name: string; values: string[] };

/** Every event <vb-checkbox-radio> sends, by name: its `event.detail`. */
export type CheckboxRadioEvents = {
  'vb-checkbox-radio-change': CheckboxRadioChangeDetail;
};
