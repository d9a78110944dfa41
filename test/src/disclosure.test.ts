import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createElement, useRef, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { hiddenValue, onBeforeMatch, setDisclosed } from '../../src/disclosure.ts';
import { useDisclosure } from '../../src/hooks/use-disclosure.ts';

function panel(): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = '<p>Panel text that find-in-page can reach.</p><p>Second line.</p>';
  document.body.append(element);
  return element;
}

describe('disclosure kit', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    document.body.replaceChildren();
  });

  it('closes with hidden="until-found" in Chromium (find-in-page still reaches the text), opens by removing it', () => {
    expect(hiddenValue()).to.equal('until-found');
    const element = panel();
    setDisclosed(element, false);
    expect(element.getAttribute('hidden')).to.equal('until-found');
    expect(element.getBoundingClientRect().height).to.equal(0);
    setDisclosed(element, true);
    expect(element.hasAttribute('hidden')).to.equal(false);
    expect(element.getBoundingClientRect().height).to.be.greaterThan(0);
  });

  it('animates the height on opening when asked, never under reduced motion, and not when nothing changes', async () => {
    const element = panel();
    setDisclosed(element, false);
    const animation = setDisclosed(element, true, { animate: true, duration: 500 });
    // Compared as booleans: chai would walk an Animation's target into the page when reporting a failure.
    expect(animation instanceof Animation, 'an opening animation').to.equal(true);
    expect(element.getAnimations().length).to.equal(1);
    expect(setDisclosed(element, true, { animate: true }) === undefined, 'already open: no animation').to.equal(true);
    setDisclosed(element, false);
    expect(element.getAnimations().length, 'closing cancels a running opening').to.equal(0);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(setDisclosed(element, true, { animate: true }) === undefined, 'reduced motion: no animation').to.equal(true);
    expect(element.getAnimations().length).to.equal(0);
    setDisclosed(element, false);
    expect(setDisclosed(element, true) === undefined, 'animation is opt-in').to.equal(true);
  });

  it('onBeforeMatch reports the panel the browser reveals, until removed', () => {
    const element = panel();
    const seen: Element[] = [];
    const off = onBeforeMatch(document.body, (found) => seen.push(found));
    element.dispatchEvent(new Event('beforematch', { bubbles: true }));
    off();
    element.dispatchEvent(new Event('beforematch', { bubbles: true }));
    expect(seen).to.have.length(1);
    expect(seen[0] === element).to.equal(true);
  });

  it('useDisclosure: hidden before paint, no animation at mount, animation on a later opening, found text opens it', async () => {
    let setOpen: (open: boolean) => void = () => {};
    function Panel(): ReactElement {
      const [open, set] = useState(false);
      setOpen = set;
      const ref = useRef<HTMLDivElement>(null);
      useDisclosure(ref, open, { animate: true, onFound: () => set(true) });
      return createElement('div', { ref, id: 'hooked' }, createElement('p', null, 'Hooked panel text'));
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(createElement(Panel)));
    const element = container.querySelector('#hooked') as HTMLElement;
    expect(element.getAttribute('hidden')).to.equal('until-found');
    flushSync(() => setOpen(true));
    expect(element.hasAttribute('hidden')).to.equal(false);
    expect(element.getAnimations().length).to.equal(1);
    flushSync(() => setOpen(false));
    element.dispatchEvent(new Event('beforematch', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.hasAttribute('hidden')).to.equal(false);
    root.unmount();
  });

  it('useDisclosure: an element open at mount does not animate', () => {
    function Open(): ReactElement {
      const ref = useRef<HTMLDivElement>(null);
      useDisclosure(ref, true, { animate: true });
      return createElement('div', { ref, id: 'open-at-mount' }, 'Open');
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(createElement(Open)));
    const element = container.querySelector('#open-at-mount') as HTMLElement;
    expect(element.hasAttribute('hidden')).to.equal(false);
    expect(element.getAnimations().length).to.equal(0);
    root.unmount();
  });
});
