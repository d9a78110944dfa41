/**
 * vb-scroll-logic: in-page links scroll below the sticky header and move focus (instant under reduced motion), a link
 * to a listening block's id publishes instead, the header is waited for at load (up to 20 × 100 ms), an empty
 * anchor hands focus to its heading; attributes, events, keyboard, bad input, axe.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/scroll-logic/define.ts';
import '../../../elements/unveil/define.ts';
import { examples } from '../../../elements/scroll-logic/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { fixedHeader as addFixedHeader, recordScrolls, roomBelow as addRoomBelow } from '../../support/page-anchors.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];

let record: ConsoleRecord;
const cleanups: Array<() => void> = [];
const scrolls = () => recordScrolls('vb-scroll-logic-scroll', cleanups);
const roomBelow = () => addRoomBelow(cleanups);
const fixedHeader = (className: string) => addFixedHeader(className, cleanups);

const linkIn = (el: HTMLElement, href: string) => (el.shadowRoot ? el : renderRoot(el)).querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;

beforeEach(async () => {
  record = recordConsole();
  await emulateMedia({ reducedMotion: 'reduce' });
  window.scrollTo({ top: 0, behavior: 'instant' });
});
afterEach(async () => {
  while (cleanups.length) cleanups.pop()?.();
  record.restore();
  history.replaceState(null, '', location.pathname + location.search);
  await emulateMedia({ reducedMotion: 'no-preference' });
  window.scrollTo({ top: 0, behavior: 'instant' });
});

for (const mode of MODES) {
  describe(`<vb-scroll-logic> (${mode})`, () => {
    it('reads header and label from attributes; with a label its content is a named nav', async () => {
      const { el, wrapper } = await mountExample<HTMLElement & { header: string; label: string }>(exampleNamed(examples, 'default'), { render: mode });
      expect(el.header).to.equal('header');
      expect(el.label).to.equal('On this page');
      const nav = renderRoot(el).querySelector('nav');
      expect(nav?.getAttribute('aria-label')).to.equal('On this page');
      el.setAttribute('header', '.site-top');
      await settle();
      expect(el.header).to.equal('.site-top');
      el.removeAttribute('label');
      await settle();
      expect(renderRoot(el).querySelector('nav')).to.equal(null);
      expect(renderRoot(el).querySelector('[part~="content"]')).to.not.equal(null);
      await expect(wrapper).to.be.accessible();
      expectQuiet(record);
    });

    it('Enter on a link moves focus to its target and says so', async () => {
      const seen = scrolls();
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      roomBelow();
      // The page has no header (the default selector matches nothing): a link scrolls at once, with no wait.
      const target = wrapper.querySelector<HTMLElement>('#sl-visit')!;
      linkIn(el, '#sl-visit').focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(document.activeElement).to.equal(target);
      expect(target.getAttribute('tabindex')).to.equal('-1');
      expect(location.hash).to.equal('#sl-visit');
      expect(seen).to.deep.equal([{ id: 'sl-visit', offset: 0, cause: 'link' }]);
      // Tab goes on from the section: the next focusable after it, not back to the top of the page.
      await expect(wrapper).to.be.accessible();
    });

    it('under reduced motion the target is at the top at once', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      roomBelow();
      // The page has no header (the default selector matches nothing): a link scrolls at once, with no wait.
      const target = wrapper.querySelector<HTMLElement>('#sl-visit')!;
      target.style.marginTop = '1500px';
      linkIn(el, '#sl-visit').click();
      expect(Math.abs(target.getBoundingClientRect().top)).to.be.lessThan(2);
      expect(document.activeElement).to.equal(target);
    });

    it('scrolls smoothly when the visitor has no reduced-motion preference', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      roomBelow();
      // The page has no header (the default selector matches nothing): a link scrolls at once, with no wait.
      const target = wrapper.querySelector<HTMLElement>('#sl-visit')!;
      // Far enough down that a smooth scroll takes several frames.
      target.style.marginTop = '1500px';
      linkIn(el, '#sl-visit').click();
      expect(document.activeElement).to.equal(target);
      expect(target.getBoundingClientRect().top).to.be.greaterThan(100);
      await waitFor(() => Math.abs(target.getBoundingClientRect().top) < 2, 'the smooth scroll to reach the target');
    });

    it('keeps the target below a fixed header', async () => {
      fixedHeader('sl-test-header');
      const seen = scrolls();
      const { el, wrapper } = await mountHtml(
        `<vb-scroll-logic header=".sl-test-header"><p><a href="#sl-h-target">Go</a></p></vb-scroll-logic><div style="height: 800px"></div><h3 id="sl-h-target">Target</h3><div style="height: 3000px"></div>`,
        { render: mode },
      );
      const target = wrapper.querySelector<HTMLElement>('#sl-h-target')!;
      linkIn(el, '#sl-h-target').click();
      await settle();
      expect(Math.abs(target.getBoundingClientRect().top - 60)).to.be.lessThan(2);
      expect(document.activeElement).to.equal(target);
      expect(seen).to.deep.equal([{ id: 'sl-h-target', offset: 60, cause: 'link' }]);
    });

    it('a header that is not fixed or sticky gives no offset', async () => {
      const seen = scrolls();
      const { el } = await mountHtml(
        `<vb-scroll-logic header=".sl-static"><p><a href="#sl-s-target">Go</a></p></vb-scroll-logic><div class="sl-static" style="height: 60px"></div><div style="height: 800px"></div><h3 id="sl-s-target">Target</h3><div style="height: 3000px"></div>`,
        { render: mode },
      );
      linkIn(el, '#sl-s-target').click();
      await settle();
      expect(seen).to.deep.equal([{ id: 'sl-s-target', offset: 0, cause: 'link' }]);
    });

    it('a link to an empty anchor moves focus to the heading before it', async () => {
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'empty-anchor'), { render: mode });
      roomBelow();
      linkIn(el, '#sl-parking').click();
      await settle();
      const heading = Array.from(wrapper.querySelectorAll('h3')).find((h) => h.textContent === 'Parking');
      expect(document.activeElement).to.equal(heading);
      await expect(wrapper).to.be.accessible();
    });

    it("a link to a listening block's id publishes instead of scrolling", async () => {
      const seen = scrolls();
      const { el, wrapper } = await mountExample(exampleNamed(examples, 'remote-trigger'), { render: mode });
      roomBelow();
      const unveil = wrapper.querySelector('vb-unveil')!;
      const before = window.scrollY;
      const hashBefore = location.hash;
      linkIn(el, '#sl-more').click();
      await waitFor(() => unveil.hasAttribute('data-vb-revealed'), 'the unveil to be revealed');
      expect(window.scrollY).to.equal(before);
      expect(location.hash).to.equal(hashBefore);
      expect(seen).to.deep.equal([]);
      await expect(wrapper).to.be.accessible();
    });

    it('a header selector the browser cannot read is a warning naming the attribute, and no offset', async () => {
      const seen = scrolls();
      const { el } = await mountHtml(
        `<vb-scroll-logic header="[[nope"><p><a href="#sl-b-target">Go</a></p></vb-scroll-logic><h3 id="sl-b-target">Target</h3>`,
        {
          render: mode,
        },
      );
      linkIn(el, '#sl-b-target').click();
      await settle();
      expect(seen.map((s) => s.offset)).to.deep.equal([0]);
      expect(record.warnings.some((w) => /vb-scroll-logic.*header="\[\[nope"/.test(w))).to.equal(true);
    });
  });
}

describe('<vb-scroll-logic> at load (the URL fragment)', () => {
  it('waits for the sticky header, then scrolls the fragment target below it with focus', async () => {
    const seen = scrolls();
    history.replaceState(null, '', `${location.pathname}${location.search}#sl-load-target`);
    const started = performance.now();
    const { wrapper } = await mountHtml(
      `<vb-scroll-logic header=".sl-late-header"><p>On this page</p></vb-scroll-logic><div style="height: 800px"></div><h3 id="sl-load-target">Target</h3><div style="height: 3000px"></div>`,
    );
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(seen, 'nothing before the header is there').to.deep.equal([]);
    fixedHeader('sl-late-header');
    await waitFor(() => seen.length > 0, 'the scroll once the header is there');
    expect(performance.now() - started).to.be.lessThan(1500);
    const target = wrapper.querySelector<HTMLElement>('#sl-load-target')!;
    expect(seen).to.deep.equal([{ id: 'sl-load-target', offset: 60, cause: 'load' }]);
    expect(Math.abs(target.getBoundingClientRect().top - 60)).to.be.lessThan(2);
    expect(document.activeElement).to.equal(target);
  });

  it('gives up on a header that never comes after 20 retries of 100 ms, and scrolls with no offset', async () => {
    const seen = scrolls();
    history.replaceState(null, '', `${location.pathname}${location.search}#sl-never-target`);
    const started = performance.now();
    await mountHtml(
      `<vb-scroll-logic header=".sl-never"><p>On this page</p></vb-scroll-logic><h3 id="sl-never-target">Target</h3><div style="height: 3000px"></div>`,
    );
    await waitFor(() => seen.length > 0, 'the scroll after the wait', 4000);
    const waited = performance.now() - started;
    expect(waited).to.be.greaterThan(1900);
    expect(waited).to.be.lessThan(3200);
    expect(seen).to.deep.equal([{ id: 'sl-never-target', offset: 0, cause: 'load' }]);
  });
});
