import { pageAnchorProps, pageAnchorScrollEvent } from '../../src/page-anchors.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'scroll-logic',
  family: 'content',
  description:
    "The page's in-page links, done well: a link to `#id` scrolls smoothly to its target (instantly when the visitor prefers reduced motion), " +
    'lands it just below the sticky header and moves focus there; a link to the id of a block that listens for remote triggers (vb-unveil, a drawer) ' +
    'sends it a trigger message instead of scrolling. At load it does the same for the URL fragment, once the header is there. Its content ' +
    '(an "On this page" list of links, say) is shown as written.',
  props: {
    ...pageAnchorProps,
    label: {
      type: 'string',
      default: '',
      description: 'Name of its content as a navigation landmark ("On this page"): with it the content is a `<nav>`, without it a plain block.',
    },
  },
  events: {
    'vb-scroll-logic-scroll': pageAnchorScrollEvent,
  },
  slots: { '': 'Its content, shown as written: usually a list of links to places on the page.' },
  parts: { content: 'The wrapper of the content (a `<nav>` with `label`).' },
  cssProperties: {},
});
