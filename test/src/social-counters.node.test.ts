import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  counterKey,
  hasParticipated,
  laterValue,
  normaliseParticipation,
  parseCounterValue,
  pollInterval,
  rollDigits,
  rollDurations,
  targetProblem,
  withParticipation,
} from '../../src/social-counter-logic.ts';
import { CounterHub, type CounterClock, type CounterPage, type CounterTransport, type IncrementOptions } from '../../src/social-counters.ts';

describe('social counter rules (src/social-counter-logic.ts)', () => {
  it('polls every 10 s, every 60 s with more than 10 visible or a connection slower than 3g', () => {
    assert.equal(pollInterval(1), 10000);
    assert.equal(pollInterval(10, '4g'), 10000);
    assert.equal(pollInterval(10, '3g'), 10000);
    assert.equal(pollInterval(11, '4g'), 60000);
    assert.equal(pollInterval(1, '2g'), 60000);
    assert.equal(pollInterval(1, 'slow-2g'), 60000);
  });

  it('never shows a count lower than the one shown', () => {
    assert.equal(laterValue(undefined, 4), 4);
    assert.equal(laterValue(7, 4), 7);
    assert.equal(laterValue(7, 9), 9);
  });

  it('reads whole, non-negative values only', () => {
    assert.equal(parseCounterValue({ value: 12 }), 12);
    assert.equal(parseCounterValue({ value: '12' }), 12);
    assert.equal(parseCounterValue({ value: -1 }), undefined);
    assert.equal(parseCounterValue({ value: 1.5 }), undefined);
    assert.equal(parseCounterValue({}), undefined);
    assert.equal(parseCounterValue(null), undefined);
  });

  it('a count target is a whole number not below the current count', () => {
    assert.equal(targetProblem(5, 5), undefined);
    assert.equal(targetProblem(5, 8), undefined);
    assert.equal(targetProblem(undefined, 0), undefined);
    assert.match(targetProblem(5, 4) ?? '', /less than the count shown \(5\)/);
    assert.match(targetProblem(5, 6.5) ?? '', /not a whole number/);
    assert.match(targetProblem(5, Number.NaN) ?? '', /not a whole number/);
  });

  it('shows at least 3 digits and rolls 250 ms per digit, none under reduced motion', () => {
    assert.deepEqual(rollDigits(7), [0, 0, 7]);
    assert.deepEqual(rollDigits(1234), [1, 2, 3, 4]);
    assert.deepEqual(rollDigits(5, 1), [5]);
    assert.deepEqual(rollDurations([0, 0, 0], [1, 2, 0], false), [750, 500, 0]);
    assert.deepEqual(rollDurations([9, 9, 9], [1, 0, 0, 0], false), [1000, 750, 500, 250]);
    assert.deepEqual(rollDurations([0, 0, 0], [1, 2, 3], true), [0, 0, 0]);
  });

  it('remembers liked ids per group and drops what is not a list of ids', () => {
    const record = withParticipation(normaliseParticipation({ likes: ['a', 3], bad: 'x' }), 'likes', 'b');
    assert.deepEqual(record, { likes: ['a', 'b'] });
    assert.equal(hasParticipated(record, 'likes', 'b'), true);
    assert.equal(hasParticipated(record, 'other', 'b'), false);
    assert.equal(withParticipation(record, 'likes', 'a'), record);
    assert.deepEqual(normaliseParticipation(['x']), {});
    assert.notEqual(counterKey('a', 'b'), counterKey('a,b', ''));
  });
});

