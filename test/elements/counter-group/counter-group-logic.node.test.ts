import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sumOf } from '../../../elements/counter-group/counter-group-logic.ts';

describe('vb-counter-group sum (counter-group-logic.ts)', () => {
  it('adds distinct counters and counts a repeated group and id once', () => {
    assert.deepEqual(sumOf([]), { total: 0, counters: 0 });
    assert.deepEqual(
      sumOf([
        { group: 'g', id: 'a', value: 3 },
        { group: 'g', id: 'b', value: 4 },
        { group: 'g', id: 'a', value: 5 },
        { group: 'h', id: 'a', value: 1 },
      ]),
      { total: 10, counters: 3 },
    );
  });
});
