/**
 * Whether a cluster layer is busy (its markers about to change): from a map idle or a query change, through
 * the debounce and the cluster call, until the new markers are drawn and the old ones gone. Three things hold
 * it: a refresh waiting in the debounce (one at most), each call in flight, and old markers waiting for their
 * removal (one hold for all of them). `onChange` hears only changes. Pure: node tests cover it
 * (test/maps/clusters/busy-count.node.test.ts).
 */
export class BusyCount {
  private count = 0;
  private busy = false;
  private waiting = false;
  private removals = false;
  private stopped = false;

  constructor(private readonly onChange?: (busy: boolean) => void) {}

  /** A refresh waits in the debounce. */
  get scheduled(): boolean {
    return this.waiting;
  }

  /** A refresh is debounced (the map moved): busy at once. */
  schedule(): void {
    if (!this.waiting) this.count += 1;
    this.waiting = true;
    this.report();
  }

  /** The debounce let go (the call counts itself, `begin`) or was cancelled. The caller reports. */
  unschedule(): void {
    if (this.waiting) this.count -= 1;
    this.waiting = false;
  }

  /** A cluster call begins. */
  begin(): void {
    this.count += 1;
  }

  /** A cluster call ended (drawn, failed or dropped). */
  end(): void {
    this.count -= 1;
    this.report();
  }

  /** Old markers wait for their removal (one hold however many). */
  removalsPending(): void {
    if (this.removals) return;
    this.count += 1;
    this.removals = true;
  }

  /** No old marker waits any more. */
  removalsDone(): void {
    if (!this.removals) return;
    this.removals = false;
    this.count -= 1;
    this.report();
  }

  /** Tells `onChange` when busy changed. */
  report(): void {
    const now = this.count > 0 && !this.stopped;
    if (now === this.busy) return;
    this.busy = now;
    this.onChange?.(now);
  }

  /** The layer is destroyed: not busy any more, and never again. */
  stop(): void {
    this.stopped = true;
    if (this.busy) this.onChange?.(false);
    this.busy = false;
  }
}
