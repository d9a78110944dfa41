/**
 * The hosted-video player through `@brightcove/player-loader` (in-page embed). The player script's URL comes from
 * the page's configuration (platform-script.ts) and is passed as `playerUrl`, the loader's own option for it.
 */
import brightcovePlayerLoader from '@brightcove/player-loader';
import type { PlayerAdapter, PlayerEvents, PlayerOptions } from './adapter.ts';
import type { VideoSource } from './media-download.ts';
import { API_TIMEOUT_MS } from './media-logic.ts';
import { brightcovePlayerUrl } from './platform-script.ts';
import { withDeadline } from '../deadline.ts';

/** The part of the Brightcove (video.js) player this adapter calls. */
interface BrightcovePlayer {
  ready(callback: () => void): void;
  on(type: string, callback: () => void): void;
  play(): Promise<void> | undefined;
  pause(): void;
  currentTime(seconds?: number): number;
  duration(): number;
  muted(value?: boolean): boolean;
  error(): { code?: string | number; message?: string } | null;
  dispose(): void;
  bcinfo?: { PLAYER_VERSION?: string };
  /** The video's catalog entry once loaded: its renditions (`sources`, each with `container`, `size`, `width`, `height`). */
  mediainfo?: { sources?: VideoSource[] };
}

declare global {
  interface Window {
    videojs?: { VERSION?: string };
  }
}

export async function buildBrightcovePlayer(container: HTMLElement, options: PlayerOptions, events: PlayerEvents): Promise<PlayerAdapter> {
  const { config } = options;
  const accountId = config.brightcoveAccountId ?? '';
  const playerId = config.brightcovePlayerId ?? 'default';
  const place = document.createElement('div');
  container.replaceChildren(place);
  const loaded = (await withDeadline(
    brightcovePlayerLoader({
      refNode: place,
      refNodeInsert: 'replace',
      accountId,
      playerId,
      videoId: config.brightcoveId,
      playerUrl: brightcovePlayerUrl(accountId, playerId),
      embedOptions: { responsive: true },
      options: { autoplay: options.autoplay, loop: options.looping, muted: options.muted, controls: options.controls },
    }),
    API_TIMEOUT_MS, // spec: hosted-video API timeout after 10000 ms
    () => new Error(`The Brightcove player did not load within ${API_TIMEOUT_MS} ms.`),
  )) as { ref: BrightcovePlayer };
  const player = loaded.ref;
  player.on('play', () => events.play());
  player.on('pause', () => events.pause());
  player.on('ended', () => events.ended());
  player.on('waiting', () => events.buffering());
  player.on('playing', () => events.loadend());
  player.on('loadeddata', () => events.loadend());
  player.on('volumechange', () => events.muted(player.muted()));
  player.on('error', () => {
    const error = player.error();
    events.error(`Brightcove: ${error?.message ?? 'the video could not be played.'}${error?.code ? ` (${String(error.code)})` : ''}`);
  });
  await new Promise<void>((resolve) => player.ready(resolve));
  if (options.muted) player.muted(true);
  if (options.start > 0) player.currentTime(options.start);
  return {
    platform: 'brightcove',
    play: () => void player.play()?.catch(() => undefined),
    pause: () => player.pause(),
    seek: (seconds) => void player.currentTime(seconds),
    setMuted: (muted) => void player.muted(muted),
    isMuted: () => player.muted(),
    currentTime: () => player.currentTime(),
    duration: () => player.duration(),
    version: () => player.bcinfo?.PLAYER_VERSION ?? window.videojs?.VERSION,
    sources: () => (Array.isArray(player.mediainfo?.sources) ? player.mediainfo.sources : []),
    destroy: () => player.dispose(),
  };
}
