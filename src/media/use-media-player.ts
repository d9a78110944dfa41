/**
 * A media player's behaviour for an element (vb-media-player, vb-video): loading through the chosen adapter with
 * the build timeout, the play/pause/buffering/error state, 'playing one pauses others', overlay pauses, remote
 * triggers, events and analytics. The rules themselves are in media-logic.ts.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, type RefObject } from 'react';
import { track } from '../analytics.ts';
import { emitEvent } from '../hooks/use-emit.ts';
import { useLatest } from '../hooks/use-latest.ts';
import { useRemoteTrigger } from '../hooks/use-remote-trigger.ts';
import { loadBuilder, type PlayerAdapter, type PlayerEvents, type PlayerOptions } from './adapter.ts';
import { checkYouTubeAvailable, knownYouTubeAvailability } from './availability.ts';
import {
  addressPrefersYouTube,
  buildTimeout,
  buildTimeoutMessage,
  choosePlayer,
  DOWNLOAD_FAILED_MESSAGE,
  INITIAL_MEDIA_STATE,
  isSeek,
  mediaAnalytics,
  mediaReducer,
  TIME_UPDATE_MS,
  triggerCommand,
  type MediaAnalyticsDetail,
  type MediaState,
  type Platform,
  type PlayerChoiceInput,
} from './media-logic.ts';
import { registerPlayer, startedPlaying, type RegisteredPlayer } from './playing.ts';
import { useMediaDownload } from './use-media-download.ts';

export interface MediaPlayerSetup {
  element: HTMLElement;
  /** Event prefix: `vb-<folder>` (events `vb-<folder>-play`, ...). */
  prefix: string;
  options: PlayerOptions;
  /** The remote-trigger id (the element's id). */
  triggerId: string;
  /** The name in analytics (analytics-title, else the title). */
  name: string;
  skipAnalytics: boolean;
  container: RefObject<HTMLElement | null>;
  /**
   * A muted decoration (vb-emphasized-video's poster loop): it neither pauses the page's other players when it starts
   * nor is paused by them, since 'playing one pauses others' is about what a visitor listens to.
   */
  background?: boolean;
  /** Shown when a download fails (a video player's `download-error-text`); a player without that attribute says 'Video download failed'. */
  downloadFailedText?: string;
}

export interface MediaControls {
  state: MediaState;
  /** Load the player; `play` starts it once built. */
  load(play?: boolean): void;
  play(): void;
  pause(): void;
  toggle(): void;
  /** Go to `seconds` (default: the start position) and play, loading the player first when it has not loaded. */
  restart(seconds?: number): void;
  /** Go to `seconds`; before the player has loaded, it starts there when it loads. */
  seek(seconds: number): void;
  toggleMute(): void;
  setMuted(muted: boolean): void;
  /** Save the largest MP4 of the video (spec section 7), loading the player first when it has not loaded. */
  download(): void;
  retry(): void;
  /** The loaded player's position and length in seconds (0 before it loads), for a time shown as text. */
  times(): { currentTime: number; duration: number };
}

/** Resolve the platform, checking the streaming site's availability once per session when it matters. */
async function resolvePlatform(input: Omit<PlayerChoiceInput, 'youTubeAvailable'>): Promise<{ platform: Platform } | { error: string }> {
  const first = choosePlayer({ ...input, youTubeAvailable: knownYouTubeAvailability() });
  if (!('needsCheck' in first)) return first;
  const second = choosePlayer({ ...input, youTubeAvailable: await checkYouTubeAvailable() });
  return 'needsCheck' in second ? { error: 'unreachable' } : second;
}

