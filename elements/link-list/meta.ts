import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'link-list',
  family: 'content',
  description:
    "A named navigation list around the author's links. The item whose `data-link` address (or its `href`, when `data-link` is empty) " +
    'equals the current origin plus path gets `aria-current="page"` and `data-vb-current`, at start, when the list changes, ' +
    'after a history navigation and at `visitorBlocks.reinit()`.',
  props: {
    label: {
      type: 'string',
      default: 'Links',
      emptyIsDefault: true,
      description: 'The navigation\'s accessible name ("In this section"), so a page with several lists tells them apart.',
    },
  },
  slots: {
    '': 'The links: a `<ul>` of `<li><a data-link href="…">` items (any markup works; items are the elements with `data-link`).',
  },
  parts: {
    nav: 'The navigation landmark around the list.',
  },
  cssProperties: {
    '--vb-link-list-gap': 'Space between the items of a top-level list (default 0.25rem).',
  },
});
