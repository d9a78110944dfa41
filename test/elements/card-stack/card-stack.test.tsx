/** vb-card-stack (spec sections 4 'Card stack' and 9): buttons, keys, click, pointer drag, reset, reduced motion, axe. */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../../elements/card-stack/define.ts';
import { examples } from '../../../elements/card-stack/examples.ts';
import { publish } from '../../../src/remote-trigger.ts';
import { deepActiveElement } from '../../../src/overlay-focus.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const part = <T extends HTMLElement = HTMLElement>(el: HTMLElement, name: string) => renderRoot(el).querySelector<T>(`[part~="${name}"]`)!;
const position = (el: HTMLElement) => part(el, 'position').textContent;
const cards = (el: HTMLElement) => Array.from(el.querySelectorAll<HTMLElement>('[data-vb-card-place]'));
const places = (el: HTMLElement) => cards(el).map((card) => card.getAttribute('data-vb-card-place'));
const top = (el: HTMLElement) => cards(el).find((card) => card.getAttribute('data-vb-card-place') === '0')!;

let record: ConsoleRecord;
let changes: Array<{ index: number; count: number; cause: string }>;
const listen = (event: Event) => changes.push((event as CustomEvent).detail as { index: number; count: number; cause: string });
beforeEach(async () => {
  record = recordConsole();
  changes = [];
  document.addEventListener('vb-card-stack-change', listen);
  await emulateMedia({ reducedMotion: 'reduce' });
});
afterEach(async () => {
  await settle();
  document.removeEventListener('vb-card-stack-change', listen);
  record.restore();
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 800, height: 600 });
  expect(record.uncaught, 'uncaught').to.deep.equal([]);
  expect(record.errors, 'errors').to.deep.equal([]);
});

/** Press at the centre of the top card, move by dx in steps, release. */
async function drag(card: HTMLElement, dx: number, dy = 0): Promise<void> {
  const box = card.getBoundingClientRect();
  const x = Math.round(box.left + box.width / 2);
  const y = Math.round(box.top + box.height / 2);
  await sendMouse({ type: 'move', position: [x, y] });
  await sendMouse({ type: 'down' });
  for (const step of [0.5, 1]) await sendMouse({ type: 'move', position: [Math.round(x + dx * step), Math.round(y + dy * step)] });
  await sendMouse({ type: 'up' });
  await sendMouse({ type: 'move', position: [0, 0] });
  await settle();
}

for (const render of MODES) {
  describe(`vb-card-stack (${render})`, () => {
    it("stacks up to 5 cards, only the top one reachable, and announces 'Card 1 of 6'", async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      expect(places(el)).to.deep.equal(['0', '1', '2', '3', '4', 'under']);
      expect(cards(el).map((card) => card.inert)).to.deep.equal([false, true, true, true, true, true]);
      expect(position(el)).to.equal('Card 1 of 6');
      expect(part(el, 'position').getAttribute('role')).to.equal('status');
      expect(part(el, 'stack').getAttribute('aria-label')).to.equal('Ways to serve');
      expect(part<HTMLButtonElement>(el, 'previous').disabled).to.equal(true);
      expect(part(el, 'next').textContent).to.equal('Next card');
      await expect(el).to.be.accessible();
    });

    it('Next and Previous move one card, send vb-card-stack-change and write index back; at the end Next starts over', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      const next = part<HTMLButtonElement>(el, 'next');
      next.click();
      await settle();
      expect(places(el)).to.deep.equal(['gone', '0', '1', '2', '3', '4']);
      expect(position(el)).to.equal('Card 2 of 6');
      expect(el.getAttribute('index')).to.equal('1');
      expect(changes).to.deep.equal([{ index: 1, count: 6, cause: 'button' }]);
      part<HTMLButtonElement>(el, 'previous').click();
      await settle();
      expect(position(el)).to.equal('Card 1 of 6');
      for (let i = 0; i < 5; i++) {
        next.click();
        await settle();
      }
      expect(position(el)).to.equal('Card 6 of 6');
      expect(next.textContent).to.equal('Start over');
      await expect(el).to.be.accessible();
      next.click();
      await settle();
      expect(position(el)).to.equal('Card 1 of 6');
      expect(changes.at(-1)).to.deep.equal({ index: 0, count: 6, cause: 'reset' });
    });

    it('the arrow keys, Home and End move the focused stack; other keys and keys inside a card do nothing', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      part(el, 'cards').focus();
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      expect(position(el)).to.equal('Card 3 of 6');
      await sendKeys({ press: 'ArrowLeft' });
      await settle();
      expect(position(el)).to.equal('Card 2 of 6');
      await sendKeys({ press: 'End' });
      await settle();
      expect(position(el)).to.equal('Card 6 of 6');
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(position(el)).to.equal('Card 6 of 6');
      await sendKeys({ press: 'Home' });
      await settle();
      expect(position(el)).to.equal('Card 1 of 6');
      expect(changes.map((c) => c.cause)).to.deep.equal(['key', 'key', 'key', 'key', 'key']);
      expect(deepActiveElement()).to.equal(part(el, 'cards'));
    });

    it('a click on the top card moves forward; a click on a link inside it does not', async () => {
      const { el } = await mountHtml(
        `<vb-card-stack render="${render}"><div>One <a href="#nowhere-card">a link</a></div><div>Two</div><div>Three</div></vb-card-stack>`,
      );
      const link = top(el).querySelector('a')!;
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
      await settle();
      expect(position(el)).to.equal('Card 1 of 3');
      top(el).click();
      await settle();
      expect(position(el)).to.equal('Card 2 of 3');
      expect(changes).to.deep.equal([{ index: 1, count: 3, cause: 'click' }]);
    });

    it('a drag of 80 px to the left moves forward, to the right back; a short drag springs back and is no click', async function () {
      // Some 20 real mouse events: slow on a loaded machine.
      this.timeout(40000);
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render });
      await drag(top(el), -120);
      expect(position(el)).to.equal('Card 2 of 6');
      await drag(top(el), 120);
      expect(position(el)).to.equal('Card 1 of 6');
      // 40 px is past the 10 px drag threshold (no click) and short of the swipe: nothing moves.
      await drag(top(el), -40);
      expect(position(el)).to.equal('Card 1 of 6');
      // Under 10 px it is a click on the top card.
      await drag(top(el), -5);
      expect(position(el)).to.equal('Card 2 of 6');
      expect(changes.map((c) => c.cause)).to.deep.equal(['swipe', 'swipe', 'click']);
      expect(top(el).style.getPropertyValue('--_vb-card-stack-drag')).to.equal('');
    });
  });
}

