import { returnFocusProps } from '../../src/overlay-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'popup',
  family: 'overlays',
  description:
    'A popup anchored to its trigger: opened by the trigger, a remote message, a delay or at load; placed below or above by the room there is, ' +
    'inside the screen, never over the focused control. A click outside or Escape closes it; it can open by itself only once per visitor.',
  props: {
    open: {
      type: 'boolean',
      default: false,
      description: 'Present while the popup shows. Set it to show it, remove it to hide it; the element removes it when the visitor closes the popup.',
    },
    triggerId: {
      type: 'string',
      default: '',
      description:
        "The trigger id. A link to `#id` or a remote-trigger message for it toggles the popup; an element on the page with this id (a button) toggles it on click and is what the popup is anchored to. Empty: the element's own `id`. Opening writes local storage `track-{trigger id}` = `opened`.",
    },
    heading: { type: 'string', default: '', description: "The popup's title, shown at its top and its accessible name." },
    headingLevel: {
      type: 'number',
      default: 2,
      range: [1, 6],
      description: 'Heading level (1-6) of `heading`; any other value gives an h2, with a console warning.',
    },
    label: {
      type: 'string',
      default: 'Popup',
      description: 'Accessible name used without a `heading` (the first heading in the content is used when there is one).',
      emptyIsDefault: true,
    },
    closeLabel: { type: 'string', default: 'Close', description: 'Accessible name of the close button.', emptyIsDefault: true },
    initialDisplay: { type: 'boolean', default: false, description: 'Open as the page loads (counts as opening by itself for `trigger-once`).' },
    triggerDelay: {
      type: 'number',
      default: 0,
      description: 'With `trigger-delay-type="immediate"`: seconds after the page loads before the popup opens by itself (spec: seconds x 1000).',
    },
    triggerDelayType: {
      type: 'string',
      default: 'manual' as const,
      choices: ['manual', 'immediate'] as const,
      description:
        '`immediate`: open by itself after `trigger-delay` seconds. `manual` (the default): open only by its trigger, a message or `open`. Any other value: `manual`, with a console warning.',
    },
    triggerOnce: {
      type: 'boolean',
      default: false,
      description:
        'Open by itself (delay or `initial-display`) only once per visitor: opening sets the `cookie-name` cookie for 365 days. Its trigger still opens it.',
    },
    cookieName: { type: 'string', default: '', description: 'The `trigger-once` cookie. Empty: `vb-popup-{trigger id}`.' },
    desktopMargin: { type: 'number', default: 8, description: 'Gap in px between the trigger and the popup from 600 px wide.' },
    mobileMargin: { type: 'number', default: 4, description: 'Gap in px between the trigger and the popup below 600 px wide.' },
    placement: {
      type: 'string',
      default: 'bottom' as const,
      choices: ['bottom', 'top'] as const,
      description:
        'Preferred side of the trigger: `bottom` or `top`. The popup flips to the other side when this one has no room. Any other value: `bottom`, with a console warning.',
    },
    overlay: {
      type: 'boolean',
      default: false,
      description: 'Show a scrim behind the popup: the page is inert and does not scroll while it shows (a modal popup), and a click on the scrim closes it.',
    },
    ...returnFocusProps('popup'),
  },
  events: {
    'vb-popup-open': {
      description: 'The popup opened. `cause`: "trigger" (its trigger or a message), "delay", "initial" (`initial-display`) or "property".',
      detail: "{ cause: 'trigger' | 'delay' | 'initial' | 'property' }",
    },
    'vb-popup-close': {
      description: 'The popup closed. `cause`: "button", "escape", "outside", "scrim", "trigger", "property", "parent" or "browser".',
      detail: "{ cause: 'button' | 'escape' | 'outside' | 'scrim' | 'trigger' | 'property' | 'parent' | 'browser' }",
    },
  },
  slots: { '': 'The content of the popup.' },
  parts: {
    surface: 'The popup box (a popover, or a modal <dialog> with `overlay`).',
    header: 'The row with the heading and the close button.',
    heading: 'The heading (only with `heading`).',
    close: 'The close button.',
    body: 'The content area.',
  },
  cssProperties: {
    '--vb-popup-width': 'Width of the popup, capped by the screen. Default: `22rem`.',
    '--vb-popup-background': 'Background. Default: `--vb-color-background` (`#ffffff`).',
    '--vb-popup-color': 'Text color. Default: `--vb-color-text` (`#1a1a1a`).',
    '--vb-popup-padding': 'Padding inside the popup. Default: `1rem`.',
    '--vb-popup-scrim-color': 'Color of the scrim with `overlay`. Default: `rgb(0 0 0 / 45%)`.',
  },
});
