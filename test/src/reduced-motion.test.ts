import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createElement, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { prefersReducedMotion, scrollBehavior, useReducedMotion } from '../../src/reduced-motion.ts';

function Probe(): ReactElement {
  return createElement('output', null, useReducedMotion() ? 'reduce' : 'motion');
}

describe('reduced motion kit', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('reads the setting and gives the scroll behaviour', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(prefersReducedMotion()).to.equal(false);
    expect(scrollBehavior()).to.equal('smooth');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(prefersReducedMotion()).to.equal(true);
    expect(scrollBehavior()).to.equal('instant');
  });

  it('re-renders a component when the setting changes while the page is open', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(createElement(Probe)));
    expect(container.textContent).to.equal('motion');
    await emulateMedia({ reducedMotion: 'reduce' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).to.equal('reduce');
    root.unmount();
    container.remove();
  });
});
