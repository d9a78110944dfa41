import { carouselEvent, carouselProps, slideProp } from '../../src/carousel-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'flip-card',
  family: 'overlays',
  description:
    'A stack of cards: a click, Enter or Space flips the top card, which turns over and goes to the back, and focus moves to the new ' +
    'top card. It can shuffle when it scrolls into view or on a remote trigger. On a mobile user agent up to 1024 px wide the stack is ' +
    'a swipeable carousel instead (10 px before a press drags), its previous/next buttons hidden at the first and last card.',
  props: {
    ...carouselProps,
    ...slideProp,
    shuffle: {
      type: 'boolean',
      default: false,
      description: 'Shuffle the stack once, the first time it scrolls into view.',
    },
    triggerId: {
      type: 'string',
      default: '',
      description: 'A remote-trigger id: a message to it (or a link to `#id`) shuffles the stack. Empty: no trigger.',
    },
    cardLabel: {
      type: 'string',
      default: 'Card {index} of {count}',
      emptyIsDefault: true,
      description: "The top card's accessible name in the stack: `{index}` (the card's number in the author's order) and `{count}` are replaced.",
    },
  },
  events: {
    'vb-flip-card-flip': {
      description: "The top card flipped and went to the back. `index` is the card now on top (0-based, in the author's order); `cause` is how.",
      detail: "{ index: number; count: number; cause: 'click' | 'key' }",
    },
    'vb-flip-card-shuffle': {
      description: 'The stack was shuffled: when it scrolled into view (`shuffle`) or by its remote trigger. `order` lists the cards from the top.',
      detail: "{ order: number[]; cause: 'in-view' | 'trigger' }",
    },
    'vb-flip-card-change': carouselEvent,
  },
  slots: { '': 'The cards: one element each, the first on top.' },
  parts: {
    carousel: 'The region (the stack, or a carousel on mobile user agents up to 1024 px).',
    viewport: 'The window the cards sit (or move) in.',
    track: 'The stack (or the row) of cards.',
    prev: 'The previous button (also `button`), in carousel mode, hidden at the first card.',
    next: 'The next button (also `button`), in carousel mode, hidden at the last card.',
  },
  cssProperties: {
    '--vb-flip-card-height': 'Smallest height of the stack (default 16rem).',
    '--vb-flip-card-offset': 'How far each card under the top one shows (default 0.5rem).',
    '--vb-flip-card-background': 'Background of a card in the stack (default the page background token).',
  },
});
