// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/persistent-call-to-action/meta.ts.

/** `vb-persistent-call-to-action-show`: The bar appeared (500 ms after the element connected). */
export type PersistentCallToActionShowDetail = Record<string, never>;

/** Every event <vb-persistent-call-to-action> sends, by name: its `event.detail`. */
export type PersistentCallToActionEvents = {
  'vb-persistent-call-to-action-show': PersistentCallToActionShowDetail;
};
