/**
 * vb-page: in-page links scroll below the sticky header and move focus (instant under reduced motion), a link to a
 * listening block's id publishes instead, the header is waited for at load (up to 20 × 100 ms), an empty anchor
 * hands focus to its heading, data links are marked again on Back; attributes, bad input, axe.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/page/define.ts';
import '../../../elements/unveil/define.ts';
import { examples } from '../../../elements/page/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet, recordConsole, type ConsoleRecord } from '../../support/console.ts';
import { fixedHeader as addFixedHeader, recordScrolls, roomBelow as addRoomBelow } from '../../support/page-anchors.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];

let record: ConsoleRecord;
const cleanups: Array<() => void> = [];
const scrolls = () => recordScrolls('vb-page-scroll', cleanups);
const roomBelow = () => addRoomBelow(cleanups);
const fixedHeader = (className: string) => addFixedHeader(className, cleanups);
const startPath = location.pathname + location.search;

const link = (wrapper: HTMLElement, href: string) => wrapper.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;

beforeEach(async () => {
  record = recordConsole();
  await emulateMedia({ reducedMotion: 'reduce' });
  window.scrollTo({ top: 0, behavior: 'instant' });
});
afterEach(async () => {
  while (cleanups.length) cleanups.pop()?.();
  record.restore();
  history.replaceState(null, '', startPath);
  await emulateMedia({ reducedMotion: 'no-preference' });
  window.scrollTo({ top: 0, behavior: 'instant' });
});

for (const mode of MODES) {
  describe(`<vb-page> (${mode})`, () => {
    it('reads header from its attribute, draws no box of its own and shows its content as written', async () => {
      const { el, wrapper } = await mountExample<HTMLElement & { header: string }>(exampleNamed(examples, 'default'), { render: mode });
      expect(el.header).to.equal('.demo-header');
      el.setAttribute('header', '.site-top');
      await settle();
      expect(el.header).to.equal('.site-top');
      el.removeAttribute('header');
      await settle();
      expect(el.header).to.equal('header');
      expect(getComputedStyle(el).display).to.equal('contents');
      expect(renderRoot(el).querySelector(mode === 'shadow' ? 'slot' : '[data-vb-slot]')).to.not.equal(null);
      const heading = wrapper.querySelector<HTMLElement>('#pg-times')!;
      expect(heading.textContent).to.equal('Meeting times');
      expect(heading.getBoundingClientRect().height).to.be.greaterThan(0);
      await expect(wrapper).to.be.accessible();
      expectQuiet(record);
    });

    it('Enter on a link moves focus to its target, puts #id in the address and says so', async () => {
      const seen = scrolls();
      const { wrapper } = await mountHtml(exampleNamed(examples, 'default').html.replace(' header=".demo-header"', ''), { render: mode });
      roomBelow();
      const target = wrapper.querySelector<HTMLElement>('#pg-visit')!;
      link(wrapper, '#pg-visit').focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(document.activeElement).to.equal(target);
      expect(target.getAttribute('tabindex')).to.equal('-1');
      expect(location.hash).to.equal('#pg-visit');
      expect(seen).to.deep.equal([{ id: 'pg-visit', offset: 0, cause: 'link' }]);
      await expect(wrapper).to.be.accessible();
    });

    it('under reduced motion the target is at the top at once', async () => {
      const { wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      roomBelow();
      const target = wrapper.querySelector<HTMLElement>('#pg-visit')!;
      target.style.marginTop = '1500px';
      link(wrapper, '#pg-visit').click();
      expect(Math.abs(target.getBoundingClientRect().top)).to.be.lessThan(2);
      expect(document.activeElement).to.equal(target);
    });

    it('scrolls smoothly when the visitor has no reduced-motion preference', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const { wrapper } = await mountExample(exampleNamed(examples, 'default'), { render: mode });
      roomBelow();
      const target = wrapper.querySelector<HTMLElement>('#pg-visit')!;
      target.style.marginTop = '1500px';
      link(wrapper, '#pg-visit').click();
      expect(document.activeElement).to.equal(target);
      expect(target.getBoundingClientRect().top).to.be.greaterThan(100);
      await waitFor(() => Math.abs(target.getBoundingClientRect().top) < 2, 'the smooth scroll to reach the target');
    });

    it('keeps the target below a fixed header', async () => {
      fixedHeader('pg-test-header');
      const seen = scrolls();
      const { wrapper } = await mountHtml(
        `<vb-page header=".pg-test-header"><p><a href="#pg-h-target">Go</a></p><div style="height: 800px"></div><h3 id="pg-h-target">Target</h3><div style="height: 3000px"></div></vb-page>`,
        { render: mode },
      );
      const target = wrapper.querySelector<HTMLElement>('#pg-h-target')!;
      link(wrapper, '#pg-h-target').click();
      await settle();
      expect(Math.abs(target.getBoundingClientRect().top - 60)).to.be.lessThan(2);
      expect(document.activeElement).to.equal(target);
      expect(seen).to.deep.equal([{ id: 'pg-h-target', offset: 60, cause: 'link' }]);
    });

    it('a link to an empty anchor moves focus to the heading before it', async () => {
      const { wrapper } = await mountExample(exampleNamed(examples, 'empty-anchor'), { render: mode });
      roomBelow();
      link(wrapper, '#pg-parking').click();
      await settle();
      const heading = Array.from(wrapper.querySelectorAll('h3')).find((h) => h.textContent === 'Parking');
      expect(document.activeElement).to.equal(heading);
      await expect(wrapper).to.be.accessible();
    });

    it("a link to a listening block's id publishes instead of scrolling", async () => {
      const seen = scrolls();
      const { wrapper } = await mountExample(exampleNamed(examples, 'remote-trigger'), { render: mode });
      roomBelow();
      const unveil = wrapper.querySelector('vb-unveil')!;
      const before = window.scrollY;
      const hashBefore = location.hash;
      link(wrapper, '#pg-more').click();
      await waitFor(() => unveil.hasAttribute('data-vb-revealed'), 'the unveil to be revealed');
      expect(window.scrollY).to.equal(before);
      expect(location.hash).to.equal(hashBefore);
      expect(seen).to.deep.equal([]);
      await expect(wrapper).to.be.accessible();
    });

    it('marks the data-link item of this address current, and again after Back changes the address', async () => {
      const here = location.pathname;
      const { wrapper } = await mountHtml(
        `<vb-page><ul><li><a data-link href="${here}">Here</a></li><li><a data-link href="/pg-test-elsewhere">Elsewhere</a></li></ul></vb-page>`,
        { render: mode },
      );
      const first = link(wrapper, here);
      const second = link(wrapper, '/pg-test-elsewhere');
      expect(first.getAttribute('aria-current')).to.equal('page');
      expect(second.hasAttribute('aria-current')).to.equal(false);
      // A site's own navigation: two addresses pushed with no load, then Back to the first of them.
      history.pushState(null, '', '/pg-test-elsewhere');
      history.pushState(null, '', '/pg-test-third');
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      history.back();
      await popped;
      await settle();
      expect(location.pathname).to.equal('/pg-test-elsewhere');
      expect(second.getAttribute('aria-current')).to.equal('page');
      expect(second.hasAttribute('data-vb-current')).to.equal(true);
      expect(first.hasAttribute('aria-current')).to.equal(false);
      await expect(wrapper).to.be.accessible();
    });

    it('a header selector the browser cannot read is a warning naming the element and the attribute, and no offset', async () => {
      const seen = scrolls();
      const { wrapper } = await mountHtml(`<vb-page header="[[nope"><p><a href="#pg-b-target">Go</a></p><h3 id="pg-b-target">Target</h3></vb-page>`, {
        render: mode,
      });
      link(wrapper, '#pg-b-target').click();
      await settle();
      expect(seen.map((s) => s.offset)).to.deep.equal([0]);
      expect(record.warnings.some((w) => /<vb-page>.*header="\[\[nope"/.test(w))).to.equal(true);
    });
  });
}

describe('<vb-page> at load (the URL fragment)', () => {
  it('waits for the sticky header, then scrolls the fragment target below it with focus', async () => {
    const seen = scrolls();
    history.replaceState(null, '', `${startPath}#pg-load-target`);
    const started = performance.now();
    const { wrapper } = await mountHtml(
      `<vb-page header=".pg-late-header"><div style="height: 800px"></div><h3 id="pg-load-target">Target</h3><div style="height: 3000px"></div></vb-page>`,
    );
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(seen, 'nothing before the header is there').to.deep.equal([]);
    fixedHeader('pg-late-header');
    await waitFor(() => seen.length > 0, 'the scroll once the header is there');
    expect(performance.now() - started).to.be.lessThan(1500);
    const target = wrapper.querySelector<HTMLElement>('#pg-load-target')!;
    expect(seen).to.deep.equal([{ id: 'pg-load-target', offset: 60, cause: 'load' }]);
    expect(Math.abs(target.getBoundingClientRect().top - 60)).to.be.lessThan(2);
    expect(document.activeElement).to.equal(target);
  });

  it('gives up on a header that never comes after 20 retries of 100 ms, and scrolls with no offset', async () => {
    const seen = scrolls();
    history.replaceState(null, '', `${startPath}#pg-never-target`);
    const started = performance.now();
    await mountHtml(`<vb-page header=".pg-never"><h3 id="pg-never-target">Target</h3><div style="height: 3000px"></div></vb-page>`);
    await waitFor(() => seen.length > 0, 'the scroll after the wait', 4000);
    const waited = performance.now() - started;
    expect(waited).to.be.greaterThan(1900);
    expect(waited).to.be.lessThan(3200);
    expect(seen).to.deep.equal([{ id: 'pg-never-target', offset: 0, cause: 'load' }]);
  });
});
