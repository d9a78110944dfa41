import { baseFieldProps, CONDITIONAL_FIELD_PROPS, FIELD_CSS_PROPERTIES } from '../../src/field-meta.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'email-field',
  family: 'forms',
  calls: {
    'GET {prefix}/api/emailVerify': 'When the address is changed: verified by the server. Without it the address is accepted (`data-vb-state="unverified"`).',
  },
  formAssociated: true,
  description:
    'An email address input for a native <form>: spaces are blocked, the address is trimmed when the visitor leaves the field and verified by the server ' +
    "(GET {prefix}/api/emailVerify) with a checking state; the server's three error codes show their configured messages. " +
    'Submitted under its `name`; `form.checkValidity()`, reset, a disabled fieldset and back/forward work as with an input.',
  props: {
    ...baseFieldProps({
      overrides: {
        name: { default: 'email' },
        label: { default: 'Email' },
        value: { description: 'The default address (form reset goes back to it). Whitespace is removed.' },
      },
    }),
    ...CONDITIONAL_FIELD_PROPS,
    verify: {
      type: 'boolean',
      default: true,
      description: 'Verify the address with the server when the visitor changes it. `verify="false"`: no server call, any non-empty text is accepted.',
    },
    requiredMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Please enter your email address.',
      description: 'Shown when the field is required and empty.',
    },
    conditionalRequiredMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Please enter your email address to receive email updates.',
      description: 'Shown instead of `required-message` when a subscription checkbox made the field required.',
    },
    malformedMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Please enter a valid email address, like name@example.com.',
      description: 'The server answered `email_address_invalid` (the address is not well formed).',
    },
    invalidDomainMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'This email domain cannot receive email. Please check the part after the @.',
      description: 'The server answered `email_domain_invalid` (the domain cannot receive mail).',
    },
    invalidAccountMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'This email address cannot receive email. Please use another address.',
      description: 'The server answered `email_account_invalid` (a disposable or service mailbox, or an impossible account).',
    },
    checkingText: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Checking your email address…',
      description:
        'Shown and announced while the server checks the address. It is also the validation message while the check runs: the form is not sent with an unchecked address.',
    },
  },
  events: {
    'vb-email-field-verify': {
      description:
        'The server answered for an address: `status` "valid", "invalid" (with the error `code`) or "unverified" when the service failed ' +
        '(a non-200 answer, a timeout or no network; the address is then accepted, so a broken service never blocks a visitor).',
      detail:
        "{ address: string; status: 'valid' | 'invalid' | 'unverified'; code: 'email_address_invalid' | 'email_domain_invalid' | 'email_account_invalid' | null }",
    },
  },
  parts: {
    field: 'The wrapper of label, hint, input and message.',
    label: 'The label.',
    hint: 'The hint.',
    input: 'The text input.',
    message: 'The message area (errors and the checking state); a polite live region.',
  },
  cssProperties: {
    ...FIELD_CSS_PROPERTIES,
  },
});
