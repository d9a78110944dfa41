// Generated from meta.ts by `npm run manifest` (scripts/api-files.ts): do not edit.
// Edit the events' detail in elements/audio-player/meta.ts.

/** `vb-audio-player-play`: The audio started playing (every other player on the page pauses). */
export type AudioPlayerPlayDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-audio-player-pause`: The audio paused. */
export type AudioPlayerPauseDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-audio-player-ended`: The audio reached its end. */
export type AudioPlayerEndedDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-audio-player-buffering`: The audio waits for data (the loading marker shows). */
export type AudioPlayerBufferingDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-audio-player-loadend`: The audio has data again (the loading marker goes). */
export type AudioPlayerLoadendDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-audio-player-seek`: The position jumped by more than a second. */
export type AudioPlayerSeekDetail = { platform: string; videoId: string; currentTime: number; duration: number; name: string; playerVersion?: string };

/** `vb-audio-player-error`: The player failed: no media, a script that did not load, a build over its timeout, or the platform's error. `message` is what the visitor sees. */
export type AudioPlayerErrorDetail = {
  platform: string;
  videoId: string;
  currentTime: number;
  duration: number;
  name: string;
  playerVersion?: string;
  message: string;
  retries: number;
};

/** Every event <vb-audio-player> sends, by name: its `event.detail`. */
export type AudioPlayerEvents = {
  'vb-audio-player-play': AudioPlayerPlayDetail;
  'vb-audio-player-pause': AudioPlayerPauseDetail;
  'vb-audio-player-ended': AudioPlayerEndedDetail;
  'vb-audio-player-buffering': AudioPlayerBufferingDetail;
  'vb-audio-player-loadend': AudioPlayerLoadendDetail;
  'vb-audio-player-seek': AudioPlayerSeekDetail;
  'vb-audio-player-error': AudioPlayerErrorDetail;
};
