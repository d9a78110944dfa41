// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/flip-card/meta.ts.

/** `vb-flip-card-flip`: The top card flipped and went to the back. `index` is the card now on top (0-based, in the author's order); `cause` is how. */
export type FlipCardFlipDetail = { index: number; count: number; cause: 'click' | 'key' };

/** `vb-flip-card-shuffle`: The stack was shuffled: when it scrolled into view (`shuffle`) or by its remote trigger. `order` lists the cards from the top. */
export type FlipCardShuffleDetail = { order: number[]; cause: 'in-view' | 'trigger' };

/** `vb-flip-card-change`: The selected slide changed: by the previous/next buttons (button), a key (key), a drag or swipe (drag), a thumbnail (picker), or a script writing `data-vb-slide` (script). Not sent at start. */
export type FlipCardChangeDetail = { index: number; count: number; cause: 'button' | 'key' | 'drag' | 'picker' | 'script' };

/** Every event <vb-flip-card> sends, by name: its `event.detail`. */
export type FlipCardEvents = {
  'vb-flip-card-flip': FlipCardFlipDetail;
  'vb-flip-card-shuffle': FlipCardShuffleDetail;
  'vb-flip-card-change': FlipCardChangeDetail;
};
