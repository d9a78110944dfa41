import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createElement, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../../elements/drawers/define.ts';
import '../../elements/content-block/define.ts';
import { defineElement } from '../../src/define-element.ts';
import { Slot } from '../../src/hooks/slot.tsx';

/**
 * DESIGN.md section 4, points 9-11: safe in hosts that own the DOM. A React 19 app (react-dom, as a page
 * would use it) renders our elements with children and later changes them; a CMS or script removes children;
 * React 19 sets props as properties, strings included; one element's render error stays in that element.
 */

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
async function settle(): Promise<void> {
  await frame();
  await tick();
  await tick();
}

interface Said {
  messages: string[];
  restore(): void;
}
function capture(method: 'warn' | 'error'): Said {
  const original = console[method];
  const messages: string[] = [];
  console[method] = (...args: unknown[]) => void messages.push(args.map(String).join(' '));
  return { messages, restore: () => (console[method] = original) };
}

// --- a probe whose props show on screen -------------------------------------------------------

interface ProbeProps {
  label: string;
  count: number;
  flag: boolean;
  items: string[];
  settings: { size?: number };
}

function Probe({ label, count, flag, items, settings }: ProbeProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <div className="probe">
      <p className="label">{label}</p>
      <p className="count">{count}</p>
      <p className="flag">{String(flag)}</p>
      <p className="items">{items.join(',')}</p>
      <p className="size">{String(settings.size)}</p>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
      <div className="slot-default">
        <Slot />
      </div>
    </div>
  );
}

defineElement<ProbeProps>({
  name: 'safe-probe',
  component: Probe,
  props: {
    label: { type: 'string', default: 'none' },
    count: { type: 'number', default: 3 },
    flag: { type: 'boolean', default: false },
    items: { type: 'json', default: [] },
    settings: { type: 'json', default: {} },
  },
});

type ProbeElement = HTMLElement & ProbeProps & { refresh(): void };
const inner = (el: HTMLElement): ParentNode => el.shadowRoot ?? el;
const text = (el: HTMLElement, selector: string) => inner(el).querySelector(selector)?.textContent;

// --- a React app around our elements -----------------------------------------------------------

interface App {
  root: Root;
  errors: unknown[];
  render(node: ReactNode): void;
  unmount(): void;
}

async function reactApp(): Promise<App> {
  const container = await fixture<HTMLElement>(html`<div></div>`);
  const errors: unknown[] = [];
  const root = createRoot(container, {
    onUncaughtError: (error) => errors.push(error),
    onCaughtError: (error) => errors.push(error),
    onRecoverableError: (error) => errors.push(error),
  });
  return {
    root,
    errors,
    render(node) {
      flushSync(() => root.render(node));
    },
    unmount: () => root.unmount(),
  };
}

const TOPICS: Record<string, string> = { a: 'Alpha', b: 'Bravo', c: 'Charlie', d: 'Delta' };

function drawersOf(keys: string[], mode: 'light' | 'shadow' = 'light') {
  return createElement(
    'vb-drawers',
    { render: mode },
    keys.flatMap((key) => [
      createElement('h3', { key: `${key}-h`, id: `topic-${key}` }, TOPICS[key]),
      createElement('p', { key: `${key}-p`, className: 'answer' }, `About ${TOPICS[key]}`),
    ]),
  );
}

function titles(el: HTMLElement): string[] {
  return Array.from(inner(el).querySelectorAll('[part~="button"]')).map((button) =>
    // Shadow mode: the heading is slotted; light mode: it is inside the button.
    el.shadowRoot ? ((button.querySelector('slot') as HTMLSlotElement).assignedNodes()[0]?.textContent ?? '') : (button.querySelector('h3')?.textContent ?? ''),
  );
}

