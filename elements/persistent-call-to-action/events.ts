// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/persistent-call-to-action/meta.ts.

/** `vb-persistent-call-to-action-show`: The bar appeared (500 ms after the element connected); `height` is the room in px it keeps at the end of the page. */
export type PersistentCallToActionShowDetail = { height: number };

/** Every event <vb-persistent-call-to-action> sends, by name: its `event.detail`. */
export type PersistentCallToActionEvents = {
  'vb-persistent-call-to-action-show': PersistentCallToActionShowDetail;
};
