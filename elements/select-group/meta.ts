import { choiceGroupProps, REQUIRED_TEXT_PROP } from '../../src/field-meta.ts';
import type { ChoiceInput } from '../../src/choice-input.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'select-group',
  family: 'forms',
  formAssociated: true,
  description:
    'A group of checkboxes (fieldset and legend) for a native <form>: options from <option> elements in the tag or the `options` attribute; ' +
    'every checked value is submitted under the one `name`; when `required`, at least one must be checked.',
  props: {
    ...choiceGroupProps({
      name: { description: 'The name every checked value is submitted under (one entry per value, as checkboxes sharing a name).' },
      required: { description: 'At least one option must be checked (`required-message`).' },
      value: { description: 'Comma-separated values checked at first (form reset goes back to them). Empty: the options marked `selected`.' },
    }),
    options: {
      type: 'json',
      default: [] as ChoiceInput[],
      description:
        'JSON list of options: strings (value and label alike) or `{ "value": "...", "label": "...", "disabled": true, "selected": true }`. ' +
        'When empty, the `<option>` elements inside the tag are the options. Repeated values are dropped with a console warning.',
    },
    requiredText: REQUIRED_TEXT_PROP,
    requiredMessage: { type: 'string', default: 'Please choose at least one option.', description: 'Shown when the group is required and nothing is checked.' },
  },
  events: {
    'vb-select-group-change': {
      description: 'The visitor checked or unchecked an option; `values` are the checked values, in option order.',
      detail: '{ name: string; values: string[] }',
    },
  },
  parts: {
    field: 'The fieldset.',
    label: 'The legend.',
    hint: 'The hint.',
    options: 'The list of options.',
    option: 'One option (its label, box and text).',
    checkbox: 'The checkbox of an option.',
    message: 'The message area (the required message); a polite live region.',
  },
  cssProperties: {
    '--vb-field-invalid-color': 'Message colour and box outline when invalid (shared by every field). Default: `--vb-color-error` (`#b3261e`).',
  },
});
