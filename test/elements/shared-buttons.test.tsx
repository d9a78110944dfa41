/**
 * The shared button sheets (styles/button.css, styles/link-button.css): each block's sheet imports one with
 * `@import url(...)`, which the build (and the test bundler, scripts/esbuild-test-plugin.mjs) inlines into the
 * block's own stylesheet. A button gets the kit's box; the block's own rule, later in its sheet, still wins.
 */
import { expect } from '@open-wc/testing';
import '../../elements/download-button/define.ts';
import '../../elements/jumbo-call-to-action/define.ts';
import '../../elements/small-call-to-action/define.ts';
import '../../elements/unveil/define.ts';
import { mountHtml, renderRoot } from '../support/fixtures.ts';

const RENDER_MODES = ['shadow', 'light'] as const;

function styleOf(el: HTMLElement, selector: string): CSSStyleDeclaration {
  const part = renderRoot(el).querySelector(selector);
  expect(part, selector).to.not.equal(null);
  return getComputedStyle(part!);
}

for (const render of RENDER_MODES) {
  describe(`shared button sheets (${render})`, () => {
    it('vb-download-button: the kit box (44 px target, 2 px border, pointer) with its own padding and colours', async () => {
      const { el } = await mountHtml(`<vb-download-button href="/demo/static/country/countries.json" label="Download the list"></vb-download-button>`, {
        render,
      });
      const style = styleOf(el, '.vb-download-button__button');
      expect(style.minBlockSize).to.equal('44px');
      expect(style.borderTopWidth).to.equal('2px');
      expect(style.borderTopStyle).to.equal('solid');
      expect(style.cursor).to.equal('pointer');
      expect(style.paddingTop).to.equal('8px');
      // Its own rule, after the kit's: 1.25rem each side, and its weight.
      expect(style.paddingLeft).to.equal('20px');
      expect(style.fontWeight).to.equal('600');
      expect(style.backgroundColor).to.equal(style.borderTopColor);
    });

    it('vb-unveil: an outlined kit button (page background, the border in the text colour)', async () => {
      const { el } = await mountHtml(`<vb-unveil trigger-id="shared-buttons-${render}" label="Read more"><p>More.</p></vb-unveil>`, { render });
      const style = styleOf(el, '.vb-unveil__button');
      expect(style.minBlockSize).to.equal('44px');
      expect(style.borderTopWidth).to.equal('2px');
      expect(style.cursor).to.equal('pointer');
      expect(style.borderTopColor).to.equal(style.color);
      expect(style.backgroundColor).to.not.equal(style.color);
    });

    it('vb-small- and vb-jumbo-call-to-action: the link-button box, the jumbo one larger', async () => {
      const small = (await mountHtml(`<vb-small-call-to-action href="/demo/" link-text="Go"><p>Text.</p></vb-small-call-to-action>`, { render })).el;
      const smallLink = styleOf(small, '.vb-small-call-to-action__link');
      expect(smallLink.justifyContent).to.equal('center');
      expect(smallLink.overflowWrap).to.equal('anywhere');
      expect(smallLink.minHeight).to.equal('44px');
      expect(smallLink.paddingLeft).to.equal('20px');
      expect(smallLink.fontWeight).to.equal('600');
      expect(smallLink.textDecorationLine).to.equal('none');
      const jumbo = (await mountHtml(`<vb-jumbo-call-to-action href="/demo/" link-text="Go"><p>Text.</p></vb-jumbo-call-to-action>`, { render })).el;
      const jumboLink = styleOf(jumbo, '.vb-jumbo-call-to-action__link');
      expect(jumboLink.justifyContent).to.equal('center');
      expect(jumboLink.minHeight).to.equal('52px');
      expect(jumboLink.paddingLeft).to.equal('28px');
      expect(jumboLink.fontWeight).to.equal('700');
    });
  });
}
