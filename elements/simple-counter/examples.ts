import type { ElementExample } from '../../src/example.ts';

/** vb-simple-counter's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `A number from the page`,
    description: `<code>value="1250"</code> rolls up from 0 when the counter comes into view (250 ms per digit; at once under reduced motion).`,
    html: `<vb-simple-counter value="1250" label="volunteers this year" link="/demo/index.html" link-text="Volunteer with us"></vb-simple-counter>`,
  },
  {
    name: 'few-digits',
    title: `Fewer digits`,
    description: `<code>min-digits="1"</code>: no zeros in front of a small number.`,
    html: `<vb-simple-counter value="42" min-digits="1" label="countries"></vb-simple-counter>`,
  },
];
