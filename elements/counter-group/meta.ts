import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'counter-group',
  family: 'engagement',
  description:
    'Lays out the `<vb-counter>` elements inside it side by side and shows their sum, which grows as they do. ' +
    'Counters with the same group and id are counted once.',
  props: {
    label: { type: 'string', default: 'in all', description: 'What the total counts, shown under it and read with it.' },
    link: { type: 'string', default: '', description: 'Optional link under the total (an http(s) page; anything else shows no link).' },
    linkText: { type: 'string', default: 'Learn more', description: 'Text of `link`.' },
    minDigits: {
      type: 'number',
      default: 3,
      range: [1, 15],
      description:
        'Digits the total shows at least (spec section 9: at least 3): a whole number from 1 to 15; any other value gives 3, with a console warning.',
    },
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
