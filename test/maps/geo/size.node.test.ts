import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatSize, parseSize } from '../../../maps/geo/size.ts';

test('parseSize accepts an array, an object and a WIDTHxHEIGHT string', () => {
  assert.deepEqual(parseSize([3, 4]), { width: 3, height: 4 });
  assert.deepEqual(parseSize({ width: 640, height: 480 }), { width: 640, height: 480 });
  assert.deepEqual(parseSize({ w: 640, h: 480 }), { width: 640, height: 480 });
  assert.deepEqual(parseSize('3x4'), { width: 3, height: 4 });
  assert.deepEqual(parseSize(' 640 X 480 '), { width: 640, height: 480 });
  assert.deepEqual(parseSize('640×480'), { width: 640, height: 480 });
  assert.deepEqual(parseSize(['10', '20']), { width: 10, height: 20 });
});

test('parseSize rounds fractions up', () => {
  assert.deepEqual(parseSize([2.1, 3.0001]), { width: 3, height: 4 });
  assert.deepEqual(parseSize('2.5x0.2'), { width: 3, height: 1 });
  assert.deepEqual(parseSize({ width: 0, height: 7 }), { width: 0, height: 7 });
});

test('parseSize rejects what is not a size with a TypeError', () => {
  const cases: [unknown, RegExp][] = [
    ['3', /expected 'WIDTHxHEIGHT'/],
    ['3x', /expected 'WIDTHxHEIGHT'/],
    ['axb', /width must be a finite number/],
    [[1], /expected \[width, height\]/],
    [[-1, 2], /width must be a finite number of 0 or more/],
    [{ width: 2 }, /height must be a finite number/],
    [[1, Infinity], /height must be/],
    [7, /expected an array, an object or a string/],
  ];
  for (const [input, message] of cases) assert.throws(() => parseSize(input), { name: 'TypeError', message }, JSON.stringify(input));
});

test('formatSize writes the string form back', () => {
  assert.equal(formatSize({ width: 3, height: 4 }), '3x4');
  assert.deepEqual(parseSize(formatSize({ width: 300, height: 200 })), { width: 300, height: 200 });
});
