/** Spec section 9: controls re-layout 50 ms after the last resize of a burst. */
import { describe, test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { CONTROL_LAYOUT_DEBOUNCE_MS, debounce } from '../../../maps/controls/debounce.ts';

describe('debounce', () => {
  test('a burst of resizes lays out once, 50 ms after the last one', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      assert.equal(CONTROL_LAYOUT_DEBOUNCE_MS, 50);
      let calls = 0;
      const layout = debounce(() => (calls += 1), CONTROL_LAYOUT_DEBOUNCE_MS);
      layout();
      mock.timers.tick(30);
      layout();
      mock.timers.tick(49);
      assert.equal(calls, 0, 'not before 50 ms of quiet');
      mock.timers.tick(1);
      assert.equal(calls, 1);
      mock.timers.tick(500);
      assert.equal(calls, 1, 'once per burst');
    } finally {
      mock.timers.reset();
    }
  });
  test('cancel drops a pending layout', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      let calls = 0;
      const layout = debounce(() => (calls += 1), 50);
      layout();
      layout.cancel();
      mock.timers.tick(100);
      assert.equal(calls, 0);
    } finally {
      mock.timers.reset();
    }
  });
});
