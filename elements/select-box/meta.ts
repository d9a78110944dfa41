import type { ElementMeta } from '../../src/define-element.ts';
import type { SelectBoxProps } from './select-box.tsx';

export const meta: ElementMeta<SelectBoxProps> = {
  name: 'select-box',
  formAssociated: true,
  description:
    'A drop-down choice (a native <select> inside) for a native <form>: options from <option> elements in the tag or the `options` attribute, ' +
    'a placeholder entry, and `required` with its message. Submitted under its `name`; validity, reset, a disabled fieldset and back/forward work as with a select.',
  props: {
    name: { type: 'string', default: '', description: 'The name the form submits the chosen value under.' },
    label: {
      type: 'string',
      default: '',
      description: 'The visible label. Without one, name the field with `aria-label` on the element or a `<label for>` pointing at it.',
    },
    hint: { type: 'string', default: '', description: 'A hint under the label, tied to the select with `aria-describedby`.' },
    required: {
      type: 'boolean',
      default: false,
      description:
        'A choice with a non-empty value is needed (`required-message`). Give a `placeholder` (or an option with `value=""`) so that nothing is chosen at first.',
    },
    value: {
      type: 'string',
      default: '',
      description: 'The value chosen at first (form reset goes back to it). Else an option marked `selected`, else the placeholder, else the first option.',
    },
    disabled: { type: 'boolean', default: false, description: 'Disabled: not submitted, not validated. A disabled fieldset around it does the same.' },
    placeholder: { type: 'string', default: '', description: 'A first entry with an empty value ("Choose…"), chosen until the visitor picks an option.' },
    options: {
      type: 'json',
      default: [],
      description:
        'JSON list of options: strings (value and label alike) or `{ "value": "...", "label": "...", "disabled": true, "selected": true }`. ' +
        'When empty, the `<option>` elements inside the tag are the options (at any depth; `<optgroup>` labels are not shown). Repeated values are dropped with a console warning.',
    },
    requiredMessage: { type: 'string', default: 'Please choose an option.', description: 'Shown when the field is required and nothing is chosen.' },
  },
  events: {
    'vb-select-box-change': { description: 'The visitor chose an option.', detail: '{ name: string; value: string }' },
  },
  parts: {
    field: 'The wrapper of label, hint, select and message.',
    label: 'The label.',
    hint: 'The hint.',
    select: 'The native select.',
    message: 'The message area (the required message); a polite live region.',
  },
  cssProperties: {
    '--vb-field-border-color': 'Border of the select (shared by every field). Default: `#767676`.',
    '--vb-field-invalid-color': 'Border and message colour when invalid (shared by every field). Default: `--vb-color-error` (`#b3261e`).',
    '--vb-field-radius': 'Corner radius of the select (shared by every field). Default: `--vb-radius` (`6px`).',
    '--vb-field-background': 'Background of the select (shared by every field). Default: `--vb-color-background` (`#fff`).',
  },
};
