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
    header: {
      type: 'string',
      default: 'header',
      description:
        "CSS selector of the page's sticky header: a target lands just below it when it is fixed or sticky. At load it is waited for (up to 20 × 100 ms), " +
        'since a header block may upgrade later. Empty: no offset. A selector the browser cannot read is a console warning naming the attribute.',
    },
  },
  events: {
    'vb-page-scroll': {
      description:
        'It scrolled to a target and moved focus there: after a link or a remote trigger nobody listens to (link) or for the URL fragment at load (load). ' +
        'offset: the sticky header height the target was kept below.',
      detail: "{ id: string; offset: number; cause: 'link' | 'load' }",
    },
  },
  slots: { '': "The page's content (or any part of it), shown as written: the element takes no box of its own (`display: contents`)." },
  parts: {},
  cssProperties: {},
});
