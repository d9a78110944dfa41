/**
 * The poster loop: the kit's player (src/media/) as a looping video (muted, no controls, loads and plays only within
 * 500 px of view, paused outside it and under reduced motion), held between its start and end times.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PlayerOptions } from '../../src/media/adapter.ts';
import { hasBrightcove, hasYouTube, parseMediaConfig } from '../../src/media/media-logic.ts';
import { useMediaLoad } from '../../src/media/use-media-load.ts';
import { useMediaPlayer, type MediaControls } from '../../src/media/use-media-player.ts';
import { LOOP_CHECK_MS, loopJump, loopWindow } from './emphasized-video-logic.ts';

export interface PosterLoopSetup {
  element: HTMLElement;
  tag: string;
  src: string;
  /** The media config (`data-media`): the loop's source when there is no `src` and `loopPlatform` is set. */
  media: unknown;
  loopPlatform: boolean;
  poster: string;
  loopStart: number;
  loopEnd: number;
  reducedMotion: boolean;
  /** The full video has played: the loop no longer plays by itself. */
  stopped: boolean;
  /** The block may start up (not `no-init`, nor held by a player with `init-children`): only then the loop loads by itself. */
  startUp: boolean;
}

export interface PosterLoop {
  controls: MediaControls;
  /** The box the loop loads into (also what brings it near view). */
  containerRef: (node: HTMLDivElement | null) => (() => void) | void;
}

function useLoopOptions({ tag, src, media, loopPlatform, poster, loopStart, loopEnd, reducedMotion }: PosterLoopSetup) {
  return useMemo(() => {
    const { window, problems } = loopWindow(loopStart, loopEnd, tag);
    for (const problem of problems) console.warn(`visitorBlocks: ${problem}`);
    // A file loops; a platform video only when the author gives up the privacy facade for the loop (`loop-platform`):
    // it reaches its platform before the visitor pressed play. The full video's view reports a bad config.
    const options: PlayerOptions = {
      config: !src && loopPlatform ? parseMediaConfig(media).config : {},
      src,
      sources: [],
      kind: 'video',
      looping: true,
      autoplay: !reducedMotion,
      controls: false,
      muted: true,
      poster,
      title: '',
      start: window.start,
    };
    return { options, window };
  }, [tag, src, media, loopPlatform, poster, loopStart, loopEnd, reducedMotion]);
}

export function usePosterLoop(setup: PosterLoopSetup): PosterLoop {
  const { element, reducedMotion, stopped } = setup;
  const { options, window } = useLoopOptions(setup);
  const container = useRef<HTMLDivElement | null>(null);
  const controls = useMediaPlayer({
    element,
    prefix: 'vb-emphasized-video-loop',
    options,
    // The element's id triggers the full video, not its decoration; the loop sends no analytics.
    triggerId: '',
    name: '',
    skipAnalytics: true,
    container,
    background: true,
  });
  // Told "reduced motion" once stopped: the kit then pauses the loop and no longer plays it when it comes near view.
  // Without a file (or a platform video it may loop) there is no loop: the poster stays (not an error of the block).
  const source = Boolean(setup.src) || hasBrightcove(options.config) || hasYouTube(options.config);
  const loader = useMemo(() => (source ? controls : { ...controls, load: () => undefined }), [source, controls]);
  const loadRef = useMediaLoad(element, 'scroll', true, reducedMotion || stopped, loader, setup.startUp);
  useLoopWindow(controls, window.start, window.end);
  const containerRef = useMemo(
    () => (node: HTMLDivElement | null) => {
      container.current = node;
      return loadRef(node);
    },
    [loadRef],
  );
  return { controls, containerRef };
}

/** While the loop plays, send it back to its start at its end time (and when the file's own loop wrapped to 0). */
function useLoopWindow({ state, times, seek }: MediaControls, start: number, end: number | undefined): void {
  useEffect(() => {
    if (!state.playing) return undefined;
    const timer = setInterval(() => {
      const target = loopJump(times().currentTime, { start, end });
      if (target !== undefined) seek(target);
    }, LOOP_CHECK_MS);
    return () => clearInterval(timer);
  }, [state.playing, times, seek, start, end]);
}

/** True once the full video has played: from then on the loop stays paused and hidden, whatever the scroll does. */
export function useFullVideoStarted(element: HTMLElement): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const onPlay = () => setStarted(true);
    element.addEventListener('vb-emphasized-video-play', onPlay);
    return () => element.removeEventListener('vb-emphasized-video-play', onPlay);
  }, [element]);
  return started;
}
