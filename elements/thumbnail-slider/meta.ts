import { carouselEvent, carouselParts, carouselProps, slideProp } from '../../src/carousel-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'thumbnail-slider',
  family: 'media',
  description:
    'A slider of pictures (or any slides) with a row of thumbnails: one slide at a time, previous/next buttons, arrow keys, swipe or drag ' +
    '(5 px before a press becomes a drag), and a thumbnail per slide that goes to it. The slides are your own children, so without script they ' +
    'are simply there. Wraps from the last slide to the first with `wrap` (not with three slides or fewer).',
  props: {
    ...carouselProps,
    thumbnailsLabel: {
      type: 'string',
      default: 'Choose a slide',
      emptyIsDefault: true,
      description: 'Accessible name of the row of thumbnails.',
    },
    wrap: { type: 'boolean', default: false, description: 'The last slide leads to the first and back (with four slides or more).' },
    ...slideProp,
  },
  events: { 'vb-thumbnail-slider-change': carouselEvent },
  slots: {
    '': "The slides: one element each (an `<img>`, a `<figure>`, a `<vb-video>`). A slide's `data-thumb` (or its image's) names a small picture for its thumbnail; else the image itself is used.",
  },
  parts: {
    ...carouselParts,
    thumbnails: 'The row of thumbnails.',
    thumbnail: 'One thumbnail button (`aria-current="true"` on the selected one).',
  },
  cssProperties: {
    '--vb-thumbnail-slider-thumb-size': 'Width of a thumbnail (default 5rem; 4rem under 600 px).',
    '--vb-thumbnail-slider-ratio': 'Aspect ratio of the slides before the script runs (default 3 / 2), so the page keeps its place.',
  },
});
