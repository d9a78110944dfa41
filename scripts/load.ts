/**
 * `npm run load` (issue 10, section 1): while one client sends the worst request of each kind in a loop,
 * how long does another client's "nearest 10" call (the unit finder's) take? Starts the reference
 * server in a child process on 127.0.0.1, port 0, with a temporary database; both clients run here, on
 * loopback only. Each phase is bounded in time and in calls; everything stops by itself.
 *
 *   npm run load                       # 6 s per phase
 *   npm run load -- --seconds 2        # quicker (the machine is shared: prefer `nice npm run load -- --seconds 2`)
 *   npm run load -- --only identify    # one attack (name contains the text)
 *
 * Prints p50 / p90 / p99 of the nearest-10 call, quiet and under each attack, as a markdown table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { MAX_BOUNDARIES } from '../demo/server/maps/limits.ts';
import { BIG_POLYGON, mostFilters, mostIsochroneDistances, mostWaypointsDirections, SPLIT_POLYGONS } from '../test/support/worst-maps-requests.ts';

const HERE = fileURLToPath(import.meta.url);
/** The goal: another client's nearest-10 call keeps its p99 under this while an attack runs. */
export const LOAD_TARGET_P99_MS = 100;
/** Calls per phase at most, whatever the duration (the victim waits VICTIM_GAP_MS between calls). */
const MAX_CALLS_PER_PHASE = 2000;
const VICTIM_GAP_MS = 10;

const PROVO = { latitude: 40.23384, longitude: -111.65853 };
const NEAREST_PATH =
  '/api/maps/v2/locations/identify?' +
  new URLSearchParams({
    coordinates: JSON.stringify(PROVO),
    radius: String(10 * 1609),
    nearest: '10',
    layers: JSON.stringify(['MEETINGHOUSE', 'WARDS']),
  }).toString();

export interface Attack {
  name: string;
  route: string;
  /** The body of the i-th call (some vary, so caches do not answer every call after the first). */
  body(i: number): unknown;
  /** body() depends on i; otherwise it is serialised once (so the attacker's JSON.stringify does not delay the victim here). */
  varies?: boolean;
}

/** The worst request of each kind that the limits still accept (and two that they refuse, after work). */
export const ATTACKS: readonly Attack[] = [
  { name: 'identify, 20,000-vertex polygon 20° across', route: '/locations/identify', body: () => ({ geometry: BIG_POLYGON, limit: 1000 }) },
  { name: 'count, 20,000-vertex polygon 20° across', route: '/locations/count', body: () => ({ geometry: BIG_POLYGON }) },
  {
    name: 'boundaries/union, 500 stakes (pages of stakes, then missions: uncached until they repeat)',
    route: '/locations/boundaries/union',
    body: (i) => ({ layers: [i % 10 < 5 ? 'STAKES' : 'MISSION'], limit: MAX_BOUNDARIES, start: (i % 5) * MAX_BOUNDARIES }),
    varies: true,
  },
  {
    name: 'boundaries, 250 missions and temple districts grown 2 km',
    route: '/locations/boundaries',
    body: () => ({ layers: ['MISSION', 'TEMPLE_DISTRICT'], limit: 250, offset: 2000 }),
  },
  {
    name: 'geometry/union, two 10,000-vertex polygons',
    route: '/geometry/union',
    body: () => ({
      geometry: SPLIT_POLYGONS,
    }),
  },
  {
    name: 'isochrone, 10 distances',
    route: '/navigation/isochrone',
    body: () => ({ origin: PROVO, distances: mostIsochroneDistances() }),
  },
  {
    name: 'isochrone, 200,000 distances (refused: 413)',
    route: '/navigation/isochrone',
    body: () => ({ origin: PROVO, distances: Array.from({ length: 200_000 }, (_, i) => 100 + i) }),
  },
  {
    name: 'directions, 25 waypoints around the world',
    route: '/navigation/directions',
    body: () => mostWaypointsDirections(PROVO),
  },
  { name: 'clusters, zoom 16 over the world (refused: 400)', route: '/locations/clusters', body: () => ({ zoom: 16 }) },
  {
    name: 'clusters over the world, 20 filters + 20 emphasis',
    route: '/locations/clusters',
    body: () => ({
      zoom: 2,
      filters: mostFilters(),
      emphasize: mostFilters('zx'),
    }),
  },
  {
    name: 'search for one letter, 20 filters',
    route: '/locations/search',
    body: () => ({
      query: 's',
      filters: mostFilters(),
      limit: 1000,
    }),
  },
  {
    name: 'count over the world, 20 filters',
    route: '/locations/count',
    body: () => ({ filters: mostFilters() }),
  },
];

export interface Percentiles {
  calls: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  return { calls: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted[sorted.length - 1] ?? Number.NaN };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The victim: nearest-10 calls one after another until `until` (or MAX_CALLS_PER_PHASE). */
async function victim(base: string, until: number): Promise<number[]> {
  const samples: number[] = [];
  while (performance.now() < until && samples.length < MAX_CALLS_PER_PHASE) {
    const started = performance.now();
    const response = await fetch(base + NEAREST_PATH);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`nearest-10 answered ${response.status}`);
    samples.push(performance.now() - started);
    await sleep(VICTIM_GAP_MS);
  }
  return samples;
}

