/**
 * vb-page: in-page links scroll below the sticky header and move focus (instant under reduced motion), a link to a
 * listening block's id publishes instead, the header is waited for at load (up to 20 × 100 ms), an empty anchor
 * hands focus to its heading (those cases shared with vb-scroll-logic: test/support/page-anchors.ts); its own:
 * attributes, no box, data links marked again on Back, and one header setting with vb-scroll-logic on the same page.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/page/define.ts';
import '../../../elements/scroll-logic/define.ts';
import '../../../elements/unveil/define.ts';
import { examples } from '../../../elements/page/examples.ts';
import { exampleNamed, mountExample, mountHtml, rendered, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet } from '../../support/console.ts';
import { anchorLinkCases, anchorLoadCases, linkTo, watchAnchors, type AnchorSubject } from '../../support/page-anchors.ts';
import { settle, waitFor } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];

const subject: AnchorSubject = {
  tag: 'vb-page',
  examples,
  ids: 'pg',
  markup: (header, links, after) => `<vb-page${header === null ? '' : ` header="${header}"`}>${links}${after}</vb-page>`,
};
const watch = watchAnchors('vb-page');

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
      expectQuiet(watch.record());
    });

    it('marks the data-link item of this address current, and again after Back changes the address', async () => {
      const here = location.pathname;
      const { wrapper } = await mountHtml(
        `<vb-page><ul><li><a data-link href="${here}">Here</a></li><li><a data-link href="/pg-test-elsewhere">Elsewhere</a></li></ul></vb-page>`,
        { render: mode },
      );
      const first = linkTo(wrapper, here);
      const second = linkTo(wrapper, '/pg-test-elsewhere');
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

    anchorLinkCases(subject, mode, watch);
  });
}

describe('<vb-page> at load (the URL fragment)', () => {
  anchorLoadCases(subject, watch);
});

describe('<vb-page> and <vb-scroll-logic> on one page: one header setting', () => {
  /** The page's content in vb-page, an "On this page" vb-scroll-logic before it; `first` mounts, then the other. */
  async function mountBoth(first: 'vb-page' | 'vb-scroll-logic', pageHeader: string | null, listHeader: string | null) {
    const attr = (header: string | null) => (header === null ? '' : ` header="${header}"`);
    const list = `<vb-scroll-logic label="On this page"${attr(listHeader)}><p><a href="#pg-both-target">Target</a></p></vb-scroll-logic>`;
    const page = `<vb-page${attr(pageHeader)}><div style="height: 800px"></div><h3 id="pg-both-target">Target</h3><div style="height: 3000px"></div></vb-page>`;
    const { wrapper } = await mountHtml(first === 'vb-page' ? page : list);
    const template = document.createElement('template');
    template.innerHTML = first === 'vb-page' ? list : page;
    const second = template.content.firstElementChild as HTMLElement;
    if (first === 'vb-page') wrapper.prepend(second);
    else wrapper.append(second);
    await rendered(second);
    await settle();
    return wrapper;
  }

  for (const first of ['vb-page', 'vb-scroll-logic'] as const) {
    for (const named of ['vb-page', 'vb-scroll-logic'] as const) {
      it(`${first} mounted first, the header named on ${named}: a link lands below it, and both say so`, async () => {
        watch.fixedHeader('pg-site-header');
        const pageSeen = watch.scrolls();
        const listSeen: unknown[] = [];
        const onList = (event: Event) => listSeen.push((event as CustomEvent).detail);
        document.addEventListener('vb-scroll-logic-scroll', onList);
        try {
          const header = '.pg-site-header';
          const wrapper = await mountBoth(first, named === 'vb-page' ? header : null, named === 'vb-scroll-logic' ? header : null);
          const target = wrapper.querySelector<HTMLElement>('#pg-both-target')!;
          linkTo(wrapper, '#pg-both-target').click();
          await settle();
          expect(Math.abs(target.getBoundingClientRect().top - 60)).to.be.lessThan(2);
          expect(document.activeElement).to.equal(target);
          const scrolled = { id: 'pg-both-target', offset: 60, cause: 'link' };
          expect(pageSeen).to.deep.equal([scrolled]);
          expect(listSeen).to.deep.equal([scrolled]);
          expectQuiet(watch.record());
        } finally {
          document.removeEventListener('vb-scroll-logic-scroll', onList);
        }
      });
    }
  }

  it('two different headers named: the first one mounted is used, and the other element says its header is not', async () => {
    watch.fixedHeader('pg-site-header');
    const seen = watch.scrolls();
    const wrapper = await mountBoth('vb-page', '.pg-site-header', '.pg-nowhere');
    linkTo(wrapper, '#pg-both-target').click();
    await settle();
    expect(seen.map((s) => s.offset)).to.deep.equal([60]);
    const warnings = watch.record().warnings.filter((w) => w.includes('a page has one header setting'));
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<vb-scroll-logic>: header=".pg-nowhere" is not used: <vb-page> on this page named header=".pg-site-header" first');
  });

  it('at load, the fragment target waits for the header the second element names', async () => {
    const seen = watch.scrolls();
    history.replaceState(null, '', `${location.pathname}${location.search}#pg-both-target`);
    await mountBoth('vb-page', null, '.pg-late-site-header');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen, 'nothing before the header is there').to.deep.equal([]);
    watch.fixedHeader('pg-late-site-header');
    await waitFor(() => seen.length > 0, 'the scroll once the header is there');
    expect(seen).to.deep.equal([{ id: 'pg-both-target', offset: 60, cause: 'load' }]);
  });
});
