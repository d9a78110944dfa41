import { returnFocusProps } from '../../src/overlay-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'overlay',
  family: 'overlays',
  description:
    'A full-screen overlay: a scrim over the whole page with the content on it (a search, a video, a menu), opened by a link to its id, a ' +
    'remote trigger or a floating action button. The page behind is inert and keeps its scroll position; Escape, the close button or a click ' +
    'on the scrim closes it and focus goes back to what opened it.',
  props: {
    open: {
      type: 'boolean',
      default: false,
      description: 'Present while the overlay shows. Set it to show it, remove it to hide it; the element removes it when the visitor closes the overlay.',
    },
    label: {
      type: 'string',
      default: 'Overlay',
      emptyIsDefault: true,
      description: "The overlay's accessible name when the content has no heading (the content's first heading names it otherwise).",
    },
    closeLabel: { type: 'string', default: 'Close', emptyIsDefault: true, description: 'Accessible name of the close button.' },
    triggerId: {
      type: 'string',
      default: '',
      description:
        "The remote-trigger id: a link to `#id`, a floating action button with this `trigger-id` or a remote-trigger message (open, close, toggle) opens and closes it. Empty: the element's own `id`.",
    },
    ...returnFocusProps('overlay'),
    persistent: {
      type: 'boolean',
      default: false,
      description: 'A click on the scrim does not close it. Escape and the close button still do.',
    },
  },
  events: {
    'vb-overlay-open': {
      description: 'The overlay opened. `cause`: its attribute or property ("property") or a remote trigger or link ("trigger").',
      detail: "{ cause: 'property' | 'trigger' }",
    },
    'vb-overlay-close': {
      description: 'The overlay closed. `cause`: "button", "escape", "scrim", "property", "trigger", "parent" or "browser".',
      detail: "{ cause: 'button' | 'escape' | 'scrim' | 'property' | 'trigger' | 'parent' | 'browser' }",
    },
  },
  slots: { '': 'The content shown on the scrim.' },
  parts: {
    dialog: 'The full-screen native <dialog>; its ::backdrop is the scrim.',
    close: 'The close button, at the top corner of the screen.',
    body: 'The content area, centred on the scrim; it scrolls when the content is taller than the screen.',
  },
  cssProperties: {
    '--vb-overlay-scrim-color':
      'Color of the scrim, nearly opaque so that the page behind does not compete with the content. Default: `rgb(255 255 255 / 96%)`.',
    '--vb-overlay-color':
      'Text color on the scrim. Default: `--vb-color-text` (`#1a1a1a`). A dark scrim needs a light text color, and page CSS for the links inside.',
    '--vb-overlay-width': 'Largest width of the content. Default: `48rem`.',
  },
});
