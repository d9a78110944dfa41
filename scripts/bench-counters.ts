/**
 * Bench of the social counters' polling (issue 21, 'Beyond the spec': "the bench shows requests per minute for 1, 10
 * and 50 visible counters against the spec's figures"). A built page with N <vb-counter>s, all on screen, in headless
 * Chromium against the reference server; every GET /api/readSocialCounter that reaches the server is counted there.
 *
 * The spec's figures (sections 7 and 9): each visible counter is read every 10 s, every 60 s when more than 10 are
 * visible or the connection is slower than 3g; counters of the same group and id share one read. So 1 counter is
 * 6 requests a minute, 10 counters 60, 50 counters 50 (60 s each), 50 counters of one id 1, one counter on 2g 1.
 *
 * Time: minutes of polling would make the bench slow, so the page runs on Playwright's clock. After the first
 * reads (real time), the clock is paused and moved forward one STEP_MS at a time; after each step the bench waits
 * until every read that step started has been answered by the server and handled by the page, so the next poll is
 * scheduled from the answer as it would be in real time. The figure is the reads the server received during the
 * simulated window, divided by its length in minutes (no scaling beyond that). The requests are real: the clock
 * only decides when the page's timers fire.
 *
 *   node --import tsx scripts/bench-counters.ts [--counter-minutes N]
 *
 * `benchCounters()` and `formatCountersBench()` are exported for the main bench (scripts/bench.ts, section (j)).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createApp } from '../demo/server/app.ts';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const READ_PATH = '/api/readSocialCounter';
/** Simulated minutes of polling per case. */
const DEFAULT_MINUTES = 5;
/** How far the page clock moves per step: a poll fires at most this late in simulated time. */
const STEP_MS = 1000;
const VIEWPORT = { width: 1280, height: 900 };
const SETTLE_TIMEOUT_MS = 30_000;

export interface CounterCase {
  name: string;
  /** Counters on the page. */
  counters: number;
  /** Distinct counter ids among them (counters of one id share a read). */
  ids: number;
  /** Network Information effectiveType the page sees (emulated through DevTools), when not the default. */
  connection?: '2g';
  /** The spec's figure: requests per minute. */
  expected: number;
  /** How the expected figure follows from the spec. */
  rule: string;
}

export const COUNTER_CASES: readonly CounterCase[] = [
  { name: '1 counter', counters: 1, ids: 1, expected: 6, rule: '1 read / 10 s' },
  { name: '10 counters', counters: 10, ids: 10, expected: 60, rule: '10 reads / 10 s' },
  { name: '50 counters', counters: 50, ids: 50, expected: 50, rule: 'more than 10 visible: 50 reads / 60 s' },
  { name: '50 counters, one id', counters: 50, ids: 1, expected: 1, rule: 'one shared read / 60 s' },
  { name: '1 counter on 2g', counters: 1, ids: 1, connection: '2g', expected: 1, rule: 'slower than 3g: 1 read / 60 s' },
];

export interface CounterCaseResult extends CounterCase {
  /** Reads the server received during the window. */
  reads: number;
  /** The same, as the page saw its requests (a check that nothing else was counted). */
  pageReads: number;
  minutes: number;
  perMinute: number;
}

/** Ten counters a row, small enough that 50 fit a 1280 x 900 viewport: every one of them is visible. */
const PAGE_CSS = `body { margin: 0; font-family: system-ui, sans-serif; }
main { display: grid; grid-template-columns: repeat(10, 1fr); gap: 4px; padding: 4px; }
vb-counter { --vb-counter-font-size: 1rem; display: block; min-height: 60px; font-size: 12px; }
`;

