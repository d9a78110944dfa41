import { assert, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import axe from 'axe-core';
import '../../../elements/drawers/define.ts';
import { defineElement } from '../../../src/define-element.ts';
import { publish } from '../../../src/remote-trigger.ts';
import { meta } from '../../../elements/drawers/meta.ts';
import { Drawers } from '../../../elements/drawers/drawers.tsx';
import { MAX_REGION_PANELS, parseDrawers, type DrawerRef, type DrawersEvents, type DrawersProps } from '../../../elements/drawers/drawers-logic.ts';
import styles from '../../../elements/drawers/drawers.css?inline';
import { TRACK_OPENED, trackKey } from '../../../src/reading-progress.ts';

type DrawersElement = HTMLElement & DrawersProps;
type Mode = 'light' | 'shadow';
const MODES: Mode[] = ['light', 'shadow'];

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** React renders, effects, MutationObserver callbacks and a layout. */
async function settle(): Promise<void> {
  await frame();
  await tick();
  await tick();
}

/** Three drawers; the first panel holds a link, so listeners on author content can be checked. */
const BODY =
  '<h3 id="visit">Visiting a congregation</h3><div><p>Wear what you like. <a id="visit-link" href="#directions">Directions</a></p></div>' +
  '<h3 id="worship">Worship services</h3><div><p>Sundays at 10:00.</p><p id="worship-detail">Classes follow.</p></div>' +
  '<h3 id="serve">Serving others</h3><div><p>Join a service project.</p></div>';
const IDS = ['visit', 'worship', 'serve'];

const FORM_BODY =
  '<h3 id="contact">Contact</h3><div><label for="f-name">Name</label><input id="f-name" name="name" required></div>' +
  '<h3 id="address">Address</h3><div><label for="f-city">City</label><input id="f-city" name="city" required>' +
  '<label for="f-note">Note</label><input id="f-note" name="note"></div>' +
  '<h3 id="review">Review</h3><div><p>Check your answers, then send.</p><button type="submit">Send</button></div>';

async function mount(attributes = '', body = BODY, mode?: Mode): Promise<DrawersElement> {
  const wrapper = await fixture<HTMLElement>(html`<div></div>`);
  wrapper.innerHTML = `<vb-drawers ${mode ? `render="${mode}"` : ''} ${attributes}>${body}</vb-drawers>`;
  await settle();
  return wrapper.querySelector('vb-drawers') as DrawersElement;
}

const rootOf = (el: HTMLElement): ParentNode => el.shadowRoot ?? el;
const buttons = (el: HTMLElement) => Array.from(rootOf(el).querySelectorAll<HTMLButtonElement>('button[part~="button"]'));
const panels = (el: HTMLElement) => Array.from(rootOf(el).querySelectorAll<HTMLElement>('[part~="panel"]'));
const drawerBoxes = (el: HTMLElement) => Array.from(rootOf(el).querySelectorAll<HTMLElement>('[part~="drawer"]'));
const expanded = (el: HTMLElement) => buttons(el).map((button) => button.getAttribute('aria-expanded') === 'true');

/** The shadow-root-aware focused element. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function describeElement(element: Element | null | undefined): string {
  if (!element) return String(element);
  return `${element.localName}${element.id ? `#${element.id}` : ''}${element.getAttribute('part') ? `[part=${element.getAttribute('part')}]` : ''}`;
}

/** Compared by identity, reported by name (chai would walk React's internals on a DOM node). */
function expectFocus(expected: Element | null | undefined, message = ''): void {
  const actual = focused();
  expect(actual === expected, `${message} focus is on ${describeElement(actual)}, expected ${describeElement(expected)}`).to.equal(true);
}

function expectSame(actual: unknown, expected: unknown, message = ''): void {
  const name = (value: unknown) => (value instanceof Element ? describeElement(value) : String(value));
  expect(actual === expected, `${message} got ${name(actual)}, expected ${name(expected)}`).to.equal(true);
}

function record<K extends keyof DrawersEvents>(target: EventTarget, name: K): Array<DrawersEvents[K]> {
  const details: Array<DrawersEvents[K]> = [];
  target.addEventListener(name, (event) => details.push((event as CustomEvent<DrawersEvents[K]>).detail));
  return details;
}

async function click(el: HTMLElement, index: number): Promise<void> {
  buttons(el)[index]?.click();
  await settle();
}

function clearFragment(): void {
  history.replaceState(null, '', location.pathname + location.search);
}

function captureConsole(method: 'warn' | 'error'): { messages: string[]; restore(): void } {
  const original = console[method];
  const messages: string[] = [];
  console[method] = (...args: unknown[]) => messages.push(args.map(String).join(' '));
  return { messages, restore: () => (console[method] = original) };
}

beforeEach(() => {
  localStorage.clear();
  clearFragment();
});
afterEach(() => {
  localStorage.clear();
  clearFragment();
});

describe('vb-drawers: markup and attributes', () => {
  it('renders in light DOM by default, one drawer per heading, all closed and hidden until found', async () => {
    expect(meta.render).to.equal('light');
    const el = await mount();
    expect(el.shadowRoot).to.equal(null);
    expect(el.getAttribute('data-vb-render')).to.equal('light');
    expect(buttons(el)).to.have.length(3);
    expect(expanded(el)).to.deep.equal([false, false, false]);
    for (const panel of panels(el)) expect(panel.getAttribute('hidden')).to.equal('until-found');
    expect(drawerBoxes(el).map((drawer) => drawer.getAttribute('data-vb-trigger-id'))).to.deep.equal(IDS);
  });

  it('follows the APG accordion structure: heading > button[aria-expanded][aria-controls], region labelled by the title', async () => {
    const el = await mount();
    const [button] = buttons(el);
    const header = button?.parentElement as HTMLElement;
    expect(header.getAttribute('role')).to.equal('heading');
    expect(header.getAttribute('aria-level')).to.equal('3');
    expect(button?.type).to.equal('button');
    const panel = el.querySelector(`#${button?.getAttribute('aria-controls')}`) as HTMLElement;
    expectSame(panel, panels(el)[0]);
    expect(panel.getAttribute('role')).to.equal('region');
    const title = el.querySelector(`#${panel.getAttribute('aria-labelledby')}`) as HTMLElement;
    expect(title.getAttribute('part')).to.equal('title');
    expect(title.textContent).to.equal('Visiting a congregation');
    expect(button?.contains(title)).to.equal(true);
  });

  it('takes the heading level from the first heading, so sub-headings of another level stay in the panel', async () => {
    const el = await mount('', '<h2 id="a">A</h2><div>A panel</div><h4>Inside A</h4><p>Still A</p><h2 id="b">B</h2><p>B panel</p>');
    expect(buttons(el)).to.have.length(2);
    expect(rootOf(el).querySelector('[part="header"]')?.getAttribute('aria-level')).to.equal('2');
    expect(panels(el)[0]?.textContent).to.equal('A panelInside AStill A');
  });

  it('shows content before the first heading above the drawers (intro)', async () => {
    for (const mode of MODES) {
      const el = await mount('', `<p id="intro-${mode}">Intro</p>${BODY}`, mode);
      const intro = rootOf(el).querySelector('[part="intro"]') as HTMLElement;
      assert.exists(intro, mode);
      const paragraph = el.querySelector(`#intro-${mode}`) as HTMLElement;
      if (mode === 'light') expectSame(paragraph.parentElement, intro);
      else expectSame(paragraph.assignedSlot?.parentElement, intro);
      expect(buttons(el)).to.have.length(3);
    }
  });

  it('maps attributes to props: each boolean bare, strings and JSON, and removal restores the defaults', async () => {
    const el = await mount(`only-one-open only-once tracked variant="form" opened='["worship"]' visited-text="seen" validated-text="done"`);
    expect(el.onlyOneOpen).to.equal(true);
    expect(el.onlyOnce).to.equal(true);
    expect(el.tracked).to.equal(true);
    expect(el.variant).to.equal('form');
    expect(el.visitedText).to.equal('seen');
    expect(el.validatedText).to.equal('done');
    expect(expanded(el)).to.deep.equal([false, true, false]);
    for (const name of ['only-one-open', 'only-once', 'tracked', 'variant', 'visited-text', 'validated-text']) el.removeAttribute(name);
    await settle();
    expect(el.onlyOneOpen).to.equal(false);
    expect(el.onlyOnce).to.equal(false);
    expect(el.tracked).to.equal(false);
    expect(el.variant).to.equal('default');
    expect(el.visitedText).to.equal('viewed');
    expect(el.validatedText).to.equal('completed');
    // The behaviour follows: without only-one-open, opening one leaves the other open.
    await click(el, 0);
    expect(expanded(el)).to.deep.equal([true, true, false]);
    // Without only-once, an open drawer closes again.
    await click(el, 0);
    expect(expanded(el)).to.deep.equal([false, true, false]);
    el.removeAttribute('opened');
    await settle();
    expect(expanded(el)).to.deep.equal([false, false, false]);
  });

  it('opens drawers marked open or data-open (on the heading or the panel) at start, without events', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    const toggles = record(wrapper, 'vb-drawers-toggle');
    wrapper.innerHTML =
      '<vb-drawers><h3 id="a" open>A</h3><div>a</div><h3 id="b">B</h3><div data-open>b</div><h3 id="c">C</h3><div>c</div>' +
      '<h3 id="d">D</h3><details open><summary>More</summary>d</details></vb-drawers>';
    await settle();
    const el = wrapper.querySelector('vb-drawers') as DrawersElement;
    expect(expanded(el)).to.deep.equal([true, true, false, false]);
    expect(toggles).to.deep.equal([]);
    expect(el.opened).to.deep.equal(['a', 'b']);
  });

  it('keeps only the first initially open drawer when only-one-open', async () => {
    const el = await mount('only-one-open', '<h3 open>A</h3><div>a</div><h3 open>B</h3><div>b</div>');
    expect(expanded(el)).to.deep.equal([true, false]);
  });

  it('warns when there is no heading, and when the variant is unknown', async () => {
    const warn = captureConsole('warn');
    try {
      const el = await mount('', '<p>Just a paragraph</p>');
      expect(buttons(el)).to.have.length(0);
      expect(el.querySelector('p')?.textContent).to.equal('Just a paragraph');
      await mount('variant="wizard"');
    } finally {
      warn.restore();
    }
    expect(warn.messages.some((m) => m.includes('no drawers'))).to.equal(true);
    expect(warn.messages.some((m) => m.includes('variant="wizard"'))).to.equal(true);
  });

  it('an invalid opened attribute falls back to none open; a non-list property warns and keeps the last good value', async () => {
    const error = captureConsole('error');
    const warn = captureConsole('warn');
    let el: DrawersElement;
    try {
      el = await mount(`opened='["visit"'`);
      expect(expanded(el)).to.deep.equal([false, false, false]);
      el.opened = ['visit'];
      await settle();
      expect(expanded(el)).to.deep.equal([true, false, false]);
      // Not JSON: a string property is parsed like the attribute, and this one does not parse.
      (el as unknown as { opened: unknown }).opened = 'visit';
      await settle();
    } finally {
      error.restore();
      warn.restore();
    }
    expect(error.messages.some((m) => m.includes('<vb-drawers>') && m.includes('not valid JSON'))).to.equal(true);
    expect([...error.messages, ...warn.messages].some((m) => m.includes('<vb-drawers>') && m.includes('opened'))).to.equal(true);
    // Ignored, not cleared: the drawer the last good value opened is still open.
    expect(expanded(el)).to.deep.equal([true, false, false]);
  });

  it('parseDrawers splits nodes into intro and drawers', () => {
    const host = document.createElement('div');
    host.innerHTML = '<p>intro</p><h3 id="x" data-open>X</h3><p>x1</p><p>x2</p><h3>Y</h3>';
    const parsed = parseDrawers(Array.from(host.childNodes));
    expect(parsed.intro.map((n) => n.textContent)).to.deep.equal(['intro']);
    expect(parsed.drawers.map((d) => [d.id, d.level, d.initiallyOpen, d.panel.length, d.index])).to.deep.equal([
      ['x', 3, true, 2, 0],
      ['', 3, false, 0, 1],
    ]);
  });
});

