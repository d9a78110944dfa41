import { expect, fixture, html } from '@open-wc/testing';
import { useLayoutEffect, useState } from 'react';
import { defineElement } from '../../src/define-element.ts';
import { startLight } from '../../src/light-host.ts';

/**
 * Batched mounting (DESIGN.md section 4.8): every element that connects in one task is committed in one
 * React pass. Each element records, in its first layout effect, how many of its kind are on screen: in one
 * commit every layout effect runs after every element's DOM is in place, so each sees them all. With one
 * commit per element the first sees only itself.
 */
const seenAtMount: number[] = [];
let kind = '';

function Counted() {
  const [mark] = useState(() => kind);
  useLayoutEffect(() => {
    seenAtMount.push(document.querySelectorAll(`[data-batch="${mark}"]`).length);
  }, [mark]);
  return <p data-batch={mark}>counted</p>;
}

const COUNT = 40;

function defineCounted(name: string): void {
  defineElement<Record<string, never>>({ name, component: Counted, props: {}, render: 'light', startLight });
}

defineCounted('batch-probe');

const microtask = () => Promise.resolve();
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(0);
  });

function markup(tag: string): string {
  return Array.from({ length: COUNT }, () => `<${tag}></${tag}>`).join('');
}

describe('batched mounting', () => {
  beforeEach(() => {
    seenAtMount.length = 0;
  });

  it('elements inserted in one task are all rendered before that task ends, in one commit', async () => {
    kind = 'inserted';
    const stage = await fixture<HTMLElement>(html`<div></div>`);
    stage.innerHTML = markup('vb-batch-probe');
    // Still the same task: only microtasks have run.
    await microtask();
    await microtask();
    expect(stage.querySelectorAll('[data-batch="inserted"]').length, 'all rendered before the task ended').to.equal(COUNT);
    expect(seenAtMount).to.have.length(COUNT);
    expect(new Set(seenAtMount), 'every layout effect saw every element: one commit').to.deep.equal(new Set([COUNT]));
  });

  it('elements upgraded by customElements.define mount in one commit', async () => {
    kind = 'upgraded';
    const stage = await fixture<HTMLElement>(html`<div></div>`);
    stage.innerHTML = markup('vb-batch-upgraded');
    await nextTask();
    defineCounted('batch-upgraded');
    await microtask();
    await microtask();
    expect(stage.querySelectorAll('[data-batch="upgraded"]').length).to.equal(COUNT);
    expect(new Set(seenAtMount)).to.deep.equal(new Set([COUNT]));
  });

  it('elements connected while the page is parsing mount together at DOMContentLoaded, in one commit', async () => {
    kind = 'parsed';
    const stage = await fixture<HTMLElement>(html`<div></div>`);
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      for (let i = 0; i < COUNT; i++) stage.append(document.createElement('vb-batch-probe'));
      await nextTask();
      expect(stage.querySelectorAll('[data-batch="parsed"]').length, 'nothing mounts before the children are parsed').to.equal(0);
    } finally {
      delete (document as unknown as { readyState?: string }).readyState;
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await microtask();
    await microtask();
    expect(stage.querySelectorAll('[data-batch="parsed"]').length).to.equal(COUNT);
    expect(new Set(seenAtMount)).to.deep.equal(new Set([COUNT]));
  });

  it('an element added in a later task mounts on its own, and the earlier ones keep their state', async () => {
    kind = 'later';
    const stage = await fixture<HTMLElement>(html`<div></div>`);
    stage.innerHTML = markup('vb-batch-probe');
    await nextTask();
    const first = stage.querySelector('[data-batch="later"]');
    stage.append(document.createElement('vb-batch-probe'));
    await nextTask();
    expect(stage.querySelectorAll('[data-batch="later"]').length).to.equal(COUNT + 1);
    expect(stage.querySelector('[data-batch="later"]'), 'the first element was not re-mounted').to.equal(first);
  });
});
