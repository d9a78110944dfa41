import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'multi-buttons',
  family: 'content',
  description:
    'A group of link and action buttons the author writes as plain `<a href>` and `<button>` children, laid out side by side while they fit and ' +
    'stacked full width in a narrow place (below 600 px). Each sends a click analytic with its own text (`data-analytics-text`); a `<button data-trigger="id">` ' +
    'sends a remote trigger to the block with that id (a drawer, a popup).',
  props: {
    label: {
      type: 'string',
      default: '',
      description: 'The accessible name of the group (role="group"). Empty: no group role, the buttons are read on their own.',
    },
    layout: {
      type: 'string',
      default: 'auto' as const,
      choices: ['auto', 'row', 'stack'] as const,
      emptyIsDefault: true,
      description:
        '"auto": side by side, stacked full width where the block is narrower than 600 px; "row": always side by side (wrapping); "stack": always stacked. Any other value: auto, with a console warning.',
    },
    align: {
      type: 'string',
      default: 'start' as const,
      choices: ['start', 'center', 'end'] as const,
      emptyIsDefault: true,
      description: 'Where a row of buttons sits: "start", "center" or "end"; any other value: start, with a console warning.',
    },
    analyticsTitle: {
      type: 'string',
      default: '',
      description: "The analytics `contentTitle` of every button's click. Empty: the group's `label`.",
    },
  },
  slots: {
    '':
      'The buttons: `<a href>` links and `<button>` elements, in order. On each, `data-analytics-text` (the analytics text; default its text), ' +
      '`data-variant="secondary"` (outlined), and on a button `data-trigger="id"` with an optional `data-action` ("toggle" by default: "open", "close", ...).',
  },
  events: {
    'vb-multi-buttons-click': {
      description:
        'A button or link was used; `text` is its analytics text, `href` the link address ("" for a button), `trigger` the remote-trigger id ("" when none), `index` its place (0-based).',
      detail: '{ text: string; href: string; trigger: string; index: number }',
    },
  },
  parts: {
    group: 'The box that lays the buttons out.',
  },
  cssProperties: {
    '--vb-multi-buttons-color': "The buttons' fill (and a secondary button's border and text). Default: `--vb-color-primary` (`#1f5ea8`).",
    '--vb-multi-buttons-text-color': 'The text on a filled button. Default: `#fff`.',
    '--vb-multi-buttons-gap': 'The space between buttons. Default: `0.75rem`.',
  },
});
