// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/save-data/meta.ts.

/** `vb-save-data-restore`: Kept values were given back to the fields named in `names` (once, when the element starts). */
export type SaveDataRestoreDetail = { names: string[] };

/** `vb-save-data-save`: The values of the fields named in `names` were kept (after the visitor changed one). */
export type SaveDataSaveDetail = { names: string[] };

/** Every event <vb-save-data> sends, by name: its `event.detail`. */
export type SaveDataEvents = {
  'vb-save-data-restore': SaveDataRestoreDetail;
  'vb-save-data-save': SaveDataSaveDetail;
};
