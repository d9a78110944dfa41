/** The page-locale kit's logic without a document: canonical tags, the English fallback, and one formatter per locale and options. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canonicalLanguage, dateTimeFormat, elementLanguage, FALLBACK_LANGUAGE, numberFormat, pluralRulesFor, relativeTimeFormat } from '../../src/locale.ts';

describe('canonicalLanguage', () => {
  test('writes a well-formed tag canonically', () => {
    assert.equal(canonicalLanguage('en-us'), 'en-US');
    assert.equal(canonicalLanguage(' pt-br '), 'pt-BR');
    assert.equal(canonicalLanguage('es'), 'es');
  });

  test('a malformed, blank or missing tag is undefined, never a RangeError', () => {
    assert.equal(canonicalLanguage('en_US '), undefined);
    assert.equal(canonicalLanguage('   '), undefined);
    assert.equal(canonicalLanguage(null), undefined);
    assert.equal(canonicalLanguage(undefined), undefined);
  });
});

describe('elementLanguage without a document', () => {
  test('is English', () => {
    assert.equal(typeof document, 'undefined');
    assert.equal(FALLBACK_LANGUAGE, 'en');
    assert.equal(elementLanguage(), 'en');
  });
});

describe('cached formatters', () => {
  test('one NumberFormat per locale and options, kept', () => {
    const first = numberFormat('es');
    assert.equal(numberFormat('es'), first, 'the same locale and options give the same formatter');
    assert.notEqual(numberFormat('es', { style: 'percent' }), first, 'other options, another formatter');
    assert.notEqual(numberFormat('de'), first, 'another locale, another formatter');
    assert.equal(numberFormat('de').format(1234.5), '1.234,5');
    assert.equal(numberFormat('es', { style: 'percent' }).format(0.2).replace(/\s/g, ' '), '20 %');
  });

  test('a locale Intl refuses formats in English instead of throwing', () => {
    assert.equal(numberFormat('en_US ').format(1234), '1,234');
    assert.equal(dateTimeFormat('not a tag', { timeZone: 'UTC', year: 'numeric' }).format(new Date(Date.UTC(2026, 0, 1))), '2026');
  });

  test('dates, relative times and plural rules are cached the same way', () => {
    const options = { timeZone: 'UTC', weekday: 'long' } as const;
    assert.equal(dateTimeFormat('fr', options), dateTimeFormat('fr', options));
    assert.equal(dateTimeFormat('fr', options).format(new Date(Date.UTC(2026, 10, 28))), 'samedi');
    assert.equal(relativeTimeFormat('en', { numeric: 'auto' }), relativeTimeFormat('en', { numeric: 'auto' }));
    assert.equal(relativeTimeFormat('en', { numeric: 'auto' }).format(1, 'day'), 'tomorrow');
    assert.equal(pluralRulesFor('en'), pluralRulesFor('en'));
    assert.equal(pluralRulesFor('en').select(1), 'one');
    assert.equal(pluralRulesFor('ar').select(2), 'two');
  });
});
