/**
 * Bench of <vb-map> (issue 11): a map panned and zoomed across North America (zooms 3 to 10) over the full
 * reference data set (every layer), in headless Chromium on the MapLibre engine (WebGL through SwiftShader),
 * against the real reference server and the real build. It records the most cluster-marker nodes in the DOM
 * at any moment (target: at most 300), the idle-to-drawn cycle of each view from `vb-map-drawn` (the layer's
 * `drawn`: from the map coming to rest to its markers drawn), p50 and p99, and the size of the engine's chunk.
 *
 *   node --import tsx scripts/bench-map.ts
 *
 * `benchMap()` and `formatMapBench()` are exported for the main bench (scripts/bench.ts). Builds first when
 * dist/ has no map.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createApp } from '../demo/server/app.ts';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { percentile } from './percentile.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const VITE_MANIFEST = path.join(DIST, '.vite', 'manifest.json');
const GZIP_LEVEL = 9;
/** Issue 11: at most 300 marker nodes while a map is panned and zoomed across a continent. */
export const MAX_MARKER_NODES_TARGET = 300;
const VIEWPORT = { width: 1280, height: 800 };
/** One view may wait for the reference server's first world (seconds on a cold machine). */
const VIEW_TIMEOUT_MS = 60_000;

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
}

export interface MapBenchResult {
  views: number;
  maxMarkerNodes: number;
  /** Markers of the view with the most. */
  maxDrawn: number;
  drawnP50: number;
  drawnP99: number;
  drawnMax: number;
  /** The MapLibre engine's chunk (maps/engines/maplibre), loaded only when a map is on the page. */
  engine: ChunkSize;
  /** Of which a worker inlined as a data: URL, if the build inlined it. */
  inlinedWorkerBytes: number;
  /** vb-map's own module, and the chunk it imports when a map mounts (engine choice, clusters, controls). */
  element: ChunkSize;
  session: ChunkSize;
}

/** A scripted path: west to east across North America at each zoom from 3 to 10, more steps as the zoom grows, then back out. */
export function continentPath(): Array<{ latitude: number; longitude: number; zoom: number }> {
  const west = { latitude: 47.6, longitude: -122.3 };
  const east = { latitude: 40.7, longitude: -74.0 };
  const views: Array<{ latitude: number; longitude: number; zoom: number }> = [];
  for (let zoom = 3; zoom <= 10; zoom++) {
    const steps = zoom - 1;
    for (let i = 0; i < steps; i++) {
      const t = steps === 1 ? 0.5 : i / (steps - 1);
      const round = (value: number) => Math.round(value * 1e4) / 1e4;
      views.push({
        latitude: round(west.latitude + (east.latitude - west.latitude) * t),
        longitude: round(west.longitude + (east.longitude - west.longitude) * t),
        zoom,
      });
    }
  }
  // Straight back out to the whole continent: every marker of the close view replaced at once.
  views.push({ latitude: 42, longitude: -98, zoom: 3 }, { latitude: 42, longitude: -98, zoom: 4 }, { latitude: 40, longitude: -96, zoom: 3 });
  return views;
}

function sizeOf(file: string): ChunkSize {
  const content = readFileSync(path.join(DIST, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: GZIP_LEVEL }).length };
}

function ensureBuild(): ViteManifest {
  const built = existsSync(VITE_MANIFEST) && (JSON.parse(readFileSync(VITE_MANIFEST, 'utf8')) as ViteManifest)['elements/map/define.ts'];
  if (!built) {
    console.log('dist/ has no map: building first (npx vite build)...');
    const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('vite build failed');
  }
  return JSON.parse(readFileSync(VITE_MANIFEST, 'utf8')) as ViteManifest;
}

