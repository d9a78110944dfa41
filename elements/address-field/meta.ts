import { baseFieldProps, FIELD_CSS_PROPERTIES } from '../../src/field-meta.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'address-field',
  family: 'forms',
  calls: {
    'POST {prefix}/api/addressVerify': 'When the address is changed: checked and standardised. Without it the verify event says `failed`.',
  },
  description:
    'A whole US address in one line, as a native form control. When the visitor leaves the field having changed it (and before the form is sent) ' +
    'the address is checked with POST /api/addressVerify; a found address replaces the text with its `deliveryLine1, lastLine`.',
  formAssociated: true,
  props: {
    ...baseFieldProps({
      overrides: {
        name: { default: 'address', description: 'The name the form submits the address under.' },
        label: { default: 'Address' },
        value: { description: 'The starting text, and what form reset goes back to.' },
      },
    }),
    requiredMessage: {
      type: 'string',
      default: 'Please fill in this field.',
      description: 'Shown when a required field is empty after leaving it or on submit. Empty: the default.',
      emptyIsDefault: true,
    },
    unmatchedMessage: {
      type: 'string',
      default: 'We could not find this address. Please check it; you can still send it as it is.',
      description: 'Shown when the service found nothing close. It does not block the form.',
    },
    correctedMessage: {
      type: 'string',
      default: 'We completed your address. Please check it.',
      description: 'Shown when the found address replaced the text.',
    },
    verifyingText: { type: 'string', default: 'Checking your address…', description: 'Announced while the address is checked.' },
  },
  events: {
    'vb-address-field-verify': {
      description:
        'The address was checked: `status` verified (typed in standard form), corrected (the text was replaced by the found address), unmatched (nothing close) or failed (the service did not answer; accepted). `value` is the text now in the field.',
      detail: "{ status: 'verified' | 'corrected' | 'unmatched' | 'failed'; value: string }",
    },
  },
  parts: {
    field: 'The wrapper of label, hint, input and message.',
    label: 'The label.',
    hint: 'The hint.',
    input: 'The text input.',
    message: 'The message area (required, checking, completed, not found).',
  },
  cssProperties: {
    ...FIELD_CSS_PROPERTIES,
  },
});