describe('in a React 19 app', () => {
  for (const mode of ['light', 'shadow'] as const) {
    it(`vb-drawers render="${mode}": children changed, reordered and removed by React show, and nothing throws`, async () => {
      const app = await reactApp();
      const host = () => document.querySelector('vb-drawers') as HTMLElement;
      try {
        app.render(drawersOf(['a', 'b', 'c'], mode));
        await settle();
        expect(titles(host())).to.deep.equal(['Alpha', 'Bravo', 'Charlie']);

        app.render(drawersOf(['c', 'a'], mode));
        await settle();
        expect(titles(host()), 'reordered, Bravo removed').to.deep.equal(['Charlie', 'Alpha']);
        expect(host().querySelector('#topic-b'), 'a removed child is gone').to.equal(null);

        app.render(drawersOf(['c', 'd', 'a'], mode));
        await settle();
        expect(titles(host()), 'Delta inserted between').to.deep.equal(['Charlie', 'Delta', 'Alpha']);

        app.render(drawersOf([], mode));
        await settle();
        expect(titles(host())).to.deep.equal([]);
        expect(host().querySelectorAll('h3, .answer').length, 'every removed child is gone').to.equal(0);
        expect(app.errors.map(String)).to.deep.equal([]);
      } finally {
        app.unmount();
      }
    });
  }

  it('vb-drawers light: a drawer the visitor opened stays open while React adds drawers around it', async () => {
    const app = await reactApp();
    try {
      app.render(drawersOf(['a', 'b']));
      await settle();
      const el = document.querySelector('vb-drawers') as HTMLElement;
      (el.querySelectorAll('[part~="button"]')[1] as HTMLButtonElement).click();
      await settle();
      app.render(drawersOf(['d', 'a', 'b', 'c']));
      await settle();
      const open = Array.from(el.querySelectorAll('[part~="button"]')).map((b) => b.getAttribute('aria-expanded'));
      expect(titles(el)).to.deep.equal(['Delta', 'Alpha', 'Bravo', 'Charlie']);
      expect(open).to.deep.equal(['false', 'false', 'true', 'false']);
      expect(app.errors.map(String)).to.deep.equal([]);
    } finally {
      app.unmount();
    }
  });

  for (const mode of ['light', 'shadow'] as const) {
    it(`vb-content-block render="${mode}": React's new children show, in order, and nothing throws`, async () => {
      const app = await reactApp();
      const paragraphs = (keys: string[]) =>
        createElement(
          'vb-content-block',
          { render: mode },
          keys.map((key) => createElement('p', { key, className: 'para' }, `Paragraph ${key}`)),
        );
      const shown = () => {
        const el = document.querySelector('vb-content-block') as HTMLElement;
        return Array.from(el.querySelectorAll('.para')).map((p) => p.textContent);
      };
      try {
        app.render(paragraphs(['1', '2', '3']));
        await settle();
        expect(shown()).to.deep.equal(['Paragraph 1', 'Paragraph 2', 'Paragraph 3']);
        app.render(paragraphs(['3', '1']));
        await settle();
        expect(shown()).to.deep.equal(['Paragraph 3', 'Paragraph 1']);
        app.render(paragraphs(['3', '4', '1']));
        await settle();
        expect(shown()).to.deep.equal(['Paragraph 3', 'Paragraph 4', 'Paragraph 1']);
        app.render(createElement('vb-content-block', { render: mode }, 'Just text'));
        await settle();
        const el = document.querySelector('vb-content-block') as HTMLElement;
        expect(shown()).to.deep.equal([]);
        expect(el.textContent).to.contain('Just text');
        app.render(createElement('vb-content-block', { render: mode }, 'Other text'));
        await settle();
        expect(el.textContent).to.contain('Other text');
        expect(el.textContent).not.to.contain('Just text');
        expect(app.errors.map(String)).to.deep.equal([]);
      } finally {
        app.unmount();
      }
    });
  }

  it('a JSON prop React 19 sets as a string property is parsed like the attribute', async () => {
    const app = await reactApp();
    try {
      // React 19 assigns a prop the element has as a property: el.items = '["x","y"]'.
      app.render(createElement('vb-safe-probe', { items: '["x","y"]', count: '7', flag: 'false', label: 'from React' }));
      await settle();
      const el = document.querySelector('vb-safe-probe') as ProbeElement;
      expect(el.hasAttribute('items'), 'React set a property, not the attribute').to.equal(false);
      expect(el.items).to.deep.equal(['x', 'y']);
      expect(text(el, '.items')).to.equal('x,y');
      expect(text(el, '.count')).to.equal('7');
      expect(text(el, '.flag')).to.equal('false');
      expect(text(el, '.label')).to.equal('from React');
      app.render(createElement('vb-safe-probe', { items: '["z"]' }));
      await settle();
      expect(text(el, '.items')).to.equal('z');
      expect(text(el, '.count'), 'a prop React removed goes back to its default').to.equal('3');
      expect(app.errors.map(String)).to.deep.equal([]);
    } finally {
      app.unmount();
    }
  });
});

