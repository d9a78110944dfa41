// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/offer-selector/meta.ts.

/** `vb-offer-selector-change`: The visitor changed the selection; the selected offers in list order. */
export type OfferSelectorChangeDetail = { oItemIds: string[]; offerTypes: string[] };

/** Every event <vb-offer-selector> sends, by name: its `event.detail`. */
export type OfferSelectorEvents = {
  'vb-offer-selector-change': OfferSelectorChangeDetail;
};