function timeout<T>(work: Promise<T>, ms: number, message: string, late: (value: T) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    let over = false;
    const timer = setTimeout(() => {
      over = true;
      reject(new Error(message));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        if (over) late(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!over) reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function useMediaPlayer(setup: MediaPlayerSetup): MediaControls {
  const [state, dispatch] = useReducer(mediaReducer, INITIAL_MEDIA_STATE);
  const adapter = useRef<PlayerAdapter | undefined>(undefined);
  const building = useRef(0);
  // A position asked for before the player was built (a restart or seek from a remote trigger): applied once it is.
  const pendingSeek = useRef<number | undefined>(undefined);
  const latest = useLatest({ setup, state });

  // Plain functions, not memoised: they read the latest props and state through `latest` when called.
  const detail = (): MediaAnalyticsDetail => {
    const { options, name } = latest.current.setup;
    const player = adapter.current;
    const platform = player?.platform ?? latest.current.state.platform ?? 'file';
    const times = { currentTime: player?.currentTime() ?? 0, duration: player?.duration() ?? 0 };
    return mediaAnalytics({ platform, kind: options.kind }, options.config, options.src, name, times, player?.version());
  };

  const report = (what: string, extra: Record<string, string | number> = {}) => {
    const { element, prefix, skipAnalytics, name } = latest.current.setup;
    const info = { ...detail(), ...extra };
    emitEvent(element, `${prefix}-${what}` as `vb-${string}`, info);
    if (skipAnalytics) return;
    if (what === 'error') track(element, 'error', { ...info, contentTitle: name });
    else if (what === 'play' || what === 'pause' || what === 'ended' || what === 'seek')
      track(element, 'media', { ...info, contentTitle: name, interactionText: what });
  };

  const registered = useMemo<RegisteredPlayer>(() => ({ element: setup.element, pause: () => adapter.current?.pause() }), [setup.element]);
  const background = Boolean(setup.background);
  useEffect(() => (background ? undefined : registerPlayer(registered)), [registered, background]);

  const fail = (message: string) => {
    dispatch({ type: 'error', message });
    report('error', { message, retries: latest.current.state.retries });
  };

  const events: PlayerEvents = {
    play() {
      dispatch({ type: 'play' });
      if (!latest.current.setup.background) startedPlaying(registered);
      report('play');
    },
    pause() {
      dispatch({ type: 'pause' });
      report('pause');
    },
    ended() {
      dispatch({ type: 'ended' });
      report('ended');
    },
    buffering() {
      dispatch({ type: 'buffering' });
      report('buffering');
    },
    loadend() {
      dispatch({ type: 'loadend' });
      report('loadend');
    },
    muted(muted) {
      dispatch({ type: 'muted', muted });
    },
    error: fail,
  };

  const load = (play = false) => {
    const { setup: current, state: now } = latest.current;
    if (now.phase === 'loading' || now.phase === 'ready') {
      if (play) adapter.current?.play();
      return;
    }
    const attempt = ++building.current;
    const { options } = current;
    const input = { config: options.config, src: options.src, looping: options.looping, preferYouTube: addressPrefersYouTube(location.search) };
    void (async () => {
      const choice = await resolvePlatform(input);
      if (attempt !== building.current) return;
      if ('error' in choice) return fail(choice.error === 'unreachable' ? buildTimeoutMessage('youtube') : choice.error);
      const { platform } = choice;
      dispatch({ type: 'load', platform });
      const container = current.container.current;
      if (!container) return;
      const tooLong = buildTimeoutMessage(platform, options.kind);
      try {
        const build = await loadBuilder(platform);
        const built = await timeout(build(container, options, events), buildTimeout(latest.current.state.retries), tooLong, (late) => late.destroy());
        if (attempt !== building.current) return built.destroy();
        adapter.current = built;
        const at = pendingSeek.current;
        pendingSeek.current = undefined;
        if (at !== undefined) built.seek(at);
        dispatch({ type: 'built' });
        if (play || options.autoplay) built.play();
      } catch (error) {
        if (attempt !== building.current) return;
        // A file names itself; a platform whose script or player failed gets the spec's build message.
        const own = error instanceof Error && (platform === 'file' || error.message.endsWith('took too long to build the asset.'));
        fail(own ? error.message : tooLong);
      }
    })();
  };

  const play = () => (adapter.current ? adapter.current.play() : load(true));
  const pause = useCallback(() => adapter.current?.pause(), []);
  const toggle = () => (latest.current.state.playing ? pause() : play());
  const seek = useCallback((seconds: number) => {
    const at = Math.max(0, seconds);
    if (!adapter.current) {
      pendingSeek.current = at;
      return;
    }
    adapter.current.seek(at);
    dispatch({ type: 'seek' });
  }, []);
  const restart = (seconds = latest.current.setup.options.start) => {
    seek(seconds);
    play();
  };
  const toggleMute = useCallback(() => {
    const player = adapter.current;
    if (player) player.setMuted(!player.isMuted());
  }, []);
  const setMuted = useCallback((muted: boolean) => adapter.current?.setMuted(muted), []);
  const retry = () => {
    adapter.current?.destroy();
    adapter.current = undefined;
    building.current += 1;
    dispatch({ type: 'retry' });
    // The reducer's retry count is read by load through `latest`, after this render commits.
    queueMicrotask(() => setTimeout(() => load(true), 0));
  };

  const download = useMediaDownload({
    element: setup.element,
    prefix: setup.prefix,
    name: setup.name,
    skipAnalytics: setup.skipAnalytics,
    video: setup.options.kind === 'video',
    failedText: setup.downloadFailedText ?? DOWNLOAD_FAILED_MESSAGE,
    adapter,
    state,
    dispatch,
    load: () => load(false),
    detail,
    report,
  });

  useEffect(
    () => () => {
      building.current += 1;
      adapter.current?.destroy();
      adapter.current = undefined;
    },
    [],
  );

  useRemoteTrigger(setup.triggerId || undefined, (message) => {
    const command = triggerCommand(message.action, message.detail, latest.current.setup.options.start);
    if (!command) {
      if (message.action === 'seek')
        console.warn(
          `visitorBlocks: <${latest.current.setup.prefix} id="${setup.triggerId}"> a "seek" remote trigger needs a position in seconds (detail: { seconds }); ignored.`,
        );
      return;
    }
    if (command.do === 'restart') restart(command.seconds);
    else if (command.do === 'seek') seek(command.seconds);
    else if (command.do === 'setMuted') setMuted(command.muted);
    else if (command.do === 'toggleMute') toggleMute();
    else if (command.do === 'load') load(false);
    else if (command.do === 'download') download();
    else if (command.do === 'play') play();
    else if (command.do === 'pause') pause();
    else toggle();
  });

  useTimeUpdates(state.playing, adapter, report);

  const times = useCallback(() => ({ currentTime: adapter.current?.currentTime() ?? 0, duration: adapter.current?.duration() ?? 0 }), []);

  return { state, load, play, pause, toggle, restart, seek, toggleMute, setMuted, retry, times, download };
}

/** Every 300 ms while playing, notice a jump in position (a seek: more than 1,000 ms off the clock). */
function useTimeUpdates(playing: boolean, adapter: RefObject<PlayerAdapter | undefined>, report: (what: string) => void): void {
  const latestReport = useLatest(report);
  useEffect(() => {
    if (!playing) return undefined;
    let last = adapter.current?.currentTime() ?? 0;
    let at = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      const position = adapter.current?.currentTime() ?? 0;
      if (isSeek(last, position, (now - at) / 1000)) latestReport.current('seek');
      last = position;
      at = now;
    }, TIME_UPDATE_MS);
    return () => clearInterval(timer);
  }, [adapter, latestReport, playing]);
}
