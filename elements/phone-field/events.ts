// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/phone-field/meta.ts.

/** `vb-phone-field-verify`: The server answered: `status` "valid" (`number` is the formatted number now shown, `country` the number's own country), "invalid" (`reason` is the server's, e.g. TOO_SHORT) or "unverified" (the service failed; the number is accepted so a broken service never blocks a visitor). */
export type PhoneFieldVerifyDetail = { number: string; country: string; status: 'valid' | 'invalid' | 'unverified'; reason: string | null };

/** `vb-phone-field-country`: The visitor chose a country (from the list, or by typing or pasting a +code). SMS options of the form were disabled and EMAIL selected. */
export type PhoneFieldCountryDetail = { country: string; dial: string; alpha3: string };

/** Every event <vb-phone-field> sends, by name: its `event.detail`. */
export type PhoneFieldEvents = {
  'vb-phone-field-verify': PhoneFieldVerifyDetail;
  'vb-phone-field-country': PhoneFieldCountryDetail;
};
