// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/card-tile/meta.ts.

/** `vb-card-tile-toggle`: The details were shown or hidden after start-up: by the button (user) or by find-in-page revealing text in them (find). */
export type CardTileToggleDetail = { expanded: boolean; cause: 'user' | 'find' };

/** Every event <vb-card-tile> sends, by name: its `event.detail`. */
export type CardTileEvents = {
  'vb-card-tile-toggle': CardTileToggleDetail;
};