/** A clock the test moves by hand. */
function fakeClock(): CounterClock & { advance(ms: number): Promise<void>; pending(): number } {
  let now = 1_000_000;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimeout(run, ms) {
      const id = next++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    pending: () => timers.size,
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
        await flush();
      }
      now = end;
      await flush();
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function fakeServer() {
  const values = new Map<string, number>();
  const reads: string[] = [];
  const increments: Array<{ id: string } & IncrementOptions> = [];
  const seen = new Map<string, number>();
  let failNext = false;
  const transport: CounterTransport = {
    async read(group, id) {
      reads.push(id);
      return values.get(id) ?? 0;
    },
    async increment(group, id, options) {
      increments.push({ id, ...options });
      if (failNext) {
        failNext = false;
        throw new Error('offline');
      }
      const replay = seen.get(options.idempotencyKey);
      if (replay !== undefined) return replay;
      const value = (values.get(id) ?? 0) + 1;
      values.set(id, value);
      seen.set(options.idempotencyKey, value);
      return value;
    },
  };
  return { transport, values, reads, increments, failOnce: () => (failNext = true) };
}

function fakePage(): CounterPage & { hide(): void; show(): void; type: string | undefined } {
  let visible = true;
  const runs = new Set<() => void>();
  const page = {
    type: undefined as string | undefined,
    visible: () => visible,
    effectiveType: () => page.type,
    onChange(run: () => void) {
      runs.add(run);
      return () => runs.delete(run);
    },
    hide() {
      visible = false;
      for (const run of runs) run();
    },
    show() {
      visible = true;
      for (const run of runs) run();
    },
  };
  return page;
}

function setup() {
  const clock = fakeClock();
  const server = fakeServer();
  const page = fakePage();
  const hub = new CounterHub(server.transport, clock, page);
  return { clock, server, page, hub };
}

describe('the counter hub (src/social-counters.ts)', () => {
  it('reads on view, not before, then every 10 s while visible', async () => {
    const { clock, server, hub } = setup();
    const seen: Array<number | undefined> = [];
    const watch = hub.watch('likes', 'a', (s) => seen.push(s.value));
    await clock.advance(30000);
    assert.equal(server.reads.length, 0, 'no read while off screen');
    server.values.set('a', 4);
    watch.setVisible(true);
    await flush();
    assert.equal(server.reads.length, 1);
    assert.deepEqual(seen, [4]);
    await clock.advance(9999);
    assert.equal(server.reads.length, 1);
    await clock.advance(1);
    assert.equal(server.reads.length, 2);
    await clock.advance(20000);
    assert.equal(server.reads.length, 4);
  });

  it('counters of the same group and id share one read', async () => {
    const { clock, server, hub } = setup();
    const watches = Array.from({ length: 5 }, () => hub.watch('likes', 'same', () => {}));
    for (const watch of watches) watch.setVisible(true);
    await flush();
    assert.equal(server.reads.length, 1);
    await clock.advance(10000);
    assert.equal(server.reads.length, 2);
  });

  it('polls every 60 s when more than 10 are visible, and on a connection slower than 3g', async () => {
    const { clock, server, hub, page } = setup();
    const watches = Array.from({ length: 11 }, (_, i) => hub.watch('g', `c${i}`, () => {}));
    for (const watch of watches) watch.setVisible(true);
    await flush();
    assert.equal(server.reads.length, 11);
    await clock.advance(59999);
    assert.equal(server.reads.length, 11);
    await clock.advance(1);
    assert.equal(server.reads.length, 22);
    // Back to 10 visible: 10 s again.
    watches[10]?.setVisible(false);
    await clock.advance(10000);
    assert.equal(server.reads.length, 32);
    // A slow connection throttles a single counter too.
    page.type = '2g';
    for (const watch of watches.slice(1)) watch.dispose();
    const before = server.reads.length;
    await clock.advance(59999);
    assert.equal(server.reads.length, before);
    await clock.advance(1);
    assert.equal(server.reads.length, before + 1);
  });

  it('pauses while the tab is hidden or the counter is off screen, and stops when removed', async () => {
    const { clock, server, hub, page } = setup();
    const watch = hub.watch('g', 'x', () => {});
    watch.setVisible(true);
    await flush();
    page.hide();
    await clock.advance(120000);
    assert.equal(server.reads.length, 1, 'no read while hidden');
    page.show();
    await flush();
    assert.equal(server.reads.length, 2, 'read again on coming back, the answer being older than 10 s');
    watch.setVisible(false);
    await clock.advance(120000);
    assert.equal(server.reads.length, 2, 'no read while off screen');
    watch.setVisible(true);
    await flush();
    assert.equal(server.reads.length, 3);
    watch.dispose();
    assert.equal(clock.pending(), 0, 'no timer left once removed');
    await clock.advance(120000);
    assert.equal(server.reads.length, 3);
  });

  it('reuses an answer younger than 10 s when a counter comes into view', async () => {
    const { clock, server, hub } = setup();
    const first = hub.watch('g', 'x', () => {});
    first.setVisible(true);
    await flush();
    await clock.advance(4000);
    const second = hub.watch('g', 'x', () => {});
    second.setVisible(true);
    first.setVisible(false);
    first.setVisible(true);
    await flush();
    assert.equal(server.reads.length, 1);
    assert.equal(second.snapshot().value, 0);
  });

  it('shows an increment at once, re-reads 10 s later, and never goes backwards', async () => {
    const { clock, server, hub } = setup();
    server.values.set('x', 5);
    const watch = hub.watch('g', 'x', () => {});
    watch.setVisible(true);
    await flush();
    await clock.advance(6000);
    assert.equal(await watch.increment({ idempotencyKey: 'k1' }), 6);
    assert.equal(watch.snapshot().value, 6);
    // The server loses a count (say a stale replica): the page keeps 6.
    server.values.set('x', 3);
    const reads = server.reads.length;
    await clock.advance(9999);
    assert.equal(server.reads.length, reads, 'the poll due at 10 s moved to 10 s after the increment');
    await clock.advance(1);
    assert.equal(server.reads.length, reads + 1);
    assert.equal(watch.snapshot().value, 6);
    server.values.set('x', 9);
    await clock.advance(10000);
    assert.equal(watch.snapshot().value, 9);
  });

  it('a failed increment re-reads the counter; the retry with the same key counts once', async () => {
    const { server, hub } = setup();
    const watch = hub.watch('g', 'x', () => {});
    watch.setVisible(true);
    await flush();
    server.failOnce();
    await assert.rejects(watch.increment({ idempotencyKey: 'same' }), /offline/);
    await flush();
    assert.equal(server.reads.length, 2, 're-read after the failure');
    assert.equal(await watch.increment({ idempotencyKey: 'same' }), 1);
    assert.equal(await watch.increment({ idempotencyKey: 'same' }), 1);
    assert.deepEqual(
      server.increments.map((i) => i.idempotencyKey),
      ['same', 'same', 'same'],
    );
    assert.equal(server.values.get('x'), 1);
  });

  it('a failed read keeps the last count and says it failed', async () => {
    const { clock, hub } = setup();
    let fail = false;
    const failing = new CounterHub(
      {
        read: async () => {
          if (fail) throw new Error('500');
          return 3;
        },
        increment: async () => 0,
      },
      clock,
      fakePage(),
    );
    void hub;
    const watch = failing.watch('g', 'x', () => {});
    watch.setVisible(true);
    await flush();
    fail = true;
    await clock.advance(10000);
    assert.deepEqual(watch.snapshot(), { value: 3, failed: true });
    fail = false;
    await clock.advance(10000);
    assert.deepEqual(watch.snapshot(), { value: 3, failed: false });
  });
});
