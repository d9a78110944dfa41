/**
 * Bench of the reference maps service (issue 4): how long the data takes to generate, and p50/p99 of
 * the two calls a map page makes most: the unit finder's "nearest 10 within a radius" and the cluster
 * layer's world view. Calls go through the real Fastify app in process (app.inject: routing, parsing,
 * validation, serialisation; no sockets), and the same queries are also timed on the service directly.
 *
 *   node --import tsx scripts/bench-maps.ts [--calls N]
 *
 * `benchMaps()` is exported for the main bench (scripts/bench.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../demo/server/app.ts';
import { layerTypes } from '../demo/server/maps/catalog.ts';
import { getMapsData, loadMapsData } from '../demo/server/maps/data.ts';
import { Random } from '../demo/server/random.ts';
import { warmMapsService } from '../demo/server/maps/routes.ts';
import { getMapsService } from '../demo/server/maps/service.ts';
import { loadSources } from '../demo/server/maps/sources.ts';
import { percentile } from './percentile.ts';

/** Issue 4's targets for the p50s. */
export const NEAREST_TARGET_P50_MS = 5;
export const CLUSTERS_TARGET_P50_MS = 20;
/** Issue 11's targets: a world-extent cluster call keeps up with a panned map, from the first call on. */
export const WORLD_CLUSTERS_TARGET_P50_MS = 10;
export const FIRST_CLUSTERS_TARGET_MS = 100;
/** Issue 11: CPU time per locations/autocomplete call (typing, one letter at a time). */
export const AUTOCOMPLETE_TARGET_CPU_MS = 2;
/** Words typed one letter at a time for the autocomplete figures, picked from location names with a fixed seed. */
const AUTOCOMPLETE_WORDS = 40;
/** Visitor spec: radius = configured miles x 1609 m (10 miles). */
const RADIUS_M = 10 * 1609;
const WARM_UP = 30;
const DEFAULT_CALLS = 300;
const WORLD = { southWest: { longitude: -180, latitude: -85.05 }, northEast: { longitude: 180, latitude: 85.05 } };

