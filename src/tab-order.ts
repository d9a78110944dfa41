/**
 * Tab-order helper (spec section 4): of a set of items (slides, cards, tabs, radios), only the active
 * one is tabbable, so Tab enters the set once and arrow keys move within it (WAI-ARIA roving tabindex).
 */

export const TAB_FOCUS_DELAY_MS = 100; // spec: tab focus delay 100 ms

export interface TabOrderOptions {
  /** Move focus to the active item after TAB_FOCUS_DELAY_MS (after the slide or flip animation has started). */
  focus?: boolean;
}

/**
 * Give the active item tabindex 0 and every other item -1; an out-of-range index is clamped.
 * Returns a function that cancels the pending focus (call it on unmount or before the next move).
 */
export function setTabOrder(items: readonly HTMLElement[], activeIndex: number, { focus = false }: TabOrderOptions = {}): () => void {
  if (items.length === 0) return () => {};
  const index = Math.min(Math.max(Math.trunc(Number.isFinite(activeIndex) ? activeIndex : 0), 0), items.length - 1);
  items.forEach((item, i) => {
    item.tabIndex = i === index ? 0 : -1;
  });
  if (!focus) return () => {};
  const active = items[index];
  const timer = setTimeout(() => {
    // The set may have been re-rendered or removed during the delay.
    if (active?.isConnected && active.tabIndex === 0) active.focus();
  }, TAB_FOCUS_DELAY_MS);
  return () => clearTimeout(timer);
}

export type RovingOrientation = 'horizontal' | 'vertical' | 'both';

export interface RovingKeyOptions {
  orientation?: RovingOrientation;
  /** Wrap from the last item to the first and back; default true. */
  loop?: boolean;
}

/**
 * The index a key moves to in a set of `count` items: arrows (by orientation), Home and End.
 * Undefined for any other key, so the caller leaves that key alone.
 */
export function rovingIndex(key: string, index: number, count: number, { orientation = 'both', loop = true }: RovingKeyOptions = {}): number | undefined {
  if (count <= 0) return undefined;
  const horizontal = orientation !== 'vertical';
  const vertical = orientation !== 'horizontal';
  let step: number;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if ((key === 'ArrowRight' && horizontal) || (key === 'ArrowDown' && vertical)) step = 1;
  else if ((key === 'ArrowLeft' && horizontal) || (key === 'ArrowUp' && vertical)) step = -1;
  else return undefined;
  const next = index + step;
  if (loop) return (next + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}
