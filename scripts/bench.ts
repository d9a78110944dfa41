/**
 * npm run bench: what the library costs a page.
 *
 *  (a) Bytes: all JavaScript a page with only <vb-poll> loads (loader.js, the poll module and every
 *      chunk they import, read from the build's dist/.vite/manifest.json), gzipped, split into
 *      React, runtime (loader + src/) and element.
 *      Also every element's page, and the issue 9 target (10 KB beyond React).
 *  (b) Time: defining and mounting 200 <vb-drawers> against 200 plain <details> and 200 of the same
 *      element written in Lit (scripts/bench-lit-drawers.ts), in headless Chromium, median of
 *      several fresh pages each, with the ours/Lit ratios against the issue 9 targets.
 *  (c) Round trips: the request waterfall of a page with only <vb-poll>, each response delayed.
 *  (d) The reference maps service: nearest 10 and world-view clusters, p50 and p99.
 *  (e) Web vitals of every demo page, as Lighthouse sees them (scripts/bench-vitals.ts).
 *  (f) <vb-map> panned and zoomed across North America (scripts/bench-map.ts): marker DOM nodes,
 *      idle-to-drawn p50/p99, the engine chunk's size.
 *  (g) <vb-unit-finder>: from Enter to results drawn, p50 and p99 (scripts/bench-finder.ts).
 *  (h) <vb-stepped-form>: from Next to the next step drawn, p50 and p99 (scripts/bench-stepped-form.ts).
 *  (i) <vb-modal> on its demo page: from the click to the first frame drawn with focus inside, p50 and p95
 *      (scripts/bench-modal.ts).
 *  (j) Social counters: reads a minute reaching the reference server for 1, 10 and 50 visible <vb-counter>s
 *      against the spec's polling figures (scripts/bench-counters.ts).
 *  (k) 12 <vb-media-player>s below the fold: requests by kind before a click or scroll (no platform byte) and after
 *      scrolling past them, and from a click to the first frame playing with the reference players (scripts/bench-players.ts).
 *
 * Builds first when dist/ is missing. Options: --only a,b (parts to run; all by default), --iterations N (default 9), --count N (default 200),
 * --vitals-runs N (Lighthouse runs per page, default 3), --finder-runs N (searches for (g), default 30), --modal-runs N (openings
 * for (i), default 50), --counter-minutes N (simulated minutes per case for (j), default 5), --player-runs N (clicks per platform for (k), default 7).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { builtElements, GZIP_LEVEL, pageBytes, pageFiles, partOf, sizeOf as sizeIn, type Part, type ViteManifest } from './page-bytes.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const VITE_MANIFEST = path.join(DIST, '.vite', 'manifest.json');
const DEFAULT_ITERATIONS = 9;
const DEFAULT_COUNT = 200;
/** The element whose page weight part (a) measures, and the one part (b) mounts. */
const SIZE_ELEMENT = 'poll';
const MOUNT_ELEMENT = 'drawers';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

function ensureBuild(): ViteManifest {
  if (!existsSync(VITE_MANIFEST) || !existsSync(path.join(DIST, 'loader.js'))) {
    console.log('dist/ is missing: building first (npx vite build)...');
    const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('vite build failed');
  }
  return JSON.parse(readFileSync(VITE_MANIFEST, 'utf8')) as ViteManifest;
}