describe('vb-drawers: opening and closing', () => {
  it('opens and closes by click, emitting vb-drawers-toggle and an analytics click', async () => {
    const el = await mount();
    const toggles = record(el, 'vb-drawers-toggle');
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    const before = layer.length;
    await click(el, 1);
    expect(expanded(el)).to.deep.equal([false, true, false]);
    expect(panels(el)[1]?.hasAttribute('hidden')).to.equal(false);
    expect(drawerBoxes(el)[1]?.getAttribute('part')).to.equal('drawer drawer-open');
    expect(drawerBoxes(el)[1]?.hasAttribute('data-vb-open')).to.equal(true);
    await click(el, 1);
    expect(expanded(el)).to.deep.equal([false, false, false]);
    expect(panels(el)[1]?.getAttribute('hidden')).to.equal('until-found');
    expect(toggles).to.deep.equal([
      { id: 'worship', open: true, index: 1, cause: 'user' },
      { id: 'worship', open: false, index: 1, cause: 'user' },
    ]);
    const sent = layer.slice(before) as Array<{ event: string; component: { info: Record<string, string> }; category: { primary: string } }>;
    expect(sent.map((e) => e.component.info)).to.deep.equal([
      { contentTitle: 'Worship services', interactionText: 'open' },
      { contentTitle: 'Worship services', interactionText: 'close' },
    ]);
    expect(sent[0]?.event).to.equal('Component Click');
    expect(sent[0]?.category.primary).to.equal('drawers');
  });

  it('the DOM is already updated when vb-drawers-toggle reaches a listener', async () => {
    const el = await mount();
    let seen: string | null = null;
    el.addEventListener('vb-drawers-toggle', () => (seen = buttons(el)[0]?.getAttribute('aria-expanded') ?? null));
    buttons(el)[0]?.click();
    expect(seen).to.equal('true');
  });

  it('only-one-open: opening one closes the others, with an event for each', async () => {
    const el = await mount('only-one-open');
    await click(el, 0);
    const toggles = record(el, 'vb-drawers-toggle');
    await click(el, 2);
    expect(expanded(el)).to.deep.equal([false, false, true]);
    expect(toggles).to.deep.equal([
      { id: 'visit', open: false, index: 0, cause: 'user' },
      { id: 'serve', open: true, index: 2, cause: 'user' },
    ]);
    // The open drawer can still be closed (it is collapsible).
    await click(el, 2);
    expect(expanded(el)).to.deep.equal([false, false, false]);
  });

  it('only-once: an opened drawer stays open and its button says so (aria-disabled)', async () => {
    const el = await mount('only-once');
    await click(el, 0);
    const button = buttons(el)[0] as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(drawerBoxes(el)[0]?.getAttribute('part')).to.contain('drawer-locked');
    const toggles = record(el, 'vb-drawers-toggle');
    await click(el, 0);
    expect(expanded(el)).to.deep.equal([true, false, false]);
    expect(toggles).to.deep.equal([]);
    // Still focusable (aria-disabled, not disabled), so keyboard navigation passes through it.
    expect(button.disabled).to.equal(false);
    expect(buttons(el)[1]?.hasAttribute('aria-disabled')).to.equal(false);
    // The property cannot close it either.
    el.opened = [];
    await settle();
    expect(expanded(el)).to.deep.equal([true, false, false]);
    expect(el.opened).to.deep.equal(['visit']);
  });

  it('only-once with only-one-open: one drawer always stays open, switching closes the previous one', async () => {
    const el = await mount('only-once only-one-open');
    await click(el, 0);
    await click(el, 0);
    expect(expanded(el)).to.deep.equal([true, false, false]);
    await click(el, 1);
    expect(expanded(el)).to.deep.equal([false, true, false]);
    expect(buttons(el).map((b) => b.getAttribute('aria-disabled'))).to.deep.equal([null, 'true', null]);
  });

  it('a find-in-page match (beforematch) opens the drawer', async () => {
    const el = await mount();
    const toggles = record(el, 'vb-drawers-toggle');
    panels(el)[2]?.dispatchEvent(new Event('beforematch', { bubbles: true }));
    await settle();
    expect(expanded(el)).to.deep.equal([false, false, true]);
    expect(toggles).to.deep.equal([{ id: 'serve', open: true, index: 2, cause: 'find' }]);
  });

  it('follows remote-trigger messages for its trigger ids (open, close, toggle) without moving focus', async () => {
    const el = await mount('only-one-open');
    const toggles = record(el, 'vb-drawers-toggle');
    const outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    el.parentElement?.append(outside);
    outside.focus();
    expect(publish('worship', { action: 'open' })).to.equal(true);
    await settle();
    expect(expanded(el)).to.deep.equal([false, true, false]);
    publish('serve', { action: 'toggle' });
    await settle();
    expect(expanded(el)).to.deep.equal([false, false, true]);
    publish('serve', { action: 'toggle' });
    await settle();
    publish('visit', { action: 'show' });
    await settle();
    publish('visit', { action: 'hide' });
    await settle();
    expect(expanded(el)).to.deep.equal([false, false, false]);
    expectFocus(outside);
    expect(toggles.map((t) => `${t.id}:${t.open}:${t.cause}`)).to.deep.equal([
      'worship:true:trigger',
      'worship:false:trigger',
      'serve:true:trigger',
      'serve:false:trigger',
      'visit:true:trigger',
      'visit:false:trigger',
    ]);
    el.remove();
    await settle();
    expect(publish('worship', { action: 'open' }), 'unsubscribed once removed').to.equal(false);
  });

  it('uses no region role when more than 6 drawers can be open at once (APG), but keeps it with only-one-open', async () => {
    const many = Array.from({ length: MAX_REGION_PANELS + 1 }, (_, i) => `<h3 id="m${i}">Drawer ${i}</h3><p>Panel ${i}</p>`).join('');
    const free = await mount('', many);
    expect(panels(free).some((p) => p.hasAttribute('role') || p.hasAttribute('aria-labelledby'))).to.equal(false);
    const single = await mount('only-one-open', many.replaceAll('id="m', 'id="n'));
    expect(panels(single).every((p) => p.getAttribute('role') === 'region')).to.equal(true);
    const six = await mount(
      '',
      many
        .split('<h3')
        .slice(0, MAX_REGION_PANELS + 1)
        .join('<h3')
        .replaceAll('id="m', 'id="s'),
    );
    expect(panels(six)).to.have.length(MAX_REGION_PANELS);
    expect(panels(six).every((p) => p.getAttribute('role') === 'region')).to.equal(true);
  });
});

