/** `npm run serve` as a real process: refusal without dist/, the printed URL, and a clean shutdown. */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { REPO_ROOT } from '../../../demo/server/config.ts';
import { READY_MESSAGE } from '../../../demo/server/app.ts';
import { makeSite, removeSite, type SiteDirs } from './helpers.ts';

const START = path.join(REPO_ROOT, 'demo', 'server', 'start.ts');
// A wait, not a speed check: on a busy 2-core CI machine (three node test files at once, one of them packing and
// building the recipe apps) compiling start.ts and loading the maps data has taken over 20 s.
const STARTUP_TIMEOUT_MS = 60000;

function serve(site: SiteDirs, extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', START], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      VB_DB: site.dbPath,
      VB_DIST_DIR: site.distDir,
      VB_STATIC_DIR: site.staticDir,
      VB_API_PREFIX: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess): { stdout: () => string; stderr: () => string; exit: Promise<number | null> } {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { stdout: () => stdout, stderr: () => stderr, exit };
}

async function waitFor(read: () => string, pattern: RegExp, exit: Promise<unknown>): Promise<RegExpMatchArray> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let exited = false;
  void exit.then(() => (exited = true));
  while (Date.now() < deadline) {
    const match = read().match(pattern);
    if (match) return match;
    if (exited) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${pattern} in output:\n${read()}`);
}

describe('npm run serve (start.ts without --dev)', () => {
  test('refuses to start without dist/, saying how to build it', async () => {
    const site = makeSite({ withDist: false });
    try {
      const child = serve(site);
      const output = collect(child);
      assert.equal(await output.exit, 1);
      assert.match(output.stderr(), /npm run build/);
    } finally {
      removeSite(site);
    }
  });

  test('refuses a bad PORT with a readable message', async () => {
    const site = makeSite();
    try {
      const child = serve(site, { PORT: 'eighty' });
      const output = collect(child);
      assert.equal(await output.exit, 1);
      assert.match(output.stderr(), /PORT "eighty" is not a port number/);
    } finally {
      removeSite(site);
    }
  });

  test('prints the demo URL, serves, and on SIGTERM closes the server and the database', async () => {
    const site = makeSite();
    const child = serve(site);
    const output = collect(child);
    try {
      const [, url] = await waitFor(output.stdout, /Visitor Blocks demo: (http:\/\/127\.0\.0\.1:\d+\/demo\/)\n/, output.exit);
      assert.ok(url);
      // The temporary build, not the repository's dist/: VB_DIST_DIR reached the server.
      const loader = await fetch(new URL('/dist/loader.js', url));
      assert.equal(loader.status, 200);
      assert.equal(await loader.text(), 'export const loader = 1;\n');
      const vote = await fetch(new URL('/api/polls', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'Started?', vote: 0 }),
      });
      assert.equal(vote.status, 200);
      assert.ok(existsSync(`${site.dbPath}-wal`), 'a WAL-mode database has its -wal file while open');

      child.kill('SIGTERM');
      assert.equal(await output.exit, 0, output.stderr());
      // SQLite removes the -wal file only when the last connection closes cleanly.
      assert.ok(!existsSync(`${site.dbPath}-wal`), 'the database was not closed');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      removeSite(site);
    }
  });
});

describe('start-up and the maps data', () => {
  test('listens only once the maps data is ready, says so, and the first maps call is answered with data', async () => {
    const site = makeSite();
    const child = serve(site);
    const output = collect(child);
    try {
      const [, url] = await waitFor(output.stdout, /Visitor Blocks demo: (http:\/\/127\.0\.0\.1:\d+\/demo\/)\n/, output.exit);
      assert.ok(url);
      const stdout = output.stdout();
      const loaded = stdout.search(/Maps data (generated|loaded) in \d+ ms\n/);
      assert.ok(loaded !== -1 && loaded < stdout.indexOf('Visitor Blocks demo:'), `the data is ready before the URL is printed:\n${stdout}`);
      await waitFor(output.stdout, new RegExp(READY_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), output.exit);
      // The finder's nearest-10 query, the first request the server ever gets: no 503, no empty answer.
      const nearest = await fetch(new URL('/api/maps/v2/locations/identify?coordinates=40.2338,-111.6585&nearest=10&layers=MEETINGHOUSE', url));
      assert.equal(nearest.status, 200);
      assert.equal(((await nearest.json()) as unknown[]).length, 10);
    } finally {
      child.kill('SIGKILL');
      await output.exit;
      removeSite(site);
    }
  });
});
