// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/jumbo-call-to-action/meta.ts.

/** Every event <vb-jumbo-call-to-action> sends, by name: its `event.detail`. */
export type JumboCallToActionEvents = Record<never, never>;
