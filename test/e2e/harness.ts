/**
 * What the end-to-end tests share: the real reference server on a free port with a throwaway
 * database, one headless Chromium, and a page "probe" that records every console error, uncaught
 * error, failed request and Content-Security-Policy violation while a page is used.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { createApp } from '../../demo/server/app.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEMO_DIR = path.join(ROOT, 'demo');
export const DIST_DIR = path.join(ROOT, 'dist');

/** How long a page may take to define its blocks and finish its calls. */
export const SETTLE_TIMEOUT_MS = 15_000;
/** Quiet time (no request in flight) after which a page counts as settled. */
export const QUIET_MS = 400;
/** axe rule tags: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every .html file under demo/ (not the server's own folder), as URL paths: /demo/poll.html. Run by hand,
 * `VB_ONLY=chat,map` keeps those pages (npm test clears it, as for the conformance suite).
 */
export function demoPages(dir = DEMO_DIR): string[] {
  const pages: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (child !== 'server') walk(child);
      } else if (entry.name.endsWith('.html')) {
        pages.push(`/demo/${child}`);
      }
    }
  };
  walk('');
  const only = (process.env.VB_ONLY ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const chosen = only.length === 0 ? pages : pages.filter((page) => only.some((name) => page === `/demo/${name}.html`));
  return chosen.sort();
}

export interface Server {
  origin: string;
  /** Its SQLite file, for a test that reads what it stored (`npm run submissions -- --db`). */
  dbPath: string;
  close(): Promise<void>;
}

/** The reference server as the demo runs it, on 127.0.0.1 and a free port, with a fresh database. */
export async function startServer(): Promise<Server> {
  if (!existsSync(path.join(DIST_DIR, 'loader.js'))) {
    throw new Error('dist/loader.js is missing: run `npm run build` first (npm test builds before the e2e sweep).');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vb-e2e-'));
  const dbPath = path.join(dataDir, 'e2e.sqlite');
  const app = await createApp({
    dbPath,
    distDir: DIST_DIR,
    demoDir: DEMO_DIR,
    staticDir: path.join(DEMO_DIR, 'static'),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    dbPath,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
}

export interface Session {
  readonly server: Server;
  readonly browser: Browser;
}

/**
 * The reference server and one headless Chromium for a whole e2e file: started in its `before`, closed in
 * its `after`. Call at the top of the file; read `server` and `browser` inside its tests.
 */
export function e2eSession(): Session {
  let server: Server | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} starts in before(): read it inside a test`);
    return value;
  };
  return {
    get server() {
      return started(server, 'reference server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}

declare global {
  interface Window {
    __vbCspViolations?: string[];
    __vbLayoutShifts?: LayoutShiftRecord[];
    __vbLastMotionStart?: number;
  }
}

/** A layout-shift entry as the page saw it, with the nodes that moved. */
export interface LayoutShiftRecord {
  value: number;
  startTime: number;
  sources: string[];
}

/** Issue 9, section 7: the most a demo page may move while its blocks wake up (Core Web Vitals "good" is 0.1). */
export const MAX_LAYOUT_SHIFT = 0.02;
/** Viewports the layout-shift sweep loads each page in. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

/** The narrowest screen a page must fit without scrolling sideways (WCAG 2.2 reflow, 1.4.10: 320 CSS px). */
export const NARROWEST = { width: 320, height: 640 } as const;

/** How far the page scrolls sideways (0 when it fits its viewport), as a visitor on that screen would find. */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Runs in every frame before the page's own scripts (CDP injects it, so the page's CSP does not
 * apply). securitypolicyviolation is composed, so violations inside shadow roots reach window.
 */
function recordCspViolations(): void {
  window.__vbCspViolations = [];
  window.addEventListener(
    'securitypolicyviolation',
    (event) => {
      window.__vbCspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || document.URL}:${event.lineNumber}`,
      );
    },
    true,
  );
}

/**
 * Runs before the page's own scripts: notes when the last CSS animation or transition began, in the document or in
 * any shadow root (those events are not composed, so each root gets its own listener). A check that reads colours
 * (axe's contrast rule) runs again when something started moving while it ran: a block that fades in after a delay
 * (the persistent call to action's 500 ms) is judged by its colours, not by a frame of its fade.
 */
function recordMotionStarts(): void {
  // No named inner functions here: tsx would wrap them in a __name() helper the page lacks (an uncaught error on every page).
  const types = ['animationstart', 'transitionrun'];
  for (const type of types) document.addEventListener(type, () => (window.__vbLastMotionStart = performance.now()), true);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit): ShadowRoot {
    const root = attachShadow.call(this, init);
    for (const type of types) root.addEventListener(type, () => (window.__vbLastMotionStart = performance.now()), true);
    return root;
  };
}

export interface Probe {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught errors, failed requests and HTTP errors seen so far. */
  problems: string[];
  /**
   * Requests cancelled rather than failed (net::ERR_ABORTED): a call the page aborted itself (a search or suggestion
   * superseded by the next one), a media file the browser stopped buffering, a load the navigation cut short. No
   * visitor sees these; a test that counts calls reads them here.
   */
  aborted: string[];
  /** Every request the page made, in order. */
  requests: Request[];
  /** Requests not yet finished. */
  inFlight: Set<Request>;
  close(): Promise<void>;
}

