import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { BusyCount } from '../../../maps/clusters/busy-count.ts';

function counted() {
  const heard: boolean[] = [];
  return { heard, busy: new BusyCount((now) => heard.push(now)) };
}

describe('a cluster layer is busy from a move until its new markers are drawn and the old ones gone', () => {
  test('a debounced refresh is busy at once; scheduling again holds once', () => {
    const { heard, busy } = counted();
    busy.schedule();
    busy.schedule();
    assert.equal(busy.scheduled, true);
    assert.deepEqual(heard, [true]);
    busy.unschedule();
    busy.report();
    assert.equal(busy.scheduled, false);
    assert.deepEqual(heard, [true, false]);
  });

  test('the call holds it from the debounce to its end, with no gap between', () => {
    const { heard, busy } = counted();
    busy.schedule();
    busy.begin();
    busy.unschedule();
    busy.report();
    assert.deepEqual(heard, [true]);
    busy.end();
    assert.deepEqual(heard, [true, false]);
  });

  test('old markers waiting for removal hold it once, however many, until they are gone', () => {
    const { heard, busy } = counted();
    busy.begin();
    busy.removalsPending();
    busy.removalsPending();
    busy.end();
    // The call is over, but old markers are still on the map: busy.
    assert.deepEqual(heard, [true]);
    busy.removalsDone();
    busy.removalsDone();
    assert.deepEqual(heard, [true, false]);
  });

  test('stopped: not busy, told once, and never busy again', () => {
    const { heard, busy } = counted();
    busy.schedule();
    busy.stop();
    busy.begin();
    busy.report();
    busy.end();
    assert.deepEqual(heard, [true, false]);
  });
});
