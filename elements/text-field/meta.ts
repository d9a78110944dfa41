import { baseFieldProps, FIELD_CSS_PROPERTIES } from '../../src/field-meta.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'text-field',
  family: 'forms',
  description:
    'A one-line text input that is a native form control: inside a plain `<form>` its text is submitted under its `name`, ' +
    "the form's validation, reset and a disabled fieldset all reach it. Typed text is cleaned as the visitor types (markup, " +
    'invisible and direction-control characters, emoji, leading spaces) and trimmed when they leave the field; for `firstName` ' +
    'and `lastName` with a `maxlength`, a message appears within 2 characters of the limit.',
  formAssociated: true,
  props: {
    ...baseFieldProps({
      overrides: {
        required: { description: 'The form is not sent while the field is empty (or only spaces); `required-message` shows.' },
        value: {
          description:
            'The starting text, and what form reset goes back to. Changing the attribute or property later replaces the text. ' +
            'The current text is what the form submits (`new FormData(form)`) and what `vb-text-field-input`/`vb-text-field-change` carry.',
        },
      },
    }),
    maxlength: {
      type: 'number',
      default: 0,
      description:
        'Most characters the visitor can enter (0: no limit). For `name="firstName"` or `"lastName"`, `max-length-message` shows within 2 characters of it.',
    },
    autocomplete: {
      type: 'string',
      default: '',
      description: "The input's `autocomplete` token for autofill, e.g. `given-name`, `family-name`, `organization`.",
    },
    inputmode: {
      type: 'string',
      default: '' as const,
      choices: ['', 'none', 'text', 'decimal', 'numeric', 'tel', 'search', 'email', 'url'] as const,
      description: 'The on-screen keyboard: none, text, decimal, numeric, tel, search, email or url. Anything else is ignored with a warning.',
    },
    type: {
      type: 'string',
      default: 'text' as const,
      choices: ['text', 'search', 'tel', 'url', 'password'] as const,
      description:
        'text, search, tel, url or password (keyboard and autofill only; no format check). `password` is never kept in session storage. Anything else gives text, with a warning.',
    },
    requiredMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'Please fill in this field.',
      description: 'Shown (and announced) when a required field is empty after leaving it or on submit.',
    },
    maxLengthMessage: {
      type: 'string',
      emptyIsDefault: true,
      default: 'You can enter up to {max} characters; {remaining} left.',
      description: 'The max-length message for firstName and lastName; `{max}` is the limit and `{remaining}` the characters left.',
    },
    sensitive: {
      type: 'boolean',
      default: false,
      description: "Never keep the visitor's text in session storage (by default it survives a reload until the form is sent).",
    },
  },
  events: {
    'vb-text-field-input': {
      description: 'The text changed while the visitor types (after cleaning).',
      detail: '{ name: string; value: string }',
    },
    'vb-text-field-change': {
      description: 'The visitor left the field with a different text than when they entered it (after cleaning and trimming), as `change` for an input.',
      detail: '{ name: string; value: string }',
    },
  },
  parts: {
    field: 'The wrapper of label, hint, input and message.',
    label: 'The label.',
    hint: 'The hint text.',
    input: 'The text input.',
    message: 'The message area (required and max-length messages); a polite live region.',
  },
  cssProperties: {
    ...FIELD_CSS_PROPERTIES,
  },
});
