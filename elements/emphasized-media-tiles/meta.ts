import { carouselEvent, carouselProps, slideProp } from '../../src/carousel-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'emphasized-media-tiles',
  family: 'media',
  description:
    'Emphasized tiles the author writes as children (a picture or a `<vb-video>`, a title, a text, a link): from 600 px a grid in which one tile ' +
    'is twice the size of the others; below 600 px a swipeable carousel (one tile and a peek of the next, previous/next buttons hidden at the ends, arrow keys, ' +
    '10 px before a press drags so a tap still reaches a link or a play button). A video tile plays through the media player; a tile that ' +
    'scrolls out of the carousel pauses.',
  props: {
    ...carouselProps,
    ...slideProp,
    emphasized: {
      type: 'number',
      default: 0,
      description:
        'Which tile is emphasized (0-based) in the grid: it spans two columns and two rows. `-1`: none. A number that names no tile: the first, ' +
        'and a console warning naming the element and the attribute.',
    },
  },
  events: {
    'vb-emphasized-media-tiles-change': carouselEvent,
    'vb-emphasized-media-tiles-play': {
      description: "A tile's video started playing (every other player on the page pauses). `index` is the tile (0-based).",
      detail: '{ index: number; count: number }',
    },
  },
  slots: { '': 'The tiles: one element each (a `<div>` holding a picture or a `<vb-video>`, a heading, a text and a link).' },
  parts: {
    carousel: 'The region (a carousel below 600 px, a grid from there up).',
    viewport: 'The window the tiles move in.',
    track: 'The row (or grid) of tiles.',
    prev: 'The previous button (also `button`), below 600 px, hidden at the first tile.',
    next: 'The next button (also `button`), below 600 px, hidden at the last tile.',
  },
  cssProperties: {
    '--vb-emphasized-media-tiles-min': 'Smallest width of a tile in the grid (default 14rem).',
    '--vb-emphasized-media-tiles-gap': 'Space between two tiles (default 1rem).',
  },
});
