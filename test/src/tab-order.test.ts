import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { rovingIndex, setTabOrder, TAB_FOCUS_DELAY_MS } from '../../src/tab-order.ts';
import { useRovingTabIndex, type RovingTabIndexOptions } from '../../src/hooks/use-roving-tab-index.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const wrappers: HTMLElement[] = [];

function makeSet(count: number): { before: HTMLButtonElement; items: HTMLElement[]; after: HTMLButtonElement; wrapper: HTMLElement } {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = `<button id="before">before</button><div class="set">${Array.from({ length: count }, (_, i) => `<div class="slide" tabindex="0">Slide ${i + 1}</div>`).join('')}</div><button id="after">after</button>`;
  document.body.append(wrapper);
  wrappers.push(wrapper);
  return {
    wrapper,
    before: wrapper.querySelector('#before')!,
    after: wrapper.querySelector('#after')!,
    items: Array.from(wrapper.querySelectorAll<HTMLElement>('.slide')),
  };
}

const tabIndexes = (items: HTMLElement[]) => items.map((item) => item.getAttribute('tabindex'));

describe('setTabOrder', () => {
  afterEach(() => {
    for (const wrapper of wrappers.splice(0)) wrapper.remove();
  });

  it('makes only the active item tabbable', () => {
    const { items } = makeSet(4);
    setTabOrder(items, 2);
    expect(tabIndexes(items)).to.deep.equal(['-1', '-1', '0', '-1']);
    setTabOrder(items, 0);
    expect(tabIndexes(items)).to.deep.equal(['0', '-1', '-1', '-1']);
  });

  it('clamps an index outside the set, and accepts an empty set', () => {
    const { items } = makeSet(3);
    setTabOrder(items, 7);
    expect(tabIndexes(items)).to.deep.equal(['-1', '-1', '0']);
    setTabOrder(items, -2);
    expect(tabIndexes(items)).to.deep.equal(['0', '-1', '-1']);
    setTabOrder(items, Number.NaN);
    expect(tabIndexes(items)).to.deep.equal(['0', '-1', '-1']);
    expect(setTabOrder([], 0, { focus: true })).to.be.a('function');
  });

  it('Tab enters the set once, at the active item, and leaves it with the next Tab', async () => {
    const { before, items, after } = makeSet(3);
    setTabOrder(items, 1);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(items[1]);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(after);
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement).to.equal(items[1]);
  });

  it(`focuses the active item after the spec's ${TAB_FOCUS_DELAY_MS} ms when asked`, async () => {
    expect(TAB_FOCUS_DELAY_MS).to.equal(100);
    const { before, items } = makeSet(3);
    before.focus();
    let focusedAfter = -1;
    const start = performance.now();
    items[2]?.addEventListener('focus', () => (focusedAfter = performance.now() - start), { once: true });
    setTabOrder(items, 2, { focus: true });
    expect(document.activeElement, 'not at once').to.equal(before);
    await sleep(TAB_FOCUS_DELAY_MS + 150);
    expect(document.activeElement).to.equal(items[2]);
    // Timers never fire early; a busy machine may make them late, which is fine.
    expect(focusedAfter).to.be.at.least(TAB_FOCUS_DELAY_MS - 1);
  });

  it('does not move focus without focus: true', async () => {
    const { before, items } = makeSet(3);
    before.focus();
    setTabOrder(items, 1);
    await sleep(TAB_FOCUS_DELAY_MS + 50);
    expect(document.activeElement).to.equal(before);
  });

  it('cancel stops the pending focus; a later move wins over an earlier one', async () => {
    const { before, items } = makeSet(3);
    before.focus();
    const cancel = setTabOrder(items, 1, { focus: true });
    cancel();
    await sleep(TAB_FOCUS_DELAY_MS + 50);
    expect(document.activeElement).to.equal(before);

    // The earlier move must not focus its item at all, not merely lose focus to the later one.
    let earlierFocused = false;
    items[1]?.addEventListener('focus', () => (earlierFocused = true));
    setTabOrder(items, 1, { focus: true });
    setTabOrder(items, 2, { focus: true });
    await sleep(TAB_FOCUS_DELAY_MS + 50);
    expect(document.activeElement).to.equal(items[2]);
    expect(earlierFocused, 'the earlier move focused its item').to.equal(false);
  });

  it('skips the focus when the item left the page during the delay', async () => {
    const { before, items } = makeSet(3);
    before.focus();
    setTabOrder(items, 1, { focus: true });
    items[1]?.remove();
    await sleep(TAB_FOCUS_DELAY_MS + 50);
    expect(document.activeElement).to.equal(before);
  });
});

