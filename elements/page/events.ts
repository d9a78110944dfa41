// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/page/meta.ts.

/** `vb-page-scroll`: It scrolled to a target and moved focus there: after a link or a remote trigger nobody listens to (link) or for the URL fragment at load (load). offset: the sticky header height the target was kept below. */
export type PageScrollDetail = { id: string; offset: number; cause: 'link' | 'load' };

/** Every event <vb-page> sends, by name: its `event.detail`. */
export type PageEvents = {
  'vb-page-scroll': PageScrollDetail;
};
