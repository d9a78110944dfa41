// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/popup/meta.ts.

/** `vb-popup-open`: The popup opened. `cause`: "trigger" (its trigger or a message), "delay", "initial" (`initial-display`) or "property". */
export type PopupOpenDetail = { cause: 'trigger' | 'delay' | 'initial' | 'property' };

/** `vb-popup-close`: The popup closed. `cause`: "button", "escape", "outside", "scrim", "trigger", "property", "parent" or "browser". */
export type PopupCloseDetail = { cause: 'button' | 'escape' | 'outside' | 'scrim' | 'trigger' | 'property' | 'parent' | 'browser' };

/** Every event <vb-popup> sends, by name: its `event.detail`. */
export type PopupEvents = {
  'vb-popup-open': PopupOpenDetail;
  'vb-popup-close': PopupCloseDetail;
};
