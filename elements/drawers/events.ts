// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/drawers/meta.ts.

/** `vb-drawer-toggle`: A drawer opened or closed after start-up: by the visitor (user), a URL fragment or a link to it (fragment), find-in-page (find), the opened property (property), a remote-trigger message for its id (trigger), or form validation showing an unfinished section (validation). Drawers closed by only-one-open report the cause of the opening. id is the trigger id ("" when the heading has none). */
export type DrawerToggleDetail = { id: string; open: boolean; index: number; cause: 'user' | 'fragment' | 'find' | 'property' | 'trigger' | 'validation' };

/** `vb-drawer-validated`: Form variant: a drawer's validated flag changed (all its fields valid, or not any more). */
export type DrawerValidatedDetail = { id: string; valid: boolean; index: number };

/** Every event <vb-drawers> sends, by name: its `event.detail`. */
export type DrawersEvents = {
  'vb-drawer-toggle': DrawerToggleDetail;
  'vb-drawer-validated': DrawerValidatedDetail;
};
