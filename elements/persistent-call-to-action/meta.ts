import { callToActionProps } from '../../src/call-to-action-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'persistent-call-to-action',
  family: 'content',
  description:
    "A call to action that stays in view: a bar fixed to the bottom of the viewport with the author's short text and one link, " +
    'shown 500 ms after the page loads. It never covers the element that has focus (the page scrolls that element above the bar) ' +
    'and leaves room at the end of the page, so nothing stays hidden under it. Following the link sends one analytics click.',
  props: {
    ...callToActionProps,
    label: {
      type: 'string',
      default: 'Call to action',
      emptyIsDefault: true,
      description: 'The accessible name of the bar (a complementary landmark), so screen-reader users can find it and skip it.',
    },
  },
  slots: {
    '': 'The text of the bar: one short sentence (a heading is possible but keep it short, the bar is fixed over the page).',
  },
  parts: {
    bar: 'The fixed bar at the bottom of the viewport.',
    content: "The author's text.",
    link: 'The link, styled as a button.',
  },
  events: {
    'vb-persistent-call-to-action-show': {
      description: 'The bar appeared (500 ms after the element connected); `height` is the room in px it keeps at the end of the page.',
      detail: '{ height: number }',
    },
  },
  cssProperties: {
    '--vb-persistent-call-to-action-background': 'Background of the bar (default the primary colour).',
    '--vb-persistent-call-to-action-color': 'Text colour of the bar (default `--vb-color-on-primary`, white).',
    '--vb-persistent-call-to-action-z-index': 'Stacking level of the bar (default 999, under the floating-action area).',
  },
});
