// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/modal/meta.ts.

/** `vb-modal-open`: The modal opened. `cause`: its attribute or property ("property") or a remote trigger or link ("trigger"). */
export type ModalOpenDetail = { cause: 'property' | 'trigger' };

/** `vb-modal-close`: The modal closed. `cause`: "button", "escape", "scrim", "property", "trigger", "parent" (a modal it was opened over closed) or "browser" (a form with method="dialog", a back gesture). */
export type ModalCloseDetail = { cause: 'button' | 'escape' | 'scrim' | 'property' | 'trigger' | 'parent' | 'browser' };

/** Every event <vb-modal> sends, by name: its `event.detail`. */
export type ModalEvents = {
  'vb-modal-open': ModalOpenDetail;
  'vb-modal-close': ModalCloseDetail;
};
