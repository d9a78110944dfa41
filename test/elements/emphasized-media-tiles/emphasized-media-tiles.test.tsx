/**
 * vb-emphasized-media-tiles: from 600 px a grid with one tile twice the size (no carousel, every tile reachable);
 * below, the carousel kit's row (pattern, buttons, keys); a video tile plays through <vb-video> and pauses when it
 * scrolls out; the author's mistakes get a console warning naming the element and the attribute.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/emphasized-media-tiles/define.ts';
import '../../../elements/video/define.ts';
import { examples } from '../../../elements/emphasized-media-tiles/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { changes, nextOf, prevOf, reachable, regionOf, settledOn, slidesOf } from '../../support/carousel.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const WIDE = { width: 1000, height: 800 };
const PHONE = { width: 375, height: 700 };

let record: ConsoleRecord;
beforeEach(() => {
  record = recordConsole();
});
afterEach(async () => {
  record.restore();
  await setViewport({ width: 800, height: 600 });
});

const box = (el: Element) => el.getBoundingClientRect();
const videoOf = (tile: HTMLElement) => tile.querySelector('vb-video') as HTMLElement;
const facadeOf = (video: HTMLElement) => renderRoot(video).querySelector<HTMLButtonElement>("[part~='facade']") as HTMLButtonElement;

for (const mode of MODES) {
  describe(`<vb-emphasized-media-tiles> (${mode})`, function () {
    // Moves wait for animation frames, which a machine running several browsers at once hands out slowly.
    this.timeout(30000);

    it('from 600 px: a grid, the first tile two columns wide and two rows high, no carousel; accessible', async () => {
      await setViewport(WIDE);
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const tiles = slidesOf(el);
      expect(regionOf(el).hasAttribute('role')).to.equal(false);
      expect(prevOf(el).hidden && nextOf(el).hidden).to.equal(true);
      expect(tiles.some((t) => t.hasAttribute('inert') || t.hasAttribute('aria-roledescription'))).to.equal(false);
      expect(tiles.map((t) => t.hasAttribute('data-vb-emphasized'))).to.deep.equal([true, false, false, false]);
      const [first, second] = tiles.map(box) as [DOMRect, DOMRect];
      expect(first.width, 'the emphasized tile spans two columns').to.be.greaterThan(second.width * 1.9);
      expect(Math.round(second.left), 'the next tile sits beside it').to.be.greaterThan(Math.round(first.right));
      expect(Math.round(second.top), 'on its first row').to.equal(Math.round(first.top));
      expect(getComputedStyle(tiles[0] as HTMLElement).gridRowStart, 'and two rows high').to.equal('span 2');
      expect(el.hasAttribute('data-vb-slide')).to.equal(false);
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it('attributes to props: emphasized="1" moves the emphasis, -1 takes it away, label names the carousel', async () => {
      await setViewport(WIDE);
      const { el } = await mountExample(exampleNamed(examples, 'emphasized-link'), { render: mode });
      expect(slidesOf(el).map((t) => t.hasAttribute('data-vb-emphasized'))).to.deep.equal([false, true, false]);
      el.setAttribute('emphasized', '-1');
      await waitFor(() => slidesOf(el).every((t) => !t.hasAttribute('data-vb-emphasized')), 'no tile emphasized');
      const widths = slidesOf(el).map((t) => Math.round(box(t).width));
      expect(new Set(widths).size, 'every tile the same size').to.equal(1);
      el.setAttribute('prev-label', 'Back');
      el.setAttribute('of', 'de');
      await setViewport(PHONE);
      await waitFor(() => regionOf(el).getAttribute('role') === 'region', 'the carousel');
      expect(regionOf(el).getAttribute('aria-label')).to.equal('Ways to take part');
      await waitFor(() => prevOf(el).getAttribute('aria-label') === 'Back', 'the previous label');
      await waitFor(() => slidesOf(el)[0]?.getAttribute('aria-label') === '1 de 3', 'the slide label in the page language');
      expectQuiet(record);
    });

    it('below 600 px: a carousel with the pattern; the buttons and the keys move it; accessible', async () => {
      await setViewport(PHONE);
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(regionOf(el).getAttribute('aria-roledescription')).to.equal('carousel');
      expect(regionOf(el).getAttribute('aria-label')).to.equal('Stories and ways to take part');
      expect(slidesOf(el)[0]?.getAttribute('aria-label')).to.equal('1 of 4');
      const first = box(slidesOf(el)[0] as HTMLElement);
      expect(first.width, 'one tile and a peek of the next').to.be.lessThan(box(regionOf(el)).width);
      await reachable(el, [0]);
      expect([prevOf(el).hidden, nextOf(el).hidden], 'previous hidden at the first tile').to.deep.equal([true, false]);
      await expect(el).to.be.accessible();
      const seen = changes(el, 'vb-emphasized-media-tiles-change');
      nextOf(el).click();
      await settledOn(el, 1);
      nextOf(el).focus();
      await sendKeys({ press: 'ArrowRight' });
      await settledOn(el, 2);
      await sendKeys({ press: 'ArrowLeft' });
      await settledOn(el, 1);
      await sendKeys({ press: 'Home' });
      await settledOn(el, 0);
      expect(seen.map((c) => c.cause)).to.deep.equal(['button', 'key', 'key', 'key']);
      expect(seen.map((c) => c.index)).to.deep.equal([1, 2, 1, 0]);
      await sendKeys({ press: 'End' });
      await waitFor(() => nextOf(el).hidden, 'next hidden at the end');
      expect(prevOf(el).hidden).to.equal(false);
      expectQuiet(record);
    });

    it('switches live between the grid and the carousel as the window crosses 600 px', async () => {
      await setViewport(PHONE);
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(regionOf(el).getAttribute('role')).to.equal('region');
      await setViewport(WIDE);
      await waitFor(() => !regionOf(el).hasAttribute('role'), 'the grid');
      expect(slidesOf(el).some((t) => t.hasAttribute('inert') || t.hasAttribute('aria-label'))).to.equal(false);
      expect(slidesOf(el)[0]?.hasAttribute('data-vb-emphasized')).to.equal(true);
    });

    it('plays a video tile by keyboard through <vb-video>, marks the tile, and pauses it when it scrolls out', async () => {
      await setViewport(PHONE);
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const tile = slidesOf(el)[0] as HTMLElement;
      const video = videoOf(tile);
      const plays: Array<{ index: number; count: number }> = [];
      el.addEventListener('vb-emphasized-media-tiles-play', (e) => plays.push((e as CustomEvent<{ index: number; count: number }>).detail));
      const facade = await waitFor(() => facadeOf(video), 'the play button');
      expect(facade.getAttribute('aria-label')).to.equal('Play video: Hills at dawn');
      facade.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => video.hasAttribute('data-vb-playing'), 'the video playing');
      await waitFor(() => tile.hasAttribute('data-vb-playing'), 'the tile marked playing');
      expect(plays).to.deep.equal([{ index: 0, count: 4 }]);
      await expect(el).to.be.accessible();
      nextOf(el).click();
      await settledOn(el, 1);
      await waitFor(() => !video.hasAttribute('data-vb-playing'), 'the video paused once its tile left the view');
      expect(tile.hasAttribute('data-vb-playing')).to.equal(false);
    });

    it('a video tile with no media shows the media error in the tile; the other tiles still work', async () => {
      await setViewport(PHONE);
      const { el } = await mountHtml(
        `<vb-emphasized-media-tiles label="Films">
  <div><vb-video label="Missing film" load="preload"></vb-video><h3>Missing film</h3></div>
  <div><h3>Second</h3><a href="#second">Read</a></div>
</vb-emphasized-media-tiles>`,
        { render: mode },
      );
      const video = videoOf(slidesOf(el)[0] as HTMLElement);
      const alert = await waitFor(() => renderRoot(video).querySelector<HTMLElement>("[role='alert']"), 'the error');
      expect(alert.textContent).to.contain('No media added to player');
      expect(slidesOf(el)[0]?.hasAttribute('data-vb-playing')).to.equal(false);
      nextOf(el).click();
      // Two tiles: the last one cannot reach the start of the row, so it is selected where it comes to rest.
      await waitFor(() => el.getAttribute('data-vb-slide') === '1', 'the second tile selected');
      await expect(el).to.be.accessible();
    });

    it('bad input: an emphasized that names no tile, and no tiles at all, each get a warning naming the element', async () => {
      await setViewport(WIDE);
      const { el } = await mountHtml(
        `<vb-emphasized-media-tiles label="Two" emphasized="7"><div><h3>One</h3></div><div><h3>Two</h3></div></vb-emphasized-media-tiles>`,
        { render: mode },
      );
      await settle();
      expect(slidesOf(el)[0]?.hasAttribute('data-vb-emphasized'), 'the first tile instead').to.equal(true);
      expect(record.warnings).to.deep.equal([
        'visitorBlocks: <vb-emphasized-media-tiles> emphasized="7" names no tile (there are 2, numbered from 0; -1 for none): the first tile is emphasized.',
      ]);
      record.warnings.length = 0;
      await mountHtml(`<vb-emphasized-media-tiles label="Empty"></vb-emphasized-media-tiles>`, { render: mode });
      await waitFor(() => record.warnings.length > 0, 'the warning');
      expect(record.warnings).to.deep.equal([
        'visitorBlocks: <vb-emphasized-media-tiles> has no tiles: write each tile as a child element (a picture or a <vb-video>, a heading, a text, a link).',
      ]);
      expect(record.errors).to.deep.equal([]);
    });
  });
}
