/**
 * vb-unveil: revealed by its own button, a remote trigger, a link to its trigger id (no scrolling), the fragment,
 * find-in-page, or coming into view; no motion under reduced motion.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/unveil/define.ts';
import '../../../elements/remote-trigger/define.ts';
import { examples } from '../../../elements/unveil/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
const contentOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[part~="content"]') as HTMLElement;
const buttonOf = (el: HTMLElement) => renderRoot(el).querySelector<HTMLButtonElement>('[part~="button"]');
/** axe reads colours mid-fade as too faint: check a state once its animation is over. */
const animated = (el: HTMLElement) =>
  Promise.all(
    contentOf(el)
      .getAnimations()
      .map((a) => a.finished),
  );
const revealed = (el: HTMLElement) => el.hasAttribute('data-vb-revealed');
/** Shown: not hidden, and takes room on the page. */
const shown = (el: HTMLElement) => !contentOf(el).hasAttribute('hidden') && contentOf(el).getBoundingClientRect().height > 0;

let record: ConsoleRecord;
const cleanups: Array<() => void> = [];
function toggles(): Array<{ revealed: boolean; cause: string }> {
  const events: Array<{ revealed: boolean; cause: string }> = [];
  const listener = (event: Event) => events.push((event as CustomEvent).detail as { revealed: boolean; cause: string });
  document.addEventListener('vb-unveil-toggle', listener);
  cleanups.push(() => document.removeEventListener('vb-unveil-toggle', listener));
  return events;
}

beforeEach(async () => {
  record = recordConsole();
  await emulateMedia({ reducedMotion: 'no-preference' });
});
afterEach(async () => {
  while (cleanups.length) cleanups.pop()?.();
  record.restore();
  history.replaceState(null, '', location.pathname + location.search);
  await emulateMedia({ reducedMotion: 'no-preference' });
});

