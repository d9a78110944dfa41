import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/content-block/define.ts';
import { meta } from '../../../elements/content-block/meta.ts';
import { recordConsole } from '../../support/console.ts';
import { rendered } from '../../support/fixtures.ts';
import { frame, settle as settleRender, tick } from '../../support/wait.ts';

type Block = HTMLElement & { expanded: boolean; collapsedLines: number; moreLabel: string; lessLabel: string; label: string };

/** 16px text at line-height 1.5: one line is 24px, so the collapsed height is lines * 24px. */
const LINE_PX = 24;
const LOREM =
  'Members meet each Sunday for worship, study and service. Visitors are always welcome, and a greeter at the door ' +
  'can help you find a seat, a class for your children and someone to sit with.';

/** The documented defaults (meta.ts): what the README promises with no attribute set. */
const DEFAULT_LINES = 4;

/** Layout, ResizeObserver and MutationObserver callbacks, React's re-render, and the end of the height animation. */
async function settle(): Promise<void> {
  await settleRender();
  // Height animations run for --vb-duration; assertions about sizes want where they end.
  const roots: Array<Document | ShadowRoot> = [document];
  for (const block of document.querySelectorAll('vb-content-block')) if (block.shadowRoot) roots.push(block.shadowRoot);
  await Promise.all(roots.flatMap((root) => root.getAnimations()).map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * A short, stable name for a node in assertion messages. Comparing nodes directly makes a failing
 * assertion serialise React's fibres, which hangs the test browser.
 */
function nameOf(node: Element | null | undefined): string {
  if (!node) return 'none';
  const marker = node.getAttribute('part') ?? (node.id ? `#${node.id}` : '');
  return `${node.localName}${marker ? `[${marker}]` : ''}`;
}

function part(el: HTMLElement, name: string): HTMLElement | null {
  return (el.shadowRoot ?? el).querySelector<HTMLElement>(`[part~="${name}"]`);
}
const toggle = (el: HTMLElement) => part(el, 'toggle') as HTMLButtonElement | null;
const content = (el: HTMLElement) => part(el, 'content') as HTMLElement;
const visibleLabel = (el: HTMLElement) => toggle(el)?.querySelector('.vb-content-block__label')?.textContent;

/** The shadow-root-aware focused element. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Rendered lines of the author's headings and paragraphs whose box ends above `bottom` (text rects, merged per line). */
function linesShown(el: HTMLElement, bottom: number): number {
  const range = document.createRange();
  const tops = new Set<number>();
  for (const node of el.querySelectorAll('h2, h3, p, li')) {
    range.selectNodeContents(node);
    for (const box of Array.from(range.getClientRects())) if (box.height > 0 && box.bottom <= bottom + 1) tops.add(Math.round(box.top));
  }
  return tops.size;
}

/** Collapsed to `lines`: exactly that many rendered lines show (a heading's line counts as one). */
function expectCollapsedTo(el: HTMLElement, lines: number): void {
  expect(linesShown(el, content(el).getBoundingClientRect().bottom), `lines shown when collapsed to ${lines}`).to.equal(lines);
}

/** Whether keyboard focus can reach an element (inert anywhere up the tree removes it). */
function isInert(element: Element): boolean {
  return element.closest('[inert]') !== null;
}

async function mount(template: ReturnType<typeof html>): Promise<{ wrapper: HTMLElement; el: Block }> {
  const wrapper = await fixture<HTMLElement>(template);
  const el = wrapper.querySelector('vb-content-block') as Block;
  await settle();
  return { wrapper, el };
}

const longBlock = (attrs: { lines?: string; expanded?: boolean; render?: string } = {}) => html`
  <div style="width: 600px; font: 16px/1.5 Arial, sans-serif; color: #1a1a1a; background: #fff">
    <button id="before" type="button">Before</button>
    <vb-content-block collapsed-lines=${attrs.lines ?? '4'} ?expanded=${attrs.expanded ?? false} render=${attrs.render ?? 'shadow'}>
      <h2 id="title">About our chapel</h2>
      <p id="first">${LOREM}</p>
      <p>${LOREM} ${LOREM}</p>
      <p>${LOREM}</p>
      <p id="last">${LOREM} <a id="deep-link" href="#deep">a link far down</a></p>
    </vb-content-block>
    <button id="after" type="button">After</button>
  </div>
`;

describe('vb-content-block', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference', media: 'screen' });
    window.dataLayer = [];
  });

  // The conformance suite sets, changes and removes every attribute meta.ts lists; these check the
  // rest of what meta.ts (and so the README) says against what the block does.
  describe('what meta.ts documents', () => {
    it('with no attributes the block shows the documented defaults', async () => {
      const { el } = await mount(html`
        <div style="width: 600px; font: 16px/1.5 Arial, sans-serif">
          <vb-content-block
            ><h2>About our chapel</h2>
            <p>${LOREM}</p>
            <p>${LOREM} ${LOREM}</p>
            <p>${LOREM}</p></vb-content-block
          >
        </div>
      `);
      expect(meta.props.expanded.default, 'documented: starts collapsed').to.equal(false);
      expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('false');
      expectCollapsedTo(el, 4);
      expect(visibleLabel(el)).to.equal('Show more');
      expect(meta.props.label.default, 'documented: no label').to.equal('');
      expect(content(el).hasAttribute('role'), 'no label, no named region').to.equal(false);
      toggle(el)?.click();
      await settle();
      expect(visibleLabel(el)).to.equal('Show less');
    });

    it('parts, slots and events: what the block renders and sends, collapsed and expanded, is what meta.ts says', async () => {
      const parts = new Set<string>();
      const collect = (el: HTMLElement) => {
        for (const node of (el.shadowRoot as ShadowRoot).querySelectorAll('[part]'))
          for (const name of (node.getAttribute('part') ?? '').split(/\s+/)) if (name) parts.add(name);
      };
      const sent = new Set<string>();
      const dispatch = EventTarget.prototype.dispatchEvent;
      EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
        if (this instanceof HTMLElement && this.localName === 'vb-content-block') sent.add(event.type);
        return dispatch.call(this, event);
      };
      try {
        const { el } = await mount(longBlock());
        collect(el);
        const slots = Array.from((el.shadowRoot as ShadowRoot).querySelectorAll('slot'), (slot) => slot.name);
        expect(slots.sort(), 'slots rendered vs documented').to.deep.equal(Object.keys(meta.slots ?? {}).sort());
        toggle(el)?.click();
        await settle();
        collect(el);
        toggle(el)?.click();
        await settle();
      } finally {
        EventTarget.prototype.dispatchEvent = dispatch;
      }
      expect([...parts].sort(), 'parts rendered vs documented').to.deep.equal(Object.keys(meta.parts ?? {}).sort());
      expect([...sent].filter((type) => type.startsWith('vb-')).sort(), 'events sent vs documented').to.deep.equal(Object.keys(meta.events ?? {}).sort());
    });

    it('every documented custom property changes how the block looks, and it reads no undocumented --vb-content-block-* one', async () => {
      const { wrapper, el } = await mount(longBlock());
      const look = () =>
        [el, ...(el.shadowRoot as ShadowRoot).querySelectorAll('*')]
          .map((node) =>
            ['color', 'background-color', 'background-image', 'block-size', 'inline-size']
              .map((name) => getComputedStyle(node).getPropertyValue(name))
              .join(' '),
          )
          .join('|');
      const before = look();
      for (const property of Object.keys(meta.cssProperties ?? {})) {
        const value = /color/.test(property) ? 'rgb(1, 2, 3)' : '13px';
        wrapper.style.setProperty(property, value);
        await settle();
        expect(look() !== before, `${property}: ${value} changes nothing`).to.equal(true);
        wrapper.style.removeProperty(property);
        await settle();
        expect(look() === before, `removing ${property} restores the look`).to.equal(true);
      }
      const used = new Set<string>();
      for (const sheet of el.shadowRoot?.adoptedStyleSheets ?? []) {
        const text = Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
        for (const match of text.matchAll(/var\(\s*(--vb-content-block-[\w-]+)/g)) used.add(match[1] as string);
      }
      expect([...used].sort(), 'custom properties read vs documented').to.deep.equal(Object.keys(meta.cssProperties ?? {}).sort());
    });
  });

  it('overflowing content is collapsed to collapsed-lines with a "Show more" button pointing at the content', async () => {
    const { el } = await mount(longBlock());
    const button = toggle(el);
    expect(nameOf(button), 'a button for long content').to.equal('button[toggle]');
    expect(button?.tagName).to.equal('BUTTON');
    expect(visibleLabel(el)).to.equal('Show more');
    expect(button?.getAttribute('aria-expanded')).to.equal('false');
    expect(button?.getAttribute('aria-controls')).to.equal(content(el).id);
    expect((el.shadowRoot as ShadowRoot).getElementById(content(el).id) === content(el)).to.equal(true);
    expectCollapsedTo(el, 4);
    expect(nameOf(part(el, 'fade')), 'the fade shows while collapsed').to.equal('div[fade]');
    expect(part(el, 'fade')?.getAttribute('aria-hidden')).to.equal('true');
  });

  it('cuts at a line boundary: no line of text is shown in half', async () => {
    const { el } = await mount(longBlock({ lines: '3' }));
    const bottom = content(el).getBoundingClientRect().bottom;
    const range = document.createRange();
    const lineBoxes: DOMRect[] = [];
    for (const p of el.querySelectorAll('h2, p')) {
      range.selectNodeContents(p);
      lineBoxes.push(...Array.from(range.getClientRects()));
    }
    // Text rects are glyph boxes, inside their line boxes: none may be cut by the bottom edge.
    const halfShown = lineBoxes.filter((box) => box.top < bottom - 1 && box.bottom > bottom + 1);
    expect(halfShown.length, 'lines cut by the bottom edge').to.equal(0);
    // The heading's line, then two lines of text: margins do not eat into the three lines.
    expect(linesShown(el, bottom), 'the heading and two lines of text').to.equal(3);
  });

  it('content that fits shows no button, no fade and no clipping', async () => {
    const { el } = await mount(html`
      <div style="width: 600px; font: 16px/1.5 Arial, sans-serif">
        <vb-content-block
          ><p id="short">Two short lines.<br />That is all.</p></vb-content-block
        >
      </div>
    `);
    expect(nameOf(toggle(el))).to.equal('none');
    expect(nameOf(part(el, 'fade'))).to.equal('none');
    expect(content(el).classList.contains('vb-content-block__content--clamped')).to.equal(false);
    expect(content(el).getBoundingClientRect().height).to.be.closeTo(2 * LINE_PX, 1);
  });

  it('exactly collapsed-lines of text fits: no button', async () => {
    const { el } = await mount(html`
      <div style="width: 600px; font: 16px/1.5 Arial, sans-serif">
        <vb-content-block collapsed-lines="3"
          ><p>One<br />Two<br />Three</p></vb-content-block
        >
      </div>
    `);
    expect(nameOf(toggle(el))).to.equal('none');
    el.querySelector('p')?.append(document.createElement('br'), 'Four');
    await settle();
    expect(visibleLabel(el), 'one line more overflows').to.equal('Show more');
  });

  it('maps attributes to props: labels, collapsed-lines, label, and falls back to defaults when removed', async () => {
    const { el } = await mount(longBlock({ lines: '2' }));
    expect(el.collapsedLines).to.equal(2);
    expectCollapsedTo(el, 2);
    el.setAttribute('more-label', 'Read the rest');
    el.setAttribute('less-label', 'Read less');
    el.setAttribute('label', 'Chapel details');
    el.setAttribute('collapsed-lines', '6');
    await settle();
    expect(el.moreLabel).to.equal('Read the rest');
    expect(visibleLabel(el)).to.equal('Read the rest');
    expectCollapsedTo(el, 6);
    expect(content(el).getAttribute('role')).to.equal('region');
    expect(content(el).getAttribute('aria-label')).to.equal('Chapel details');
    toggle(el)?.click();
    await settle();
    expect(visibleLabel(el)).to.equal('Read less');
    for (const name of ['more-label', 'less-label', 'label', 'collapsed-lines']) el.removeAttribute(name);
    await settle();
    expect(visibleLabel(el)).to.equal('Show less');
    expect(el.collapsedLines).to.equal(4);
    expect(content(el).hasAttribute('role'), 'no unnamed region').to.equal(false);
  });

  it('an invalid collapsed-lines warns and uses the documented default', async () => {
    const record = recordConsole();
    try {
      const { el } = await mount(longBlock({ lines: '-2' }));
      expectCollapsedTo(el, DEFAULT_LINES);
      el.setAttribute('collapsed-lines', 'many');
      await settle();
      expectCollapsedTo(el, DEFAULT_LINES);
    } finally {
      record.restore();
    }
    expect(record.warnings.some((m) => m.includes('collapsed-lines="-2"'))).to.equal(true);
    expect(record.warnings.some((m) => m.includes('collapsed-lines="many"'))).to.equal(true);
  });

  it('the bare expanded attribute starts expanded; removing and re-adding it collapses and expands', async () => {
    const { el } = await mount(longBlock({ expanded: true }));
    expect(el.expanded).to.equal(true);
    expect(visibleLabel(el)).to.equal('Show less');
    expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('true');
    expect(nameOf(part(el, 'fade'))).to.equal('none');
    expect(content(el).getBoundingClientRect().height).to.be.greaterThan(8 * LINE_PX);
    el.removeAttribute('expanded');
    await settle();
    expect(el.expanded).to.equal(false);
    expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('false');
    expect(visibleLabel(el)).to.equal('Show more');
    el.setAttribute('expanded', '');
    await settle();
    expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('true');
    expect(visibleLabel(el)).to.equal('Show less');
    expect(content(el).getBoundingClientRect().height, 'the whole content shows again').to.be.greaterThan(8 * LINE_PX);
  });

  it('the expanded property expands and collapses too, and is never written back to the attribute', async () => {
    const { el } = await mount(longBlock());
    el.expanded = true;
    await settle();
    expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('true');
    expect(el.hasAttribute('expanded')).to.equal(false);
    el.expanded = false;
    await settle();
    expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('false');
  });

  it('removing the block takes away every inert it added', async () => {
    const { el } = await mount(longBlock());
    expect(el.querySelectorAll('[inert]').length).to.be.above(0);
    el.remove();
    await settle();
    expect(el.querySelectorAll('[inert]').length).to.equal(0);
  });

  it('printing shows the whole content, without the button', async () => {
    const { el } = await mount(longBlock());
    await emulateMedia({ media: 'print' });
    expect(content(el).getBoundingClientRect().height).to.be.above(8 * LINE_PX);
    expect(getComputedStyle(toggle(el) as Element).display).to.equal('none');
  });

  it('clicking toggles: the label and aria-expanded change, the event says the new state, analytics gets the title', async () => {
    const { wrapper, el } = await mount(longBlock());
    const details: Array<{ expanded: boolean; bubbles: boolean; composed: boolean }> = [];
    wrapper.addEventListener('vb-content-block-toggle', (event) => {
      const e = event as CustomEvent<{ expanded: boolean }>;
      details.push({ ...e.detail, bubbles: e.bubbles, composed: e.composed });
    });
    window.dataLayer = [];
    toggle(el)?.click();
    await settle();
    expect(visibleLabel(el)).to.equal('Show less');
    expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('true');
    expect(content(el).getBoundingClientRect().height).to.be.greaterThan(8 * LINE_PX);
    toggle(el)?.click();
    await settle();
    expect(visibleLabel(el)).to.equal('Show more');
    expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('false');
    expect(details).to.deep.equal([
      { expanded: true, bubbles: true, composed: true },
      { expanded: false, bubbles: true, composed: true },
    ]);
    const layer = window.dataLayer as Array<{ event: string; component: { info: Record<string, string> }; category: { primary: string } }>;
    expect(layer.map((e) => e.component.info)).to.deep.equal([
      { contentTitle: 'About our chapel', interactionText: 'Show more' },
      { contentTitle: 'About our chapel', interactionText: 'Show less' },
    ]);
    expect(layer[0]?.category.primary).to.equal('content-block');
  });

  it('the button names its block for screen readers, and analytics falls back to the label without a heading', async () => {
    const { el } = await mount(html`
      <div style="width: 600px; font: 16px/1.5 Arial, sans-serif">
        <vb-content-block label="Youth activities" collapsed-lines="1"><p>${LOREM}</p></vb-content-block>
      </div>
    `);
    expect(toggle(el)?.textContent).to.equal('Show more: Youth activities');
    window.dataLayer = [];
    toggle(el)?.click();
    const layer = window.dataLayer as Array<{ component: { info: Record<string, string> } }>;
    expect(layer[0]?.component.info).to.deep.equal({ contentTitle: 'Youth activities', interactionText: 'Show more' });
  });

  it('keyboard: Tab reaches the button, Enter and Space toggle, and focus stays on the button', async () => {
    const { wrapper, el } = await mount(longBlock());
    // The only link is far down, so from the button before the block the next stop is the toggle.
    (wrapper.querySelector('#before') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(nameOf(focused())).to.equal('button[toggle]');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('true');
    expect(visibleLabel(el)).to.equal('Show less');
    expect(nameOf(focused()), 'focus stays on the button when expanding').to.equal('button[toggle]');
    await sendKeys({ press: 'Space' });
    await settle();
    expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('false');
    expect(nameOf(focused())).to.equal('button[toggle]');
  });

  it('links in the collapsed part are not tabbable while collapsed; visible links stay usable', async () => {
    const { wrapper, el } = await mount(html`
      <div style="width: 600px; font: 16px/1.5 Arial, sans-serif">
        <button id="start" type="button">Start</button>
        <vb-content-block collapsed-lines="3">
          <div id="cms-wrapper">
            <p>Read our <a id="top-link" href="#top">welcome letter</a> first.</p>
            <p>${LOREM} ${LOREM}</p>
            <ul>
              <li><a id="hidden-link" href="#hidden">Hidden link</a></li>
            </ul>
          </div>
        </vb-content-block>
        <button id="end" type="button">End</button>
      </div>
    `);
    const topLink = el.querySelector('#top-link') as HTMLElement;
    const hiddenLink = el.querySelector('#hidden-link') as HTMLElement;
    // One wrapper holds everything: making it inert would also lock the visible link.
    expect(isInert(topLink), 'the visible link stays usable').to.equal(false);
    expect(isInert(hiddenLink)).to.equal(true);
    expect(Array.from(el.querySelectorAll('[inert]'), nameOf), 'only what is wholly below the cut').to.deep.equal(['ul']);
    (wrapper.querySelector('#start') as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(nameOf(focused())).to.equal(nameOf(topLink));
    await sendKeys({ press: 'Tab' });
    expect(nameOf(focused()), 'the hidden link is skipped').to.equal('button[toggle]');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(isInert(hiddenLink)).to.equal(false);
    await sendKeys({ press: 'Shift+Tab' });
    expect(nameOf(focused()), 'expanded, the link is reachable').to.equal(nameOf(hiddenLink));
    (toggle(el) as HTMLButtonElement).click();
    await settle();
    expect(isInert(hiddenLink), 'collapsed again').to.equal(true);
    expect(Array.from(el.querySelectorAll('[inert]'), nameOf)).to.deep.equal([nameOf(hiddenLink.closest('ul'))]);
  });

  it('leaves inert that the author set alone', async () => {
    const { el } = await mount(html`
      <div style="width: 600px; font: 16px/1.5 Arial, sans-serif">
        <vb-content-block collapsed-lines="1">
          <p>${LOREM}</p>
          <p id="author-inert" inert>Kept inert by the page.</p>
        </vb-content-block>
      </div>
    `);
    toggle(el)?.click();
    await settle();
    expect(el.querySelector('#author-inert')?.hasAttribute('inert')).to.equal(true);
  });

  it('re-evaluates after a content change: shorter text hides the button, longer text brings it back', async () => {
    const { el } = await mount(longBlock());
    expect(nameOf(toggle(el))).to.equal('button[toggle]');
    const removed = Array.from(el.querySelectorAll('p:not(#first)'));
    removed.forEach((p) => p.remove());
    // Edit the text node itself (a characterData change, as a CMS editor does).
    const text = Array.from((el.querySelector('#first') as HTMLElement).childNodes).find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    (text as Text).data = 'Now one short line.';
    await settle();
    expect(nameOf(toggle(el)), 'text that fits has no button').to.equal('none');
    expect(nameOf(part(el, 'fade'))).to.equal('none');
    el.append(...removed);
    await settle();
    expect(visibleLabel(el)).to.equal('Show more');
    expect(isInert(el.querySelector('#deep-link') as Element), 'new content below the fold is not tabbable').to.equal(true);
  });

  it('a link added below the fold without changing the height is not tabbable either', async () => {
    const { el } = await mount(html`
      <div style="width: 600px; font: 16px/1.5 Arial, sans-serif">
        <vb-content-block collapsed-lines="2"><p id="straddling">${LOREM} ${LOREM}</p></vb-content-block>
      </div>
    `);
    const height = el.getBoundingClientRect().height;
    const late = document.createElement('a');
    late.href = '#late';
    late.textContent = 'late';
    // The paragraph straddles the cut, so only the new link itself can be made inert.
    el.querySelector('#straddling')?.append(' ', late);
    await settle();
    // Same height: only the MutationObserver (not the ResizeObserver) can notice this edit.
    expect(el.getBoundingClientRect().height).to.equal(height);
    expect(isInert(el.querySelector('#straddling') as Element)).to.equal(false);
    expect(isInert(late)).to.equal(true);
  });

  it('re-evaluates after a width change: wider hides the button, narrower shows it', async () => {
    const { wrapper, el } = await mount(html`
      <div style="width: 700px; font: 16px/1.5 Arial, sans-serif">
        <vb-content-block collapsed-lines="3"><p>${LOREM}</p></vb-content-block>
      </div>
    `);
    expect(nameOf(toggle(el)), 'two lines at 700px fit in three').to.equal('none');
    wrapper.style.width = '200px';
    await settle();
    expect(visibleLabel(el)).to.equal('Show more');
    expectCollapsedTo(el, 3);
    el.style.width = '700px';
    await settle();
    expect(nameOf(toggle(el)), 'the element made wider').to.equal('none');
  });

  it('light render mode keeps the author nodes and works the same', async () => {
    // The author's node is taken before the block connects: taken after, it could already be a copy.
    const template = document.createElement('template');
    template.innerHTML = `<div style="width: 600px; font: 16px/1.5 Arial, sans-serif">
      <vb-content-block collapsed-lines="4" render="light">
        <h2 id="title">About our chapel</h2><p id="first">${LOREM}</p><p>${LOREM} ${LOREM}</p><p>${LOREM}</p>
        <p id="last">${LOREM} <a id="deep-link" href="#deep">a link far down</a></p>
      </vb-content-block>
    </div>`;
    const wrapper = template.content.firstElementChild as HTMLElement;
    const el = wrapper.querySelector('vb-content-block') as Block;
    const original = el.querySelector('#first');
    document.body.append(wrapper);
    try {
      await rendered(el);
      await settle();
      expect(el.shadowRoot === null).to.equal(true);
      expect(el.querySelector('#first') === original && original !== null, 'the same node, not a copy').to.equal(true);
      expect(content(el).contains(original)).to.equal(true);
      const button = toggle(el) as HTMLButtonElement;
      expect(button.getAttribute('aria-controls')).to.equal(content(el).id);
      expect(document.getElementById(content(el).id) === content(el)).to.equal(true);
      expectCollapsedTo(el, 4);
      expect(isInert(el.querySelector('#deep-link') as Element)).to.equal(true);
      await expect(el).to.be.accessible();
      button.click();
      await settle();
      expect(visibleLabel(el)).to.equal('Show less');
      expect(isInert(el.querySelector('#deep-link') as Element)).to.equal(false);
      await expect(el).to.be.accessible();
    } finally {
      wrapper.remove();
    }
  });

  it('two light-mode blocks on one page get distinct content ids', async () => {
    const wrapper = await fixture<HTMLElement>(html`
      <div style="width: 300px; font: 16px/1.5 Arial, sans-serif">
        <vb-content-block render="light" collapsed-lines="1"><p>${LOREM}</p></vb-content-block>
        <vb-content-block render="light" collapsed-lines="1"><p>${LOREM}</p></vb-content-block>
      </div>
    `);
    await settle();
    const [a, b] = Array.from(wrapper.querySelectorAll('vb-content-block')) as HTMLElement[];
    expect(content(a!).id).not.to.equal(content(b!).id);
    expect(toggle(b!)?.getAttribute('aria-controls')).to.equal(content(b!).id);
  });

  it('animates the height, but not when the visitor prefers reduced motion', async () => {
    const { el } = await mount(longBlock());
    toggle(el)?.click();
    await tick();
    expect(content(el).getAnimations().length).to.equal(1);
    await emulateMedia({ reducedMotion: 'reduce' });
    for (const animation of content(el).getAnimations()) animation.finish();
    toggle(el)?.click();
    await tick();
    expect(content(el).getAnimations()).to.have.length(0);
  });

  it('a second press mid-animation turns the motion round and ends clean', async () => {
    const { el } = await mount(longBlock());
    toggle(el)?.click();
    await frame();
    toggle(el)?.click();
    await tick();
    expect(content(el).getAnimations()).to.have.length(1);
    await settle();
    expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('false');
    expect(content(el).classList.contains('vb-content-block__content--animating')).to.equal(false);
    expectCollapsedTo(el, 4);
  });

  it('collapsing after reading far down brings the top of the block back into view', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { el } = await mount(html`
      <div style="width: 300px; font: 16px/1.5 Arial, sans-serif">
        <vb-content-block expanded>
          <h2>Long read</h2>
          ${Array.from({ length: 30 }, () => html`<p>${LOREM}</p>`)}
        </vb-content-block>
        <div style="height: 2000px"></div>
      </div>
    `);
    toggle(el)?.scrollIntoView({ block: 'center' });
    expect(el.getBoundingClientRect().top).to.be.lessThan(0);
    toggle(el)?.click();
    await settle();
    const top = el.getBoundingClientRect().top;
    expect(top).to.be.at.least(-1);
    expect(top).to.be.below(window.innerHeight);
    window.scrollTo(0, 0);
  });

  it('a #fragment link into the hidden part expands the block', async () => {
    const { el } = await mount(longBlock());
    const seen: boolean[] = [];
    el.addEventListener('vb-content-block-toggle', (e) => seen.push((e as CustomEvent<{ expanded: boolean }>).detail.expanded));
    const before = window.location.href;
    try {
      window.location.hash = 'deep-link';
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
      await settle();
      expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('true');
      expect(seen).to.deep.equal([true]);
    } finally {
      history.replaceState(null, '', before);
      window.scrollTo(0, 0);
    }
  });

  it('clicking a link to the hidden part expands the block first, so the link target can take focus', async () => {
    const { wrapper, el } = await mount(
      html`<div>
        ${longBlock()}
        <p><a id="jump" href="#deep-link">Jump to the link far down</a></p>
      </div>`,
    );
    const before = window.location.href;
    try {
      (wrapper.querySelector('#jump') as HTMLAnchorElement).click();
      expect(isInert(el.querySelector('#deep-link') as Element), 'inert comes off during the click').to.equal(false);
      await settle();
      expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('true');
      // The runtime's anchor handling (spec: '#' links scroll to the target and set focus) could focus it.
      expect(nameOf(focused())).to.equal('a[#deep-link]');
    } finally {
      history.replaceState(null, '', before);
      window.scrollTo(0, 0);
    }
  });

  it('a page opened at a #fragment in the hidden part starts expanded', async () => {
    const before = window.location.href;
    history.replaceState(null, '', '#deep-link');
    try {
      const { el } = await mount(longBlock());
      expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('true');
      expect(isInert(el.querySelector('#deep-link') as Element)).to.equal(false);
    } finally {
      history.replaceState(null, '', before);
      window.scrollTo(0, 0);
    }
  });

  it('a #fragment link to the visible part leaves the block collapsed', async () => {
    const { el } = await mount(longBlock());
    const seen: boolean[] = [];
    el.addEventListener('vb-content-block-toggle', (e) => seen.push((e as CustomEvent<{ expanded: boolean }>).detail.expanded));
    const before = window.location.href;
    const go = async (hash: string) => {
      window.location.hash = hash;
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
      await settle();
    };
    try {
      await go('title');
      expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('false');
      expect(seen, 'no toggle for a visible target').to.deep.equal([]);
      // Collapsed above because the target was visible, not because fragments are ignored: the
      // same block, the same listener, a hidden target opens it.
      await go('deep-link');
      expect(toggle(el)?.getAttribute('aria-expanded')).to.equal('true');
      expect(seen).to.deep.equal([true]);
    } finally {
      history.replaceState(null, '', before);
      window.scrollTo(0, 0);
    }
  });

  it('is accessible collapsed and expanded', async () => {
    const { el } = await mount(longBlock());
    await expect(el).to.be.accessible();
    toggle(el)?.click();
    await settle();
    await expect(el).to.be.accessible();
  });

  it('is accessible with no button', async () => {
    const { el } = await mount(
      html`<div style="width: 600px">
        <vb-content-block><p>Short.</p></vb-content-block>
      </div>`,
    );
    await expect(el).to.be.accessible();
  });

  describe('issue 9', () => {
    const wideBlock = (expanded: boolean, render = 'shadow') =>
      html` <div style="width: 320px; font: 16px/1.5 Arial, sans-serif">
        <vb-content-block collapsed-lines="2" ?expanded=${expanded} render=${render}>
          <p>${LOREM}</p>
          <table id="wide" style="width: 900px; border-collapse: collapse">
            <tr>
              <td>Sunday</td>
              <td>Monday</td>
              <td style="text-align: right">Last column</td>
            </tr>
          </table>
          <p><a id="url" href="https://example.org/">https://example.org/a/very/long/address/that/never/has/a/space/anywhere/in/it/at/all/page.html</a></p>
        </vb-content-block>
      </div>`;

    for (const render of ['shadow', 'light']) {
      it(`${render}: expanded, a wide table scrolls sideways and a long URL wraps; collapsed still clips`, async () => {
        const { el } = await mount(wideBlock(true, render));
        const box = content(el);
        expect(getComputedStyle(box).overflowX, 'expanded').to.equal('auto');
        expect(box.scrollWidth).to.be.above(box.clientWidth);
        box.scrollLeft = 200;
        expect(box.scrollLeft, 'the right edge of the table can be reached').to.be.above(0);
        const url = el.querySelector('#url') as HTMLElement;
        expect(url.getBoundingClientRect().right, 'the URL wraps inside the block').to.be.at.most(box.getBoundingClientRect().right + 1);
        toggle(el)?.click();
        await settle();
        expect(getComputedStyle(box).overflowX, 'collapsed').to.equal('clip');
      });
    }

    it('light mode: page CSS for bare class names (.content, .toggle, .label, .fade) does not restyle the block', async () => {
      const page = new CSSStyleSheet();
      page.replaceSync(
        ['.content', '.inner', '.toggle', '.label', '.icon', '.fade', '.button', '.title', '.cb', '.vb-cb__toggle', '.vb-cb__content']
          .map((c) => `${c} { display: none !important; }`)
          .join('\n'),
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];
      try {
        const { el } = await mount(longBlock({ render: 'light' }));
        expect(toggle(el)?.offsetHeight, 'toggle shown').to.be.above(0);
        expect(content(el).offsetHeight, 'content shown').to.be.above(0);
        const ours = Array.from(el.querySelectorAll('[class]')).filter((node) => !node.closest('p, h2'));
        const classes = ours.flatMap((node) => Array.from(node.classList));
        expect(
          classes.filter((name) => !name.startsWith('vb-content-block') && name !== 'vb-visually-hidden'),
          'namespaced classes',
        ).to.deep.equal([]);
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== page);
      }
    });

    it('the host says its state for page CSS: data-vb-expanded', async () => {
      const { el } = await mount(longBlock());
      expect(el.hasAttribute('data-vb-expanded')).to.equal(false);
      toggle(el)?.click();
      await settle();
      expect(el.hasAttribute('data-vb-expanded')).to.equal(true);
    });

    it('many blocks share one page listener for the URL fragment (no hashchange or capture click listener per block)', async () => {
      const added: string[] = [];
      const original = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (
        this: EventTarget,
        type: string,
        ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]
      ) {
        if (type === 'hashchange' || (type === 'click' && this === document)) added.push(type);
        return original.call(this, type, ...rest);
      };
      let wrapper: HTMLElement;
      try {
        wrapper = await fixture<HTMLElement>(
          html`<div style="width: 400px">
            ${[1, 2, 3, 4].map(
              (n) =>
                html`<vb-content-block collapsed-lines="1"
                  ><p>${LOREM} ${n}</p>
                  <p id=${`hidden-${n}`}>${LOREM}</p></vb-content-block
                >`,
            )}
          </div>`,
        );
        await settle();
      } finally {
        EventTarget.prototype.addEventListener = original;
      }
      expect(added.filter((type) => type === 'hashchange').length, 'hashchange listeners').to.be.at.most(1);
      expect(added.filter((type) => type === 'click').length, 'document click listeners').to.be.at.most(1);
      // And the one listener still serves every block.
      const before = window.location.href;
      try {
        window.location.hash = 'hidden-3';
        await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
        await settle();
        const blocks = Array.from(wrapper.querySelectorAll<HTMLElement>('vb-content-block'));
        expect(blocks.map((b) => toggle(b)?.getAttribute('aria-expanded'))).to.deep.equal(['false', 'false', 'true', 'false']);
      } finally {
        history.replaceState(null, '', before);
        window.scrollTo(0, 0);
      }
    });
  });
});
