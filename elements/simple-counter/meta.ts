import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'simple-counter',
  family: 'engagement',
  description:
    'A number the page gives (not read from the server), rolled up from 0 when it comes into view and on to each new value. ' +
    'A value must be a whole number not below the one shown (spec section 5); anything else is refused with a console message.',
  props: {
    value: { type: 'number', default: 0, description: 'The count target: a whole number of 0 or more, not less than the count already shown.' },
    label: { type: 'string', default: '', description: 'What is counted, shown under the number and read with it.' },
    link: { type: 'string', default: '', description: 'Optional link under the counter (an http(s) page; anything else shows no link).' },
    linkText: { type: 'string', default: 'Learn more', description: 'Text of `link`.' },
    minDigits: {
      type: 'number',
      default: 3,
      range: [1, 15],
      description:
        'Digits shown at least, padded with zeros (spec section 9: at least 3): a whole number from 1 to 15; any other value gives 3, with a console warning.',
    },
  },
  events: {
    'vb-simple-counter-change': { description: 'The count shown changed to `value`.', detail: '{ value: number }' },
  },
  parts: {
    count: 'The number (digit wheels and its text for assistive technology).',
    label: 'The label under the number.',
    link: 'The optional link.',
  },
  cssProperties: {
    '--vb-simple-counter-color': 'The number. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-simple-counter-font-size': 'The number. Default: `2.5rem`.',
    '--vb-simple-counter-align': 'Text alignment. Default: `center`.',
  },
});
