// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/simple-sign-up/meta.ts';
import type { SimpleSignUpEvents } from '../elements/simple-sign-up/events.ts';

export type * from '../elements/simple-sign-up/events.ts';
export { default } from '../elements/simple-sign-up/define.ts';

/** Properties of <vb-simple-sign-up>, each with its default when unset (from meta.ts). */
export type SimpleSignUpProps = PropsOf<typeof meta>;

/** <vb-simple-sign-up>: A sign-up for messages by email and/or text message around the page's own <form> of form fields (vb-text-field name="firstName", vb-email-field, vb-phone-field, the visitor's channel choice). On submit it sends the spec's JSON subscription payload to POST /api/simple-subscription, then shows the thank-you or goes to `redirect-url`; a failure keeps every answer and offers a retry (the same sign-up, stored once). The close button hides it and remembers that for 365 days in a cookie. */
export interface VbSimpleSignUpElement extends HTMLElement, SimpleSignUpProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

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