/** The attacker: one request at a time, in a loop, until `until`. Answers the statuses seen. */
async function attacker(base: string, attack: Attack, until: number): Promise<AttackResult> {
  const statuses = new Set<number>();
  let calls = 0;
  let slowestMs = 0;
  const fixed = attack.varies ? undefined : JSON.stringify(attack.body(0));
  while (performance.now() < until && calls < MAX_CALLS_PER_PHASE) {
    const body = fixed ?? JSON.stringify(attack.body(calls));
    const started = performance.now();
    const response = await fetch(`${base}/api/maps/v2${attack.route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await response.arrayBuffer();
    slowestMs = Math.max(slowestMs, performance.now() - started);
    statuses.add(response.status);
    calls++;
  }
  return { calls, statuses, slowestMs };
}

/** Starts this file with --serve in a child process; resolves with its base URL once it listens. */
async function startServerProcess(): Promise<{ base: string; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vb-load-'));
  const child = spawn(process.execPath, [...process.execArgv, HERE, '--serve', path.join(dir, 'load.sqlite')], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line.trim());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return { base: `http://127.0.0.1:${port}`, child, dir };
}

/** The child: the real app on 127.0.0.1:0, warm, until its stdin closes (the parent stopped or died). */
async function serve(dbPath: string): Promise<void> {
  const { createApp } = await import('../demo/server/app.ts');
  const { warmMapsService } = await import('../demo/server/maps/routes.ts');
  const app = await createApp({ dbPath });
  warmMapsService();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no TCP port');
  process.stdout.write(`listening ${address.port}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    void app.close().then(() => process.exit(0));
  });
}

/** The attacker child: loops `attack` against `base` for `seconds`, then prints its result as JSON. */
async function attackFromChild(index: number, base: string, seconds: number): Promise<void> {
  const attack = ATTACKS[index];
  if (!attack) throw new Error(`no attack ${index}`);
  process.stdout.write('started\n');
  const result = await attacker(base, attack, performance.now() + seconds * 1000);
  process.stdout.write(`${JSON.stringify({ calls: result.calls, statuses: [...result.statuses], slowestMs: result.slowestMs })}\n`);
}

/**
 * Runs one attack from its own process (so the attacker's serialising and reading megabytes does not
 * delay the victim's timer here) while the victim calls from this one.
 */
async function underAttack(base: string, index: number, seconds: number): Promise<{ samples: number[]; attack: AttackResult }> {
  const child = spawn(process.execPath, [...process.execArgv, HERE, '--attack', String(index), base, String(seconds)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  let samples: number[] = [];
  const result = await new Promise<AttackResult>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the attacker exited (${code}) without a result`)));
    lines.on('line', (line) => {
      if (line.trim() === 'started') {
        void victim(base, performance.now() + seconds * 1000).then((got) => (samples = got), reject);
        return;
      }
      try {
        const parsed = JSON.parse(line) as { calls: number; statuses: number[]; slowestMs: number };
        resolve({ calls: parsed.calls, statuses: new Set(parsed.statuses), slowestMs: parsed.slowestMs });
      } catch {
        // Not the result line.
      }
    });
  });
  // The victim's phase ends on time even when the attacker's last call ran long.
  while (samples.length === 0) await sleep(50);
  return { samples, attack: result };
}

interface AttackResult {
  calls: number;
  statuses: Set<number>;
  slowestMs: number;
}

function row(name: string, result: Percentiles, attack?: { calls: number; statuses: Set<number>; slowestMs: number }): string {
  const met = result.p99 < LOAD_TARGET_P99_MS ? 'met' : 'NOT met';
  const f = (n: number) => n.toFixed(1);
  const attackCell = attack ? `${attack.calls} (${[...attack.statuses].join(', ')}), slowest ${(attack.slowestMs / 1000).toFixed(2)} s` : '';
  return `| ${name} | ${result.calls} | ${f(result.p50)} | ${f(result.p90)} | ${f(result.p99)} | ${f(result.max)} | ${met} | ${attackCell} |`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '6' }, only: { type: 'string' } } });
  const seconds = Math.min(60, Math.max(0.5, Number(values.seconds) || 6));
  const attacks = ATTACKS.filter((attack) => !values.only || attack.name.includes(values.only));
  const { base, child, dir } = await startServerProcess();
  const out: string[] = [
    `nearest-10 call (identify, MEETINGHOUSE + WARDS within 10 mi) from a second client, ${seconds} s per phase; target p99 < ${LOAD_TARGET_P99_MS} ms`,
    '',
    '| while | calls | p50 ms | p90 ms | p99 ms | max ms | p99 target | attacker calls (statuses), slowest |',
    '|---|---|---|---|---|---|---|---|',
  ];
  try {
    await victim(base, performance.now() + 1000); // warm-up, not counted
    out.push(row('quiet', percentiles(await victim(base, performance.now() + seconds * 1000))));
    console.log(out.join('\n'));
    for (const attack of attacks) {
      const { samples, attack: attackResult } = await underAttack(base, ATTACKS.indexOf(attack), seconds);
      const line = row(attack.name, percentiles(samples), attackResult);
      out.push(line);
      console.log(line);
    }
  } finally {
    child.stdin?.end();
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(undefined);
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--attack')) {
  const at = process.argv.indexOf('--attack');
  await attackFromChild(Number(process.argv[at + 1]), process.argv[at + 2] ?? '', Number(process.argv[at + 3]));
} else if (process.argv.includes('--serve')) {
  await serve(process.argv[process.argv.indexOf('--serve') + 1] ?? ':memory:');
} else if (process.argv[1] === HERE) {
  await main();
}
