// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/text-field/meta.ts.

/** `vb-text-field-input`: The text changed while the visitor types (after cleaning). */
export type TextFieldInputDetail = { name: string; value: string };

/** `vb-text-field-change`: The visitor left the field with a different text than when they entered it (after cleaning and trimming), as `change` for an input. */
export type TextFieldChangeDetail = { name: string; value: string };

/** Every event <vb-text-field> sends, by name: its `event.detail`. */
export type TextFieldEvents = {
  'vb-text-field-input': TextFieldInputDetail;
  'vb-text-field-change': TextFieldChangeDetail;
};
