// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/link-list/meta.ts.

/** Every event <vb-link-list> sends, by name: its `event.detail`. */
export type LinkListEvents = Record<never, never>;
