import { baseFieldProps, REQUIRED_TEXT_PROP } from '../../src/field-meta.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'offer-details-list',
  family: 'forms',
  description:
    'The questions of an offer (text, or choices as checkboxes or radios), as a native form control. Submitted as `offerDetails` ' +
    "(a JSON array: each question's detail plus a `response`, a value for text questions and a selected list for the others) and `note` " +
    '(each answered question and its answer, one per line, cut to 250 characters).',
  formAssociated: true,
  props: {
    ...baseFieldProps({
      kind: 'group',
      omit: ['required', 'value', 'placeholder'],
      overrides: {
        label: { description: 'The legend of the list.' },
        name: { default: 'offerDetails', description: 'The name offerDetails is submitted under (note is always `note`). Empty submits nothing.' },
      },
    }),
    questions: {
      type: 'json',
      default: [] as unknown[],
      description:
        'JSON list of questions: `{ "id"?, "question", "type"?: "text" | "checkbox" | "radio", "options"?: [...], "required"? }` plus any detail of your own, passed on in offerDetails. ' +
        'Without options a question is a text question; without text it is left out.',
    },
    requiredMessage: {
      type: 'string',
      default: 'Please answer this question.',
      description: 'Shown under a required question left unanswered. Empty: the default.',
      emptyIsDefault: true,
    },
    // Read after each required question's label; an empty word would leave the star unexplained.
    requiredText: { ...REQUIRED_TEXT_PROP, emptyIsDefault: true },
  },
  parts: {
    group: 'The fieldset around every question.',
    legend: 'The legend.',
    hint: 'The hint.',
    question: 'One question (a wrapper, or a fieldset for choices).',
    'question-text': 'The question text (a label or a legend).',
    input: 'The text input of a text question.',
    option: 'One choice (its label element).',
    message: "A question's message area.",
  },
  cssProperties: {
    '--vb-offer-details-list-gap': 'Space between the questions. Default: `1rem`.',
    '--vb-offer-details-list-reserved-height':
      'Height the list takes before its script runs (the questions are JSON, which CSS cannot measure): set it per list from page CSS. Default: the legend and one text question.',
  },
});
