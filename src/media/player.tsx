/**
 * The player view vb-media-player and vb-video share: a privacy facade (poster, title, a real play button; no
 * platform request before the click), the platform's player once loaded, the loading and error markers (the
 * author's `loading` and `error` children when given), a retry, the view count and, for a looping video, a
 * visible play/pause control.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useHost } from '../hooks/host-context.ts';
import { Slot } from '../hooks/slot.tsx';
import { elementLanguage, numberFormat } from '../locale.ts';
import type { PropsOf } from '../props.ts';
import { useReducedMotion } from '../reduced-motion.ts';
import type { PlayerOptions } from './adapter.ts';
import { parseMediaConfig, viewsText } from './media-logic.ts';
import { useMediaInit } from './media-init.ts';
import type { mediaProps } from './media-props.ts';
import { useMediaLoad } from './use-media-load.ts';
import { useMediaPlayer, type MediaControls } from './use-media-player.ts';
import { useMediaViews } from './use-media-views.ts';

export type MediaPlayerProps = PropsOf<{ props: typeof mediaProps }>;

/** Class prefix from the host's folder name, one way: `vb-media-player__`, `vb-video__`. */
const prefixOf = (tag: string) => `${tag}__`;

function useOptions(props: MediaPlayerProps, tag: string, reducedMotion: boolean): PlayerOptions {
  const { media, src, looping, poster, label, start } = props;
  return useMemo(() => {
    const { config, problems } = parseMediaConfig(media);
    for (const problem of problems) console.warn(`visitorBlocks: <${tag}> data-media ${problem}; that part is ignored.`);
    return {
      config,
      src,
      sources: [],
      kind: 'video',
      looping,
      autoplay: looping ? !reducedMotion : Boolean(config.autoplay),
      controls: !looping,
      muted: looping,
      poster,
      title: label,
      start: Number.isFinite(start) && start > 0 ? start : 0,
    };
  }, [media, src, looping, poster, label, start, tag, reducedMotion]);
}

/** The host markers (spec section 4): playing, muted, loading, error and the platform. */
export function useHostMarkers(element: HTMLElement, { state }: MediaControls): void {
  useLayoutEffect(() => {
    const markers: Record<string, boolean> = {
      'data-vb-playing': state.playing,
      'data-vb-muted': state.muted,
      'data-vb-loading': state.phase === 'loading' || state.buffering,
      'data-vb-error': state.phase === 'error',
      'data-vb-downloading': state.download === 'downloading',
    };
    for (const [name, on] of Object.entries(markers)) element.toggleAttribute(name, on);
    if (state.platform) element.setAttribute('data-vb-platform', state.platform);
    else element.removeAttribute('data-vb-platform');
  }, [element, state]);
}

export interface MediaStatusProps {
  /** The element's class prefix, `vb-<folder>__`. */
  C: string;
  controls: MediaControls;
  loadingText: string;
  retryText: string;
  /** Shown when a download failed (a video player's `download-error-text`). */
  downloadErrorText?: string;
}

/**
 * The loading and error markers every player shows (spec section 4): a polite status while the media loads or
 * buffers (the author's `loading` child, else `loadingText`), and on an error an alert with the message (or the
 * author's `error` child) and a retry button.
 */
export function MediaStatus({ C, controls, loadingText, retryText, downloadErrorText }: MediaStatusProps) {
  const { state } = controls;
  const loading = state.phase === 'loading' || state.buffering;
  return (
    <>
      <div className={`${C}loading`} part="loading" role="status">
        {loading && <Slot name="loading">{loadingText}</Slot>}
      </div>
      {state.phase === 'error' && (
        <div className={`${C}error`} part="error" role="alert">
          <Slot name="error">
            <p className={`${C}message`}>{state.error}</p>
          </Slot>
          <button type="button" className={`${C}retry`} part="retry" onClick={controls.retry}>
            {retryText}
          </button>
        </div>
      )}
      {state.download === 'failed' && (
        <p className={`${C}download-error`} part="download-error" role="alert">
          {downloadErrorText}
        </p>
      )}
    </>
  );
}

export function MediaPlayerView(props: MediaPlayerProps) {
  const host = useHost();
  const { element, tag } = host;
  const C = prefixOf(tag);
  const reducedMotion = useReducedMotion();
  const options = useOptions(props, tag, reducedMotion);
  const container = useRef<HTMLDivElement>(null);
  const controls = useMediaPlayer({
    element,
    prefix: tag as `vb-${string}`,
    options,
    triggerId: element.id,
    name: props.analyticsTitle || props.label,
    skipAnalytics: props.skipAnalytics,
    container,
    // A looping video is muted decoration (no controls, no sound): starting near view it must not pause the video a
    // visitor is watching, and that video starting does not stop it.
    background: props.looping,
    downloadFailedText: props.downloadErrorText,
  });
  useHostMarkers(element, controls);
  const { state } = controls;
  const startUp = useMediaInit(element, { noInit: props.noInit, initChildren: props.initChildren, started: state.phase !== 'idle' });
  const loadRef = useMediaLoad(element, props.load, props.looping, reducedMotion, controls, startUp);
  const [viewsRef, views, readingViews] = useMediaViews(options.config);
  const frameRef = useCallback(
    (node: HTMLDivElement | null) => {
      const stops = [loadRef(node), viewsRef(node)];
      return () => stops.forEach((stop) => stop?.());
    },
    [loadRef, viewsRef],
  );
  const language = elementLanguage(element);
  const viewLine = viewsText(props.viewsText, views, (n) => numberFormat(language).format(n));
  // Before it loads, a player that waits for its start-up (`no-init`) shows its play button whatever its load mode.
  const facade = state.phase === 'idle' && (!startUp || (!props.looping && props.load === 'click'));
  const playName = props.label ? `${props.playText}: ${props.label}` : props.playText;
  const loopAction = state.playing ? props.pauseText : props.playText;
  const loopName = props.label ? `${loopAction}: ${props.label}` : loopAction;

  return (
    <div className={`${C}frame`} part="frame" ref={frameRef}>
      <div className={`${C}player`} part="player" ref={container} hidden={facade} />
      {facade && (
        <button type="button" className={`${C}facade`} part="facade" aria-label={playName} onClick={() => controls.load(true)}>
          {props.poster && <img className={`${C}poster`} part="poster" src={props.poster} alt="" loading="lazy" decoding="async" />}
          {props.label && (
            <span className={`${C}title`} part="title" aria-hidden="true">
              {props.label}
            </span>
          )}
          <span className={`${C}play-icon`} part="play-icon" aria-hidden="true" />
        </button>
      )}
      {props.looping && state.phase === 'ready' && (
        // It says what it does next (`pause-text` while the loop plays), as the emphasized video's loop button does.
        <button type="button" className={`${C}loop-toggle`} part="loop-toggle" onClick={controls.toggle}>
          {/* On a narrow frame only the icon shows (player.css); the words stay its name. */}
          <span className={`${C}loop-icon`} data-icon={state.playing ? 'pause' : 'play'} aria-hidden="true" />
          <span className={`${C}loop-text`} data-loop-text="">
            {loopName}
          </span>
        </button>
      )}
      <MediaStatus C={C} controls={controls} loadingText={props.loadingText} retryText={props.retryText} downloadErrorText={props.downloadErrorText} />
      {(viewLine || readingViews) && (
        // Hidden while the count is read: the line shows only a count above 0, but the read is a call in flight.
        <p className={`${C}views`} part="views" hidden={!viewLine} aria-busy={readingViews || undefined}>
          {viewLine}
        </p>
      )}
    </div>
  );
}
