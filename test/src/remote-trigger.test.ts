import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { ensureRuntime } from '../../src/registry.ts';
import {
  installAnchorHandling,
  isSubscribed,
  openState,
  prefersReducedMotion,
  publish,
  reportOpen,
  subscribe,
  watchOpen,
  type TriggerMessage,
} from '../../src/remote-trigger.ts';
import { waitFor } from '../support/wait.ts';

/** A plain primary click, as a visitor makes it (trusted clicks and dispatched ones reach the same listener). */
function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

/** Whether the anchor handling took the click: seen from a window listener, which runs after the document's. */
function clickAndSeeIfHandled(element: Element, init: MouseEventInit = {}): boolean {
  let handled = false;
  const watch = (event: Event) => {
    handled = event.defaultPrevented;
    event.preventDefault(); // the test page itself must not navigate
  };
  window.addEventListener('click', watch, { once: true });
  click(element, init);
  window.removeEventListener('click', watch);
  return handled;
}

function scrollTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** A long page: a link at the top, the target 3000 px further down. */
function longPage(targetId: string): { link: HTMLAnchorElement; target: HTMLElement; page: HTMLElement } {
  const page = document.createElement('div');
  page.innerHTML = `<a href="#${targetId}">Jump</a><div style="height: 3000px"></div><h2 id="${targetId}">Target</h2><div style="height: 3000px"></div>`;
  document.body.append(page);
  return { link: page.querySelector('a')!, target: page.querySelector('h2')!, page };
}

// First in the file on purpose: nothing has subscribed yet, so this shows what installs the anchor handling.
describe('anchor handling is installed by the first subscriber, not by the runtime start-up', () => {
  it('after ensureRuntime() alone a link is left to the browser; once a block subscribes, links are handled', () => {
    ensureRuntime();
    const target = document.createElement('h2');
    target.id = 'lazy-target';
    target.textContent = 'Target';
    const link = document.createElement('a');
    link.href = '#lazy-target';
    link.textContent = 'To the target';
    document.body.append(link, target);
    try {
      expect(clickAndSeeIfHandled(link), 'start-up installed no anchor handling').to.equal(false);
      expect(document.activeElement).not.to.equal(target);
      const off = subscribe('lazy-subscriber', () => {});
      off();
      expect(clickAndSeeIfHandled(link), 'the subscription installed it (and it stays)').to.equal(true);
      expect(document.activeElement).to.equal(target);
    } finally {
      history.replaceState(null, '', location.pathname + location.search);
      link.remove();
      target.remove();
    }
  });
});

describe('remote-trigger pub/sub', () => {
  it('delivers messages to every subscriber of an id, with toggle as the default action', () => {
    const seen: Array<[string, TriggerMessage, string]> = [];
    const offA = subscribe('menu', (message, id) => seen.push(['a', message, id]));
    const offB = subscribe('menu', (message, id) => seen.push(['b', message, id]));
    const offOther = subscribe('other', (message) => seen.push(['other', message, 'other']));
    expect(publish('menu')).to.equal(true);
    expect(seen.map(([who, message, id]) => [who, message.action, id])).to.deep.equal([
      ['a', 'toggle', 'menu'],
      ['b', 'toggle', 'menu'],
    ]);
    const source = document.createElement('button');
    publish('menu', { action: 'close', source, detail: { why: 'overlay closed' } });
    expect(seen[2]?.[1]).to.deep.equal({ action: 'close', source, detail: { why: 'overlay closed' } });
    offA();
    offB();
    offOther();
  });

  it('unsubscribing stops delivery, and isSubscribed follows', () => {
    let calls = 0;
    expect(isSubscribed('drawer-1')).to.equal(false);
    const off = subscribe('drawer-1', () => calls++);
    expect(isSubscribed('drawer-1')).to.equal(true);
    off();
    off(); // twice is harmless
    expect(isSubscribed('drawer-1')).to.equal(false);
    expect(publish('drawer-1')).to.equal(false);
    expect(calls).to.equal(0);
  });

  it('one failing subscriber does not stop the others', () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    let reached = false;
    const offBad = subscribe('x', () => {
      throw new Error('broken block');
    });
    const offGood = subscribe('x', () => {
      reached = true;
    });
    try {
      publish('x');
    } finally {
      console.error = original;
      offBad();
      offGood();
    }
    expect(reached).to.equal(true);
    expect(String(errors[0]?.[0])).to.contain('"x"');
  });
});

