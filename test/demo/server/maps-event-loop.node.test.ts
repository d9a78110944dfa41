/**
 * Issue 10, section 1: no request holds the event loop. The worst request of each kind the limits still
 * accept runs against a real server in this process while the event loop is watched; the longest stall
 * must stay under 200 ms (before: 2.9-5.5 s for identify with a 90,000-vertex polygon, 2.5 s for an
 * uncached boundaries/union over 500 stakes). This bounds how the work is laid out (off the loop, or in
 * short pieces), not how long the request takes.
 *
 * A stall is counted in the main thread's own CPU time between two turns of the loop (Linux: its
 * /proc task file), not in wall-clock time: on a busy machine (npm test runs three node files and two
 * browsers at once) the process waits for a core, and that wait is the machine's, not the server's.
 * Where /proc is missing, perf_hooks' wall-clock delay is the measure.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { after, before, describe, test } from 'node:test';
import { MAX_BOUNDARIES } from '../../../demo/server/maps/limits.ts';
import { warmMapsService } from '../../../demo/server/maps/routes.ts';
import { BIG_POLYGON, mostFilters, mostIsochroneDistances, mostWaypointsDirections, SPLIT_POLYGONS } from '../../support/worst-maps-requests.ts';
import { makeSite, removeSite, startServer, type SiteDirs, type TestServer } from './helpers.ts';

/** Far above the 50 ms goal, far below the seconds a blocking request takes. */
const MAX_STALL_MS = 200;
const ATTEMPTS = 3;

/** Linux reports thread CPU time in clock ticks of 1/100 s (USER_HZ). */
const MS_PER_TICK = 10;
const MAIN_THREAD_STAT = `/proc/self/task/${process.pid}/stat`;

/** The main thread's CPU time so far (user + system, ms), or null without /proc. */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(MAIN_THREAD_STAT, 'utf8');
    // After "pid (name) ": state is field 0, utime field 11, stime field 12.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return null;
  }
}

