// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/image-block/meta.ts.

/** Every event <vb-image-block> sends, by name: its `event.detail`. */
export type ImageBlockEvents = Record<never, never>;