const sizeOf = (file: string) => sizeIn(DIST, file);

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function table(headers: string[], rows: string[][], alignRight: boolean[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (alignRight[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Issue 9, section 2: a page with one element loads at most this much of our code beyond React (KB = 1000 bytes, as in the issue). */
const BEYOND_REACT_TARGET_BYTES = 10_000;

function sizeReport(manifest: ViteManifest): void {
  const files = pageFiles(DIST, SIZE_ELEMENT).map(sizeOf);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const totalRaw = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`\n(a) JavaScript loaded by a page with only <vb-${SIZE_ELEMENT}> (minified; gzip level ${GZIP_LEVEL})\n`);
  const parts: Part[] = ['React', 'runtime', 'element'];
  const rows = parts.map((part) => {
    const of = files.filter((f) => f.part === part);
    const gzip = of.reduce((sum, f) => sum + f.gzip, 0);
    const bytes = of.reduce((sum, f) => sum + f.bytes, 0);
    return [part, of.map((f) => f.file).join(', '), String(bytes), String(gzip), kb(gzip), `${((gzip / total) * 100).toFixed(1)} %`];
  });
  rows.push(['total', `${files.length} files`, String(totalRaw), String(total), kb(total), '100.0 %']);
  console.log(table(['part', 'files', 'min bytes', 'gzip bytes', 'gzip', 'share'], rows, [false, false, true, true, true, true]));
  const beyond = files.filter((f) => f.part !== 'React').reduce((sum, f) => sum + f.gzip, 0);
  const verdict = beyond <= BEYOND_REACT_TARGET_BYTES ? 'met' : `NOT met: ${beyond - BEYOND_REACT_TARGET_BYTES} bytes over`;
  console.log(
    `\nBeyond React (runtime + element): ${beyond} bytes gz = ${(beyond / 1000).toFixed(1)} KB; target <= ${BEYOND_REACT_TARGET_BYTES / 1000} KB (issue 9, section 2): ${verdict}.`,
  );

  // Every element's page the same way, so a change that helps the poll and hurts another shows.
  console.log('\nA page with only one element: our code beyond React (gzip bytes)\n');
  console.log(
    table(
      ['page', 'runtime', 'element', 'beyond React', `<= ${BEYOND_REACT_TARGET_BYTES / 1000} KB`],
      Object.entries(pageBytes(DIST, manifest)).map(([name, page]) => [
        `<vb-${name}>`,
        String(page.runtime),
        String(page.element),
        String(page.beyondReact),
        page.beyondReact <= BEYOND_REACT_TARGET_BYTES ? 'met' : 'not met',
      ]),
      [false, true, true, true, false],
    ),
  );

  // Each element's own module, for the README's per-element weight.
  const elements = builtElements(manifest)
    .map((name) => sizeOf(manifest[`elements/${name}/define.ts`]?.file ?? `elements/${name}.js`))
    .sort((a, b) => a.file.localeCompare(b.file));
  console.log('\nEach element module on its own (what a second element adds to a page that already has React and the runtime)\n');
  console.log(
    table(
      ['module', 'min bytes', 'gzip bytes'],
      elements.map((e) => [e.file, String(e.bytes), String(e.gzip)]),
      [false, true, true],
    ),
  );
}

/** Latency added to every response in part (c), so requests made one after another show as steps. */
const LOAD_LATENCY_MS = 100;

async function loadReport(): Promise<void> {
  const { requestWaterfall, roundTrips } = await import('./bench-load.ts');
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const { requests, ready } = await requestWaterfall(browser, { dist: DIST, element: SIZE_ELEMENT, latencyMs: LOAD_LATENCY_MS });
    console.log(`\n(c) Requests of a page with only <vb-${SIZE_ELEMENT}>, every response held back ${LOAD_LATENCY_MS} ms (ms after navigation start)\n`);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.log(
      table(
        ['file', 'part', 'requested', 'arrived'],
        requests.map((r) => [r.file, partOf(r.file), ms(r.start), ms(r.end)]),
        [false, false, true, true],
      ),
    );
    console.log(
      `\n${roundTrips(requests)} round trips for JavaScript after the HTML (the loader, then everything it needs at once); element rendered at ${ms(ready)}.`,
    );
  } finally {
    await browser.close();
  }
}

interface Sample {
  details: number;
  defineMount: number;
  mount: number;
  detailsWarm: number;
}

/** The three ways to put the same 200 drawers on a page that part (b) compares. */
type Contender = 'details' | 'lit' | 'ours';

/**
 * Runs in the page, as a string so no build helper leaks into it. Order per page: <details> first
 * (no JavaScript loaded yet), then the element defined and mounted (module fetch, parse and
 * evaluation of its library and element included), then both again now that everything is warm.
 * "Mounted" means every element has rendered its drawer button; each timing ends with a forced layout.
 */
const MEASURE = `async ({ count, moduleUrl, tag }) => {
  const stage = document.getElementById('stage');
  const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(0); });
  const layout = () => document.body.getBoundingClientRect().height;
  const rows = Array.from({ length: count }, (_, i) => i);
  const detailsHtml = rows.map((i) => '<details><summary>Question ' + i + '</summary><p>Answer ' + i + ': a short paragraph of text.</p></details>').join('');
  const drawersHtml = rows.map((i) => '<' + tag + '><h3>Question ' + i + '</h3><p>Answer ' + i + ': a short paragraph of text.</p></' + tag + '>').join('');
  const mounted = () => { for (const el of stage.children) { if (!(el.shadowRoot || el).querySelector('button[aria-expanded]')) return false; } return true; };
  const clear = async () => { stage.replaceChildren(); layout(); await nextTask(); };
  let t = performance.now();
  stage.innerHTML = detailsHtml; layout();
  const details = performance.now() - t;
  await clear();
  t = performance.now();
  stage.innerHTML = drawersHtml;
  await import(moduleUrl);
  while (!mounted()) await nextTask();
  layout();
  const defineMount = performance.now() - t;
  // The same behaviour in both: a click on the first drawer's button opens its panel.
  const button = stage.firstElementChild.querySelector('button[aria-expanded]');
  button.click();
  await nextTask(); await nextTask();
  if (button.getAttribute('aria-expanded') !== 'true') throw new Error('<' + tag + '>: a click did not open the drawer');
  await clear();
  t = performance.now();
  stage.innerHTML = drawersHtml;
  while (!mounted()) await nextTask();
  layout();
  const mount = performance.now() - t;
  await clear();
  t = performance.now();
  stage.innerHTML = detailsHtml; layout();
  const detailsWarm = performance.now() - t;
  return { details, defineMount, mount, detailsWarm };
}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The Lit peer (scripts/bench-lit-drawers.ts), bundled with Lit the way a Lit site ships it: minified, production. */
async function buildLitPeer(): Promise<string> {
  const { build } = await import('esbuild');
  const { cssInlinePlugin } = await import('./esbuild-test-plugin.mjs');
  const result = await build({
    entryPoints: [path.join(ROOT, 'scripts', 'bench-lit-drawers.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [cssInlinePlugin],
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

const PAGE_HTML = '<!doctype html><html lang="en"><head><title>bench</title></head><body><main id="stage"></main></body></html>';

/**
 * A loopback HTTP server for part (b): the bench page, dist/ and the Lit peer, every answer `no-store`, so each fresh
 * page fetches, parses and evaluates every module again. Served over real HTTP on 127.0.0.1 rather than through
 * Playwright's request interception: interception hands each file through the test process, about 20 to 30 ms a file
 * on this machine and queued, which a one-file peer pays once and our 15 files pay in turn (measured at stop 37: the
 * 12 first-level chunks arrived 350 ms after they were asked for, against a mount of about 40 ms). Loopback keeps the
 * network latency out of the numbers and leaves the browser's own fetch, parse and evaluation in.
 */
async function benchServer(litCode: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (pathname === '/') return send(200, 'text/html', PAGE_HTML);
    if (pathname === '/bench/lit-drawers.js') return send(200, 'text/javascript', litCode);
    const file = path.join(DIST, pathname.replace(/^\/dist\//, ''));
    if (!pathname.startsWith('/dist/') || !file.startsWith(DIST) || !existsSync(file)) return send(404, 'text/plain', 'not found');
    return send(200, 'text/javascript', readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function measurePage(context: BrowserContext, origin: string, args: { count: number; moduleUrl: string; tag: string }): Promise<Sample> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${origin}/`);
  const sample = (await page.evaluate(`(${MEASURE})(${JSON.stringify(args)})`)) as Sample;
  await page.close();
  if (errors.length) throw new Error(`the bench page (<${args.tag}>) reported errors: ${errors.join('; ')}`);
  return sample;
}

