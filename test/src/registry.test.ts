import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ensureRuntime, registerElement, VERSION } from '../../src/registry.ts';
import { defineElement } from '../../src/define-element.ts';
import { useReinit } from '../../src/hooks/use-reinit.ts';
import { deleteCookie, getCookie } from '../../src/storage.ts';

function quietly<T>(method: 'warn' | 'error', run: () => T): { result: T; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const original = console[method];
  console[method] = (...args: unknown[]) => calls.push(args);
  try {
    return { result: run(), calls };
  } finally {
    console[method] = original;
  }
}

describe('window.visitorBlocks', () => {
  // First on purpose: the runtime starts once per page, on the first ensureRuntime().
  it('starts once: the namespace appears and cid/mdcid are read from the address', () => {
    expect(window.visitorBlocks).to.equal(undefined);
    const original = location.href;
    const url = new URL(original);
    url.searchParams.set('CID', 'from-address');
    url.searchParams.set('mdcid', 'md-from-address');
    history.replaceState(null, '', url);
    try {
      const ns = ensureRuntime();
      expect(window.visitorBlocks).to.equal(ns);
      expect(getCookie('cid')).to.equal('from-address');
      expect(getCookie('mdcid')).to.equal('md-from-address');
      deleteCookie('cid');
      expect(ensureRuntime()).to.equal(ns);
      expect(getCookie('cid'), 'start-up work ran only once').to.equal(undefined);
    } finally {
      history.replaceState(null, '', original);
      deleteCookie('cid');
      deleteCookie('mdcid');
    }
  });

  it('has the version', () => {
    expect(ensureRuntime().version).to.equal(VERSION);
    expect(VERSION).to.match(/^\d+\.\d+\.\d+/);
  });

  it('registers each element by its folder name, and keeps no documentation on the page', () => {
    class Probe extends HTMLElement {}
    const defined = registerElement('reg-probe', 'vb-reg-probe', Probe);
    expect(defined).to.equal(Probe);
    expect(customElements.get('vb-reg-probe')).to.equal(Probe);
    expect(window.visitorBlocks?.components['reg-probe']).to.equal(Probe);
    // Documentation belongs in custom-elements.json, not in every page's memory.
    defineElement<{ label: string }>({
      name: 'reg-documented',
      component: () => null,
      description: 'DOC-ELEMENT-TEXT',
      props: { label: { type: 'string', default: '', description: 'DOC-PROP-TEXT' } },
      events: { 'vb-reg-documented-x': { description: 'DOC-EVENT-TEXT', detail: 'null' } },
    });
    const seen = new Set<unknown>();
    const texts: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) return;
      seen.add(value);
      if (typeof value === 'function') return; // element classes: their code, not data
      for (const key of Object.keys(value)) walk((value as Record<string, unknown>)[key]);
    };
    walk(window.visitorBlocks);
    expect(texts.filter((text) => text.startsWith('DOC-'))).to.deep.equal([]);
    expect(Object.keys(window.visitorBlocks ?? {}).sort()).to.deep.equal(['components', 'onReinit', 'reinit', 'version']);
  });

  it('keeps the first definition of a tag and warns once', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    class Third extends HTMLElement {}
    registerElement('twice', 'vb-twice', First);
    const { result, calls } = quietly('warn', () => [registerElement('twice', 'vb-twice', Second), registerElement('twice', 'vb-twice', Third)]);
    expect(result).to.deep.equal([First, First]);
    expect(customElements.get('vb-twice')).to.equal(First);
    expect(window.visitorBlocks?.components.twice).to.equal(First);
    expect(calls).to.have.length(1);
    expect(String(calls[0]?.[0])).to.contain('<vb-twice>');
  });

  it('lists elements made with defineElement under their folder name', () => {
    function Hello() {
      return createElement('p', null, 'hello');
    }
    const defined = defineElement<Record<string, never>>({ name: 'reg-hello', component: Hello, description: 'Says hello.', props: {} });
    expect(window.visitorBlocks?.components['reg-hello']).to.equal(defined);
    expect(customElements.get('vb-reg-hello')).to.equal(defined);
  });

  it('reinit() runs every registered init, in order; a removed one no longer runs', () => {
    const ns = ensureRuntime();
    const log: string[] = [];
    const offA = ns.onReinit(() => log.push('a'));
    const offB = ns.onReinit(() => log.push('b'));
    ns.reinit();
    expect(log).to.deep.equal(['a', 'b']);
    offA();
    ns.reinit();
    expect(log).to.deep.equal(['a', 'b', 'b']);
    offB();
    ns.reinit();
    expect(log).to.have.length(3);
  });

  it('one failing init does not stop the others, and is reported', () => {
    const ns = ensureRuntime();
    let reached = false;
    const offBad = ns.onReinit(() => {
      throw new Error('broken');
    });
    const offGood = ns.onReinit(() => {
      reached = true;
    });
    const { calls } = quietly('error', () => ns.reinit());
    offBad();
    offGood();
    expect(reached).to.equal(true);
    expect(calls).to.have.length(1);
  });

  it('useReinit runs after mount and on every reinit() until unmounted', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    let runs = 0;
    function Block() {
      useReinit(() => {
        runs++;
      });
      return null;
    }
    flushSync(() => root.render(createElement(Block)));
    expect(runs).to.equal(1);
    window.visitorBlocks?.reinit();
    window.visitorBlocks?.reinit();
    expect(runs).to.equal(3);
    root.unmount();
    window.visitorBlocks?.reinit();
    expect(runs).to.equal(3);
    container.remove();
  });
});
