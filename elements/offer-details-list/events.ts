// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/offer-details-list/meta.ts.

/** Every event <vb-offer-details-list> sends, by name: its `event.detail`. */
export type OfferDetailsListEvents = Record<never, never>;
