/**
 * vb-persistent-call-to-action: hidden, then shown 500 ms after it connects (with its event); a landmark named by
 * `label`; the analytics click; room at the page's end (src/floating-room.ts) while it shows; focus never under it;
 * a refused address.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/persistent-call-to-action/define.ts';
import { examples } from '../../../elements/persistent-call-to-action/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];
type Layer = Array<{ event: string; component: { info: Record<string, unknown> }; category: { primary: string } }>;
const layer = () => ((window as unknown as { dataLayer?: Layer }).dataLayer ??= []);
const bar = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[part~="bar"]')!;
const link = (el: HTMLElement) => renderRoot(el).querySelector<HTMLAnchorElement>('a[part~="link"]');
const shown = (el: HTMLElement) => waitFor(() => el.hasAttribute('data-vb-shown'), 'the bar to show');
const spacer = () => document.querySelector<HTMLElement>('[data-vb-floating-room]');

let record: ConsoleRecord;
const stay = (event: Event) => event.preventDefault();
beforeEach(async () => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  document.addEventListener('click', stay);
  record = recordConsole();
  await setViewport({ width: 800, height: 600 });
});
afterEach(() => {
  record.restore();
  document.removeEventListener('click', stay);
  window.scrollTo(0, 0);
});

/**
 * Its 200 ms fade-in done: axe measures contrast on the bar as it stays, not half faded in. The bar is drawn first
 * (its computed style read, which starts the fade), so the fade is there to wait for: on a busy machine the host's
 * data-vb-shown could come before the bar's style was computed, and the wait found no animation yet.
 */
async function faded(el: HTMLElement): Promise<void> {
  await waitFor(() => !bar(el).hidden && getComputedStyle(bar(el)).display !== 'none', 'the bar to be drawn');
  await Promise.all(
    bar(el)
      .getAnimations()
      .map((animation) => animation.finished),
  );
}

for (const mode of MODES) {
  describe(`vb-persistent-call-to-action (${mode})`, () => {
    it('is hidden at first and shows after 500 ms, sending its event once, as a named landmark', async () => {
      const events: Event[] = [];
      document.addEventListener('vb-persistent-call-to-action-show', (event) => events.push(event), { once: true });
      const started = performance.now();
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(bar(el).hidden).to.equal(true);
      await shown(el);
      expect(performance.now() - started).to.be.at.least(490);
      expect(bar(el).hidden).to.equal(false);
      expect(bar(el).tagName).to.equal('ASIDE');
      expect(bar(el).getAttribute('aria-label')).to.equal('Missionary visit');
      expect(events).to.have.length(1);
      const box = bar(el).getBoundingClientRect();
      expect((events[0] as CustomEvent<{ height: number }>).detail.height, 'the room it keeps').to.equal(Math.round(box.height));
      expect(Math.round(box.bottom)).to.equal(600);
      expect(Math.round(box.width)).to.equal(800);
      await faded(el);
      await expect(el).to.be.accessible();
      expectQuiet(record);
    });

    it('sends one analytics click when its link is followed', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      await shown(el);
      expect(link(el)!.textContent).to.equal('Request a visit');
      link(el)!.click();
      expect(layer()).to.deep.equal([
        {
          event: 'Component Click',
          component: {
            info: { contentTitle: 'Request a visit', interactionText: 'Request a visit', link: `${location.origin}/demo/stepped-form.html` },
          },
          category: { primary: 'persistent-call-to-action' },
        },
      ]);
    });

    it('leaves room at the end of the page as tall as the bar, and takes it back when removed', async () => {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      expect(spacer()).to.equal(null);
      await shown(el);
      const room = await waitFor(() => spacer(), 'the spacer');
      expect(room.getAttribute('aria-hidden')).to.equal('true');
      expect(document.body.lastElementChild).to.equal(room);
      expect(Math.round(room.getBoundingClientRect().height)).to.equal(Math.round(bar(el).getBoundingClientRect().height));
      el.remove();
      await waitFor(() => spacer() === null, 'the spacer to go');
    });

    it('scrolls a focused link out from under the bar (Tab), and leaves focus above it alone', async () => {
      const { el, wrapper } = await mountHtml(
        `<div class="tall"></div><a id="low" href="#low">Low link</a><div class="tall"></div>
         <vb-persistent-call-to-action href="/x" link-text="Go"><p>Text</p></vb-persistent-call-to-action>`,
        { render: mode },
      );
      wrapper.querySelectorAll<HTMLElement>('.tall').forEach((tall) => tall.style.setProperty('height', '2000px'));
      await shown(el);
      const low = wrapper.querySelector<HTMLAnchorElement>('#low')!;
      // Put the link just under the bar's top edge, without focusing it.
      const barTop = bar(el).getBoundingClientRect().top;
      window.scrollBy(0, low.getBoundingClientRect().top - barTop - 2);
      const before = window.scrollY;
      expect(low.getBoundingClientRect().bottom).to.be.above(barTop);
      low.focus({ preventScroll: true });
      await waitFor(() => window.scrollY !== before, 'the page to scroll');
      expect(low.getBoundingClientRect().bottom).to.be.at.most(bar(el).getBoundingClientRect().top);
      // Focus well above the bar: nothing moves.
      window.scrollBy(0, 200);
      const still = window.scrollY;
      low.blur();
      low.focus({ preventScroll: true });
      expect(window.scrollY).to.equal(still);
      // Tab into the bar's own link: the page stays.
      low.focus({ preventScroll: true });
      await sendKeys({ press: 'Tab' });
      expect(window.scrollY).to.equal(still);
    });

    it('without an http(s) address, shows the text without a link and names the attribute', async () => {
      const { el } = await mountHtml('<vb-persistent-call-to-action href="javascript:alert(1)"><p>Text</p></vb-persistent-call-to-action>', {
        render: mode,
      });
      await shown(el);
      expect(link(el)).to.equal(null);
      expect(record.warnings.join('\n')).to.contain('<vb-persistent-call-to-action>: href="javascript:alert(1)" is not an http(s) address');
      await faded(el);
      await expect(el).to.be.accessible();
    });

    it('an empty label gives the bar the name "Call to action"', async () => {
      const { el } = await mountHtml('<vb-persistent-call-to-action href="/x" label=""><p>Text</p></vb-persistent-call-to-action>', { render: mode });
      expect(bar(el).getAttribute('aria-label')).to.equal('Call to action');
      el.setAttribute('label', 'Visit');
      await waitFor(() => bar(el).getAttribute('aria-label') === 'Visit', 'the label to change');
    });
  });
}
