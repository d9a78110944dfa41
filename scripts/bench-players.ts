/**
 * Bench of the media players (issue 22, Tests): a page with 12 <vb-media-player>s below the fold, served by the
 * reference server (its copies of the streaming-site and hosted-video player scripts over a local file), in headless
 * Chromium.
 *  1. The requests the page makes before any click or scroll, and after scrolling past every player, by kind: the
 *     issue's claim is that no player script and no platform byte load before a click (the privacy facade).
 *  2. From a real click on a player's play button to the first frame of the video presented while it plays: a fresh
 *     browser context for every sample (a cold cache: the click pays for the platform script and the player), the
 *     click event's time stamp to the `expectedDisplayTime` of the first `requestVideoFrameCallback` after
 *     `playing`. Reported for the streaming-site and the hosted-video reference players; no test asserts a time.
 *
 *   node --import tsx scripts/bench-players.ts [--player-runs N]
 *
 * `benchPlayers()` and `formatPlayersBench()` are exported for the main bench (scripts/bench.ts, part (k)).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { createApp } from '../demo/server/app.ts';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { percentile } from './percentile.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const DEMO = path.join(ROOT, 'demo');
const DEFAULT_RUNS = 7;
const PLAYERS = 12;
const PAGE_PATH = '/bench/twelve-players.html';
const VIEWPORT = { width: 1280, height: 900 };
/** Quiet time (no request in flight) after which the page counts as settled. */
const QUIET_MS = 500;

const PLATFORMS = {
  streaming: { label: 'streaming-site (YouTube) reference player', media: '{ "youTubeId": "M7lc1UVf-VE" }' },
  hosted: {
    label: 'hosted-video (Brightcove) reference player',
    media: '{ "brightcoveId": "6311532010112", "brightcoveAccountId": "1234567890001", "brightcovePlayerId": "default" }',
  },
} as const;
type PlatformName = keyof typeof PLATFORMS;

