import { choiceGroupProps, REQUIRED_TEXT_PROP } from '../../src/field-meta.ts';
import { conditionalFieldProps } from '../../src/conditional-field.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'checkbox-radio',
  family: 'forms',
  description:
    'A group of radio buttons (one answer) or checkboxes (any number) under a legend, as one native form control: the options come from `<option>` elements inside the tag or the `options` attribute; the chosen ' +
    'value(s) are submitted under its `name`. Radios follow the WAI-ARIA radio group pattern (one tab stop; arrow keys move and check).',
  formAssociated: true,
  props: {
    ...choiceGroupProps({
      name: {
        description:
          'The name the chosen value(s) are submitted under (checkboxes: one entry per value). `subscriptions` is renamed by `conditional-field`, as for vb-check-box.',
      },
      required: { description: 'At least one option must be chosen; `required-message` shows otherwise.' },
      value: {
        description: 'The option(s) chosen at the start, and what form reset goes back to: a value (radios) or values separated by commas (checkboxes).',
      },
    }),
    type: {
      type: 'string',
      default: 'radio' as const,
      choices: ['radio', 'checkbox'] as const,
      description: '`radio` (one answer) or `checkbox` (any number). Anything else gives radio, with a warning.',
    },
    options: {
      type: 'json',
      default: [] as unknown[],
      description:
        'JSON list of `{ "value": "...", "label": "..." }`. The label defaults to the value; an option without a value, or repeating one, is left out with a warning. ' +
        '`"conditional": true` marks the option that makes `conditional-field` required. ' +
        'When empty, the `<option value="...">Label</option>` elements inside the tag are the options (`selected` marks the start when `value` names none, `data-conditional` the option for `conditional-field`).',
    },
    optionCount: {
      type: 'number',
      default: 0,
      description:
        'Before the script runs only: how many options the JSON `options` attribute holds (1 to 12), so the page reserves their height and does not move when the ' +
        'element mounts (CSS cannot count a JSON list; `<option>` children are counted). Without it two rows are reserved. The element itself ignores it.',
    },
    ...conditionalFieldProps,
    requiredText: REQUIRED_TEXT_PROP,
    requiredMessage: { type: 'string', default: 'Please choose an answer.', description: 'Shown (and announced) when a required group has nothing chosen.' },
  },
  events: {
    'vb-checkbox-radio-change': {
      description: "The visitor changed the choice. `values` holds every chosen value (one for radios), in the options' order.",
      detail: '{ name: string; values: string[] }',
    },
  },
  parts: {
    field: 'The fieldset around the group.',
    label: 'The legend (the question).',
    hint: 'The hint text.',
    options: 'The list of options.',
    option: 'One option: its input and label.',
    input: 'A radio button or checkbox.',
    'option-label': "An option's label.",
    message: 'The message area; a polite live region.',
  },
  cssProperties: {
    '--vb-checkbox-radio-columns': 'Columns the options are laid out in from 40rem wide. Default: `1`.',
    '--vb-field-invalid-color': 'Message colour when invalid (shared by every field). Default: `--vb-color-error` (`#b3261e`).',
  },
});
