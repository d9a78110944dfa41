/**
 * Puts each card in its place for the index (data-vb-card-place: gone, 0 to 4, under), makes every card but the top
 * one inert, and animates the move: the top card leaves in 400 ms, a card comes back in 500 ms, none of it under
 * reduced motion (spec section 9). The author's cards are given back as they came on unmount.
 */
import { useLayoutEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../src/reduced-motion.ts';
import { durationOf, placeOf } from './card-stack-logic.ts';

export const PLACE_ATTRIBUTE = 'data-vb-card-place';

const OUT = { translate: '-115% 0', rotate: '-6deg', opacity: 0, visibility: 'visible' };
const IN = { translate: '0 0', rotate: '0deg', opacity: 1, visibility: 'visible' };

export function useCardPlaces(cards: readonly HTMLElement[], index: number): void {
  const shown = useRef<number | null>(null);

  useLayoutEffect(() => {
    cards.forEach((card, cardIndex) => {
      const place = placeOf(cardIndex, index);
      card.setAttribute(PLACE_ATTRIBUTE, String(place));
      card.inert = place !== 0;
    });
    const before = shown.current;
    shown.current = index;
    if (before === null || before === index || typeof HTMLElement.prototype.animate !== 'function') return;
    const forward = index > before;
    const moving = cards[forward ? before : index];
    const duration = durationOf(forward ? 'remove' : 'restore', prefersReducedMotion());
    if (!moving || duration === 0) return;
    // A quick second move replaces the card's running animation rather than stacking on it.
    for (const running of moving.getAnimations()) if (!(running instanceof CSSTransition)) running.cancel();
    moving.animate(forward ? [IN, OUT] : [OUT, IN], { duration, easing: forward ? 'ease-in' : 'ease-out' });
  }, [cards, index]);

  useLayoutEffect(
    () => () => {
      for (const card of cards) {
        card.removeAttribute(PLACE_ATTRIBUTE);
        card.inert = false;
      }
    },
    [cards],
  );
}
