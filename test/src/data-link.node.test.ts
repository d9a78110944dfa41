import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isCurrentAddress, type PageAddress } from '../../src/data-link.ts';

const page: PageAddress = { href: 'https://www.example.org/visit/chapel?x=1#map', origin: 'https://www.example.org', pathname: '/visit/chapel' };

describe('data-link: is this item the current page?', () => {
  it('equal when the address is the page origin plus path, written absolute or relative', () => {
    assert.equal(isCurrentAddress('https://www.example.org/visit/chapel', page), true);
    assert.equal(isCurrentAddress('/visit/chapel', page), true);
    assert.equal(isCurrentAddress('chapel', page), true);
  });

  it('not equal for another path, origin, query, fragment or trailing slash', () => {
    for (const address of [
      '',
      '/visit',
      '/visit/chapel/',
      '/visit/chapel?x=1',
      '/visit/chapel?',
      '/visit/chapel#map',
      'http://www.example.org/visit/chapel',
      'https://example.org/visit/chapel',
      'mailto:someone@example.org',
      'http://[bad',
    ]) {
      assert.equal(isCurrentAddress(address, page), false, address);
    }
  });
});
