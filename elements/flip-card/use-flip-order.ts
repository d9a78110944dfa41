/**
 * The stack's order (card indexes from the top) and the two things that change it: a flip (the top card turns over,
 * then goes to the back; the turn is `FLIP_DURATION`, none under reduced motion) and a shuffle.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../src/reduced-motion.ts';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { fitOrder, flipDuration, flipOrder, initialOrder, shuffleOrder } from './flip-card-logic.ts';

const TURN = [{ transform: 'perspective(60rem) rotateY(0deg)' }, { transform: 'perspective(60rem) rotateY(-90deg)' }];

export interface FlipOrder {
  order: readonly number[];
  /** Turn the top card over and send it to the back; `done` runs once it is there. */
  flip(done: (order: readonly number[]) => void): void;
  shuffle(): readonly number[];
}

export function useFlipOrder(cards: readonly HTMLElement[]): FlipOrder {
  const count = cards.length;
  const [order, setOrder] = useState(() => initialOrder(count));
  const current = useMemo(() => fitOrder(order, count), [order, count]);
  const latest = useLatest({ current, cards });
  const turning = useRef<Animation | null>(null);

  useEffect(() => () => turning.current?.cancel(), []);

  const flip = useCallback(
    (done: (order: readonly number[]) => void) => {
      const { current: now, cards: all } = latest.current;
      if (now.length < 2 || turning.current) return;
      const top = all[now[0] as number];
      const finish = () => {
        turning.current = null;
        const next = flipOrder(latest.current.current);
        setOrder(next);
        done(next);
      };
      const duration = flipDuration(prefersReducedMotion());
      if (!top || duration === 0 || typeof top.animate !== 'function') {
        finish();
        return;
      }
      const animation = top.animate(TURN, { duration, easing: 'ease-in' });
      turning.current = animation;
      animation.finished.then(finish, () => {
        turning.current = null;
      });
    },
    [latest],
  );

  const shuffle = useCallback(() => {
    const next = shuffleOrder(latest.current.current);
    setOrder(next);
    return next;
  }, [latest]);

  return { order: current, flip, shuffle };
}
