import { assert, expect, fixture, html } from '@open-wc/testing';
import { useEffect, useId, useState } from 'react';
import { defineElement, parseAttribute } from '../../src/define-element.ts';
import { useEmit } from '../../src/hooks/use-emit.ts';
import { Slot } from '../../src/hooks/slot.tsx';
import { useHost } from '../../src/hooks/host-context.ts';

interface ProbeProps {
  label: string;
  count: number;
  onlyOne: boolean;
  items: string[];
}

type ProbeEvents = { 'vb-probe-click': { label: string } };

function Probe({ label, count, onlyOne, items }: ProbeProps) {
  const emit = useEmit<ProbeEvents>();
  const host = useHost();
  const [clicks, setClicks] = useState(0);
  const [authorChanges, setAuthorChanges] = useState(0);
  useEffect(() => host.onAuthorChange(() => setAuthorChanges((n) => n + 1)), [host]);
  const id = useId();
  return (
    <div className="probe" data-mode={host.mode} id={id}>
      <p className="label">{label}</p>
      <p className="count">{count}</p>
      <p className="only-one">{String(onlyOne)}</p>
      <p className="items">{items.join(',')}</p>
      <p className="author-changes">{authorChanges}</p>
      <button
        type="button"
        onClick={() => {
          setClicks((n) => n + 1);
          emit('vb-probe-click', { label });
        }}
      >
        Clicked {clicks}
      </button>
      <div className="slot-default">
        <Slot />
      </div>
      <div className="slot-footer">
        <Slot name="footer">no footer</Slot>
      </div>
    </div>
  );
}

const PROBE_CSS = `:host { display: block; border-top-width: 7px; border-top-style: solid; } .label { letter-spacing: 3px; }`;

