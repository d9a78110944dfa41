import { carouselEvent, carouselParts, carouselProps, slideProp } from '../../src/carousel-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'inline-component-gallery',
  family: 'media',
  description:
    'A row of any components (cards, calls to action, `<vb-video>` players, pictures) that slides sideways: several at a time from 600 px ' +
    '(`per-view`, 3 by default), one with a peek of the next below, previous/next buttons, arrow keys, swipe or drag (5 px before a press ' +
    'becomes a drag). With `wrap` it wraps from the end to the start; with three slides or fewer it does not wrap, and they share the row.',
  props: {
    ...carouselProps,
    perView: {
      type: 'number',
      default: 3,
      range: [1, 6],
      description: 'Slides shown at once from 600 px wide (1 to 6); below 600 px one shows, with a peek of the next.',
    },
    wrap: { type: 'boolean', default: false, description: 'The end leads back to the start and back (with four slides or more).' },
    ...slideProp,
  },
  events: { 'vb-inline-component-gallery-change': carouselEvent },
  slots: {
    '': 'The slides: one element each. Anything may go in a slide; media playing in a slide that scrolls out of view is paused.',
  },
  parts: {
    ...carouselParts,
  },
  cssProperties: {
    '--vb-inline-component-gallery-gap': 'Space between two slides (default 1rem).',
  },
});
