import { carouselEvent, carouselProps, slideProp } from '../../src/carousel-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'tile-swipe',
  family: 'media',
  description:
    'Tiles (links, cards, pictures) in a grid that becomes a swipeable row on small screens: below 480 px one tile and a peek of the next, ' +
    'previous/next buttons, arrow keys and a swipe (10 px before a press becomes a drag, so taps on a tile still work); from 480 px a plain grid.',
  props: {
    ...carouselProps,
    ...slideProp,
  },
  events: { 'vb-tile-swipe-change': carouselEvent },
  slots: { '': 'The tiles: one element each.' },
  parts: {
    carousel: 'The region (a carousel below 480 px, a grid from there up).',
    viewport: 'The window the tiles move in.',
    track: 'The row (or grid) of tiles.',
    prev: 'The previous button (also `button`), below 480 px.',
    next: 'The next button (also `button`), below 480 px.',
  },
  cssProperties: {
    '--vb-tile-swipe-min': 'Smallest width of a tile in the grid (default 12rem).',
    '--vb-tile-swipe-gap': 'Space between two tiles (default 1rem).',
  },
});