defineElement<ProbeProps>({
  name: 'probe',
  component: Probe,
  description: 'Test element.',
  styles: PROBE_CSS,
  props: {
    label: { type: 'string', default: 'default label', description: 'label' },
    count: { type: 'number', default: 3, description: 'count' },
    onlyOne: { type: 'boolean', default: false, description: 'flag' },
    items: { type: 'json', default: [], description: 'items' },
  },
  events: { 'vb-probe-click': { description: 'clicked', detail: '{ label: string }' } },
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function settle(): Promise<void> {
  // React 19 renders in a microtask/task after root.render; two ticks are plenty.
  await tick();
  await tick();
}

function inner(el: HTMLElement): ParentNode {
  return el.shadowRoot ?? el;
}

function text(el: HTMLElement, selector: string): string | null | undefined {
  return inner(el).querySelector(selector)?.textContent;
}

describe('defineElement', () => {
  it('registers vb-<folder name> and exposes it on window.visitorBlocks', () => {
    assert.exists(customElements.get('vb-probe'));
    expect(window.visitorBlocks?.components.probe).to.equal(customElements.get('vb-probe'));
    expect(window.visitorBlocks?.version).to.be.a('string');
    // Event names (not their documentation) on the class, for tools such as the demo pages' event log.
    expect((customElements.get('vb-probe') as unknown as { events: string[] }).events).to.deep.equal(['vb-probe-click']);
  });

  it('warns once and does not throw when the same tag is registered twice', () => {
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const spec = { name: 'probe', component: Probe, description: 'again', props: {} as never };
      expect(() => defineElement(spec)).not.to.throw();
      expect(() => defineElement(spec)).not.to.throw();
    } finally {
      console.warn = original;
    }
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]?.[0])).to.contain('vb-probe');
  });

  it('maps attributes to typed props, with defaults when absent', async () => {
    const el = await fixture<HTMLElement>(html`<vb-probe label="Hello" count="42" items='["a","b"]'></vb-probe>`);
    await settle();
    expect(text(el, '.label')).to.equal('Hello');
    expect(text(el, '.count')).to.equal('42');
    expect(text(el, '.items')).to.equal('a,b');
    expect(text(el, '.only-one')).to.equal('false');
  });

  it('fix 1: a bare boolean attribute means true, and removing it restores the default', async () => {
    const el = await fixture<HTMLElement>(html`<vb-probe only-one label="x"></vb-probe>`);
    await settle();
    expect(text(el, '.only-one')).to.equal('true');
    el.removeAttribute('only-one');
    el.removeAttribute('label');
    await settle();
    expect(text(el, '.only-one')).to.equal('false');
    expect(text(el, '.label')).to.equal('default label');
    el.setAttribute('only-one', 'false');
    await settle();
    expect(text(el, '.only-one')).to.equal('false');
  });

  it('invalid number and JSON attributes warn and fall back to the default', () => {
    const warn = console.warn;
    const error = console.error;
    const said: string[] = [];
    console.warn = (m: string) => said.push(m);
    console.error = (m: string) => said.push(m);
    try {
      expect(parseAttribute('vb-x', 'count', { type: 'number', default: 3, description: '' }, 'abc')).to.equal(3);
      expect(parseAttribute('vb-x', 'items', { type: 'json', default: [], description: '' }, '[oops')).to.deep.equal([]);
    } finally {
      console.warn = warn;
      console.error = error;
    }
    expect(said[0]).to.contain('count="abc"');
    expect(said[1]).to.contain('not valid JSON');
  });

  it('fix 2: events bubble out of the shadow root and are composed, with a typed detail', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><vb-probe label="Ev"></vb-probe></div>`);
    await settle();
    const el = wrapper.querySelector('vb-probe') as HTMLElement;
    let received: CustomEvent | undefined;
    wrapper.addEventListener('vb-probe-click', (e) => (received = e as CustomEvent));
    (el.shadowRoot?.querySelector('button') as HTMLButtonElement).click();
    assert.exists(received);
    expect(received?.bubbles).to.equal(true);
    expect(received?.composed).to.equal(true);
    expect(received?.detail).to.deep.equal({ label: 'Ev' });
  });

  it('fix 3: setting a JSON property keeps it a property, not an attribute', async () => {
    const el = await fixture<HTMLElement & { items: string[] }>(html`<vb-probe></vb-probe>`);
    el.items = ['x', 'y', 'z'];
    await settle();
    expect(el.hasAttribute('items')).to.equal(false);
    expect(text(el, '.items')).to.equal('x,y,z');
    expect(el.items).to.deep.equal(['x', 'y', 'z']);
  });

  it('fix 3: a property set before the element is defined is kept', async () => {
    const el = document.createElement('vb-probe-late') as HTMLElement & { items: string[] };
    el.items = ['early'];
    document.body.appendChild(el);
    defineElement<ProbeProps>({
      name: 'probe-late',
      component: Probe,
      description: 'late',
      props: {
        label: { type: 'string', default: '', description: '' },
        count: { type: 'number', default: 0, description: '' },
        onlyOne: { type: 'boolean', default: false, description: '' },
        items: { type: 'json', default: [], description: '' },
      },
    });
    await settle();
    expect(text(el, '.items')).to.equal('early');
    el.remove();
  });

  it('fix 4: nothing is looked up on window: an attribute or property naming a global keeps its own value, for every prop type', async () => {
    // r2wc's `function` type turned fn="name" into window[name]; a runtime that did that for any type fails here.
    let calls = 0;
    const globals = window as unknown as Record<string, unknown>;
    globals.vbGlobalFn = () => {
      calls++;
      return 'called';
    };
    globals.vbGlobalList = ['from window'];
    interface WindowProps {
      fn: unknown;
      label: string;
      items: unknown;
      count: number;
    }
    const show = (value: unknown) => `${typeof value}:${JSON.stringify(value) ?? String(value)}`;
    function WindowProbe({ fn, label, items, count }: WindowProps) {
      return <p className="window">{[show(fn), show(label), show(items), show(count)].join(' ')}</p>;
    }
    defineElement<WindowProps>({
      name: 'probe-window',
      component: WindowProbe,
      props: {
        // A spec that still says 'function' (as r2wc allows) is read as plain text.
        fn: { type: 'function' as never, default: 'none' },
        label: { type: 'string', default: '' },
        items: { type: 'json', default: [] },
        count: { type: 'number', default: 1 },
      },
    });
    const warn = console.warn;
    const error = console.error;
    console.warn = () => undefined;
    console.error = () => undefined;
    let el: HTMLElement & WindowProps;
    try {
      el = await fixture<HTMLElement & WindowProps>(
        html`<vb-probe-window fn="vbGlobalFn" label="vbGlobalFn" items="vbGlobalList" count="vbGlobalFn"></vb-probe-window>`,
      );
      await settle();
      expect(text(el, '.window')).to.equal('string:"vbGlobalFn" string:"vbGlobalFn" object:[] number:1');
      el.fn = 'vbGlobalList';
      el.items = 'vbGlobalFn';
      await settle();
    } finally {
      console.warn = warn;
      console.error = error;
      delete globals.vbGlobalFn;
      delete globals.vbGlobalList;
    }
    expect(typeof el.fn).to.equal('string');
    expect(text(el, '.window')).to.equal('string:"vbGlobalList" string:"vbGlobalFn" object:[] number:1');
    expect(calls, 'the global function never ran').to.equal(0);
  });

  it('fix 5: CSS is adopted into the shadow root as a constructable stylesheet, no <style> element', async () => {
    const el = await fixture<HTMLElement>(html`<vb-probe></vb-probe>`);
    await settle();
    const root = el.shadowRoot as ShadowRoot;
    expect(root.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(root.querySelector('style')).to.equal(null);
    expect(getComputedStyle(el).borderTopWidth).to.equal('7px');
    expect(getComputedStyle(root.querySelector('.label') as Element).letterSpacing).to.equal('3px');
    expect(document.head.innerHTML).not.to.contain('letter-spacing: 3px');
  });

  it('fix 6: author content is kept in shadow mode, through slots', async () => {
    const el = await fixture<HTMLElement>(
      html`<vb-probe
        ><p id="author">Author text</p>
        <span slot="footer">Foot</span></vb-probe
      >`,
    );
    await settle();
    expect(el.querySelector('#author')?.textContent).to.equal('Author text');
    const slot = el.shadowRoot?.querySelector('.slot-default slot') as HTMLSlotElement;
    expect(slot.assignedElements().map((n) => n.id)).to.deep.equal(['author']);
    const footer = el.shadowRoot?.querySelector('.slot-footer slot') as HTMLSlotElement;
    expect(footer.assignedElements()[0]?.textContent).to.equal('Foot');
  });

  it('fix 6: author content is kept in light mode, re-rendered inside the element (same nodes)', async () => {
    const container = await fixture<HTMLElement>(
      html`<div>
        <vb-probe render="light"
          ><p id="light-author">Light text</p>
          <span slot="footer">LF</span></vb-probe
        >
      </div>`,
    );
    const original = container.querySelector('#light-author');
    await settle();
    const el = container.querySelector('vb-probe') as HTMLElement;
    expect(el.shadowRoot).to.equal(null);
    expect(el.querySelector('.probe')?.getAttribute('data-mode')).to.equal('light');
    expect(el.querySelector('.slot-default #light-author')).to.equal(original);
    expect(el.querySelector('.slot-footer')?.textContent).to.equal('LF');
  });

  it("light mode: children a script adds after mount join their slots (same nodes), React's own are left alone", async () => {
    const el = await fixture<HTMLElement>(html`<vb-probe render="light"><p id="first">first</p></vb-probe>`);
    await settle();
    const later = document.createElement('p');
    later.id = 'later';
    let clicks = 0;
    later.addEventListener('click', () => clicks++);
    const footer = document.createElement('span');
    footer.setAttribute('slot', 'footer');
    footer.textContent = 'late footer';
    el.append(later, footer);
    await settle();
    expect(Array.from(el.querySelectorAll('.slot-default p')).map((p) => p.id)).to.deep.equal(['first', 'later']);
    expect(el.querySelector('.slot-default #later') === later).to.equal(true);
    (el.querySelector('#later') as HTMLElement).click();
    expect(clicks).to.equal(1);
    expect(el.querySelector('.slot-footer')?.textContent).to.equal('late footer');
    // React's own re-renders are not mistaken for author content.
    el.setAttribute('label', 'changed');
    await settle();
    expect(el.querySelectorAll('.probe').length).to.equal(1);
    expect(el.querySelector('.label')?.textContent).to.equal('changed');
  });

  for (const mode of ['shadow', 'light'] as const) {
    it(`${mode}: onAuthorChange tells the component when a script adds or removes the author's children`, async () => {
      const el = await fixture<HTMLElement>(html`<vb-probe render=${mode}><p id="first">first</p></vb-probe>`);
      await settle();
      expect(text(el, '.author-changes')).to.equal('0');
      const added = document.createElement('p');
      el.append(added);
      await settle();
      expect(text(el, '.author-changes')).to.equal('1');
      if (mode === 'shadow') {
        added.remove();
        await settle();
        expect(text(el, '.author-changes')).to.equal('2');
      }
      // React's own re-renders are not author changes.
      el.setAttribute('label', 'changed');
      await settle();
      expect(text(el, '.author-changes')).to.equal(mode === 'shadow' ? '2' : '1');
    });
  }

  it('light mode: styles reach inside, scoped to the element, and the page can override them', async () => {
    const el = await fixture<HTMLElement>(html`<vb-probe render="light"></vb-probe>`);
    await settle();
    expect(getComputedStyle(el.querySelector('.label') as Element).letterSpacing).to.equal('3px');
    const outside = await fixture<HTMLElement>(html`<p class="label">outside</p>`);
    expect(getComputedStyle(outside).letterSpacing).to.equal('normal');
    const page = new CSSStyleSheet();
    page.replaceSync('.label { letter-spacing: 9px; }');
    document.adoptedStyleSheets = [page, ...document.adoptedStyleSheets];
    try {
      expect(getComputedStyle(el.querySelector('.label') as Element).letterSpacing).to.equal('9px');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== page);
    }
  });

  it('fix 7: state survives moving the element in the DOM', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <section id="a"><vb-probe></vb-probe></section>
        <section id="b"></section>
      </div>`,
    );
    await settle();
    const el = wrapper.querySelector('vb-probe') as HTMLElement;
    const button = () => el.shadowRoot?.querySelector('button') as HTMLButtonElement;
    button().click();
    button().click();
    await settle();
    expect(button().textContent).to.equal('Clicked 2');
    wrapper.querySelector('#b')?.appendChild(el);
    await settle();
    expect(button().textContent).to.equal('Clicked 2');
  });

  it("fix 7: light mode: state and the author's nodes survive a move", async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <section id="a">
          <vb-probe render="light"><p id="moved-author">mine</p></vb-probe>
        </section>
        <section id="b"></section>
      </div>`,
    );
    await settle();
    const el = wrapper.querySelector('vb-probe') as HTMLElement;
    const author = el.querySelector('#moved-author');
    const button = () => el.querySelector('button') as HTMLButtonElement;
    button().click();
    await settle();
    wrapper.querySelector('#b')?.appendChild(el);
    await settle();
    expect(button().textContent).to.equal('Clicked 1');
    expect(el.querySelector('.slot-default #moved-author') === author, 'the same author node, still in its slot').to.equal(true);
  });

  it('fix 7: a removed element unmounts, and mounts again when re-attached later', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><vb-probe label="again"></vb-probe></div>`);
    await settle();
    const el = wrapper.querySelector('vb-probe') as HTMLElement;
    el.remove();
    await settle();
    expect(el.shadowRoot?.querySelector('.probe') === null).to.equal(true);
    wrapper.appendChild(el);
    await settle();
    expect(text(el, '.label')).to.equal('again');
  });

  it('fix 6: defined while the page is still parsing, it mounts only once its children exist', async () => {
    // Simulate the parser: the element is connected before its children are parsed.
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const el = document.createElement('vb-probe');
    el.setAttribute('render', 'light');
    try {
      document.body.appendChild(el);
      await settle();
      expect(el.querySelector('.probe') === null, 'must not mount before children are parsed').to.equal(true);
      const child = document.createElement('p');
      child.id = 'parsed-later';
      child.textContent = 'parsed later';
      el.appendChild(child);
    } finally {
      delete (document as unknown as { readyState?: string }).readyState;
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await settle();
    expect(el.querySelector('.slot-default #parsed-later')?.textContent).to.equal('parsed later');
    el.remove();
  });

  it('fix 6: defined after the markup exists, it upgrades and keeps the children', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <vb-probe-after render="light" label="upgraded"><p id="pre">pre-existing</p></vb-probe-after>
      </div>`,
    );
    defineElement<ProbeProps>({
      name: 'probe-after',
      component: Probe,
      description: 'defined after markup',
      props: {
        label: { type: 'string', default: '', description: '' },
        count: { type: 'number', default: 0, description: '' },
        onlyOne: { type: 'boolean', default: false, description: '' },
        items: { type: 'json', default: [], description: '' },
      },
    });
    await settle();
    const el = wrapper.querySelector('vb-probe-after') as HTMLElement;
    expect(el.querySelector('.label')?.textContent).to.equal('upgraded');
    expect(el.querySelector('.slot-default #pre')?.textContent).to.equal('pre-existing');
  });

  it('gives every instance its own useId() values (one shared root, ids prefixed per bundle)', async () => {
    const wrapper = await fixture<HTMLElement>(html`<div><vb-probe render="light"></vb-probe><vb-probe render="light"></vb-probe></div>`);
    await settle();
    const ids = Array.from(wrapper.querySelectorAll('.probe')).map((el) => el.id);
    expect(ids).to.have.length(2);
    expect(ids[0]).to.not.equal(ids[1]);
  });

  it('is accessible', async () => {
    const el = await fixture<HTMLElement>(html`<vb-probe label="A11y"><p>content</p></vb-probe>`);
    await settle();
    await expect(el).to.be.accessible();
  });
});
