import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyOpened,
  firstBlocker,
  headingText,
  initialState,
  named,
  openStarting,
  openedList,
  parseDrawers,
  progressOf,
  refOf,
  setOpen,
  setValidated,
  type AuthorElement,
  type AuthorNode,
} from '../../../elements/drawers/drawers-logic.ts';
import { formatProgress, parseProgress, progressKey, sumProgress, trackKey } from '../../../src/reading-progress.ts';

/** Plain objects standing in for the author's nodes: the logic needs no DOM. */
function el(localName: string, id = '', ...attributes: string[]): AuthorElement {
  return { nodeType: 1, localName, id, hasAttribute: (name) => attributes.includes(name) };
}
const text = (): AuthorNode => ({ nodeType: 3 });

const NO_RULES = { onlyOneOpen: false, onlyOnce: false };

function threeDrawers() {
  return parseDrawers<AuthorNode>([el('h3', 'a'), el('p'), el('h3', 'b'), el('div'), el('h3', 'c'), el('p')]).drawers;
}
const openIds = (open: ReadonlySet<unknown>, drawers: ReturnType<typeof threeDrawers>) => drawers.filter((d) => open.has(d.heading)).map((d) => d.id);

describe('parseDrawers', () => {
  test('each heading of the first heading level starts a drawer; nodes before the first are the intro', () => {
    const intro = el('p');
    const { intro: found, drawers } = parseDrawers<AuthorNode>([intro, el('h2', 'x'), el('p'), el('h4'), el('h2'), text()]);
    assert.deepEqual(found, [intro]);
    assert.deepEqual(
      drawers.map((d) => [d.id, d.level, d.panel.length, d.index]),
      [
        ['x', 2, 2, 0],
        ['', 2, 1, 1],
      ],
    );
  });

  test('open or data-open on the heading or a top-level panel element opens it, but not on details or dialog', () => {
    const { drawers } = parseDrawers<AuthorNode>([
      el('h3', 'a', 'open'),
      el('p'),
      el('h3', 'b'),
      el('div', '', 'data-open'),
      el('h3', 'c'),
      el('details', '', 'open'),
      el('h3', 'd'),
      el('dialog', '', 'open'),
    ]);
    assert.deepEqual(
      drawers.map((d) => d.initiallyOpen),
      [true, true, false, false],
    );
  });

  test('no heading: everything is intro', () => {
    const nodes = [el('p'), text()];
    assert.deepEqual(parseDrawers<AuthorNode>(nodes), { intro: nodes, drawers: [] });
  });
});

describe('refs and the opened list', () => {
  test('a drawer is named by its id, or by its index when it has none', () => {
    const drawers = parseDrawers<AuthorNode>([el('h3'), el('h3', 'b')]).drawers;
    assert.deepEqual(drawers.map(refOf), [0, 'b']);
    assert.deepEqual(named(drawers, ['b', 0, 'b', 'zz', 7]), [drawers[1], drawers[0]]);
  });

  test('openedList keeps strings and whole numbers, and refuses anything but a list', () => {
    assert.deepEqual(openedList(['a', 1, 1.5, null, {}, 'b']), ['a', 1, 'b']);
    assert.deepEqual(openedList(undefined), []);
    assert.equal(openedList('a'), undefined);
    assert.equal(openedList({ a: 1 }), undefined);
  });
});

