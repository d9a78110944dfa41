import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatLocationKey, parseLocationKey, tryParseLocationKey } from '../../../maps/geo/location-key.ts';

test("parseLocationKey reads 'type:id' and 'type/id', upper-casing the type", () => {
  assert.deepEqual(parseLocationKey('ward:123456'), { type: 'WARD', id: '123456' });
  assert.deepEqual(parseLocationKey('Meetinghouse/abc-1'), { type: 'MEETINGHOUSE', id: 'abc-1' });
  assert.deepEqual(parseLocationKey('ward.seasonal:77'), { type: 'WARD.SEASONAL', id: '77' });
  assert.deepEqual(parseLocationKey(' temple : 9 '), { type: 'TEMPLE', id: '9' });
});

test('the type ends at the first separator, so ids keep theirs; the id keeps its case', () => {
  assert.deepEqual(parseLocationKey('custom:a/b:C'), { type: 'CUSTOM', id: 'a/b:C' });
  assert.deepEqual(parseLocationKey('custom/a:b'), { type: 'CUSTOM', id: 'a:b' });
});

test('an object key is normalised the same way', () => {
  assert.deepEqual(parseLocationKey({ type: 'stake', id: '5' }), { type: 'STAKE', id: '5' });
});

test('keys without a type or an id throw a TypeError', () => {
  for (const input of ['123', ':123', 'WARD:', 'WARD/', '', ' : ']) {
    assert.throws(() => parseLocationKey(input), { name: 'TypeError', message: /Invalid location key/ }, input);
  }
  assert.throws(() => parseLocationKey({ type: 'WARD' } as never), TypeError);
  assert.equal(tryParseLocationKey('nope'), undefined);
});

test("formatLocationKey writes 'TYPE:id'", () => {
  assert.equal(formatLocationKey('ward/12'), 'WARD:12');
  assert.equal(formatLocationKey({ type: 'temple', id: '3' }), 'TEMPLE:3');
  assert.equal(formatLocationKey('stake', 42), 'STAKE:42');
  assert.deepEqual(parseLocationKey(formatLocationKey('ward', 'x/y')), { type: 'WARD', id: 'x/y' });
});
