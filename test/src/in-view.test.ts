import { expect } from '@open-wc/testing';
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { activeObserverCount, IN_VIEW_MARGIN_PX, onInView } from '../../src/in-view.ts';
import { useInView, useOnInView } from '../../src/hooks/use-in-view.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** IntersectionObserver reports after layout, in the next frames. */
const frames = async (count = 3) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await sleep(30);
};

/** Wait for something IntersectionObserver will report, without betting on how many frames it takes. */
async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = performance.now();
  while (!condition() && performance.now() - start < timeoutMs) await sleep(20);
}

const placed: HTMLElement[] = [];

/** A 10 px box whose top edge is `offset` px below the bottom of the viewport (negative: inside it). */
function boxBelowFold(offset: number): HTMLElement {
  const box = document.createElement('div');
  box.style.cssText = `position: absolute; left: 0; width: 10px; height: 10px; top: ${window.innerHeight + offset}px`;
  document.body.append(box);
  placed.push(box);
  return box;
}

async function scrollBy(y: number): Promise<void> {
  window.scrollBy({ top: y, behavior: 'instant' });
  await frames();
}

const NativeObserver = window.IntersectionObserver;

describe('onInView', () => {
  afterEach(() => {
    window.IntersectionObserver = NativeObserver;
    for (const box of placed.splice(0)) box.remove();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('uses the spec margin of 150 px by default', () => {
    expect(IN_VIEW_MARGIN_PX).to.equal(150);
  });

  it('fires once for an element already in view, with the observer entry', async () => {
    const calls: Array<IntersectionObserverEntry | undefined> = [];
    const box = boxBelowFold(-100);
    onInView(box, (entry) => calls.push(entry));
    await until(() => calls.length > 0);
    await frames();
    expect(calls).to.have.length(1);
    expect(calls[0]?.target).to.equal(box);
    expect(calls[0]?.isIntersecting).to.equal(true);
  });

  it('fires within 150 px below the fold, not further, and only once when scrolled in, out and in', async () => {
    let near = 0;
    let far = 0;
    onInView(boxBelowFold(100), () => near++);
    const farBox = boxBelowFold(400);
    onInView(farBox, () => far++);
    boxBelowFold(3000); // room to scroll
    await until(() => near > 0);
    await frames();
    expect(near).to.equal(1);
    expect(far).to.equal(0);
    await scrollBy(300);
    await until(() => far > 0);
    expect(far).to.equal(1);
    await scrollBy(2000);
    await scrollBy(-2300);
    expect(far).to.equal(1);
    expect(near).to.equal(1);
  });

  it('honours a wider margin (500 px for looping videos)', async () => {
    let fired = 0;
    onInView(boxBelowFold(400), () => fired++, { margin: 500 });
    await until(() => fired > 0);
    await frames();
    expect(fired).to.equal(1);
  });

  it('does not fire once disposed', async () => {
    let fired = 0;
    const box = boxBelowFold(400);
    boxBelowFold(3000);
    const dispose = onInView(box, () => fired++);
    await frames();
    dispose();
    dispose();
    await scrollBy(500);
    expect(fired).to.equal(0);
  });

  it('calls each registration once; a disposer cancels only its own', async () => {
    const log: string[] = [];
    const box = boxBelowFold(400);
    boxBelowFold(3000);
    const callback = () => log.push('same');
    onInView(box, callback);
    const second = onInView(box, callback);
    onInView(box, () => log.push('other'));
    second();
    await frames();
    await scrollBy(500);
    await until(() => log.length >= 2);
    await frames();
    expect(log.sort()).to.deep.equal(['other', 'same']);
  });

  it('shares one observer per margin, with rootMargin and threshold 0, and lets it go when done', async () => {
    const made: Array<IntersectionObserverInit | undefined> = [];
    window.IntersectionObserver = class extends NativeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(callback, options);
        made.push(options);
      }
    };
    const before = activeObserverCount();
    const disposers = [
      onInView(boxBelowFold(1000), () => {}),
      onInView(boxBelowFold(1100), () => {}),
      onInView(boxBelowFold(1200), () => {}),
      onInView(boxBelowFold(1300), () => {}, { margin: 500 }),
      onInView(boxBelowFold(1400), () => {}, { margin: 500 }),
    ];
    expect(made).to.deep.equal([
      { rootMargin: '150px', threshold: 0 },
      { rootMargin: '500px', threshold: 0 },
    ]);
    expect(activeObserverCount()).to.equal(before + 2);
    for (const dispose of disposers) dispose();
    expect(activeObserverCount()).to.equal(before);
  });

  it('fires in a microtask when IntersectionObserver is missing, and can still be cancelled', async () => {
    // An old browser: no IntersectionObserver at all.
    Reflect.deleteProperty(window, 'IntersectionObserver');
    expect('IntersectionObserver' in window).to.equal(false);
    const box = boxBelowFold(5000);
    let fired = 0;
    let cancelledFired = 0;
    onInView(box, (entry) => {
      expect(entry).to.equal(undefined);
      fired++;
    });
    onInView(box, () => cancelledFired++)();
    expect(fired, 'not synchronously').to.equal(0);
    await Promise.resolve();
    expect(fired).to.equal(1);
    expect(cancelledFired).to.equal(0);
  });
});

describe('useInView / useOnInView', () => {
  it('turns true when the element comes into view, and runs the effect once', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    let effects = 0;
    const states: boolean[] = [];
    function Probe() {
      const [ref, inView] = useInView<HTMLDivElement>();
      const onceRef = useOnInView<HTMLSpanElement>(() => effects++);
      const [, rerender] = useState(0);
      states.push(inView);
      return createElement(
        'div',
        { ref, style: { position: 'absolute', top: `${window.innerHeight + 400}px`, height: '10px' } },
        createElement('span', { ref: onceRef }, 'x'),
        createElement('button', { type: 'button', onClick: () => rerender((n) => n + 1) }, 'again'),
      );
    }
    const spacer = boxBelowFoldSpacer();
    root.render(createElement(Probe));
    await frames();
    expect(states.at(-1)).to.equal(false);
    expect(effects).to.equal(0);
    window.scrollBy({ top: 500, behavior: 'instant' });
    await until(() => states.at(-1) === true && effects > 0);
    expect(states.at(-1)).to.equal(true);
    expect(effects).to.equal(1);
    container.querySelector('button')?.click();
    window.scrollBy({ top: 1000, behavior: 'instant' });
    await frames();
    window.scrollBy({ top: -1000, behavior: 'instant' });
    await frames();
    expect(effects).to.equal(1);
    expect(states.at(-1)).to.equal(true);
    root.unmount();
    container.remove();
    spacer.remove();
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
});

function boxBelowFoldSpacer(): HTMLElement {
  const spacer = document.createElement('div');
  spacer.style.cssText = `position: absolute; top: 0; width: 1px; height: ${window.innerHeight * 4}px`;
  document.body.append(spacer);
  return spacer;
}