describe('open and close', () => {
  test('initial state: named and marked drawers, only the first with only-one-open', () => {
    const drawers = parseDrawers<AuthorNode>([el('h3', 'a'), el('h3', 'b', 'open'), el('h3', 'c')]).drawers;
    assert.deepEqual(openIds(initialState(drawers, ['c'], false).open, drawers), ['b', 'c']);
    assert.deepEqual(openIds(initialState(drawers, ['c'], true).open, drawers), ['c']);
  });

  test('opening and closing report one toggle each; no change returns the same state', () => {
    const drawers = threeDrawers();
    const start = initialState(drawers, [], false);
    const opened = setOpen(start, drawers, drawers[1]!, true, NO_RULES);
    assert.deepEqual(openIds(opened.state.open, drawers), ['b']);
    assert.deepEqual(opened.toggles, [{ drawer: drawers[1], open: true }]);
    const again = setOpen(opened.state, drawers, drawers[1]!, true, NO_RULES);
    assert.equal(again.state, opened.state);
    assert.deepEqual(again.toggles, []);
    const closed = setOpen(opened.state, drawers, drawers[1]!, false, NO_RULES);
    assert.deepEqual(openIds(closed.state.open, drawers), []);
  });

  test('only-one-open closes the others first (their events go out before the opening)', () => {
    const drawers = threeDrawers();
    const start = initialState(drawers, ['a', 'c'], false);
    const { state, toggles } = setOpen(start, drawers, drawers[1]!, true, { onlyOneOpen: true, onlyOnce: false });
    assert.deepEqual(openIds(state.open, drawers), ['b']);
    assert.deepEqual(
      toggles.map((t) => [t.drawer.id, t.open]),
      [
        ['a', false],
        ['c', false],
        ['b', true],
      ],
    );
  });

  test('only-once refuses a close, but only-one-open may still close it', () => {
    const drawers = threeDrawers();
    const rules = { onlyOneOpen: false, onlyOnce: true };
    const start = initialState(drawers, ['a'], false);
    assert.equal(setOpen(start, drawers, drawers[0]!, false, rules).state, start);
    const switched = setOpen(start, drawers, drawers[1]!, true, { onlyOneOpen: true, onlyOnce: true });
    assert.deepEqual(openIds(switched.state.open, drawers), ['b']);
  });

  test('applyOpened closes what is not listed, then opens the list in its order, under the rules', () => {
    const drawers = threeDrawers();
    const start = initialState(drawers, ['b'], false);
    const { state, toggles } = applyOpened(start, drawers, ['c', 'a'], NO_RULES);
    assert.deepEqual(openIds(state.open, drawers), ['a', 'c']);
    assert.deepEqual(
      toggles.map((t) => [t.drawer.id, t.open]),
      [
        ['b', false],
        ['c', true],
        ['a', true],
      ],
    );
    const one = applyOpened(start, drawers, ['c', 'a'], { onlyOneOpen: true, onlyOnce: false });
    assert.deepEqual(openIds(one.state.open, drawers), ['c']);
    const kept = applyOpened(start, drawers, [], { onlyOneOpen: false, onlyOnce: true });
    assert.deepEqual(openIds(kept.state.open, drawers), ['b'], 'only-once: the property cannot close it');
  });

  test('drawers marked open that appear later open, unless only-one-open already has one open', () => {
    const drawers = parseDrawers<AuthorNode>([el('h3', 'a'), el('h3', 'b', 'open'), el('h3', 'c', 'open')]).drawers;
    const start = initialState(drawers, ['a'], false);
    const fresh = drawers.slice(1);
    assert.deepEqual(openIds(openStarting(start, drawers, fresh, false).open, drawers), ['a', 'b', 'c']);
    assert.equal(openStarting(start, drawers, fresh, true), start);
    const none = initialState(drawers.slice(0, 1), [], true);
    assert.deepEqual(openIds(openStarting(none, drawers, fresh, true).open, drawers), ['b']);
  });
});

describe('form variant', () => {
  test('the first earlier drawer with an invalid field blocks; each checked drawer is reported; going back is free', () => {
    const drawers = threeDrawers();
    const invalid = new Map([[drawers[1]!, 'city']]);
    const checked: Array<[string, boolean]> = [];
    const blocker = firstBlocker(
      drawers,
      drawers[2]!,
      (d) => invalid.get(d),
      (d, valid) => checked.push([d.id, valid]),
    );
    assert.deepEqual(blocker && [blocker.drawer.id, blocker.field], ['b', 'city']);
    assert.deepEqual(checked, [
      ['a', true],
      ['b', false],
    ]);
    assert.equal(
      firstBlocker(drawers, drawers[0]!, (d) => invalid.get(d)),
      undefined,
    );
    assert.equal(
      firstBlocker(drawers, drawers[1]!, (d) => invalid.get(d)),
      undefined,
    );
  });

  test('setValidated changes the flag once; unknown counts as not valid', () => {
    const drawers = threeDrawers();
    const start = initialState(drawers, [], false);
    assert.equal(setValidated(start, drawers[0]!, false), start);
    const valid = setValidated(start, drawers[0]!, true);
    assert.equal(valid.validated.get(drawers[0]!.heading), true);
    assert.equal(setValidated(valid, drawers[0]!, true), valid);
    assert.equal(setValidated(valid, drawers[0]!, false).validated.get(drawers[0]!.heading), false);
  });
});

describe('tracking', () => {
  test('keys: track-{trigger id} and track-{path}', () => {
    assert.equal(trackKey('visit'), 'track-visit');
    assert.equal(progressKey('/learn/lesson-1'), 'track-/learn/lesson-1');
  });

  test('progress counts drawers with an id, done as those visited, and reads back as done/total', () => {
    const drawers = parseDrawers<AuthorNode>([el('h3', 'a'), el('h3', 'b'), el('h3'), el('h3', 'c')]).drawers;
    const progress = progressOf(drawers, (id) => id === 'b' || id === 'c');
    assert.deepEqual(progress, { done: 2, total: 3 });
    assert.equal(formatProgress(progress.done, progress.total), '2/3');
    assert.deepEqual(parseProgress('2/5'), { done: 2, total: 5 });
    for (const bad of ['6/5', '2-5', '', null, '1/2/3', ' 1/2']) assert.equal(parseProgress(bad), undefined, String(bad));
    assert.deepEqual(
      sumProgress([
        { done: 1, total: 3 },
        { done: 2, total: 2 },
      ]),
      { done: 3, total: 5 },
    );
  });

  test('heading text for analytics collapses whitespace', () => {
    assert.equal(headingText('  Visit \n  us '), 'Visit us');
    assert.equal(headingText(null), '');
  });
});
