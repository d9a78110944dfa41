import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buttonText, detailsProblem, headingLevelOf, headingProblem, levelProblem } from '../../src/expandable-logic.ts';

test('the button reads the more label while closed and the less label while open', () => {
  assert.equal(buttonText(false, 'Show more', 'Show less'), 'Show more');
  assert.equal(buttonText(true, 'Show more', 'Show less'), 'Show less');
});

test('heading levels 2 to 6 are kept; anything else is refused', () => {
  assert.deepEqual([2, 3, 4, 5, 6].map(headingLevelOf), [2, 3, 4, 5, 6]);
  assert.deepEqual([1, 7, 0, -3, 2.5, Number.NaN].map(headingLevelOf), [undefined, undefined, undefined, undefined, undefined, undefined]);
});

test('bad input is named in words that name the element, the attribute and the thing the element is', () => {
  assert.equal(
    headingProblem('vb-card-tile', 'card', '  '),
    '<vb-card-tile>: heading is empty; give the card a heading (heading="…"), it names the card and its button.',
  );
  assert.equal(headingProblem('vb-uber-tile', 'tile', 'Temples'), undefined);
  assert.equal(
    detailsProblem('vb-uber-tile', false),
    '<vb-uber-tile>: no details. Put the content to reveal in a child with slot="details"; until then there is no button.',
  );
  assert.equal(detailsProblem('vb-uber-tile', true), undefined);
  assert.equal(levelProblem('vb-uber-tile', 7), '<vb-uber-tile>: heading-level="7" is not 2 to 6; using 3.');
  assert.equal(levelProblem('vb-uber-tile', 2), undefined);
});
