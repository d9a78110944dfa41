import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fold, listNote, matchOptions, optionsFromAnswer, shouldAsk, submittedValue } from '../../../elements/autocomplete/autocomplete-logic.ts';

const opt = (text: string, value = text) => ({ text, value });
const OPTIONS = [opt('Scripture study'), opt('Service projects'), opt('Family history'), opt('Youth service'), opt('Écosse', 'sco')];

test('fold drops case, accents and extra spaces', () => {
  assert.equal(fold('  ÉCOSSE  du   Nord '), 'ecosse du nord');
});

test('matchOptions: start of the text first, then start of a word, then anywhere; author order inside each group', () => {
  assert.deepEqual(
    matchOptions(OPTIONS, 'serv', 10).map((o) => o.text),
    ['Service projects', 'Youth service'],
  );
  assert.deepEqual(
    matchOptions(OPTIONS, 'ist', 10).map((o) => o.text),
    ['Family history'],
  );
  assert.deepEqual(
    matchOptions([opt('Ministering'), opt('Isaiah'), opt('The Isles')], 'is', 10).map((o) => o.text),
    ['Isaiah', 'The Isles', 'Ministering'],
  );
});

test('matchOptions ignores accents and case, and keeps the limit', () => {
  assert.deepEqual(matchOptions(OPTIONS, 'ECOSSE', 10), [opt('Écosse', 'sco')]);
  assert.equal(matchOptions(OPTIONS, 's', 2).length, 2);
  assert.deepEqual(matchOptions(OPTIONS, 'zzz', 10), []);
});

test('matchOptions with an empty query offers the whole list, up to the limit', () => {
  assert.equal(matchOptions(OPTIONS, '', 10).length, 5);
  assert.equal(matchOptions(OPTIONS, '   ', 3).length, 3);
});

test('optionsFromAnswer reads strings and objects with text, label or value', () => {
  assert.deepEqual(optionsFromAnswer(['Main St', 42, { text: '1600 Penn Ave', value: 'p1' }, { label: 'Elm St' }, { value: 'v' }], 10), [
    opt('Main St'),
    opt('42'),
    opt('1600 Penn Ave', 'p1'),
    opt('Elm St'),
    opt('v'),
  ]);
});

test('optionsFromAnswer drops entries without text, gives nothing for a non-list, and keeps the limit', () => {
  assert.deepEqual(optionsFromAnswer([null, '', '  ', { text: '' }, { other: 1 }, true], 10), []);
  assert.deepEqual(optionsFromAnswer({ results: ['a'] }, 10), []);
  assert.deepEqual(optionsFromAnswer('a', 10), []);
  assert.deepEqual(optionsFromAnswer(['a', 'b', 'c'], 2), [opt('a'), opt('b')]);
});

test('shouldAsk: a URL is asked only for enough non-blank characters', () => {
  assert.equal(shouldAsk('', 1), false);
  assert.equal(shouldAsk('   ', 1), false);
  assert.equal(shouldAsk('a', 1), true);
  assert.equal(shouldAsk(' a ', 2), false);
  assert.equal(shouldAsk('ab', 2), true);
  assert.equal(shouldAsk('a', 0), true);
});

test("submittedValue: the chosen option's value while its text is in the box, else the text", () => {
  assert.equal(submittedValue('Español', opt('Español', 'es')), 'es');
  assert.equal(submittedValue('Españo', opt('Español', 'es')), 'Españo');
  assert.equal(submittedValue('Anything', null), 'Anything');
});

test('listNote: no-results for an empty settled answer, error for a failure, nothing otherwise', () => {
  assert.equal(listNote({ query: 'x', settled: true, failed: false, count: 0 }), 'no-results');
  assert.equal(listNote({ query: 'x', settled: true, failed: true, count: 0 }), 'error');
  assert.equal(listNote({ query: 'x', settled: true, failed: false, count: 3 }), 'none');
  assert.equal(listNote({ query: 'x', settled: false, failed: false, count: 0 }), 'none');
  assert.equal(listNote({ query: ' ', settled: true, failed: false, count: 0 }), 'none');
});
