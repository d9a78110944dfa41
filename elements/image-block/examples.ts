import type { ElementExample } from '../../src/example.ts';

/** vb-image-block's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `A picture with a caption and a credit`,
    description: `The <code>&lt;img&gt;</code> is the author's, with <code>width</code> and <code>height</code>, so it takes its room before any script; <code>caption</code> and <code>credit</code> go under it.`,
    html: `<vb-image-block caption="The chapel at dawn, seen from the garden." credit="Photo: Ana Silva">
  <img src="/demo/static/gallery/chapel.svg" alt="A white chapel under a pale morning sky" width="1200" height="800">
</vb-image-block>`,
  },
  {
    name: 'responsive',
    title: `Responsive sources, lazy below the fold`,
    description: `<code>srcset</code> and <code>sizes</code> let the browser pick the file for the screen; <code>loading="lazy"</code> keeps a picture further down from loading before the visitor gets near it.`,
    html: `<vb-image-block caption="Volunteers at the family history library.">
  <img src="/demo/static/gallery/library.svg" srcset="/demo/static/gallery/library.svg 1200w, /demo/static/gallery/library.svg 600w" sizes="(width < 600px) 100vw, 600px" alt="Shelves of books and a reading table" width="1200" height="800" loading="lazy">
</vb-image-block>`,
  },
  {
    name: 'plain',
    title: `Without a caption`,
    description: `No <code>caption</code> or <code>credit</code>: just the picture, in a figure.`,
    html: `<vb-image-block>
  <img src="/demo/static/gallery/garden.svg" alt="Neighbours planting vegetables in raised beds" width="1200" height="800" loading="lazy">
</vb-image-block>`,
  },
];
