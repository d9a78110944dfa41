// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/text-area/meta.ts.

/** `vb-text-area-input`: The text changed while the visitor types (after cleaning). */
export type TextAreaInputDetail = { name: string; value: string };

/** `vb-text-area-change`: The visitor left the text box with a different text than when they entered it (after cleaning and trimming). */
export type TextAreaChangeDetail = { name: string; value: string };

/** Every event <vb-text-area> sends, by name: its `event.detail`. */
export type TextAreaEvents = {
  'vb-text-area-input': TextAreaInputDetail;
  'vb-text-area-change': TextAreaChangeDetail;
};
