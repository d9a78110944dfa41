import { baseFieldProps, FIELD_CSS_PROPERTIES } from '../../src/field-meta.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'text-area',
  family: 'forms',
  description:
    "A multi-line text box that is a native form control: submitted under its `name`, seen by the form's validation, reset " +
    'and a disabled fieldset. Typed text is cleaned as the visitor types (markup, invisible characters, emoji, leading spaces) ' +
    'and trimmed on blur. As the text box of an "other" answer (`other-for`), it is required only while that answer is checked.',
  formAssociated: true,
  props: {
    ...baseFieldProps({
      overrides: {
        required: { description: 'The form is not sent while it is empty (or only spaces). Ignored with `other-for`, which decides instead.' },
        value: { description: 'The starting text, and what form reset goes back to. Changing it later replaces the text.' },
      },
    }),
    maxlength: { type: 'number', default: 0, description: 'Most characters the visitor can enter (0: no limit).' },
    rows: { type: 'number', default: 4, description: 'Visible lines (1 to 30); the visitor can make it taller.' },
    otherFor: {
      type: 'string',
      default: '',
      description:
        'Makes this the text box of an "other" answer: the id (or else the name, in the same form) of the checkbox or radio that means "other" ' +
        '(a native input, a `vb-check-box`, or a `vb-checkbox-radio` group with `other-value`). Required only while it is checked.',
    },
    otherValue: {
      type: 'string',
      default: '',
      description: 'With `other-for` naming a group (radios of one name, a `vb-checkbox-radio`): the value that means "other". Empty: any checked value.',
    },
    requiredMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Please fill in this field.',
      description: 'Shown (and announced) when a required text box is empty.',
    },
    sensitive: {
      type: 'boolean',
      default: false,
      description: "Never keep the visitor's text in session storage (by default it survives a reload until the form is sent).",
    },
  },
  events: {
    'vb-text-area-input': { description: 'The text changed while the visitor types (after cleaning).', detail: '{ name: string; value: string }' },
    'vb-text-area-change': {
      description: 'The visitor left the text box with a different text than when they entered it (after cleaning and trimming).',
      detail: '{ name: string; value: string }',
    },
  },
  parts: {
    field: 'The wrapper of label, hint, text box and message.',
    label: 'The label.',
    hint: 'The hint text.',
    input: 'The text box (a textarea).',
    message: 'The message area; a polite live region.',
  },
  cssProperties: {
    ...FIELD_CSS_PROPERTIES,
  },
});
