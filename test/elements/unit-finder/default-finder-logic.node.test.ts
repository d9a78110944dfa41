import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  areaQuery,
  deviceMessage,
  filterChoices,
  finderState,
  headerText,
  resultMessage,
  shownSelection,
  showsFilters,
  splitList,
  startState,
  type Found,
} from '../../../elements/unit-finder/default-finder-logic.ts';
import type { FinderSearchResult } from '../../../elements/unit-finder/search.ts';

const attributes = { location: '', languages: 'es, fr,', yourLocation: 'your location' };

function found(units: number, exact = false, label = 'Provo, UT'): Found {
  const result = { status: 'ok', text: label, exact, units: Array.from({ length: units }, (_, i) => ({ id: `u${i}` })) } as unknown as FinderSearchResult;
  return { query: { location: label, label, text: label }, result };
}

describe('the default finder: what the page starts with', () => {
  test('lists: commas, blanks dropped', () => {
    assert.deepEqual(splitList(' es, fr ,, '), ['es', 'fr']);
    assert.deepEqual(splitList(''), []);
  });

  test('no URL and no location attribute: no search, the attribute languages', () => {
    assert.deepEqual(startState(null, attributes), { languages: ['es', 'fr'], unit: null });
  });

  test('the location attribute is searched as written; GEOLOCATE is the device, named your-location', () => {
    assert.deepEqual(startState(null, { ...attributes, location: ' Provo, UT ' }).search, {
      query: { location: 'Provo, UT', label: 'Provo, UT', text: 'Provo, UT' },
      text: 'Provo, UT',
    });
    assert.deepEqual(startState(null, { ...attributes, location: 'geolocate' }).search, {
      query: { location: 'GEOLOCATE', label: 'your location', geolocate: true },
      text: '',
    });
  });

  test('the URL wins over the attributes (location, languages, unit); its empty languages keep the attributes', () => {
    const start = startState({ location: 'Orem', languages: ['de'], unit: '42' } as never, { ...attributes, location: 'Provo' });
    assert.equal(start.search?.query.location, 'Orem');
    assert.deepEqual(start.languages, ['de']);
    assert.equal(start.unit, '42');
    assert.deepEqual(startState({ location: '', languages: [], unit: '' } as never, attributes).languages, ['es', 'fr']);
  });

  test("'Search this area': the centre to five decimals in the URL, named this-area", () => {
    assert.deepEqual(areaQuery({ latitude: 40.123456789, longitude: -111.987654321 }, 'this area'), {
      location: '40.12346,-111.98765',
      label: 'this area',
      position: { latitude: 40.123456789, longitude: -111.987654321 },
    });
  });
});

describe('the default finder: messages, state and header', () => {
  const words = {
    noValue: 'Please enter an address, city or ZIP code.',
    invalidAddress: 'We could not find that place. Please check the address.',
    browserLocation: 'Your browser cannot share your location. Please type an address.',
    userLocation: 'Location access is blocked. Please allow it or type an address.',
    searchError: 'The search could not be completed. Please try again.',
    loadingText: 'Searching…',
    noResults: 'No congregations found near {location}.',
    singleResult: '1 congregation near {location}',
    multipleResults: '{count} congregations near {location}',
  };

  test('a search without results names its message; results have none', () => {
    assert.deepEqual(resultMessage('noValue', words), { code: 'noValue', text: 'Please enter an address, city or ZIP code.' });
    assert.deepEqual(resultMessage('invalidAddress', words), { code: 'invalidAddress', text: 'We could not find that place. Please check the address.' });
    assert.equal(resultMessage('ok', words), undefined);
  });

  test('the device: unsupported is browser-location, a refusal user-location, unavailable and timeout the search error', () => {
    assert.deepEqual(deviceMessage('unsupported', words), {
      code: 'browserLocation',
      text: 'Your browser cannot share your location. Please type an address.',
    });
    assert.deepEqual(deviceMessage('denied', words), { code: 'userLocation', text: 'Location access is blocked. Please allow it or type an address.' });
    for (const reason of ['unavailable', 'timeout']) {
      assert.deepEqual(deviceMessage(reason, words), { code: 'search', text: 'The search could not be completed. Please try again.' }, reason);
    }
  });

  test('data-vb-state: loading first, an error without results, results or empty, else idle', () => {
    const message = { code: 'search' as const, text: 'x' };
    assert.equal(finderState(true, message, found(2), 2), 'loading');
    assert.equal(finderState(false, message, null, 0), 'error');
    assert.equal(finderState(false, null, found(2), 2), 'results');
    assert.equal(finderState(false, message, found(0), 0), 'empty');
    assert.equal(finderState(false, null, null, 0), 'idle');
  });

  test('the header: loading, none, one, many, with the place searched', () => {
    assert.equal(headerText(true, found(3), 3, words), 'Searching…');
    assert.equal(headerText(false, null, 0, words), '');
    assert.equal(headerText(false, found(0), 0, words), 'No congregations found near Provo, UT.');
    assert.equal(headerText(false, found(1), 1, words), '1 congregation near Provo, UT');
    assert.equal(headerText(false, found(7), 7, words), '7 congregations near Provo, UT');
  });
});

describe('the default finder: filters and selection', () => {
  test('the narrow-down panel: an inexact search with results only', () => {
    assert.equal(showsFilters(null), false);
    assert.equal(showsFilters(found(3, true)), false);
    assert.equal(showsFilters(found(0)), false);
    assert.equal(showsFilters(found(3)), true);
  });

  test('filter choices: languages found, and each type label once in the wording', () => {
    const choices = filterChoices(
      {
        languages: [{ code: 'es', label: 'Spanish', count: 2 }],
        unitTypes: [
          { type: 'WARD', labelKey: 'general', count: 3 },
          { type: 'WARD__YSA', labelKey: 'ysa', count: 1 },
          { type: 'BRANCH', labelKey: 'general', count: 1 },
        ],
      } as never,
      { generalWard: 'Ward', ysaWard: 'Young single adult ward', sawWard: 'Single adult ward' },
    );
    assert.deepEqual(choices.languages, [{ value: 'es', label: 'Spanish' }]);
    assert.deepEqual(choices.types, [
      { value: 'general', label: 'Ward' },
      { value: 'ysa', label: 'Young single adult ward' },
    ]);
    assert.deepEqual(filterChoices(null, { generalWard: 'Ward', ysaWard: 'Y', sawWard: 'S' }), { languages: [], types: [] });
  });

  test('the selection shown: a single result by itself, else the selection if it is still listed', () => {
    assert.equal(shownSelection(['a'], null), 'a');
    assert.equal(shownSelection(['a'], 'b'), 'a');
    assert.equal(shownSelection(['a', 'b'], 'b'), 'b');
    assert.equal(shownSelection(['a', 'b'], 'c'), null);
    assert.equal(shownSelection([], null), null);
  });
});
