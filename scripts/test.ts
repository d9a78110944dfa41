/**
 * npm test: every check, in order, with each runner's own output streamed, a count per runner,
 * and as the very last line `N passed, N failed` summed over all of them.
 *
 *   1. lint         ESLint, Prettier --check, Stylelint (one check each; `npm run lint` runs only this)
 *      typecheck    tsc --noEmit (one check)
 *      build        vite build (script tag, then bundler) + declarations (one check)
 *                   (these three run side by side: STAGES)
 *   2. node         node:test over test/**\/*.node.test.ts
 *   3. browser      web-test-runner (every browser test, in Chromium)
 *   4. e2e          node:test over test/e2e/*.e2e.ts against the build and the reference server
 *
 * Run a subset by name: `node --import tsx scripts/test.ts node browser` (the npm test:* scripts).
 * Exit code is non-zero when anything failed or could not run.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import os from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';
import { pruneTypes } from './prune-types.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(ROOT, 'node_modules', '.bin');
// The conformance suite always covers every element here (VB_ONLY narrows it only when run by hand).
delete process.env.VB_ONLY;

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  note?: string;
  /** Each failure as `file: test: first line of the error`, listed again at the end of the run. */
  failures?: string[];
}

interface Runner {
  name: string;
  /** Runners that need a browser are not started without one. */
  browser: boolean;
  /** `prefix` starts every output line when the runner shares its stage with others (see STAGES). */
  run(tmp: string, prefix: string): Promise<Counts>;
}

/** Run a command with its output streamed to ours; resolves with the exit code. */
function exec(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Files under `dir` (relative to the repo) whose names end with `suffix`, sorted; skips node_modules and dot folders. */
export function findFiles(dir: string, suffix: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    const absolute = path.join(ROOT, relative);
    if (!existsSync(absolute)) return;
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(suffix)) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8').trim().split('\n').pop() ?? '') as T;
  } catch {
    return undefined;
  }
}

/**
 * e2e files that take minutes (200 browser visitors): started first, so that while they run the other slot works
 * through the short files, and the stage does not end with one long file running alone.
 */
const E2E_LONGEST = ['test/e2e/likes-concurrency.e2e.ts'];

/** `files` with those named in `first` moved to the front, in `first`'s order. */
function longestFirst(files: readonly string[], first: readonly string[]): string[] {
  return [...first.filter((file) => files.includes(file)), ...files.filter((file) => !first.includes(file))];
}

/**
 * node:test over `files`: spec output to the console, counts from scripts/node-test-count-reporter.mjs.
 * `concurrency` test files run at once (node's own default on 2 cores is 1: one file at a time, each paying its
 * own start-up, most of them waiting on a server or a browser).
 */
