// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/multi-buttons/meta.ts.

/** `vb-multi-buttons-click`: A button or link was used; `text` is its analytics text, `href` the link address ("" for a button), `trigger` the remote-trigger id ("" when none), `index` its place (0-based). */
export type MultiButtonsClickDetail = { text: string; href: string; trigger: string; index: number };

/** Every event <vb-multi-buttons> sends, by name: its `event.detail`. */
export type MultiButtonsEvents = {
  'vb-multi-buttons-click': MultiButtonsClickDetail;
};