describe('vb-card-stack', () => {
  it('with a cover, the cover reads its text and is not counted', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'cover'));
    expect(position(el)).to.equal('Start here');
    part<HTMLButtonElement>(el, 'next').click();
    await settle();
    expect(position(el)).to.equal('Card 1 of 3');
    await expect(el).to.be.accessible();
  });

  it('starts at index, clamps it, and setting el.index = 0 (refresh) resets after the visitor moved', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'own-wording'));
    expect(position(el)).to.equal('Tarjeta 3 de 3');
    expect(part(el, 'next').textContent).to.equal('Volver a empezar');
    part<HTMLButtonElement>(el, 'previous').click();
    await settle();
    expect(el.getAttribute('index')).to.equal('1');
    (el as HTMLElement & { index: number }).index = 0;
    await settle();
    expect(position(el)).to.equal('Tarjeta 1 de 3');
    expect(changes.at(-1)).to.deep.equal({ index: 0, count: 3, cause: 'property' });
    el.setAttribute('index', '99');
    await settle();
    expect(position(el)).to.equal('Tarjeta 3 de 3');
  });

  it('a remote trigger (a link to its id) moves it back to the first card', async () => {
    const { el, wrapper } = await mountExample(exampleNamed(examples, 'reset-by-trigger'));
    expect(position(el)).to.equal('Card 2 of 3');
    wrapper.querySelector<HTMLAnchorElement>('a[href="#card-stack-steps"]')!.click();
    await settle();
    expect(position(el)).to.equal('Card 1 of 3');
    part<HTMLButtonElement>(el, 'next').click();
    await settle();
    publish('card-stack-steps', { action: 'refresh' });
    await settle();
    expect(position(el)).to.equal('Card 1 of 3');
    expect(changes.map((c) => c.cause)).to.deep.equal(['trigger', 'button', 'trigger']);
  });

  it('animates the top card out in 400 ms and back in 500 ms, and not at all under reduced motion', async () => {
    // Recorded as they start: on a loaded machine a 400 ms animation may be over before the test looks.
    const started: Array<{ card: Element; duration: number; leaving: boolean }> = [];
    const original = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const frames = keyframes as Keyframe[];
      started.push({ card: this, duration: Number((options as KeyframeAnimationOptions).duration), leaving: frames.at(-1)?.opacity === 0 });
      return original.call(this, keyframes, options);
    };
    try {
      const { el } = await mountExample(exampleNamed(examples, 'default'));
      part<HTMLButtonElement>(el, 'next').click();
      await settle();
      expect(started, 'reduced motion: no animation').to.deep.equal([]);
      await emulateMedia({ reducedMotion: 'no-preference' });
      const second = cards(el)[1]!;
      part<HTMLButtonElement>(el, 'next').click();
      await settle();
      part<HTMLButtonElement>(el, 'previous').click();
      await settle();
      expect(started).to.deep.equal([
        { card: second, duration: 400, leaving: true },
        { card: second, duration: 500, leaving: false },
      ]);
    } finally {
      Element.prototype.animate = original;
    }
  });

  it('fits a 320 px screen: one row of controls, 44 px buttons named by their text, nothing wider than the screen', async () => {
    await setViewport({ width: 320, height: 640 });
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    const previous = part(el, 'previous');
    const next = part(el, 'next');
    expect(previous.getBoundingClientRect().height).to.be.at.least(44);
    expect(next.getBoundingClientRect().width).to.be.at.least(44);
    expect(Math.round(previous.getBoundingClientRect().top)).to.equal(Math.round(next.getBoundingClientRect().top));
    expect(el.scrollWidth).to.be.at.most(320);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    await expect(el).to.be.accessible();
  });

  it('an empty stack warns, naming the element, and shows no controls', async () => {
    const { el } = await mountHtml('<vb-card-stack></vb-card-stack>');
    await settle();
    expect(record.warnings.join('\n')).to.contain('<vb-card-stack>: no cards.');
    expect(part(el, 'controls').hidden).to.equal(true);
    expect(part(el, 'cards').hasAttribute('tabindex')).to.equal(false);
  });

  it('cards added later join the stack', async () => {
    const { el } = await mountHtml('<vb-card-stack><div>One</div></vb-card-stack>');
    expect(position(el)).to.equal('Card 1 of 1');
    const more = document.createElement('div');
    more.textContent = 'Two';
    el.append(more);
    await waitFor(() => position(el) === 'Card 1 of 2', 'the new card');
    expect(places(el)).to.deep.equal(['0', '1']);
  });
});
