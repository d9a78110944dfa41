import type { ElementExample } from '../../src/example.ts';

const linkTiles = `  <div class="demo-media-tile">
    <img src="/demo/static/gallery/chapel.svg" alt="" width="1200" height="800">
    <h3>Find a congregation</h3>
    <p>Every chapel welcomes visitors on Sunday.</p>
    <a href="/demo/unit-finder.html">Find one near you</a>
  </div>
  <div class="demo-media-tile">
    <img src="/demo/static/gallery/garden.svg" alt="" width="1200" height="800" loading="lazy">
    <h3>Serve in your community</h3>
    <p>Gardens, food banks and visits, every week.</p>
    <a href="/demo/">Ways to help</a>
  </div>
  <div class="demo-media-tile">
    <img src="/demo/static/gallery/choir.svg" alt="" width="1200" height="800" loading="lazy">
    <h3>Music and the arts</h3>
    <p>Choirs and concerts open to everyone.</p>
    <a href="/demo/">Hear the choir</a>
  </div>`;

/** vb-emphasized-media-tiles' examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `A video tile emphasized among link tiles`,
    description: `From 600 px a grid with the first tile twice the size; its play button loads the video (nothing reaches a video platform before the click). Below 600 px a row to swipe, 10 px before a press drags, with previous/next buttons; a playing tile that scrolls out pauses.`,
    html: `<vb-emphasized-media-tiles label="Stories and ways to take part">
  <div class="demo-media-tile">
    <vb-video label="Hills at dawn" poster="/demo/static/images/hills.svg" src="/demo/static/media/sample.webm"></vb-video>
    <h3>Hills at dawn</h3>
    <p>A short film about stillness, prayer and the first light on the hills.</p>
  </div>
${linkTiles}
</vb-emphasized-media-tiles>`,
  },
  {
    name: 'emphasized-link',
    title: `Another tile emphasized`,
    description: `<code>emphasized="1"</code> makes the second tile the large one; <code>emphasized="-1"</code> makes every tile the same size.`,
    html: `<vb-emphasized-media-tiles label="Ways to take part" emphasized="1">
${linkTiles}
</vb-emphasized-media-tiles>`,
  },
];
