/**
 * When a player loads (spec section 4: on click, on scroll within 150 px, 500 px when looping, or preload) and
 * where a looping video plays: only within 500 px of view, paused outside it and under reduced motion. Loading by
 * itself is the player's start-up: it waits while `startUp` is false (`no-init`, or held by `init-children`:
 * media-init.ts).
 */
import { useEffect } from 'react';
import { useOnInView } from '../hooks/use-in-view.ts';
import { useLatest } from '../hooks/use-latest.ts';
import { watchInView } from '../watch-in-view.ts';
import type { LoadMode } from './media-props.ts';
import { IN_VIEW_MARGIN_PX, LOOPING_IN_VIEW_MARGIN_PX } from './media-logic.ts';
import type { MediaControls } from './use-media-player.ts';

export function useMediaLoad(
  element: HTMLElement,
  mode: LoadMode,
  looping: boolean,
  reducedMotion: boolean,
  controls: MediaControls,
  startUp = true,
): (node: HTMLElement | null) => (() => void) | void {
  const latest = useLatest(controls);
  const scroll = startUp && (looping || mode === 'scroll');
  const ref = useOnInView<HTMLElement>(() => latest.current.load(false), {
    enabled: scroll,
    margin: looping ? LOOPING_IN_VIEW_MARGIN_PX : IN_VIEW_MARGIN_PX,
  });

  useEffect(() => {
    if (startUp && mode === 'preload' && !looping) latest.current.load(false);
  }, [latest, looping, mode, startUp]);

  const ready = controls.state.phase === 'ready';
  useEffect(() => {
    if (!looping || !ready) return undefined;
    return watchInView(
      element,
      (near) => {
        if (near && !reducedMotion) latest.current.play();
        else if (!near) latest.current.pause();
      },
      { margin: LOOPING_IN_VIEW_MARGIN_PX },
    );
  }, [element, latest, looping, ready, reducedMotion]);

  useEffect(() => {
    if (looping && reducedMotion) latest.current.pause();
  }, [latest, looping, reducedMotion]);

  return ref;
}
