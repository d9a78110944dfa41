// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/preview-back-link/meta.ts.

/** `vb-preview-back-link-back`: The visitor chose the link or button back; cancelable: `preventDefault()` keeps the visitor on the page. */
export type PreviewBackLinkBackDetail = { href: string };

/** Every event <vb-preview-back-link> sends, by name: its `event.detail`. */
export type PreviewBackLinkEvents = {
  'vb-preview-back-link-back': PreviewBackLinkBackDetail;
};
