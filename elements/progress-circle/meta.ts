import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'progress-circle',
  family: 'engagement',
  description:
    "A ring that shows how much of a page the visitor has read: the page's progress `track-{path}` (local storage, 'done/total'), which tracked " +
    "`<vb-drawers>` keep, on this page or another. It follows the progress live, from this page and from the visitor's other tabs. " +
    'With `done` and `total` it shows those instead. A `progressbar` to assistive technology, named by its label.',
  props: {
    path: {
      type: 'string',
      default: '',
      emptyIsDefault: true,
      description: "The page whose progress is shown, as its path (`/learn/lesson-1`); empty: this page's path.",
    },
    done: {
      type: 'number',
      default: null as number | null,
      description: 'Items done, a whole number from 0 to `total`; with `total`, shown instead of the stored progress.',
    },
    total: {
      type: 'number',
      default: null as number | null,
      description: 'Items in all, a whole number; with `done`, shown instead of the stored progress.',
    },
    display: {
      type: 'string',
      default: 'fraction' as const,
      choices: ['fraction', 'percent'] as const,
      emptyIsDefault: true,
      description:
        'What the middle of the ring shows: `fraction` ("2/5") or `percent` ("40%", in the page language). Any other value: the fraction, with a console warning.',
    },
    label: {
      type: 'string',
      default: 'Reading progress',
      emptyIsDefault: true,
      description: "The caption under the ring, and the progress bar's accessible name.",
    },
    valueText: {
      type: 'string',
      default: '{done} of {total} read',
      emptyIsDefault: true,
      description: 'What assistive technology says of the value; `{done}`, `{total}` and `{percent}` are replaced.',
    },
    emptyText: {
      type: 'string',
      default: 'Not started',
      emptyIsDefault: true,
      description: 'Said while there is no progress to show (nothing stored yet, or nothing to track); the ring then shows a dash.',
    },
  },
  events: {
    'vb-progress-circle-change': {
      description:
        'The progress shown changed after the element appeared (a drawer opened here or in another tab, or `done`/`total` changed). ' +
        '`complete` is true when every item is done.',
      detail: '{ done: number; total: number; percent: number; complete: boolean }',
    },
  },
  parts: {
    box: 'The figure: the ring and its caption.',
    ring: 'The ring (an SVG), the element with role progressbar.',
    track: "The ring's background circle.",
    fill: 'The arc that grows with the progress.',
    value: 'The text in the middle of the ring.',
    label: 'The caption under the ring.',
  },
  cssProperties: {
    '--vb-progress-circle-size': 'Diameter of the ring (default 5rem).',
    '--vb-progress-circle-color': 'Colour of the arc (default the primary colour).',
    '--vb-progress-circle-track-color': 'Colour of the ring behind the arc (default #d5dae1).',
    '--vb-progress-circle-thickness': 'Width of the ring, in hundredths of the diameter: 1 to 10 (default 8).',
  },
});