function chunkOf(manifest: ViteManifest, src: string): string {
  const chunk = manifest[src];
  if (!chunk) throw new Error(`dist/.vite/manifest.json has no ${src}`);
  return chunk.file;
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
  <title>vb-map bench</title>
  <link rel="stylesheet" href="/dist/visitor-blocks.css">
  <link rel="stylesheet" href="/demo/bench-map.css">
  <script type="module" src="/dist/loader.js"></script>
</head>
<body>
  <vb-map center="42,-98" zoom="3" controls="" client-id="visitor-blocks-bench" label="Bench map"></vb-map>
</body>
</html>
`;
/**
 * Runs in the page before it loads (a string: tsx would otherwise wrap a function in helpers the page lacks).
 * Counts cluster-marker nodes on every DOM change and collects every vb-map-drawn.
 */
const INIT_SCRIPT = `
  const state = { max: 0, drawn: [], ready: false };
  window.__bench = state;
  let target;
  const count = () => {
    if (target) state.max = Math.max(state.max, target.querySelectorAll('.vb-map__cluster').length);
  };
  const observe = () => {
    const map = document.querySelector('vb-map');
    const root = map && (map.shadowRoot || map);
    if (!root || root === target) return;
    target = root;
    new MutationObserver(count).observe(root, { childList: true, subtree: true });
  };
  new MutationObserver(observe).observe(document, { childList: true, subtree: true });
  document.addEventListener('vb-map-ready', () => { state.ready = true; observe(); });
  document.addEventListener('vb-map-drawn', (event) => { observe(); count(); state.drawn.push(event.detail); });
  document.addEventListener('vb-map-error', (event) => { state.errors = (state.errors || []).concat(event.detail.message); });
`;

// A strict CSP forbids style attributes: the page's own stylesheet gives the map the whole viewport.
const PAGE_CSS = `body { margin: 0; } vb-map { --vb-map-height: 100vh; }\n`;

export async function benchMap(): Promise<MapBenchResult> {
  const manifest = ensureBuild();
  const engineFile = chunkOf(manifest, 'maps/engines/maplibre/index.ts');
  const engineText = readFileSync(path.join(DIST, engineFile), 'utf8');
  const inlinedWorker = /data:text\/javascript;base64,[A-Za-z0-9+/=]+/.exec(engineText)?.[0] ?? '';

  const root = mkdtempSync(path.join(tmpdir(), 'vb-bench-map-'));
  const demoDir = path.join(root, 'demo');
  mkdirSync(demoDir, { recursive: true });
  writeFileSync(path.join(demoDir, 'bench-map.html'), PAGE);
  writeFileSync(path.join(demoDir, 'bench-map.css'), PAGE_CSS);
  const app = await createApp({ dbPath: path.join(root, 'bench.sqlite'), demoDir, distDir: DIST, staticDir: root });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const page = await browser.newPage({ viewport: VIEWPORT });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text().slice(0, 300)}`);
    });
    // Count marker nodes on every DOM change, and collect every drawn cycle, from before the map mounts.
    await page.addInitScript(INIT_SCRIPT);
    await page.goto(`${address}/demo/bench-map.html`, { waitUntil: 'load' });
    await page
      .waitForFunction(() => (window as unknown as { __bench: { ready: boolean } }).__bench.ready, undefined, { timeout: VIEW_TIMEOUT_MS })
      .catch((error: unknown) => {
        throw new Error(`the map never became ready: ${problems.join('; ') || String(error)}`);
      });
    await page.waitForFunction(() => (window as unknown as { __bench: { drawn: unknown[] } }).__bench.drawn.length > 0, undefined, {
      timeout: VIEW_TIMEOUT_MS,
    });

    const samples: number[] = [];
    let maxDrawn = 0;
    const views = continentPath();
    for (const view of views) {
      const before = await page.evaluate(() => (window as unknown as { __bench: { drawn: unknown[] } }).__bench.drawn.length);
      await page.evaluate(({ latitude, longitude, zoom }) => {
        const map = document.querySelector('vb-map');
        map?.setAttribute('center', `${latitude},${longitude}`);
        map?.setAttribute('zoom', String(zoom));
      }, view);
      await page
        .waitForFunction((n) => (window as unknown as { __bench: { drawn: unknown[] } }).__bench.drawn.length > n, before, { timeout: VIEW_TIMEOUT_MS })
        .catch(async (error: unknown) => {
          const errors = await page.evaluate(() => (window as unknown as { __bench: { errors?: string[] } }).__bench.errors ?? []);
          throw new Error(`no markers drawn for ${JSON.stringify(view)}: ${[...errors, ...problems].join('; ') || String(error)}`);
        });
      // The cycle of this view: its last drawn so far (a pan may draw once on rest and never again on idle).
      const last = await page.evaluate(() => {
        const drawn = (window as unknown as { __bench: { drawn: Array<{ count: number; ms: number }> } }).__bench.drawn;
        return drawn[drawn.length - 1];
      });
      if (last) {
        samples.push(last.ms);
        maxDrawn = Math.max(maxDrawn, last.count);
      }
    }
    // Old markers leave 100 ms after the new ones are drawn: let the last ones go before reading the maximum.
    await page.waitForTimeout(300);
    const maxMarkerNodes = await page.evaluate(() => (window as unknown as { __bench: { max: number } }).__bench.max);
    if (problems.length > 0) console.warn(`bench-map: the page reported problems:\n  - ${problems.slice(0, 10).join('\n  - ')}`);
    return {
      views: views.length,
      maxMarkerNodes,
      maxDrawn,
      drawnP50: percentile(samples, 50),
      drawnP99: percentile(samples, 99),
      drawnMax: Math.max(...samples),
      engine: sizeOf(engineFile),
      inlinedWorkerBytes: inlinedWorker.length,
      element: sizeOf(chunkOf(manifest, 'elements/map/define.ts')),
      session: sizeOf(chunkOf(manifest, 'elements/map/map-session.ts')),
    };
  } finally {
    await browser.close();
    await app.close();
    rmSync(root, { recursive: true, force: true });
  }
}

export function formatMapBench(result: MapBenchResult): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const verdict = result.maxMarkerNodes <= MAX_MARKER_NODES_TARGET ? 'met' : 'NOT met';
  return [
    `\n(f) <vb-map> panned and zoomed across North America (zooms 3-10, ${result.views} views, every layer of the reference data, MapLibre on SwiftShader)\n`,
    `most cluster-marker nodes in the DOM at once: ${result.maxMarkerNodes} (target <= ${MAX_MARKER_NODES_TARGET}: ${verdict}); most markers drawn for one view: ${result.maxDrawn}`,
    `idle-to-drawn (vb-map-drawn ms): p50 ${result.drawnP50} ms, p99 ${result.drawnP99} ms, max ${result.drawnMax} ms`,
    `engine chunk ${result.engine.file}: ${result.engine.bytes} bytes min, ${result.engine.gzip} bytes gz (${kib(result.engine.gzip)})` +
      (result.inlinedWorkerBytes > 0 ? `, of which MapLibre's worker inlined as a base64 data: URL: ${result.inlinedWorkerBytes} bytes` : ''),
    `vb-map module ${result.element.file}: ${result.element.gzip} bytes gz; loaded when a map mounts ${result.session.file}: ${result.session.gzip} bytes gz`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchMap()
    .then((result) => console.log(formatMapBench(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