export interface MapsBenchResult {
  nearestP50: number;
  nearestP99: number;
  clustersP50: number;
  clustersP99: number;
  /** Generating the data from the packages, in a process that had not loaded them (package parsing included). */
  generationMs: number;
  /** Of which: parsing the cities, ZIP and country packages. */
  sourcesMs: number;
  /** Reading the generated data back from the .data/ cache (what later processes pay instead). */
  cacheReadMs: number;
  /** Building the spatial indexes over the data. */
  indexMs: number;
  /** The same queries on the service object, without HTTP. */
  nearestDirectP50: number;
  clustersDirectP50: number;
  /** The first world-extent cluster call over HTTP to a freshly started server (start.ts's readiness phase, then listen): median of FIRST_CALL_RUNS processes. */
  firstClustersMs: number;
  /** Its server-process CPU (median). */
  firstClustersCpuMs: number;
  /** Every run's first-call figures, as measured. */
  firstClustersRuns: number[];
  /** Process CPU per world-view cluster call (app.inject), the figure a shared machine does not blur. */
  clustersCpuMs: number;
  /** Of the same fresh process: its first locations/autocomplete call. */
  firstAutocompleteMs: number;
  /** locations/autocomplete as typed (every prefix of AUTOCOMPLETE_WORDS words): process CPU per call, and wall p50/p99. */
  autocompleteCpuMs: number;
  autocompleteP50: number;
  autocompleteP99: number;
  autocompleteCalls: number;
  /** The machine's 1-minute load average when the bench ended: wall times on a shared machine read with it. */
  loadAverage: number;
  calls: number;
  locations: number;
  clusters: number;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

async function time<T>(fn: () => Promise<T> | T): Promise<[number, T]> {
  const started = performance.now();
  const result = await fn();
  return [performance.now() - started, result];
}

const WORLD_CLUSTERS_URL = `/api/maps/v2/locations/clusters?extent=${encodeURIComponent(JSON.stringify(WORLD))}&size=${encodeURIComponent('{"width":1024,"height":768}')}&zoom=2`;
const autocompleteUrl = (input: string): string => `/api/maps/v2/locations/autocomplete?input=${encodeURIComponent(input)}&limit=10`;

/** Fresh server processes started for the first-call figures (their median is reported). */
const FIRST_CALL_RUNS = 5;

interface FirstCalls {
  firstClustersMs: number;
  firstClustersCpuMs: number;
  firstAutocompleteMs: number;
}

/** One GET over a real loopback socket (node:http, already loaded by Fastify: no client-side cold start). */
function httpGet(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Run in a child process (`--first-after-ready`): a server started as start.ts starts it (createApp, the
 * readiness phase warmMapsService({ geocoder: true }), then listen), and its first world-extent cluster
 * call and first autocomplete call over HTTP, timed from the client; the process CPU of the cluster call
 * too (the machine may be shared: CPU is what the call cost, wall what a visitor waited). Prints JSON.
 */
async function firstAfterReady(): Promise<FirstCalls> {
  const root = mkdtempSync(path.join(tmpdir(), 'vb-bench-maps-first-'));
  const app = await createApp({ dbPath: path.join(root, 'bench.sqlite'), demoDir: root, distDir: root, staticDir: root });
  try {
    warmMapsService({ geocoder: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const cpu = process.cpuUsage();
    const [firstClustersMs, clusters] = await time(() => httpGet(port, WORLD_CLUSTERS_URL));
    const used = process.cpuUsage(cpu);
    if (clusters.status !== 200) throw new Error(`clusters answered ${clusters.status}: ${clusters.body}`);
    const [firstAutocompleteMs, suggestions] = await time(() => httpGet(port, autocompleteUrl('sa')));
    if (suggestions.status !== 200) throw new Error(`autocomplete answered ${suggestions.status}: ${suggestions.body}`);
    return { firstClustersMs, firstClustersCpuMs: (used.user + used.system) / 1000, firstAutocompleteMs };
  } finally {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  }
}

function measureFirstAfterReady(): FirstCalls & { runs: FirstCalls[] } {
  const script = new URL(import.meta.url).pathname;
  const runs: FirstCalls[] = [];
  for (let i = 0; i < FIRST_CALL_RUNS; i++) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', script, '--first-after-ready'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    runs.push(JSON.parse(out.trim().split('\n').at(-1) ?? '') as FirstCalls);
  }
  const median = (pick: (run: FirstCalls) => number) => percentile(runs.map(pick), 50);
  return {
    firstClustersMs: median((run) => run.firstClustersMs),
    firstClustersCpuMs: median((run) => run.firstClustersCpuMs),
    firstAutocompleteMs: median((run) => run.firstAutocompleteMs),
    runs,
  };
}

export async function benchMaps(options: { calls?: number } = {}): Promise<MapsBenchResult> {
  const calls = options.calls ?? DEFAULT_CALLS;
  // First, while this process has loaded nothing: the fresh child must not share a warm disk cache with a build in progress.
  const first = measureFirstAfterReady();
  const [sourcesMs] = await time(() => loadSources());
  const [generateOnlyMs, fresh] = await time(() => loadMapsData({ cacheDir: false }));
  const generationMs = sourcesMs + generateOnlyMs;
  // Writes the cache when missing, then times a read of it.
  loadMapsData();
  const [cacheReadMs, cached] = await time(() => loadMapsData());
  if (cached.hash() !== fresh.hash()) throw new Error('the cached data differs from a fresh generation');
  // The app's own singletons: the process-wide data (from the cache now), then the indexes over it.
  getMapsData();
  const [indexMs, service] = await time(() => getMapsService());

  const root = mkdtempSync(path.join(tmpdir(), 'vb-bench-maps-'));
  const app = await createApp({ dbPath: path.join(root, 'bench.sqlite'), demoDir: root, distDir: root, staticDir: root });
  try {
    // Query points: near meetinghouses picked with a fixed seed (where finder searches happen), jittered.
    const rng = new Random('bench-maps');
    const meetinghouses = service.data.locations.filter((record) => record.type === 'MEETINGHOUSE');
    const points = Array.from({ length: calls + WARM_UP }, () => {
      const house = rng.pick(meetinghouses);
      return { latitude: house.latitude + (rng.next() - 0.5) * 0.1, longitude: house.longitude + (rng.next() - 0.5) * 0.1 };
    });
    const layers = JSON.stringify(['MEETINGHOUSE', 'WARDS']);

    const nearest: number[] = [];
    for (const [i, point] of points.entries()) {
      const url = `/api/maps/v2/locations/identify?coordinates=${encodeURIComponent(JSON.stringify(point))}&radius=${RADIUS_M}&nearest=10&layers=${encodeURIComponent(layers)}`;
      const [ms, response] = await time(() => app.inject({ method: 'GET', url }));
      if (response.statusCode !== 200) throw new Error(`identify answered ${response.statusCode}: ${response.body}`);
      if (i >= WARM_UP) nearest.push(ms);
    }
    const clustersUrl = WORLD_CLUSTERS_URL;
    const clusters: number[] = [];
    let clusterCount = 0;
    let clustersCpu = { user: 0, system: 0 };
    for (let i = 0; i < calls + WARM_UP; i++) {
      if (i === WARM_UP) clustersCpu = process.cpuUsage();
      const [ms, response] = await time(() => app.inject({ method: 'GET', url: clustersUrl }));
      if (response.statusCode !== 200) throw new Error(`clusters answered ${response.statusCode}: ${response.body}`);
      clusterCount = (JSON.parse(response.body) as unknown[]).length;
      if (i >= WARM_UP) clusters.push(ms);
    }
    const clustersCpuUsed = process.cpuUsage(clustersCpu);

    // Autocomplete as typed: every prefix of a word from a location name, one letter at a time (the
    // one-letter prefixes match tens of thousands of locations: the worst case is in the mix).
    const typed: string[] = [];
    const named = service.data.locations.filter((record) => /^[A-Za-z]{4,}/.test(record.name));
    for (let i = 0; i < AUTOCOMPLETE_WORDS; i++) {
      const word = (/^[A-Za-z]+/.exec(rng.pick(named).name)?.[0] ?? 'Provo').slice(0, 8);
      for (let n = 1; n <= word.length; n++) typed.push(word.slice(0, n));
    }
    for (const input of typed.slice(0, WARM_UP)) await app.inject({ method: 'GET', url: autocompleteUrl(input) });
    const autocomplete: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (const input of typed) {
      const [ms, response] = await time(() => app.inject({ method: 'GET', url: autocompleteUrl(input) }));
      if (response.statusCode !== 200) throw new Error(`autocomplete answered ${response.statusCode}: ${response.body}`);
      autocomplete.push(ms);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const autocompleteCpuMs = (cpu.user + cpu.system) / 1000 / typed.length;

    const selection = { types: new Set([...(layerTypes('MEETINGHOUSE') ?? []), ...(layerTypes('WARDS') ?? [])]), filters: [] };
    const nearestDirect: number[] = [];
    for (const point of points) nearestDirect.push((await time(() => service.nearest(point, selection, 10, RADIUS_M)))[0]);
    const clustersDirect: number[] = [];
    for (let i = 0; i < calls; i++) clustersDirect.push((await time(() => service.clusters({ filters: [] }, WORLD, 2, [])))[0]);

    return {
      nearestP50: round(percentile(nearest, 50)),
      nearestP99: round(percentile(nearest, 99)),
      clustersP50: round(percentile(clusters, 50)),
      clustersP99: round(percentile(clusters, 99)),
      generationMs: Math.round(generationMs),
      sourcesMs: Math.round(sourcesMs),
      cacheReadMs: Math.round(cacheReadMs),
      indexMs: Math.round(indexMs),
      nearestDirectP50: round(percentile(nearestDirect.slice(WARM_UP), 50)),
      clustersDirectP50: round(percentile(clustersDirect, 50)),
      clustersCpuMs: round((clustersCpuUsed.user + clustersCpuUsed.system) / 1000 / calls),
      firstClustersMs: round(first.firstClustersMs),
      firstClustersCpuMs: round(first.firstClustersCpuMs),
      firstClustersRuns: first.runs.map((run) => round(run.firstClustersMs)),
      firstAutocompleteMs: round(first.firstAutocompleteMs),
      autocompleteCpuMs: round(autocompleteCpuMs),
      autocompleteP50: round(percentile(autocomplete, 50)),
      autocompleteP99: round(percentile(autocomplete, 99)),
      autocompleteCalls: typed.length,
      loadAverage: round(loadavg()[0] ?? 0),
      calls,
      locations: service.data.locations.length,
      clusters: clusterCount,
    };
  } finally {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  }
}

export function formatMapsBench(result: MapsBenchResult): string {
  const rows: Array<[string, string, string, string]> = [
    ['nearest 10 within 10 mi (identify, app.inject)', `${result.nearestP50} ms`, `${result.nearestP99} ms`, `p50 ≤ ${NEAREST_TARGET_P50_MS} ms`],
    ['world-view clusters, zoom 2, all layers (app.inject)', `${result.clustersP50} ms`, `${result.clustersP99} ms`, `p50 ≤ ${CLUSTERS_TARGET_P50_MS} ms`],
    [
      `world-view clusters, first call after ready (HTTP, median of ${FIRST_CALL_RUNS} fresh servers)`,
      `${result.firstClustersMs} ms`,
      '',
      `≤ ${FIRST_CLUSTERS_TARGET_MS} ms`,
    ],
    ['world-view clusters, first call after ready: server CPU (median)', `${result.firstClustersCpuMs} ms`, '', ''],
    ['world-view clusters p50 (issue 11)', `${result.clustersP50} ms`, '', `p50 ≤ ${WORLD_CLUSTERS_TARGET_P50_MS} ms`],
    ['world-view clusters, CPU per call (process.cpuUsage)', `${result.clustersCpuMs} ms`, '', ''],
    [`autocomplete as typed, ${result.autocompleteCalls} calls (app.inject)`, `${result.autocompleteP50} ms`, `${result.autocompleteP99} ms`, ''],
    ['autocomplete, CPU per call (process.cpuUsage)', `${result.autocompleteCpuMs} ms`, '', `≤ ${AUTOCOMPLETE_TARGET_CPU_MS} ms`],
    ['autocomplete, first call after ready (HTTP, median)', `${result.firstAutocompleteMs} ms`, '', ''],
    ['nearest 10, service call only', `${result.nearestDirectP50} ms`, '', ''],
    ['world-view clusters, service call only', `${result.clustersDirectP50} ms`, '', ''],
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0), ['call', 'p50', 'p99', 'target'][i]?.length ?? 0));
  const line = (cells: readonly string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [
    `Reference maps service: ${result.locations} locations, ${result.calls} calls each after ${WARM_UP} warm-up calls`,
    '',
    line(['call', 'p50', 'p99', 'target']),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map(line),
    '',
    `world view: ${result.clusters} clusters; first world call after ready, each fresh server: ${result.firstClustersRuns.join(', ')} ms`,
    `machine load average (1 min) at the end: ${result.loadAverage}`,
    `data generation: ${result.generationMs} ms (of which ${result.sourcesMs} ms parsing the packages); cache read: ${result.cacheReadMs} ms; indexes: ${result.indexMs} ms`,
  ].join('\n');
}

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href && process.argv.includes('--first-after-ready')) {
  firstAfterReady()
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
} else if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  benchMaps({ calls: option('calls', DEFAULT_CALLS) })
    .then((result) => console.log(formatMapsBench(result)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
