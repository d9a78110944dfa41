import type { ElementExample } from '../../src/example.ts';

/** vb-tile-swipe's examples: the demo page (npm run demo:examples), the tests and the README use these. */
export const examples: readonly ElementExample[] = [
  {
    name: 'default',
    title: `Link tiles: a grid, a swipe on small screens`,
    description: `Five link tiles: a grid from 480 px; below, a row to swipe (a press must move 10 px before it drags, so a tap opens the link) with previous/next buttons.`,
    html: `<vb-tile-swipe label="Ways to take part">
  <a class="demo-tile" href="/demo/unit-finder.html">
    <img src="/demo/static/gallery/chapel.svg" alt="" width="1200" height="800">
    <span>Find a congregation</span>
  </a>
  <a class="demo-tile" href="/demo/">
    <img src="/demo/static/gallery/garden.svg" alt="" width="1200" height="800">
    <span>Serve in your community</span>
  </a>
  <a class="demo-tile" href="/demo/">
    <img src="/demo/static/gallery/choir.svg" alt="" width="1200" height="800" loading="lazy">
    <span>Music and the arts</span>
  </a>
  <a class="demo-tile" href="/demo/">
    <img src="/demo/static/gallery/library.svg" alt="" width="1200" height="800" loading="lazy">
    <span>Discover your family</span>
  </a>
  <a class="demo-tile" href="/demo/">
    <img src="/demo/static/gallery/hike.svg" alt="" width="1200" height="800" loading="lazy">
    <span>Activities for families</span>
  </a>
</vb-tile-swipe>`,
  },
  {
    name: 'video-tile',
    title: `A tile that holds a video`,
    description: `Four tiles, the last a <code>vb-video</code> (a play button until pressed). Swipe, the buttons or Home/End reach it on a small screen; a video in a tile that scrolls out pauses.`,
    html: `<vb-tile-swipe label="Stories">
  <a class="demo-tile" href="/demo/">
    <img src="/demo/static/gallery/chapel.svg" alt="" width="1200" height="800" loading="lazy">
    <span>Our chapel</span>
  </a>
  <a class="demo-tile" href="/demo/">
    <img src="/demo/static/gallery/garden.svg" alt="" width="1200" height="800" loading="lazy">
    <span>The garden</span>
  </a>
  <a class="demo-tile" href="/demo/">
    <img src="/demo/static/gallery/choir.svg" alt="" width="1200" height="800" loading="lazy">
    <span>The choir</span>
  </a>
  <div class="demo-tile">
    <vb-video label="Hills at dawn" poster="/demo/static/images/hills.svg" src="/demo/static/media/sample.webm"></vb-video>
    <span>Hills at dawn</span>
  </div>
</vb-tile-swipe>`,
  },
];
