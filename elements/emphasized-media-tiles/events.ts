// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/emphasized-media-tiles/meta.ts.

/** `vb-emphasized-media-tiles-change`: The selected slide changed: by the previous/next buttons (button), a key (key), a drag or swipe (drag), a thumbnail (picker), or a script writing `data-vb-slide` (script). Not sent at start. */
export type EmphasizedMediaTilesChangeDetail = { index: number; count: number; cause: 'button' | 'key' | 'drag' | 'picker' | 'script' };

/** `vb-emphasized-media-tiles-play`: A tile's video started playing (every other player on the page pauses). `index` is the tile (0-based). */
export type EmphasizedMediaTilesPlayDetail = { index: number; count: number };

/** Every event <vb-emphasized-media-tiles> sends, by name: its `event.detail`. */
export type EmphasizedMediaTilesEvents = {
  'vb-emphasized-media-tiles-change': EmphasizedMediaTilesChangeDetail;
  'vb-emphasized-media-tiles-play': EmphasizedMediaTilesPlayDetail;
};