describe('light mode: the page owns the author content', () => {
  it('a child a script removes from the rendered element stays removed', async () => {
    const el = await fixture<ProbeElement>(
      html`<vb-safe-probe render="light"
        ><p id="keep">keep</p>
        <p id="gone">gone</p></vb-safe-probe
      >`,
    );
    await settle();
    el.querySelector('#gone')?.remove();
    await settle();
    // Anything that re-renders, and author content arriving later, must not bring it back.
    el.setAttribute('label', 'again');
    el.append(Object.assign(document.createElement('p'), { id: 'later', textContent: 'later' }));
    await settle();
    el.refresh();
    await settle();
    expect(Array.from(el.querySelectorAll('.slot-default p')).map((p) => p.id)).to.deep.equal(['keep', 'later']);
    expect(el.querySelector('#gone')).to.equal(null);
  });

  it("the host's own DOM methods act on the author content: removeChild, insertBefore, replaceChild, textContent", async () => {
    const el = await fixture<ProbeElement>(
      html`<vb-safe-probe render="light"
        ><p id="one">one</p>
        <p id="two">two</p></vb-safe-probe
      >`,
    );
    await settle();
    const one = el.querySelector('#one') as HTMLElement;
    const two = el.querySelector('#two') as HTMLElement;
    const ids = () => Array.from(el.querySelectorAll('.slot-default p')).map((p) => p.id);
    expect(el.removeChild(one)).to.equal(one);
    await settle();
    expect(ids()).to.deep.equal(['two']);
    const zero = Object.assign(document.createElement('p'), { id: 'zero' });
    el.insertBefore(zero, two);
    await settle();
    expect(ids()).to.deep.equal(['zero', 'two']);
    const three = Object.assign(document.createElement('p'), { id: 'three' });
    el.replaceChild(three, zero);
    await settle();
    expect(ids()).to.deep.equal(['three', 'two']);
    expect(() => el.removeChild(one), 'removing a node that is no longer a child still throws, as in the DOM').to.throw();
    el.textContent = 'plain';
    await settle();
    expect(ids()).to.deep.equal([]);
    expect(text(el, '.slot-default')).to.equal('plain');
    expect(text(el, '.label'), 'our own rendering survives').to.equal('none');
  });

  it('vb-drawers: a panel paragraph or a whole drawer a CMS removes does not come back', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    wrapper.innerHTML = '<vb-drawers><h3 id="x1">One</h3><p id="p1">First</p><p id="p1b">Extra</p><h3 id="x2">Two</h3><p id="p2">Second</p></vb-drawers>';
    await settle();
    const el = wrapper.querySelector('vb-drawers') as HTMLElement;
    el.querySelector('#p1b')?.remove();
    await settle();
    (el.querySelectorAll('[part~="button"]')[0] as HTMLButtonElement).click();
    await settle();
    expect(el.querySelector('#p1b'), 'the removed paragraph').to.equal(null);
    expect(el.querySelector('#p1')).to.not.equal(null);
    el.querySelector('#x2')?.remove();
    el.querySelector('#p2')?.remove();
    await settle();
    (el.querySelectorAll('[part~="button"]')[0] as HTMLButtonElement).click();
    await settle();
    expect(titles(el)).to.deep.equal(['One']);
    expect(el.querySelector('#p2')).to.equal(null);
  });
});

describe('properties', () => {
  it('a JSON property set to a string is parsed like the attribute', async () => {
    const el = await fixture<ProbeElement>(html`<vb-safe-probe></vb-safe-probe>`);
    (el as unknown as { items: unknown }).items = '["a","b"]';
    (el as unknown as { settings: unknown }).settings = '{"size":4}';
    await settle();
    expect(el.items).to.deep.equal(['a', 'b']);
    expect(text(el, '.items')).to.equal('a,b');
    expect(text(el, '.size')).to.equal('4');
  });

  it('a property of the wrong type warns, naming the element and the property, and keeps the last good value', async () => {
    const el = await fixture<ProbeElement>(html`<vb-safe-probe></vb-safe-probe>`);
    el.items = ['good'];
    el.count = 5;
    el.flag = true;
    el.label = 'kept';
    await settle();
    const warn = capture('warn');
    try {
      (el as unknown as Record<string, unknown>).items = 42;
      (el as unknown as Record<string, unknown>).items = '[not json';
      (el as unknown as Record<string, unknown>).count = { n: 1 };
      (el as unknown as Record<string, unknown>).count = 'many';
      (el as unknown as Record<string, unknown>).flag = 7;
      (el as unknown as Record<string, unknown>).label = ['x'];
      (el as unknown as Record<string, unknown>).settings = [1];
      await settle();
    } finally {
      warn.restore();
    }
    for (const prop of ['items', 'count', 'flag', 'label', 'settings']) {
      expect(
        warn.messages.some((m) => m.includes('<vb-safe-probe>') && m.includes(`property ${prop}`)),
        `a warning names ${prop}`,
      ).to.equal(true);
    }
    expect(warn.messages).to.have.length(7);
    expect(el.items).to.deep.equal(['good']);
    expect(text(el, '.items')).to.equal('good');
    expect(text(el, '.count')).to.equal('5');
    expect(text(el, '.flag')).to.equal('true');
    expect(text(el, '.label')).to.equal('kept');
    expect(text(el, '.size')).to.equal('undefined');
    // null and undefined mean "unset": back to the default, quietly.
    (el as unknown as Record<string, unknown>).count = null;
    await settle();
    expect(text(el, '.count')).to.equal('3');
  });
});

