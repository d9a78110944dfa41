/** The position and length the audio player shows: read every 300 ms while playing and after every change of state. */
import { useCallback, useEffect, useState } from 'react';
import { TIME_UPDATE_MS } from '../../src/media/media-logic.ts';
import type { MediaControls } from '../../src/media/use-media-player.ts';

export interface AudioPosition {
  position: number;
  duration: number;
  /** Show a position at once (a seek or skip), before the next reading. */
  show(seconds: number): void;
}

export function useAudioPosition(controls: MediaControls): AudioPosition {
  const [times, setTimes] = useState({ currentTime: 0, duration: 0 });
  const { state, times: read } = controls;
  useEffect(() => {
    // Read once the change has settled (the player's state comes from its own events), then every 300 ms while playing.
    const first = setTimeout(() => setTimes(read()), 0);
    const timer = state.playing ? setInterval(() => setTimes(read()), TIME_UPDATE_MS) : undefined;
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [read, state.playing, state.phase, state.buffering, state.seeks]);
  const show = useCallback((seconds: number) => setTimes((now) => ({ ...now, currentTime: seconds })), []);
  return { position: times.currentTime, duration: times.duration, show };
}
