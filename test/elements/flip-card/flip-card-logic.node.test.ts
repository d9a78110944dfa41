import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardLabel, fitOrder, flipDuration, flipOrder, initialOrder, isFlipKey, placesOf, shuffleOrder } from '../../../elements/flip-card/flip-card-logic.ts';
import { isMobileAgent } from '../../../src/mobile-agent.ts';

test('a flip sends the top card to the end; one card or none stays as it is', () => {
  assert.deepEqual(flipOrder([0, 1, 2, 3]), [1, 2, 3, 0]);
  assert.deepEqual(flipOrder(flipOrder([0, 1, 2])), [2, 0, 1]);
  assert.deepEqual(flipOrder([4]), [4]);
  assert.deepEqual(flipOrder([]), []);
});

test('places by card index, and the first order', () => {
  assert.deepEqual(initialOrder(3), [0, 1, 2]);
  assert.deepEqual(initialOrder(-1), []);
  assert.deepEqual(placesOf([2, 0, 1]), [1, 2, 0]);
});

test('a shuffle keeps every card once and changes the top card', () => {
  const always0 = () => 0;
  const shuffled = shuffleOrder([0, 1, 2, 3], always0);
  assert.deepEqual([...shuffled].sort(), [0, 1, 2, 3]);
  assert.notEqual(shuffled[0], 0);
  // A random source that would leave the top card where it was: the top still changes.
  const identity = shuffleOrder([0, 1, 2], () => 0.999);
  assert.deepEqual(identity, [1, 0, 2]);
  assert.deepEqual(shuffleOrder([5], Math.random), [5]);
});

test('an order fits a new number of cards: known ones keep their places, new ones go last', () => {
  assert.deepEqual(fitOrder([2, 0, 1], 4), [2, 0, 1, 3]);
  assert.deepEqual(fitOrder([2, 0, 1], 2), [0, 1]);
});

test('Enter and Space flip; 600 ms, none under reduced motion; the card name', () => {
  assert.equal(isFlipKey('Enter'), true);
  assert.equal(isFlipKey(' '), true);
  assert.equal(isFlipKey('a'), false);
  assert.equal(flipDuration(false), 600);
  assert.equal(flipDuration(true), 0);
  assert.equal(cardLabel('Card {index} of {count}', 1, 5), 'Card 2 of 5');
});

test('mobile user agents: client hints first, then the usual tokens', () => {
  assert.equal(isMobileAgent({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' }), false);
  assert.equal(isMobileAgent({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' }), true);
  assert.equal(isMobileAgent({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' }), true);
  assert.equal(isMobileAgent({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', userAgentData: { mobile: true } }), true);
  assert.equal(isMobileAgent(undefined), false);
  // iPadOS Safari asks for desktop sites and names itself a Mac; its touch screen tells it apart.
  const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
  assert.equal(isMobileAgent({ userAgent: mac, maxTouchPoints: 5 }), true);
  assert.equal(isMobileAgent({ userAgent: mac, maxTouchPoints: 0 }), false);
  assert.equal(isMobileAgent({ userAgent: mac }), false);
});
