import { defineMeta } from '../../src/props.ts';
import { SIGN_UP_COOKIE } from './pre-upgrade.ts';

export const meta = defineMeta({
  name: 'simple-sign-up',
  family: 'forms',
  calls: {
    'POST /api/simple-subscription':
      'On submit: stores the sign-up (once per transaction id). Without it the error message shows and every answer stays for a retry.',
  },
  description:
    'A sign-up for messages by email and/or text message around the page\'s own <form> of form fields (vb-text-field name="firstName", ' +
    "vb-email-field, vb-phone-field, the visitor's channel choice). On submit it sends the spec's JSON subscription payload to " +
    'POST /api/simple-subscription, then shows the thank-you or goes to `redirect-url`; a failure keeps every answer and offers a retry ' +
    '(the same sign-up, stored once). The close button hides it and remembers that for 365 days in a cookie.',
  props: {
    emailListId: { type: 'string', default: '', description: 'The list an EMAIL subscription is added to. Needed when the visitor can choose email.' },
    smsListId: { type: 'string', default: '', description: 'The list an SMS subscription is added to. Needed when the visitor can choose text messages.' },
    whatsappListId: {
      type: 'string',
      default: '',
      description: 'The list a WHATSAPP subscription is added to (a choice valued `WHATSAPP`). Needed only when the form offers WhatsApp.',
    },
    clientRegion: { type: 'string', default: '', description: 'Sent as `clientRegion` in every subscription (the messaging region of the site).' },
    country: {
      type: 'string',
      default: '',
      description:
        "The visitor's country sent as `countryIso2` (ISO alpha-2). Empty: the phone field's country, else the page's `<meta name=\"geocountry\">`, else `US`.",
    },
    redirectUrl: {
      type: 'string',
      default: '',
      description:
        'Where to go after signing up (a path or an http(s) address), instead of showing the thank-you. Any other scheme is refused with a console error and the thank-you shows.',
    },
    cookieName: {
      type: 'string',
      emptyIsDefault: true,
      default: SIGN_UP_COOKIE,
      description:
        'The cookie (365 days) that remembers the visitor closed the sign-up or signed up; while it is set the sign-up stays hidden. Give each sign-up its own name to remember them apart.',
    },
    closable: {
      type: 'boolean',
      default: true,
      description: 'Show the close button. `closable="false"`: a sign-up that is part of the page and cannot be closed.',
    },
    thankYouText: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Thank you for signing up. Your first message is on its way.',
      description: 'Shown in place of the form after signing up (unless the author gives a `thank-you` slot); focus moves to it.',
    },
    sendingText: { type: 'string', emptyIsDefault: true, default: 'Signing you up…', description: 'Announced while the sign-up is sent.' },
    errorMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'We could not sign you up just now. Your answers are still here; please try again.',
      description: 'Shown (alert) when the sign-up failed (server error, no network, too slow); the retry button sends it again.',
    },
    fieldErrorMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Please check {field} and try again.',
      description: "Shown when the server refused one answer (a 4xx naming it); `{field}` is that field's label. Focus moves to the field.",
    },
    chooseChannelMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Please choose how you would like to hear from us.',
      description: 'Shown when the form offers a choice of channels and none is chosen.',
    },
    contactRequiredMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Please enter your email address or phone number.',
      description: 'Shown when the form offers no choice of channels and neither contact is filled in.',
    },
    verificationFailedMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Request verification failed',
      description: 'Shown (alert) when the request-verification service fails (spec section 8); the retry button asks it again.',
    },
    analyticsTitle: {
      type: 'string',
      default: '',
      description: "The sign-up's name in analytics events (`formSubmit`, `formError`). Empty: the tag's `aria-label`, else the page title.",
    },
    retryText: { type: 'string', emptyIsDefault: true, default: 'Try again', description: 'The button that sends the failed sign-up again.' },
    closeLabel: { type: 'string', emptyIsDefault: true, default: 'Close sign-up', description: 'Accessible name of the close button.' },
  },
  events: {
    'vb-simple-sign-up-submit': {
      description: 'The payload was sent (every try, a retry too). `payload` is the JSON body, `transactionId` the same for a retry of the same sign-up.',
      detail: '{ payload: unknown; transactionId: string }',
    },
    'vb-simple-sign-up-success': {
      description:
        'The server stored the sign-up (201, or 200 for a retry it had already stored). Cancelable: `preventDefault()` stops the redirect (the thank-you shows instead).',
      detail: '{ id: string; transactionId: string; channels: string[]; redirectUrl: string | null }',
    },
    'vb-simple-sign-up-error': {
      description:
        'The sign-up was not sent or not stored: `reason` "invalid" (the form is not complete; nothing was sent), "server" (an answer of 400 or more: `status`, and the `field` it named), "network", "timeout", "verification" (the request-verification service failed; nothing was sent).',
      detail: "{ reason: 'invalid' | 'server' | 'network' | 'timeout' | 'verification'; status: number; field: string | null; message: string }",
    },
    'vb-simple-sign-up-close': {
      description: 'The visitor closed the sign-up; the cookie is written and the element is hidden.',
      detail: '{ cookieName: string }',
    },
  },
  slots: {
    '': 'The sign-up form: a <form> with the fields (README "Fields"), the channel choice and a submit button. Kept as it is on a failure.',
    'thank-you': 'Optional rich thank-you (a heading, a paragraph, links) shown in place of the form after signing up, instead of `thank-you-text`.',
  },
  parts: {
    body: 'The wrapper of the form and the messages.',
    close: 'The close button.',
    status: 'The polite live region (sending).',
    error: 'The alert region with the error message and the retry button.',
    retry: 'The retry button.',
    'thank-you': 'The thank-you block; takes focus after signing up.',
  },
  cssProperties: {
    '--vb-simple-sign-up-background': 'Background of the sign-up. Default: `--vb-color-surface` (`#f4f5f7`).',
    '--vb-simple-sign-up-padding': 'Padding of the sign-up. Default: `1rem` (`1.5rem` from 600 px).',
    '--vb-simple-sign-up-radius': 'Corner radius. Default: `--vb-radius` (`6px`).',
    '--vb-simple-sign-up-error-color': 'Error text and border. Default: `--vb-color-error` (`#b3261e`).',
  },
});