/**
 * Runs in the page: both elements with the same content, their rendered markup reduced to what
 * layout and behaviour depend on (element names, classes, roles, parts, ARIA states, hidden; ids by
 * presence only), closed and after a click on the first drawer. The two lists must be equal.
 */
const MARKUP = `async ({ tags, urls }) => {
  const stage = document.getElementById('stage');
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const content = '<h3>Question one</h3><p>Answer one.</p><h3>Question two</h3><p>Answer two.</p>';
  stage.innerHTML = tags.map((tag) => '<' + tag + '>' + content + '</' + tag + '>').join('');
  for (const url of urls) await import(url);
  const hosts = [...stage.children];
  while (hosts.some((host) => !(host.shadowRoot || host).querySelector('button[aria-expanded]'))) await nextTask();
  const VALUES = ['class', 'role', 'aria-level', 'aria-expanded', 'aria-hidden', 'part', 'hidden', 'type', 'data-open', 'data-variant'];
  const PRESENCE = ['id', 'aria-controls', 'aria-labelledby'];
  const shape = (host) => {
    const out = [];
    const walk = (node, depth) => {
      for (const child of node.children) {
        const attrs = [...child.attributes].map((a) => a.name).filter((name) => !VALUES.includes(name) && !PRESENCE.includes(name));
        out.push('  '.repeat(depth) + child.localName + VALUES.filter((name) => child.hasAttribute(name)).map((name) => ' ' + name + '="' + child.getAttribute(name) + '"').join('') + PRESENCE.filter((name) => child.hasAttribute(name)).map((name) => ' ' + name).join('') + (attrs.length ? ' +' + attrs.join(' +') : ''));
        walk(child, depth + 1);
      }
    };
    walk(host.shadowRoot || host, 0);
    return out;
  };
  const closed = hosts.map(shape);
  for (const host of hosts) (host.shadowRoot || host).querySelector('button[aria-expanded]').click();
  await nextTask(); await nextTask();
  const open = hosts.map(shape);
  return { closed, open };
}`;

