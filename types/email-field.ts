// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
import type * as React from 'react';
import type { EmailFieldProps } from '../elements/email-field/email-field.tsx';
import type { EmailFieldEvents } from '../elements/email-field/events.ts';

export type * from '../elements/email-field/events.ts';
export type { EmailFieldProps } from '../elements/email-field/email-field.tsx';
export { default } from '../elements/email-field/define.ts';

/** <vb-email-field>: An email address input for a native <form>: spaces are blocked, the address is trimmed when the visitor leaves the field and verified by the server (GET {prefix}/api/emailVerify) with a checking state; the server's three error codes show their configured messages. Submitted under its `name`; `form.checkValidity()`, reset, a disabled fieldset and back/forward work as with an input. */
export interface VbEmailFieldElement extends HTMLElement, EmailFieldProps {
  /** Re-render with the current properties (window.visitorBlocks.reinit() calls it). */
  refresh(): void;
}

/** Props of <vb-email-field> in React 19 JSX: properties (camelCase) and attributes (kebab-case). */
export type VbEmailFieldJsxProps = React.ClassAttributes<VbEmailFieldElement> &
  Omit<
    React.HTMLAttributes<VbEmailFieldElement>,
    | 'name'
    | 'label'
    | 'hint'
    | 'required'
    | 'value'
    | 'disabled'
    | 'placeholder'
    | 'requiredBy'
    | 'data-vb-required-by'
    | 'verify'
    | 'requiredMessage'
    | 'required-message'
    | 'conditionalRequiredMessage'
    | 'conditional-required-message'
    | 'malformedMessage'
    | 'malformed-message'
    | 'invalidDomainMessage'
    | 'invalid-domain-message'
    | 'invalidAccountMessage'
    | 'invalid-account-message'
    | 'checkingText'
    | 'checking-text'
    | 'render'
  > & {
    /** The name the form submits the value under. Empty: nothing is submitted. */
    name?: EmailFieldProps['name'];
    /** The visible label. Without one, label the field with `aria-label` or a `<label for>` its id. */
    label?: EmailFieldProps['label'];
    /** Help text under the label, tied to the input with `aria-describedby`. */
    hint?: EmailFieldProps['hint'];
    /** The form is not sent while the field is empty; `required-message` shows. */
    required?: EmailFieldProps['required'];
    /** The default address (form reset goes back to it). Whitespace is removed. */
    value?: EmailFieldProps['value'];
    /** Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does). */
    disabled?: EmailFieldProps['disabled'];
    /** Example text shown while empty. Not a label: screen readers may skip it. */
    placeholder?: EmailFieldProps['placeholder'];
    /** Set (with `required`) by a subscription checkbox (`vb-check-box`) that makes this field required while it is checked: an empty field then shows `conditional-required-message` instead of `required-message`, and is required even without `required`. Page authors do not set it. */
    requiredBy?: EmailFieldProps['requiredBy'];
    /** Set (with `required`) by a subscription checkbox (`vb-check-box`) that makes this field required while it is checked: an empty field then shows `conditional-required-message` instead of `required-message`, and is required even without `required`. Page authors do not set it. */
    'data-vb-required-by'?: string;
    /** Verify the address with the server when the visitor changes it. `verify="false"`: no server call, any non-empty text is accepted. */
    verify?: EmailFieldProps['verify'];
    /** Shown when the field is required and empty. */
    requiredMessage?: EmailFieldProps['requiredMessage'];
    /** Shown when the field is required and empty. */
    'required-message'?: string;
    /** Shown instead of `required-message` when a subscription checkbox made the field required. */
    conditionalRequiredMessage?: EmailFieldProps['conditionalRequiredMessage'];
    /** Shown instead of `required-message` when a subscription checkbox made the field required. */
    'conditional-required-message'?: string;
    /** The server answered `email_address_invalid` (the address is not well formed). */
    malformedMessage?: EmailFieldProps['malformedMessage'];
    /** The server answered `email_address_invalid` (the address is not well formed). */
    'malformed-message'?: string;
    /** The server answered `email_domain_invalid` (the domain cannot receive mail). */
    invalidDomainMessage?: EmailFieldProps['invalidDomainMessage'];
    /** The server answered `email_domain_invalid` (the domain cannot receive mail). */
    'invalid-domain-message'?: string;
    /** The server answered `email_account_invalid` (a disposable or service mailbox, or an impossible account). */
    invalidAccountMessage?: EmailFieldProps['invalidAccountMessage'];
    /** The server answered `email_account_invalid` (a disposable or service mailbox, or an impossible account). */
    'invalid-account-message'?: string;
    /** Shown and announced while the server checks the address. It is also the validation message while the check runs: the form is not sent with an unchecked address. */
    checkingText?: EmailFieldProps['checkingText'];
    /** Shown and announced while the server checks the address. It is also the validation message while the check runs: the form is not sent with an unchecked address. */
    'checking-text'?: string;
    /** Render mode, read once when the element first connects. */
    render?: 'shadow' | 'light';
  };

declare global {
  interface HTMLElementTagNameMap {
    'vb-email-field': VbEmailFieldElement;
  }
  interface GlobalEventHandlersEventMap {
    'vb-email-field-verify': CustomEvent<EmailFieldEvents['vb-email-field-verify']>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are a namespace; only a namespace declaration can add to it
  namespace JSX {
    interface IntrinsicElements {
      'vb-email-field': VbEmailFieldJsxProps;
    }
  }
}
