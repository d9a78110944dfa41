import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_UNIT_IDS,
  numberFormat,
  numbersByUnit,
  numbersToShow,
  readNumbers,
  requestIds,
  telHref,
  unitPairs,
} from '../../../elements/missionary-phone-numbers/phone-numbers.ts';
import { formatForReading } from '../../../elements/missionary-phone-numbers/phone-format.ts';

describe('missionary phone numbers logic (spec section 7 GET /api/missionaryPhoneNumbers)', () => {
  test('unit ids: comma list then pairs, trimmed, without duplicates or ids the server refuses', () => {
    assert.deepEqual(
      unitPairs(' 1, 2,,1, x y ,3', [
        { unit: '4', parent: '9' },
        { unit: '2', parent: '8' },
      ]),
      [{ unit: '1' }, { unit: '2', parent: '8' }, { unit: '3' }, { unit: '4', parent: '9' }],
    );
    assert.deepEqual(
      unitPairs('', [
        { unit: '<b>', parent: '1' },
        { unit: '5', parent: 'no way' },
      ]),
      [{ unit: '5' }],
    );
    assert.deepEqual(unitPairs('', null), []);
  });

  test('one call asks for every unit, then the parents, capped at the server limit', () => {
    assert.deepEqual(requestIds([{ unit: '1', parent: '9' }, { unit: '2' }, { unit: '3', parent: '9' }]), ['1', '2', '3', '9']);
    const many = Array.from({ length: MAX_UNIT_IDS + 5 }, (_, i) => ({ unit: String(i) }));
    assert.equal(requestIds(many).length, MAX_UNIT_IDS);
  });

  test('an answer of another shape is an empty map; bad entries are dropped', () => {
    assert.equal(readNumbers(null).size, 0);
    assert.equal(readNumbers(['+1 801-555-0101']).size, 0);
    assert.equal(readNumbers('oops').size, 0);
    const map = readNumbers({ 1: ['+1 801-555-0101', '', 7], 2: 'nope', __proto__: ['+1 1'] });
    assert.deepEqual([...map], [['1', ['+1 801-555-0101']]]);
  });

  test('the first number per unit, the parent when a unit has none, a number shown once', () => {
    const answer = readNumbers({ 1: ['+1 801-555-0101', '+1 801-555-0102'], 2: [], 9: ['+1 801-555-0109'], 3: ['+1 (801) 555-0101'] });
    const pairs = unitPairs('1,2,3', [{ unit: '2', parent: '9' }]);
    assert.deepEqual(numbersToShow(pairs, answer, false), [
      { unit: '1', numbers: ['+1 801-555-0101'] },
      { unit: '2', numbers: ['+1 801-555-0109'] },
    ]);
    assert.deepEqual(numbersToShow(pairs, answer, true), [
      { unit: '1', numbers: ['+1 801-555-0101', '+1 801-555-0102'] },
      { unit: '2', numbers: ['+1 801-555-0109'] },
    ]);
    assert.deepEqual(numbersToShow(pairs, new Map(), true), []);
  });

  test("the event's map names every unit, [] when none, and __proto__ is just a key", () => {
    const map = numbersByUnit(unitPairs('u1,__proto__,u4', []), readNumbers({ u1: ['+1 801-555-0101'] }));
    assert.deepEqual(Object.keys(map), ['u1', '__proto__', 'u4']);
    assert.deepEqual(map['u4'], []);
    assert.deepEqual(map['__proto__'], []);
    assert.equal(Object.getPrototypeOf(map), Object.prototype);
    assert.deepEqual(map['u1'], ['+1 801-555-0101']);
  });

  test('tel: links dial the digits with the leading +', () => {
    assert.equal(telHref('+1 385-555-0108'), 'tel:+13855550108');
    assert.equal(telHref('(385) 555-0108'), 'tel:3855550108');
  });

  test('numbers grouped for reading by libphonenumber-js; unknown formats read international', () => {
    assert.equal(numberFormat('national'), 'national');
    assert.equal(numberFormat('weird'), 'international');
    assert.equal(formatForReading('+1 385-555-0108', 'international'), '+1 385 555 0108');
    assert.equal(formatForReading('+1 385-555-0108', 'national'), '(385) 555-0108');
    assert.equal(formatForReading('+1 385-555-0108', 'as-given'), '+1 385-555-0108');
    assert.equal(formatForReading('not a number', 'international'), 'not a number');
  });
});
