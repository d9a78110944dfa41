// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/address-block/meta.ts.

/** `vb-address-block-verify`: The address was verified: `validity` 10 (valid), 15 (service failed, accepted) or 20 (unmatched: the modal opens, at the submit; after an autofill or a pasted address, at the next submit). Also sent after a choice in the modal. `result` holds the hidden verification-result fields. */
export type AddressBlockVerifyDetail = { validity: 10 | 15 | 20; country: string; result: Record<string, string> };

/** `vb-address-block-select`: An autocomplete option was chosen. `verified` is true for an international address the service accepts as it is. */
export type AddressBlockSelectDetail = { text: string; country: string; verified: boolean };

/** Every event <vb-address-block> sends, by name: its `event.detail`. */
export type AddressBlockEvents = {
  'vb-address-block-verify': AddressBlockVerifyDetail;
  'vb-address-block-select': AddressBlockSelectDetail;
};
