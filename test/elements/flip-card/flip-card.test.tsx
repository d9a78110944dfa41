/**
 * vb-flip-card (spec sections 2, 4 'Flip card' and 9): the stack, a flip by click, Enter and Space with focus on the
 * new top card, shuffle in view and by remote trigger, reduced motion, and the carousel on mobile user agents up to
 * 1024 px with previous/next hidden at the ends.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/flip-card/define.ts';
import { examples } from '../../../elements/flip-card/examples.ts';
import { publish } from '../../../src/remote-trigger.ts';
import { deepActiveElement } from '../../../src/overlay-focus.ts';
import { exampleNamed, mountExample, mountHtml, type RenderMode } from '../../support/fixtures.ts';
import { nextOf, prevOf, regionOf, settledOn, slidesOf } from '../../support/carousel.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
type Detail = Record<string, unknown>;

const topCard = (el: HTMLElement) => slidesOf(el).find((card) => card.getAttribute('tabindex') === '0' && !card.inert) as HTMLElement;
/** Script animations only (the page's CSS transitions are not the flip). */
const turns = (card: HTMLElement | undefined) => (card?.getAnimations() ?? []).filter((a) => !(a instanceof CSSTransition) && !(a instanceof CSSAnimation));
const titleOf = (card: HTMLElement | undefined) => card?.querySelector('h3')?.textContent;
function seen(el: HTMLElement, name: string): Detail[] {
  const list: Detail[] = [];
  el.addEventListener(name, (event) => list.push((event as CustomEvent).detail as Detail));
  return list;
}

/** Pretend to be a phone's browser (the element reads the user agent when it mounts). */
function mobileAgent(): () => void {
  Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', configurable: true });
  return () => {
    delete (navigator as { userAgent?: string }).userAgent;
  };
}

let record: ConsoleRecord;
beforeEach(async () => {
  record = recordConsole();
  await emulateMedia({ reducedMotion: 'reduce' });
});
afterEach(async () => {
  await settle();
  record.restore();
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 800, height: 600 });
});

