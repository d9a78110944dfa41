/**
 * vb-scroll-logic: in-page links scroll below the sticky header and move focus (instant under reduced motion), a link
 * to a listening block's id publishes instead, the header is waited for at load (up to 20 × 100 ms), an empty anchor
 * hands focus to its heading (those cases shared with vb-page: test/support/page-anchors.ts; the two together on one
 * page: test/elements/page/page.test.tsx); its own: attributes, the nav landmark, a header that is not sticky.
 */
import { expect } from '@open-wc/testing';
import '../../../elements/scroll-logic/define.ts';
import '../../../elements/unveil/define.ts';
import { examples } from '../../../elements/scroll-logic/examples.ts';
import { exampleNamed, mountExample, mountHtml, renderRoot, type RenderMode } from '../../support/fixtures.ts';
import { expectQuiet } from '../../support/console.ts';
import { anchorLinkCases, anchorLoadCases, linkTo, watchAnchors, type AnchorSubject } from '../../support/page-anchors.ts';
import { settle } from '../../support/wait.ts';

const MODES: RenderMode[] = ['shadow', 'light'];

const subject: AnchorSubject = {
  tag: 'vb-scroll-logic',
  examples,
  ids: 'sl',
  markup: (header, links, after) => `<vb-scroll-logic${header === null ? '' : ` header="${header}"`}>${links}</vb-scroll-logic>${after}`,
};
const watch = watchAnchors('vb-scroll-logic');

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
      expectQuiet(watch.record());
    });

    it('a header that is not fixed or sticky gives no offset', async () => {
      const seen = watch.scrolls();
      const { wrapper } = await mountHtml(
        `<vb-scroll-logic header=".sl-static"><p><a href="#sl-s-target">Go</a></p></vb-scroll-logic><div class="sl-static" style="height: 60px"></div><div style="height: 800px"></div><h3 id="sl-s-target">Target</h3><div style="height: 3000px"></div>`,
        { render: mode },
      );
      linkTo(wrapper, '#sl-s-target').click();
      await settle();
      expect(seen).to.deep.equal([{ id: 'sl-s-target', offset: 0, cause: 'link' }]);
    });

    anchorLinkCases(subject, mode, watch);
  });
}

describe('<vb-scroll-logic> at load (the URL fragment)', () => {
  anchorLoadCases(subject, watch);
});
