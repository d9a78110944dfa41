import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fill, isGiving, serverLimit } from '../../../elements/counter/counter-logic.ts';
import { safeHref } from '../../../src/safe-href.ts';

describe('vb-counter rules (counter-logic.ts)', () => {
  it('takes increments only with a limit above 0', () => {
    assert.equal(isGiving(0), false);
    assert.equal(isGiving(-3), false);
    assert.equal(isGiving(Number.NaN), false);
    assert.equal(isGiving(1), true);
    assert.equal(serverLimit(0), undefined);
    assert.equal(serverLimit(2.7), 2);
    assert.equal(serverLimit(0.5), 1);
  });

  it('fills placeholders and leaves unknown ones', () => {
    assert.equal(fill('Goal: {limit}', { limit: '1,000' }), 'Goal: 1,000');
    assert.equal(fill('{other} left', {}), '{other} left');
  });

  it('links only to http(s) pages', () => {
    const base = 'https://example.org/page';
    assert.equal(safeHref('/give', base), '/give');
    assert.equal(safeHref('https://give.example.org', base), 'https://give.example.org');
    assert.equal(safeHref('JavaSCript:alert(1)', base), undefined);
    assert.equal(safeHref(' data:text/html,x', base), undefined);
    assert.equal(safeHref('', base), undefined);
  });
});
