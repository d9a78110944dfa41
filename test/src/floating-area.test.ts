import { expect } from '@open-wc/testing';
import { FLOATING_AREA_ATTRIBUTE, floatingArea } from '../../src/floating-area.ts';

function button(text: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.style.cssText = 'width: 56px; height: 56px';
  return b;
}

describe('floating-action area (spec section 1)', () => {
  afterEach(() => {
    for (const area of document.querySelectorAll(`[${FLOATING_AREA_ATTRIBUTE}]`)) area.remove();
  });

  it('is one fixed container at the bottom-right corner; blocks placed in it stack upwards and stay clickable', async () => {
    const area = floatingArea();
    expect(floatingArea(), 'the same container every time').to.equal(area);
    expect(document.querySelectorAll(`[${FLOATING_AREA_ATTRIBUTE}]`)).to.have.length(1);
    const fab = button('Chat');
    const dial = button('More');
    area.append(fab, dial);
    const style = getComputedStyle(area);
    expect(style.position).to.equal('fixed');
    const offset = parseFloat(getComputedStyle(document.documentElement).fontSize); // 1rem
    const a = area.getBoundingClientRect();
    expect(Math.round(window.innerHeight - a.bottom)).to.equal(Math.round(offset));
    expect(Math.round(document.documentElement.clientWidth - a.right)).to.equal(Math.round(offset));
    expect(dial.getBoundingClientRect().bottom, 'the second block sits above the first').to.be.at.most(fab.getBoundingClientRect().top);
    // It stays in the corner when the page scrolls.
    document.body.style.minHeight = '3000px';
    try {
      window.scrollTo(0, 1000);
      expect(Math.round(area.getBoundingClientRect().bottom)).to.equal(Math.round(a.bottom));
    } finally {
      window.scrollTo(0, 0);
      document.body.style.minHeight = '';
    }
    // Clicks reach its blocks, and pass through the empty part of the container.
    const hit = fab.getBoundingClientRect();
    expect(document.elementFromPoint(hit.left + 5, hit.top + 5)).to.equal(fab);
    expect(getComputedStyle(fab).pointerEvents).to.equal('auto');
    expect(style.pointerEvents).to.equal('none');
    await expect(area).to.be.accessible();
  });

  it('adds the safe-area insets to its distance from the corner', () => {
    const area = floatingArea();
    // Headless Chromium has no notch (the insets are 0), so read the rule the browser parsed.
    const rule = Array.from(document.adoptedStyleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .flatMap((r) => (r instanceof CSSLayerBlockRule ? Array.from(r.cssRules) : [r]))
      .find((r): r is CSSStyleRule => r instanceof CSSStyleRule && area.matches(r.selectorText) && r.style.getPropertyValue('bottom') !== '');
    expect(rule?.style.getPropertyValue('bottom')).to.contain('env(safe-area-inset-bottom');
    expect(rule?.style.getPropertyValue('right')).to.contain('env(safe-area-inset-right');
  });

  it('uses a container the page wrote, and the page may choose the bottom-left corner', () => {
    const own = document.createElement('div');
    own.setAttribute(FLOATING_AREA_ATTRIBUTE, 'left');
    document.body.append(own);
    expect(floatingArea({ corner: 'left' })).to.equal(own);
    own.append(button('Help'));
    expect(Math.round(own.getBoundingClientRect().left)).to.equal(Math.round(parseFloat(getComputedStyle(document.documentElement).fontSize)));
    expect(floatingArea(), 'the right corner is another container').to.not.equal(own);
  });

  it('page CSS wins over its own (cascade layer): a page can move it with a plain rule', () => {
    const page = new CSSStyleSheet();
    page.replaceSync('.vb-floating-area { bottom: 100px; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];
    try {
      const area = floatingArea();
      area.append(button('Chat'));
      expect(Math.round(window.innerHeight - area.getBoundingClientRect().bottom)).to.equal(100);
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== page);
    }
  });
});
