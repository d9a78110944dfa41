import type { ChoiceInput } from '../../src/choice-input.ts';
import { baseFieldProps, FIELD_CSS_PROPERTIES } from '../../src/field-meta.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'autocomplete',
  family: 'forms',
  description:
    'A text box that suggests answers as the visitor types (the WAI-ARIA combobox pattern with a listbox): the options come from ' +
    'the `options` attribute (JSON), from `<option>` elements inside the tag, or from a URL (`src`) asked with the typed text. ' +
    "Only the newest question's answer is shown, a URL is asked after a pause in typing, and a query with no match says so. " +
    "A native form control: the form submits the chosen option's value, or the typed text.",
  formAssociated: true,
  calls: {
    'GET {prefix}/api/autocomplete':
      'Only when the page names it in `src` (with `param="address"`, as the demo does): US address suggestions as the visitor types. ' +
      'Any other URL in `src` is asked the same way. Without an answer `error-text` shows and the typed text stays.',
  },
  props: {
    ...baseFieldProps({
      overrides: {
        value: {
          description:
            "The starting text, and what form reset goes back to. The form submits the chosen option's `value` (while its text is in the box), else the typed text.",
        },
      },
    }),
    options: {
      type: 'json',
      default: [] as ChoiceInput[],
      description:
        'JSON list of options: strings (text and value alike) or `{ "value": "...", "label": "..." }`. When empty and no `src` is given, ' +
        'the `<option>` elements inside the tag are the options. Options that match the typed text (start of the text first) are shown.',
    },
    src: {
      type: 'string',
      default: '',
      description:
        'A URL asked for options as the visitor types: `GET {src}?{param}={typed text}`, answered with a JSON list of strings or of objects with `text` ' +
        '(or `label`) and an optional `value`. A newer question cancels the one before; a failure shows `error-text` and the typed text stays.',
    },
    param: { type: 'string', default: 'q', emptyIsDefault: true, description: 'The query parameter that carries the typed text to `src`.' },
    debounce: {
      type: 'number',
      default: 250,
      description: 'Milliseconds of no typing before `src` is asked (list sources filter at once).',
    },
    minChars: { type: 'number', default: 1, description: 'Characters typed before `src` is asked.' },
    maxOptions: { type: 'number', default: 10, description: 'Most options shown at once.' },
    listLabel: { type: 'string', default: 'Suggestions', emptyIsDefault: true, description: "The list's accessible name." },
    noResultsText: {
      type: 'string',
      default: 'No matches. You can keep what you typed.',
      emptyIsDefault: true,
      description: 'Shown (and announced) under the box when nothing matches the typed text.',
    },
    errorText: {
      type: 'string',
      default: 'Suggestions could not be loaded. You can keep typing your answer.',
      emptyIsDefault: true,
      description: 'Shown (and announced) when `src` fails or does not answer in time.',
    },
    requiredMessage: {
      type: 'string',
      default: 'Please fill in this field.',
      emptyIsDefault: true,
      description: 'Shown (and announced) when a required field is empty after leaving it or on submit.',
    },
  },
  events: {
    'vb-autocomplete-choose': {
      description: 'The visitor chose an option (Enter on it, or a click).',
      detail: '{ name: string; value: string; text: string }',
    },
  },
  parts: {
    field: 'The wrapper of label, hint, input, list and message.',
    label: 'The label.',
    hint: 'The hint text.',
    input: 'The text box (role combobox).',
    listbox: 'The suggestions list.',
    option: 'One suggestion; the active one also has `option-active`.',
    note: 'The no-results or failure entry under the box (a polite live region).',
    message: 'The message area (the required message).',
  },
  cssProperties: {
    ...FIELD_CSS_PROPERTIES,
  },
});
