import { useCallback, useRef, type KeyboardEvent } from 'react';
import { rovingIndex, type RovingKeyOptions } from '../tab-order.ts';
import { useLatest } from './use-latest.ts';

export interface RovingTabIndexOptions extends RovingKeyOptions {
  count: number;
  active: number;
  onActiveChange(index: number): void;
}

export interface RovingItemProps<T extends HTMLElement> {
  tabIndex: 0 | -1;
  ref: (element: T | null) => void;
  onKeyDown: (event: KeyboardEvent<T>) => void;
}

/**
 * Roving tabindex for items a component renders itself:
 * `const itemProps = useRovingTabIndex({ count, active, onActiveChange }); <button {...itemProps(i)}>`.
 * Arrow keys, Home and End move the active item and focus it at once (a key press is the visitor
 * asking for it, so no delay); for author nodes that React does not render, use setTabOrder.
 */
export function useRovingTabIndex<T extends HTMLElement = HTMLElement>({
  count,
  active,
  onActiveChange,
  orientation,
  loop,
}: RovingTabIndexOptions): (index: number) => RovingItemProps<T> {
  const elements = useRef<Array<T | null>>([]);
  const latest = useLatest(onActiveChange);
  const current = Math.min(Math.max(active, 0), Math.max(count - 1, 0));

  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      const from = elements.current.indexOf(event.currentTarget);
      const next = rovingIndex(event.key, from < 0 ? current : from, count, { orientation, loop });
      if (next === undefined) return;
      event.preventDefault();
      elements.current[next]?.focus();
      if (next !== current) latest.current(next);
    },
    [count, current, orientation, loop, latest],
  );

  return useCallback(
    (index: number): RovingItemProps<T> => ({
      tabIndex: index === current ? 0 : -1,
      ref: (element: T | null) => {
        elements.current[index] = element;
      },
      onKeyDown,
    }),
    [current, onKeyDown],
  );
}
