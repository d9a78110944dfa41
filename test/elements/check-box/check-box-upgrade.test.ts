/**
 * The pre-upgrade sheets of vb-check-box (styles/field.upgrade.css, then check-box.upgrade.css, in the order
 * scripts/upgrade-css.ts ships them) before the element is defined (this file never defines it): the 44 px row, the
 * hint and the message line are kept, and the field's margin below, in the house font at 16 px.
 */
import { expect } from '@open-wc/testing';
import fieldUpgradeCss from '../../../styles/field.upgrade.css?inline';
import checkBoxUpgradeCss from '../../../elements/check-box/check-box.upgrade.css?inline';

const sheets = [fieldUpgradeCss, checkBoxUpgradeCss].map((text) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text);
  return sheet;
});

/** The box an undefined vb-check-box takes with these attributes, in a column of the given width. */
function box(attributes: Record<string, string>, width = 600): { height: number; marginBottom: string; fontFamily: string } {
  const column = document.createElement('div');
  column.style.cssText = `width:${width}px;font-size:16px;`;
  const el = document.createElement('vb-check-box');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  column.append(el);
  document.body.append(column);
  const style = getComputedStyle(el);
  const result = { height: el.getBoundingClientRect().height, marginBottom: style.marginBottom, fontFamily: style.fontFamily };
  column.remove();
  return result;
}

describe('vb-check-box before its script runs', () => {
  before(() => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...sheets];
  });
  after(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => !sheets.includes(s));
  });

  it('is not defined here, so the sheets are what size it', () => {
    expect(customElements.get('vb-check-box')).to.equal(undefined);
  });

  it('keeps the 44 px row and the 4 px + 21 px message line, with the field margin below, in the house font', () => {
    // 44 (row) + 4 (gap) + 21 (one 0.875em line at 1.5) = 69; margin 0.5 * 16.
    const bare = box({});
    expect(bare.height).to.equal(69);
    expect(bare.marginBottom).to.equal('8px');
    expect(bare.fontFamily).to.match(/^system-ui/);
    expect(box({ label: 'I agree' }).height).to.equal(69);
  });

  it('adds the hint line, and a second row line when the label wraps', () => {
    // A hint: 4 px and one 21 px line more.
    expect(box({ label: 'I agree', hint: 'You can unsubscribe at any time.' }).height).to.equal(94);
    // A label wrapping onto two 24 px lines in a narrow column: the row grows by 24 px.
    const long = 'I would like to receive emails about events, classes and news from the congregation near me';
    expect(box({ label: long }, 200).height).to.be.above(69 + 23);
  });
});
