/**
 * vb-inline-component-gallery's layout rules (no DOM): how many slides share a row, and when few slides share
 * the row instead of sliding (the spec's wrap-around shrink at 3 cells or fewer).
 */
import { shrinks } from '../../src/carousel-logic.ts';

/** Slides per row from 600 px: `per-view`, or fewer when there are fewer slides (they share the row). */
export function columns(perView: number, count: number, wrap: boolean): number {
  if (shrinks(wrap, count)) return count;
  return Math.max(1, Math.min(perView, Math.max(count, 1)));
}

/**
 * Whether there are more slides than show at once: one (and a peek) below 600 px, `cols` from 600 px. Only then are
 * there previous/next buttons (and their row), and only then does `wrap` wrap: with every slide in view the engine
 * would still offer moves.
 */
export function overflows(count: number, cols: number, wide: boolean): boolean {
  return count > (wide ? cols : 1);
}
