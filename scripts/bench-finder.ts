/**
 * Bench of <vb-unit-finder> (issue 12, Measures): from the visitor's Enter in the search box to the results
 * drawn, p50 and p99, on the real reference server and the real build in headless Chromium. A bare
 * `<vb-unit-finder>` (every attribute at its default) searches a round of towns; each sample runs from the
 * Enter keydown to the frame after `vb-unit-finder-search` (sent once the results are rendered). Beside it,
 * the search logic alone (`runFinderSearch` in Node against the same server: geocode, identify, units,
 * missionary numbers), to tell the server's share from the page's.
 *
 *   node --import tsx scripts/bench-finder.ts [--finder-runs N]
 *
 * `benchFinder()` and `formatFinderBench()` are exported for the main bench (scripts/bench.ts, section (g)).
 * Builds first when dist/ has no finder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { createApp } from '../demo/server/app.ts';
import { MapsClient } from '../maps/service/client.ts';
import { runFinderSearch } from '../elements/unit-finder/search.ts';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { percentile } from './percentile.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist');
const VITE_MANIFEST = path.join(DIST, '.vite', 'manifest.json');
/** Issue 12, Measures: Enter to results drawn, target 300 ms at the median. */
export const FINDER_P50_TARGET_MS = 300;
const DEFAULT_RUNS = 30;
/** Searches before the samples: the server's first geocode loads its gazetteer, the page its map engine. */
const WARM_UP = 3;
/** One search may wait for the reference server's first world (seconds on a cold machine). */
const SEARCH_TIMEOUT_MS = 60_000;
const VIEWPORT = { width: 1280, height: 900 };
/** Towns the rounds cycle through: each search differs from the one before, so the finder really searches. */
const PLACES = [
  'Provo, UT',
  'Orem, UT',
  'Mesa, AZ',
  'Boise, ID',
  'Rexburg, ID',
  'Logan, UT',
  'Salt Lake City, UT',
  'Las Vegas, NV',
  'Phoenix, AZ',
  'Denver, CO',
  'Sacramento, CA',
  'Dallas, TX',
];

