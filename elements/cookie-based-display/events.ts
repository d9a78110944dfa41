// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/cookie-based-display/meta.ts.

/** `vb-cookie-based-display-toggle`: The content was shown or hidden because the cookie changed (not sent for the first state). */
export type CookieBasedDisplayToggleDetail = { shown: boolean };

/** Every event <vb-cookie-based-display> sends, by name: its `event.detail`. */
export type CookieBasedDisplayEvents = {
  'vb-cookie-based-display-toggle': CookieBasedDisplayToggleDetail;
};