describe('vb-drawers: opened property', () => {
  it('opens and closes drawers when set, is never written to the attribute, and reads the open drawers', async () => {
    const el = await mount(`opened='["worship"]'`);
    expect(el.opened).to.deep.equal(['worship']);
    const toggles = record(el, 'vb-drawers-toggle');
    el.opened = ['visit', 'serve'];
    await settle();
    expect(expanded(el)).to.deep.equal([true, false, true]);
    expect(el.getAttribute('opened')).to.equal('["worship"]');
    expect(toggles).to.deep.equal([
      { id: 'worship', open: false, index: 1, cause: 'property' },
      { id: 'visit', open: true, index: 0, cause: 'property' },
      { id: 'serve', open: true, index: 2, cause: 'property' },
    ]);
    await click(el, 0);
    expect(el.opened).to.deep.equal(['serve']);
    await click(el, 1);
    expect(el.opened).to.deep.equal(['worship', 'serve']);
  });

  it('is already current when vb-drawers-toggle reaches a listener', async () => {
    const el = await mount();
    const seen: unknown[] = [];
    el.addEventListener('vb-drawers-toggle', () => seen.push(el.opened));
    await click(el, 2);
    await click(el, 0);
    expect(seen).to.deep.equal([['serve'], ['visit', 'serve']]);
  });

  it('addresses a heading without an id by its 0-based index', async () => {
    const el = await mount('', '<h3>First</h3><p>1</p><h3 id="second">Second</h3><p>2</p>');
    el.opened = [0];
    await settle();
    expect(expanded(el)).to.deep.equal([true, false]);
    await click(el, 1);
    expect(el.opened).to.deep.equal([0, 'second'] satisfies DrawerRef[]);
  });

  it('with only-one-open, only the first listed drawer opens', async () => {
    const el = await mount('only-one-open');
    el.opened = ['serve', 'visit'];
    await settle();
    expect(expanded(el)).to.deep.equal([false, false, true]);
    expect(el.opened).to.deep.equal(['serve']);
  });
});