for (const mode of MODES) {
  describe(`<vb-unveil> (${mode})`, () => {
    it('its own button reveals and hides the content, with aria-expanded; Enter and Space work', async () => {
      const events = toggles();
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      const button = buttonOf(el) as HTMLButtonElement;
      expect(button.textContent).to.equal('Read the full story');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(button.getAttribute('aria-controls')).to.equal(contentOf(el).id);
      expect(shown(el)).to.equal(false);
      expect(contentOf(el).getAttribute('hidden'), 'find-in-page still reaches it').to.equal('until-found');
      await expect(el).to.be.accessible();
      button.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(shown(el)).to.equal(true);
      expect(revealed(el)).to.equal(true);
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      await animated(el);
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Space' });
      await settle();
      expect(shown(el)).to.equal(false);
      expect(events).to.deep.equal([
        { revealed: true, cause: 'user' },
        { revealed: false, cause: 'user' },
      ]);
      expectQuiet(record);
    });

    it('a remote trigger reveals it (and fades it in); close hides it', async () => {
      const events = toggles();
      const { wrapper } = await mountExample(exampleNamed(examples, 'remote'), { render: mode });
      const el = wrapper.querySelector('vb-unveil') as HTMLElement;
      const trigger = wrapper.querySelector('vb-remote-trigger') as HTMLElement;
      const triggerButton = renderRoot(trigger).querySelector('button') as HTMLButtonElement;
      expect(buttonOf(el), 'no label, no button of its own').to.equal(null);
      await waitFor(() => triggerButton.getAttribute('aria-expanded') === 'false', 'the trigger says closed');
      triggerButton.click();
      await settle();
      expect(shown(el)).to.equal(true);
      expect(contentOf(el).getAnimations().length, 'it slides in').to.be.greaterThan(0);
      expect(triggerButton.getAttribute('aria-expanded')).to.equal('true');
      await animated(el);
      await expect(wrapper).to.be.accessible();
      expect(events).to.deep.equal([{ revealed: true, cause: 'trigger' }]);
    });

    it('a link to #trigger-id reveals it without scrolling or changing the address, and says aria-expanded', async () => {
      const { wrapper } = await mountHtml(
        `<div><a href="#uv-link">Read more</a><div class="spacer"></div><vb-unveil trigger-id="uv-link"><p>More text.</p></vb-unveil></div>`,
        { render: mode },
      );
      (wrapper.querySelector('.spacer') as HTMLElement).style.height = '3000px';
      const el = wrapper.querySelector('vb-unveil') as HTMLElement;
      const link = wrapper.querySelector('a') as HTMLAnchorElement;
      window.scrollTo(0, 0);
      const before = { y: window.scrollY, hash: location.hash };
      link.click();
      await settle();
      expect(revealed(el)).to.equal(true);
      expect({ y: window.scrollY, hash: location.hash }).to.deep.equal(before);
      expect(link.getAttribute('aria-expanded')).to.equal('true');
      link.click();
      await settle();
      expect(revealed(el)).to.equal(false);
      expect(link.getAttribute('aria-expanded')).to.equal('false');
    });

    it('the URL fragment at load reveals it', async () => {
      history.replaceState(null, '', `${location.pathname}${location.search}#uv-fragment`);
      const { el } = await mountHtml(`<vb-unveil trigger-id="uv-fragment"><p>Shown by the address.</p></vb-unveil>`, { render: mode });
      await waitFor(() => revealed(el), 'revealed by the fragment');
      expect(shown(el)).to.equal(true);
    });

    it('find-in-page (beforematch) reveals it', async () => {
      const events = toggles();
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      contentOf(el).dispatchEvent(new Event('beforematch'));
      await settle();
      expect(revealed(el)).to.equal(true);
      expect(events).to.deep.equal([{ revealed: true, cause: 'find' }]);
    });

    it('without trigger-id: transparent until it comes into view, then revealed once', async () => {
      const events = toggles();
      const { wrapper } = await mountHtml(`<div><div class="spacer"></div><vb-unveil><p>Service every week.</p></vb-unveil></div>`, { render: mode });
      (wrapper.querySelector('.spacer') as HTMLElement).style.height = '4000px';
      const el = wrapper.querySelector('vb-unveil') as HTMLElement;
      window.scrollTo(0, 0);
      await settle();
      // The spacer grew after mount: the element may have been in view for a moment; start from its state now.
      if (!revealed(el)) {
        expect(getComputedStyle(contentOf(el)).opacity).to.equal('0');
        expect(contentOf(el).hasAttribute('hidden'), 'present for screen readers and find-in-page').to.equal(false);
        el.scrollIntoView();
        await waitFor(() => revealed(el), 'revealed in view');
        expect(events).to.deep.equal([{ revealed: true, cause: 'view' }]);
      }
      await waitFor(() => getComputedStyle(contentOf(el)).opacity === '1', 'faded in', 2000);
      await expect(el).to.be.accessible();
    });

    it('reduced motion: in-view content never waits, and a reveal does not animate', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { wrapper } = await mountHtml(`<div><div class="spacer"></div><vb-unveil><p>Service.</p></vb-unveil></div>`, { render: mode });
      (wrapper.querySelector('.spacer') as HTMLElement).style.height = '4000px';
      const el = wrapper.querySelector('vb-unveil') as HTMLElement;
      window.scrollTo(0, 0);
      await settle();
      expect(getComputedStyle(contentOf(el)).opacity).to.equal('1');
      const { el: triggered } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      (buttonOf(triggered) as HTMLButtonElement).click();
      await settle();
      expect(shown(triggered)).to.equal(true);
      expect(contentOf(triggered).getAnimations()).to.deep.equal([]);
    });

    it('starts revealed with data-vb-revealed; a close action hides it', async () => {
      const { wrapper } = await mountExample(exampleNamed(examples, 'start-revealed'), { render: mode });
      const el = wrapper.querySelector('vb-unveil') as HTMLElement;
      expect(shown(el)).to.equal(true);
      const trigger = wrapper.querySelector('vb-remote-trigger') as HTMLElement;
      (renderRoot(trigger).querySelector('button') as HTMLButtonElement).click();
      await settle();
      expect(shown(el)).to.equal(false);
      await expect(wrapper).to.be.accessible();
    });

    it('an unknown animation and a label without trigger-id are named in warnings', async () => {
      const { el } = await mountHtml(`<vb-unveil animation="spin" label="More"><p>Text.</p></vb-unveil>`, { render: mode });
      expect(record.warnings.some((m) => /<vb-unveil>.*animation/.test(m))).to.equal(true);
      expect(record.warnings.some((m) => /<vb-unveil>.*label.*trigger-id/.test(m))).to.equal(true);
      expect(buttonOf(el)).to.equal(null);
      expect(contentOf(el).textContent).to.not.equal(null);
    });
  });
}
