/**
 * Issue 19, item 15: vb-map's engine (1 MB of MapLibre, a WebGL context) starts only when the map nears the
 * viewport AND the main thread is idle; until then the map's box, at its final size, is the placeholder.
 * The loading text in the status line is the sign the engine has started (it shows from the start on).
 */
import { expect } from '@open-wc/testing';
import '../../../elements/map/define.ts';
import { mountHtml, renderRoot } from '../../support/fixtures.ts';
import { waitFor } from '../../support/wait.ts';

const LOAD_MS = 30000;
const status = (el: HTMLElement) => renderRoot(el).querySelector('.vb-map__status')?.textContent ?? '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back-to-back 45 ms tasks for `ms`, chained through a MessageChannel so the task queue is never empty and the
 * main thread has no idle moment (a page still busy loading); timers and observers still run between them.
 */
function busyFor(ms: number, watch: () => void): Promise<void> {
  const end = performance.now() + ms;
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    channel.port1.onmessage = () => {
      const until = performance.now() + 45;
      while (performance.now() < until) {
        /* busy */
      }
      watch();
      if (performance.now() < end) channel.port2.postMessage(null);
      else resolve();
    };
    channel.port2.postMessage(null);
  });
}

describe('vb-map: the engine waits for the map to near the viewport and for an idle main thread', () => {
  it('a map in view does not start while the main thread is busy; it starts once it is idle', async function () {
    this.timeout(60000);
    // Inserted by hand, and the thread kept busy from that moment: the page is still loading.
    const el = document.createElement('vb-map');
    for (const [name, value] of Object.entries({ layers: 'MEETINGHOUSE', center: '40.76,-111.89', zoom: '10', 'loading-text': 'Loading the map' }))
      el.setAttribute(name, value);
    document.body.append(el);
    let mounted = false;
    let startedWhileBusy = false;
    await busyFor(1200, () => {
      mounted ||= !!renderRoot(el).querySelector('.vb-map__status');
      startedWhileBusy ||= status(el) !== '';
    });
    expect(mounted, 'the element mounted while the thread was busy').to.equal(true);
    expect(startedWhileBusy, 'the engine started while the page was busy').to.equal(false);
    expect(el.getAttribute('data-vb-state')).to.equal('loading');
    try {
      await waitFor(() => status(el) === 'Loading the map' || el.getAttribute('data-vb-state') === 'ready', 'the engine to start once idle', LOAD_MS);
    } finally {
      el.remove();
    }
  });

  it('a map far below the fold keeps its placeholder box and never starts; scrolled near, it starts', async function () {
    this.timeout(60000);
    const spacer = document.createElement('div');
    spacer.style.height = `${window.innerHeight + 800}px`;
    document.body.prepend(spacer);
    try {
      const { el } = await mountHtml('<vb-map layers="MEETINGHOUSE" center="40.76,-111.89" zoom="10" loading-text="Loading the map"></vb-map>');
      await sleep(1500);
      expect(status(el), 'not started far below the fold').to.equal('');
      expect(el.getAttribute('data-vb-state')).to.equal('loading');
      expect(el.getBoundingClientRect().height, 'the placeholder has the final height').to.equal(400);
      expect(renderRoot(el).querySelector('canvas')).to.equal(null);
      el.scrollIntoView();
      await waitFor(() => status(el) === 'Loading the map' || el.getAttribute('data-vb-state') === 'ready', 'the engine to start near the viewport', LOAD_MS);
      expect(el.getBoundingClientRect().height).to.equal(400);
    } finally {
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });
});