describe('vb-drawers: tracked', () => {
  it('stores track-{trigger id} = opened when a drawer opens, and marks it as viewed', async () => {
    const el = await mount('tracked');
    expect(drawerBoxes(el).some((d) => d.hasAttribute('data-vb-visited'))).to.equal(false);
    await click(el, 1);
    expect(localStorage.getItem(trackKey('worship'))).to.equal(TRACK_OPENED);
    expect(localStorage.getItem('track-worship')).to.equal('opened');
    expect(localStorage.getItem('track-visit')).to.equal(null);
    expect(drawerBoxes(el)[1]?.hasAttribute('data-vb-visited')).to.equal(true);
  });

  it('a fresh element restores the viewed state from storage, with the marker text in the button', async () => {
    localStorage.setItem('track-serve', 'opened');
    const el = await mount('tracked visited-text="seen before"');
    const boxes = drawerBoxes(el);
    expect(boxes.map((d) => d.hasAttribute('data-vb-visited'))).to.deep.equal([false, false, true]);
    expect(boxes[2]?.getAttribute('part')).to.equal('drawer drawer-visited');
    const mark = buttons(el)[2]?.querySelector('[part="visited-mark"]') as HTMLElement;
    expect(mark.textContent).to.equal(', seen before');
    expect(buttons(el)[0]?.querySelector('[part="visited-mark"]')).to.equal(null);
    // Opening it again does not change the marker, and closing it keeps it.
    await click(el, 2);
    await click(el, 2);
    expect(drawerBoxes(el)[2]?.hasAttribute('data-vb-visited')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('without tracked, nothing is stored or marked', async () => {
    localStorage.setItem('track-serve', 'opened');
    const el = await mount();
    await click(el, 0);
    expect(localStorage.getItem('track-visit')).to.equal(null);
    expect(drawerBoxes(el).some((d) => d.hasAttribute('data-vb-visited'))).to.equal(false);
  });
});

describe('vb-drawers: URL fragment', () => {
  let calls: Array<ScrollIntoViewOptions | boolean | undefined>;
  const original = Element.prototype.scrollIntoView;
  beforeEach(() => {
    calls = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
      calls.push(options);
    };
  });
  afterEach(async () => {
    Element.prototype.scrollIntoView = original;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  for (const mode of MODES) {
    it(`${mode}: opens the drawer whose trigger id is the fragment at start, scrolls smoothly and focuses its button`, async () => {
      history.replaceState(null, '', '#worship');
      const wrapper = await fixture<HTMLElement>(html`<div></div>`);
      const toggles = record(wrapper, 'vb-drawers-toggle');
      wrapper.innerHTML = `<vb-drawers render="${mode}">${BODY}</vb-drawers>`;
      await settle();
      await settle();
      const el = wrapper.querySelector('vb-drawers') as DrawersElement;
      expect(expanded(el)).to.deep.equal([false, true, false]);
      expectFocus(buttons(el)[1]);
      expect(calls).to.deep.equal([{ behavior: 'smooth', block: 'start' }]);
      expect(toggles).to.deep.equal([{ id: 'worship', open: true, index: 1, cause: 'fragment' }]);
    });
  }

  it('opens on hashchange, without smooth scrolling when the visitor prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount();
    const changed = oneEvent(window, 'hashchange');
    location.hash = 'serve';
    await changed;
    await settle();
    expect(expanded(el)).to.deep.equal([false, false, true]);
    expectFocus(buttons(el)[2]);
    // The reduced-motion kit's jump (src/reduced-motion.ts scrollBehavior).
    expect(calls).to.deep.equal([{ behavior: 'instant', block: 'start' }]);
  });

  it('a link to a drawer (href="#id") opens it, scrolls there and focuses its button, leaving the heading alone', async () => {
    const el = await mount();
    const toggles = record(el, 'vb-drawers-toggle');
    const historyBefore = history.length;
    const link = document.createElement('a');
    link.href = '#worship';
    link.textContent = 'Worship';
    el.parentElement?.append(link);
    link.click();
    expect(expanded(el)).to.deep.equal([false, true, false]);
    await settle();
    expectFocus(buttons(el)[1]);
    expect(calls).to.deep.equal([{ behavior: 'smooth', block: 'start' }]);
    // The runtime's anchor handling would otherwise make the heading (inside our button) a focus target.
    expect(el.querySelector('#worship')?.hasAttribute('tabindex')).to.equal(false);
    expect(toggles).to.deep.equal([{ id: 'worship', open: true, index: 1, cause: 'fragment' }]);
    // As the browser's own jump would: the fragment is in the address, as a new history entry.
    expect(location.hash).to.equal('#worship');
    expect(history.length).to.equal(historyBefore + 1);
    // Again after closing it: a link always goes to its drawer, it does not toggle it.
    await click(el, 1);
    link.click();
    await settle();
    expect(expanded(el)).to.deep.equal([false, true, false]);
    link.click();
    await settle();
    expect(expanded(el)).to.deep.equal([false, true, false]);
  });

  it('a link to the fragment already in the URL opens the drawer again (no hashchange happens)', async () => {
    history.replaceState(null, '', '#visit');
    const el = await mount();
    await settle();
    await click(el, 0);
    expect(expanded(el)).to.deep.equal([false, false, false]);
    const link = document.createElement('a');
    link.href = '#visit';
    link.textContent = 'Visiting';
    el.parentElement?.append(link);
    link.click();
    await settle();
    expect(expanded(el)).to.deep.equal([true, false, false]);
    expectFocus(buttons(el)[0]);
  });

  it('a link written with the page path (/page#id) opens the drawer and puts the fragment in the address, without the jump', async () => {
    const el = await mount();
    const toggles = record(el, 'vb-drawers-toggle');
    const link = document.createElement('a');
    link.href = `${location.pathname}${location.search}#serve`;
    link.textContent = 'Serving';
    el.parentElement?.append(link);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    link.dispatchEvent(first);
    await settle();
    expect(first.defaultPrevented, 'the browser does not jump (and take focus away)').to.equal(true);
    expect(location.hash).to.equal('#serve');
    expect(expanded(el)).to.deep.equal([false, false, true]);
    expectFocus(buttons(el)[2]);
    expect(toggles).to.have.length(1);
    expect(calls).to.have.length(1);
    // Again, now that the address has the fragment: the click itself opens it.
    await click(el, 2);
    const again = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    link.dispatchEvent(again);
    await settle();
    expect(again.defaultPrevented).to.equal(true);
    expect(expanded(el)).to.deep.equal([false, false, true]);
    expectFocus(buttons(el)[2]);
  });

  it('a fragment naming an element inside a panel opens that drawer and scrolls to the element', async () => {
    history.replaceState(null, '', '#worship-detail');
    const el = await mount();
    await settle();
    expect(expanded(el)).to.deep.equal([false, true, false]);
    expect(calls).to.have.length(1);
  });

  it('ignores a fragment that names nothing in the drawers', async () => {
    history.replaceState(null, '', '#elsewhere');
    const el = await mount();
    expect(expanded(el)).to.deep.equal([false, false, false]);
    expect(calls).to.deep.equal([]);
  });
});

describe('vb-drawers: keyboard (APG accordion)', () => {
  for (const mode of MODES) {
    it(`${mode}: Enter and Space toggle; Down/Up move between headers and wrap; Home/End go to the ends`, async () => {
      const el = await mount('', BODY, mode);
      const list = buttons(el);
      list[0]?.focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(expanded(el)).to.deep.equal([true, false, false]);
      await sendKeys({ press: 'Space' });
      await settle();
      expect(expanded(el)).to.deep.equal([false, false, false]);
      await sendKeys({ press: 'ArrowDown' });
      expectFocus(list[1]);
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      expectFocus(list[0], 'Down from the last wraps to the first');
      await sendKeys({ press: 'ArrowUp' });
      expectFocus(list[2], 'Up from the first wraps to the last');
      await sendKeys({ press: 'Home' });
      expectFocus(list[0]);
      await sendKeys({ press: 'End' });
      expectFocus(list[2]);
      await sendKeys({ press: 'Space' });
      await settle();
      expect(expanded(el)).to.deep.equal([false, false, true]);
      expectFocus(list[2]);
    });
  }

  it('arrow keys inside a panel are left alone', async () => {
    const el = await mount('opened=\'["k1"]\'', '<h3 id="k1">One</h3><div><input aria-label="Search" id="k-input"></div><h3 id="k2">Two</h3><p>2</p>');
    const input = el.querySelector('#k-input') as HTMLInputElement;
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    expectFocus(input);
  });
});

describe('vb-drawers: form variant', () => {
  async function mountForm(attributes = '', mode?: Mode): Promise<{ el: DrawersElement; form: HTMLFormElement }> {
    const form = await fixture<HTMLFormElement>(html`<form></form>`);
    form.addEventListener('submit', (event) => event.preventDefault());
    form.innerHTML = `<vb-drawers variant="form" ${mode ? `render="${mode}"` : ''} ${attributes}>${FORM_BODY}</vb-drawers>`;
    await settle();
    return { el: form.querySelector('vb-drawers') as DrawersElement, form };
  }
  function type(input: HTMLInputElement, value: string): void {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }

  for (const mode of MODES) {
    it(`${mode}: cannot open a drawer past an invalid one: that one opens and its field is reported and focused`, async () => {
      const { el } = await mountForm('', mode);
      const toggles = record(el, 'vb-drawers-toggle');
      const validated = record(el, 'vb-drawers-validated');
      await click(el, 2);
      expect(expanded(el)).to.deep.equal([true, false, false]);
      expectFocus(el.querySelector('#f-name'));
      expect(toggles).to.deep.equal([{ id: 'contact', open: true, index: 0, cause: 'validation' }]);
      expect(validated).to.deep.equal([]); // false from the start: no change
      expect(drawerBoxes(el)[0]?.getAttribute('data-vb-validated')).to.equal('false');

      type(el.querySelector('#f-name') as HTMLInputElement, 'Ann');
      await settle();
      expect(validated).to.deep.equal([{ id: 'contact', valid: true, index: 0 }]);
      expect(drawerBoxes(el)[0]?.getAttribute('data-vb-validated')).to.equal('true');
      expect(drawerBoxes(el)[0]?.getAttribute('part')).to.contain('drawer-validated');
      expect(buttons(el)[0]?.querySelector('[part="validated-mark"]')?.textContent).to.equal('✓, completed');

      // Next blocker: the address section.
      await click(el, 2);
      expect(expanded(el)).to.deep.equal([true, true, false]);
      expectFocus(el.querySelector('#f-city'));
      type(el.querySelector('#f-city') as HTMLInputElement, 'Provo');
      await settle();
      await click(el, 2);
      expect(expanded(el)).to.deep.equal([true, true, true]);
      expect(validated.at(-1)).to.deep.equal({ id: 'review', valid: true, index: 2 });
      await expect(el).to.be.accessible();
    });
  }

  it('the flag follows the input: emptying a required field clears it', async () => {
    const { el } = await mountForm(`opened='["contact"]'`);
    const validated = record(el, 'vb-drawers-validated');
    const name = el.querySelector('#f-name') as HTMLInputElement;
    type(name, 'Ann');
    await settle();
    type(name, '');
    await settle();
    expect(validated).to.deep.equal([
      { id: 'contact', valid: true, index: 0 },
      { id: 'contact', valid: false, index: 0 },
    ]);
    expect(drawerBoxes(el)[0]?.getAttribute('data-vb-validated')).to.equal('false');
    expect(buttons(el)[0]?.querySelector('[part="validated-mark"]')).to.equal(null);
  });

  it('going back to an earlier drawer is always allowed', async () => {
    const { el } = await mountForm('only-one-open');
    type(el.querySelector('#f-name') as HTMLInputElement, 'Ann');
    await click(el, 1);
    expect(expanded(el)).to.deep.equal([false, true, false]);
    await click(el, 0);
    expect(expanded(el)).to.deep.equal([true, false, false]);
  });

  it('a submit that finds an invalid field in a closed drawer opens it so the browser can focus the field', async () => {
    const { el, form } = await mountForm('only-one-open');
    type(el.querySelector('#f-name') as HTMLInputElement, 'Ann');
    await click(el, 0);
    expect(expanded(el)).to.deep.equal([true, false, false]);
    form.requestSubmit();
    await settle();
    expect(expanded(el)).to.deep.equal([false, true, false]);
    expectFocus(el.querySelector('#f-city'));
  });

  it('outside the form variant nothing is validated', async () => {
    const form = await fixture<HTMLFormElement>(html`<form></form>`);
    form.innerHTML = `<vb-drawers>${FORM_BODY}</vb-drawers>`;
    await settle();
    const el = form.querySelector('vb-drawers') as DrawersElement;
    await click(el, 2);
    expect(expanded(el)).to.deep.equal([false, false, true]);
    expect(drawerBoxes(el)[0]?.hasAttribute('data-vb-validated')).to.equal(false);
  });
});

describe("vb-drawers: the author's nodes are kept", () => {
  for (const mode of MODES) {
    it(`${mode}: the same nodes, with their ids and listeners`, async () => {
      const wrapper = await fixture<HTMLElement>(html`<div></div>`);
      const el = document.createElement('vb-drawers') as DrawersElement;
      el.setAttribute('render', mode);
      el.innerHTML = BODY;
      const heading = el.querySelector('#visit') as HTMLElement;
      const link = el.querySelector('#visit-link') as HTMLAnchorElement;
      const panel = link.closest('div') as HTMLElement;
      let linkClicks = 0;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        linkClicks += 1;
      });
      wrapper.append(el);
      await settle();
      expect(el.getAttribute('data-vb-render')).to.equal(mode);
      expectSame(document.getElementById('visit'), heading);
      expectSame(document.getElementById('visit-link'), link);
      const [button] = buttons(el);
      if (mode === 'light') {
        expectSame(heading.closest('button'), button);
        expect(panel.parentElement?.getAttribute('part')).to.equal('content');
      } else {
        expectSame(heading.parentElement, el);
        expectSame(heading.assignedSlot?.closest('button'), button);
        expectSame(panel.assignedSlot?.closest('[part="panel"]'), panels(el)[0]);
      }
      await click(el, 0);
      link.click();
      expect(linkClicks).to.equal(1);
      // A click on the author's heading text is a click on the button.
      heading.click();
      await settle();
      expect(expanded(el)).to.deep.equal([false, false, false]);
    });

    it(`${mode}: drawers added after start join the list`, async () => {
      const el = await mount('', BODY, mode);
      const heading = document.createElement('h3');
      heading.id = 'late';
      heading.textContent = 'Added later';
      const panel = document.createElement('div');
      panel.textContent = 'Late panel';
      el.append(heading, panel);
      await settle();
      expect(buttons(el)).to.have.length(4);
      await click(el, 3);
      expect(expanded(el)).to.deep.equal([false, false, false, true]);
      expectSame(document.getElementById('late'), heading);
    });

    it(`${mode}: is accessible closed and open`, async () => {
      const el = await mount('', BODY, mode);
      await expect(el).to.be.accessible();
      await click(el, 0);
      await click(el, 2);
      await expect(el).to.be.accessible();
    });
  }

  it('drawers nested in a panel work on their own', async () => {
    for (const mode of MODES) {
      const inner = `<vb-drawers render="${mode}"><h4 id="in-a-${mode}">Inner A</h4><p>ia</p><h4 id="in-b-${mode}">Inner B</h4><p>ib</p></vb-drawers>`;
      const outer = await mount('', `<h3 id="out-a-${mode}">Outer A</h3><div>${inner}</div><h3 id="out-b-${mode}">Outer B</h3><p>ob</p>`, mode);
      await settle();
      const nested = outer.querySelector('vb-drawers') as DrawersElement;
      expect(buttons(outer), mode).to.have.length(mode === 'light' ? 4 : 2); // light: the inner ones are in the outer's subtree
      const own = buttons(outer).filter((b) => !nested.contains(b));
      own[0]?.click();
      await settle();
      buttons(nested)[1]?.click();
      await settle();
      expect(expanded(nested), mode).to.deep.equal([false, true]);
      expect(outer.opened, mode).to.deep.equal([`out-a-${mode}`]);
      buttons(nested)[1]?.focus();
      await sendKeys({ press: 'ArrowDown' });
      expectFocus(buttons(nested)[0], `${mode}: arrows stay within the inner drawers`);
      // Find-in-page in the inner drawers opens only the inner drawer.
      panels(nested)[0]?.dispatchEvent(new Event('beforematch', { bubbles: true }));
      await settle();
      expect(expanded(nested), mode).to.deep.equal([true, true]);
      expect(outer.opened, mode).to.deep.equal([`out-a-${mode}`]);
    }
  });

  it('shadow: loose text is wrapped (same text node) so it can be slotted', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    wrapper.innerHTML = '<vb-drawers render="shadow"><h3 id="t1">One</h3>Loose text<h3 id="t2">Two</h3><p>2</p></vb-drawers>';
    const text = (wrapper.querySelector('vb-drawers') as HTMLElement).childNodes[1] as Text;
    await settle();
    const el = wrapper.querySelector('vb-drawers') as DrawersElement;
    expect(text.parentElement?.localName).to.equal('span');
    expect(text.parentElement?.getAttribute('slot')).to.equal('panel-0');
    expect(buttons(el)).to.have.length(2);
  });

  it('in light mode the panel animates open, and not when the visitor prefers reduced motion', async () => {
    const el = await mount();
    await click(el, 0);
    expect(panels(el)[0]?.getAnimations().length).to.equal(1);
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      await click(el, 1);
      expect(panels(el)[1]?.getAnimations().length).to.equal(0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });
});

describe('vb-drawers: house rules (names, kits)', () => {
  it('light mode: a page stylesheet with bare .button / .title / .panel rules does not reach the drawers', async () => {
    const page = new CSSStyleSheet();
    page.replaceSync(
      '.button { color: rgb(255, 0, 0) !important; } .title { display: none !important; } .panel { display: none !important; } .drawer { visibility: hidden !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];
    try {
      const el = await mount('opened=\'["visit"]\'');
      const [button] = buttons(el);
      const title = button?.querySelector('[part="title"]') as HTMLElement;
      expect(getComputedStyle(button as HTMLElement).color).not.to.equal('rgb(255, 0, 0)');
      expect(getComputedStyle(title).display).not.to.equal('none');
      expect(getComputedStyle(panels(el)[0] as HTMLElement).display).not.to.equal('none');
      expect(getComputedStyle(drawerBoxes(el)[0] as HTMLElement).visibility).to.equal('visible');
      expect(button?.className).to.equal('vb-drawers__button');
      expect(drawerBoxes(el)[0]?.classList.contains('vb-drawers__drawer--open')).to.equal(true);
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== page);
    }
  });

  it('every rendered class is vb-drawers__<part>(--<modifier>), every private custom property --_vb-drawers-*', async () => {
    const el = await mount('tracked variant="form"', FORM_BODY);
    const ours = Array.from(el.querySelectorAll('[part]'));
    expect(ours.length).to.be.greaterThan(0);
    for (const node of ours) {
      for (const name of Array.from(node.classList)) expect(name, describeElement(node)).to.match(/^(vb-drawers__[a-z-]+|vb-visually-hidden|vb-chevron)$/);
    }
    for (const match of styles.matchAll(/--_vb-[a-z-]+(?=\s*:)/g)) expect(match[0]).to.match(/^--_vb-drawers-/);
  });

  it('keeps the host state as data-vb-*: the open count, and per drawer data-vb-open', async () => {
    const el = await mount();
    expect(el.getAttribute('data-vb-open-count')).to.equal('0');
    await click(el, 0);
    await click(el, 2);
    expect(el.getAttribute('data-vb-open-count')).to.equal('2');
    expect(drawerBoxes(el).map((box) => box.hasAttribute('data-vb-open'))).to.deep.equal([true, false, true]);
  });

  it('events are vb-drawers-*: they bubble out of a shadow root (composed) with a typed detail, as meta.ts declares', async () => {
    expect(Object.keys(meta.events ?? {})).to.deep.equal(['vb-drawers-toggle', 'vb-drawers-validated', 'vb-drawers-progress']);
    const el = await mount('', BODY, 'shadow');
    const seen: Event[] = [];
    document.addEventListener('vb-drawers-toggle', (event) => seen.push(event), { once: true });
    await click(el, 1);
    expect(seen).to.have.length(1);
    expect(seen[0]?.bubbles && seen[0]?.composed).to.equal(true);
    expect((seen[0] as CustomEvent<DrawersEvents['vb-drawers-toggle']>).detail).to.deep.equal({ id: 'worship', open: true, index: 1, cause: 'user' });
  });

  it('one page listener for fragments: five drawers add no hashchange or document click listener of their own', async () => {
    const added: string[] = [];
    const onWindow = window.addEventListener;
    const onDocument = document.addEventListener;
    window.addEventListener = function (this: Window, type: string, ...rest: unknown[]) {
      added.push(`window:${type}`);
      return (onWindow as (...args: unknown[]) => void).call(this, type, ...rest);
    } as typeof window.addEventListener;
    document.addEventListener = function (this: Document, type: string, ...rest: unknown[]) {
      added.push(`document:${type}`);
      return (onDocument as (...args: unknown[]) => void).call(this, type, ...rest);
    } as typeof document.addEventListener;
    try {
      const wrapper = await fixture<HTMLElement>(html`<div></div>`);
      wrapper.innerHTML = Array.from({ length: 5 }, (_, n) => `<vb-drawers><h3 id="many-${n}">T${n}</h3><p>p</p></vb-drawers>`).join('');
      await waitUntil(() => wrapper.querySelectorAll('button').length === 5, 'five drawers mounted');
      await settle();
    } finally {
      window.addEventListener = onWindow;
      document.addEventListener = onDocument;
    }
    expect(added.filter((entry) => entry === 'window:hashchange').length).to.be.at.most(1);
    expect(added.filter((entry) => entry === 'document:click').length).to.be.at.most(2); // the fragment kit's and the anchor handling's
  });

  it('ids are unique on a page with several light-mode drawers, and every aria reference resolves', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    wrapper.innerHTML = `<vb-drawers>${BODY}</vb-drawers><vb-drawers><h3>One</h3><p>1</p><h3>Two</h3><p>2</p></vb-drawers>`;
    await settle();
    const ids = Array.from(wrapper.querySelectorAll('[id]')).map((node) => node.id);
    expect(new Set(ids).size).to.equal(ids.length);
    for (const node of Array.from(wrapper.querySelectorAll('[aria-controls], [aria-labelledby]'))) {
      for (const ref of [node.getAttribute('aria-controls'), node.getAttribute('aria-labelledby')]) {
        if (ref) assert.exists(document.getElementById(ref), ref);
      }
    }
  });

  it('every drawer button stays in the Tab sequence (APG accordion: the one-tabbable-item rule does not apply)', async () => {
    const el = await mount();
    expect(buttons(el).map((button) => button.tabIndex)).to.deep.equal([0, 0, 0]);
    buttons(el)[0]?.focus();
    await sendKeys({ press: 'ArrowRight' });
    expectFocus(buttons(el)[0], 'Left/Right are not ours: a vertical list');
    await sendKeys({ press: 'Tab' });
    expectFocus(buttons(el)[1]);
  });
});

