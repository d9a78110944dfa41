import { useEffect } from 'react';
import { emphasis, NO_TILES_MESSAGE } from './emphasized-media-tiles-logic.ts';

const MARK = 'data-vb-emphasized';

/**
 * Marks the emphasized tile (`data-vb-emphasized`, which the grid styles span two columns and two rows) and says in
 * the console what is wrong with the author's markup: no tiles, or an `emphasized` that names no tile. The mark is
 * taken off again when the tiles or the attribute change, so the author's own attributes stay as written.
 */
export function useEmphasis(tiles: readonly HTMLElement[], value: number): number {
  const { index, problem } = emphasis(value, tiles.length);
  useEffect(() => {
    if (problem) console.warn(`visitorBlocks: ${problem}`);
  }, [problem]);
  useEffect(() => {
    // Children a script appends after connecting arrive a task later (the timer is cleared when they come).
    if (tiles.length > 0) return undefined;
    const timer = setTimeout(() => console.warn(`visitorBlocks: ${NO_TILES_MESSAGE}`), 0);
    return () => clearTimeout(timer);
  }, [tiles.length]);
  useEffect(() => {
    const tile = tiles[index];
    if (!tile) return undefined;
    tile.setAttribute(MARK, '');
    return () => tile.removeAttribute(MARK);
  }, [tiles, index]);
  return index;
}
