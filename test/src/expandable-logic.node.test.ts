import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buttonText, detailsProblem, headingProblem } from '../../src/expandable-logic.ts';

test('the button reads the more label while closed and the less label while open', () => {
  assert.equal(buttonText(false, 'Show more', 'Show less'), 'Show more');
  assert.equal(buttonText(true, 'Show more', 'Show less'), 'Show less');
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
});
