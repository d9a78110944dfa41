import { expandableTileProps } from '../../src/expandable-tile-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'card-tile',
  family: 'overlays',
  description:
    'An expandable card: an optional image, a heading and a short summary always show; a disclosure button (Show more / Show less) ' +
    'reveals and hides the details. Find-in-page still reaches the hidden details and opens the card. The details open with a short ' +
    'height animation, none when the visitor prefers reduced motion.',
  props: {
    ...expandableTileProps('card'),
  },
  events: {
    'vb-card-tile-toggle': {
      description: 'The details were shown or hidden after start-up: by the button (user) or by find-in-page revealing text in them (find).',
      detail: "{ expanded: boolean; cause: 'user' | 'find' }",
    },
  },
  slots: {
    '': 'The summary, always shown under the heading.',
    media: 'An image (or picture) at the top of the card; optional.',
    details: 'The content the button reveals. Without it there is no button.',
  },
  parts: {
    tile: 'The card (an article named by its heading).',
    media: 'The image area (absent without a `media` child).',
    heading: 'The heading.',
    summary: 'The summary under the heading.',
    button: 'The disclosure button (aria-expanded, aria-controls the details).',
    details: 'The details (hidden until-found while closed).',
  },
  cssProperties: {
    '--vb-card-tile-background': 'Background of the card. Default: `--vb-color-background` (`#ffffff`).',
    '--vb-card-tile-border-color': 'Border of the card. Default: `--vb-color-border` (`#c4c8cf`).',
    '--vb-card-tile-accent': 'Colour of the Show more button (its text and border). Default: `--vb-color-primary`.',
    '--vb-card-tile-padding': 'Padding around the text of the card. Default: `1.25rem` (`1rem` below 600 px).',
  },
});
