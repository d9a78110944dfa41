// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/unveil/meta.ts.

/** `vb-unveil-toggle`: The content was revealed or hidden after start-up: by its own button (user), a remote-trigger message or a link to its id (trigger), coming into view (view), find-in-page (find) or the URL fragment at load (fragment). */
export type UnveilToggleDetail = { revealed: boolean; cause: 'user' | 'trigger' | 'view' | 'find' | 'fragment' };

/** Every event <vb-unveil> sends, by name: its `event.detail`. */
export type UnveilEvents = {
  'vb-unveil-toggle': UnveilToggleDetail;
};
