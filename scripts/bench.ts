/**
 * npm run bench: what the library costs a page.
 *
 *  (a) Bytes: all JavaScript a page with only <vb-poll> loads (loader.js, the poll module and every
 *      chunk they import, read from the build's dist/.vite/manifest.json), gzipped, split into
 *      React, runtime (loader + src/) and element.
 *  (b) Time: defining and mounting 200 <vb-drawers> against 200 plain <details>, in headless
 *      Chromium, in the same page, median of several fresh pages.
 *
 * Builds first when dist/ is missing. Options: --iterations N (default 9), --count N (default 200).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const VITE_MANIFEST = path.join(DIST, '.vite', 'manifest.json');
const GZIP_LEVEL = 9;
const DEFAULT_ITERATIONS = 9;
const DEFAULT_COUNT = 200;
/** The element whose page weight part (a) measures, and the one part (b) mounts. */
const SIZE_ELEMENT = 'poll';
const MOUNT_ELEMENT = 'drawers';
const BENCH_ORIGIN = 'http://bench.invalid';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

type Part = 'React' | 'runtime' | 'element';

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

/** The chunk a module key names, and every chunk it imports statically, in load order, each once. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`dist/.vite/manifest.json has no entry ${key}`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

function partOf(file: string): Part {
  if (/^chunks\/react-/.test(file)) return 'React';
  if (file === 'loader.js' || /^chunks\/runtime-/.test(file)) return 'runtime';
  return 'element';
}

interface FileSize {
  file: string;
  part: Part;
  bytes: number;
  gzip: number;
}

function sizeOf(file: string): FileSize {
  const content = readFileSync(path.join(DIST, file));
  return { file, part: partOf(file), bytes: content.length, gzip: gzipSync(content, { level: GZIP_LEVEL }).length };
}

/** Files a page with only <vb-{element}> loads: the loader, then what its dynamic import of the element pulls in. */
export function pageFiles(manifest: ViteManifest, element: string): string[] {
  const loaderKey = Object.keys(manifest).find((key) => manifest[key]?.src === 'src/loader.ts');
  const elementKey = `elements/${element}/define.ts`;
  if (!loaderKey) throw new Error('the build has no loader entry (src/loader.ts)');
  if (!manifest[loaderKey]?.dynamicImports?.includes(elementKey)) throw new Error(`the loader cannot load <vb-${element}> (no dynamic import of ${elementKey})`);
  const seen = new Set<string>();
  return [...staticClosure(manifest, loaderKey, seen), ...staticClosure(manifest, elementKey, seen)];
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function table(headers: string[], rows: string[][], alignRight: boolean[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (alignRight[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function sizeReport(manifest: ViteManifest): void {
  const files = pageFiles(manifest, SIZE_ELEMENT).map(sizeOf);
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

  // Each element's own module, for the README's per-element weight.
  const elements = Object.values(manifest)
    .filter((chunk) => chunk.isEntry && chunk.src?.startsWith('elements/'))
    .map((chunk) => sizeOf(chunk.file))
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

interface Sample {
  details: number;
  drawersDefineMount: number;
  drawersMount: number;
  detailsWarm: number;
}

/**
 * Runs in the page, as a string so no build helper leaks into it. Order per page: <details> first
 * (no JavaScript loaded yet), then <vb-drawers> defined and mounted (module fetch, parse and
 * evaluation of React, runtime and element included), then both again now that everything is warm.
 * "Mounted" means every element has rendered its drawer button; each timing ends with a forced layout.
 */
const MEASURE = `async ({ count, moduleUrl }) => {
  const stage = document.getElementById('stage');
  const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(0); });
  const layout = () => document.body.getBoundingClientRect().height;
  const rows = Array.from({ length: count }, (_, i) => i);
  const detailsHtml = rows.map((i) => '<details><summary>Question ' + i + '</summary><p>Answer ' + i + ': a short paragraph of text.</p></details>').join('');
  const drawersHtml = rows.map((i) => '<vb-drawers><h3>Question ' + i + '</h3><p>Answer ' + i + ': a short paragraph of text.</p></vb-drawers>').join('');
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
  const drawersDefineMount = performance.now() - t;
  await clear();
  t = performance.now();
  stage.innerHTML = drawersHtml;
  while (!mounted()) await nextTask();
  layout();
  const drawersMount = performance.now() - t;
  await clear();
  t = performance.now();
  stage.innerHTML = detailsHtml; layout();
  const detailsWarm = performance.now() - t;
  return { details, drawersDefineMount, drawersMount, detailsWarm };
}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function timingReport(manifest: ViteManifest, iterations: number, count: number): Promise<void> {
  const entry = manifest[`elements/${MOUNT_ELEMENT}/define.ts`];
  if (!entry) throw new Error(`the build has no elements/${MOUNT_ELEMENT}.js`);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  const samples: Sample[] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Files come straight from dist/ through the browser's request interception: no network
    // latency in the numbers, but real fetch, parse and evaluation of every module.
    await context.route(`${BENCH_ORIGIN}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') {
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><head><title>bench</title></head><body><main id="stage"></main></body></html>' });
        return;
      }
      const file = path.join(DIST, pathname.replace(/^\/dist\//, ''));
      if (!pathname.startsWith('/dist/') || !file.startsWith(DIST) || !existsSync(file)) {
        await route.fulfill({ status: 404, body: 'not found' });
        return;
      }
      await route.fulfill({ contentType: 'text/javascript', body: readFileSync(file) });
    });
    // One warm-up page first: Chromium's own first-run costs are not the library's.
    for (let i = 0; i <= iterations; i++) {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${BENCH_ORIGIN}/`);
      const sample = (await page.evaluate(`(${MEASURE})(${JSON.stringify({ count, moduleUrl: `/dist/${entry.file}` })})`)) as Sample;
      await page.close();
      if (errors.length) throw new Error(`the bench page reported errors: ${errors.join('; ')}`);
      if (i > 0) samples.push(sample);
    }
  } finally {
    await browser.close();
  }
  const m = (key: keyof Sample) => median(samples.map((s) => s[key]));
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\n(b) Define and mount ${count} <vb-${MOUNT_ELEMENT}> vs ${count} <details> (headless Chromium, median of ${iterations} fresh pages)\n`);
  const details = m('details');
  const rows = [
    [`${count} <details> (parse + layout)`, ms(details), ms(Math.min(...samples.map((s) => s.details))), ms(Math.max(...samples.map((s) => s.details))), '1.0 x'],
    [
      `${count} <vb-${MOUNT_ELEMENT}>, define + mount (first use: loads React, runtime, element)`,
      ms(m('drawersDefineMount')),
      ms(Math.min(...samples.map((s) => s.drawersDefineMount))),
      ms(Math.max(...samples.map((s) => s.drawersDefineMount))),
      `${(m('drawersDefineMount') / details).toFixed(1)} x`,
    ],
    [
      `${count} <vb-${MOUNT_ELEMENT}>, mount only (already defined)`,
      ms(m('drawersMount')),
      ms(Math.min(...samples.map((s) => s.drawersMount))),
      ms(Math.max(...samples.map((s) => s.drawersMount))),
      `${(m('drawersMount') / details).toFixed(1)} x`,
    ],
    [`${count} <details> again (warm)`, ms(m('detailsWarm')), ms(Math.min(...samples.map((s) => s.detailsWarm))), ms(Math.max(...samples.map((s) => s.detailsWarm))), `${(m('detailsWarm') / details).toFixed(1)} x`],
  ];
  console.log(table(['case', 'median', 'min', 'max', 'vs details'], rows, [false, true, true, true, true]));
  console.log(
    `\nRatio drawers/details: ${(m('drawersDefineMount') / details).toFixed(1)} x for define + mount, ${(m('drawersMount') / details).toFixed(1)} x for mount only.`,
  );
}

async function main(): Promise<void> {
  const iterations = option('iterations', DEFAULT_ITERATIONS);
  const count = option('count', DEFAULT_COUNT);
  const manifest = ensureBuild();
  sizeReport(manifest);
  await timingReport(manifest, iterations, count);
  // The reference maps service (issue 4): nearest 10 and a world-view cluster call, p50 and p99.
  const { benchMaps, formatMapsBench } = await import('./bench-maps.ts');
  console.log(formatMapsBench(await benchMaps()));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
