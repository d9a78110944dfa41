import { defineMeta } from '../../src/props.ts';
import { rolledCountProps } from '../../src/rolled-count-props.ts';

export const meta = defineMeta({
  name: 'counter-group',
  family: 'engagement',
  description:
    'Lays out the `<vb-counter>` elements inside it side by side and shows their sum, which grows as they do. ' +
    'Counters with the same group and id are counted once.',
  props: {
    label: { type: 'string', default: 'in all', description: 'What the total counts, shown under it and read with it.' },
    ...rolledCountProps('total'),
  },
  events: {
    'vb-counter-group-change': {
      description: 'The total changed; `counters` is how many distinct counters it sums.',
      detail: '{ total: number; counters: number }',
    },
  },
  parts: {
    total: 'The sum (digit wheels and its text for assistive technology).',
    label: 'The label under the sum.',
    counters: 'The row of counters.',
    link: 'The optional link.',
  },
  cssProperties: {
    '--vb-counter-group-gap': 'Space between the counters. Default: `1.5rem`.',
    '--vb-counter-group-min-width': 'The narrowest a counter gets before the row wraps. Default: `10rem`.',
    '--vb-counter-group-rule-color': 'The rule between the counters and their total (`transparent` hides it). Default: the border colour.',
  },
});
