import { expect } from '@open-wc/testing';
import { createElement, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { IDLE_FALLBACK_MS, onIdle } from '../../src/idle.ts';
import { useNearAndIdle } from '../../src/hooks/use-near-and-idle.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = performance.now();
  while (!condition() && performance.now() - start < timeoutMs) await sleep(20);
}

describe('src/idle.ts onIdle', () => {
  it('runs the work once the main thread is idle, and a cancelled one never', async () => {
    let ran = 0;
    let cancelledRan = 0;
    onIdle(() => ran++);
    onIdle(() => cancelledRan++)();
    await until(() => ran > 0);
    await sleep(50);
    expect(ran).to.equal(1);
    expect(cancelledRan).to.equal(0);
  });

  it('waits behind a busy main thread (requestIdleCallback), at most its timeout', async () => {
    let ran = false;
    onIdle(() => (ran = true), { timeout: 5000 });
    const busyUntil = performance.now() + 150;
    while (performance.now() < busyUntil) {
      /* a long task: no idle moment */
    }
    expect(ran).to.equal(false);
    await until(() => ran);
    expect(ran).to.equal(true);
  });

  it('without requestIdleCallback (Safari) a timer after the next frame stands in', async () => {
    const saved = window.requestIdleCallback;
    // Removed for this test only: the kit must not need it.
    Reflect.deleteProperty(window, 'requestIdleCallback');
    try {
      let ranAt = 0;
      const start = performance.now();
      onIdle(() => (ranAt = performance.now()));
      await until(() => ranAt > 0);
      expect(ranAt - start).to.be.at.least(IDLE_FALLBACK_MS - 5);
    } finally {
      window.requestIdleCallback = saved;
    }
  });
});

describe('src/hooks/use-near-and-idle.ts', () => {
  const seen: Array<{ near: boolean; ready: boolean }> = [];
  function Probe({ top }: { top: number }) {
    const ref = useRef<HTMLDivElement>(null);
    seen.push(useNearAndIdle(ref, { margin: 100 }));
    return createElement('div', { ref, style: { position: 'absolute', top: `${top}px`, left: 0, width: '10px', height: '10px' } });
  }

  it('is ready only once the element nears the viewport and the main thread was idle', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    try {
      // 400 px below the fold: outside the 100 px margin.
      root.render(createElement(Probe, { top: window.innerHeight + 400 }));
      await sleep(300);
      expect(seen.at(-1)).to.deep.equal({ near: false, ready: false });
      // Moved to 50 px below the fold: within the margin, then ready after an idle moment.
      root.render(createElement(Probe, { top: window.innerHeight + 50 }));
      await until(() => seen.at(-1)?.ready === true);
      expect(seen.at(-1)).to.deep.equal({ near: true, ready: true });
      expect(seen.some((s) => s.near && !s.ready)).to.equal(true, 'near comes first, ready after the idle callback');
    } finally {
      root.unmount();
      host.remove();
    }
  });
});
