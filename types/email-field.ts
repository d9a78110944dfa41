// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type { PropsOf } from '../src/props.ts';
import type { meta } from '../elements/email-field/meta.ts';
import type { EmailFieldEvents } from '../elements/email-field/events.ts';

export type * from '../elements/email-field/events.ts';
export { default } from '../elements/email-field/define.ts';

/** Properties of <vb-email-field>, each with its default when unset (from meta.ts). */
export type EmailFieldProps = PropsOf<typeof meta>;

/** <vb-email-field>: An email address input for a native <form>: spaces are blocked, the address is trimmed when the visitor leaves the field and verified by the server (GET {prefix}/api/emailVerify) with a checking state; the server's three error codes show their configured messages. Submitted under its `name`; `form.checkValidity()`, reset, a disabled fieldset and back/forward work as with an input. */
export interface VbEmailFieldElement extends HTMLElement, EmailFieldProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'vb-email-field': VbEmailFieldElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-email-field-verify': CustomEvent<EmailFieldEvents['vb-email-field-verify']>;
  }
}
