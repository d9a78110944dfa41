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

type StyleName =
  | 'minBlockSize'
  | 'minHeight'
  | 'borderTopWidth'
  | 'borderTopStyle'
  | 'cursor'
  | 'paddingTop'
  | 'paddingLeft'
  | 'fontWeight'
  | 'justifyContent'
  | 'overflowWrap'
  | 'textDecorationLine';

/** The computed style of the part `selector` renders; each `expected` value is checked under its name. */
function styleOf(el: HTMLElement, selector: string, expected: Partial<Record<StyleName, string>>): CSSStyleDeclaration {
  const part = renderRoot(el).querySelector(selector);
  expect(part, selector).to.not.equal(null);
  const style = getComputedStyle(part!);
  for (const [name, value] of Object.entries(expected)) expect(style[name as StyleName], `${selector} ${name}`).to.equal(value);
  return style;
}

/** The kit's box (styles/button.css): a 44 px target, a 2 px border, the pointer. */
const BUTTON_BOX = { minBlockSize: '44px', borderTopWidth: '2px', borderTopStyle: 'solid', cursor: 'pointer' };

for (const render of RENDER_MODES) {
  describe(`shared button sheets (${render})`, () => {
    it('vb-download-button: the kit box with its own padding, weight and colours', async () => {
      const html = `<vb-download-button href="/demo/static/country/countries.json" label="Download the list"></vb-download-button>`;
      const { el } = await mountHtml(html, { render });
      // Its own rule, after the kit's: 1.25rem each side (the kit's 0.5rem above and below stays), and its weight.
      const style = styleOf(el, '.vb-download-button__button', { ...BUTTON_BOX, paddingTop: '8px', paddingLeft: '20px', fontWeight: '600' });
      expect(style.backgroundColor).to.equal(style.borderTopColor);
    });

    it('vb-unveil: an outlined kit button (page background, the border in the text colour)', async () => {
      const { el } = await mountHtml(`<vb-unveil trigger-id="shared-buttons-${render}" label="Read more"><p>More.</p></vb-unveil>`, { render });
      const style = styleOf(el, '.vb-unveil__button', BUTTON_BOX);
      expect(style.borderTopColor).to.equal(style.color);
      expect(style.backgroundColor).to.not.equal(style.color);
    });

    it('vb-small- and vb-jumbo-call-to-action: the link-button box, the jumbo one larger', async () => {
      const small = (await mountHtml(`<vb-small-call-to-action href="/demo/" link-text="Go"><p>Text.</p></vb-small-call-to-action>`, { render })).el;
      const link = { justifyContent: 'center', overflowWrap: 'anywhere', textDecorationLine: 'none' };
      styleOf(small, '.vb-small-call-to-action__link', { ...link, minHeight: '44px', paddingLeft: '20px', fontWeight: '600' });
      const jumbo = (await mountHtml(`<vb-jumbo-call-to-action href="/demo/" link-text="Go"><p>Text.</p></vb-jumbo-call-to-action>`, { render })).el;
      styleOf(jumbo, '.vb-jumbo-call-to-action__link', { ...link, minHeight: '52px', paddingLeft: '28px', fontWeight: '700' });
    });
  });
}
