import { useMemo, useRef, type ChangeEvent } from 'react';
import { useHost } from '../../src/hooks/host-context.ts';
import type { PlayerOptions } from '../../src/media/adapter.ts';
import { useMediaInit } from '../../src/media/media-init.ts';
import { formatTime } from '../../src/media/media-logic.ts';
import { MediaStatus, useHostMarkers } from '../../src/media/player.tsx';
import { useMediaLoad } from '../../src/media/use-media-load.ts';
import { useMediaPlayer } from '../../src/media/use-media-player.ts';
import type { PropsOf } from '../../src/props.ts';
import { audioSources, positionText, SKIP_SECONDS, skipTarget } from './audio-player-logic.ts';
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
  const onSeek = (event: ChangeEvent<HTMLInputElement>) => goTo(Number(event.currentTarget.value));

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
          max={ready ? duration : 0}
          step={1}
          value={Math.min(position, duration)}
          disabled={!ready}
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
