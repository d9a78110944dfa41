import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import type { PlayerOptions } from '../../src/media/adapter.ts';
import { useMediaInit } from '../../src/media/media-init.ts';
import { formatTime } from '../../src/media/media-logic.ts';
import { MediaStatus, useHostMarkers } from '../../src/media/player.tsx';
import { useMediaLoad } from '../../src/media/use-media-load.ts';
import { useMediaPlayer } from '../../src/media/use-media-player.ts';
import type { PropsOf } from '../../src/props.ts';
import { audioSources, positionText, SKIP_SECONDS, skipTarget, UNLOADED_SEEK_MAX, unloadedShare } from './audio-player-logic.ts';
import type { meta } from './meta.ts';
import { useAudioPosition } from './use-audio-position.ts';

export type AudioPlayerProps = PropsOf<typeof meta>;

const C = 'vb-audio-player__';

function useAudioOptions({ src, sources, label, start }: AudioPlayerProps): PlayerOptions {
  return useMemo(() => {
    const files = audioSources(src, sources);
    return {
      config: {},
      src: files[0]?.src ?? '',
      sources: files,
      kind: 'audio',
      looping: false,
      autoplay: false,
      controls: false,
      muted: false,
      poster: '',
      title: label,
      start: Number.isFinite(start) && start > 0 ? start : 0,
    };
  }, [src, sources, label, start]);
}

/** vb-audio-player: the media kit's player (src/media/) with its own controls; the skip and seek rules are in audio-player-logic.ts. */
export function AudioPlayer(props: AudioPlayerProps) {
  const { element } = useHost();
  const options = useAudioOptions(props);
  const container = useRef<HTMLDivElement>(null);
  const controls = useMediaPlayer({
    element,
    prefix: 'vb-audio-player',
    options,
    triggerId: element.id,
    name: props.analyticsTitle || props.label,
    skipAnalytics: props.skipAnalytics,
    container,
  });
  useHostMarkers(element, controls);
  const { state } = controls;
  const startUp = useMediaInit(element, { noInit: props.noInit, initChildren: props.initChildren, started: state.phase !== 'idle' });
  const loadRef = useMediaLoad(element, props.load, false, false, controls, startUp);
  const { position, duration, show } = useAudioPosition(controls);
  const ready = state.phase === 'ready' && duration > 0;

  const goTo = (seconds: number) => {
    if (!ready) return controls.load(false);
    const target = skipTarget(seconds, 0, duration);
    controls.seek(target);
    show(target);
  };
  // A seek before the file loads (README 'Files and loading'): load it, then go to that share of its length.
  const [pendingShare, setPendingShare] = useState<number | undefined>(undefined);
  const onSeek = (event: ChangeEvent<HTMLInputElement>) => {
    const value = Number(event.currentTarget.value);
    if (ready) return goTo(value);
    setPendingShare(unloadedShare(value));
    controls.load(false);
  };
  const { seek } = controls;
  useEffect(() => {
    if (!ready || pendingShare === undefined) return;
    const target = skipTarget(pendingShare * duration, 0, duration);
    seek(target);
    show(target);
    // Done: the share is spent once the file is there.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPendingShare(undefined);
  }, [ready, pendingShare, duration, seek, show]);

  return (
    <div className={`${C}box`} part="box" ref={loadRef}>
      {props.label && (
        <p className={`${C}title`} part="title" aria-hidden="true">
          {props.label}
        </p>
      )}
      <div className={`${C}controls`} part="controls" role="group" aria-label={props.label || undefined}>
        <button
          type="button"
          className={`${C}play-toggle`}
          part="play-toggle"
          aria-label={state.playing ? props.pauseText : props.playText}
          onClick={controls.toggle}
        >
          <span className={`${C}icon`} data-icon={state.playing ? 'pause' : 'play'} aria-hidden="true" />
        </button>
        <button type="button" className={`${C}back`} part="back" aria-label={props.backText} onClick={() => goTo(position - SKIP_SECONDS)}>
          <span aria-hidden="true">−10</span>
        </button>
        <input
          type="range"
          className={`${C}seek`}
          part="seek"
          min={0}
          max={ready ? duration : UNLOADED_SEEK_MAX}
          step={1}
          value={ready ? Math.min(position, duration) : Math.round((pendingShare ?? 0) * UNLOADED_SEEK_MAX)}
          aria-label={props.seekText}
          aria-valuetext={positionText(props.positionText, position, duration)}
          onChange={onSeek}
        />
        <button type="button" className={`${C}forward`} part="forward" aria-label={props.forwardText} onClick={() => goTo(position + SKIP_SECONDS)}>
          <span aria-hidden="true">+10</span>
        </button>
        <span className={`${C}time`} part="time">
          {formatTime(position)} / {formatTime(duration)}
        </span>
      </div>
      <div className={`${C}player`} part="player" ref={container} hidden />
      <MediaStatus C={C} controls={controls} loadingText={props.loadingText} retryText={props.retryText} />
    </div>
  );
}
