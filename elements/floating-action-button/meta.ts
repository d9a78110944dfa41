import { floatingAreaProps } from '../../src/floating-area-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'floating-action-button',
  family: 'overlays',
  description:
    'A round button in the floating-action area that opens and closes an overlay (a speed dial, an overlay, a modal) by its trigger id: ' +
    'a click toggles it, and it closes when that overlay closes. Scripts show, hide, open and close it. The page keeps room at its end, so it hides nothing.',
  props: {
    open: {
      type: 'boolean',
      default: false,
      description:
        'Present while it is open (the overlay it controls shows, its icon turns into a cross). Set or remove it to open or close it; the element keeps it true to what shows.',
    },
    triggerId: {
      type: 'string',
      default: '',
      description:
        'The trigger id of the overlay it controls: a click sends open or close to it, and it closes when that overlay closes. Empty: it only toggles itself (its `open` attribute and event).',
    },
    label: {
      type: 'string',
      default: 'Open',
      emptyIsDefault: true,
      description: "The button's accessible name (its content is an icon). Say what it opens: 'Contact us'.",
    },
    ...floatingAreaProps,
  },
  events: {
    'vb-floating-action-button-toggle': {
      description:
        'It opened or closed. `cause`: its click ("button"), the overlay it controls opening or closing ("overlay"), a remote-trigger message to its own id ("trigger") or its attribute or property ("property").',
      detail: "{ open: boolean; cause: 'button' | 'overlay' | 'trigger' | 'property' }",
    },
  },
  slots: { '': 'An icon of your own for the button (an `<svg>` or `<img alt="">`). Empty: a plus that turns into a cross while open.' },
  parts: {
    button: 'The round button.',
    icon: 'The default icon.',
  },
  cssProperties: {
    '--vb-floating-action-button-size': 'Diameter of the button. Default: `3.5rem`.',
    '--vb-floating-action-button-background': 'Background of the button. Default: `--vb-color-primary` (`#1f5ea8`).',
    '--vb-floating-action-button-color': 'Icon color. Default: `#ffffff`.',
  },
});
