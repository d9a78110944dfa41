// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/drawers/meta.ts.

/** `vb-drawers-toggle`: A drawer opened or closed after start-up: by the visitor (user), a URL fragment or a link to it (fragment), find-in-page (find), the opened property (property), a remote-trigger message for its id (trigger), or form validation showing an unfinished section (validation). Drawers closed by only-one-open report the cause of the opening. id is the trigger id ("" when the heading has none). */
export type DrawersToggleDetail = { id: string; open: boolean; index: number; cause: 'user' | 'fragment' | 'find' | 'property' | 'trigger' | 'validation' };

/** `vb-drawers-validated`: Form variant: a drawer's validated flag changed (all its fields valid, or not any more). */
export type DrawersValidatedDetail = { id: string; valid: boolean; index: number };

/** `vb-drawers-progress`: Tracked drawers: the page's reading progress changed (a drawer opened for the first time, or drawers were added). done of total drawers with a trigger id were ever opened, over every tracked drawers element on the page; key is the local-storage key it is kept under, track-{path}, whose value reads "done/total". */
export type DrawersProgressDetail = { done: number; total: number; key: string };

/** Every event <vb-drawers> sends, by name: its `event.detail`. */
export type DrawersEvents = {
  'vb-drawers-toggle': DrawersToggleDetail;
  'vb-drawers-validated': DrawersValidatedDetail;
  'vb-drawers-progress': DrawersProgressDetail;
};
