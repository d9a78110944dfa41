import type { ElementExample } from '../../src/example.ts';

/** vb-thumbnail-slider's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Photos with thumbnails`,
    description: `Six pictures, one at a time: the buttons, the arrow keys, a swipe or a thumbnail move between them. Every <code>&lt;img&gt;</code> has its <code>width</code> and <code>height</code>, and all but the first load lazily.`,
    html: `<vb-thumbnail-slider label="Photos of the open house">
  <figure><img src="/demo/static/gallery/chapel.svg" alt="The chapel at dawn" width="1200" height="800"><figcaption>The chapel at dawn</figcaption></figure>
  <figure><img src="/demo/static/gallery/garden.svg" alt="A service in the garden" width="1200" height="800" loading="lazy"><figcaption>A service in the garden</figcaption></figure>
  <figure><img src="/demo/static/gallery/choir.svg" alt="The youth choir" width="1200" height="800" loading="lazy"><figcaption>The youth choir</figcaption></figure>
  <figure><img src="/demo/static/gallery/harvest.svg" alt="The harvest supper" width="1200" height="800" loading="lazy"><figcaption>The harvest supper</figcaption></figure>
  <figure><img src="/demo/static/gallery/hike.svg" alt="The family hike" width="1200" height="800" loading="lazy"><figcaption>The family hike</figcaption></figure>
  <figure><img src="/demo/static/gallery/library.svg" alt="The family history library" width="1200" height="800" loading="lazy"><figcaption>The family history library</figcaption></figure>
</vb-thumbnail-slider>`,
  },
  {
    name: 'wrap',
    title: `Wrapping around`,
    description: `<code>wrap</code>: next on the last slide goes to the first, and previous on the first to the last.`,
    html: `<vb-thumbnail-slider wrap label="Our activities">
  <img src="/demo/static/gallery/hike.svg" alt="The family hike" width="1200" height="800">
  <img src="/demo/static/gallery/choir.svg" alt="The youth choir" width="1200" height="800" loading="lazy">
  <img src="/demo/static/gallery/harvest.svg" alt="The harvest supper" width="1200" height="800" loading="lazy">
  <img src="/demo/static/gallery/garden.svg" alt="A service in the garden" width="1200" height="800" loading="lazy">
</vb-thumbnail-slider>`,
  },
  {
    name: 'start-slide',
    title: `Starting on a later slide, in another language`,
    description: `<code>data-vb-slide="2"</code> starts on the third slide; <code>of</code>, <code>prev-label</code> and <code>next-label</code> give the page's own words ("3 de 3").`,
    html: `<vb-thumbnail-slider data-vb-slide="2" label="Fotos de la capilla" of="de" prev-label="Foto anterior" next-label="Foto siguiente" thumbnails-label="Elegir una foto">
  <img src="/demo/static/gallery/chapel.svg" alt="La capilla al amanecer" width="1200" height="800" loading="lazy">
  <img src="/demo/static/gallery/library.svg" alt="La biblioteca de historia familiar" width="1200" height="800" loading="lazy">
  <img src="/demo/static/gallery/garden.svg" alt="Un servicio en el jardín" width="1200" height="800">
</vb-thumbnail-slider>`,
  },
];
