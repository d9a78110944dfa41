// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/missionary-phone-numbers/meta.ts.

/** `vb-missionary-phone-numbers-load`: The numbers arrived: `numbers` maps every unit asked about to its numbers (its own, else its parent’s; `[]` when none). `failed` is true when the service failed, in which case every list is empty. */
export type MissionaryPhoneNumbersLoadDetail = { numbers: Record<string, string[]>; failed: boolean };

/** Every event <vb-missionary-phone-numbers> sends, by name: its `event.detail`. */
export type MissionaryPhoneNumbersEvents = {
  'vb-missionary-phone-numbers-load': MissionaryPhoneNumbersLoadDetail;
};
