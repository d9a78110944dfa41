import { floatingAreaProps } from '../../src/floating-area-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'speed-dial',
  family: 'overlays',
  description:
    'A floating button that opens a menu of actions over a scrim (the WAI-ARIA menu button): arrow keys, Home and End move through the ' +
    'actions, Escape closes the menu and focus goes back to the button. It lives in the floating-action area, and the menu flips to the side ' +
    'with room, stays inside the screen and never covers the focused control.',
  props: {
    open: {
      type: 'boolean',
      default: false,
      description: 'Present while the menu shows. Set it to open the menu, remove it to close it; the element removes it when the visitor closes the menu.',
    },
    label: {
      type: 'string',
      default: 'Actions',
      emptyIsDefault: true,
      description: "The button's accessible name and the menu's (the button shows an icon only).",
    },
    triggerId: {
      type: 'string',
      default: '',
      description:
        "The remote-trigger id: a link to `#id`, a floating action button with this `trigger-id` or a remote-trigger message (open, close, toggle) opens and closes the menu. Empty: the element's own `id`.",
    },
    noButton: {
      type: 'boolean',
      default: false,
      description: 'No button of its own: only its trigger id opens it (a floating action button, a link), and the menu is placed by what sent the message.',
    },
    placement: {
      type: 'string',
      default: 'top' as const,
      choices: ['top', 'bottom'] as const,
      emptyIsDefault: true,
      description:
        'Preferred side of the button for the menu: `top` or `bottom`. The menu flips to the other side when this one has no room. Any other value: `top`, with a console warning.',
    },
    ...floatingAreaProps,
  },
  events: {
    'vb-speed-dial-open': {
      description: 'The menu opened. `cause`: its button ("button"), a remote trigger or link ("trigger") or its attribute or property ("property").',
      detail: "{ cause: 'button' | 'trigger' | 'property' }",
    },
    'vb-speed-dial-close': {
      description:
        'The menu closed. `cause`: "button", "escape", "outside" (a click elsewhere on the page, through the scrim), "select" (an action was chosen), "tab", "trigger", "property", "parent" or "browser".',
      detail: "{ cause: 'button' | 'escape' | 'outside' | 'select' | 'tab' | 'trigger' | 'property' | 'parent' | 'browser' }",
    },
    'vb-speed-dial-select': {
      description: 'An action was chosen (clicked, or Enter or Space on it). `text`: its text; `href`: its link, or "" for a button.',
      detail: '{ text: string; href: string }',
    },
  },
  slots: { '': 'The actions: links (`<a href>`) and buttons, one per action, in menu order. Each becomes a menu item.' },
  parts: {
    button: 'The round button that opens and closes the menu.',
    icon: 'The icon inside the button (a plus that turns into a cross while open).',
    menu: 'The menu of actions (a popover in the top layer).',
    scrim: 'The scrim that dims the page while the menu shows; it lets clicks through to the page.',
  },
  cssProperties: {
    '--vb-speed-dial-size': 'Diameter of the button. Default: `3.5rem`.',
    '--vb-speed-dial-background': 'Background of the button. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-speed-dial-color': 'Icon color of the button. Default: `#ffffff`.',
    '--vb-speed-dial-item-background': 'Background of each action. Default: `--vb-color-background` (`#ffffff`).',
    '--vb-speed-dial-item-color': 'Text color of each action. Default: `--vb-color-text` (`#1a1a1a`).',
    '--vb-speed-dial-scrim-color': 'Color of the scrim. Default: `rgb(0 0 0 / 45%)`.',
  },
});