export interface FinderBenchResult {
  runs: number;
  /** Enter to results drawn, in the page. */
  drawnP50: number;
  drawnP99: number;
  drawnMax: number;
  /** Results the searches listed, fewest and most (a search that found nothing would be a fast, false sample). */
  resultsMin: number;
  resultsMax: number;
  /** runFinderSearch alone, in Node, against the same server. */
  logicP50: number;
  logicP99: number;
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? Number.NaN : Number(process.argv[index + 1]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const round = (value: number) => Math.round(value * 10) / 10;

function ensureBuild(): void {
  const built = existsSync(VITE_MANIFEST) && (JSON.parse(readFileSync(VITE_MANIFEST, 'utf8')) as Record<string, unknown>)['elements/unit-finder/define.ts'];
  if (!built) {
    console.log('dist/ has no unit finder: building first (npx vite build)...');
    const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('vite build failed');
  }
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
  <title>vb-unit-finder bench</title>
  <link rel="stylesheet" href="/dist/visitor-blocks.css">
  <script type="module" src="/dist/loader.js"></script>
</head>
<body>
  <vb-unit-finder></vb-unit-finder>
</body>
</html>
`;

/**
 * Runs in the page before it loads (a string: tsx would otherwise wrap a function in helpers the page
 * lacks). The Enter keydown starts a sample (capture, before the element sees it); the frame after
 * vb-unit-finder-search ends it.
 */
const INIT_SCRIPT = `
  const state = { start: 0, samples: [], counts: [], errors: [] };
  window.__finderBench = state;
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') state.start = performance.now();
  }, true);
  document.addEventListener('vb-unit-finder-search', (event) => {
    const start = state.start;
    const count = event.detail && typeof event.detail.count === 'number' ? event.detail.count : -1;
    requestAnimationFrame(() => {
      state.samples.push(performance.now() - start);
      state.counts.push(count);
    });
  });
  document.addEventListener('vb-unit-finder-error', (event) => {
    state.errors.push(event.detail && event.detail.code);
  });
`;

interface PageState {
  samples: number[];
  counts: number[];
  errors: string[];
}

export async function benchFinder(runs = DEFAULT_RUNS): Promise<FinderBenchResult> {
  ensureBuild();
  const root = mkdtempSync(path.join(tmpdir(), 'vb-bench-finder-'));
  const demoDir = path.join(root, 'demo');
  mkdirSync(demoDir, { recursive: true });
  writeFileSync(path.join(demoDir, 'bench-finder.html'), PAGE);
  const app = await createApp({ dbPath: path.join(root, 'bench.sqlite'), demoDir, distDir: DIST, staticDir: root });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true });
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });

    // The logic alone first: it also warms the server (maps data, gazetteer) for the page.
    const client = new MapsClient({ origin, clientId: 'visitor-blocks-bench', logger: { warn: () => {} }, timeoutMs: SEARCH_TIMEOUT_MS });
    const logic: number[] = [];
    for (let i = 0; i < runs + WARM_UP; i++) {
      const started = performance.now();
      const result = await runFinderSearch({ client, apiOrigin: origin, text: PLACES[i % PLACES.length] });
      if (result.status !== 'ok') throw new Error(`${PLACES[i % PLACES.length]}: ${result.status}`);
      if (i >= WARM_UP) logic.push(performance.now() - started);
    }

    const page = await browser.newPage({ viewport: VIEWPORT });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 300)}`);
    });
    await page.addInitScript(INIT_SCRIPT);
    await page.goto(`${origin}/demo/bench-finder.html`, { waitUntil: 'load' });
    const input = page.locator('vb-unit-finder input').first();
    await input.waitFor({ timeout: SEARCH_TIMEOUT_MS });
    for (let i = 0; i < runs + WARM_UP; i++) {
      const before = await page.evaluate(() => (window as unknown as { __finderBench: PageState }).__finderBench.samples.length);
      await input.fill(PLACES[(i + 1) % PLACES.length]!);
      await input.press('Enter');
      await page
        .waitForFunction((n) => (window as unknown as { __finderBench: PageState }).__finderBench.samples.length > n, before, { timeout: SEARCH_TIMEOUT_MS })
        .catch(async (error: unknown) => {
          const state = await page.evaluate(() => (window as unknown as { __finderBench: PageState }).__finderBench);
          throw new Error(`search ${i + 1} never drew its results: ${[...state.errors, ...problems].join('; ') || String(error)}`);
        });
    }
    const state = await page.evaluate(() => (window as unknown as { __finderBench: PageState }).__finderBench);
    if (problems.length > 0) throw new Error(`the page reported: ${problems.join('; ')}`);
    const drawn = state.samples.slice(WARM_UP);
    const counts = state.counts.slice(WARM_UP);
    return {
      runs,
      drawnP50: round(percentile(drawn, 50)),
      drawnP99: round(percentile(drawn, 99)),
      drawnMax: round(Math.max(...drawn)),
      resultsMin: Math.min(...counts),
      resultsMax: Math.max(...counts),
      logicP50: round(percentile(logic, 50)),
      logicP99: round(percentile(logic, 99)),
    };
  } finally {
    await browser.close();
    await app.close();
    rmSync(root, { recursive: true, force: true });
  }
}

export function formatFinderBench(result: FinderBenchResult): string {
  const verdict = result.drawnP50 <= FINDER_P50_TARGET_MS ? 'met' : 'NOT met';
  return [
    `\n(g) <vb-unit-finder>: Enter to results drawn, ${result.runs} searches of US towns on the reference server (issue 12)\n`,
    `Enter to drawn: p50 ${result.drawnP50} ms, p99 ${result.drawnP99} ms, max ${result.drawnMax} ms; target p50 <= ${FINDER_P50_TARGET_MS} ms: ${verdict}.`,
    `Results per search: ${result.resultsMin} to ${result.resultsMax}.`,
    `Of which the search logic alone (runFinderSearch in Node: geocode, identify, units, missionary numbers): p50 ${result.logicP50} ms, p99 ${result.logicP99} ms.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchFinder(option('finder-runs', DEFAULT_RUNS))
    .then((result) => console.log(formatFinderBench(result)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
