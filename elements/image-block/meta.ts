import { defineMeta } from '../../src/props.ts';

export const meta = defineMeta({
  name: 'image-block',
  family: 'media',
  description:
    'A responsive picture with a caption and a credit. The picture is your own `<img>` (with `srcset`, `sizes`, `width` and `height`), so it ' +
    'shows before any script and takes its room at once (no layout shift); the block adds the figure, the caption and the credit, decodes it ' +
    'off the main thread, and lets a picture below the fold wait (`loading="lazy"`) while one in view loads first.',
  props: {
    caption: { type: 'string', default: '', description: 'Caption under the picture (plain text). Empty: no caption.' },
    credit: {
      type: 'string',
      default: '',
      description: 'Who made the picture ("Photo: Ana Silva"), shown after the caption in smaller type. Empty: none.',
    },
  },
  slots: {
    '': 'The picture: one `<img>` (or a `<picture>` around one) with `alt`, `width` and `height`, and `srcset`/`sizes` for the sizes you have.',
  },
  parts: {
    figure: 'The figure around the picture and its caption.',
    caption: 'The caption (a `figcaption`), holding the caption text and the credit.',
    credit: 'The credit.',
  },
  cssProperties: {
    '--vb-image-block-radius': 'Corner radius of the picture (default the token radius).',
  },
});
