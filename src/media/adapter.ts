/**
 * One interface over the three ways a video plays (the streaming site's IFrame API, the hosted-video player and a
 * native <video>/<audio>), so the element's logic never knows which one it drives. Each adapter module is loaded
 * with a dynamic import when a player loads, never with the element.
 */
import type { VideoSource } from './media-download.ts';
import type { MediaConfig, MediaKind, Platform } from './media-logic.ts';

export interface PlayerEvents {
  play(): void;
  pause(): void;
  ended(): void;
  buffering(): void;
  loadend(): void;
  muted(muted: boolean): void;
  error(message: string): void;
}

export interface PlayerOptions {
  config: MediaConfig;
  src: string;
  /** Native file players: more sources, the first the browser can play wins. */
  sources: readonly { src: string; type: string }[];
  kind: MediaKind;
  looping: boolean;
  autoplay: boolean;
  controls: boolean;
  muted: boolean;
  poster: string;
  title: string;
  /** Start position in seconds. */
  start: number;
}

export interface PlayerAdapter {
  readonly platform: Platform;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  currentTime(): number;
  duration(): number;
  /** The hosted-video player's version, for analytics. */
  version(): string | undefined;
  /**
   * The video's sources the platform gives, for a download of the largest MP4 (spec section 7): the hosted-video
   * player's renditions, the file player's own file; none from the streaming site, which gives no file.
   */
  sources(): readonly VideoSource[];
  destroy(): void;
}

/**
 * Build a player inside `container` and resolve once it can take commands. Rejects when the platform's script does
 * not load; the caller bounds the wait with the build timeout.
 */
export type BuildPlayer = (container: HTMLElement, options: PlayerOptions, events: PlayerEvents) => Promise<PlayerAdapter>;

/** Loaded on demand: the platform libraries stay out of the element's first page load. */
export async function loadBuilder(platform: Platform): Promise<BuildPlayer> {
  if (platform === 'youtube') return (await import('./youtube-adapter.ts')).buildYouTubePlayer;
  if (platform === 'brightcove') return (await import('./brightcove-adapter.ts')).buildBrightcovePlayer;
  return (await import('./file-adapter.ts')).buildFilePlayer;
}
