import { useEffect } from 'react';
import { useLatest } from '../../src/hooks/use-latest.ts';
import { isPlayEvent, isStopEvent, tileOf } from './emphasized-media-tiles-logic.ts';

const MARK = 'data-vb-playing';
const EVENTS = ['play', 'pause', 'ended', 'error'].flatMap((what) => [`vb-video-${what}`, `vb-media-player-${what}`]);

/**
 * A tile's player (a `<vb-video>` the author put in it; the media kit plays it and pauses every other player on the
 * page) tells the element when it plays and stops: the tile holding it is marked `data-vb-playing` while it plays,
 * and `onPlay` hears which tile started. Pausing a tile that leaves the carousel's view is the carousel kit's job.
 */
export function useTilePlay(host: HTMLElement, tiles: readonly HTMLElement[], onPlay: (index: number) => void): void {
  const play = useLatest(onPlay);
  useEffect(() => {
    const listener = (event: Event) => {
      const source = event.composedPath()[0];
      const index = tileOf(tiles, (tile) => source instanceof Node && tile.contains(source));
      const tile = tiles[index];
      if (!tile) return;
      if (isPlayEvent(event.type)) {
        tile.setAttribute(MARK, '');
        play.current(index);
      } else if (isStopEvent(event.type)) tile.removeAttribute(MARK);
    };
    for (const type of EVENTS) host.addEventListener(type, listener);
    return () => {
      for (const type of EVENTS) host.removeEventListener(type, listener);
      for (const tile of tiles) tile.removeAttribute(MARK);
    };
  }, [host, tiles, play]);
}
