/**
 * The request waterfall of a page with one element (issue 9, section 2): when each JavaScript file
 * is requested and when it arrives, in ms after navigation, with every response held back by an
 * artificial latency so that requests made one after another show as steps. Used by
 * scripts/bench.ts (printed) and test/scripts/loader-preload.node.test.ts (asserted).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

const ORIGIN = 'http://load.bench.invalid';

export interface RequestTiming {
  /** Path under dist/, e.g. chunks/Xb3kQ9zA/react.js. */
  file: string;
  /** ms after navigation start that the browser asked for it. */
  start: number;
  /** ms after navigation start that its last byte arrived. */
  end: number;
}

export interface Waterfall {
  requests: RequestTiming[];
  /** ms after navigation start until the element was defined and rendered. */
  ready: number;
}

/** A page with only `<vb-{element}>` and the loader, as a site would write it. */
function pageHtml(element: string): string {
  return `<!doctype html><html lang="en"><head><title>load</title><script type="module" src="/dist/loader.js"></script></head>
<body><main><vb-${element}></vb-${element}></main></body></html>`;
}

export async function requestWaterfall(browser: Browser, options: { dist: string; element: string; latencyMs: number }): Promise<Waterfall> {
  const { dist, element, latencyMs } = options;
  const context = await browser.newContext();
  try {
    await context.route(`${ORIGIN}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, latencyMs));
      if (pathname === '/') {
        await route.fulfill({ contentType: 'text/html', body: pageHtml(element) });
        return;
      }
      const file = path.join(dist, pathname.replace(/^\/dist\//, ''));
      if (!pathname.startsWith('/dist/') || !file.startsWith(dist) || !existsSync(file)) {
        await route.fulfill({ status: 404, body: 'not found' });
        return;
      }
      await route.fulfill({ contentType: 'text/javascript', body: readFileSync(file) });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${ORIGIN}/`);
    const tag = `vb-${element}`;
    await page.waitForFunction((name) => {
      const el = document.querySelector(name);
      return !!customElements.get(name) && !!el && (el.shadowRoot ?? el).childElementCount > 0;
    }, tag);
    const ready = await page.evaluate(() => performance.now());
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { url: timing.name, start: timing.startTime, end: timing.responseEnd };
      }),
    );
    if (errors.length) throw new Error(`the load page reported errors: ${errors.join('; ')}`);
    const requests = entries
      .filter((entry) => new URL(entry.url).pathname.startsWith('/dist/'))
      .map((entry) => ({ file: new URL(entry.url).pathname.replace(/^\/dist\//, ''), start: entry.start, end: entry.end }))
      .sort((a, b) => a.start - b.start);
    return { requests, ready };
  } finally {
    await context.close();
  }
}

/**
 * How many round trips the page's JavaScript took after the HTML: requests that start before the
 * previous step's first response arrived belong to the same step.
 */
export function roundTrips(requests: readonly RequestTiming[]): number {
  let steps = 0;
  let stepEnd = -Infinity;
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    if (request.start >= stepEnd) {
      steps++;
      stepEnd = request.end;
    } else {
      stepEnd = Math.min(stepEnd, request.end);
    }
  }
  return steps;
}
