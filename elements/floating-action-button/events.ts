// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/floating-action-button/meta.ts.

/** `vb-floating-action-button-toggle`: It opened or closed. `cause`: its click ("button"), the overlay it controls opening or closing ("overlay"), a remote-trigger message to its own id ("trigger") or its attribute or property ("property"). */
export type FloatingActionButtonToggleDetail = { open: boolean; cause: 'button' | 'overlay' | 'trigger' | 'property' };

/** Every event <vb-floating-action-button> sends, by name: its `event.detail`. */
export type FloatingActionButtonEvents = {
  'vb-floating-action-button-toggle': FloatingActionButtonToggleDetail;
};
