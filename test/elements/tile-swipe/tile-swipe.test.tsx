/**
 * vb-tile-swipe: a grid from 480 px (no carousel, every tile reachable), a carousel below (the pattern, buttons, the
 * 10 px drag threshold), switching live as the window changes.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../elements/tile-swipe/define.ts';
import { examples } from '../../../elements/tile-swipe/examples.ts';
import { exampleNamed, mountExample, type RenderMode } from '../../support/fixtures.ts';
import { changes, drag, nextOf, prevOf, reachable, regionOf, settledOn, slideAtStart, slidesOf } from '../../support/carousel.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const EVENT = 'vb-tile-swipe-change';

let record: ConsoleRecord;
beforeEach(() => {
  record = recordConsole();
});
afterEach(async () => {
  record.restore();
  await setViewport({ width: 800, height: 600 });
});

for (const mode of MODES) {
  describe(`<vb-tile-swipe> (${mode})`, function () {
    // Moves wait for animation frames, which a machine running several browsers at once hands out slowly.
    this.timeout(30000);

    it('from 480 px: a grid, no carousel role, no buttons, every tile reachable; accessible', async () => {
      await setViewport({ width: 800, height: 600 });
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(regionOf(el).hasAttribute('role')).to.equal(false);
      expect(prevOf(el).hidden && nextOf(el).hidden).to.equal(true);
      expect(slidesOf(el).some((s) => s.hasAttribute('inert') || s.hasAttribute('aria-roledescription'))).to.equal(false);
      const tops = slidesOf(el).map((s) => Math.round(s.getBoundingClientRect().top));
      expect(tops[0], 'the first tiles share a row').to.equal(tops[1]);
      expect(el.hasAttribute('data-vb-slide')).to.equal(false);
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it('below 480 px: a carousel of tiles with the pattern; next moves one; accessible', async () => {
      await setViewport({ width: 360, height: 640 });
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(regionOf(el).getAttribute('aria-roledescription')).to.equal('carousel');
      expect(regionOf(el).getAttribute('aria-label')).to.equal('Ways to take part');
      expect(slidesOf(el)[0]?.hasAttribute('aria-label'), 'a link tile keeps its own text as its name').to.equal(false);
      await reachable(el, [0]);
      await expect(el).to.be.accessible();
      const seen = changes(el, EVENT);
      nextOf(el).click();
      await settledOn(el, 1);
      expect(seen).to.deep.equal([{ index: 1, count: 5, cause: 'button' }]);
    });

    it('drag threshold 10 px: a 7 px wobble is still a tap (the link is followed), a long drag moves', async () => {
      await setViewport({ width: 360, height: 640 });
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const link = slidesOf(el)[0] as HTMLAnchorElement;
      let clicks = 0;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        clicks += 1;
      });
      await drag(el, -7, 2);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
      await settle();
      expect(clicks, 'a press that moved less than 10 px stays a click').to.equal(1);
      await waitFor(() => slideAtStart(el) === 0, 'the row to settle back on the first tile');
      expect(el.getAttribute('data-vb-slide')).to.equal('0');
      await drag(el, -250);
      await settledOn(el, 1);
    });

    it('switches live: growing the window past 480 px turns the carousel back into a grid', async () => {
      await setViewport({ width: 360, height: 640 });
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(regionOf(el).getAttribute('role')).to.equal('region');
      await setViewport({ width: 800, height: 600 });
      await waitFor(() => !regionOf(el).hasAttribute('role'), 'the grid');
      expect(slidesOf(el).some((s) => s.hasAttribute('inert'))).to.equal(false);
    });
  });
}
