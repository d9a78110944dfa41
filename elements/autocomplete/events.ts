// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/autocomplete/meta.ts.

/** `vb-autocomplete-choose`: The visitor chose an option (Enter on it, or a click). */
export type AutocompleteChooseDetail = { name: string; value: string; text: string };

/** Every event <vb-autocomplete> sends, by name: its `event.detail`. */
export type AutocompleteEvents = {
  'vb-autocomplete-choose': AutocompleteChooseDetail;
};
