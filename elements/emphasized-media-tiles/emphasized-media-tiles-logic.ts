/**
 * vb-emphasized-media-tiles' pure rules (no DOM; node tests cover them): which tile the grid emphasizes, the
 * messages for an author's mistakes, and which tile a player event came from.
 */

const TAG = '<vb-emphasized-media-tiles>';

export interface Emphasis {
  /** The emphasized tile, or -1 for none. */
  index: number;
  /** What was wrong with the author's `emphasized`, for the console. */
  problem?: string;
}

/** The `emphasized` attribute read against the tiles there are: -1 is none, a number naming no tile falls back to the first. */
export function emphasis(value: number, count: number): Emphasis {
  if (count === 0) return { index: -1 };
  if (value === -1) return { index: -1 };
  if (Number.isInteger(value) && value >= 0 && value < count) return { index: value };
  const shown = Number.isFinite(value) ? String(value) : 'a value that is not a number';
  return {
    index: 0,
    problem: `${TAG} emphasized="${shown}" names no tile (there are ${count}, numbered from 0; -1 for none): the first tile is emphasized.`,
  };
}

export const NO_TILES_MESSAGE = `${TAG} has no tiles: write each tile as a child element (a picture or a <vb-video>, a heading, a text, a link).`;

/** The players' play events a tile's video sends (vb-video, vb-media-player): `vb-<folder>-play`. */
export function isPlayEvent(type: string): boolean {
  return type === 'vb-video-play' || type === 'vb-media-player-play';
}

export function isStopEvent(type: string): boolean {
  return /^vb-(video|media-player)-(pause|ended|error)$/.test(type);
}

/** The tile holding `target`: the first tile for which `holds` is true, or -1. */
export function tileOf<T>(tiles: readonly T[], holds: (tile: T) => boolean): number {
  return tiles.findIndex(holds);
}