function pageHtml(benchCase: CounterCase): string {
  const counters = Array.from(
    { length: benchCase.counters },
    (_, i) => `<vb-counter group="bench" counter-id="bench-${i % benchCase.ids}" label="Counter ${i + 1}"></vb-counter>`,
  ).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Counters bench: ${benchCase.name}</title>
<link rel="stylesheet" href="/dist/visitor-blocks.css"><link rel="stylesheet" href="/demo/bench-counters.css">
<script type="module" src="/dist/loader.js"></script></head><body><main>
${counters}
</main></body></html>`;
}

const fileName = (benchCase: CounterCase) => `bench-counters-${benchCase.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.html`;

/** Reads reaching the server, and how many of them are still being answered. */
interface ServerReads {
  total: number;
  inFlight: number;
}

/** A task turn in the page that the paused clock does not hold back (MessageChannel is not faked). */
async function pageTurns(page: Page, turns: number): Promise<void> {
  await page.evaluate(async (count) => {
    for (let i = 0; i < count; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    }
  }, turns);
}

async function runCase(browser: Browser, origin: string, reads: ServerReads, benchCase: CounterCase, minutes: number): Promise<CounterCaseResult> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let pageReads = 0;
  let pageInFlight = 0;
  const isRead = (url: string) => new URL(url).pathname === READ_PATH;
  page.on('request', (request) => {
    if (!isRead(request.url())) return;
    pageReads++;
    pageInFlight++;
  });
  const done = (url: string) => {
    if (isRead(url)) pageInFlight--;
  };
  page.on('requestfinished', (request) => done(request.url()));
  page.on('requestfailed', (request) => done(request.url()));
  try {
    if (benchCase.connection === '2g') {
      // DevTools network emulation: Chromium derives navigator.connection.effectiveType from the round-trip time
      // (above 1,400 ms is 2g). Latency only; the reads still go to the server.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1600, downloadThroughput: -1, uploadThroughput: -1 });
    }
    await page.clock.install();
    await page.goto(`${origin}/demo/${fileName(benchCase)}`, { waitUntil: 'load' });
    await page.waitForFunction((n) => document.querySelectorAll('vb-counter[data-vb-state="ready"]').length === n, benchCase.counters, {
      timeout: SETTLE_TIMEOUT_MS,
      polling: 100,
    });
    if (benchCase.connection) {
      const seen = await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType);
      if (seen !== benchCase.connection) throw new Error(`the page sees effectiveType ${String(seen)}, not ${benchCase.connection}`);
    }
    const inView = await page.evaluate(
      ({ width, height }) =>
        [...document.querySelectorAll('vb-counter')].every((counter) => {
          const box = counter.getBoundingClientRect();
          return box.top >= 0 && box.left >= 0 && box.bottom <= height && box.right <= width;
        }),
      VIEWPORT,
    );
    if (!inView) throw new Error(`${benchCase.name}: not every counter fits the viewport, so not every one is visible`);
    // The first reads are done; from here the page's timers fire only as the bench moves the clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    const serverBefore = reads.total;
    const pageBefore = pageReads;
    const windowMs = minutes * 60_000;
    for (let elapsed = 0; elapsed < windowMs; elapsed += STEP_MS) {
      await page.clock.runFor(STEP_MS);
      // Reads this step started: wait for their answers, then for the page to handle them (its next timer set).
      await pageTurns(page, 2);
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      while (reads.inFlight > 0 || pageInFlight > 0) {
        if (Date.now() > deadline) throw new Error(`${benchCase.name}: reads still unanswered after ${SETTLE_TIMEOUT_MS} ms`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await pageTurns(page, 3);
    }
    if (errors.length) throw new Error(`${benchCase.name}: the page reported errors: ${errors.join('; ')}`);
    const received = reads.total - serverBefore;
    return { ...benchCase, reads: received, pageReads: pageReads - pageBefore, minutes, perMinute: received / minutes };
  } finally {
    await context.close();
  }
}

export async function benchCounters(minutes = DEFAULT_MINUTES, cases: readonly CounterCase[] = COUNTER_CASES): Promise<CounterCaseResult[]> {
  if (!existsSync(path.join(DIST, 'loader.js'))) throw new Error('dist/loader.js is missing: run `npm run build` first.');
  const root = mkdtempSync(path.join(tmpdir(), 'vb-bench-counters-'));
  const demoDir = path.join(root, 'demo');
  mkdirSync(demoDir, { recursive: true });
  writeFileSync(path.join(demoDir, 'bench-counters.css'), PAGE_CSS);
  for (const benchCase of cases) writeFileSync(path.join(demoDir, fileName(benchCase)), pageHtml(benchCase));
  const app = await createApp({ dbPath: path.join(root, 'bench.sqlite'), demoDir, distDir: DIST, staticDir: root });
  const reads: ServerReads = { total: 0, inFlight: 0 };
  // Counted where the server takes the request, before any route: what reaches it, whatever it answers.
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (new URL(request.url ?? '/', 'http://bench').pathname !== READ_PATH) return;
    reads.total++;
    reads.inFlight++;
    response.on('close', () => reads.inFlight--);
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const results: CounterCaseResult[] = [];
    for (const benchCase of cases) results.push(await runCase(browser, origin, reads, benchCase, minutes));
    return results;
  } finally {
    await browser.close();
    await app.close();
    rmSync(root, { recursive: true, force: true });
  }
}

export function formatCountersBench(results: readonly CounterCaseResult[]): string {
  const minutes = results[0]?.minutes ?? DEFAULT_MINUTES;
  const rows = results.map((r) => {
    const verdict = r.perMinute <= r.expected ? 'within' : 'OVER';
    const checked = r.pageReads === r.reads ? '' : ` (page sent ${r.pageReads})`;
    return `  ${r.name.padEnd(22)} ${String(r.reads).padStart(5)} reads  ${r.perMinute.toFixed(1).padStart(6)} /min   spec ${String(r.expected).padStart(3)} /min (${r.rule}): ${verdict}${checked}`;
  });
  return [
    `\n(j) Counter reads reaching the reference server, all counters visible, ${minutes} simulated minutes each (page clock, ${STEP_MS} ms steps)`,
    ...rows,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--counter-minutes');
  const minutes = i >= 0 ? Number(process.argv[i + 1]) : DEFAULT_MINUTES;
  console.log(formatCountersBench(await benchCounters(minutes)));
}
