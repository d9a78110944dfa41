/**
 * vb-tile-swipe with a tile that holds a player (<vb-video>): the carousel moves to every tile, in both render
 * modes, by keys and by buttons, and the last tile shows whole (the row ends flush with the viewport's right edge,
 * so the last tile never rests at its start). A key pressed before the engine has loaded is the e2e test's
 * (test/e2e/tile-swipe-keys.e2e.ts): here the test bundle holds the engine, so it is never late.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/tile-swipe/define.ts';
import '../../../elements/video/define.ts';
import { mountHtml, type RenderMode } from '../../support/fixtures.ts';
import { nextOf, prevOf, regionOf, settledOn, slideAtStart, slidesOf, viewportOf } from '../../support/carousel.ts';
import { waitFor } from '../../support/wait.ts';

/** The last tile: selected, and wholly inside the viewport (the engine ends the row flush right, not at the start). */
async function showsLast(el: HTMLElement, last: number): Promise<void> {
  await waitFor(
    () => {
      const port = viewportOf(el).getBoundingClientRect();
      const box = slidesOf(el)[last]?.getBoundingClientRect();
      return el.getAttribute('data-vb-slide') === String(last) && box && box.left >= port.left - 1 && box.right <= port.right + 1;
    },
    `the last tile in view (data-vb-slide=${el.getAttribute('data-vb-slide')})`,
  );
}

const TILES = `<vb-tile-swipe label="Ways to take part">
  <a class="demo-tile" href="/demo/unit-finder.html"><img src="/demo/static/gallery/chapel.svg" alt="" width="1200" height="800"><span>Find a congregation</span></a>
  <a class="demo-tile" href="/demo/"><img src="/demo/static/gallery/garden.svg" alt="" width="1200" height="800"><span>Serve</span></a>
  <a class="demo-tile" href="/demo/"><img src="/demo/static/gallery/choir.svg" alt="" width="1200" height="800"><span>Music</span></a>
  <div class="demo-tile"><vb-video label="Hills at dawn" src="/demo/static/media/sample.webm"></vb-video></div>
</vb-tile-swipe>`;
const VARIANTS: Record<string, string> = {
  'div tile': TILES,
  'the tile is the player': TILES.replace(/<div class="demo-tile">(<vb-video[^>]*><\/vb-video>)<\/div>/, '$1'),
  'a looping player': TILES.replace('<vb-video label', '<vb-video looping label'),
};

afterEach(() => setViewport({ width: 800, height: 600 }));

for (const mode of ['shadow', 'light'] as RenderMode[]) {
  describe(`<vb-tile-swipe> with a <vb-video> tile (${mode})`, function () {
    this.timeout(30000);

    for (const [variant, html] of Object.entries(VARIANTS))
      it(`${variant}: End goes to the last tile, which shows; Home and the buttons move on from there`, async () => {
        await setViewport({ width: 360, height: 640 });
        const { el } = await mountHtml(html, { render: mode });
        const video = el.querySelector('vb-video') as HTMLElement;
        await settledOn(el, 0);
        regionOf(el).focus();
        await sendKeys({ press: 'End' });
        await showsLast(el, 3);
        expect(slidesOf(el)[3]?.hasAttribute('inert')).to.equal(false);
        expect(video.getBoundingClientRect().width, 'the player has its size').to.be.above(10);
        prevOf(el).click();
        await waitFor(() => el.getAttribute('data-vb-slide') === '2', 'back to slide 2');
        nextOf(el).click();
        await showsLast(el, 3);
        await sendKeys({ press: 'Home' });
        await settledOn(el, 0);
        expect(slideAtStart(el)).to.equal(0);
      });
  });
}
