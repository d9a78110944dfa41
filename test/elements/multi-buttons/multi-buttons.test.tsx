/**
 * vb-multi-buttons in Chromium: the author's links and buttons laid out (side by side, stacked below 600 px, always
 * stacked), each click's analytics text and event, remote triggers, keyboard, bad children, light DOM and axe.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/multi-buttons/define.ts';
import { examples } from '../../../elements/multi-buttons/examples.ts';
import { subscribe, type TriggerMessage } from '../../../src/remote-trigger.ts';
import { exampleNamed, mountExample, mountHtml, recordConsole, renderRoot } from '../../support/index.ts';
import { waitFor } from '../../support/wait.ts';

type Layer = Array<{ event: string; component: { info: Record<string, unknown> } }>;

function dataLayer(): Layer {
  const layer: Layer = [];
  (window as unknown as { dataLayer?: unknown }).dataLayer = layer;
  return layer;
}

const buttons = (el: HTMLElement) => Array.from(el.querySelectorAll<HTMLElement>('a, button'));
const group = (el: HTMLElement) => renderRoot(el).querySelector<HTMLElement>('[part~="group"]') as HTMLElement;
const boxes = (el: HTMLElement) => buttons(el).map((b) => b.getBoundingClientRect());
/** Clicking a link in a test must not leave the test page. */
const stay = (event: Event) => event.preventDefault();

