/**
 * vb-inline-component-gallery: several slides at a time from 600 px, one and a peek below; the carousel pattern,
 * keys, the change event, wrap, few slides sharing the row, a wrong per-view.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/inline-component-gallery/define.ts';
import { examples } from '../../../elements/inline-component-gallery/examples.ts';
import { exampleNamed, mountExample, mountHtml, type RenderMode } from '../../support/fixtures.ts';
import { changes, nextOf, prevOf, reachable, regionOf, settledOn, slidesOf, viewportOf } from '../../support/carousel.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const EVENT = 'vb-inline-component-gallery-change';
/** A slide's share of the track (the track reaches one gap beyond the viewport, the room before the first slide). */
const widthShare = (el: HTMLElement, i: number) =>
  (slidesOf(el)[i] as HTMLElement).getBoundingClientRect().width / (viewportOf(el).firstElementChild as HTMLElement).getBoundingClientRect().width;

/** `count` cards as a page writes them (a heading, a line of text, a link), no picture to wait for. */
const cardsHtml = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `<article><h3>Card ${i + 1}</h3><p>A line of text that a button must not cover.</p><a href="#c${i}">More</a></article>`,
  ).join('');
/** The part of `box` inside `frame`, or undefined when none is (a slide scrolled out of view). */
function clip(box: DOMRect, frame: DOMRect): DOMRect | undefined {
  const left = Math.max(box.left, frame.left);
  const right = Math.min(box.right, frame.right);
  const top = Math.max(box.top, frame.top);
  const bottom = Math.min(box.bottom, frame.bottom);
  return left < right && top < bottom ? new DOMRect(left, top, right - left, bottom - top) : undefined;
}
const controlsOf = (el: HTMLElement) => regionOf(el).querySelector('[data-carousel="controls"]') as HTMLElement;
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

let record: ConsoleRecord;
beforeEach(async () => {
  record = recordConsole();
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 1000, height: 700 });
});
afterEach(async () => {
  record.restore();
  await setViewport({ width: 800, height: 600 });
});

for (const mode of MODES) {
  describe(`<vb-inline-component-gallery> (${mode})`, function () {
    // Moves wait for animation frames, which a machine running several browsers at once hands out slowly.
    this.timeout(30000);
    it('shows three at a time from 600 px; only those are reachable; next moves one; accessible', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(regionOf(el).getAttribute('aria-roledescription')).to.equal('carousel');
      expect(regionOf(el).getAttribute('aria-label')).to.equal('Activities this month');
      expect(widthShare(el, 0)).to.be.closeTo(1 / 3, 0.03);
      await reachable(el, [0, 1, 2]);
      expect(slidesOf(el).map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
      await expect(el).to.be.accessible();
      const seen = changes(el, EVENT);
      nextOf(el).click();
      await settledOn(el, 1);
      await reachable(el, [1, 2, 3]);
      expect(seen).to.deep.equal([{ index: 1, count: 6, cause: 'button' }]);
      await sendKeys({ press: 'End' });
      expectQuiet(record);
    });

    it('arrow keys move it from inside a slide', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      (slidesOf(el)[0]?.querySelector('a') as HTMLAnchorElement).focus();
      await sendKeys({ press: 'ArrowRight' });
      await settledOn(el, 1);
      const root = el.shadowRoot ?? document;
      expect(root.activeElement, 'focus left the slide that went out of view for the region').to.equal(regionOf(el));
      await sendKeys({ press: 'End' });
      // The last snap shows slides 4 to 6: the row stops with no blank room after the last card.
      await reachable(el, [3, 4, 5]);
      expect(nextOf(el).getAttribute('aria-disabled')).to.equal('true');
    });

    it('one slide and a peek of the next below 600 px', async () => {
      await setViewport({ width: 360, height: 640 });
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(widthShare(el, 0)).to.be.closeTo(0.85, 0.03);
      await reachable(el, [0]);
    });

    it('per-view="2" wrap: two at a time, and previous on the first goes to the end', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'wrap'), { render: mode });
      expect(widthShare(el, 0)).to.be.closeTo(0.5, 0.03);
      prevOf(el).click();
      await settledOn(el, 5);
    });

    it('three slides with wrap share the row: no wrap, no buttons', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'few'), { render: mode });
      expect(widthShare(el, 0)).to.be.closeTo(1 / 3, 0.03);
      await reachable(el, [0, 1, 2]);
      expect(prevOf(el).hidden && nextOf(el).hidden).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('previous/next sit in their own row, clear of every slide that shows, at 320, 375 and 1280 px and per-view 1 to 6', async () => {
      for (const width of [320, 375, 1280]) {
        await setViewport({ width, height: 800 });
        for (let perView = 1; perView <= 6; perView += 1) {
          const { el, wrapper } = await mountHtml(`<vb-inline-component-gallery per-view="${perView}">${cardsHtml(7)}</vb-inline-component-gallery>`, {
            render: mode,
          });
          await waitFor(() => !nextOf(el).hidden, `next to show at ${width} px, per-view ${perView}`);
          const where = `at ${width} px, per-view ${perView}`;
          const shown = viewportOf(el).getBoundingClientRect();
          const slides = slidesOf(el).map((slide) => clip(slide.getBoundingClientRect(), shown));
          for (const button of [prevOf(el), nextOf(el)]) {
            const box = button.getBoundingClientRect();
            expect(box.height, `${button.getAttribute('aria-label')} shows ${where}`).to.be.at.least(44);
            const covered = slides.flatMap((slide, i) => (slide && overlaps(box, slide) ? [`slide ${i + 1}`] : []));
            expect(covered, `${button.getAttribute('aria-label')} over a slide ${where}`).to.deep.equal([]);
          }
          wrapper.remove();
        }
      }
    });

    it('wrap with every slide in view (per-view 4, four slides): nothing to wrap to, no buttons and no room for them; below 600 px it wraps', async () => {
      const html = `<vb-inline-component-gallery per-view="4" wrap>${cardsHtml(4)}</vb-inline-component-gallery>`;
      const { el, wrapper } = await mountHtml(html, { render: mode });
      await reachable(el, [0, 1, 2, 3]);
      expect(prevOf(el).hidden && nextOf(el).hidden, 'buttons hidden').to.equal(true);
      expect(controlsOf(el).getBoundingClientRect().height, 'the row of buttons takes no room').to.equal(0);
      wrapper.remove();
      await setViewport({ width: 375, height: 700 });
      const narrow = await mountHtml(html, { render: mode });
      await waitFor(() => !prevOf(narrow.el).hidden, 'previous to show below 600 px');
      prevOf(narrow.el).click();
      await settledOn(narrow.el, 3);
    });

    it('a wrong per-view warns naming the element and the attribute, and shows three', async () => {
      const { el } = await mountHtml(
        `<vb-inline-component-gallery per-view="9"><div>One</div><div>Two</div><div>Three</div><div>Four</div></vb-inline-component-gallery>`,
        { render: mode },
      );
      expect(widthShare(el, 0)).to.be.closeTo(1 / 3, 0.03);
      expect(record.warnings).to.deep.equal([
        '<vb-inline-component-gallery>: attribute per-view="9" is not a whole number from 1 to 6; using the default (3).',
      ]);
    });
  });
}
