import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cookieNameOf, fitsCookie, mergeSaved, parseSaved } from '../../../elements/save-data/save-data-logic.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 28);

describe('save-data logic', () => {
  it('gives back a copy up to 365 days old, never an older one, one from the future or one that is not ours', () => {
    assert.deepEqual(parseSaved({ t: NOW - 365 * DAY, values: { city: ['York'] } }, NOW), { city: ['York'] });
    assert.equal(parseSaved({ t: NOW - 365 * DAY - 1, values: { city: ['York'] } }, NOW), undefined);
    assert.equal(parseSaved({ t: NOW + 2 * DAY, values: { city: ['York'] } }, NOW), undefined);
    assert.equal(parseSaved({ values: { city: ['York'] } }, NOW), undefined);
    assert.equal(parseSaved({ t: NOW }, NOW), undefined);
    assert.equal(parseSaved('York', NOW), undefined);
    assert.equal(parseSaved(null, NOW), undefined);
  });

  it('drops entries that are not lists of text', () => {
    assert.deepEqual(parseSaved({ t: NOW, values: { a: ['1'], b: [2], c: 'x', d: [] } }, NOW), { a: ['1'], d: [] });
  });

  it('merges the new values over the kept ones; an emptied field is forgotten', () => {
    assert.deepEqual(mergeSaved({ city: ['York'], email: ['a@b.org'] }, { city: ['Leeds'], email: [''] }), { city: ['Leeds'] });
    assert.deepEqual(mergeSaved({ city: ['York'] }, { updates: [] }), { city: ['York'] });
  });

  it('names the cookie by the attribute, else vb-save-data', () => {
    assert.equal(cookieNameOf('  prefs '), 'prefs');
    assert.equal(cookieNameOf(''), 'vb-save-data');
  });

  it('a copy fits a cookie up to about 3.8 KB encoded', () => {
    assert.equal(fitsCookie({ t: NOW, values: { note: ['a'.repeat(3700)] } }), true);
    assert.equal(fitsCookie({ t: NOW, values: { note: ['ä'.repeat(700)] } }), false);
  });
});
