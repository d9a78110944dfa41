/** vb-modal: the overlay kit's modal form (WAI-ARIA dialog pattern), opened by a link, Escape, scrim, focus, scroll, media. */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../elements/modal/define.ts';
import { examples } from '../../../elements/modal/examples.ts';
import { MEDIA_PAUSE_EVENT, type MediaPauseDetail } from '../../../src/overlay-media.ts';
import { deepActiveElement } from '../../../src/overlay-focus.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { closeButtonOf, dialogOf, isModalOpen, pressLink, watchOverlays } from '../../support/overlay.ts';
import { settle, waitFor } from '../../support/wait.ts';
import { recordConsole } from '../../support/console.ts';

const MODES: RenderMode[] = ['shadow', 'light'];

const watch = watchOverlays(['vb-modal-open', 'vb-modal-close']);
const { events } = watch;
const closes = (id: string) => watch.from('vb-modal-close', id);

for (const mode of MODES) {
  describe(`<vb-modal> (${mode})`, () => {
    it('a link to its id opens it: focus moves in, the page is inert and locked; Escape closes it and focus returns to the link', async () => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.prepend(spacer);
      window.scrollTo({ top: 400, behavior: 'instant' });
      try {
        const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
        const link = wrapper.querySelector('a.modal-demo-trigger') as HTMLAnchorElement;
        expect(dialogOf(el).open).to.equal(false);
        await expect(wrapper).to.be.accessible();
        link.focus();
        const scrolled = window.scrollY;
        expect(scrolled, 'the page was scrolled').to.be.greaterThan(0);
        await pressLink(link);
        expect(isModalOpen(el)).to.equal(true);
        expect(el.hasAttribute('open'), 'the open attribute follows').to.equal(true);
        expect(deepActiveElement(), 'focus on the first tab stop: the close button').to.equal(closeButtonOf(el));
        expect(document.body.hasAttribute('data-vb-scroll-lock')).to.equal(true);
        link.focus();
        expect(deepActiveElement(), 'the page behind is inert').to.not.equal(link);
        expect(dialogOf(el).getAttribute('aria-labelledby')).to.be.a('string');
        const heading = renderRoot(el).querySelector(`#${dialogOf(el).getAttribute('aria-labelledby')}`);
        expect(heading?.textContent).to.equal('Plan your visit');
        await expect(wrapper).to.be.accessible();

        await sendKeys({ press: 'Escape' });
        await settle();
        expect(dialogOf(el).open).to.equal(false);
        expect(el.hasAttribute('open')).to.equal(false);
        expect(document.activeElement, 'focus back on the link').to.equal(link);
        expect(window.scrollY, 'scroll position kept').to.equal(scrolled);
        expect(events).to.deep.equal([
          { type: 'vb-modal-open', detail: { cause: 'trigger' } },
          { type: 'vb-modal-close', detail: { cause: 'escape' } },
        ]);
      } finally {
        spacer.remove();
        window.scrollTo({ top: 0, behavior: 'instant' });
      }
    });

    it('Tab and Shift+Tab cycle inside the modal', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'form-persistent'), { render: mode });
      await pressLink(wrapper.querySelector('a.modal-demo-trigger') as HTMLAnchorElement);
      const close = closeButtonOf(el);
      const submit = el.querySelector('button[type="submit"]') as HTMLButtonElement;
      expect(deepActiveElement()).to.equal(close);
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(el.querySelector('#modal-question-name'));
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(submit);
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement(), 'from the last stop back to the first').to.equal(close);
      await sendKeys({ press: 'Shift+Tab' });
      expect(deepActiveElement(), 'from the first back to the last').to.equal(submit);
      close.click();
      await settle();
      expect(events.at(-1)).to.deep.equal({ type: 'vb-modal-close', detail: { cause: 'button' } });
    });

    it('named by the heading in its content; a persistent modal stays open on a scrim click', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'form-persistent'), { render: mode });
      await pressLink(wrapper.querySelector('a.modal-demo-trigger') as HTMLAnchorElement);
      expect(dialogOf(el).getAttribute('aria-label')).to.equal('Ask a question');
      expect(closeButtonOf(el).getAttribute('aria-label')).to.equal('Close the question form');
      await sendMouse({ type: 'click', position: [2, 2] });
      await settle();
      expect(isModalOpen(el), 'persistent: the scrim does not close it').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(dialogOf(el).open).to.equal(false);
    });

    it('a click on the scrim closes it', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      await pressLink(wrapper.querySelector('a.modal-demo-trigger') as HTMLAnchorElement);
      const box = dialogOf(el).getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.left + 10), Math.round(box.top + 10)] });
      await settle();
      expect(isModalOpen(el), 'a click inside does not close it').to.equal(true);
      await sendMouse({ type: 'click', position: [2, 2] });
      await settle();
      expect(dialogOf(el).open).to.equal(false);
      expect(events.at(-1)).to.deep.equal({ type: 'vb-modal-close', detail: { cause: 'scrim' } });
    });

    it('nested: Escape closes only the top modal and focus returns inside the first; closing the first closes the second', async () => {
      const { el: outer, wrapper } = await mountExample(exampleNamed(examples, 'nested'), { render: mode });
      const inner = wrapper.querySelector('#modal-inner') as HTMLElement;
      const trigger = wrapper.querySelector('a.modal-demo-trigger') as HTMLAnchorElement;
      await pressLink(trigger);
      const innerLink = outer.querySelector('a[href="#modal-inner"]') as HTMLAnchorElement;
      await pressLink(innerLink);
      expect(isModalOpen(inner)).to.equal(true);
      expect(isModalOpen(outer)).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(dialogOf(inner).open).to.equal(false);
      expect(isModalOpen(outer), 'the first stays open').to.equal(true);
      expect(document.activeElement).to.equal(innerLink);
      expect(document.body.hasAttribute('data-vb-scroll-lock'), 'still locked for the first').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(dialogOf(outer).open).to.equal(false);
      expect(document.activeElement).to.equal(trigger);

      await pressLink(trigger);
      await pressLink(innerLink);
      outer.removeAttribute('open');
      await settle();
      expect(dialogOf(inner).open, 'the one opened over it closed first').to.equal(false);
      expect(dialogOf(outer).open).to.equal(false);
      expect(closes('modal-inner')).to.deep.equal([{ cause: 'escape' }, { cause: 'parent' }]);
      expect(closes('modal-outer')).to.deep.equal([{ cause: 'escape' }, { cause: 'property' }]);
    });
  });
}