/**
 * Watch the loop while `work` runs: every turn of the timers phase notes the main thread's CPU time; the
 * longest stall is the most CPU the thread spent between two turns (its wall-clock delay without /proc).
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ stallMs: number; result: T }> {
  if (mainThreadCpuMs() === null) {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    // The histogram records nothing until its timer has fired once: a stall right after enable() would
    // go unseen. Let it tick a few times first.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const result = await work();
    histogram.disable();
    return { stallMs: histogram.max / 1e6, result };
  }
  let last = mainThreadCpuMs() ?? 0;
  let longest = 0;
  const timer = setInterval(() => {
    const now = mainThreadCpuMs() ?? last;
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    const now = mainThreadCpuMs() ?? last;
    return { stallMs: Math.max(longest, now - last), result };
  } finally {
    clearInterval(timer);
  }
}

describe('maps requests do not hold the event loop', () => {
  let site: SiteDirs;
  let server: TestServer;

  before(async () => {
    site = makeSite();
    server = await startServer(site);
    // Loading the data set and the boundary diagram is start-up work (seconds, before `npm start` says ready): not measured.
    warmMapsService();
  });
  after(async () => {
    await server.close();
    removeSite(site);
  });

  /** The event loop's longest stall (ms) while `route` answers `body`, and the answer's status. */
  const stallDuring = async (route: string, body: unknown): Promise<{ stallMs: number; status: number; text: string }> => {
    const { stallMs, result } = await longestStall(async () => {
      const response = await fetch(`${server.base}/api/maps/v2${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    });
    return { stallMs, ...result };
  };

  /**
   * Each case runs once unmeasured first (`warm`, or the same body), so the measure is the request's own
   * layout and not the one-time compilation of its code paths; cases about uncached work warm up on
   * other locations than they measure. A request that holds the loop holds it on every try; a stall from
   * the shared machine (other processes, a garbage collection) does not repeat: so a case passes when one
   * of ATTEMPTS tries stays under the limit, and `retry` gives the body of a later try (a fresh page for
   * uncached work).
   */
  const cases: Array<{ name: string; route: string; body: unknown; warm?: unknown; retry?: (attempt: number) => unknown; status: number }> = [
    {
      // The union of the 500 is never cached (only each stake's own boundary is): every try does it again.
      name: 'boundaries/union over 500 stakes, uncached',
      route: '/locations/boundaries/union',
      body: { layers: ['STAKES'], limit: MAX_BOUNDARIES },
      warm: { layers: ['STAKES'], limit: 10, start: 4 * MAX_BOUNDARIES },
      status: 200,
    },
    { name: 'identify with the largest polygon, 20 degrees across', route: '/locations/identify', body: { geometry: BIG_POLYGON, limit: 1000 }, status: 200 },
    { name: 'count with the largest polygon, 20 degrees across', route: '/locations/count', body: { geometry: BIG_POLYGON }, status: 200 },
    { name: 'count of everything outside the largest polygon', route: '/locations/count', body: { geometry: BIG_POLYGON, relation: 'DISJOINT' }, status: 200 },
    {
      name: 'boundaries of 250 missions and temple districts, grown by 2 km',
      route: '/locations/boundaries',
      body: { layers: ['MISSION', 'TEMPLE_DISTRICT'], limit: 250, offset: 2000 },
      warm: { layers: ['MISSION', 'TEMPLE_DISTRICT'], limit: 10, start: 490, offset: 2000 },
      retry: (attempt) => ({ layers: ['MISSION', 'TEMPLE_DISTRICT'], limit: 250, start: attempt === 1 ? 250 : 0, offset: 2000 }),
      status: 200,
    },
    {
      name: 'boundaries of 500 missions and temple districts (refused: more than MAX_BOUNDARY_POSITIONS)',
      route: '/locations/boundaries',
      body: { layers: ['MISSION', 'TEMPLE_DISTRICT'], limit: MAX_BOUNDARIES, offset: 2000 },
      status: 400,
    },
    {
      name: 'labels of 500 stakes',
      route: '/locations/labels',
      body: { layers: ['STAKES'], start: 500, limit: MAX_BOUNDARIES, multiple: true },
      warm: { layers: ['STAKES'], start: 1500, limit: 10, multiple: true },
      status: 200,
    },
    {
      name: 'geometry/union of the largest polygon split in two',
      route: '/geometry/union',
      body: {
        geometry: SPLIT_POLYGONS,
      },
      status: 200,
    },
    {
      name: 'isochrone with the most distances',
      route: '/navigation/isochrone',
      body: { origin: { latitude: 40, longitude: -111 }, distances: mostIsochroneDistances() },
      status: 200,
    },
    {
      name: 'directions with the most waypoints, around the world',
      route: '/navigation/directions',
      body: mostWaypointsDirections({ latitude: 40, longitude: -111 }),
      status: 200,
    },
    { name: 'clusters at zoom 16 over the world (refused)', route: '/locations/clusters', body: { zoom: 16 }, status: 400 },
    {
      name: 'count over the world with the most filters',
      route: '/locations/count',
      body: { filters: mostFilters() },
      status: 200,
    },
    {
      name: 'clusters over the world with the most filters and emphasis',
      route: '/locations/clusters',
      body: {
        zoom: 2,
        filters: mostFilters(),
        emphasize: mostFilters('zx'),
      },
      status: 200,
    },
    {
      name: 'search for one letter with the most filters',
      route: '/locations/search',
      body: {
        query: 's',
        filters: mostFilters(),
        limit: 1000,
      },
      status: 200,
    },
    {
      name: 'values of a field over the world with the most filters',
      route: '/locations/fields/name/values',
      body: {
        filters: mostFilters(),
        limit: 10000,
      },
      status: 200,
    },
  ];

  for (const { name, route, body, warm, retry, status } of cases) {
    test(name, async () => {
      await stallDuring(route, warm ?? body);
      const stalls: number[] = [];
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const { stallMs, status: got, text } = await stallDuring(route, attempt > 0 && retry ? retry(attempt) : body);
        assert.equal(got, status, text.slice(0, 300));
        stalls.push(Math.round(stallMs));
        if (stallMs < MAX_STALL_MS) return;
      }
      assert.fail(`the event loop stalled ${stalls.join(', ')} ms in ${ATTEMPTS} tries (limit ${MAX_STALL_MS} ms)`);
    });
  }
});
