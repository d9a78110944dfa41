// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/church-product-filter/meta.ts.

/** `vb-church-product-filter-change`: The visitor chose: `languages` lists the chosen codes in the list’s order (empty: all languages). Not sent for the first value. */
export type ChurchProductFilterChangeDetail = { languages: string[] };

/** Every event <vb-church-product-filter> sends, by name: its `event.detail`. */
export type ChurchProductFilterEvents = {
  'vb-church-product-filter-change': ChurchProductFilterChangeDetail;
};
