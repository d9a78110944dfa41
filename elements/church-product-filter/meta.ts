import { defineMeta } from '../../src/props.ts';
import type { ChoiceInput } from '../../src/choice-input.ts';

export const meta = defineMeta({
  name: 'church-product-filter',
  family: 'finder',
  description:
    'The language filter: a list of languages (named in the page language by the browser) to choose one of (a native select) or several ' +
    '(checkboxes). Sends `vb-church-product-filter-change` with the chosen codes, can keep them in a URL parameter (`languages=es,fr`, no new ' +
    'history entry) and can hide the elements of a target marked with another `data-vb-language`.',
  props: {
    languages: {
      type: 'json',
      default: [] as ChoiceInput[],
      description:
        'The languages, as a JSON list of codes (`["es","en"]`) or of `{ "value": "es", "label": "Español" }`. A code without a label is named by ' +
        '`Intl.DisplayNames` in the page language. Empty: the `<option value="es">` elements inside the tag (the text, if any, is the label; ' +
        '`selected` preselects).',
    },
    value: { type: 'string', default: '', description: 'The languages chosen at first, a comma list (`es`). The URL parameter, when present, wins.' },
    multiple: {
      type: 'boolean',
      default: false,
      description:
        'Several languages at once (checkboxes). Without it one language or all (a select); a first value of several languages then starts on all ' +
        '(spec section 5: the initial value uses the single selected language).',
    },
    urlParam: {
      type: 'string',
      default: '',
      description:
        'A query parameter (e.g. `languages`) holding the choice as a comma list: read when the page opens and on back/forward, replaced ' +
        '(history.replaceState, no new entry) when the visitor chooses, removed when they choose all.',
    },
    target: {
      type: 'string',
      default: '',
      description:
        'The id of an element whose descendants marked `data-vb-language="es"` (or a comma list) are hidden when the choice leaves them out; items added ' +
        'later are filtered too. Unmarked items always show.',
    },
    label: { type: 'string', default: 'Language', description: 'The label of the select, or the legend of the checkboxes.' },
    allLabel: { type: 'string', default: 'All languages', description: 'The select’s first option, which chooses no filter.' },
    countText: {
      type: 'string',
      default: '{shown} of {total} shown',
      description: 'With a `target`: how many marked items show, announced politely after each choice. `{shown}` and `{total}` are filled in.',
    },
  },
  events: {
    'vb-church-product-filter-change': {
      description: 'The visitor chose: `languages` lists the chosen codes in the list’s order (empty: all languages). Not sent for the first value.',
      detail: '{ languages: string[] }',
    },
  },
  slots: { '': 'Optional `<option value="…">` elements: the languages, when the `languages` attribute is empty.' },
  parts: {
    group: 'The wrapper (a fieldset with `multiple`).',
    label: 'The label, or the legend with `multiple`.',
    select: 'The select (one language).',
    options: 'The list of checkboxes (`multiple`).',
    option: 'One checkbox with its label (`multiple`).',
    checkbox: 'A checkbox (`multiple`).',
    count: 'With a `target`: how many items show (a polite live region).',
  },
});
