/**
 * The count vb-simple-counter shows: 0 until it first comes into view, then its `value`, and each later
 * value that is a whole number not below the one shown (spec section 5); a refused value keeps the count
 * and says why in the console, naming the element and the attribute.
 */
import { useEffect, useState } from 'react';
import { useInView } from '../../src/hooks/use-in-view.ts';
import { targetProblem } from '../../src/social-counter-logic.ts';

export function useCountTarget(target: number, onShown: (value: number) => void) {
  const [ref, inView] = useInView<HTMLParagraphElement>({ margin: 0 });
  const [shown, setShown] = useState<number | undefined>(undefined);
  const [refused, setRefused] = useState<number | undefined>(undefined);

  // Deciding from the previous count is React's "state from the previous render" pattern.
  if (inView && target !== shown && target !== refused) {
    const problem = targetProblem(shown, target);
    if (problem) setRefused(target);
    else setShown(target);
  }

  useEffect(() => {
    if (refused === undefined) return;
    console.warn(`<vb-simple-counter value="${String(refused)}">: ${targetProblem(shown, refused)}; the count stays ${shown ?? 0}.`);
  }, [refused, shown]);

  useEffect(() => {
    if (shown !== undefined) onShown(shown);
    // Only a change of the count is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  return { ref, shown };
}
