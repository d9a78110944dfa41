// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/address-field/meta.ts.

/** `vb-address-field-verify`: The address was checked: `status` verified (typed in standard form), corrected (the text was replaced by the found address), unmatched (nothing close) or failed (the service did not answer; accepted). `value` is the text now in the field. */
export type AddressFieldVerifyDetail = { status: 'verified' | 'corrected' | 'unmatched' | 'failed'; value: string };

/** Every event <vb-address-field> sends, by name: its `event.detail`. */
export type AddressFieldEvents = {
  'vb-address-field-verify': AddressFieldVerifyDetail;
};