async function nodeTests(files: string[], tmp: string, label: string, concurrency: number): Promise<Counts> {
  if (files.length === 0) return { passed: 0, failed: 0, skipped: 0, note: 'no test files' };
  const countsFile = path.join(tmp, `${label}-counts.json`);
  const code = await exec(process.execPath, [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${path.join(ROOT, 'scripts', 'node-test-count-reporter.mjs')}`,
    `--test-reporter-destination=${countsFile}`,
    ...files,
  ]);
  const counts = readJson<{ passed: number; failed: number; skipped: number; todo: number; failures?: string[] }>(countsFile);
  if (!counts) return { passed: 0, failed: 1, skipped: 0, note: `node --test exited with ${code} and reported no counts` };
  // A non-zero exit with no failing test (e.g. a crash after the run) still fails the runner.
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `node --test exited with ${code}` };
  return { passed: counts.passed, failed: counts.failed, skipped: counts.skipped + counts.todo, failures: counts.failures };
}

/** As exec, with every output line of the command prefixed (several run side by side). */
function execPrefixed(command: string, args: string[], env: NodeJS.ProcessEnv, prefix: string): Promise<number> {
  if (!prefix) return exec(command, args, env);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
    }
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** `count` distinct free TCP ports on 127.0.0.1 (each web-test-runner process gets its own dev server). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Each browser test file's measured seconds, kept in test/browser-timings.json so the next run's shards weigh
 * files by time (scripts/wtr-shard.mjs). Written only when every share reported, and only when asked for
 * (VB_WRITE_TIMINGS=1): a run on a loaded machine should not reshuffle the committed figures by accident.
 */
function writeBrowserTimings(perShare: Array<Record<string, number> | undefined>): void {
  if (process.env.VB_WRITE_TIMINGS !== '1' || perShare.some((seconds) => !seconds)) return;
  const all: Record<string, number> = Object.assign({}, ...perShare);
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path.join(ROOT, 'test', 'browser-timings.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`Wrote test/browser-timings.json (${Object.keys(sorted).length} files).`);
}

/** How many web-test-runner processes the browser stage runs side by side (VB_BROWSER_PROCESSES overrides). */
const BROWSER_PROCESSES = Math.max(1, Number(process.env.VB_BROWSER_PROCESSES) || 2);

function singleCheck(code: number, what: string): Counts {
  return code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0, note: `${what} exited with ${code}` };
}

let buildFailed = false;

/** Caches live under node_modules/.cache, so a fresh clone or CI starts clean and nothing is committed. */
const LINT_CACHE = path.join(ROOT, 'node_modules', '.cache');

/** The three linters, each one check; all three run even when one fails, so one run shows every problem. */
const LINTERS: Array<{ name: string; bin: string; args: string[] }> = [
  {
    name: 'eslint',
    bin: 'eslint',
    // Warnings fail too: a warning nobody must fix only piles up (exhaustive-deps is a warning in react-hooks).
    args: ['.', '--max-warnings', '0', '--cache', '--cache-location', path.join(LINT_CACHE, 'eslint') + path.sep],
  },
  {
    name: 'prettier',
    bin: 'prettier',
    args: ['.', '--check', '--log-level', 'warn', '--cache', '--cache-location', path.join(LINT_CACHE, 'prettier', 'cache.json')],
  },
  { name: 'stylelint', bin: 'stylelint', args: ['**/*.css', '--cache', '--cache-location', path.join(LINT_CACHE, 'stylelint') + path.sep] },
];

const RUNNERS: Runner[] = [
  {
    name: 'lint',
    browser: false,
    run: async (_tmp, prefix) => {
      const failed: string[] = [];
      for (const linter of LINTERS) {
        console.log(`${prefix}· ${linter.name}`);
        if ((await execPrefixed(path.join(BIN, linter.bin), linter.args, {}, prefix)) !== 0) failed.push(linter.name);
      }
      return {
        passed: LINTERS.length - failed.length,
        failed: failed.length,
        skipped: 0,
        ...(failed.length ? { note: `${failed.join(', ')} failed; \`npm run format\` fixes what is auto-fixable` } : {}),
      };
    },
  },
  {
    name: 'typecheck',
    browser: false,
    run: async (_tmp, prefix) => singleCheck(await execPrefixed(path.join(BIN, 'tsc'), ['--noEmit', '-p', 'tsconfig.json'], {}, prefix), 'tsc'),
  },
  {
    name: 'node',
    browser: false,
    run: (tmp) => nodeTests(findFiles('test', '.node.test.ts'), tmp, 'node', 3),
  },
  {
    name: 'browser',
    browser: true,
    run: async (tmp) => {
      // Browser tests mostly wait (timers, the reference server, animation frames): a few web-test-runner
      // processes side by side, each with its own Chromium and reference server, finish sooner on 2 cores.
      const count = BROWSER_PROCESSES;
      const ports = await freePorts(count);
      const shares = await Promise.all(
        ports.map(async (port, i) => {
          const countsFile = path.join(tmp, `wtr-counts-${i + 1}.json`);
          const code = await execPrefixed(
            path.join(BIN, 'web-test-runner'),
            ['--config', 'scripts/wtr-count.config.mjs', '--port', String(port), '--static-logging'],
            { VB_WTR_RESULTS: countsFile, VB_WTR_SHARD: `${i + 1}/${count}` },
            count > 1 ? `[browser ${i + 1}/${count}] ` : '',
          );
          const counts = readJson<{
            passed: number;
            failed: number;
            skipped: number;
            files: number;
            failures?: string[];
            seconds?: Record<string, number>;
          }>(countsFile);
          if (!counts)
            return { passed: 0, failed: 1, skipped: 0, files: 0, note: `web-test-runner ${i + 1}/${count} exited with ${code} and reported no results` };
          if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `web-test-runner ${i + 1}/${count} exited with ${code}` };
          return { ...counts, note: undefined };
        }),
      );
      writeBrowserTimings(shares.map((share) => ('seconds' in share ? share.seconds : undefined)));
      const sum = (key: 'passed' | 'failed' | 'skipped' | 'files'): number => shares.reduce((total, share) => total + share[key], 0);
      const notes = shares.map((share) => share.note).filter(Boolean);
      return {
        passed: sum('passed'),
        failed: sum('failed'),
        skipped: sum('skipped'),
        note: [`${sum('files')} file(s) in ${count} process(es)`, ...notes].join('; '),
        failures: shares.flatMap((share) => ('failures' in share ? (share.failures ?? []) : [])),
      };
    },
  },
  {
    name: 'build',
    browser: false,
    run: async (_tmp, prefix) => {
      // As `npm run build`: the script-tag build (dist/), then the bundler build (dist/npm/), then types (pruned to
      // what the package's type entries reach: scripts/prune-types.ts).
      const script = await execPrefixed(path.join(BIN, 'vite'), ['build'], {}, prefix);
      const vite = script === 0 ? await execPrefixed(path.join(BIN, 'vite'), ['build', '-c', 'vite.bundler.config.ts'], {}, prefix) : script;
      const types = vite === 0 ? await execPrefixed(path.join(BIN, 'tsc'), ['-p', 'tsconfig.build.json'], {}, prefix) : 1;
      if (types === 0) pruneTypes(ROOT);
      buildFailed = vite !== 0 || types !== 0;
      return singleCheck(vite !== 0 ? vite : types, vite !== 0 ? 'vite build' : 'tsc -p tsconfig.build.json');
    },
  },
  {
    name: 'e2e',
    browser: true,
    run: async (tmp) => {
      if (buildFailed) return { passed: 0, failed: 1, skipped: 0, note: 'not run: the build failed' };
      return nodeTests(longestFirst(findFiles('test/e2e', '.e2e.ts'), E2E_LONGEST), tmp, 'e2e', 2);
    },
  },
];

