// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/inline-component-gallery/meta.ts.

/** `vb-inline-component-gallery-change`: The selected slide changed: by the previous/next buttons (button), a key (key), a drag or swipe (drag), a thumbnail (picker), or a script writing `data-vb-slide` (script). Not sent at start. */
export type InlineComponentGalleryChangeDetail = { index: number; count: number; cause: 'button' | 'key' | 'drag' | 'picker' | 'script' };

/** Every event <vb-inline-component-gallery> sends, by name: its `event.detail`. */
export type InlineComponentGalleryEvents = {
  'vb-inline-component-gallery-change': InlineComponentGalleryChangeDetail;
};
