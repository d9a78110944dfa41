import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'remote-trigger',
  family: 'content',
  description:
    'A button that controls another block by id: a press sends a remote-trigger message (toggle, open, close, play...) to every block ' +
    'subscribed to `target` (vb-unveil, vb-drawers, a video); when none is, it scrolls to the element with that id and moves focus there.',
  props: {
    target: {
      type: 'string',
      default: '',
      description:
        'The trigger id to send to: the `trigger-id` of a vb-unveil, the id of a drawer heading. Empty: the button is disabled and the console names the attribute.',
    },
    action: {
      type: 'string',
      default: 'toggle',
      emptyIsDefault: true,
      description:
        'What the receiving block should do: `toggle`, `open`, `close`, `show`, `hide`, `play` or `pause`. A block ignores an action it does not know.',
    },
    label: {
      type: 'string',
      default: '',
      description:
        "The button's text when the tag has no content of its own (the content wins). One of the two is needed: a button with no name is not announced.",
    },
  },
  events: {
    'vb-remote-trigger-send': {
      description:
        'The button was pressed and the message sent. received: whether a block was subscribed to target (false: it scrolled to the element with that id instead, when there is one).',
      detail: '{ target: string; action: string; received: boolean }',
    },
  },
  slots: { '': "The button's content (text, an icon): its accessible name. Empty: `label`." },
  parts: { button: 'The button.' },
  cssProperties: {
    '--vb-remote-trigger-color': 'Text and border colour of the button (default: the primary token, #1f5ea8).',
    '--vb-remote-trigger-background': 'Background of the button (default: the page background token, #fff).',
  },
});