describe('vb-drawers: one heading per drawer', () => {
  /**
   * The headings in the element's accessibility tree as axe computes roles (light and shadow DOM
   * flattened), with their names and levels. Playwright 1.65 no longer has page.accessibility, so
   * web-test-runner's a11ySnapshot cannot read Chromium's own tree here.
   */
  interface AxeNode {
    props: { nodeName: string };
    attr(name: string): string | null;
  }
  // The parts of axe-core's API that its typings leave out (setup's virtual tree, role and name).
  const ax = axe as unknown as {
    setup(root: Element): AxeNode;
    teardown(): void;
    utils: { querySelectorAll(tree: AxeNode, selector: string): AxeNode[] };
    commons: { aria: { getRole(node: AxeNode): string | null }; text: { accessibleTextVirtual(node: AxeNode): string } };
  };
  function headings(root: Element): Array<[string, string]> {
    const tree = ax.setup(root);
    try {
      return ax.utils
        .querySelectorAll(tree, '*')
        .filter((node) => ax.commons.aria.getRole(node) === 'heading')
        .map((node): [string, string] => [ax.commons.text.accessibleTextVirtual(node), node.attr('aria-level') ?? node.props.nodeName.slice(1)]);
    } finally {
      ax.teardown();
    }
  }

  for (const mode of MODES) {
    it(`${mode}: the accessibility tree has one heading per drawer, at the author's level, named by the title`, async () => {
      const el = await mount('', BODY, mode);
      expect(headings(el)).to.deep.equal([
        ['Visiting a congregation', '3'],
        ['Worship services', '3'],
        ['Serving others', '3'],
      ]);
      // The author's heading keeps its node and id; only its role is dropped.
      expect(el.querySelector('#visit')?.getAttribute('role')).to.equal('none');
      await expect(el).to.be.accessible();
    });
  }

  it("an author's own role on the heading is left alone", async () => {
    const el = await mount('', '<h3 id="r1" role="presentation">One</h3><p>1</p>');
    expect(el.querySelector('#r1')?.getAttribute('role')).to.equal('presentation');
  });
});

