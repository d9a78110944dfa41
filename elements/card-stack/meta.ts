import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'card-stack',
  family: 'overlays',
  description:
    'A stack of cards, the top one in front and up to four more showing under it. The visitor moves through them with the ' +
    'Previous and Next buttons, by swiping or dragging the top card, by clicking it, or with the arrow keys; the position is announced ' +
    "('Card 3 of 8'). The first card may be a cover. At the last card, Next becomes Start over.",
  props: {
    index: {
      type: 'number',
      default: 0,
      description:
        'The card on top, counted from 0 (the cover, when there is one). The element writes it back as the visitor moves, so setting it ' +
        '(`el.index = 0`, the spec\'s "refresh") moves the stack there. Out of range is clamped.',
    },
    cover: {
      type: 'boolean',
      default: false,
      description: 'The first card is a cover: it is not counted in the position, which reads `cover-text` while it is on top.',
    },
    label: { type: 'string', default: 'Cards', description: "The stack's accessible name.", emptyIsDefault: true },
    previousLabel: { type: 'string', default: 'Previous card', description: 'Text of the Previous button.', emptyIsDefault: true },
    nextLabel: { type: 'string', default: 'Next card', description: 'Text of the Next button.', emptyIsDefault: true },
    restartLabel: {
      type: 'string',
      default: 'Start over',
      description: 'Text of the Next button at the last card; it goes back to the first card.',
      emptyIsDefault: true,
    },
    positionText: {
      type: 'string',
      default: 'Card {index} of {count}',
      description: 'The position, shown and announced after each move: `{index}` and `{count}` are replaced (a cover is not counted).',
      emptyIsDefault: true,
    },
    coverText: { type: 'string', default: 'Cover', description: 'The position while the cover is on top.', emptyIsDefault: true },
    triggerId: {
      type: 'string',
      default: '',
      description: "A remote-trigger id: a message to it (or a link to `#id`) moves the stack back to its first card. Empty: the element's own `id`.",
    },
  },
  events: {
    'vb-card-stack-change': {
      description:
        'The top card changed. `index` counts from 0; `cause` is how: "button", "swipe", "click" (on the top card), "key", "reset" ' +
        '(Start over), "trigger" or "property".',
      detail: "{ index: number; count: number; cause: 'button' | 'swipe' | 'click' | 'key' | 'reset' | 'trigger' | 'property' }",
    },
  },
  slots: { '': 'The cards: each child element is one card, the first on top.' },
  parts: {
    stack: 'The whole block (a group named by `label`).',
    cards: 'The area the cards are stacked in; it takes the keyboard focus for the arrow keys.',
    controls: 'The row with the buttons and the position.',
    previous: 'The Previous button.',
    next: 'The Next (or Start over) button.',
    position: "The position ('Card 3 of 8'), a polite live region.",
  },
  cssProperties: {
    '--vb-card-stack-height': 'Height of the cards area. Default: `22rem` (`26rem` below 580 px).',
    '--vb-card-stack-offset': 'How far each card under the top one shows below it. Default: `0.75rem` (`0.5rem` below 580 px).',
    '--vb-card-stack-card-background': 'Background of a card. Default: `--vb-color-background` (`#ffffff`).',
    '--vb-card-stack-card-border-color': 'Border of a card. Default: `--vb-color-border` (`#c4c8cf`).',
    '--vb-card-stack-card-padding': 'Padding inside a card. Default: `1.25rem`.',
  },
});