interface Markup {
  closed: string[][];
  open: string[][];
}

/** The first line where the Lit peer's markup differs from ours, or undefined when they are the same. */
function markupDifference(markup: Markup): string | undefined {
  for (const state of ['closed', 'open'] as const) {
    const [ours = [], lit = []] = markup[state];
    for (let i = 0; i < Math.max(ours.length, lit.length); i++) {
      if (ours[i] !== lit[i]) return `${state}, line ${i + 1}: ours "${ours[i]?.trim() ?? '(nothing)'}", Lit "${lit[i]?.trim() ?? '(nothing)'}"`;
    }
  }
  return undefined;
}

/** Issue 9 targets for ours / Lit, both for mount only and for define + mount. */
const LIT_TARGET = 2.0;
const LIT_STRETCH = 1.5;

async function timingReport(manifest: ViteManifest, iterations: number, count: number): Promise<void> {
  const entry = manifest[`elements/${MOUNT_ELEMENT}/define.ts`];
  if (!entry) throw new Error(`the build has no elements/${MOUNT_ELEMENT}.js`);
  const litCode = await buildLitPeer();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  const samples: Record<Exclude<Contender, 'details'>, Sample[]> = { ours: [], lit: [] };
  let sameMarkup: string | undefined;
  const runs = {
    ours: { count, moduleUrl: `/dist/${entry.file}`, tag: `vb-${MOUNT_ELEMENT}` },
    lit: { count, moduleUrl: '/bench/lit-drawers.js', tag: 'lit-drawers' },
  };
  const server = await benchServer(litCode);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/`);
    const markup = (await page.evaluate(
      `(${MARKUP})(${JSON.stringify({ tags: [runs.ours.tag, runs.lit.tag], urls: [runs.ours.moduleUrl, runs.lit.moduleUrl] })})`,
    )) as Markup;
    await page.close();
    sameMarkup = markupDifference(markup);
    // One warm-up page of each first: Chromium's own first-run costs are not the library's. Each
    // library gets its own fresh page (never both in one), and the order alternates so neither
    // always runs on the hotter browser.
    for (let i = 0; i <= iterations; i++) {
      const order: Array<keyof typeof runs> = i % 2 ? ['lit', 'ours'] : ['ours', 'lit'];
      for (const who of order) {
        const sample = await measurePage(context, server.origin, runs[who]);
        if (i > 0) samples[who].push(sample);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const all = [...samples.ours, ...samples.lit];
  const stats = (values: number[]) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const details = stats(all.map((s) => s.details));
  const detailsWarm = stats(all.map((s) => s.detailsWarm));
  const of = (who: 'ours' | 'lit', key: keyof Sample) => stats(samples[who].map((s) => s[key]));
  const row = (label: string, s: { median: number; min: number; max: number }) => [
    label,
    ms(s.median),
    ms(s.min),
    ms(s.max),
    `${(s.median / details.median).toFixed(1)} x`,
  ];
  console.log(
    `\n(b) Mount ${count} drawers: <details>, the same element in Lit, and <vb-${MOUNT_ELEMENT}> (headless Chromium, median of ${iterations} fresh pages each, one run)\n`,
  );
  const rows = [
    row(`${count} <details> (parse + layout)`, details),
    row(`${count} <lit-drawers>, define + mount (first use: loads Lit, element)`, of('lit', 'defineMount')),
    row(`${count} <lit-drawers>, mount only (already defined)`, of('lit', 'mount')),
    row(`${count} <vb-${MOUNT_ELEMENT}>, define + mount (first use: loads React, runtime, element)`, of('ours', 'defineMount')),
    row(`${count} <vb-${MOUNT_ELEMENT}>, mount only (already defined)`, of('ours', 'mount')),
    row(`${count} <details> again (warm)`, detailsWarm),
  ];
  console.log(table(['case', 'median', 'min', 'max', 'vs details'], rows, [false, true, true, true, true]));
  console.log(
    sameMarkup === undefined
      ? `\nMarkup: <lit-drawers> renders the same elements, classes, roles, parts and ARIA states as <vb-${MOUNT_ELEMENT}> (closed and open).`
      : `\nWARNING: the Lit peer's markup differs from <vb-${MOUNT_ELEMENT}> (${sameMarkup}); update scripts/bench-lit-drawers.ts before trusting the ratios.`,
  );
  const ours = pageFiles(DIST, MOUNT_ELEMENT)
    .filter((file) => file !== 'loader.js')
    .map(sizeOf);
  console.log(
    `\nJavaScript each loads on first use (gzip): Lit peer ${gzipSync(litCode, { level: GZIP_LEVEL }).length} bytes (Lit + element, one file); ours ${ours.reduce((sum, f) => sum + f.gzip, 0)} bytes (${ours.map((f) => f.file).join(', ')}).`,
  );
  const verdict = (ratio: number) =>
    ratio <= LIT_STRETCH
      ? 'met, stretch met'
      : ratio <= LIT_TARGET
        ? 'met (stretch not met)'
        : `NOT met (${(ratio / LIT_TARGET).toFixed(2)} x over the target)`;
  const ratios = (['mount', 'defineMount'] as const).map((key) => {
    const ratio = of('ours', key).median / of('lit', key).median;
    return [
      key === 'mount' ? 'mount only' : 'define + mount',
      `${ratio.toFixed(2)} x`,
      `<= ${LIT_TARGET.toFixed(1)} x (stretch <= ${LIT_STRETCH.toFixed(1)} x)`,
      verdict(ratio),
    ];
  });
  console.log(`\nOurs / Lit (issue 9, section 1)\n`);
  console.log(table(['figure', 'ours / Lit', 'target', 'verdict'], ratios, [false, true, false, false]));
  console.log(
    `\nRatio drawers/details: ${(of('ours', 'defineMount').median / details.median).toFixed(1)} x for define + mount, ${(of('ours', 'mount').median / details.median).toFixed(1)} x for mount only.`,
  );
}

