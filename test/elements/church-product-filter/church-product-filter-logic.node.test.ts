import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { initialSelection, keeps, languageLabel, parseCodes, urlWithSelection } from '../../../elements/church-product-filter/language-filter.ts';

const OPTIONS = ['en', 'es', 'fr'].map((code) => ({ code, label: code }));

describe('language filter logic (spec sections 1, 2 and 5)', () => {
  test('codes: a comma list, trimmed, valid, without duplicates in any case', () => {
    assert.deepEqual(parseCodes(' es, fr,,ES, pt-BR, <b>, e s, x'), ['es', 'fr', 'pt-BR']);
    assert.deepEqual(parseCodes(null), []);
  });

  test('labels come from Intl.DisplayNames in the page language; an unknown code shows as written', () => {
    assert.equal(languageLabel('es', 'en'), 'Spanish');
    assert.equal(languageLabel('es', 'es'), 'español');
    assert.equal(languageLabel('qqq', 'en'), 'qqq');
  });

  test('the initial value uses the single selected language; multiple takes every offered code', () => {
    assert.deepEqual(initialSelection(['es'], OPTIONS, false), ['es']);
    assert.deepEqual(initialSelection(['ES'], OPTIONS, false), ['es']);
    assert.deepEqual(initialSelection(['es', 'fr'], OPTIONS, false), []);
    assert.deepEqual(initialSelection(['de'], OPTIONS, false), []);
    assert.deepEqual(initialSelection(['es', 'de', 'fr'], OPTIONS, true), ['es', 'fr']);
  });

  test('the URL keeps every other parameter and the fragment; no selection removes the parameter', () => {
    assert.equal(
      urlWithSelection('https://x.test/p?location=Provo&languages=fr#r', 'languages', ['es', 'to']),
      'https://x.test/p?location=Provo&languages=es%2Cto#r',
    );
    assert.equal(urlWithSelection('https://x.test/p?location=Provo&languages=fr', 'languages', []), 'https://x.test/p?location=Provo');
  });

  test('an item stays when nothing is chosen, when it is unmarked, or when one of its codes is chosen', () => {
    assert.equal(keeps('es', []), true);
    assert.equal(keeps(null, ['es']), true);
    assert.equal(keeps('en, ES', ['es']), true);
    assert.equal(keeps('en', ['es', 'fr']), false);
  });
});
