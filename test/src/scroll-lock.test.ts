import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { isScrollLocked, lockScroll, SCROLL_LOCK_ATTRIBUTE, unlockScroll } from '../../src/scroll-lock.ts';
import { useScrollLock } from '../../src/hooks/use-scroll-lock.ts';

let page: HTMLElement;
let marker: HTMLElement;

function markerTop(): number {
  return marker.getBoundingClientRect().top;
}

describe('scroll lock', () => {
  beforeEach(() => {
    page = document.createElement('div');
    page.innerHTML = '<div style="height: 1500px"></div><p id="marker">marker</p><div style="height: 3000px"></div>';
    document.body.append(page);
    marker = page.querySelector('#marker')!;
    window.scrollTo({ top: 1200, behavior: 'instant' });
  });

  afterEach(() => {
    while (isScrollLocked()) unlockScroll();
    page.remove();
    document.documentElement.style.removeProperty('scroll-behavior');
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('marks the body, fixes it where it was and keeps its width', () => {
    const top = markerTop();
    const width = document.body.getBoundingClientRect().width;
    lockScroll();
    expect(document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE)).to.equal(true);
    expect(document.body.style.position).to.equal('fixed');
    expect(document.body.style.top).to.equal('-1200px');
    expect(document.body.getBoundingClientRect().width).to.equal(width);
    expect(markerTop(), 'the page does not jump').to.be.closeTo(top, 1);
    expect(isScrollLocked()).to.equal(true);
  });

  it('the page does not scroll while locked', () => {
    lockScroll();
    const top = markerTop();
    window.scrollBy({ top: 400, behavior: 'instant' });
    document.scrollingElement?.scrollBy({ top: 400, behavior: 'instant' });
    expect(markerTop()).to.be.closeTo(top, 1);
  });

  it('restores the scroll position and the body as it was, even under scroll-behavior: smooth', () => {
    document.documentElement.style.setProperty('scroll-behavior', 'smooth');
    document.body.style.setProperty('width', '90%');
    const top = markerTop();
    lockScroll();
    unlockScroll();
    expect(window.scrollY).to.equal(1200);
    expect(markerTop()).to.be.closeTo(top, 1);
    expect(document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE)).to.equal(false);
    expect(document.body.style.position).to.equal('');
    expect(document.body.style.top).to.equal('');
    expect(document.body.style.width).to.equal('90%');
    document.body.style.removeProperty('width');
  });

  it('nested locks (a modal over a drawer) unlock only at the last release', () => {
    const releaseDrawer = lockScroll();
    window.scrollBy({ top: 300, behavior: 'instant' }); // ignored while locked
    const releaseModal = lockScroll();
    expect(document.body.style.top).to.equal('-1200px');
    releaseModal();
    expect(isScrollLocked()).to.equal(true);
    expect(document.body.style.position).to.equal('fixed');
    releaseDrawer();
    expect(isScrollLocked()).to.equal(false);
    expect(window.scrollY).to.equal(1200);
  });

  it('a release function counts once however often it is called; extra unlocks do nothing', () => {
    const releaseA = lockScroll();
    lockScroll();
    releaseA();
    releaseA();
    expect(isScrollLocked()).to.equal(true);
    unlockScroll();
    unlockScroll();
    expect(isScrollLocked()).to.equal(false);
    lockScroll();
    expect(isScrollLocked(), 'the count did not go below zero').to.equal(true);
    unlockScroll();
    expect(isScrollLocked()).to.equal(false);
  });

  it('useScrollLock locks while true and releases on false and on unmount', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    function Modal({ open }: { open: boolean }) {
      useScrollLock(open);
      return null;
    }
    flushSync(() => root.render(createElement(Modal, { open: false })));
    expect(isScrollLocked()).to.equal(false);
    flushSync(() => root.render(createElement(Modal, { open: true })));
    expect(isScrollLocked()).to.equal(true);
    flushSync(() => root.render(createElement(Modal, { open: false })));
    expect(isScrollLocked()).to.equal(false);
    flushSync(() => root.render(createElement(Modal, { open: true })));
    root.unmount();
    expect(isScrollLocked()).to.equal(false);
    expect(window.scrollY).to.equal(1200);
    container.remove();
  });
});