describe('<vb-modal> by script, media and fallback focus', () => {
  it('the open property and attribute show and hide it', async () => {
    const { el } = await mountHtml<HTMLElement & { open: boolean }>('<vb-modal heading="Notice"><p>Text</p></vb-modal>');
    el.open = true;
    await waitFor(() => dialogOf(el).open, 'the modal to open');
    expect(el.hasAttribute('open')).to.equal(true);
    el.removeAttribute('open');
    await waitFor(() => !dialogOf(el).open, 'the modal to close');
    el.setAttribute('open', '');
    await waitFor(() => dialogOf(el).open, 'the modal to open again');
    el.open = false;
    await waitFor(() => !dialogOf(el).open, 'the modal to close again');
    expect(events.map((e) => e.detail)).to.deep.equal([{ cause: 'property' }, { cause: 'property' }, { cause: 'property' }, { cause: 'property' }]);
  });

  it('hiding pauses every audio and video inside and sends the page event the players listen to', async () => {
    const { el } = await mountHtml('<vb-modal heading="Video"><video id="m-video"></video><div><audio id="m-audio"></audio></div></vb-modal>');
    const paused: string[] = [];
    for (const media of el.querySelectorAll<HTMLMediaElement>('video, audio')) {
      Object.defineProperty(media, 'paused', { get: () => !paused.includes(media.id) && false });
      media.pause = () => paused.push(media.id);
    }
    const requests: Element[] = [];
    const onPause = (e: Event) => requests.push((e as CustomEvent<MediaPauseDetail>).detail.root);
    document.addEventListener(MEDIA_PAUSE_EVENT, onPause);
    try {
      el.setAttribute('open', '');
      await waitFor(() => dialogOf(el).open, 'the modal to open');
      expect(paused, 'nothing paused while open').to.deep.equal([]);
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(paused.sort()).to.deep.equal(['m-audio', 'm-video']);
      expect(requests).to.deep.equal([el]);
    } finally {
      document.removeEventListener(MEDIA_PAUSE_EVENT, onPause);
    }
  });

  /** Mounts `html`, opens the modal from the link `#openerId`, takes the link out of the page, closes with Escape. */
  async function closeWithOpenerGone(html: string, openerId: string): Promise<HTMLElement> {
    const { el, wrapper } = await mountHtml(html);
    const opener = wrapper.querySelector(`#${openerId}`) as HTMLAnchorElement;
    await pressLink(opener);
    expect(dialogOf(el).open).to.equal(true);
    opener.remove();
    await sendKeys({ press: 'Escape' });
    await settle();
    return wrapper;
  }

  it('focus goes to the return-focus element when the opener is gone', async () => {
    const wrapper = await closeWithOpenerGone(
      '<vb-modal id="m-gone" heading="Gone" return-focus="m-fallback"><p>Text</p></vb-modal><a id="m-opener" href="#m-gone">Open</a><h2 id="m-fallback" tabindex="-1">Next</h2>',
      'm-opener',
    );
    expect(document.activeElement).to.equal(wrapper.querySelector('#m-fallback'));
  });

  it('without return-focus, focus goes to the next control after the modal when the opener is gone, never the body', async () => {
    await closeWithOpenerGone(
      '<a id="m-gone-opener" href="#m-gone-default">Open</a><vb-modal id="m-gone-default" heading="Gone"><p>Text</p></vb-modal><a id="m-gone-next" href="#top">Next</a>',
      'm-gone-opener',
    );
    // By name: a failing comparison of two elements would print the whole page.
    expect(document.activeElement?.id || document.activeElement?.localName).to.equal('m-gone-next');
  });

  it('sends a click analytic for opening and closing', async () => {
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    const before = layer.length;
    const { el } = await mountHtml('<vb-modal heading="Plan your visit"><p>Text</p></vb-modal>');
    el.setAttribute('open', '');
    await waitFor(() => dialogOf(el).open, 'the modal to open');
    await sendKeys({ press: 'Escape' });
    await settle();
    const sent = layer.slice(before) as { event: string; component: { info: unknown } }[];
    expect(sent.map((e) => [e.event, e.component.info])).to.deep.equal([
      ['Component Click', { contentTitle: 'Plan your visit', interactionText: 'open' }],
      ['Component Click', { contentTitle: 'Plan your visit', interactionText: 'close' }],
    ]);
  });

  it('a heading-level outside 1 to 6 gives an h2 and is named in the console', async () => {
    const record = recordConsole();
    try {
      const { el } = await mountHtml(`<vb-modal heading="Plan your visit" heading-level="9" open><p>Sunday at 10:00.</p></vb-modal>`);
      expect(renderRoot(el).querySelector('h2')?.textContent).to.equal('Plan your visit');
      expect(record.warnings).to.deep.equal(['<vb-modal>: attribute heading-level="9" is not a whole number from 1 to 6; using the default (2).']);
      el.removeAttribute('open');
      await settle();
    } finally {
      record.restore();
    }
  });
});
