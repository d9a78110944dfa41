/**
 * Web vitals of the demo pages, as Lighthouse sees them: performance score, CLS, LCP and total
 * blocking time for every demo page, mobile, simulated throttling (Lighthouse's defaults), against
 * the reference server and the real build, in Debian's Chromium.
 *
 *   node --import tsx scripts/bench-vitals.ts [--runs N] [--json] [--save DIR] [/demo/poll.html ...]
 *
 * --save DIR keeps every run's Lighthouse JSON (long tasks, bootup time, main-thread work).
 *
 * Lighthouse's score moves a few points between runs on a loaded machine, so each page runs
 * --runs times (default 3): score, LCP and TBT are the medians, CLS the worst run, because a
 * shift that happens in one load out of three (a paint racing a mount) is still a shift.
 * Needs the build (dist/).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { findChromium } from './find-chromium.mjs';
import { demoPages, startServer } from '../test/e2e/harness.ts';

/** Issue 9, section 7: every demo page. */
export const TARGET_CLS = 0.02;
export const TARGET_PERFORMANCE = 95;

export interface PageVitals {
  page: string;
  /** Lighthouse performance score, 0-100. */
  performance: number;
  cls: number;
  /** Milliseconds (simulated). */
  lcp: number;
  /** Milliseconds (simulated). */
  tbt: number;
}

export interface VitalsOptions {
  /** URL paths such as /demo/poll.html; default every demo page. */
  pages?: string[];
  /** Runs per page (default 3): medians, and the worst CLS. */
  runs?: number;
  /** Progress lines go here (default: nowhere). */
  log?: (line: string) => void;
  /** When set, each run's whole Lighthouse result is written here (`<page>-<run>.json`), for the long tasks and audits behind a score. */
  saveDir?: string;
}

const DEVTOOLS_LINE = /DevTools listening on (ws:\/\/[^\s]+)/;
const CHROME_START_TIMEOUT_MS = 30_000;

/** Chromium with a remote-debugging port of its own choosing: Lighthouse drives it over CDP. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'vb-vitals-'));
  const child: ChildProcess = spawn(
    findChromium(),
    [
      '--headless=new',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), CHROME_START_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = DEVTOOLS_LINE.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(new URL(match[1]).port));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${output}`));
    });
  });
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART, NO_FCP): such a run is repeated. */
const ATTEMPTS = 3;

async function runLighthouse(url: string, port: number, log?: (line: string) => void): Promise<LighthouseResult> {
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    problem = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'Lighthouse returned no result';
    log?.(`${url} attempt ${attempt}/${ATTEMPTS}: ${problem}`);
  }
  throw new Error(`${url}: ${problem}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no runs');
  return middle;
}

/** Lighthouse (mobile, simulated throttling) over each demo page; the server and Chromium are started and stopped here. */
export async function measureVitals(options: VitalsOptions = {}): Promise<PageVitals[]> {
  const pages = options.pages?.length ? options.pages : demoPages();
  const runs = options.runs ?? 3;
  const server = await startServer();
  const chrome = await launchChromium();
  try {
    const results: PageVitals[] = [];
    for (const page of pages) {
      const samples: PageVitals[] = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await runLighthouse(`${server.origin}${page}`, chrome.port, options.log);
        if (options.saveDir) {
          mkdirSync(options.saveDir, { recursive: true });
          const name = `${path.basename(page, '.html')}-${run + 1}.json`;
          writeFileSync(path.join(options.saveDir, name), JSON.stringify(lhr));
        }
        const numeric = (id: string): number => {
          const value = lhr.audits[id]?.numericValue;
          if (typeof value !== 'number') throw new Error(`${page}: no ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
          return value;
        };
        samples.push({
          page,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          cls: numeric('cumulative-layout-shift'),
          lcp: numeric('largest-contentful-paint'),
          tbt: numeric('total-blocking-time'),
        });
        options.log?.(`${page} run ${run + 1}/${runs}: ${JSON.stringify(samples.at(-1))}`);
      }
      results.push({
        page,
        performance: median(samples.map((s) => s.performance)),
        cls: Math.max(...samples.map((s) => s.cls)),
        lcp: median(samples.map((s) => s.lcp)),
        tbt: median(samples.map((s) => s.tbt)),
      });
    }
    return results;
  } finally {
    await chrome.close();
    await server.close();
  }
}

/** One table, figures next to their targets. */
export function formatVitals(results: PageVitals[]): string {
  const rows = [['page', 'performance (>= 95)', 'CLS, worst run (<= 0.02)', 'LCP', 'TBT']];
  for (const r of results) {
    rows.push([
      r.page,
      `${r.performance} ${r.performance >= TARGET_PERFORMANCE ? 'met' : 'NOT met'}`,
      `${r.cls.toFixed(3)} ${r.cls <= TARGET_CLS ? 'met' : 'NOT met'}`,
      `${(r.lcp / 1000).toFixed(2)} s`,
      `${Math.round(r.tbt)} ms`,
    ]);
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  const saveAt = args.indexOf('--save');
  const saveDir = saveAt >= 0 ? args[saveAt + 1] : undefined;
  const pages = args.filter((arg, i) => arg.startsWith('/demo/') && args[i - 1] !== '--runs' && args[i - 1] !== '--save');
  const results = await measureVitals({ pages, runs, saveDir, log: (line) => console.error(line) });
  console.log(`Web vitals (Lighthouse, mobile, simulated throttling; ${runs} run(s) per page: median score, LCP and TBT, worst CLS)`);
  console.log(formatVitals(results));
  if (args.includes('--json')) console.log(JSON.stringify(results));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
