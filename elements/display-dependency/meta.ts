import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'display-dependency',
  family: 'forms',
  description:
    'Content shown only while another field has a given value: a follow-up question that appears when the visitor ' +
    'chooses "Other" or "By phone". While hidden, the fields inside are disabled, so they are neither required nor submitted.',
  props: {
    field: {
      type: 'string',
      default: '',
      description:
        'The field it depends on: an id (a native input, select, textarea, or any vb-* field), or else a name in the same form ' +
        '(a group of radios or checkboxes). Empty, or naming nothing: the content stays hidden.',
    },
    value: {
      type: 'string',
      default: '',
      description: 'The value(s) that show the content, separated by commas (`phone, sms`). Empty: any value shows it (a checked box, a non-empty text).',
    },
    shown: {
      type: 'boolean',
      attribute: 'data-vb-shown',
      default: false,
      description:
        'State: present while the content is shown; the element sets and removes it, and page CSS can read it. Write it yourself when the content starts ' +
        'shown (the field starts with a matching value): it then shows before the script runs too, instead of being hidden until the element looks at the field.',
    },
  },
  events: {
    'vb-display-dependency-toggle': {
      description: 'The content was shown or hidden because the field changed (not sent for the first state).',
      detail: '{ shown: boolean }',
    },
  },
  // The content is the page's own form markup: by default it stays in the page's DOM, for page CSS and scripts.
  render: 'light',
  slots: { '': 'The content shown or hidden: text, and fields of the form.' },
  parts: { content: 'The wrapper of the content (hidden while the condition is not met).' },
});
