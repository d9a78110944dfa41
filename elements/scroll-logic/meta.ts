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
    header: {
      type: 'string',
      default: 'header',
      description:
        "CSS selector of the page's sticky header: a target lands just below it when it is fixed or sticky. At load it is waited for (up to 20 × 100 ms), " +
        'since a header block may upgrade later. Empty: no offset. A selector the browser cannot read is a console warning naming the attribute.',
    },
    label: {
      type: 'string',
      default: '',
      description: 'Name of its content as a navigation landmark ("On this page"): with it the content is a `<nav>`, without it a plain block.',
    },
  },
  events: {
    'vb-scroll-logic-scroll': {
      description:
        'It scrolled to a target and moved focus there: after a link or a remote trigger nobody listens to (link) or for the URL fragment at load (load). ' +
        'offset: the sticky header height the target was kept below.',
      detail: "{ id: string; offset: number; cause: 'link' | 'load' }",
    },
  },
  slots: { '': 'Its content, shown as written: usually a list of links to places on the page.' },
  parts: { content: 'The wrapper of the content (a `<nav>` with `label`).' },
  cssProperties: {},
});