/**
 * Runs before the page's own scripts, so every shift from navigation on is seen (buffered catches
 * any before the observer). Shifts right after input are the visitor's doing, not the page's.
 */
function recordLayoutShifts(): void {
  const shifts: LayoutShiftRecord[] = [];
  window.__vbLayoutShifts = shifts;
  interface LayoutShiftEntry extends PerformanceEntry {
    value: number;
    hadRecentInput: boolean;
    sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element
            ? `${element.localName}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`
            : '(gone)';
          const p = source.previousRect;
          const c = source.currentRect;
          return `${name} ${Math.round(p.x)},${Math.round(p.y)} ${Math.round(p.width)}x${Math.round(p.height)} -> ${Math.round(c.x)},${Math.round(c.y)} ${Math.round(c.width)}x${Math.round(c.height)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Cumulative Layout Shift as Core Web Vitals defines it: shifts grouped into session windows (a gap
 * under 1 s, at most 5 s long), the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShiftRecord[]): number {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** The layout shifts a probe's page has recorded so far. */
export async function layoutShifts(page: Page): Promise<LayoutShiftRecord[]> {
  return page.evaluate(() => window.__vbLayoutShifts ?? []);
}

export interface ProbeOptions {
  viewport?: { width: number; height: number };
  /** false: the page as a visitor without script sees it (`scripting: none`). */
  javaScriptEnabled?: boolean;
  /** The browser's user-agent string (a phone's, for what a block does on mobile user agents); default Chromium's own. */
  userAgent?: string;
  /** A phone's screen: touch as the primary pointer (`pointer: coarse`) and mobile viewport rules, as Lighthouse's mobile emulation. */
  touch?: boolean;
}

/** A fresh context (no cookies or storage from other pages) with everything recorded. */
export async function openProbe(browser: Browser, options: ProbeOptions = {}): Promise<Probe> {
  const context = await browser.newContext({
    viewport: options.viewport ?? VIEWPORTS.desktop,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    userAgent: options.userAgent,
    hasTouch: options.touch,
    isMobile: options.touch,
  });
  await context.addInitScript(recordCspViolations);
  await context.addInitScript(recordLayoutShifts);
  await context.addInitScript(recordMotionStarts);
  const page = await context.newPage();
  const problems: string[] = [];
  const aborted: string[] = [];
  const requests: Request[] = [];
  const inFlight = new Set<Request>();
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error') problems.push(`console error: ${text}`);
    else if (text.includes('Refused to')) problems.push(`console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
  page.on('request', (request) => {
    requests.push(request);
    inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    const failure = `request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`;
    (failure.endsWith('(net::ERR_ABORTED)') ? aborted : problems).push(failure);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return { page, context, problems, aborted, requests, inFlight, close: () => context.close() };
}

export interface ProbePool {
  /** A probe as openProbe gives it: a page with no cookies, storage, cache or records from earlier tests. */
  open(options?: ProbeOptions): Promise<Probe>;
  /** Closes every probe the pool keeps (a file's `after`). */
  closeAll(): Promise<void>;
}

/**
 * Probes kept for a sweep that opens one per page and test: a new page starts a renderer, 0.4 to 0.9 s on two
 * cores, and the demo sweep opens hundreds. A probe given back is made as fresh as a new one before it is lent
 * again: its page on about:blank (the last page's requests end there), its session storage emptied, its cookies,
 * storage and HTTP cache cleared, its records emptied. Script on and script off keep separate probes (a context
 * option); the viewport is set on each lease.
 */
export function probePool(browser: () => Browser): ProbePool {
  const idle = new Map<boolean, Probe[]>();
  const all = new Set<Probe>();
  const freshen = async (probe: Probe, script: boolean): Promise<void> => {
    const origins = new Set(probe.requests.map((request) => new URL(request.url()).origin).filter((origin) => origin.startsWith('http')));
    if (script) await probe.page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
    await probe.page.goto('about:blank');
    await probe.context.clearCookies();
    const cdp = await probe.context.newCDPSession(probe.page);
    try {
      await cdp.send('Network.clearBrowserCache');
      for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    } finally {
      await cdp.detach();
    }
    probe.problems.length = 0;
    probe.aborted.length = 0;
    probe.requests.length = 0;
    probe.inFlight.clear();
  };
  return {
    async open(options = {}) {
      const script = options.javaScriptEnabled ?? true;
      let probe = idle.get(script)?.pop();
      if (probe) await probe.page.setViewportSize(options.viewport ?? VIEWPORTS.desktop);
      else {
        probe = await openProbe(browser(), options);
        all.add(probe);
      }
      const lent = probe;
      return {
        ...lent,
        close: async () => {
          try {
            await freshen(lent, script);
            idle.set(script, [...(idle.get(script) ?? []), lent]);
          } catch {
            // A probe that cannot be made fresh is not lent again.
            all.delete(lent);
            await lent.close();
          }
        },
      };
    },
    async closeAll() {
      // The session's browser may be closed already (its `after` ran first): its contexts went with it.
      await Promise.all([...all].map((probe) => probe.close().catch(() => undefined)));
      all.clear();
      idle.clear();
    },
  };
}

/** Every vb-* tag in the page, including inside open shadow roots (blocks that render blocks). */
export async function blockTags(page: Page): Promise<string[]> {
  // No named inner functions here: tsx would wrap them in a __name() helper the page lacks.
  return page.evaluate(() => {
    const tags = new Set<string>();
    const roots: Array<Document | ShadowRoot> = [document];
    for (let root = roots.pop(); root; root = roots.pop()) {
      for (const element of root.querySelectorAll('*')) {
        if (element.localName.startsWith('vb-')) tags.add(element.localName);
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    return [...tags].sort();
  });
}

/**
 * Wait until every vb-* tag on the page is defined, no request has been in flight for QUIET_MS,
 * and two frames have rendered. Returns the tags that never got defined (a typo, or a block the
 * loader does not know).
 */
export async function settle(probe: Probe, timeoutMs = SETTLE_TIMEOUT_MS): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  const tags = await blockTags(probe.page);
  const undefinedTags = await probe.page.evaluate(
    async ({ tags: names, timeout }) => {
      const pending = new Set(names);
      await Promise.race([
        Promise.all(names.map((tag) => customElements.whenDefined(tag).then(() => pending.delete(tag)))),
        new Promise((resolve) => setTimeout(resolve, timeout)),
      ]);
      return [...pending];
    },
    { tags, timeout: timeoutMs },
  );
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (probe.inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await probe.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return undefinedTags;
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__vbCspViolations ?? []);
}

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** axe-core over the whole page (it reads open shadow roots); one readable line per violation and node. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through CDP like the init script, so the page's strict CSP does not block it.
  await page.evaluate(AXE_SOURCE);
  let violations = await axeRun(page);
  // Something began to move while axe read the page (recordMotionStarts): read it again once it has stopped.
  for (let again = 0; again < AXE_RERUNS && violations.motionDuringRun; again += 1) violations = await axeRun(page);
  return violations.lines;
}

/** How many times axe reads a page again when an animation started during its reading. */
const AXE_RERUNS = 3;
/** The longest a page's running animations are waited for before axe reads it anyway. */
const MOTION_WAIT_MS = 3_000;

async function axeRun(page: Page): Promise<{ lines: string[]; motionDuringRun: boolean }> {
  await motionStopped(page);
  const startedAt = await page.evaluate(() => performance.now());
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, AXE_TAGS);
  const lastMotionStart = await page.evaluate(() => window.__vbLastMotionStart ?? -1);
  const lines = violations.flatMap((v) =>
    v.nodes.map(
      (node) => `axe ${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
    ),
  );
  return { lines, motionDuringRun: lastMotionStart >= startedAt };
}

/**
 * Wait until no finite animation or transition runs in the document or its open shadow roots (an endless one, a
 * spinner, is left running), at most MOTION_WAIT_MS.
 */
export async function motionStopped(page: Page): Promise<void> {
  await page.evaluate(async (timeout) => {
    const roots: Array<Document | ShadowRoot> = [document];
    for (let i = 0; i < roots.length; i += 1) {
      for (const element of roots[i]?.querySelectorAll('*') ?? []) if (element.shadowRoot) roots.push(element.shadowRoot);
    }
    const finite = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, timeout))]);
  }, MOTION_WAIT_MS);
}

/** Problems in a page's Content-Security-Policy header: missing, or allowing inline code or eval. */
export function cspHeaderProblems(header: string | undefined): string[] {
  if (!header) return ['the page has no Content-Security-Policy header'];
  const problems: string[] = [];
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'"]) {
    if (header.includes(unsafe)) problems.push(`Content-Security-Policy allows ${unsafe}: ${header}`);
  }
  const directives = new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map((words) => [words[0]?.toLowerCase() ?? '', words.slice(1)]),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  const styles = directives.get('style-src') ?? directives.get('default-src');
  if (!scripts) problems.push('Content-Security-Policy restricts no scripts (no script-src or default-src)');
  if (!styles) problems.push('Content-Security-Policy restricts no styles (no style-src or default-src)');
  for (const [name, sources] of [
    ['script-src', scripts],
    ['style-src', styles],
  ] as const) {
    if (sources?.some((s) => s === '*' || s === 'data:' || s === 'http:' || s === 'https:')) problems.push(`${name} is too broad: ${sources.join(' ')}`);
  }
  return problems;
}

/** Paths under /dist/ a probe's page requested, e.g. ['/dist/loader.js', '/dist/elements/poll.js']. */
export function distRequests(probe: Probe, origin: string): string[] {
  return probe.requests
    .map((r) => r.url())
    .filter((url) => url.startsWith(`${origin}/dist/`))
    .map((url) => new URL(url).pathname);
}
