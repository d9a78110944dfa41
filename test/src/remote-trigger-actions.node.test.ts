import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shownAfterTrigger } from '../../src/remote-trigger.ts';

// One rule for every block that shows and hides by remote trigger: the overlays, the floating action button, unveil.
test('open and show show, close and hide hide, toggle flips, from either state', () => {
  for (const shown of [false, true]) {
    assert.equal(shownAfterTrigger('open', shown), true);
    assert.equal(shownAfterTrigger('show', shown), true);
    assert.equal(shownAfterTrigger('close', shown), false);
    assert.equal(shownAfterTrigger('hide', shown), false);
    assert.equal(shownAfterTrigger('toggle', shown), !shown);
  }
});

test('an action that is not about showing (play, pause, an unknown word, empty) is ignored', () => {
  for (const action of ['play', 'pause', 'restart', '', 'OPEN']) {
    assert.equal(shownAfterTrigger(action, false), undefined);
    assert.equal(shownAfterTrigger(action, true), undefined);
  }
});
