// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/tile-swipe/meta.ts.

/** `vb-tile-swipe-change`: The selected slide changed: by the previous/next buttons (button), a key (key), a drag or swipe (drag), a thumbnail (picker), or a script writing `data-vb-slide` (script). Not sent at start. */
export type TileSwipeChangeDetail = { index: number; count: number; cause: 'button' | 'key' | 'drag' | 'picker' | 'script' };

/** Every event <vb-tile-swipe> sends, by name: its `event.detail`. */
export type TileSwipeEvents = {
  'vb-tile-swipe-change': TileSwipeChangeDetail;
};
