import { baseFieldProps } from '../../src/field-meta.ts';
import { conditionalFieldProps } from '../../src/conditional-field.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'check-box',
  family: 'forms',
  description:
    'One checkbox that is a native form control: while checked its `value` is submitted under its `name`. With `conditional-field` ' +
    'it makes another field required while checked and gives that field its own requirement back when unchecked; named ' +
    '`subscriptions`, it is submitted as `phoneSubscription` when that field is a phone field, else `emailSubscription`.',
  formAssociated: true,
  props: {
    ...baseFieldProps({
      omit: ['placeholder'],
      overrides: {
        name: { description: 'The name the form submits `value` under while checked (`subscriptions` is renamed, see above).' },
        label: { description: 'The text beside the box; clicking it toggles the box.' },
        required: { description: 'The form is not sent until it is checked (a consent box); `required-message` shows.' },
        value: { default: 'on', description: 'What is submitted while checked, as for `<input type="checkbox">`.' },
        disabled: { description: 'Cannot be changed, is not submitted and does not make its conditional field required.' },
      },
    }),
    checked: {
      type: 'boolean',
      default: false,
      description: 'Checked at the start, and what form reset goes back to. Changing it later checks or unchecks the box.',
    },
    ...conditionalFieldProps,
    requiredMessage: {
      type: 'string',
      default: 'Please check this box to continue.',
      description: 'Shown (and announced) when a required box is not checked.',
    },
  },
  events: {
    'vb-check-box-change': {
      description: 'The visitor checked or unchecked the box. `name` is the name it is submitted under.',
      detail: '{ name: string; checked: boolean; value: string }',
    },
  },
  parts: {
    field: 'The wrapper of box, label, hint and message.',
    input: 'The checkbox.',
    label: 'The label beside it.',
    hint: 'The hint text.',
    message: 'The message area; a polite live region.',
  },
  cssProperties: {
    '--vb-field-invalid-color': 'Outline and message colour when invalid (shared by every field). Default: `--vb-color-error` (`#b3261e`).',
  },
});
