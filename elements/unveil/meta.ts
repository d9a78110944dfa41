import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'unveil',
  family: 'content',
  description:
    'Content revealed on a trigger or as it comes into view. With `trigger-id` it stays hidden (find-in-page still reaches it) until a ' +
    'remote trigger, a link to #trigger-id or the URL fragment reveals it; without, it fades in once it scrolls into view. No animation ' +
    'when the visitor prefers reduced motion.',
  props: {
    triggerId: {
      type: 'string',
      default: '',
      description:
        'The trigger id it answers to: a `vb-remote-trigger target`, a link to `#trigger-id`, or the URL fragment reveal it (`toggle`, `open`, `show`; ' +
        '`close` and `hide` hide it again). Empty: it is revealed as it comes into view instead.',
    },
    label: {
      type: 'string',
      default: '',
      description:
        'Text of its own button before the content ("Read the full story"): a disclosure button (aria-expanded) that reveals and hides it. Needs `trigger-id`. ' +
        'Empty: no button; a remote trigger, a link or the fragment reveals it.',
    },
    animation: {
      type: 'string',
      default: 'fade' as const,
      choices: ['fade', 'slide', 'none'] as const,
      emptyIsDefault: true,
      description: 'How the content appears: `fade`, `slide` (fades in while rising a little) or `none`. Always none when the visitor prefers reduced motion.',
    },
    revealed: {
      type: 'boolean',
      attribute: 'data-vb-revealed',
      default: false,
      description:
        'State: present while the content is revealed; the element sets and removes it, and page CSS can read it. Write it yourself to start revealed.',
    },
  },
  events: {
    'vb-unveil-toggle': {
      description:
        'The content was revealed or hidden after start-up: by its own button (user), a remote-trigger message or a link to its id (trigger), coming into view (view), ' +
        'find-in-page (find) or the URL fragment at load (fragment).',
      detail: "{ revealed: boolean; cause: 'user' | 'trigger' | 'view' | 'find' | 'fragment' }",
    },
  },
  slots: { '': 'The content to reveal.' },
  parts: { button: 'Its own disclosure button (with `label`).', content: 'The wrapper of the content (hidden until revealed, with a trigger id).' },
  cssProperties: {
    '--vb-unveil-duration': 'Length of the reveal animation (default 400ms; 0s under reduced motion whatever it says).',
    '--vb-unveil-distance': 'How far the content rises with `animation="slide"` (default 1.5rem).',
  },
});
