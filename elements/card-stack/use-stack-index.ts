/**
 * The top card's index: starts from the `index` prop, follows it when the page sets it, clamps to the cards
 * there are, and is written back to the host's `index` attribute, so `el.index = 0` (the spec's refresh) always
 * moves the stack, even after the visitor moved it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { clampIndex, type StackCause } from './card-stack-logic.ts';

export interface StackIndex {
  index: number;
  cause: StackCause;
  go(index: number, cause: StackCause): void;
}

export function useStackIndex(host: HTMLElement, indexProp: number, count: number, onChange: (state: StackIndex) => void): StackIndex {
  const [state, setState] = useState<{ index: number; cause: StackCause }>({ index: indexProp, cause: 'property' });
  const [seenProp, setSeenProp] = useState(indexProp);
  if (seenProp !== indexProp) {
    setSeenProp(indexProp);
    if (state.index !== indexProp) setState({ index: indexProp, cause: 'property' });
  }
  const index = clampIndex(state.index, count);
  const [go] = useState(() => (next: number, cause: StackCause) => setState((current) => (current.index === next ? current : { index: next, cause })));

  useLayoutEffect(() => {
    if (host.getAttribute('index') !== String(index)) host.setAttribute('index', String(index));
  }, [host, index]);

  const latest = useLatest(onChange);
  const reported = useRef<number | null>(null);
  useEffect(() => {
    // The index at mount is no change; each later one is reported once.
    if (reported.current === null || count === 0) {
      reported.current = index;
      return;
    }
    if (reported.current === index) return;
    reported.current = index;
    latest.current({ index, cause: state.cause, go });
  }, [index, count, state.cause, go, latest]);

  return { index, cause: state.cause, go };
}
