/**
 * The wording props every carousel shares (thumbnail slider, inline component gallery, tile swipe, emphasized media
 * tiles, flip card), declared once and spread into each meta.ts. Pure data: Node reads meta files without a DOM.
 * Their behaviour is src/hooks/use-carousel.ts and src/carousel.tsx.
 */
import type { PropSpec } from './props.ts';

export const carouselProps = {
  label: {
    type: 'string',
    default: '',
    description:
      'Accessible name of the carousel region ("Photos of the open house"). Empty: the text of the heading just before the element, else the ' +
      "element's own default name.",
  },
  prevLabel: {
    type: 'string',
    default: 'Previous slide',
    emptyIsDefault: true,
    description: 'Accessible name of the previous button.',
  },
  nextLabel: {
    type: 'string',
    default: 'Next slide',
    emptyIsDefault: true,
    description: 'Accessible name of the next button.',
  },
  of: {
    type: 'string',
    default: 'of',
    emptyIsDefault: true,
    description: 'The word in each slide\'s name, "3 of 8" (`of="de"` gives "3 de 8").',
  },
} satisfies Record<string, PropSpec<string> & { type: 'string' }>;

/** The selected slide as a host attribute: the element writes it, and a page writes it to move the carousel. */
export const slideProp = {
  slide: {
    type: 'number',
    attribute: 'data-vb-slide',
    default: 0,
    description:
      'State: the selected slide, 0-based; the element writes it as the slide changes, and a script writes it to go to a slide ' +
      '(`el.dataset.vbSlide = "2"`). At start it picks the first slide shown.',
  },
} satisfies Record<string, PropSpec<number> & { type: 'number' }>;

/** The parts CarouselRegion (src/carousel.tsx) renders, spread first into the `parts` of each element that uses it. */
export const carouselParts = {
  carousel: 'The carousel region.',
  viewport: 'The window the slides move in.',
  track: 'The row of slides the engine moves.',
  prev: 'The previous button (also `button`).',
  next: 'The next button (also `button`).',
};

export const carouselEvent = {
  description:
    'The selected slide changed: by the previous/next buttons (button), a key (key), a drag or swipe (drag), a thumbnail (picker), or ' +
    'a script writing `data-vb-slide` (script). Not sent at start.',
  detail: "{ index: number; count: number; cause: 'button' | 'key' | 'drag' | 'picker' | 'script' }",
};