/** Even players stream from the streaming site, odd ones from the hosted-video service; all below 2,000 px of text. */
function pageHtml(): string {
  const players = Array.from({ length: PLAYERS }, (_, i) => {
    const { media } = i % 2 === 0 ? PLATFORMS.streaming : PLATFORMS.hosted;
    return `<section style="max-width:640px;margin:2rem auto"><vb-media-player label="Video ${i + 1}" poster="/static/images/hills.svg" data-media='${media}'></vb-media-player></section>`;
  }).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Twelve players below the fold</title>
<meta name="vb-youtube-api" content="/static/media/youtube-iframe-api.js">
<meta name="vb-youtube-icon" content="/static/media/youtube-check.svg">
<meta name="vb-brightcove-player-url" content="/static/media/brightcove-player.js">
<link rel="stylesheet" href="/dist/visitor-blocks.css">
<script type="module" src="/dist/loader.js"></script></head>
<body><main><h1>Twelve players below the fold</h1><div style="height:2000px">Text above the fold.</div>
${players}
</main></body></html>`;
}

type Kind = 'document' | 'our JS' | 'CSS' | 'images' | 'API' | 'platform' | 'other';
const KINDS: readonly Kind[] = ['document', 'our JS', 'CSS', 'images', 'API', 'platform', 'other'];

/** Platform: a player script, the reachability icon, a media file, or any host other than the page's. */
function kindOf(url: URL, origin: string): Kind {
  if (url.origin !== origin || url.pathname.startsWith('/static/media/')) return 'platform';
  if (url.pathname === PAGE_PATH) return 'document';
  if (url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js')) return 'our JS';
  if (url.pathname.endsWith('.css')) return 'CSS';
  if (url.pathname.startsWith('/api/')) return 'API';
  if (/\.(svg|png|jpe?g|webp|avif|gif)$/.test(url.pathname)) return 'images';
  return 'other';
}

export type RequestCounts = Record<Kind, number>;

function count(requests: readonly Request[], origin: string): RequestCounts {
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as RequestCounts;
  for (const request of requests) counts[kindOf(new URL(request.url()), origin)] += 1;
  return counts;
}

async function quiet(page: Page, inFlight: Set<Request>): Promise<void> {
  let since = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (inFlight.size > 0) since = Date.now();
    else if (Date.now() - since >= QUIET_MS) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`the page did not settle: ${[...inFlight].map((r) => r.url()).join(', ')}`);
}

interface Opened {
  page: Page;
  requests: Request[];
  inFlight: Set<Request>;
  errors: string[];
  close(): Promise<void>;
}

/** A fresh context (cold cache) on the bench page, settled: every player defined and no request in flight. */
async function open(browser: Browser, origin: string): Promise<Opened> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.route(`${origin}${PAGE_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: pageHtml() }));
  const page = await context.newPage();
  const requests: Request[] = [];
  const inFlight = new Set<Request>();
  const errors: string[] = [];
  page.on('request', (request) => {
    requests.push(request);
    inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${origin}${PAGE_PATH}`, { waitUntil: 'load' });
  await page.waitForFunction(
    (n) => [...document.querySelectorAll('vb-media-player')].filter((el) => el.shadowRoot?.querySelector('[part~="facade"]')).length === n,
    PLAYERS,
    { timeout: 15_000 },
  );
  await quiet(page, inFlight);
  return { page, requests, inFlight, errors, close: () => context.close() };
}

/**
 * In the page, before the click: the click's time stamp, then the player's <video> once it exists, its `playing`,
 * and the first frame presented after that (requestVideoFrameCallback's expectedDisplayTime). Plain JavaScript in a
 * string: tsx's transform would add helpers the page does not have.
 */
const ARM = `(index) => ({ done: new Promise((resolve, reject) => {
  const host = document.querySelectorAll('vb-media-player')[index];
  if (!host) return reject(new Error('no player ' + index));
  let clickAt;
  window.addEventListener('click', (event) => { clickAt = event.timeStamp; }, { capture: true, once: true });
  const timer = setTimeout(() => reject(new Error('no frame played within 20 s of the click')), 20000);
  const done = (end) => { clearTimeout(timer); resolve(end - clickAt); };
  const onPlaying = (video) => {
    if (video.requestVideoFrameCallback) video.requestVideoFrameCallback((now, meta) => done(meta.expectedDisplayTime || now));
    else requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0));
  };
  const look = () => {
    const video = host.shadowRoot && host.shadowRoot.querySelector('video');
    if (!video || clickAt === undefined) return requestAnimationFrame(look);
    if (!video.paused && video.readyState >= 3) onPlaying(video);
    else video.addEventListener('playing', () => onPlaying(video), { once: true });
  };
  look();
}) })`;

async function clickToFrame(browser: Browser, origin: string, index: number): Promise<number> {
  const opened = await open(browser, origin);
  try {
    const facade = opened.page.locator('vb-media-player').nth(index).locator('[part~="facade"]');
    // The visitor scrolls to the player first; the sample starts at the click.
    await facade.scrollIntoViewIfNeeded();
    await quiet(opened.page, opened.inFlight);
    const armed = await opened.page.evaluateHandle(`(${ARM})(${index})`);
    await facade.click();
    const ms = (await armed.evaluate((handle) => (handle as { done: Promise<number> }).done)) as number;
    await armed.dispose();
    if (opened.errors.length) throw new Error(`the bench page reported errors: ${opened.errors.join('; ')}`);
    return ms;
  } finally {
    await opened.close();
  }
}

export interface PlayersBenchResult {
  before: RequestCounts;
  afterScroll: RequestCounts;
  platformUrlsBeforeClick: string[];
  samples: Record<PlatformName, number[]>;
}

export async function benchPlayers(runs = DEFAULT_RUNS): Promise<PlayersBenchResult> {
  if (!existsSync(path.join(DIST, 'loader.js'))) throw new Error('dist/loader.js is missing: run `npm run build` first.');
  const root = mkdtempSync(path.join(tmpdir(), 'vb-bench-players-'));
  const app = await createApp({ dbPath: path.join(root, 'bench.sqlite'), demoDir: DEMO, distDir: DIST, staticDir: path.join(DEMO, 'static') });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const opened = await open(browser, origin);
    const before = count(opened.requests, origin);
    // Past every player, slowly enough for each to come near view, then back: load="click" players still wait.
    for (let i = 0; i < PLAYERS; i++) await opened.page.locator('vb-media-player').nth(i).scrollIntoViewIfNeeded();
    await quiet(opened.page, opened.inFlight);
    const afterScroll = count(opened.requests, origin);
    const platformUrlsBeforeClick = opened.requests
      .map((r) => new URL(r.url()))
      .filter((url) => kindOf(url, origin) === 'platform')
      .map(String);
    if (opened.errors.length) throw new Error(`the bench page reported errors: ${opened.errors.join('; ')}`);
    await opened.close();
    const samples: Record<PlatformName, number[]> = { streaming: [], hosted: [] };
    for (let i = 0; i < runs; i++) {
      samples.streaming.push(await clickToFrame(browser, origin, 0));
      samples.hosted.push(await clickToFrame(browser, origin, 1));
    }
    return { before, afterScroll, platformUrlsBeforeClick, samples };
  } finally {
    await browser.close();
    await app.close();
    rmSync(root, { recursive: true, force: true });
  }
}

function countsLine(counts: RequestCounts): string {
  const total = KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  return `${total} requests: ${KINDS.filter((kind) => kind !== 'other' || counts.other > 0)
    .map((kind) => `${counts[kind]} ${kind}`)
    .join(', ')}`;
}

export function formatPlayersBench(result: PlayersBenchResult): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const noPlatform = result.before.platform === 0 && result.afterScroll.platform === 0;
  return [
    `\n(k) ${PLAYERS} <vb-media-player>s below the fold, on the reference server's player copies (issue 22)`,
    `  before any click or scroll:       ${countsLine(result.before)}`,
    `  after scrolling past all ${PLAYERS}:     ${countsLine(result.afterScroll)} (posters lazy-load, view counts are read near view)`,
    `  no player script and no platform byte before a click: ${noPlatform ? 'yes' : `NO: ${result.platformUrlsBeforeClick.join(', ')}`}`,
    `  click to the first frame playing (fresh context each, cold cache; click time stamp to the first presented frame after 'playing'):`,
    ...(Object.keys(PLATFORMS) as PlatformName[]).map((name) => {
      const samples = result.samples[name];
      return `    ${PLATFORMS[name].label}: p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, min ${ms(Math.min(...samples))}, max ${ms(Math.max(...samples))} (${samples.length} clicks)`;
    }),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--player-runs');
  const runs = i >= 0 ? Number(process.argv[i + 1]) : DEFAULT_RUNS;
  console.log(formatPlayersBench(await benchPlayers(runs)));
}
