import { baseFieldProps, FIELD_CSS_PROPERTIES } from '../../src/field-meta.ts';
import type { ChoiceInput } from '../../src/choice-input.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'select-box',
  family: 'forms',
  formAssociated: true,
  description:
    'A drop-down choice (a native <select> inside) for a native <form>: options from <option> elements in the tag or the `options` attribute, ' +
    'a placeholder entry, and `required` with its message. Submitted under its `name`; validity, reset, a disabled fieldset and back/forward work as with a select.',
  props: {
    ...baseFieldProps({
      overrides: {
        required: {
          description:
            'A choice with a non-empty value is needed (`required-message`). Give a `placeholder` (or an option with `value=""`) so that nothing is chosen at first.',
        },
        value: {
          description: 'The value chosen at first (form reset goes back to it). Else an option marked `selected`, else the placeholder, else the first option.',
        },
        placeholder: { description: 'A first entry with an empty value ("Choose…"), chosen until the visitor picks an option.' },
      },
    }),
    options: {
      type: 'json',
      default: [] as ChoiceInput[],
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
    ...FIELD_CSS_PROPERTIES,
  },
});