/** `--only a,b`: run only these parts (letters as in the header); every part by default. */
function parts(): Set<string> {
  const i = process.argv.indexOf('--only');
  const all = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'];
  if (i < 0) return new Set(all);
  const wanted = (process.argv[i + 1] ?? '').split(',').map((part) => part.trim());
  const unknown = wanted.filter((part) => !all.includes(part));
  if (unknown.length || wanted.length === 0) throw new Error(`--only takes parts among ${all.join(',')}; got ${process.argv[i + 1] ?? 'nothing'}`);
  return new Set(wanted);
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log(
      'npm run bench [-- --only a,b] [--iterations N] [--count N] [--vitals-runs N] [--finder-runs N] [--stepped-runs N] [--modal-runs N] [--counter-minutes N] [--player-runs N]\n' +
        '  a bytes per page, b mount vs Lit, c request waterfall, d maps service, e web vitals, f map pan, g finder search, h stepped form Next to next step drawn,\n' +
        '  i modal click to first focused control drawn, j counter reads a minute, k 12 players below the fold: requests, click to first frame',
    );
    return;
  }
  const only = parts();
  const iterations = option('iterations', DEFAULT_ITERATIONS);
  const count = option('count', DEFAULT_COUNT);
  const manifest = ensureBuild();
  if (only.has('a')) sizeReport(manifest);
  if (only.has('b')) await timingReport(manifest, iterations, count);
  if (only.has('c')) await loadReport();
  if (only.has('d')) {
    // The reference maps service (issue 4): nearest 10 and a world-view cluster call, p50 and p99.
    const { benchMaps, formatMapsBench } = await import('./bench-maps.ts');
    console.log(formatMapsBench(await benchMaps()));
  }
  if (only.has('f')) {
    const { benchMap, formatMapBench } = await import('./bench-map.ts');
    console.log(formatMapBench(await benchMap()));
  }
  if (only.has('g')) {
    const { benchFinder, formatFinderBench } = await import('./bench-finder.ts');
    console.log(formatFinderBench(await benchFinder(option('finder-runs', 30))));
  }
  if (only.has('h')) {
    const { benchSteppedForm, formatSteppedFormBench } = await import('./bench-stepped-form.ts');
    console.log(formatSteppedFormBench(await benchSteppedForm(option('stepped-runs', 30))));
  }
  if (only.has('i')) {
    const { benchModal, formatModalBench } = await import('./bench-modal.ts');
    console.log(formatModalBench(await benchModal(option('modal-runs', 50))));
  }
  if (only.has('j')) {
    const { benchCounters, formatCountersBench } = await import('./bench-counters.ts');
    console.log(formatCountersBench(await benchCounters(option('counter-minutes', 5))));
  }
  if (only.has('k')) {
    const { benchPlayers, formatPlayersBench } = await import('./bench-players.ts');
    console.log(formatPlayersBench(await benchPlayers(option('player-runs', 7))));
  }
  if (only.has('e')) {
    // Web vitals of every demo page, as Lighthouse sees them (issue 9, section 7).
    const { measureVitals, formatVitals } = await import('./bench-vitals.ts');
    console.log(formatVitals(await measureVitals({ runs: option('vitals-runs', 3) })));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