/**
 * The order runners run in. lint, typecheck and build each keep one process busy and need nothing from one another
 * (the browser tests bundle the sources themselves; node tests that build do so into their own folders), so on
 * 2 cores they share the first stage; the test stages after them each use every core on their own.
 */
const STAGES: readonly string[][] = [['lint', 'typecheck', 'build'], ['node'], ['browser'], ['e2e']];

function pad(text: string, width: number): string {
  return text.padEnd(width);
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !RUNNERS.some((r) => r.name === name));
  if (unknown.length) {
    console.error(`Unknown runner(s): ${unknown.join(', ')}. Known: ${RUNNERS.map((r) => r.name).join(', ')}.`);
    console.log('0 passed, 1 failed');
    return 1;
  }
  const runners = wanted.length ? RUNNERS.filter((r) => wanted.includes(r.name)) : RUNNERS;

  if (runners.some((r) => r.browser)) {
    try {
      const chromium = findChromium();
      console.log(`Chromium: ${chromium}`);
    } catch (error) {
      console.error((error as Error).message);
      console.log('0 passed, 1 failed');
      return 1;
    }
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-test-'));
  const results: Array<{ name: string; counts: Counts; seconds: number }> = [];
  const runOne = async (runner: Runner, prefix: string): Promise<void> => {
    console.log(`\n━━━ ${runner.name} ━━━`);
    const started = Date.now();
    let counts: Counts;
    try {
      counts = await runner.run(tmp, prefix);
    } catch (error) {
      counts = { passed: 0, failed: 1, skipped: 0, note: `runner crashed: ${(error as Error).message}` };
    }
    const seconds = (Date.now() - started) / 1000;
    results.push({ name: runner.name, counts, seconds });
    console.log(
      `━━━ ${runner.name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}${counts.note ? ` (${counts.note})` : ''} in ${seconds.toFixed(1)} s`,
    );
  };
  try {
    for (const stage of STAGES) {
      const chosen = runners.filter((r) => stage.includes(r.name));
      // Runners of one stage run side by side, each line of their output marked with its name.
      await Promise.all(chosen.map((runner) => runOne(runner, chosen.length > 1 ? `[${runner.name}] ` : '')));
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  results.sort((a, b) => RUNNERS.findIndex((r) => r.name === a.name) - RUNNERS.findIndex((r) => r.name === b.name));

  const width = Math.max(...results.map((r) => r.name.length));
  console.log('\nSummary');
  for (const { name, counts, seconds } of results) {
    const status = counts.failed > 0 ? 'FAIL' : 'ok  ';
    console.log(
      `  ${status} ${pad(name, width)}  ${String(counts.passed).padStart(4)} passed  ${String(counts.failed).padStart(3)} failed` +
        `${counts.skipped ? `  ${counts.skipped} skipped` : ''}  ${seconds.toFixed(1).padStart(6)} s${counts.note ? `  ${counts.note}` : ''}`,
    );
  }
  // The failures once more, just above the last line, so the tail of a long log names them.
  const failures = results.flatMap((r) => (r.counts.failures ?? []).map((failure) => `${r.name}: ${failure}`));
  if (failures.length) {
    console.log('\nFailed');
    for (const failure of failures.slice(0, 20)) console.log(`  ✖ ${failure}`);
    if (failures.length > 20) console.log(`  … and ${failures.length - 20} more (above, in each runner's output)`);
  }
  const passed = results.reduce((sum, r) => sum + r.counts.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.counts.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
