// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/media-player/meta.ts.

/** `vb-media-player-play`: The video started playing (every other player on the page pauses). */
export type MediaPlayerPlayDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-media-player-pause`: The video paused. */
export type MediaPlayerPauseDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-media-player-ended`: The video reached its end. */
export type MediaPlayerEndedDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-media-player-buffering`: The video waits for data (the loading marker shows). */
export type MediaPlayerBufferingDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-media-player-loadend`: The video has data again (the loading marker goes). */
export type MediaPlayerLoadendDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-media-player-seek`: The position jumped by more than a second. */
export type MediaPlayerSeekDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-media-player-error`: The player failed: no media, a script that did not load, a build over its timeout, or the platform's error. `message` is what the visitor sees. */
export type MediaPlayerErrorDetail = {
  platform: string;
  videoId: string;
  currentTime: number;
  duration: number;
  name: string;
  playerVersion?: string;
  message: string;
  retries: number;
};

/** Every event <vb-media-player> sends, by name: its `event.detail`. */
export type MediaPlayerEvents = {
  'vb-media-player-play': MediaPlayerPlayDetail;
  'vb-media-player-pause': MediaPlayerPauseDetail;
  'vb-media-player-ended': MediaPlayerEndedDetail;
  'vb-media-player-buffering': MediaPlayerBufferingDetail;
  'vb-media-player-loadend': MediaPlayerLoadendDetail;
  'vb-media-player-seek': MediaPlayerSeekDetail;
  'vb-media-player-error': MediaPlayerErrorDetail;
};
