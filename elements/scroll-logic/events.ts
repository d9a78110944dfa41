// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/scroll-logic/meta.ts.

/** `vb-scroll-logic-scroll`: It scrolled to a target and moved focus there: after a link or a remote trigger nobody listens to (link) or for the URL fragment at load (load). offset: the sticky header height the target was kept below. */
export type ScrollLogicScrollDetail = { id: string; offset: number; cause: 'link' | 'load' };

/** Every event <vb-scroll-logic> sends, by name: its `event.detail`. */
export type ScrollLogicEvents = {
  'vb-scroll-logic-scroll': ScrollLogicScrollDetail;
};
