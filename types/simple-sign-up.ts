// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { SimpleSignUpProps } from '../elements/simple-sign-up/simple-sign-up.tsx';
import type { SimpleSignUpEvents } from '../elements/simple-sign-up/events.ts';

export type * from '../elements/simple-sign-up/events.ts';
export type { SimpleSignUpProps } from '../elements/simple-sign-up/simple-sign-up.tsx';
export { default } from '../elements/simple-sign-up/define.ts';

/** <vb-simple-sign-up>: A sign-up for messages by email and/or text message around the page's own <form> of form fields (vb-text-field name="firstName", vb-email-field, vb-phone-field, the visitor's channel choice). On submit it sends the spec's JSON subscription payload to POST /api/simple-subscription, then shows the thank-you or goes to `redirect-url`; a failure keeps every answer and offers a retry (the same sign-up, stored once). The close button hides it and remembers that for 365 days in a cookie. */
export interface VbSimpleSignUpElement extends HTMLElement, SimpleSignUpProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-simple-sign-up> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbSimpleSignUpJsxProps = React.ClassAttributes<VbSimpleSignUpElement> &
  Omit<
    React.HTMLAttributes<VbSimpleSignUpElement>,
    | 'emailListId'
    | 'email-list-id'
    | 'smsListId'
    | 'sms-list-id'
    | 'whatsappListId'
    | 'whatsapp-list-id'
    | 'clientRegion'
    | 'client-region'
    | 'country'
    | 'redirectUrl'
    | 'redirect-url'
    | 'cookieName'
    | 'cookie-name'
    | 'closable'
    | 'thankYouText'
    | 'thank-you-text'
    | 'sendingText'
    | 'sending-text'
    | 'errorMessage'
    | 'error-message'
    | 'fieldErrorMessage'
    | 'field-error-message'
    | 'chooseChannelMessage'
    | 'choose-channel-message'
    | 'contactRequiredMessage'
    | 'contact-required-message'
    | 'retryText'
    | 'retry-text'
    | 'closeLabel'
    | 'close-label'
    | 'render'
  > & {
    /** The list an EMAIL subscription is added to. Needed when the visitor can choose email. */
    emailListId?: SimpleSignUpProps['emailListId'];
    /** The list an EMAIL subscription is added to. Needed when the visitor can choose email. */
    'email-list-id'?: string;
    /** The list an SMS subscription is added to. Needed when the visitor can choose text messages. */
    smsListId?: SimpleSignUpProps['smsListId'];
    /** The list an SMS subscription is added to. Needed when the visitor can choose text messages. */
    'sms-list-id'?: string;
    /** The list a WHATSAPP subscription is added to (a choice valued `WHATSAPP`). Needed only when the form offers WhatsApp. */
    whatsappListId?: SimpleSignUpProps['whatsappListId'];
    /** The list a WHATSAPP subscription is added to (a choice valued `WHATSAPP`). Needed only when the form offers WhatsApp. */
    'whatsapp-list-id'?: string;
    /** Sent as `clientRegion` in every subscription (the messaging region of the site). */
    clientRegion?: SimpleSignUpProps['clientRegion'];
    /** Sent as `clientRegion` in every subscription (the messaging region of the site). */
    'client-region'?: string;
    /** The visitor's country sent as `countryIso2` (ISO alpha-2). Empty: the phone field's country, else the page's `<meta name="geocountry">`, else `US`. */
    country?: SimpleSignUpProps['country'];
    /** Where to go after signing up (a path or an http(s) address), instead of showing the thank-you. Any other scheme is refused with a console error and the thank-you shows. */
    redirectUrl?: SimpleSignUpProps['redirectUrl'];
    /** Where to go after signing up (a path or an http(s) address), instead of showing the thank-you. Any other scheme is refused with a console error and the thank-you shows. */
    'redirect-url'?: string;
    /** The cookie (365 days) that remembers the visitor closed the sign-up or signed up; while it is set the sign-up stays hidden. Give each sign-up its own name to remember them apart. */
    cookieName?: SimpleSignUpProps['cookieName'];
    /** The cookie (365 days) that remembers the visitor closed the sign-up or signed up; while it is set the sign-up stays hidden. Give each sign-up its own name to remember them apart. */
    'cookie-name'?: string;
    /** Show the close button. `closable="false"`: a sign-up that is part of the page and cannot be closed. */
    closable?: SimpleSignUpProps['closable'];
    /** Shown in place of the form after signing up (unless the author gives a `thank-you` slot); focus moves to it. */
    thankYouText?: SimpleSignUpProps['thankYouText'];
    /** Shown in place of the form after signing up (unless the author gives a `thank-you` slot); focus moves to it. */
    'thank-you-text'?: string;
    /** Announced while the sign-up is sent. */
    sendingText?: SimpleSignUpProps['sendingText'];
    /** Announced while the sign-up is sent. */
    'sending-text'?: string;
    /** Shown (alert) when the sign-up failed (server error, no network, too slow); the retry button sends it again. */
    errorMessage?: SimpleSignUpProps['errorMessage'];
    /** Shown (alert) when the sign-up failed (server error, no network, too slow); the retry button sends it again. */
    'error-message'?: string;
    /** Shown when the server refused one answer (a 4xx naming it); `{field}` is that field's label. Focus moves to the field. */
    fieldErrorMessage?: SimpleSignUpProps['fieldErrorMessage'];
    /** Shown when the server refused one answer (a 4xx naming it); `{field}` is that field's label. Focus moves to the field. */
    'field-error-message'?: string;
    /** Shown when the form offers a choice of channels and none is chosen. */
    chooseChannelMessage?: SimpleSignUpProps['chooseChannelMessage'];
    /** Shown when the form offers a choice of channels and none is chosen. */
    'choose-channel-message'?: string;
    /** Shown when the form offers no choice of channels and neither contact is filled in. */
    contactRequiredMessage?: SimpleSignUpProps['contactRequiredMessage'];
    /** Shown when the form offers no choice of channels and neither contact is filled in. */
    'contact-required-message'?: string;
    /** The button that sends the failed sign-up again. */
    retryText?: SimpleSignUpProps['retryText'];
    /** The button that sends the failed sign-up again. */
    'retry-text'?: string;
    /** Accessible name of the close button. */
    closeLabel?: SimpleSignUpProps['closeLabel'];
    /** Accessible name of the close button. */
    'close-label'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-simple-sign-up': VbSimpleSignUpElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-simple-sign-up-submit': CustomEvent<SimpleSignUpEvents['vb-simple-sign-up-submit']>;
    'vb-simple-sign-up-success': CustomEvent<SimpleSignUpEvents['vb-simple-sign-up-success']>;
    'vb-simple-sign-up-error': CustomEvent<SimpleSignUpEvents['vb-simple-sign-up-error']>;
    'vb-simple-sign-up-close': CustomEvent<SimpleSignUpEvents['vb-simple-sign-up-close']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-simple-sign-up': VbSimpleSignUpJsxProps;
    }
  }
}