for (const render of MODES) {
  describe(`<vb-flip-card> (${render})`, function () {
    this.timeout(30000);

    it('a stack: the first card on top, focusable and named, the others inert; no carousel on a desktop browser at 800 px; accessible', async () => {
      await setViewport({ width: 800, height: 600 });
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      const cards = slidesOf(el);
      expect(cards.map((card) => card.inert)).to.deep.equal([false, true, true, true]);
      expect(topCard(el)).to.equal(cards[0]);
      expect(cards[0]?.getAttribute('aria-label')).to.equal('Card 1 of 4');
      expect(cards[0]?.getAttribute('aria-roledescription')).to.equal('flip card');
      expect(regionOf(el).hasAttribute('role'), 'no carousel on a desktop browser').to.equal(false);
      expect(prevOf(el).hidden && nextOf(el).hidden).to.equal(true);
      const [a, b] = cards.map((card) => card.getBoundingClientRect());
      expect(Math.round(b!.top - a!.top), 'the card under shows 0.5rem below').to.equal(8);
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it('a click flips the top card to the back and focuses the new top card', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      const flips = seen(el, 'vb-flip-card-flip');
      slidesOf(el)[0]?.querySelector('p')?.click();
      await waitFor(() => flips.length === 1, 'a flip');
      expect(flips).to.deep.equal([{ index: 1, count: 4, cause: 'click' }]);
      await settle();
      expect(titleOf(topCard(el))).to.equal('Scripture');
      expect(deepActiveElement()).to.equal(slidesOf(el)[1]);
      expect(slidesOf(el)[0]?.inert, 'the flipped card is at the back').to.equal(true);
      expect(slidesOf(el)[1]?.getAttribute('aria-label')).to.equal('Card 2 of 4');
      await expect(el).to.be.accessible();
    });

    it('Enter and Space flip; the stack goes round to the first card again', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      const flips = seen(el, 'vb-flip-card-flip');
      slidesOf(el)[0]?.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => flips.length === 1, 'a flip by Enter');
      await settle();
      await sendKeys({ press: 'Space' });
      await waitFor(() => flips.length === 2, 'a flip by Space');
      await settle();
      expect(deepActiveElement()).to.equal(slidesOf(el)[2]);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => flips.length === 3, 'a third flip');
      await settle();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => flips.length === 4, 'a fourth flip');
      await settle();
      expect(flips.map((f) => [f.index, f.cause])).to.deep.equal([
        [1, 'key'],
        [2, 'key'],
        [3, 'key'],
        [0, 'key'],
      ]);
      expect(titleOf(topCard(el))).to.equal('Prayer');
      expect(deepActiveElement()).to.equal(slidesOf(el)[0]);
    });

    it('a click on a link inside the top card follows the link and does not flip', async () => {
      const { el } = await mountHtml(`<vb-flip-card><div><a href="#x">More</a></div><div>Two</div></vb-flip-card>`, { render });
      const flips = seen(el, 'vb-flip-card-flip');
      const link = slidesOf(el)[0]?.querySelector('a') as HTMLAnchorElement;
      let followed = 0;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        followed += 1;
      });
      link.click();
      await settle();
      expect(followed).to.equal(1);
      expect(flips).to.deep.equal([]);
      expect(topCard(el)).to.equal(slidesOf(el)[0]);
    });

    it('turns the card over in 600 ms, and moves it at once under reduced motion', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      const flips = seen(el, 'vb-flip-card-flip');
      slidesOf(el)[0]?.click();
      await settle();
      expect(flips.length, 'reduced motion: flipped at once').to.equal(1);
      expect(turns(slidesOf(el)[0])).to.deep.equal([]);
      await emulateMedia({ reducedMotion: 'no-preference' });
      const started = performance.now();
      slidesOf(el)[1]?.click();
      await settle();
      expect(turns(slidesOf(el)[1]).map((a) => a.effect?.getTiming().duration)).to.deep.equal([600]);
      expect(flips.length, 'still turning').to.equal(1);
      await waitFor(() => flips.length === 2, 'the flip to end', 3000);
      expect(performance.now() - started).to.be.greaterThan(550);
      expect(titleOf(topCard(el))).to.equal('Service');
    });

    it('shuffles when it scrolls into view and on its remote trigger; card-label names the top card', async () => {
      const { el } = await mountHtml(
        `<vb-flip-card shuffle trigger-id="flip-${render}" card-label="Karte {index} von {count}"><div><h3>A</h3></div><div><h3>B</h3></div><div><h3>C</h3></div></vb-flip-card>`,
        { render },
      );
      const shuffles = seen(el, 'vb-flip-card-shuffle');
      await waitFor(() => titleOf(topCard(el)) !== 'A', 'the in-view shuffle');
      const inView = shuffles.length ? shuffles : [];
      expect(el.getAttribute('shuffle')).to.equal('');
      const top = titleOf(topCard(el));
      expect(topCard(el)?.getAttribute('aria-label')).to.match(/^Karte [23] von 3$/);
      publish(`flip-${render}`);
      await waitFor(() => titleOf(topCard(el)) !== top, 'the triggered shuffle');
      expect(shuffles.at(-1)?.cause).to.equal('trigger');
      expect((shuffles.at(-1)?.order as number[]).slice().sort()).to.deep.equal([0, 1, 2]);
      expect(inView.filter((s) => s.cause === 'in-view').length).to.be.at.most(1);
      await expect(el).to.be.accessible();
    });

    // At 320 px on a phone the carousel's cards were bare text running into the next one, and next (then previous, at the
    // last card) sat over a card's words: the cards keep their box, and the buttons sit in a row under them.
    it('on a phone at 320 px: each card keeps its box, and previous/next cover no card', async () => {
      const restore = mobileAgent();
      try {
        await setViewport({ width: 320, height: 640 });
        const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
        await waitFor(() => regionOf(el).hasAttribute('role'), 'the carousel at 320 px');
        const overlaps = (button: HTMLElement) => {
          const b = button.getBoundingClientRect();
          return slidesOf(el).some((card) => {
            const c = card.getBoundingClientRect();
            return b.left < c.right && c.left < b.right && b.top < c.bottom && c.top < b.bottom;
          });
        };
        const box = getComputedStyle(slidesOf(el)[0]!);
        expect(parseFloat(box.borderTopWidth), 'a card keeps its border').to.be.at.least(1);
        expect(parseFloat(box.paddingLeft), 'and its padding').to.be.at.least(16);
        expect(overlaps(nextOf(el)), 'next over a card').to.equal(false);
        el.dataset.vbSlide = '3';
        await waitFor(() => nextOf(el).hidden, 'at the last card');
        await waitFor(() => !overlaps(prevOf(el)), 'previous, at the last card, over no card');
      } finally {
        restore();
      }
    });

    it('on a mobile user agent up to 1024 px: a swipeable carousel, previous/next hidden at the ends; accessible', async () => {
      const restore = mobileAgent();
      try {
        await setViewport({ width: 800, height: 600 });
        const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
        expect(regionOf(el).getAttribute('aria-roledescription')).to.equal('carousel');
        expect(regionOf(el).getAttribute('aria-label')).to.equal('Four small habits');
        expect(prevOf(el).hidden, 'previous hidden at the first card').to.equal(true);
        expect(nextOf(el).hidden).to.equal(false);
        expect(slidesOf(el)[0]?.getAttribute('aria-label')).to.equal('1 of 4');
        await expect(el).to.be.accessible();
        const changes = seen(el, 'vb-flip-card-change');
        const flips = seen(el, 'vb-flip-card-flip');
        nextOf(el).click();
        await settledOn(el, 1);
        expect(changes).to.deep.equal([{ index: 1, count: 4, cause: 'button' }]);
        slidesOf(el)[1]?.click();
        await settle();
        expect(flips, 'no flip in the carousel').to.deep.equal([]);
        el.dataset.vbSlide = '3';
        await waitFor(() => nextOf(el).hidden, 'next hidden at the last card');
        expect(prevOf(el).hidden).to.equal(false);
        await setViewport({ width: 1100, height: 700 });
        await waitFor(() => !regionOf(el).hasAttribute('role'), 'the stack again above 1024 px');
        expect(slidesOf(el).filter((card) => !card.inert).length).to.equal(1);
      } finally {
        restore();
      }
    });
  });
}
