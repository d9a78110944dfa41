/**
 * Social counters at run time, one hub for the page: every counter element (likes, counters) watches its
 * group and id here. Counters with the same group and id share one read; reads happen while at least one
 * of them is on screen and the tab is visible (read on view, then every 10 s, or 60 s when more than 10
 * are visible or the connection is slower than 3g); an answer younger than 10 s is reused; an increment
 * carries an Idempotency-Key the caller keeps for its retries, and the count is re-read 10 s after it.
 * The shown count never goes backwards. Timings and rules: src/social-counter-logic.ts.
 */
import { api } from './api.ts';
import { signIncrement } from './like-code.ts';
import { CACHE_MS, counterKey, laterValue, parseCounterValue, pollInterval, REREAD_AFTER_INCREMENT_MS } from './social-counter-logic.ts';

export const READ_PATH = '/api/readSocialCounter';
export const INCREMENT_PATH = '/api/incrementSocialCounter';

export interface CounterSnapshot {
  /** The count, once read (or incremented); undefined before the first answer. */
  value: number | undefined;
  /** The last read failed (the value, if any, is the last good one). */
  failed: boolean;
}

export interface IncrementOptions {
  /** A giving counter's goal: the server stops counting there. */
  limit?: number;
  /** One key per visitor action, the same on every retry of it, so the server counts it once. */
  idempotencyKey: string;
}

/** The calls, injectable so node tests can drive the hub without a server. */
export interface CounterTransport {
  read(group: string, id: string, iteration: number): Promise<number>;
  increment(group: string, id: string, options: IncrementOptions): Promise<number>;
}

export interface CounterClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The page around the counters: whether the tab is visible, the connection's speed, and changes of either. */
export interface CounterPage {
  visible(): boolean;
  effectiveType(): string | undefined;
  onChange(run: () => void): () => void;
}

export interface CounterWatch {
  snapshot(): CounterSnapshot;
  /** Whether this watcher's element is on screen; reads happen only while one of a counter's watchers is. */
  setVisible(visible: boolean): void;
  /** Adds one; resolves with the counted value, rejects (after starting a re-read) when the call fails. */
  increment(options: IncrementOptions): Promise<number>;
  /** Stops watching (the element left the page); the last watcher of a counter stops its reads. */
  dispose(): void;
}

type Listener = (snapshot: CounterSnapshot) => void;

interface Watcher {
  visible: boolean;
  listener: Listener;
}

interface Entry {
  group: string;
  id: string;
  value: number | undefined;
  failed: boolean;
  /** When the last answer came (a read or an increment); -Infinity before any. */
  answeredAt: number;
  reading: boolean;
  iteration: number;
  /** The re-read due after an increment, until a read starts at or after it. */
  rereadAt: number | undefined;
  timer: unknown;
  watchers: Set<Watcher>;
}

export class CounterHub {
  private readonly entries = new Map<string, Entry>();
  private visibleWatchers = 0;
  private stopPage: (() => void) | undefined;

  constructor(
    private readonly transport: CounterTransport,
    private readonly clock: CounterClock,
    private readonly page: CounterPage,
  ) {}

  /** How many reads are scheduled or running; for tests and the bench. */
  get activeCounters(): number {
    let active = 0;
    for (const entry of this.entries.values()) if (entry.timer !== undefined || entry.reading) active++;
    return active;
  }

