/**
 * vb-thumbnail-slider: the WAI-ARIA carousel pattern on the carousel kit (region, "n of N" slides, previous/next),
 * thumbnails, keys, drag, the change event, wrap-around, data-vb-slide both ways, reduced motion, lazy images.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/thumbnail-slider/define.ts';
import { examples } from '../../../elements/thumbnail-slider/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { changes, drag, nextOf, prevOf, reachable, regionOf, settledOn, slideAtStart, slidesOf, trackTransform } from '../../support/carousel.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const thumbsOf = (el: HTMLElement) => Array.from(renderRoot(el).querySelectorAll<HTMLButtonElement>('[part~="thumbnail"]'));
const EVENT = 'vb-thumbnail-slider-change';

let record: ConsoleRecord;
beforeEach(async () => {
  record = recordConsole();
  await emulateMedia({ reducedMotion: 'no-preference' });
});
afterEach(async () => {
  record.restore();
  await emulateMedia({ reducedMotion: 'no-preference' });
});

for (const mode of MODES) {
  describe(`<vb-thumbnail-slider> (${mode})`, function () {
    // Moves wait for animation frames, which a machine running several browsers at once hands out slowly.
    this.timeout(30000);
    it('is a named carousel region whose slides are groups named "n of N", only the shown one reachable', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const region = regionOf(el);
      expect(region.getAttribute('role')).to.equal('region');
      expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
      expect(region.getAttribute('aria-label')).to.equal('Photos of the open house');
      const slides = slidesOf(el);
      expect(slides).to.have.length(6);
      expect(slides.map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
      expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).to.equal(true);
      expect(slides[0]?.getAttribute('role'), 'a figure keeps its own role (ARIA allows it no group role)').to.equal(null);
      await reachable(el, [0]);
      expect(prevOf(el).getAttribute('aria-label')).to.equal('Previous slide');
      expect(nextOf(el).getAttribute('aria-label')).to.equal('Next slide');
      expect(prevOf(el).getAttribute('aria-disabled'), 'nothing before the first slide').to.equal('true');
      expect(el.getAttribute('data-vb-slide')).to.equal('0');
      expect(slideAtStart(el)).to.equal(0);
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it("a figure slide's picture fills the slide at its own ratio (it was shown at its 1200 × 800 attributes, cropped)", async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      wrapper.style.width = '300px';
      const image = slidesOf(el)[0]?.querySelector('img') as HTMLImageElement;
      await waitFor(() => image.complete, 'the first picture');
      const slide = (slidesOf(el)[0] as HTMLElement).getBoundingClientRect();
      const box = image.getBoundingClientRect();
      const inner = slide.width - parseFloat(getComputedStyle(slidesOf(el)[0] as HTMLElement).paddingInlineStart);
      expect(box.width, "the slide's width").to.be.closeTo(inner, 1);
      expect(box.height, 'its 3 : 2 ratio').to.be.closeTo((inner * 800) / 1200, 1);
    });

    it('next and previous move one slide, send the change event with its cause, and stop at the ends', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const seen = changes(el, EVENT);
      nextOf(el).click();
      await settledOn(el, 1);
      expect(seen).to.deep.equal([{ index: 1, count: 6, cause: 'button' }]);
      await reachable(el, [1]);
      prevOf(el).click();
      await settledOn(el, 0);
      expect(seen[1]).to.deep.equal({ index: 0, count: 6, cause: 'button' });
      prevOf(el).click();
      await settle();
      expect(seen, 'previous on the first slide does nothing').to.have.length(2);
    });

    it('thumbnails: one button per slide named by its picture, aria-current on the selected one; a click goes there', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const seen = changes(el, EVENT);
      const thumbs = thumbsOf(el);
      expect(thumbs.map((t) => t.getAttribute('aria-label'))).to.deep.equal([
        '1 of 6: The chapel at dawn',
        '2 of 6: A service in the garden',
        '3 of 6: The youth choir',
        '4 of 6: The harvest supper',
        '5 of 6: The family hike',
        '6 of 6: The family history library',
      ]);
      expect(renderRoot(el).querySelector('[part~="thumbnails"]')?.getAttribute('aria-label')).to.equal('Choose a slide');
      expect(thumbs[0]?.getAttribute('aria-current')).to.equal('true');
      thumbs[4]?.click();
      await settledOn(el, 4);
      expect(seen).to.deep.equal([{ index: 4, count: 6, cause: 'picker' }]);
      expect(thumbsOf(el).map((t) => t.getAttribute('aria-current'))).to.deep.equal([null, null, null, null, 'true', null]);
      await expect(el).to.be.accessible();
    });

    it('keyboard: Tab reaches previous/next first; arrows, Home and End move inside the carousel', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const seen = changes(el, EVENT);
      nextOf(el).focus();
      await sendKeys({ press: 'Enter' });
      await settledOn(el, 1);
      await sendKeys({ press: 'ArrowRight' });
      await settledOn(el, 2);
      await sendKeys({ press: 'End' });
      await settledOn(el, 5);
      expect(nextOf(el).getAttribute('aria-disabled')).to.equal('true');
      await sendKeys({ press: 'ArrowLeft' });
      await settledOn(el, 4);
      await sendKeys({ press: 'Home' });
      await settledOn(el, 0);
      expect(seen.map((c) => `${c.index}:${c.cause}`)).to.deep.equal(['1:button', '2:key', '5:key', '4:key', '0:key']);
    });

    it('a drag of more than a few pixels moves to the next slide (cause drag)', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const seen = changes(el, EVENT);
      // Past half a slide: it lands on the next one whatever speed a loaded test machine gives the drag.
      await drag(el, -500);
      await settledOn(el, 1);
      expect(seen).to.deep.equal([{ index: 1, count: 6, cause: 'drag' }]);
    });

    it('wrap: next on the last slide goes to the first', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'wrap'), { render: mode });
      expect(prevOf(el).hasAttribute('aria-disabled'), 'wrapping: previous works on the first slide').to.equal(false);
      prevOf(el).click();
      await settledOn(el, 3);
      nextOf(el).click();
      await settledOn(el, 0);
    });

    it('data-vb-slide picks the start, and a script writing it moves the carousel (cause script); own words', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'start-slide'), { render: mode });
      await settledOn(el, 2);
      expect(slidesOf(el)[2]?.getAttribute('aria-label'), 'an image slide keeps its alt text as its name').to.equal(null);
      expect(thumbsOf(el)[2]?.getAttribute('aria-label')).to.equal('3 de 3: Un servicio en el jardín');
      expect(nextOf(el).getAttribute('aria-label')).to.equal('Foto siguiente');
      const seen = changes(el, EVENT);
      el.setAttribute('data-vb-slide', '0');
      await settledOn(el, 0);
      expect(seen).to.deep.equal([{ index: 0, count: 3, cause: 'script' }]);
    });

    it('changing `of` after the carousel runs renames every slide and thumbnail, and the carousel keeps its place', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      nextOf(el).click();
      await settledOn(el, 1);
      el.setAttribute('of', 'de');
      await waitFor(() => slidesOf(el)[5]?.getAttribute('aria-label') === '6 de 6', 'the slides to be renamed');
      expect(slidesOf(el).map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 de 6', '2 de 6', '3 de 6', '4 de 6', '5 de 6', '6 de 6']);
      expect(thumbsOf(el)[1]?.getAttribute('aria-label')).to.equal('2 de 6: A service in the garden');
      expect(el.getAttribute('data-vb-slide'), 'still on the slide the visitor chose').to.equal('1');
      await reachable(el, [1]);
      el.removeAttribute('of');
      await waitFor(() => slidesOf(el)[0]?.getAttribute('aria-label') === '1 of 6', 'the default word back');
      expect(slidesOf(el).map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
    });

    it('reduced motion: a move lands at once, with no animation frames in between', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const before = trackTransform(el);
      nextOf(el).click();
      const atOnce = trackTransform(el);
      expect(atOnce, 'the track moved in the click itself').not.to.equal(before);
      await settledOn(el, 1);
      expect(trackTransform(el), 'and that was the end position').to.equal(atOnce);
    });

    it('without reduced motion the move is animated (the control case of the test above)', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const before = trackTransform(el);
      nextOf(el).click();
      expect(trackTransform(el)).to.equal(before);
      await settledOn(el, 1);
    });

    it('images: all but the shown slide and its neighbour wait (lazy); the neighbour of a new slide loads', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const images = () => slidesOf(el).map((s) => (s.querySelector('img') as HTMLImageElement).loading);
      expect(images()).to.deep.equal(['auto', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
      nextOf(el).click();
      await settledOn(el, 1);
      await waitFor(() => images()[2] === 'eager', 'the third image to load once the second slide shows');
      expect(images()).to.deep.equal(['auto', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
    });

    it('a slide with playing media that scrolls out is paused; a plain container slide is a group', async () => {
      const { el } = await mountHtml(
        `<vb-thumbnail-slider label="Clips"><div><video muted loop width="320" height="180"></video></div><div><p>Second</p></div></vb-thumbnail-slider>`,
        { render: mode },
      );
      expect(slidesOf(el).map((s) => s.getAttribute('role'))).to.deep.equal(['group', 'group']);
      expect(slidesOf(el).map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 of 2', '2 of 2']);
      const video = el.querySelector('video') as HTMLVideoElement;
      let paused = 0;
      video.pause = () => {
        paused += 1;
      };
      Object.defineProperty(video, 'paused', { get: () => paused > 0 });
      nextOf(el).click();
      await settledOn(el, 1);
      await waitFor(() => paused > 0, 'the video in the first slide to be paused');
    });

    it('an image without width and height gets a warning naming the element', async () => {
      await mountHtml(
        `<vb-thumbnail-slider><img src="/demo/static/gallery/hike.svg" alt="Hike"><img src="/demo/static/gallery/choir.svg" alt="Choir" width="1200" height="800"></vb-thumbnail-slider>`,
        {
          render: mode,
        },
      );
      expect(record.warnings.some((w) => w.startsWith('<vb-thumbnail-slider>: the image in slide 1') && w.includes('width and height'))).to.equal(true);
    });
  });
}
