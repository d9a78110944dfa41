import { callToActionProps, type CallToActionItem } from '../../src/call-to-action-props.ts';
import { expandableTileProps } from '../../src/expandable-tile-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'uber-tile',
  family: 'overlays',
  description:
    'A large feature tile: an image, a short eyebrow line over the heading, a summary and one or more call-to-action links, with more ' +
    'content behind a disclosure button (Show more / Show less) that opens in place. Find-in-page still reaches the hidden ' +
    'content and opens the tile. Beside its image on a wide tile, under it on a narrow one. Following a link sends one ' +
    'analytics click with its own text; opening and closing send one each.',
  props: {
    eyebrow: { type: 'string', default: '', description: 'A short line over the heading (a topic or a kind: "Visit us"). Empty: none.' },
    ...expandableTileProps('tile'),
    ...callToActionProps,
    links: {
      type: 'json',
      default: [] as CallToActionItem[],
      description:
        'More call-to-action links after the first, in order, as a JSON list: `[{ "href": "/visit", "linkText": "Plan a visit", "analyticsText": "plan visit" }]`. ' +
        "Each takes the fields of the first link's attributes in camelCase: `href` and `linkText` (both needed), `analyticsTitle` (empty: the " +
        "tile's `analytics-title`, else its heading), `analyticsText` (empty: its text) and `offerId`. An entry without them, or whose `href` is not " +
        'http(s), is left out with a console warning.',
    },
  },
  events: {
    'vb-uber-tile-toggle': {
      description: 'The details were shown or hidden after start-up: by the button (user) or by find-in-page revealing text in them (find).',
      detail: "{ expanded: boolean; cause: 'user' | 'find' }",
    },
  },
  slots: {
    '': 'The summary, always shown under the heading.',
    media: 'An image (or picture) beside the text on a wide tile, above it on a narrow one; optional.',
    details: 'The content the button reveals in place. Without it there is no button.',
  },
  parts: {
    tile: 'The tile (an article named by its heading).',
    media: 'The image area (absent without a `media` child).',
    body: 'The text beside (or under) the image.',
    eyebrow: 'The line over the heading (only with `eyebrow`).',
    heading: 'The heading.',
    summary: 'The summary under the heading.',
    actions: 'The row holding the links and the button.',
    link: 'The first call-to-action link, from `href` and `link-text` (absent without an http(s) `href`).',
    'secondary-link': 'Each link from `links`, after the first (outlined by default).',
    button: 'The disclosure button (aria-expanded, aria-controls the details).',
    details: 'The details (hidden until-found while closed).',
  },
  cssProperties: {
    '--vb-uber-tile-background': 'Background of the tile. Default: `--vb-color-background` (`#ffffff`).',
    '--vb-uber-tile-border-color': 'Border of the tile. Default: `--vb-color-border` (`#c4c8cf`).',
    '--vb-uber-tile-accent': 'Colour of the eyebrow line and the link. Default: `--vb-color-primary`.',
    '--vb-uber-tile-padding': 'Padding around the text of the tile. Default: `2rem` (`1.25rem` below 600 px).',
  },
});
