// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/simple-sign-up/meta.ts.

/** `vb-simple-sign-up-submit`: The payload was sent (every try, a retry too). `payload` is the JSON body, `transactionId` the same for a retry of the same sign-up. */
export type SimpleSignUpSubmitDetail = { payload: unknown; transactionId: string };

/** `vb-simple-sign-up-success`: The server stored the sign-up (201, or 200 for a retry it had already stored). Cancelable: `preventDefault()` stops the redirect (the thank-you shows instead). */
export type SimpleSignUpSuccessDetail = { id: string; transactionId: string; channels: string[]; redirectUrl: string | null };

/** `vb-simple-sign-up-error`: The sign-up was not sent or not stored: `reason` "invalid" (the form is not complete; nothing was sent), "server" (an answer of 400 or more: `status`, and the `field` it named), "network", "timeout", "verification" (the request-verification service failed; nothing was sent). */
export type SimpleSignUpErrorDetail = {
  reason: 'invalid' | 'server' | 'network' | 'timeout' | 'verification';
  status: number;
  field: string | null;
  message: string;
};

/** `vb-simple-sign-up-close`: The visitor closed the sign-up; the cookie is written and the element is hidden. */
export type SimpleSignUpCloseDetail = { cookieName: string };

/** Every event <vb-simple-sign-up> sends, by name: its `event.detail`. */
export type SimpleSignUpEvents = {
  'vb-simple-sign-up-submit': SimpleSignUpSubmitDetail;
  'vb-simple-sign-up-success': SimpleSignUpSuccessDetail;
  'vb-simple-sign-up-error': SimpleSignUpErrorDetail;
  'vb-simple-sign-up-close': SimpleSignUpCloseDetail;
};
