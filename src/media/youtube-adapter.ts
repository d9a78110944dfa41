/**
 * The streaming-site player through `youtube-player` (the IFrame API loader). The API script is added from the
 * page's configured URL first (platform-script.ts) and awaited with the spec's 10,000 ms / 20 ms poll, so the
 * loader finds `window.YT` and never reaches for its built-in address.
 */
import YouTubePlayerFactory from 'youtube-player';
import type { PlayerAdapter, PlayerEvents, PlayerOptions } from './adapter.ts';
import { youTubeStateEvents } from './youtube-states.ts';
import { loadScript, waitFor, youTubeApiUrl } from './platform-script.ts';

/** The raw IFrame API player (the `target` of its events): synchronous getters, unlike the loader's promises. */
interface RawPlayer {
  getCurrentTime(): number;
  getDuration(): number;
  isMuted(): boolean;
}

declare global {
  interface Window {
    YT?: { Player?: unknown };
  }
}

/** IFrame API error codes, as a visitor-facing sentence for the error element's log. */
function errorText(code: unknown): string {
  if (code === 100) return 'YouTube: the video was not found or is private.';
  if (code === 101 || code === 150) return 'YouTube: the owner does not allow this video to be embedded.';
  return `YouTube: the video could not be played (error ${String(code)}).`;
}

export async function buildYouTubePlayer(container: HTMLElement, options: PlayerOptions, events: PlayerEvents): Promise<PlayerAdapter> {
  await loadScript(youTubeApiUrl());
  await waitFor(() => (typeof window.YT?.Player === 'function' ? true : undefined), 'The YouTube IFrame API');
  const place = document.createElement('div');
  container.replaceChildren(place);
  const { config } = options;
  const player = YouTubePlayerFactory(place, {
    videoId: config.youTubeId,
    host: 'https://www.youtube-nocookie.com',
    playerVars: {
      autoplay: options.autoplay ? 1 : 0,
      controls: options.controls ? 1 : 0,
      loop: options.looping ? 1 : 0,
      playlist: options.looping ? config.youTubeId : undefined,
      list: config.youTubeId ? undefined : config.youTubePlaylistId,
      listType: config.youTubeId || !config.youTubePlaylistId ? undefined : 'playlist',
      cc_load_policy: config.captions ? 1 : undefined,
      start: options.start > 0 ? Math.floor(options.start) : undefined,
      playsinline: 1,
      rel: 0,
      ...(options.muted ? { mute: 1 } : {}),
    } as NonNullable<Parameters<typeof YouTubePlayerFactory>[1]>['playerVars'],
  });
  let raw: RawPlayer | undefined;
  let muted = options.muted;
  let playing = false;
  player.on('stateChange', (event) => {
    const next = youTubeStateEvents(event.data, playing);
    playing = next.playing;
    for (const name of next.events) events[name]();
    if (raw && raw.isMuted() !== muted) {
      muted = raw.isMuted();
      events.muted(muted);
    }
  });
  player.on('error', (event) => events.error(errorText((event as CustomEvent & { data?: unknown }).data)));
  await new Promise<void>((resolve) => {
    player.on('ready', (event) => {
      raw = (event as CustomEvent & { target: RawPlayer }).target;
      resolve();
    });
  });
  return {
    platform: 'youtube',
    play: () => void player.playVideo(),
    pause: () => void player.pauseVideo(),
    seek: (seconds) => void player.seekTo(seconds, true),
    setMuted(next) {
      muted = next;
      void (next ? player.mute() : player.unMute());
      events.muted(next);
    },
    isMuted: () => muted,
    currentTime: () => raw?.getCurrentTime() ?? 0,
    duration: () => raw?.getDuration() ?? 0,
    version: () => undefined,
    // The IFrame API gives no file of the video: a download has nothing to save.
    sources: () => [],
    destroy: () => void player.destroy(),
  };
}