describe('vb-drawers: tracked progress (track-{path} = opened/total)', () => {
  const key = () => `track-${location.pathname}`;

  it('keeps opened/total for the page and reads it as done/total (data-vb-progress, vb-drawers-progress)', async () => {
    localStorage.setItem('track-serve', 'opened');
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    const progress = record(wrapper, 'vb-drawers-progress');
    wrapper.innerHTML = `<vb-drawers tracked>${BODY}<h3>No id, not counted</h3><p>x</p></vb-drawers>`;
    await settle();
    const el = wrapper.querySelector('vb-drawers') as DrawersElement;
    expect(localStorage.getItem(key())).to.equal('1/3');
    expect(el.getAttribute('data-vb-progress')).to.equal('1/3');
    await click(el, 0);
    expect(localStorage.getItem(key())).to.equal('2/3');
    expect(el.getAttribute('data-vb-progress')).to.equal('2/3');
    // Closing and opening again counts nothing new.
    await click(el, 0);
    await click(el, 0);
    expect(localStorage.getItem(key())).to.equal('2/3');
    expect(progress).to.deep.equal([
      { done: 1, total: 3, key: key() },
      { done: 2, total: 3, key: key() },
    ]);
  });

  it('two tracked drawers on one page add up; without tracked nothing is kept', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    wrapper.innerHTML = `<vb-drawers tracked>${BODY}</vb-drawers><vb-drawers tracked><h3 id="p-a">A</h3><p>a</p><h3 id="p-b">B</h3><p>b</p></vb-drawers><vb-drawers><h3 id="p-c">C</h3><p>c</p></vb-drawers>`;
    await settle();
    const [, second] = Array.from(wrapper.querySelectorAll('vb-drawers')) as DrawersElement[];
    await click(second as DrawersElement, 1);
    expect(localStorage.getItem(key())).to.equal('1/5');
  });
});

