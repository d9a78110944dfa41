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
