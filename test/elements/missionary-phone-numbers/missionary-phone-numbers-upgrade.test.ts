/**
 * The pre-upgrade sheet (missionary-phone-numbers.upgrade.css) before the element is defined (this file never defines
 * it): one 1.5rem line is kept; on a phone, `line-count` 2 to 8 keeps n lines of 1.5rem with the 0.25rem row gap
 * between them, as the mounted element does.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import upgradeCss from '../../../elements/missionary-phone-numbers/missionary-phone-numbers.upgrade.css?inline';

const sheet = new CSSStyleSheet();
sheet.replaceSync(upgradeCss);

/** The height the sheet gives an undefined element with this line-count (none: no attribute). */
function reserved(lineCount: string | null): number {
  const el = document.createElement('vb-missionary-phone-numbers');
  if (lineCount !== null) el.setAttribute('line-count', lineCount);
  document.body.append(el);
  const height = el.getBoundingClientRect().height;
  el.remove();
  return height;
}

describe('vb-missionary-phone-numbers before its script runs', () => {
  before(() => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  after(async () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    await setViewport({ width: 800, height: 600 });
  });

  it('is not defined here, so the sheet is what sizes it', () => {
    expect(customElements.get('vb-missionary-phone-numbers')).to.equal(undefined);
  });

  it('keeps one 24 px line on a wide screen, whatever line-count says', async () => {
    await setViewport({ width: 800, height: 600 });
    for (const count of [null, '1', '2', '5', '8']) expect(reserved(count), `line-count=${count}`).to.equal(24);
  });

  it('keeps line-count lines on a phone: 2 to 8 lines of 24 px with 4 px between, one line otherwise', async () => {
    await setViewport({ width: 320, height: 640 });
    const heights = Object.fromEntries([null, '1', '2', '3', '4', '5', '6', '7', '8', '9', 'two'].map((count) => [String(count), reserved(count)]));
    expect(heights).to.deep.equal({ null: 24, 1: 24, 2: 52, 3: 80, 4: 108, 5: 136, 6: 164, 7: 192, 8: 220, 9: 24, two: 24 });
  });
});
