import { returnFocusProps } from '../../src/overlay-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'modal',
  family: 'overlays',
  description:
    'A modal dialog over the page, with a scrim: opened by a link to its id, a remote trigger or its `open` attribute; the rest of the page ' +
    'is inert and does not scroll while it shows. Escape, its close button or a click on the scrim closes it, focus goes back to what opened ' +
    'it, and every audio or video inside is paused.',
  props: {
    open: {
      type: 'boolean',
      default: false,
      description:
        'Present while the modal shows. Set it (or the `open` property) to show it, remove it to hide it; the element removes it when the visitor closes the modal.',
    },
    heading: {
      type: 'string',
      default: '',
      description: "The modal's title, shown at its top and its accessible name. Empty: the first heading in the content names it.",
    },
    headingLevel: {
      type: 'number',
      default: 2,
      range: [1, 6],
      description: 'Heading level (1-6) of `heading`; any other value gives an h2, with a console warning.',
    },
    closeLabel: { type: 'string', default: 'Close', description: 'Accessible name of the close button.', emptyIsDefault: true },
    label: {
      type: 'string',
      default: 'Dialog',
      description: 'Accessible name used when there is neither a `heading` nor a heading in the content.',
      emptyIsDefault: true,
    },
    triggerId: {
      type: 'string',
      default: '',
      description:
        "The remote-trigger id that opens and closes it: a link to `#id` toggles it, a remote-trigger message with action open, close or toggle does that. Empty: the element's own `id`.",
    },
    ...returnFocusProps('modal'),
    persistent: {
      type: 'boolean',
      default: false,
      description: 'A click on the scrim does not close it (for content a visitor must finish or close on purpose). Escape and the close button still do.',
    },
  },
  events: {
    'vb-modal-open': {
      description: 'The modal opened. `cause`: its attribute or property ("property") or a remote trigger or link ("trigger").',
      detail: "{ cause: 'property' | 'trigger' }",
    },
    'vb-modal-close': {
      description:
        'The modal closed. `cause`: "button", "escape", "scrim", "property", "trigger", "parent" (a modal it was opened over closed) or "browser" (a form with method="dialog", a back gesture).',
      detail: "{ cause: 'button' | 'escape' | 'scrim' | 'property' | 'trigger' | 'parent' | 'browser' }",
    },
  },
  slots: { '': 'The content of the modal: text, media, a form.' },
  parts: {
    dialog: 'The native <dialog> (its ::backdrop is the scrim).',
    header: 'The row with the heading and the close button.',
    heading: 'The heading (only with `heading`).',
    close: 'The close button.',
    body: 'The content area; it scrolls when the content is taller than the screen.',
  },
  cssProperties: {
    '--vb-modal-width': 'Width of the modal, capped by the screen. Default: `40rem`.',
    '--vb-modal-background': 'Background of the modal. Default: `--vb-color-background` (`#ffffff`).',
    '--vb-modal-color': 'Text color. Default: `--vb-color-text` (`#1a1a1a`).',
    '--vb-modal-padding': 'Padding inside the modal. Default: `1.25rem`.',
    '--vb-modal-radius': 'Corner radius. Default: `--vb-radius` (`6px`).',
    '--vb-modal-scrim-color': 'Color of the scrim over the page. Default: `rgb(0 0 0 / 55%)`.',
  },
});
