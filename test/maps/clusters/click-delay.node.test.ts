import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createClickDelay, SINGLE_CLICK_DELAY_MS, type ClickDelayTimers } from '../../../maps/clusters/click-delay.ts';

/** A hand-driven clock: `advance(ms)` runs what is due, in order. */
function manualTimers(): ClickDelayTimers & { advance(ms: number): void; readonly scheduled: number } {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout(callback, ms) {
      const id = next++;
      due.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      due.delete(handle as number);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const [id, entry] = [...due].filter(([, e]) => e.at <= end).sort((a, b) => a[1].at - b[1].at)[0] ?? [];
        if (id === undefined || entry === undefined) break;
        due.delete(id);
        now = entry.at;
        entry.callback();
      }
      now = end;
    },
    get scheduled() {
      return due.size;
    },
  };
}

describe('click delay (spec sections 4 and 9)', () => {
  test('the spec figure is 500 ms', () => {
    assert.equal(SINGLE_CLICK_DELAY_MS, 500);
  });

  test('a single click acts once, after 500 ms and not before', () => {
    const timers = manualTimers();
    const seen: string[] = [];
    const delay = createClickDelay<string>((value) => seen.push(value), { timers });
    delay.click('a');
    assert.equal(delay.pending, true);
    timers.advance(SINGLE_CLICK_DELAY_MS - 1);
    assert.deepEqual(seen, []);
    timers.advance(1);
    assert.deepEqual(seen, ['a']);
    assert.equal(delay.pending, false);
    timers.advance(5000);
    assert.deepEqual(seen, ['a']);
  });

  test('a double click within the delay cancels the pending single click', () => {
    const timers = manualTimers();
    const seen: string[] = [];
    const delay = createClickDelay<string>((value) => seen.push(value), { timers });
    // A browser double click is click, click, dblclick.
    delay.click('a');
    timers.advance(100);
    delay.click('a');
    delay.doubleClick();
    timers.advance(5000);
    assert.deepEqual(seen, []);
    assert.equal(delay.pending, false);
    assert.equal(timers.scheduled, 0);
  });

  test('a second click replaces the first: one action, for the last value, 500 ms after it', () => {
    const timers = manualTimers();
    const seen: string[] = [];
    const delay = createClickDelay<string>((value) => seen.push(value), { timers });
    delay.click('a');
    timers.advance(300);
    delay.click('b');
    timers.advance(300);
    assert.deepEqual(seen, []);
    timers.advance(200);
    assert.deepEqual(seen, ['b']);
  });

  test('cancel drops the pending click; a later click still works', () => {
    const timers = manualTimers();
    const seen: number[] = [];
    const delay = createClickDelay<number>((value) => seen.push(value), { timers });
    delay.click(1);
    delay.cancel();
    timers.advance(1000);
    assert.deepEqual(seen, []);
    delay.click(2);
    timers.advance(SINGLE_CLICK_DELAY_MS);
    assert.deepEqual(seen, [2]);
  });

  test('a double click with nothing pending does nothing', () => {
    const timers = manualTimers();
    const seen: number[] = [];
    const delay = createClickDelay<number>((value) => seen.push(value), { timers });
    delay.doubleClick();
    delay.click(1);
    timers.advance(SINGLE_CLICK_DELAY_MS);
    assert.deepEqual(seen, [1]);
  });

  test('with the real timers, the delay option is honoured', async () => {
    const seen: number[] = [];
    const delay = createClickDelay<number>((value) => seen.push(value), { delay: 5 });
    delay.click(7);
    assert.deepEqual(seen, []);
    await new Promise((resolve) => setTimeout(resolve, 30));
    assert.deepEqual(seen, [7]);
  });
});
