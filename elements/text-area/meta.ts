import type { ElementMeta } from '../../src/define-element.ts';
import type { TextAreaProps } from './text-area.tsx';

export const meta: ElementMeta<TextAreaProps> = {
  name: 'text-area',
  description:
    "A multi-line text box that is a native form control: submitted under its `name`, seen by the form's validation, reset " +
    'and a disabled fieldset. Typed text is cleaned as the visitor types (markup, invisible characters, emoji, leading spaces) ' +
    'and trimmed on blur. As the text box of an "other" answer (`other-for`), it is required only while that answer is checked.',
  formAssociated: true,
  props: {
    name: { type: 'string', default: '', description: 'The name the form submits the text under. Empty: nothing is submitted.' },
    label: { type: 'string', default: '', description: 'The visible label. Without one, label it with `aria-label` or a `<label for>` its id.' },
    hint: { type: 'string', default: '', description: 'Help text under the label, read with the text box (aria-describedby).' },
    required: {
      type: 'boolean',
      default: false,
      description: 'The form is not sent while it is empty (or only spaces). Ignored with `other-for`, which decides instead.',
    },
    value: { type: 'string', default: '', description: 'The starting text, and what form reset goes back to. Changing it later replaces the text.' },
    disabled: { type: 'boolean', default: false, description: 'Not editable, not submitted, not validated.' },
    placeholder: { type: 'string', default: '', description: 'Example text shown while empty. Not a label.' },
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
    requiredMessage: { type: 'string', default: 'Please fill in this field.', description: 'Shown (and announced) when a required text box is empty.' },
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
    '--vb-field-border-color': 'Border of the text box (shared by every field). Default: `#767676`.',
    '--vb-field-invalid-color': 'Border and message colour when invalid (shared by every field). Default: `--vb-color-error` (`#b3261e`).',
    '--vb-field-radius': 'Corner radius (shared by every field). Default: `--vb-radius` (`6px`).',
    '--vb-field-background': 'Background of the text box (shared by every field). Default: `--vb-color-background` (`#fff`).',
  },
};