describe('vb-multi-buttons', function () {
  this.timeout(20000);
  beforeEach(() => document.addEventListener('click', stay));
  afterEach(async () => {
    document.removeEventListener('click', stay);
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('lays the links side by side when there is room, as 44 px buttons in a named group', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'), { parent: wide() });
    expect(group(el).getAttribute('role')).to.equal('group');
    expect(group(el).getAttribute('aria-label')).to.equal('Next steps');
    const [first, second] = boxes(el) as [DOMRect, DOMRect];
    expect(second.top).to.equal(first.top);
    expect(second.left).to.be.above(first.right);
    expect(first.height).to.be.at.least(44);
    expect(getComputedStyle(buttons(el)[0] as HTMLElement).backgroundColor).not.to.equal(getComputedStyle(buttons(el)[1] as HTMLElement).backgroundColor);
    // A page's own link colour must not write blue on the blue fill.
    const pageCss = Object.assign(document.createElement('style'), { textContent: 'a { color: rgb(0, 0, 238); text-decoration: underline; }' });
    document.head.append(pageCss);
    try {
      expect(getComputedStyle(buttons(el)[0] as HTMLElement).color).to.equal('rgb(255, 255, 255)');
      await expect(el).to.be.accessible();
    } finally {
      pageCss.remove();
    }
  });

  it('stacks them full width where the block is narrower than 600 px, and with layout="stack" at any width', async () => {
    const narrow = document.createElement('div');
    narrow.style.width = '320px';
    document.body.append(narrow);
    try {
      const { el } = await mountExample(exampleNamed(examples, 'default'), { parent: narrow });
      const [first, second] = boxes(el) as [DOMRect, DOMRect];
      expect(second.top).to.be.at.least(first.bottom);
      expect(Math.round(first.width)).to.equal(320);
      expect(narrow.scrollWidth).to.equal(320);
    } finally {
      narrow.remove();
    }
    const { el: stacked } = await mountExample(exampleNamed(examples, 'stack'), { parent: wide() });
    const [a, b] = boxes(stacked) as [DOMRect, DOMRect];
    expect(b.top).to.be.at.least(a.bottom);
  });

  it('each click sends its own analytics text and the event; Tab and Enter reach them', async () => {
    const layer = dataLayer();
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    const seen: unknown[] = [];
    el.addEventListener('vb-multi-buttons-click', (event) => seen.push((event as CustomEvent).detail));
    (buttons(el)[0] as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(buttons(el)[1]);
    await sendKeys({ press: 'Enter' });
    (buttons(el)[0] as HTMLElement).click();
    expect(seen).to.deep.equal([
      { text: 'next steps: find a congregation', href: '/demo/unit-finder.html', trigger: '', index: 1 },
      { text: 'next steps: meet the missionaries', href: '/demo/index.html', trigger: '', index: 0 },
    ]);
    expect(layer).to.have.length(2);
    expect(layer[0]?.event).to.equal('Component Click');
    expect(layer[0]?.component.info).to.deep.equal({
      contentTitle: 'Next steps',
      interactionText: 'next steps: find a congregation',
      link: new URL('/demo/unit-finder.html', location.href).href,
    });
  });

  it('a button with data-trigger sends its action to the subscriber; its text is the analytics text', async () => {
    const layer = dataLayer();
    const messages: TriggerMessage[] = [];
    const off = subscribe('service-schedule', (message) => messages.push(message));
    try {
      const { el } = await mountExample(exampleNamed(examples, 'actions'));
      expect(group(el).hasAttribute('role')).to.equal(false);
      const open = buttons(el)[1] as HTMLButtonElement;
      open.focus();
      await sendKeys({ press: 'Space' });
      (buttons(el)[2] as HTMLButtonElement).click();
      expect(messages.map((m) => [m.action, m.source])).to.deep.equal([
        ['open', open],
        ['close', buttons(el)[2]],
      ]);
      expect(layer[0]?.component.info).to.deep.equal({ contentTitle: 'Service week', interactionText: 'Open the schedule' });
      await expect(el).to.be.accessible();
    } finally {
      off();
    }
  });

  it('a trigger nobody listens to, and a disabled button: a warning, and nothing sent for the disabled one', async () => {
    const record = recordConsole();
    try {
      const layer = dataLayer();
      const { el } = await mountHtml(
        `<vb-multi-buttons><button type="button" data-trigger="nobody-here">Open</button><button type="button" disabled>Off</button></vb-multi-buttons>`,
      );
      (buttons(el)[0] as HTMLElement).click();
      expect(record.warnings.join('\n')).to.contain(
        '<vb-multi-buttons>: the button "Open" has data-trigger="nobody-here", but no block on the page listens to that id.',
      );
      (buttons(el)[1] as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      expect(layer).to.have.length(1);
    } finally {
      record.restore();
    }
  });

  it('bad children: a warning naming the element and what to write; what the author wrote still shows', async () => {
    const record = recordConsole();
    try {
      const { el: empty } = await mountHtml(`<vb-multi-buttons><p>Soon</p></vb-multi-buttons>`);
      await waitFor(() => record.warnings.length > 0, 'the warning');
      expect(record.warnings[0]).to.equal(
        '<vb-multi-buttons>: no <a href> or <button> inside; write the buttons as its children, e.g. <a href="/visit">Visit us</a>.',
      );
      expect((empty.querySelector('p') as HTMLElement).getBoundingClientRect().height).to.be.above(0);
      record.warnings.length = 0;
      await mountHtml(`<vb-multi-buttons><a href="/a">A</a><span>x</span></vb-multi-buttons>`);
      await waitFor(() => record.warnings.length > 0, 'the second warning');
      expect(record.warnings).to.deep.equal(['<vb-multi-buttons>: <span> is not a button: only <a href> and <button> children are laid out as buttons.']);
      expect(record.errors).to.deep.equal([]);
    } finally {
      record.restore();
    }
  });

  it('a layout or align that is not one of its choices: a warning naming it, and the default', async () => {
    const record = recordConsole();
    try {
      const { el } = await mountHtml(`<vb-multi-buttons layout="grid" align="middle"><a href="/a">A</a></vb-multi-buttons>`);
      await waitFor(() => record.warnings.length >= 2, 'the warnings');
      expect(record.warnings).to.deep.equal([
        '<vb-multi-buttons>: attribute layout="grid" is not one of ["auto","row","stack"]; using the default ("auto").',
        '<vb-multi-buttons>: attribute align="middle" is not one of ["start","center","end"]; using the default ("start").',
      ]);
      expect(group(el).className).to.contain('vb-multi-buttons--auto');
      record.warnings.length = 0;
      el.setAttribute('layout', 'Stack');
      el.setAttribute('align', '');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(record.warnings).to.deep.equal([]);
      expect(record.errors).to.deep.equal([]);
    } finally {
      record.restore();
    }
  });

  it('light DOM: the same buttons, in order, with their clicks', async () => {
    const layer = dataLayer();
    const { el } = await mountExample(exampleNamed(examples, 'stack'), { render: 'light' });
    expect(el.shadowRoot).to.equal(null);
    expect(buttons(el).map((b) => b.textContent)).to.deep.equal(['Give a hygiene kit', 'See what others gave']);
    (buttons(el)[1] as HTMLElement).click();
    expect(layer[0]?.component.info).to.deep.include({ contentTitle: 'Ways to give', interactionText: 'See what others gave' });
    expect((buttons(el)[0] as HTMLElement).getBoundingClientRect().height).to.be.at.least(44);
    await expect(el).to.be.accessible();
  });

  it("a Bootstrap page's reboot (button { border-radius: 0; line-height: inherit }) leaves its buttons shaped as its links", async () => {
    const reboot = document.createElement('style');
    reboot.textContent = 'body { line-height: 1.5 } button { border-radius: 0; line-height: inherit; }';
    document.head.append(reboot);
    try {
      for (const render of ['shadow', 'light']) {
        const { el } = await mountHtml(
          `<vb-multi-buttons layout="stack" render="${render}"><a href="/visit">Visit us</a><button type="button">Open the schedule</button></vb-multi-buttons>`,
        );
        const [link, action] = buttons(el).map((b) => getComputedStyle(b)) as [CSSStyleDeclaration, CSSStyleDeclaration];
        expect(action.borderTopLeftRadius, `${render}: the button's corners`).to.equal(link.borderTopLeftRadius);
        expect(action.lineHeight, `${render}: the button's line height`).to.equal(link.lineHeight);
        el.remove();
      }
    } finally {
      reboot.remove();
    }
  });

  it('reduced motion: no hover fade', async () => {
    const { el } = await mountExample(exampleNamed(examples, 'default'));
    const duration = () => parseFloat(getComputedStyle(buttons(el)[0] as HTMLElement).transitionDuration);
    expect(duration()).to.equal(0.15);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(duration()).to.be.below(0.001);
  });
});

/** A box wide enough for a row (the test page may be narrower than the 600 px the row needs). */
function wide(): HTMLElement {
  const box = document.createElement('div');
  box.style.width = '760px';
  document.body.append(box);
  afterEachRemove.push(box);
  return box;
}
const afterEachRemove: HTMLElement[] = [];
afterEach(() => {
  for (const box of afterEachRemove.splice(0)) box.remove();
});
