import { defineMeta } from '../../src/props.ts';
import { rolledCountProps } from '../../src/rolled-count-props.ts';

export const meta = defineMeta({
  name: 'simple-counter',
  family: 'engagement',
  description:
    'A number the page gives (not read from the server), rolled up from 0 when it comes into view and on to each new value. ' +
    'A value must be a whole number not below the one shown (spec section 5); anything else is refused with a console message.',
  props: {
    value: { type: 'number', default: 0, description: 'The count target: a whole number of 0 or more, not less than the count already shown.' },
    label: { type: 'string', default: '', description: 'What is counted, shown under the number and read with it.' },
    ...rolledCountProps('count'),
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
