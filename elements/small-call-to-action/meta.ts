import { callToActionProps } from '../../src/call-to-action-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'small-call-to-action',
  family: 'content',
  description:
    "A compact call to action: the author's short text (a heading and a sentence) and one link under it, styled as a button. " +
    'Following the link sends one analytics click (`contentTitle`, `interactionText`, `link`, `offerId`). ' +
    'Only an http(s) address is followed; without one the text stays and the console names the attribute.',
  props: {
    ...callToActionProps,
  },
  slots: {
    '': 'The text of the call to action: a heading and a sentence or two.',
  },
  parts: {
    box: 'The block: its text, and its link under it.',
    content: "The author's text.",
    link: 'The link, styled as a button.',
  },
  cssProperties: {
    '--vb-small-call-to-action-background': 'Background of the block (default the surface colour, #f4f5f7).',
    '--vb-small-call-to-action-color': 'Background of the link (default the primary colour); its text `--vb-color-on-primary`, white.',
  },
});