// --- one element's render error --------------------------------------------------------------

interface BombProps {
  explode: boolean;
}

function Bomb({ explode }: BombProps) {
  const [clicks, setClicks] = useState(0);
  if (explode) throw new Error('kaboom');
  return (
    <button type="button" className="bomb" onClick={() => setClicks((n) => n + 1)}>
      Clicked {clicks}
    </button>
  );
}

defineElement<BombProps>({ name: 'safe-bomb', component: Bomb, props: { explode: { type: 'boolean', default: false } } });

describe('a render error', () => {
  afterEach(() => {
    delete window.visitorBlocksConfig;
  });

  for (const mode of ['shadow', 'light'] as const) {
    it(`${mode}: shows the 'Broken component' block in that element only; the others keep working`, async () => {
      const error = capture('error');
      let wrapper: HTMLElement;
      try {
        wrapper = await fixture<HTMLElement>(
          html`<div>
            <vb-safe-bomb render=${mode}></vb-safe-bomb><vb-safe-bomb render=${mode} explode></vb-safe-bomb><vb-safe-bomb render=${mode}></vb-safe-bomb>
          </div>`,
        );
        await settle();
      } finally {
        error.restore();
      }
      const [first, broken, last] = Array.from(wrapper.querySelectorAll('vb-safe-bomb')) as HTMLElement[];
      // The block's module (src/broken-view.ts) loads when the first element breaks.
      await waitUntil(() => inner(broken as HTMLElement).textContent?.includes('Broken component'), 'the block shows');
      expect(inner(broken as HTMLElement).textContent).to.contain('kaboom');
      expect(error.messages.some((m) => m.includes('<vb-safe-bomb>'))).to.equal(true);
      for (const el of [first, last] as HTMLElement[]) {
        const button = inner(el).querySelector('.bomb') as HTMLButtonElement;
        button.click();
        await settle();
        expect(button.textContent).to.equal('Clicked 1');
      }
      // A later element mounts fine too, and fixing the attribute brings the broken one back.
      const added = document.createElement('vb-safe-bomb');
      added.setAttribute('render', mode);
      wrapper.append(added);
      (broken as HTMLElement).removeAttribute('explode');
      await settle();
      expect(inner(added).querySelector('.bomb')).to.not.equal(null);
      expect(inner(broken as HTMLElement).querySelector('.bomb')).to.not.equal(null);
      expect(inner(broken as HTMLElement).textContent).not.to.contain('Broken component');
    });
  }

  it('in production: an HTML comment instead of the block', async () => {
    window.visitorBlocksConfig = { production: true };
    const error = capture('error');
    let el: HTMLElement;
    try {
      el = await fixture<HTMLElement>(html`<vb-safe-bomb explode></vb-safe-bomb>`);
      await settle();
    } finally {
      error.restore();
    }
    const root = el.shadowRoot as ShadowRoot;
    const comments = () => Array.from(root.childNodes).filter((node) => node.nodeType === Node.COMMENT_NODE);
    await waitUntil(() => comments().length > 0, 'the comment is placed');
    expect(root.textContent).not.to.contain('Broken component');
    expect(root.querySelector('*'), 'nothing visible').to.equal(null);
    expect(comments().map((c) => c.textContent?.trim())).to.deep.equal(['Broken component: <vb-safe-bomb>']);
    // Fixed, the element renders again and the comment goes.
    el.removeAttribute('explode');
    await waitUntil(() => root.querySelector('.bomb') !== null, 'the element renders again');
    expect(comments(), 'the comment is removed').to.deep.equal([]);
  });
});
