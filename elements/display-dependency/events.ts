// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/display-dependency/meta.ts.

/** `vb-display-dependency-toggle`: The content was shown or hidden because the field changed (not sent for the first state). */
export type DisplayDependencyToggleDetail = { shown: boolean };

/** Every event <vb-display-dependency> sends, by name: its `event.detail`. */
export type DisplayDependencyEvents = {
  'vb-display-dependency-toggle': DisplayDependencyToggleDetail;
};