describe('vb-drawers: window.visitorBlocks.reinit()', () => {
  it('re-applies the fragment, which a script changed without a hashchange', async () => {
    const el = await mount();
    history.replaceState(null, '', '#serve');
    window.visitorBlocks?.reinit();
    await settle();
    expect(expanded(el)).to.deep.equal([false, false, true]);
    expectFocus(buttons(el)[2]);
  });

  it('re-reads the author content (an open marker set in place) and the stored visits', async () => {
    const el = await mount('tracked');
    el.querySelector('#worship')?.setAttribute('data-open', '');
    localStorage.setItem('track-visit', 'opened');
    window.visitorBlocks?.reinit();
    await settle();
    expect(expanded(el)).to.deep.equal([false, true, false]);
    expect(drawerBoxes(el).map((box) => box.hasAttribute('data-vb-visited'))).to.deep.equal([true, false, false]);
  });
});

describe('vb-drawers: definition order', () => {
  it('upgrades markup that exists before the element is defined, keeping the nodes', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    wrapper.innerHTML = `<vb-drawers-late only-one-open>${BODY}</vb-drawers-late>`;
    const heading = wrapper.querySelector('#worship');
    defineElement({ ...meta, name: 'drawers-late', component: Drawers, styles });
    await settle();
    const el = wrapper.querySelector('vb-drawers-late') as DrawersElement;
    expect(el.getAttribute('data-vb-render')).to.equal('light');
    expect(buttons(el)).to.have.length(3);
    expectSame(heading?.closest('button'), buttons(el)[1]);
    await click(el, 0);
    await click(el, 1);
    expect(expanded(el)).to.deep.equal([false, true, false]);
  });

  it('defined before the markup is parsed: builds the drawers once the children exist', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const el = document.createElement('vb-drawers') as DrawersElement;
    try {
      document.body.append(el);
      await settle();
      // The parser then adds the children one by one.
      const template = document.createElement('template');
      template.innerHTML = BODY;
      for (const node of Array.from(template.content.childNodes)) el.append(node);
    } finally {
      delete (document as unknown as { readyState?: string }).readyState;
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await settle();
    try {
      expect(buttons(el)).to.have.length(3);
      expectSame(el.querySelector('#visit')?.closest('button'), buttons(el)[0]);
      await click(el, 0);
      expect(expanded(el)).to.deep.equal([true, false, false]);
    } finally {
      el.remove();
    }
  });
});
