// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/content-block/meta.ts.

/** `vb-content-block-toggle`: The visitor expanded or collapsed the block: the button, or a #fragment link to something in the hidden part (the block opens so the target can be seen). `expanded` is the new state. Not sent when the `expanded` attribute or property changes. */
export type ContentBlockToggleDetail = { expanded: boolean };

/** Every event <vb-content-block> sends, by name: its `event.detail`. */
export type ContentBlockEvents = {
  'vb-content-block-toggle': ContentBlockToggleDetail;
};
