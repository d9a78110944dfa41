import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'content-block',
  family: 'content',
  description:
    'Author-written rich content (paragraphs, lists, links, images) collapsed to a few lines with a "Show more" button and ' +
    'expanded with "Show less". The button exists only while the content is taller than the collapsed size, re-checked ' +
    'when the content or the width changes. Links in the hidden part are not reachable by keyboard while collapsed.',
  props: {
    expanded: {
      type: 'boolean',
      default: false,
      description: 'Initial state: present shows the whole content. Adding or removing the attribute later expands or collapses the block.',
    },
    collapsedLines: {
      type: 'number',
      default: 4,
      description:
        "Number of rendered lines shown while collapsed (a heading's line counts as one). " +
        'A value that is not a positive number warns in the console and uses 4.',
    },
    moreLabel: { type: 'string', default: 'Show more', description: 'Text of the button that expands the block.' },
    lessLabel: { type: 'string', default: 'Show less', description: 'Text of the button that collapses the block.' },
    label: {
      type: 'string',
      default: '',
      description:
        'Accessible name of the content: when set, the content is a named region (`role="region"`). ' +
        "Also the block's title in the button's accessible name and in analytics when the content has no heading.",
    },
  },
  events: {
    'vb-content-block-toggle': {
      description:
        'The visitor expanded or collapsed the block: the button, or a #fragment link to something in the hidden part (the block opens so the target can be seen). ' +
        '`expanded` is the new state. Not sent when the `expanded` attribute or property changes.',
      detail: '{ expanded: boolean }',
    },
  },
  slots: {
    '':
      'The rich content: paragraphs, headings, lists, links, images. Its first heading names the block for the button and analytics. ' +
      "The first element's top margin and the last element's bottom margin are removed, so the block's height is its text.",
  },
  parts: {
    content: 'The content region (clipped while collapsed); the button points at it with aria-controls.',
    fade: 'Decorative gradient over the last collapsed line; only while collapsed and overflowing.',
    toggle: 'The Show more / Show less button; only while the content is taller than the collapsed size.',
    'toggle-icon': 'The chevron inside the button.',
  },
  cssProperties: {
    '--vb-content-block-fade-color': 'Colour the fade runs into; set it to the background behind the block. Default: `--vb-color-background` (`#ffffff`).',
    '--vb-content-block-fade-height': 'Height of the fade, at most 60% of the collapsed height. Default: `1lh` (one line).',
    '--vb-content-block-toggle-color': 'Text colour of the button. Default: `--vb-color-primary` (`#1f5ea8`).',
  },
});