  watch(group: string, id: string, listener: Listener): CounterWatch {
    const key = counterKey(group, id);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = {
        group,
        id,
        value: undefined,
        failed: false,
        answeredAt: -Infinity,
        reading: false,
        iteration: 0,
        rereadAt: undefined,
        timer: undefined,
        watchers: new Set(),
      };
      this.entries.set(key, entry);
    }
    this.stopPage ??= this.page.onChange(() => this.pageChanged());
    const watcher: Watcher = { visible: false, listener };
    const shared = entry;
    shared.watchers.add(watcher);
    let disposed = false;
    return {
      snapshot: () => ({ value: shared.value, failed: shared.failed }),
      setVisible: (visible) => {
        if (disposed || watcher.visible === visible) return;
        watcher.visible = visible;
        this.visibleWatchers += visible ? 1 : -1;
        if (visible) this.wake(shared);
        // The interval depends on how many counters are visible: every counter's next read may move.
        this.rescheduleAll();
      },
      increment: (options) => this.increment(shared, options),
      dispose: () => {
        if (disposed) return;
        disposed = true;
        if (watcher.visible) this.visibleWatchers--;
        shared.watchers.delete(watcher);
        if (shared.watchers.size === 0) {
          this.clearTimer(shared);
          if (this.entries.get(key) === shared) this.entries.delete(key);
        }
        if (this.entries.size === 0) {
          this.stopPage?.();
          this.stopPage = undefined;
        }
        this.rescheduleAll();
      },
    };
  }

  private active(entry: Entry): boolean {
    if (!this.page.visible()) return false;
    for (const watcher of entry.watchers) if (watcher.visible) return true;
    return false;
  }

  /** A counter came into view (or the tab came back): read now unless the last answer is fresh. */
  private wake(entry: Entry): void {
    if (!this.active(entry)) return;
    if (this.clock.now() - entry.answeredAt >= CACHE_MS) this.read(entry);
    else this.schedule(entry);
  }

  private pageChanged(): void {
    for (const entry of this.entries.values()) {
      if (this.page.visible()) this.wake(entry);
      else this.clearTimer(entry);
    }
  }

  private rescheduleAll(): void {
    for (const entry of this.entries.values()) this.schedule(entry);
  }

  private clearTimer(entry: Entry): void {
    if (entry.timer === undefined) return;
    this.clock.clearTimeout(entry.timer);
    entry.timer = undefined;
  }

  private schedule(entry: Entry): void {
    this.clearTimer(entry);
    if (entry.reading || !this.active(entry)) return;
    let due = entry.answeredAt + pollInterval(this.visibleWatchers, this.page.effectiveType());
    if (entry.rereadAt !== undefined) due = Math.min(due, entry.rereadAt);
    entry.timer = this.clock.setTimeout(
      () => {
        entry.timer = undefined;
        this.read(entry);
      },
      Math.max(0, due - this.clock.now()),
    );
  }

  private notify(entry: Entry): void {
    const snapshot = { value: entry.value, failed: entry.failed };
    for (const watcher of [...entry.watchers]) watcher.listener(snapshot);
  }

  private read(entry: Entry): void {
    if (entry.reading) return;
    this.clearTimer(entry);
    entry.reading = true;
    if (entry.rereadAt !== undefined && this.clock.now() >= entry.rereadAt) entry.rereadAt = undefined;
    entry.iteration += 1;
    this.transport
      .read(entry.group, entry.id, entry.iteration)
      .then(
        (value) => {
          entry.value = laterValue(entry.value, value);
          entry.failed = false;
        },
        () => {
          entry.failed = true;
        },
      )
      .finally(() => {
        entry.reading = false;
        entry.answeredAt = this.clock.now();
        this.notify(entry);
        this.schedule(entry);
      });
  }

  private async increment(entry: Entry, options: IncrementOptions): Promise<number> {
    try {
      const value = await this.transport.increment(entry.group, entry.id, options);
      entry.value = laterValue(entry.value, value);
      entry.failed = false;
      entry.answeredAt = this.clock.now();
      entry.rereadAt = entry.answeredAt + REREAD_AFTER_INCREMENT_MS;
      this.notify(entry);
      this.schedule(entry);
      return entry.value;
    } catch (failure) {
      // Spec section 8: an increment failure re-reads the counter (the call may have counted after all).
      this.read(entry);
      throw failure;
    }
  }
}

/** The reference server's calls (spec section 7). */
export const serverTransport: CounterTransport = {
  async read(group, id, iteration) {
    // timestamp and iteration only defeat caches between polls.
    const body = await api<unknown>(READ_PATH, { query: { group, id, timestamp: String(Date.now()), iteration } });
    const value = parseCounterValue(body);
    if (value === undefined) throw new Error(`${READ_PATH} answered without a whole-number value`);
    return value;
  },
  async increment(group, id, { limit, idempotencyKey }) {
    // A fresh transaction and code on every try; the idempotency key says it is the same like.
    const body = await api<unknown>(INCREMENT_PATH, { method: 'POST', query: { group, id, ...signIncrement(Date.now()), limit }, idempotencyKey });
    const value = parseCounterValue(body);
    if (value === undefined) throw new Error(`${INCREMENT_PATH} answered without a whole-number value`);
    return value;
  },
};

interface NetworkInformationLike extends EventTarget {
  effectiveType?: string;
}

function connection(): NetworkInformationLike | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

export const browserPage: CounterPage = {
  visible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  effectiveType: () => connection()?.effectiveType,
  onChange(run) {
    const link = connection();
    document.addEventListener('visibilitychange', run);
    link?.addEventListener('change', run);
    return () => {
      document.removeEventListener('visibilitychange', run);
      link?.removeEventListener('change', run);
    };
  },
};

export const realClock: CounterClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let pageHub: CounterHub | undefined;

/** The page's hub. */
export function counterHub(): CounterHub {
  pageHub ??= new CounterHub(serverTransport, realClock, browserPage);
  return pageHub;
}

/** Puts another hub in place (a test's fake clock); undefined goes back to the real one on next use. */
export function replaceCounterHub(hub: CounterHub | undefined): void {
  pageHub = hub;
}
