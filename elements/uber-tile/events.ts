// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/uber-tile/meta.ts.

/** `vb-uber-tile-toggle`: The details were shown or hidden after start-up: by the button (user) or by find-in-page revealing text in them (find). */
export type UberTileToggleDetail = { expanded: boolean; cause: 'user' | 'find' };

/** Every event <vb-uber-tile> sends, by name: its `event.detail`. */
export type UberTileEvents = {
  'vb-uber-tile-toggle': UberTileToggleDetail;
};