describe('anchor links (spec section 2)', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    history.replaceState(null, '', location.pathname + location.search);
    scrollTop();
  });

  it('a link to a subscribed id publishes instead of jumping', () => {
    const messages: TriggerMessage[] = [];
    const off = subscribe('open-chat', (message) => messages.push(message));
    const link = document.createElement('a');
    link.href = '#open-chat';
    link.textContent = 'Chat';
    document.body.append(link);
    const hashBefore = location.hash;
    expect(clickAndSeeIfHandled(link)).to.equal(true);
    expect(messages).to.have.length(1);
    expect(messages[0]?.action).to.equal('toggle');
    expect(messages[0]?.source).to.equal(link);
    expect(location.hash).to.equal(hashBefore);
    off();
    link.remove();
  });

  it('installs one listener however often it is called', () => {
    const first = installAnchorHandling();
    const second = installAnchorHandling(document);
    expect(second).to.equal(first);
    let calls = 0;
    const off = subscribe('once', () => calls++);
    const link = document.createElement('a');
    link.href = '#once';
    document.body.append(link);
    clickAndSeeIfHandled(link);
    expect(calls).to.equal(1);
    off();
    link.remove();
  });

  it('scrolls smoothly to the target, moves focus there and updates the address', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(prefersReducedMotion()).to.equal(false);
    scrollTop();
    const { link, target, page } = longPage('smooth-target');
    expect(clickAndSeeIfHandled(link)).to.equal(true);
    expect(document.activeElement).to.equal(target);
    expect(target.getAttribute('tabindex')).to.equal('-1');
    expect(location.hash).to.equal('#smooth-target');
    // Smooth: not there yet in the same task, there shortly after.
    expect(Math.abs(target.getBoundingClientRect().top)).to.be.greaterThan(100);
    await waitFor(() => Math.abs(target.getBoundingClientRect().top) < 2, 'the smooth scroll to reach the target');
    page.remove();
  });

  it('fires hashchange (before moving focus) so blocks can reveal the target', async () => {
    scrollTop();
    const { link, target, page } = longPage('hash-target');
    const seen: string[] = [];
    const onHash = (event: HashChangeEvent) => seen.push(`${new URL(event.newURL).hash} focused=${document.activeElement === target}`);
    window.addEventListener('hashchange', onHash);
    try {
      expect(clickAndSeeIfHandled(link)).to.equal(true);
      expect(seen).to.deep.equal(['#hash-target focused=false']);
      // Following the same link again changes nothing, so no second event.
      clickAndSeeIfHandled(link);
      expect(seen).to.have.length(1);
    } finally {
      window.removeEventListener('hashchange', onHash);
      page.remove();
    }
  });

  it('jumps at once when the visitor prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(prefersReducedMotion()).to.equal(true);
    scrollTop();
    const { link, target, page } = longPage('instant-target');
    expect(clickAndSeeIfHandled(link)).to.equal(true);
    expect(Math.abs(target.getBoundingClientRect().top)).to.be.lessThan(2);
    expect(document.activeElement).to.equal(target);
    page.remove();
  });

  it('keeps an existing tabindex on a focusable target', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { link, target, page } = longPage('focusable-target');
    target.tabIndex = 0;
    clickAndSeeIfHandled(link);
    expect(target.getAttribute('tabindex')).to.equal('0');
    expect(document.activeElement).to.equal(target);
    page.remove();
  });

  it('handles links inside a shadow root, to targets in that root or in the page', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { target: pageTarget, page } = longPage('page-target');
    const host = document.createElement('div');
    document.body.prepend(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<a id="to-page" href="#page-target">to page</a><a id="to-inner" href="#inner">to inner</a><p id="inner">inner</p>`;
    expect(clickAndSeeIfHandled(shadow.getElementById('to-page')!)).to.equal(true);
    expect(document.activeElement).to.equal(pageTarget);
    expect(clickAndSeeIfHandled(shadow.getElementById('to-inner')!)).to.equal(true);
    expect(shadow.activeElement).to.equal(shadow.getElementById('inner'));
    host.remove();
    page.remove();
  });

  it('leaves modified clicks, other buttons, handled clicks, bare "#" and missing targets to the browser', () => {
    const { link, page } = longPage('left-alone');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(clickAndSeeIfHandled(link, init), JSON.stringify(init)).to.equal(false);
    }
    const blockHandles = (event: Event) => event.preventDefault();
    link.addEventListener('click', blockHandles);
    let publishedAnyway = false;
    const off = subscribe('left-alone', () => {
      publishedAnyway = true;
    });
    clickAndSeeIfHandled(link);
    expect(publishedAnyway).to.equal(false);
    off();
    link.removeEventListener('click', blockHandles);

    for (const href of ['#', '#no-such-target', '/elsewhere#left-alone']) {
      link.setAttribute('href', href);
      expect(clickAndSeeIfHandled(link), href).to.equal(false);
    }
    page.remove();
  });

  it('decodes the fragment: "#caf%C3%A9" finds id="café"', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { link, target, page } = longPage('café');
    link.setAttribute('href', '#caf%C3%A9');
    expect(clickAndSeeIfHandled(link)).to.equal(true);
    expect(document.activeElement).to.equal(target);
    page.remove();
  });

  it('can be uninstalled and installed again', () => {
    let calls = 0;
    const off = subscribe('after-uninstall', () => calls++);
    const uninstall = installAnchorHandling();
    uninstall();
    const link = document.createElement('a');
    link.href = '#after-uninstall';
    document.body.append(link);
    clickAndSeeIfHandled(link);
    expect(calls).to.equal(0);
    const again = installAnchorHandling();
    expect(again).not.to.equal(uninstall);
    clickAndSeeIfHandled(link);
    expect(calls).to.equal(1);
    off();
    link.remove();
  });
});

describe('reported open state (reportOpen, openState, watchOpen)', () => {
  it('a subscriber reports open or closed; watchers of that id alone are told, once per change; undefined forgets', () => {
    const seen: Array<boolean | undefined> = [];
    const other: unknown[] = [];
    const stop = watchOpen('state-a', () => seen.push(openState('state-a')));
    const stopOther = watchOpen('state-b', () => other.push(openState('state-b')));
    expect(openState('state-a')).to.equal(undefined);
    reportOpen('state-a', false);
    reportOpen('state-a', false);
    reportOpen('state-a', true);
    reportOpen('state-a', undefined);
    expect(seen).to.deep.equal([false, true, undefined]);
    expect(other).to.deep.equal([]);
    stop();
    reportOpen('state-a', true);
    expect(seen).to.deep.equal([false, true, undefined]);
    reportOpen('state-a', undefined);
    stopOther();
  });
});
