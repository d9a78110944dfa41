import { callToActionProps } from '../../src/call-to-action-props.ts';
import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'jumbo-call-to-action',
  family: 'content',
  description:
    "A large call to action across the page: the author's heading and text, white on a dark band or over a darkened photo, " +
    'and one large link styled as a button. Following the link sends one analytics click (`contentTitle`, `interactionText`, `link`, `offerId`). ' +
    'Only an http(s) address is followed; without one the text stays and the console names the attribute.',
  props: {
    ...callToActionProps,
    image: {
      type: 'string',
      default: '',
      description:
        'A decorative photo behind the text (an http(s) address), cropped to fill the band and darkened so the text stays readable. ' +
        'Empty: the band is a plain colour.',
    },
  },
  slots: {
    '': 'The text of the call to action: a heading and a sentence or two.',
  },
  parts: {
    box: 'The band: its photo, its text and its link.',
    image: 'The photo behind the text (only with `image`).',
    content: "The author's text.",
    link: 'The link, styled as a large button.',
  },
  cssProperties: {
    '--vb-jumbo-call-to-action-background': 'Colour of the band, and under the photo (default #1b2a3a, a dark blue).',
    '--vb-jumbo-call-to-action-min-height': 'Least height of the band (default 18rem).',
  },
});
