// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/speed-dial/meta.ts.

/** `vb-speed-dial-open`: The menu opened. `cause`: its button ("button"), a remote trigger or link ("trigger") or its attribute or property ("property"). */
export type SpeedDialOpenDetail = { cause: 'button' | 'trigger' | 'property' };

/** `vb-speed-dial-close`: The menu closed. `cause`: "button", "escape", "outside" (a click elsewhere on the page, through the scrim), "select" (an action was chosen), "tab", "trigger", "property", "parent" or "browser". */
export type SpeedDialCloseDetail = { cause: 'button' | 'escape' | 'outside' | 'select' | 'tab' | 'trigger' | 'property' | 'parent' | 'browser' };

/** `vb-speed-dial-select`: An action was chosen (clicked, or Enter or Space on it). `text`: its text; `href`: its link, or "" for a button. */
export type SpeedDialSelectDetail = { text: string; href: string };

/** Every event <vb-speed-dial> sends, by name: its `event.detail`. */
export type SpeedDialEvents = {
  'vb-speed-dial-open': SpeedDialOpenDetail;
  'vb-speed-dial-close': SpeedDialCloseDetail;
  'vb-speed-dial-select': SpeedDialSelectDetail;
};
