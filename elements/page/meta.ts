import { pageAnchorProps, pageAnchorScrollEvent } from '../../src/page-anchors.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'page',
  family: 'content',
  description:
    "The page's own behaviours (spec section 2 'Other page behaviours'), set up by one tag around the page's content that draws nothing of its own: a link to `#id` scrolls smoothly to its " +
    'target (instantly when the visitor prefers reduced motion), lands it below the sticky header and moves focus there; a link to the id of a block ' +
    'that listens for remote triggers (vb-unveil, a drawer) sends it a trigger message instead of scrolling; the URL fragment at load is scrolled to ' +
    'once the header is there; `data-link` items are marked current again when Back or Forward changes the address.',
  props: {
    ...pageAnchorProps,
  },
  events: {
    'vb-page-scroll': pageAnchorScrollEvent,
  },
  slots: { '': "The page's content (or any part of it), shown as written: the element takes no box of its own (`display: contents`)." },
  parts: {},
  cssProperties: {},
});
