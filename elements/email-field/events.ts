// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/email-field/meta.ts.

/** `vb-email-field-verify`: The server answered for an address: `status` "valid", "invalid" (with the error `code`) or "unverified" when the service failed (a non-200 answer, a timeout or no network; the address is then accepted, so a broken service never blocks a visitor). */
export type EmailFieldVerifyDetail = {
  address: string;
  status: 'valid' | 'invalid' | 'unverified';
  code: 'email_address_invalid' | 'email_domain_invalid' | 'email_account_invalid' | null;
};

/** Every event <vb-email-field> sends, by name: its `event.detail`. */
export type EmailFieldEvents = {
  'vb-email-field-verify': EmailFieldVerifyDetail;
};
