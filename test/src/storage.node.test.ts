/** The one cookie reader where there is no document (Node, the maps client on a server): it reads the string it is given. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { getCookie } from '../../src/storage.ts';

describe('getCookie without a document', () => {
  test('reads the named cookie from the string given, decoded', () => {
    const cookies = 'maps_refresh=r1; maps_bearer=token%20with%20space;maps_access=a';
    assert.equal(getCookie('maps_bearer', cookies), 'token with space');
    assert.equal(getCookie('maps_access', cookies), 'a');
    assert.equal(getCookie('maps', cookies), undefined, 'a prefix of a name is not the name');
  });

  test('a value that is not valid percent-encoding is kept as written; an empty one is empty', () => {
    assert.equal(getCookie('bad', 'bad=%E0%A4%A'), '%E0%A4%A');
    assert.equal(getCookie('empty', 'empty=; other=1'), '');
  });

  test('with no string and no document there are no cookies', () => {
    assert.equal(typeof document, 'undefined');
    assert.equal(getCookie('cid'), undefined);
  });
});
