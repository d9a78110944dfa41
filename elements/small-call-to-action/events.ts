// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/small-call-to-action/meta.ts.

/** Every event <vb-small-call-to-action> sends, by name: its `event.detail`. */
export type SmallCallToActionEvents = Record<never, never>;
