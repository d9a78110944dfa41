/** vb-overlay: the overlay kit's full-screen modal form (the scrim): link, Escape, scrim click, focus, scroll lock, nesting. */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/overlay/define.ts';
import '../../../elements/modal/define.ts';
import { examples } from '../../../elements/overlay/examples.ts';
import { openOverlays } from '../../../src/overlay.ts';
import { deepActiveElement } from '../../../src/overlay-focus.ts';
import { publish } from '../../../src/remote-trigger.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { closeButtonOf, dialogOf, isModalOpen, pressLink, watchOverlays } from '../../support/overlay.ts';
import { settle } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];

type Rgb = [number, number, number];
/** A computed colour as [r, g, b, alpha]. */
function rgba(color: string): [number, number, number, number] {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
}
/** `color` painted over `below`. */
function over([r, g, b, a]: [number, number, number, number], below: Rgb): Rgb {
  return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a)];
}
/** WCAG 2 contrast ratio (the alpha of `fg` is ignored: text colours here are opaque). */
function contrast(fg: Rgb | [number, number, number, number], bg: Rgb): number {
  const lum = ([r, g, b]: readonly number[]) =>
    [r, g, b]
      .map((v) => ((v ?? 0) / 255 <= 0.03928 ? (v ?? 0) / 255 / 12.92 : (((v ?? 0) / 255 + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

const { events } = watchOverlays(['vb-overlay-open', 'vb-overlay-close']);

for (const mode of MODES) {
  describe(`<vb-overlay> (${mode})`, () => {
    it('a link opens it over the whole screen: focus in, page inert, scroll locked with the body attribute; Escape closes, focus and scroll come back', async () => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.prepend(spacer);
      window.scrollTo({ top: 500, behavior: 'instant' });
      try {
        const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
        const link = wrapper.querySelector('a.overlay-demo-trigger') as HTMLAnchorElement;
        expect(dialogOf(el).open).to.equal(false);
        await expect(wrapper).to.be.accessible();
        link.focus();
        const scrolled = window.scrollY;
        expect(scrolled, 'the page was scrolled').to.be.greaterThan(0);
        await pressLink(link);
        expect(isModalOpen(el)).to.equal(true);
        expect(el.hasAttribute('open')).to.equal(true);
        const box = dialogOf(el).getBoundingClientRect();
        expect([box.left, box.top, box.width, box.height], 'fills the viewport').to.deep.equal([0, 0, window.innerWidth, window.innerHeight]);
        expect(deepActiveElement(), 'focus on the first tab stop: the close button').to.equal(closeButtonOf(el));
        expect(closeButtonOf(el).getAttribute('aria-label')).to.equal('Close');
        expect(document.body.hasAttribute('data-vb-scroll-lock'), 'the scrim sets the body attribute').to.equal(true);
        expect(dialogOf(el).getAttribute('aria-label'), 'named by its heading').to.equal('Search the site');
        link.focus();
        expect(deepActiveElement(), 'the page behind is inert').to.not.equal(link);
        await expect(wrapper).to.be.accessible();

        await sendKeys({ press: 'Escape' });
        await settle();
        expect(dialogOf(el).open).to.equal(false);
        expect(el.hasAttribute('open')).to.equal(false);
        expect(document.activeElement, 'focus back on the link').to.equal(link);
        expect(window.scrollY, 'scroll position restored').to.equal(scrolled);
        expect(events).to.deep.equal([
          { type: 'vb-overlay-open', detail: { cause: 'trigger' } },
          { type: 'vb-overlay-close', detail: { cause: 'escape' } },
        ]);
      } finally {
        spacer.remove();
        window.scrollTo({ top: 0, behavior: 'instant' });
      }
    });

    it('Tab and Shift+Tab cycle inside it', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      await pressLink(wrapper.querySelector('a.overlay-demo-trigger') as HTMLAnchorElement);
      const input = el.querySelector('input') as HTMLInputElement;
      const submit = el.querySelector('button[type="submit"]') as HTMLButtonElement;
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(input);
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(submit);
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement(), 'from the last back to the first').to.equal(closeButtonOf(el));
      await sendKeys({ press: 'Shift+Tab' });
      expect(deepActiveElement(), 'and the other way').to.equal(submit);
      closeButtonOf(el).click();
      await settle();
      expect(events.at(-1)).to.deep.equal({ type: 'vb-overlay-close', detail: { cause: 'button' } });
    });

    it('a click on the scrim closes it; a persistent one stays open and is named by label', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      await pressLink(wrapper.querySelector('a.overlay-demo-trigger') as HTMLAnchorElement);
      // The dialog fills the screen: a click on its empty area, off the content, is the scrim.
      await sendMouse({ type: 'click', position: [5, window.innerHeight - 5] });
      await settle();
      expect(dialogOf(el).open).to.equal(false);
      expect(events.at(-1)).to.deep.equal({ type: 'vb-overlay-close', detail: { cause: 'scrim' } });

      const notice = await mountExample(exampleNamed(examples, 'persistent'), { render: mode });
      await pressLink(notice.wrapper.querySelector('a.overlay-demo-trigger') as HTMLAnchorElement);
      expect(dialogOf(notice.el).getAttribute('aria-label')).to.equal('Building notice');
      expect(closeButtonOf(notice.el).getAttribute('aria-label')).to.equal('Close the notice');
      await sendMouse({ type: 'click', position: [5, window.innerHeight - 5] });
      await settle();
      expect(dialogOf(notice.el).open, 'persistent').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(dialogOf(notice.el).open).to.equal(false);
    });

    // The floating-action-button demo's "Call 801-555-0100" was page blue on the 80% black scrim (1.9:1), its focus ring
    // as dark, and the page's own text showed through beside the overlay's. The content is the page author's, styled by the
    // page for a light page: a link, its text and its focus ring must read on the scrim, and the page behind must not.
    it("the page's own link and text colours read on the scrim, and the page behind does not compete", async () => {
      const style = document.createElement('style');
      style.textContent = 'body { background: #fff; color: #1a1a1a; } a { color: #1f5ea8; } a:focus-visible { outline: 3px solid #1f5ea8; }';
      document.head.append(style);
      try {
        const { el } = await mountHtml(
          `<vb-overlay id="overlay-contrast" open><h2>Contact us</h2><p>Call <a href="tel:+18015550100">801-555-0100</a>.</p></vb-overlay>`,
          { render: mode },
        );
        await settle();
        const scrim = over(rgba(getComputedStyle(dialogOf(el), '::backdrop').backgroundColor), [255, 255, 255]);
        const link = el.querySelector('a') as HTMLAnchorElement;
        const text = el.querySelector('p') as HTMLElement;
        expect(contrast(rgba(getComputedStyle(link).color), scrim), 'link on the scrim').to.be.at.least(4.5);
        expect(contrast(rgba(getComputedStyle(text).color), scrim), 'text on the scrim').to.be.at.least(4.5);
        expect(contrast(rgba(getComputedStyle(link).outlineColor), scrim), 'focus ring on the scrim').to.be.at.least(3);
        const pageTextSeen = over(rgba(getComputedStyle(dialogOf(el), '::backdrop').backgroundColor), [26, 26, 26]);
        expect(contrast(pageTextSeen, scrim), 'the page text behind, through the scrim').to.be.below(1.2);
        el.removeAttribute('open');
        await settle();
      } finally {
        style.remove();
      }
    });
  });
}

describe('<vb-overlay> over a modal, and from script', () => {
  it('Escape closes only the top one: the overlay opened from a modal closes first, focus goes back into the modal', async () => {
    const { wrapper } = await mountHtml(
      `<vb-modal id="ov-outer" heading="Details"><p><a id="ov-open-inner" href="#ov-inner">Search</a></p></vb-modal>
<vb-overlay id="ov-inner"><h2>Search</h2><p>Nothing yet.</p></vb-overlay>`,
    );
    const modal = wrapper.querySelector('vb-modal') as HTMLElement;
    const overlay = wrapper.querySelector('vb-overlay') as HTMLElement;
    modal.setAttribute('open', '');
    await settle();
    await pressLink(modal.querySelector('#ov-open-inner') as HTMLAnchorElement);
    expect(isModalOpen(overlay)).to.equal(true);
    expect(openOverlays()).to.have.length(2);
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(dialogOf(overlay).open, 'the top one closed').to.equal(false);
    expect((renderRoot(modal).querySelector('dialog') as HTMLDialogElement).open, 'the modal under it stays').to.equal(true);
    expect(document.activeElement, 'focus back on the link inside the modal').to.equal(modal.querySelector('#ov-open-inner'));
    expect(document.body.hasAttribute('data-vb-scroll-lock'), 'still locked for the modal').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await settle();
    expect((renderRoot(modal).querySelector('dialog') as HTMLDialogElement).open).to.equal(false);
  });

  it('with its opener gone, focus goes to the element return-focus names, else to the next control after it', async () => {
    for (const returnFocus of ['ov-gone-named', '']) {
      const { el, wrapper } = await mountHtml(
        `<a id="ov-gone-opener" href="#ov-gone">Open</a><vb-overlay id="ov-gone" return-focus="${returnFocus}"><p>Hello.</p></vb-overlay>` +
          '<a id="ov-gone-next" href="#top">Next</a><h2 id="ov-gone-named" tabindex="-1">Named</h2>',
      );
      const opener = wrapper.querySelector('#ov-gone-opener') as HTMLAnchorElement;
      await pressLink(opener);
      expect(isModalOpen(el)).to.equal(true);
      opener.remove();
      await sendKeys({ press: 'Escape' });
      await settle();
      // By name: a failing comparison of two elements would print the whole page.
      expect(document.activeElement?.id || document.activeElement?.localName, `return-focus="${returnFocus}"`).to.equal(returnFocus || 'ov-gone-next');
      wrapper.remove();
    }
  });

  it('the open attribute and remote-trigger messages show and hide it', async () => {
    const { el } = await mountHtml('<vb-overlay id="ov-script"><p>Hello.</p></vb-overlay>');
    el.setAttribute('open', '');
    await settle();
    expect(isModalOpen(el)).to.equal(true);
    expect(dialogOf(el).getAttribute('aria-label'), 'no heading: the default label').to.equal('Overlay');
    el.removeAttribute('open');
    await settle();
    expect(dialogOf(el).open).to.equal(false);
    publish('ov-script', { action: 'open' });
    await settle();
    expect(isModalOpen(el)).to.equal(true);
    publish('ov-script', { action: 'close' });
    await settle();
    expect(dialogOf(el).open).to.equal(false);
    expect(events).to.deep.equal([
      { type: 'vb-overlay-open', detail: { cause: 'property' } },
      { type: 'vb-overlay-close', detail: { cause: 'property' } },
      { type: 'vb-overlay-open', detail: { cause: 'trigger' } },
      { type: 'vb-overlay-close', detail: { cause: 'trigger' } },
    ]);
  });
});
