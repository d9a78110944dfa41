import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GET_POST_SWITCH } from '../../../maps/service/constants.ts';
import { chooseMethod, encodeQuery, measuredLength, toQueryValue, withQuery } from '../../../maps/service/query.ts';

test('scalars go as text, dates as ISO 8601, objects and arrays as JSON; null and undefined are left out', () => {
  assert.equal(toQueryValue('Provo, UT'), 'Provo, UT');
  assert.equal(toQueryValue(12.5), '12.5');
  assert.equal(toQueryValue(0), '0');
  assert.equal(toQueryValue(false), 'false');
  assert.equal(toQueryValue(new Date(Date.UTC(2030, 5, 1))), '2030-06-01T00:00:00.000Z');
  assert.equal(toQueryValue(['WARDS', 'STAKES']), '["WARDS","STAKES"]');
  assert.equal(toQueryValue({ latitude: 1, longitude: 2 }), '{"latitude":1,"longitude":2}');
  assert.equal(toQueryValue([]), '[]');
  assert.equal(toQueryValue(undefined), undefined);
  assert.equal(toQueryValue(null), undefined);
});

test('encodeQuery keeps the payload order and escapes as a form would', () => {
  assert.equal(encodeQuery({ b: 1, a: 'x y&z', skip: undefined, none: null, list: ['a,b'] }), 'b=1&a=x+y%26z&list=%5B%22a%2Cb%22%5D');
  assert.equal(encodeQuery({}), '');
  assert.equal(encodeQuery(undefined), '');
  const round = new URLSearchParams(encodeQuery({ filters: [{ field: 'name', operator: 'not contains', operand: 'CARE CENTER' }] }));
  assert.deepEqual(JSON.parse(round.get('filters') ?? ''), [{ field: 'name', operator: 'not contains', operand: 'CARE CENTER' }]);
});

test('withQuery adds ? or & and nothing for an empty query', () => {
  assert.equal(withQuery('/a', ''), '/a');
  assert.equal(withQuery('/a', 'x=1'), '/a?x=1');
  assert.equal(withQuery('/a?x=1', 'y=2'), '/a?x=1&y=2');
});

test('chooseMethod: GET below 2000 characters of path + JSON payload (spec section 7), POST from 2000', () => {
  assert.equal(GET_POST_SWITCH, 2000);
  const path = '/locations/search';
  const fixed = `${path}{"query":""}`.length;
  assert.equal(measuredLength(path, { query: 'q'.repeat(1999 - fixed) }), 1999);
  assert.equal(chooseMethod(path, { query: 'q'.repeat(1999 - fixed) }), 'GET');
  assert.equal(chooseMethod(path, { query: 'q'.repeat(2000 - fixed) }), 'POST');
  assert.equal(chooseMethod(path, { query: 'q'.repeat(2001 - fixed) }), 'POST');
  // Percent-encoding does not count: 700 quotes are 2,100 characters as a query but 1,400 as JSON (escaped \").
  const quotes = { query: '"'.repeat(700) };
  assert.ok(withQuery(path, encodeQuery(quotes)).length > 2000);
  assert.equal(chooseMethod(path, quotes), 'GET');
  // And JSON's own quoting does: a query of 1,996 characters whose JSON is 2,001 is posted.
  const short = { query: 'q'.repeat(1996 - `${path}?query=`.length) };
  assert.equal(withQuery(path, encodeQuery(short)).length, 1996);
  assert.equal(chooseMethod(path, short), 'POST');
  assert.equal(chooseMethod('/x'.repeat(1000), {}), 'POST', 'a path of 2000 alone is too long');
  assert.equal(chooseMethod('/x', {}), 'GET');
});
