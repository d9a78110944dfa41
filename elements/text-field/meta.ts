import type { ElementMeta } from '../../src/define-element.ts';
import type { TextFieldProps } from './text-field.tsx';

export const meta: ElementMeta<TextFieldProps> = {
  name: 'text-field',
  description:
    'A one-line text input that is a native form control: inside a plain `<form>` its text is submitted under its `name`, ' +
    "the form's validation, reset and a disabled fieldset all reach it. Typed text is cleaned as the visitor types (markup, " +
    'invisible and direction-control characters, emoji, leading spaces) and trimmed when they leave the field; for `firstName` ' +
    'and `lastName` with a `maxlength`, a message appears within 2 characters of the limit.',
  formAssociated: true,
  props: {
    name: { type: 'string', default: '', description: 'The name the form submits the text under. Empty: nothing is submitted.' },
    label: { type: 'string', default: '', description: 'The visible label. Without one, label the field with `aria-label` or a `<label for>` its id.' },
    hint: { type: 'string', default: '', description: 'Help text under the label, read with the input (aria-describedby).' },
    required: { type: 'boolean', default: false, description: 'The form is not sent while the field is empty (or only spaces); `required-message` shows.' },
    value: {
      type: 'string',
      default: '',
      description:
        'The starting text, and what form reset goes back to. Changing the attribute or property later replaces the text. ' +
        'The current text is what the form submits (`new FormData(form)`) and what `vb-text-field-input`/`vb-text-field-change` carry.',
    },
    disabled: { type: 'boolean', default: false, description: 'Not editable, not submitted, not validated (as a `<fieldset disabled>` around it does).' },
    placeholder: { type: 'string', default: '', description: 'Example text shown while empty. Not a label: screen readers may skip it.' },
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
      default: '',
      description: 'The on-screen keyboard: none, text, decimal, numeric, tel, search, email or url. Anything else is ignored with a warning.',
    },
    type: {
      type: 'string',
      default: 'text',
      description:
        'text, search, tel, url or password (keyboard and autofill only; no format check). `password` is never kept in session storage. Anything else gives text, with a warning.',
    },
    requiredMessage: {
      type: 'string',
      default: 'Please fill in this field.',
      description: 'Shown (and announced) when a required field is empty after leaving it or on submit.',
    },
    maxLengthMessage: {
      type: 'string',
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
    '--vb-field-border-color': 'Border of the input (shared by every field). Default: `#767676`.',
    '--vb-field-invalid-color': 'Border and message colour when invalid (shared by every field). Default: `--vb-color-error` (`#b3261e`).',
    '--vb-field-radius': 'Corner radius of the input (shared by every field). Default: `--vb-radius` (`6px`).',
    '--vb-field-background': 'Background of the input (shared by every field). Default: `--vb-color-background` (`#fff`).',
  },
};