describe('rovingIndex', () => {
  it('moves with arrows by orientation, Home and End, wrapping by default', () => {
    expect(rovingIndex('ArrowRight', 0, 3)).to.equal(1);
    expect(rovingIndex('ArrowDown', 2, 3)).to.equal(0);
    expect(rovingIndex('ArrowLeft', 0, 3)).to.equal(2);
    expect(rovingIndex('ArrowUp', 1, 3)).to.equal(0);
    expect(rovingIndex('Home', 2, 3)).to.equal(0);
    expect(rovingIndex('End', 0, 3)).to.equal(2);
    expect(rovingIndex('ArrowRight', 2, 3, { loop: false })).to.equal(2);
    expect(rovingIndex('ArrowLeft', 0, 3, { loop: false })).to.equal(0);
    expect(rovingIndex('ArrowDown', 0, 3, { orientation: 'horizontal' })).to.equal(undefined);
    expect(rovingIndex('ArrowRight', 0, 3, { orientation: 'vertical' })).to.equal(undefined);
    expect(rovingIndex('Enter', 0, 3)).to.equal(undefined);
    expect(rovingIndex('ArrowRight', 0, 0)).to.equal(undefined);
  });
});

describe('useRovingTabIndex', () => {
  let container: HTMLElement;
  let root: Root;
  const changes: number[] = [];

  function Toolbar(props: Omit<RovingTabIndexOptions, 'count' | 'active' | 'onActiveChange'>) {
    const [active, setActive] = useState(0);
    const itemProps = useRovingTabIndex<HTMLButtonElement>({
      count: 3,
      active,
      onActiveChange: (index) => {
        changes.push(index);
        setActive(index);
      },
      ...props,
    });
    return createElement(
      'div',
      { role: 'toolbar', 'aria-label': 'Formatting' },
      ['Bold', 'Italic', 'Underline'].map((label, i) => createElement('button', { key: label, type: 'button', ...itemProps(i) }, label)),
    );
  }

  function render(props: Omit<RovingTabIndexOptions, 'count' | 'active' | 'onActiveChange'> = {}): HTMLButtonElement[] {
    flushSync(() => root.render(createElement(Toolbar, props)));
    return Array.from(container.querySelectorAll('button'));
  }

  beforeEach(() => {
    changes.length = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
  });

  it('arrow keys, Home and End move focus and the single tab stop', async () => {
    const buttons = render();
    expect(buttons.map((b) => b.tabIndex)).to.deep.equal([0, -1, -1]);
    buttons[0]?.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement).to.equal(buttons[1]);
    expect(buttons.map((b) => b.tabIndex)).to.deep.equal([-1, 0, -1]);
    await sendKeys({ press: 'End' });
    expect(document.activeElement).to.equal(buttons[2]);
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement).to.equal(buttons[0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(document.activeElement).to.equal(buttons[2]);
    await sendKeys({ press: 'Home' });
    expect(document.activeElement).to.equal(buttons[0]);
    expect(changes).to.deep.equal([1, 2, 0, 2, 0]);
    expect(buttons.map((b) => b.tabIndex)).to.deep.equal([0, -1, -1]);
    await expect(container).to.be.accessible();
  });

  it('ignores arrows across its orientation and stops at the ends without loop', async () => {
    const buttons = render({ orientation: 'horizontal', loop: false });
    buttons[0]?.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(buttons[0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(document.activeElement).to.equal(buttons[0]);
    expect(changes).to.deep.equal([]);
  });
});
